#pragma once
// A tile definition: a mesh, 2D collision polygons in tile-local play-plane coordinates,
// and the camera path through the tile (entry, optional intermediate points, exit).
#include <string>
#include <vector>

#include "core/property.h"

namespace sw {

class TileDef final : public Describable {
 public:
  std::string name;
  std::string mesh;  // project-relative path; empty or missing shows a placeholder box
  std::string material;  // project-relative texture graph (*.graph.json); empty: the mesh's own colours
  std::vector<Polygon> collision;
  Vec2 cameraEntry{0, 0};
  Vec2 cameraExit{32, 0};
  std::vector<Vec2> cameraPoints;  // between entry and exit, in order

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
};

}  // namespace sw
