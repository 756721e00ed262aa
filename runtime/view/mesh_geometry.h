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

// How a mesh is drawn when a tile of it is smaller than a couple of pixels on screen
// (LevelArt::kFarPixels): each subset as the box around its own triangles, in the same
// subset order, so the mesh's materials paint it unchanged. A level framed whole shows
// thousands of tiles each under a pixel wide; drawing their full meshes cost a software
// rasteriser most of a frame (#19) for a picture no one could tell from this one.
//  - Boxes: the closed boxes (12 triangles a subset), right from any side;
//  - Cards: only each box's face toward +z (2 triangles a subset), the same silhouette
//    for a camera looking down the z axis (the side view designers work in); the view
//    uses them only for such a camera.
// A subset without triangles keeps its place with none.
enum class FarLook { Boxes, Cards };
sw::MeshData farMesh(const sw::MeshData& mesh, FarLook look);

}  // namespace sw::ui
