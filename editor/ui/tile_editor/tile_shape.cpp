// The Tile Editor's working copy of a tile's collision polygons and camera path.
#include "ui/tile_editor/tile_shape.h"

#include "model/tiles/tile_def.h"

namespace sw::editor {

TileShape TileShape::of(const sw::TileDef& def) {
  return TileShape{def.collision, def.cameraEntry, def.cameraExit, def.cameraPoints};
}

bool TileShape::has(const TileHandle& handle) const {
  switch (handle.kind) {
    case TileHandle::Kind::Vertex:
      return handle.polygon >= 0 && handle.polygon < int(collision.size()) && handle.index >= 0 &&
             handle.index < int(collision[handle.polygon].size());
    case TileHandle::Kind::CameraPoint:
      return handle.index >= 0 && handle.index < int(cameraPoints.size());
    default:
      return true;
  }
}

sw::Vec2 TileShape::position(const TileHandle& handle) const {
  switch (handle.kind) {
    case TileHandle::Kind::Vertex:
      return collision[handle.polygon][handle.index];
    case TileHandle::Kind::Entry:
      return entry;
    case TileHandle::Kind::Exit:
      return exit;
    case TileHandle::Kind::CameraPoint:
      return cameraPoints[handle.index];
  }
  return {};
}

void TileShape::setPosition(const TileHandle& handle, sw::Vec2 at) {
  switch (handle.kind) {
    case TileHandle::Kind::Vertex:
      collision[handle.polygon][handle.index] = at;
      break;
    case TileHandle::Kind::Entry:
      entry = at;
      break;
    case TileHandle::Kind::Exit:
      exit = at;
      break;
    case TileHandle::Kind::CameraPoint:
      cameraPoints[handle.index] = at;
      break;
  }
}

std::vector<sw::Vec2> TileShape::cameraPath() const {
  std::vector<sw::Vec2> path;
  path.reserve(cameraPoints.size() + 2);
  path.push_back(entry);
  path.insert(path.end(), cameraPoints.begin(), cameraPoints.end());
  path.push_back(exit);
  return path;
}

}  // namespace sw::editor
