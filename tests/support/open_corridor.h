#pragma once
// A project of one level, "arena" (levels/arena.json): `tiles` links of an open 32-unit tile
// ("open", optionally with walls) in a straight chain, the camera starting at (0, 0) and
// scrolling `scrollSpeed` sub-units a tick (1: one unit a tick at the default rate). What
// the simulation tests build their fights in.
#include <memory>
#include <string>
#include <vector>

#include "model/project/project.h"
#include "model/tiles/polygon.h"

namespace sw::test {

inline std::unique_ptr<Project> openCorridor(int tiles, std::vector<Polygon> walls = {}, std::int64_t scrollSpeed = 1) {
  auto p = std::make_unique<Project>();
  auto tile = std::make_unique<TileDef>();
  tile->name = "open";
  tile->cameraEntry = {0, 0};
  tile->cameraExit = {32, 0};
  tile->collision = std::move(walls);
  p->tileDefs.push_back(std::move(tile));
  auto level = std::make_unique<Level>();
  level->name = "arena";
  level->file = "levels/arena.json";
  level->scrollSpeed = scrollSpeed;
  for (int i = 0; i < tiles; ++i) {
    auto t = std::make_unique<TileInstance>();
    t->name = "t" + std::to_string(i);
    t->tile = "open";
    level->chain.push_back(std::move(t));
  }
  p->levels.push_back(std::move(level));
  return p;
}

}  // namespace sw::test
