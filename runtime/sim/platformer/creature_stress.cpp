// The creatures' benchmark level (creature_stress.h).
#include "sim/platformer/creature_stress.h"

#include <algorithm>
#include <string>

#include "model/level/nav_objects.h"
#include "model/paths/path.h"
#include "model/platformer/monster_type.h"
#include "model/platformer/platform_geometry.h"

namespace sw {

namespace {
constexpr double kCreatureLaneHeight = 3.5;
constexpr double kSpacing = 2;    // between nodes along a floor
constexpr double kGap = 3;        // the hole at one end of each floor
constexpr std::int64_t kPerLane = 50;
}  // namespace

CreatureStress makeCreatureStress(const CreatureStressSpec& spec) {
  CreatureStress out;
  out.project = std::make_unique<Project>();
  Project& project = *out.project;
  project.name = "Creature stress";
  project.characters.push_back(std::make_unique<CharacterType>(defaultCharacter("hero")));
  MonsterType walker = defaultMonster("walker");
  walker.walkSpeed = 0.1;
  walker.acceleration = 0.02;
  walker.jumpHeight = 4.6;  // a lane and a bit: up through the gaps
  walker.sightRange = 0;    // patrols only: every one of them keeps routing
  walker.canAttack = false;
  project.monsters.push_back(std::make_unique<MonsterType>(walker));

  const std::int64_t lanes = std::max<std::int64_t>((spec.nodes + kPerLane - 1) / kPerLane, 2);
  const double length = double(kPerLane) * kSpacing + kGap + 2;
  auto level = std::make_unique<Level>();
  level->name = "Creatures";
  level->file = "levels/creatures.json";
  level->kind = Level::Kind::Free;
  level->boundsMin = {-4, -4};
  level->boundsMax = {length + 4, double(lanes) * kCreatureLaneHeight + 4};
  Level& l = *level;
  auto add = [&](auto object) -> auto& {
    auto& ref = *object;
    l.objects.push_back(std::move(object));
    return ref;
  };
  auto box = [&](const std::string& name, Vec2 min, Vec2 max) -> PlatformGeometry& {
    auto g = std::make_unique<PlatformGeometry>();
    g->name = name;
    g->anchor = (min + max) * 0.5;
    g->size = max - min;
    return add(std::move(g));
  };
  auto node = [&](const std::string& name, Vec2 at) {
    auto n = std::make_unique<NavNode>();
    n->name = name;
    n->position = at;
    add(std::move(n));
  };
  auto link = [&](const std::string& from, const std::string& to, NavLink::Action forward, NavLink::Action back) {
    auto k = std::make_unique<NavLink>();
    k->name = from + "_" + to;
    k->from = from;
    k->to = to;
    k->forwardAction = forward;
    k->backwardAction = back;
    k->forwardCost = k->backwardCost = -1;
    add(std::move(k));
  };
  auto nodeName = [](std::int64_t lane, std::int64_t i) { return "n" + std::to_string(lane) + "_" + std::to_string(i); };
  // Lane 0's floor is whole; every floor above has its gap at the left end on odd lanes and
  // at the right end on even ones, so routes zig-zag up.
  box("wall_left", {-2, -1}, {-1, double(lanes) * kCreatureLaneHeight + 3});
  box("wall_right", {length + 1, -1}, {length + 2, double(lanes) * kCreatureLaneHeight + 3});
  for (std::int64_t lane = 0; lane < lanes; ++lane) {
    const double y = double(lane) * kCreatureLaneHeight;
    const bool gapLeft = lane % 2 == 1;
    double x0 = -1, x1 = length + 1;
    if (lane > 0 && gapLeft) x0 = kGap;
    if (lane > 0 && !gapLeft) x1 = length - kGap;
    box("floor_" + std::to_string(lane), {x0, y - 0.5}, {x1, y});
    const double first = gapLeft ? kGap + 1 : 1;
    for (std::int64_t i = 0; i < kPerLane; ++i) {
      node(nodeName(lane, i), {first + double(i) * kSpacing, y});
      if (i > 0) link(nodeName(lane, i - 1), nodeName(lane, i), NavLink::Action::Walk, NavLink::Action::Walk);
    }
  }
  // Up through each gap: a node on the floor below, under the middle of the hole, walks to its
  // lane's nearest node and jumps up to the floor's end beside the hole (falls back down).
  for (std::int64_t lane = 1; lane < lanes; ++lane) {
    const bool gapLeft = lane % 2 == 1;
    const double middle = gapLeft ? (kGap - 1) * 0.5 : length - kGap * 0.5 + 0.5;
    const double y = double(lane - 1) * kCreatureLaneHeight;
    const std::string under = "u" + std::to_string(lane);
    node(under, {middle, y});
    const double belowFirst = (lane - 1) % 2 == 1 ? kGap + 1 : 1;
    const std::int64_t nearest =
        std::clamp<std::int64_t>(std::int64_t((middle - belowFirst) / kSpacing + 0.5), 0, kPerLane - 1);
    link(nodeName(lane - 1, nearest), under, NavLink::Action::Walk, NavLink::Action::Walk);
    link(under, nodeName(lane, gapLeft ? 0 : kPerLane - 1), NavLink::Action::Jump, NavLink::Action::Fall);
  }
  // Moving platforms: high in the lanes, clear of the monsters' heads.
  for (std::int64_t m = 0; m < spec.movers; ++m) {
    const std::int64_t lane = m % lanes;
    const double y = double(lane) * kCreatureLaneHeight + 2.7;
    const double x = 10 + double((m / lanes) * 23 % std::int64_t(length - 30));
    const std::string n = std::to_string(m);
    auto path = std::make_unique<Path>();
    path->name = "slide_" + n;
    path->setNodes({{{x, y}, {}, {}, Path::PointKind::Corner}, {{x + 12, y}, {}, {}, Path::PointKind::Corner}});
    add(std::move(path));
    PlatformGeometry& p = box("platform_" + n, {x - 1, y - 0.15}, {x + 1, y + 0.15});
    p.path = "slide_" + n;
    p.speed = 0.05;
    p.waitTicks = 30;
  }
  // Monsters spread over the lanes, each patrolling to a node three lanes up (or down).
  for (std::int64_t m = 0; m < spec.monsters; ++m) {
    const std::int64_t lane = m % lanes;
    const std::int64_t at = (m / lanes) * 7 % kPerLane;
    auto monster = std::make_unique<Monster>();
    monster->name = "walker_" + std::to_string(m);
    monster->monster = "walker";
    monster->position = {(lane % 2 == 1 ? kGap + 1 : 1) + double(at) * kSpacing, double(lane) * kCreatureLaneHeight};
    const std::int64_t other = lane + 3 < lanes ? lane + 3 : std::max<std::int64_t>(lane - 3, 0);
    monster->patrol = {nodeName(other, (at * 3 + 11) % kPerLane), nodeName(lane, at)};
    add(std::move(monster));
  }
  auto start = std::make_unique<CharacterStart>();
  start->name = "hero_start";
  start->character = "hero";
  start->position = {length * 0.5, 0};
  add(std::move(start));
  project.levels.push_back(std::move(level));
  out.options.seed = 7;
  return out;
}

}  // namespace sw
