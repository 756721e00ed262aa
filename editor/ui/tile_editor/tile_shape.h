#pragma once
// The parts of a tile definition the Tile Editor changes (collision polygons, camera
// entry, exit and points) as a working copy, and the handles that pick one point of it.
#include <vector>

#include "core/math.h"
#include "core/value.h"

namespace sw {
class TileDef;
}

namespace sw::editor {

// Something of a tile that can be selected and dragged.
struct TileHandle {
  enum class Kind { Vertex, Entry, Exit, CameraPoint };
  Kind kind = Kind::Vertex;
  int polygon = -1;  // Vertex only
  int index = -1;    // Vertex: in its polygon; CameraPoint: in cameraPoints

  static TileHandle vertex(int polygon, int index) { return {Kind::Vertex, polygon, index}; }
  static TileHandle entry() { return {Kind::Entry, -1, -1}; }
  static TileHandle exit() { return {Kind::Exit, -1, -1}; }
  static TileHandle cameraPoint(int index) { return {Kind::CameraPoint, -1, index}; }
  friend bool operator==(const TileHandle&, const TileHandle&) = default;
  friend auto operator<=>(const TileHandle&, const TileHandle&) = default;
};

// The parts of a TileDef the editor changes, as a working copy.
struct TileShape {
  std::vector<sw::Polygon> collision;
  sw::Vec2 entry, exit;
  std::vector<sw::Vec2> cameraPoints;

  static TileShape of(const sw::TileDef& def);
  bool has(const TileHandle& handle) const;
  sw::Vec2 position(const TileHandle& handle) const;
  void setPosition(const TileHandle& handle, sw::Vec2 at);
  // Entry, intermediate points, exit.
  std::vector<sw::Vec2> cameraPath() const;
  friend bool operator==(const TileShape&, const TileShape&) = default;
};

}  // namespace sw::editor
