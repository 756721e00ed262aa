#pragma once
// A small in-memory project used by model, document and UI tests.
#include <memory>

#include "model/project/project.h"
#include "model/io/project_io.h"

namespace sw::test {

inline std::unique_ptr<Project> sampleProject() {
  auto p = std::make_unique<Project>();
  p->name = "Sample";
  auto floor = std::make_unique<TileDef>();
  floor->name = "floor";
  floor->mesh = "meshes/floor.obj";
  floor->cameraEntry = {0, 1};
  floor->cameraExit = {4, 0};
  floor->collision = {{{0, -9}, {4, -9}, {4, -7}, {0, -7}}};
  p->tileDefs.push_back(std::move(floor));
  auto ramp = std::make_unique<TileDef>();
  ramp->name = "ramp";
  ramp->cameraEntry = {0, 0};
  ramp->cameraExit = {32, 4.25};
  ramp->cameraPoints = {{16, 2}};
  p->tileDefs.push_back(std::move(ramp));

  auto level = std::make_unique<Level>();
  level->name = "Stage 1";
  level->file = "levels/stage_1.json";
  level->seed = 42;
  for (const char* name : {"t1", "t2", "t3"}) {
    auto t = std::make_unique<TileInstance>();
    t->name = name;
    t->tile = name[1] == '2' ? "ramp" : "floor";
    t->id = newObjectId();
    level->chain.push_back(std::move(t));
  }
  auto marker = std::make_unique<Marker>();
  marker->name = "boss_start";
  marker->position = {12.5, -3};
  marker->note = "Boss enters here.\nKeep the ceiling clear.";
  marker->id = newObjectId();
  level->objects.push_back(std::move(marker));
  p->levels.push_back(std::move(level));
  return p;
}

}  // namespace sw::test
