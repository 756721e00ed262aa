#include "view/mesh_geometry.h"

#include <QByteArray>
#include <QString>
#include <QVector3D>
#include <cstddef>
#include <algorithm>
#include <cstring>

namespace sw::ui {
namespace {

QVector3D toQt(const sw::Vec3& v) { return QVector3D(float(v.x), float(v.y), float(v.z)); }

}  // namespace

MeshGeometry::MeshGeometry(QQuick3DObject* parent) : QQuick3DGeometry(parent) {}

void MeshGeometry::setMesh(const sw::MeshData& mesh) {
  clear();
  setPrimitiveType(PrimitiveType::Triangles);
  setStride(int(sizeof(sw::MeshVertex)));
  addAttribute(Attribute::PositionSemantic, int(offsetof(sw::MeshVertex, position)), Attribute::F32Type);
  addAttribute(Attribute::NormalSemantic, int(offsetof(sw::MeshVertex, normal)), Attribute::F32Type);
  addAttribute(Attribute::TexCoord0Semantic, int(offsetof(sw::MeshVertex, uv)), Attribute::F32Type);
  addAttribute(Attribute::IndexSemantic, 0, Attribute::U32Type);

  QByteArray vertices(qsizetype(mesh.vertices.size() * sizeof(sw::MeshVertex)), Qt::Uninitialized);
  if (!mesh.vertices.empty())
    std::memcpy(vertices.data(), mesh.vertices.data(), std::size_t(vertices.size()));
  QByteArray indices(qsizetype(mesh.indices.size() * sizeof(std::uint32_t)), Qt::Uninitialized);
  if (!mesh.indices.empty()) std::memcpy(indices.data(), mesh.indices.data(), std::size_t(indices.size()));
  setVertexData(vertices);
  setIndexData(indices);

  const QVector3D lo = mesh.bounds.isEmpty() ? QVector3D() : toQt(mesh.bounds.min);
  const QVector3D hi = mesh.bounds.isEmpty() ? QVector3D() : toQt(mesh.bounds.max);
  setBounds(lo, hi);
  // Subset i is drawn with the Model's material i.
  subsets_ = 0;
  for (const sw::MeshSubset& s : mesh.subsets) {
    addSubset(int(s.firstIndex), int(s.indexCount), lo, hi, QString::fromStdString(s.materialName));
    ++subsets_;
  }
  update();
}

TileInstancing::TileInstancing(QQuick3DObject* parent) : QQuick3DInstancing(parent) {}

void TileInstancing::setInstances(std::vector<Instance> instances) {
  if (instances == instances_) return;  // a rebuild that moved nothing costs no upload
  instances_ = std::move(instances);
  tableDirty_ = true;
  markDirty();
}

QByteArray TileInstancing::getInstanceBuffer(int* instanceCount) {
  if (tableDirty_) {
    table_.resize(qsizetype(instances_.size() * sizeof(InstanceTableEntry)));
    auto* entry = reinterpret_cast<InstanceTableEntry*>(table_.data());
    for (const Instance& instance : instances_)
      *entry++ = calculateTableEntry(instance.position, instance.scale, QVector3D(), Qt::white);
    tableDirty_ = false;
  }
  if (instanceCount) *instanceCount = int(instances_.size());
  return table_;
}

namespace {
// Appends the faces of `box` to `mesh` (counter-clockwise seen from outside); only the
// one facing +z when `frontOnly`.
void appendBox(sw::MeshData& mesh, const sw::Box3& box, bool frontOnly = false) {
  const sw::Vec3 a = box.min, b = box.max;
  struct Face {
    float normal[3];
    sw::Vec3 corners[4];  // counter-clockwise seen from outside
  };
  const Face faces[6] = {
      {{0, 0, 1}, {{a.x, a.y, b.z}, {b.x, a.y, b.z}, {b.x, b.y, b.z}, {a.x, b.y, b.z}}},
      {{0, 0, -1}, {{b.x, a.y, a.z}, {a.x, a.y, a.z}, {a.x, b.y, a.z}, {b.x, b.y, a.z}}},
      {{1, 0, 0}, {{b.x, a.y, b.z}, {b.x, a.y, a.z}, {b.x, b.y, a.z}, {b.x, b.y, b.z}}},
      {{-1, 0, 0}, {{a.x, a.y, a.z}, {a.x, a.y, b.z}, {a.x, b.y, b.z}, {a.x, b.y, a.z}}},
      {{0, 1, 0}, {{a.x, b.y, b.z}, {b.x, b.y, b.z}, {b.x, b.y, a.z}, {a.x, b.y, a.z}}},
      {{0, -1, 0}, {{a.x, a.y, a.z}, {b.x, a.y, a.z}, {b.x, a.y, b.z}, {a.x, a.y, b.z}}},
  };
  const float uvs[4][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  for (const Face& f : faces) {
    if (frontOnly && f.normal[2] < 0.5f) continue;
    const auto base = std::uint32_t(mesh.vertices.size());
    for (int i = 0; i < 4; ++i) {
      sw::MeshVertex v{};
      v.position[0] = float(f.corners[i].x);
      v.position[1] = float(f.corners[i].y);
      v.position[2] = float(f.corners[i].z);
      std::memcpy(v.normal, f.normal, sizeof v.normal);
      std::memcpy(v.uv, uvs[i], sizeof v.uv);
      mesh.vertices.push_back(v);
    }
    for (std::uint32_t i : {0u, 1u, 2u, 0u, 2u, 3u}) mesh.indices.push_back(base + i);
  }
}
}  // namespace

sw::MeshData boxMesh(const sw::Box3& box, sw::Color color) {
  sw::MeshData mesh;
  appendBox(mesh, box);
  mesh.subsets.push_back({0, std::uint32_t(mesh.indices.size()), "placeholder", color});
  mesh.bounds = box;
  return mesh;
}

sw::MeshData farMesh(const sw::MeshData& mesh, FarLook look) {
  sw::MeshData far;
  far.bounds = mesh.bounds;
  for (const sw::MeshSubset& subset : mesh.subsets) {
    sw::Box3 box;
    const std::size_t end = std::min<std::size_t>(mesh.indices.size(), std::size_t(subset.firstIndex) + subset.indexCount);
    for (std::size_t i = subset.firstIndex; i < end; ++i) {
      if (mesh.indices[i] >= mesh.vertices.size()) continue;  // the loader checks; stay safe anyway
      const float* p = mesh.vertices[mesh.indices[i]].position;
      box.extend(sw::Vec3{p[0], p[1], p[2]});
    }
    sw::MeshSubset copy = subset;
    copy.firstIndex = std::uint32_t(far.indices.size());
    if (!box.isEmpty()) appendBox(far, box, look == FarLook::Cards);
    copy.indexCount = std::uint32_t(far.indices.size()) - copy.firstIndex;
    far.subsets.push_back(std::move(copy));
  }
  return far;
}

}  // namespace sw::ui
