#include "sim/platformer/platformer_stress.h"

#include <algorithm>
#include <string>

#include "model/paths/path.h"
#include "model/platformer/platform_geometry.h"
#include "model/platformer/puzzle_objects.h"

namespace sw {

namespace {
constexpr double kLaneHeight = 6;
constexpr double kLaneLength = 40;
}  // namespace

PlatformerStress makePlatformerStress(const PlatformerStressSpec& spec) {
  PlatformerStress out;
  out.project = std::make_unique<Project>();
  Project& project = *out.project;
  project.name = "Platformer stress";
  project.characters.push_back(std::make_unique<CharacterType>(defaultCharacter("hero")));
  auto level = std::make_unique<Level>();
  level->name = "Stress";
  level->file = "levels/stress.json";
  level->kind = Level::Kind::Free;
  const std::int64_t lanes = std::max<std::int64_t>(spec.movers, 1);
  level->boundsMin = {-2, -2};
  level->boundsMax = {kLaneLength + 2, double(lanes) * kLaneHeight + 2};
  Level& l = *level;
  auto box = [&](const std::string& name, Vec2 min, Vec2 max) -> PlatformGeometry& {
    auto g = std::make_unique<PlatformGeometry>();
    g->name = name;
    g->anchor = (min + max) * 0.5;
    g->size = max - min;
    PlatformGeometry& ref = *g;
    l.objects.push_back(std::move(g));
    return ref;
  };
  const std::int64_t perLane = (spec.bodies + lanes - 1) / lanes;
  std::int64_t bodies = 0;
  for (std::int64_t lane = 0; lane < lanes; ++lane) {
    const double y = double(lane) * kLaneHeight;
    const std::string n = std::to_string(lane);
    box("floor_" + n, {-1, y - 1}, {kLaneLength + 1, y});
    box("wall_left_" + n, {-1, y}, {0, y + 3});
    box("wall_right_" + n, {kLaneLength, y}, {kLaneLength + 1, y + 3});
    if (lane % 2 == 0) {
      auto path = std::make_unique<Path>();
      path->name = "slide_" + n;
      path->setNodes({{{2, y + 1.5}, {}, {}, Path::PointKind::Corner},
                      {{kLaneLength - 8, y + 1.5}, {}, {}, Path::PointKind::Corner}});
      l.objects.push_back(std::move(path));
      PlatformGeometry& pusher = box("pusher_" + n, {1, y + 0.5}, {3, y + 2.5});
      pusher.path = "slide_" + n;
      pusher.speed = 0.1;
      pusher.waitTicks = 0;
    } else {
      auto door = std::make_unique<Door>();
      door->name = "ram_" + n;
      door->position = {2, y + 1.5};
      door->size = {2, 2};
      door->opens = Side::Right;
      door->travel = kLaneLength - 10;
      door->speed = 0.1;
      door->opensWhen = "tick % 600 < 300";
      l.objects.push_back(std::move(door));
    }
    for (std::int64_t b = 0; b < perLane && bodies < spec.bodies; ++b, ++bodies) {
      const double x = 6 + double(b) * (kLaneLength - 10) / double(perLane);
      if (b % 5 == 4) {
        auto start = std::make_unique<CharacterStart>();
        start->name = "hero_" + std::to_string(bodies);
        start->character = "hero";
        start->position = {x, y};
        l.objects.push_back(std::move(start));
      } else {
        auto crate = std::make_unique<Crate>();
        crate->name = "crate_" + std::to_string(bodies);
        crate->position = {x, y};
        crate->size = {1, 1};
        l.objects.push_back(std::move(crate));
      }
    }
  }
  project.levels.push_back(std::move(level));
  out.options.seed = 7;
  return out;
}

}  // namespace sw
