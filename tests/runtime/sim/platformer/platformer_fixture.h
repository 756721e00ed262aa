#pragma once
// A free level built in code for the platformer's tests: a project with one character type
// ("hero", plain numbers), a floor, and whatever a test adds.
#include <memory>
#include <string>

#include "model/level/level.h"
#include "model/paths/path.h"
#include "model/platformer/monster_type.h"
#include "model/platformer/platform_geometry.h"
#include "model/platformer/puzzle_objects.h"
#include "model/project/project.h"
#include "sim/runtime_level.h"

namespace sw::test {

struct Room {
  Project project;
  Level* level = nullptr;

  Room() {
    auto hero = std::make_unique<CharacterType>(defaultCharacter("hero"));
    hero->runAcceleration = 1;  // top speed at once
    hero->runBraking = 1;
    project.characters.push_back(std::move(hero));
    auto l = std::make_unique<Level>();
    l->name = "Room";
    l->file = "levels/room.json";
    l->kind = Level::Kind::Free;
    l->boundsMin = {-50, -20};
    l->boundsMax = {50, 40};
    level = l.get();
    project.levels.push_back(std::move(l));
    box("floor", {-50, -1}, {50, 0});
  }
  CharacterType& hero() { return *project.characters.front(); }

  template <class T>
  T& add(const std::string& name) {
    auto o = std::make_unique<T>();
    o->name = name;
    T& out = *o;
    level->objects.push_back(std::move(o));
    return out;
  }
  PlatformGeometry& box(const std::string& name, Vec2 min, Vec2 max) {
    PlatformGeometry& g = add<PlatformGeometry>(name);
    g.anchor = (min + max) * 0.5;
    g.size = max - min;
    return g;
  }
  CharacterStart& start(const std::string& name, Vec2 at) {
    CharacterStart& s = add<CharacterStart>(name);
    s.character = "hero";
    s.position = at;
    return s;
  }
  // A monster type of plain numbers (instant acceleration) and one placed of it.
  MonsterType& monsterType(const std::string& name) {
    auto t = std::make_unique<MonsterType>(defaultMonster(name));
    t->acceleration = 1;
    project.monsters.push_back(std::move(t));
    return *project.monsters.back();
  }
  Monster& monster(const std::string& name, const std::string& type, Vec2 at) {
    Monster& m = add<Monster>(name);
    m.monster = type;
    m.position = at;
    return m;
  }
  Path& path(const std::string& name, std::vector<Vec2> points) {
    Path& p = add<Path>(name);
    std::vector<Path::Node> nodes;
    for (Vec2 v : points) nodes.push_back({v, {}, {}, Path::PointKind::Corner});
    p.setNodes(nodes);
    return p;
  }
  Result<RuntimeLevel> build(PlayOptions options = {}, Errors* all = nullptr) const {
    return RuntimeLevel::build(project, *level, options, all);
  }
};

inline TickInput buttons(std::uint8_t bits) {
  TickInput in;
  in.player[0] = bits;
  return in;
}

}  // namespace sw::test
