#include "ui/graph_preview/preview_shapes.h"

#include <cmath>
#include <numbers>

#include "view/mesh_geometry.h"

namespace sw::ui {

sw::MeshData previewSphere(float radius, int segments, int rings) {
  sw::MeshData mesh;
  const float pi = std::numbers::pi_v<float>;
  for (int r = 0; r <= rings; ++r) {
    const float v = float(r) / float(rings);
    const float theta = v * pi;  // from the north pole
    for (int s = 0; s <= segments; ++s) {
      const float u = float(s) / float(segments);
      const float phi = u * 2 * pi;
      const float n[3] = {std::sin(theta) * std::cos(phi), std::cos(theta), -std::sin(theta) * std::sin(phi)};
      sw::MeshVertex vertex{};
      for (int i = 0; i < 3; ++i) {
        vertex.normal[i] = n[i];
        vertex.position[i] = n[i] * radius;
      }
      vertex.uv[0] = u;
      vertex.uv[1] = 1 - v;
      mesh.vertices.push_back(vertex);
    }
  }
  const auto row = std::uint32_t(segments + 1);
  for (std::uint32_t r = 0; r < std::uint32_t(rings); ++r)
    for (std::uint32_t s = 0; s < std::uint32_t(segments); ++s) {
      const std::uint32_t a = r * row + s, b = a + row;
      // Counter-clockwise from outside.
      for (std::uint32_t i : {a, b, a + 1, a + 1, b, b + 1}) mesh.indices.push_back(i);
    }
  mesh.subsets.push_back({0, std::uint32_t(mesh.indices.size()), "preview", sw::Color{150, 150, 150, 255}});
  mesh.bounds = sw::Box3{{-radius, -radius, -radius}, {radius, radius, radius}};
  return mesh;
}

sw::MeshData previewCube(float halfSize) {
  const double h = halfSize;
  return boxMesh(sw::Box3{{-h, -h, -h}, {h, h, h}}, sw::Color{150, 150, 150, 255});
}

}  // namespace sw::ui
