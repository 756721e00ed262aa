#pragma once
// GPU-side data of tile art: one mesh asset as a Qt Quick 3D geometry (positions,
// normals, UVs and one subset per material), shared by every tile that shows it, and
// the instance table that places that geometry once per chain link (one instanced
// Model per mesh asset instead of one Model per tile: far fewer draw calls).
#include <QVector3D>
#include <QtQuick3D/QQuick3DGeometry>
#include <QtQuick3D/QQuick3DInstancing>
#include <vector>

#include "assets/mesh_data.h"

namespace sw::ui {

class MeshGeometry : public QQuick3DGeometry {
  Q_OBJECT
 public:
  explicit MeshGeometry(QQuick3DObject* parent = nullptr);

  void setMesh(const sw::MeshData& mesh);
  int subsetCountOfMesh() const { return subsets_; }

 private:
  int subsets_ = 0;
};

// One entry per tile showing a geometry: where its origin sits and how the geometry is
// scaled there (placeholders share one unit box scaled to each missing tile's box).
class TileInstancing : public QQuick3DInstancing {
  Q_OBJECT
 public:
  struct Instance {
    QVector3D position;
    QVector3D scale{1, 1, 1};
    bool operator==(const Instance&) const = default;
  };

  explicit TileInstancing(QQuick3DObject* parent = nullptr);

  // Replaces the table; the renderer is told only when it differs from the last one.
  void setInstances(std::vector<Instance> instances);
  const std::vector<Instance>& instances() const { return instances_; }
  // The table as the renderer receives it (for tests).
  QByteArray instanceTable(int* count) { return getInstanceBuffer(count); }

 protected:
  QByteArray getInstanceBuffer(int* instanceCount) override;

 private:
  std::vector<Instance> instances_;
  QByteArray table_;
  bool tableDirty_ = true;
};

// A closed box with outward normals, one subset: the stand-in for a missing mesh.
sw::MeshData boxMesh(const sw::Box3& box, sw::Color color);

}  // namespace sw::ui
