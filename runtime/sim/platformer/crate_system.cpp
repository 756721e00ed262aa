#include "sim/platformer/crate_system.h"

#include <algorithm>

#include "model/level/level.h"
#include "model/platformer/puzzle_objects.h"
#include "sim/level_context.h"
#include "sim/platformer/character_system.h"
#include "sim/platformer/platform_world.h"
#include "sim/platformer/push_and_crush.h"

namespace sw {

namespace {
// How a crate moves: heavier than a character, pushed at a walk, never jumping or gripping.
CharacterType crateType(const Crate& crate) {
  CharacterType t;
  t.name = crate.name;
  t.width = crate.size.x;
  t.height = crate.size.y;
  t.stepHeight = std::min(0.1, crate.size.y * 0.2);
  t.maxSlope = 35;
  t.runSpeed = 0.06;
  t.runAcceleration = 0.02;
  t.runBraking = 0.03;
  t.airControl = 0;
  t.gravity = 0.015;
  t.fallGravityScale = 1;
  t.terminalSpeed = 0.5;
  t.coyoteTicks = 0;
  t.jumpBufferTicks = 0;
  t.cornerCorrection = 0;
  t.canGrip = false;
  return t;
}
}  // namespace

void CrateSystem::build(Errors& problems) {
  const Level& level = *level_.level;
  for (const auto& object : level.objects) {
    const auto* crate = objectCast<const Crate*>(object.get());
    if (!crate) continue;
    if (!crate->position.isFinite() || !crate->size.isFinite() || crate->size.x <= 0 || crate->size.y <= 0) {
      problems.push_back({level.file, "crate '" + crate->name + "'", "its position or size is not a finite size above 0"});
      continue;
    }
    CharacterBody body;
    body.index = int(state_.crates.size());
    body.position = body.start = crate->position;
    const double hx = crate->size.x * 0.5;
    const Vec2 at = crate->position;
    const int owner = world_.addOwner(
        crate->name, {at + Vec2{-hx, 0}, at + Vec2{hx, 0}, at + Vec2{hx, crate->size.y}, at + Vec2{-hx, crate->size.y}},
        at, Pass::None, true);
    world_.setCrate(owner, body.index);
    state_.crates.push_back(body);
    types_.push_back(crateType(*crate));
    owners_.push_back(owner);
    names_.push_back(crate->name);
  }
  order_.reserve(state_.crates.size());
  pushed_.assign(state_.crates.size(), 0);
  fallLimit_ = std::min(level.boundsMin.y, level.boundsMax.y) - 20;
}

void CrateSystem::placeAll() {
  for (const CharacterBody& c : state_.crates) world_.place(owners_[std::size_t(c.index)], c.position, {});
}

void CrateSystem::afterRestore() { placeAll(); }

void CrateSystem::respawn(CharacterBody& crate) {
  const int index = crate.index;
  const Vec2 start = crate.start;
  crate = CharacterBody{};
  crate.index = index;
  crate.position = crate.start = start;
}

void CrateSystem::step(int, const TickInput&) {
  std::fill(pushed_.begin(), pushed_.end(), 0);
  if (s_.characters)
    for (const CharacterBody& c : s_.characters->characters())
      if (c.pushing != 0 && c.pushOwner >= 0) {
        const int crate = world_.owners()[std::size_t(c.pushOwner)].crate;
        if (crate >= 0) pushed_[std::size_t(crate)] = c.pushing;
      }
  // Lowest first (then by index: the same order on every build). An insertion sort: it
  // allocates nothing (std::stable_sort takes a buffer), and crates seldom change places.
  order_.clear();
  for (const CharacterBody& c : state_.crates) {
    std::size_t at = order_.size();
    order_.push_back(c.index);
    while (at > 0 && state_.crates[std::size_t(order_[at - 1])].position.y > c.position.y) {
      order_[at] = order_[at - 1];
      --at;
    }
    order_[at] = c.index;
  }
  for (const int i : order_) {
    CharacterBody& crate = state_.crates[std::size_t(i)];
    const CharacterType& type = types_[std::size_t(i)];
    const int owner = owners_[std::size_t(i)];
    const Vec2 before = crate.position;
    bool jumped = false;  // back at its start: what stood on it is not carried there
    world_.setIgnored(owner);
    if (pushAndCrush(crate, type, world_)) {
      level_.events.add("crate-crushed", i, crate.position);
      respawn(crate);
      jumped = true;
    } else {
      MotionButtons buttons;
      buttons.left = pushed_[std::size_t(i)] < 0;
      buttons.right = pushed_[std::size_t(i)] > 0;
      stepCharacter(crate, type, world_, buttons);
      if (!crate.position.isFinite() || crate.position.y < fallLimit_) respawn(crate), jumped = true;
    }
    world_.setIgnored(-1);
    world_.place(owner, crate.position, jumped ? Vec2{} : crate.position - before);
  }
}

std::string_view CrateSystem::label(const CrateState&, std::string_view, std::size_t index) const {
  return index < names_.size() ? std::string_view(names_[index]) : std::string_view();
}

}  // namespace sw
