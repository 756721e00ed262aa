#pragma once
// One mesh asset as a Qt Quick 3D geometry: positions, normals, UVs and one subset per
// material. Shared by every Model that shows the asset.
#include <QtQuick3D/QQuick3DGeometry>

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

// A closed box with outward normals, one subset: the stand-in for a missing mesh.
sw::MeshData boxMesh(const sw::Box3& box, sw::Color color);

}  // namespace sw::ui
