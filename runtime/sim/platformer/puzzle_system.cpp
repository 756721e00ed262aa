// The platformer's puzzles (puzzle_system.h).
#include "sim/platformer/puzzle_system.h"

#include <algorithm>
#include <cmath>

#include "model/level/level.h"
#include "model/platformer/puzzle_objects.h"
#include "sim/level_context.h"
#include "sim/platformer/character_system.h"
#include "sim/platformer/crate_system.h"
#include "sim/platformer/follow_camera_system.h"
#include "sim/platformer/monster_system.h"
#include "sim/platformer/platform_world.h"
#include "sim/platformer/spark_system.h"

namespace sw {

namespace {
constexpr double kPlateTolerance = 0.1;  // feet this close to a plate's top weigh on it
constexpr int kBarrierSparks = 24;

std::vector<Vec2> boxAround(Vec2 centre, Vec2 size) {
  const double hx = size.x * 0.5, hy = size.y * 0.5;
  return {centre + Vec2{-hx, -hy}, centre + Vec2{hx, -hy}, centre + Vec2{hx, hy}, centre + Vec2{-hx, hy}};
}

bool overlap(Vec2 aMin, Vec2 aMax, Vec2 bMin, Vec2 bMax) {
  return aMin.x < bMax.x && aMax.x > bMin.x && aMin.y < bMax.y && aMax.y > bMin.y;
}

Pass passOf(bool vertical, int way) {
  if (way == 0) return Pass::None;
  if (vertical) return way > 0 ? Pass::Up : Pass::Down;
  return way > 0 ? Pass::Right : Pass::Left;
}

int wayOf(double value) { return value > 0 ? 1 : (value < 0 ? -1 : 0); }
}  // namespace

int PuzzleSystem::slotFor(std::string_view object, std::string_view member, std::string* problem) {
  auto find = [&](const auto& list) {
    for (std::size_t i = 0; i < list.size(); ++i)
      if (list[i].name == object) return int(i);
    return -1;
  };
  auto add = [&](SlotKind kind, int index) {
    for (std::size_t s = 0; s < slots_.size(); ++s)
      if (slots_[s].kind == kind && slots_[s].index == index) return int(s);
    slots_.push_back({kind, index});
    return int(slots_.size()) - 1;
  };
  auto noMember = [&](const char* kind, const char* offered) {
    *problem = "'" + std::string(object) + "' (" + kind + ") has no '" + std::string(member) + "'; it has " + offered;
    return -1;
  };
  if (const int i = find(switches_); i >= 0)
    return member == "on" || member == "pressed" ? add(SlotKind::SwitchOn, i) : noMember("Switch", "on, pressed");
  if (const int i = find(doors_); i >= 0) {
    if (member == "open") return add(SlotKind::DoorOpen, i);
    if (member == "closed") return add(SlotKind::DoorClosed, i);
    return noMember("Door", "open, closed");
  }
  if (const int i = find(checkpoints_); i >= 0)
    return member == "reached" ? add(SlotKind::CheckpointReached, i) : noMember("Checkpoint", "reached");
  if (const int i = find(goals_); i >= 0)
    return member == "reached" ? add(SlotKind::GoalReached, i) : noMember("Goal", "reached");
  if (const int i = find(barriers_); i >= 0)
    return member == "passable" ? add(SlotKind::BarrierWay, i) : noMember("Barrier", "passable");
  *problem = level_.level->findByName(object)
                 ? "'" + std::string(object) + "' is not a switch, door, barrier, checkpoint or goal"
                 : "there is no object '" + std::string(object) + "' in the level";
  return -1;
}

void PuzzleSystem::build(Errors& problems) {
  const Level& level = *level_.level;
  // 1. Create every piece, so expressions may name any of them.
  for (const auto& object : level.objects) {
    const LevelObject* o = object.get();
    if (const auto* d = objectCast<const sw::Door*>(o)) {
      DoorPiece door{d->name, d->position, d->size, sideVector(d->opens), d->travel, d->speed, d->delayTicks, {}, -1};
      if (!d->position.isFinite() || !d->size.isFinite() || d->size.x <= 0 || d->size.y <= 0)
        problems.push_back({level.file, "door '" + d->name + "'", "its position or size is not a finite size above 0"});
      else if (!(d->travel > 0) || !std::isfinite(d->travel))
        problems.push_back({level.file, "door '" + d->name + "'", "its travel is zero: it would never open"});
      else if (!(d->speed > 0) || !std::isfinite(d->speed))
        problems.push_back({level.file, "door '" + d->name + "'", "its speed must be a number above 0"});
      doors_.push_back(door);
    } else if (const auto* s = objectCast<const sw::Switch*>(o)) {
      switches_.push_back({s->name, s->position, s->size, s->kind == sw::Switch::Kind::Plate});
      state_.switches.push_back({s->kind == sw::Switch::Kind::Lever && s->startsOn});
    } else if (const auto* b = objectCast<const sw::Barrier*>(o)) {
      barriers_.push_back({b->name, b->position, b->size, b->axis == sw::Barrier::Axis::Vertical, b->glanceTicks, {}, -1});
    } else if (const auto* c = objectCast<const Checkpoint*>(o)) {
      checkpoints_.push_back({c->name, c->position, c->size});
    } else if (const auto* g = objectCast<const Goal*>(o)) {
      goals_.push_back({g->name, g->position, g->size});
    }
  }
  state_.doors.assign(doors_.size(), DoorProgress{});
  state_.barriers.assign(barriers_.size(), BarrierProgress{});
  state_.checkpoints.assign(checkpoints_.size(), MarkProgress{});
  // 2. Resolve: compile the expressions; doors and barriers become pieces of the world.
  std::size_t di = 0, bi = 0;
  for (const auto& object : level.objects) {
    std::string problem;
    if (const auto* d = objectCast<const sw::Door*>(object.get())) {
      DoorPiece& door = doors_[di++];
      door.opensWhen = PuzzleExpression::compile(
          d->opensWhen, [this](auto o, auto m, auto* p) { return slotFor(o, m, p); }, &problem);
      if (!problem.empty()) problems.push_back({level.file, "door '" + d->name + "'", "Opens When: " + problem});
      door.owner = world_.addOwner(door.name, boxAround(door.closed, door.size), door.closed, Pass::None, true);
    } else if (const auto* b = objectCast<const sw::Barrier*>(object.get())) {
      BarrierPiece& barrier = barriers_[bi++];
      barrier.passable = PuzzleExpression::compile(
          b->passable, [this](auto o, auto m, auto* p) { return slotFor(o, m, p); }, &problem);
      if (!problem.empty()) problems.push_back({level.file, "barrier '" + b->name + "'", "Passable: " + problem});
      barrier.owner = world_.addOwner(barrier.name, boxAround(barrier.position, barrier.size), barrier.position, Pass::None, false);
    }
  }
  values_.assign(slots_.size(), 0.0);
  doorWas_.assign(doors_.size(), Vec2{});
  applyContinue(problems);
  // The barriers' ways at the start, with no sparks: what the level looks like when it begins.
  refreshSlots();
  for (std::size_t i = 0; i < barriers_.size(); ++i) {
    const BarrierPiece& b = barriers_[i];
    state_.barriers[i].way = b.passable.empty() ? 0 : wayOf(b.passable.evaluate(values_.data(), level_.tick()));
    world_.setPass(b.owner, passOf(b.vertical, state_.barriers[i].way));
  }
  placeDoors(false);
}

void PuzzleSystem::applyContinue(Errors& problems) {
  const ContinuePoint& from = level_.options.continueFrom;
  if (from.checkpoint.empty()) return;
  auto indexIn = [](const auto& list, const std::string& name) {
    for (std::size_t i = 0; i < list.size(); ++i)
      if (list[i].name == name) return int(i);
    return -1;
  };
  const int last = indexIn(checkpoints_, from.checkpoint);
  if (last < 0) {
    problems.push_back({level_.levelFile(), "saved game",
                        "its checkpoint '" + from.checkpoint + "' is not in level '" + level_.level->name + "'"});
    return;
  }
  state_.lastCheckpoint = last;
  state_.checkpoints[std::size_t(last)].reached = true;
  for (const std::string& name : from.reached)
    if (const int i = indexIn(checkpoints_, name); i >= 0) state_.checkpoints[std::size_t(i)].reached = true;
  for (const auto& [name, on] : from.levers)
    if (const int i = indexIn(switches_, name); i >= 0 && !switches_[std::size_t(i)].plate)
      state_.switches[std::size_t(i)].on = on;
  for (const auto& [name, offset] : from.doors)
    if (const int i = indexIn(doors_, name); i >= 0 && std::isfinite(offset)) {
      DoorProgress& d = state_.doors[std::size_t(i)];
      d.offset = std::clamp(offset, 0.0, doors_[std::size_t(i)].travel);
      d.wantOpen = d.offset > 0;
    }
}

std::optional<double> PuzzleSystem::read(std::string_view object, std::string_view member) const {
  auto find = [&](const auto& list) {
    for (std::size_t i = 0; i < list.size(); ++i)
      if (list[i].name == object) return int(i);
    return -1;
  };
  if (const int i = find(switches_); i >= 0 && (member == "on" || member == "pressed"))
    return state_.switches[std::size_t(i)].on ? 1.0 : 0.0;
  if (const int i = find(doors_); i >= 0) {
    const double offset = state_.doors[std::size_t(i)].offset;
    if (member == "open") return offset >= doors_[std::size_t(i)].travel ? 1.0 : 0.0;
    if (member == "closed") return offset <= 0 ? 1.0 : 0.0;
    if (member == "offset") return offset;
  }
  if (const int i = find(checkpoints_); i >= 0 && member == "reached") return state_.checkpoints[std::size_t(i)].reached ? 1.0 : 0.0;
  if (find(goals_) >= 0 && member == "reached") return state_.goalReached ? 1.0 : 0.0;
  if (const int i = find(barriers_); i >= 0 && member == "passable") return double(state_.barriers[std::size_t(i)].way);
  return std::nullopt;
}

std::vector<std::string> PuzzleSystem::names() const {
  std::vector<std::string> out;
  for (const auto& s : switches_) out.push_back(s.name);
  for (const auto& d : doors_) out.push_back(d.name);
  for (const auto& b : barriers_) out.push_back(b.name);
  for (const auto& c : checkpoints_) out.push_back(c.name);
  for (const auto& g : goals_) out.push_back(g.name);
  return out;
}

Vec2 PuzzleSystem::respawnPoint(int index, Vec2 start) const {
  if (state_.lastCheckpoint < 0) return start;
  // Side by side, so two characters never come back inside each other.
  return checkpoints_[std::size_t(state_.lastCheckpoint)].position + Vec2{index * 1.0, 0};
}

PuzzleExpression PuzzleSystem::compile(std::string_view text, std::string* problem) {
  PuzzleExpression e =
      PuzzleExpression::compile(text, [this](auto o, auto m, auto* p) { return slotFor(o, m, p); }, problem);
  values_.resize(slots_.size());  // new slots read from the next refresh on
  refreshSlots();
  return e;
}

double PuzzleSystem::evaluate(const PuzzleExpression& expression) const {
  return expression.evaluate(values_.data(), level_.tick());
}

void PuzzleSystem::refreshSlots() {
  for (std::size_t s = 0; s < slots_.size(); ++s) {
    const Slot& slot = slots_[s];
    const std::size_t i = std::size_t(slot.index);
    double v = 0;
    switch (slot.kind) {
      case SlotKind::SwitchOn: v = state_.switches[i].on; break;
      case SlotKind::DoorOpen: v = state_.doors[i].offset >= doors_[i].travel; break;
      case SlotKind::DoorClosed: v = state_.doors[i].offset <= 0; break;
      case SlotKind::CheckpointReached: v = state_.checkpoints[i].reached; break;
      case SlotKind::GoalReached: v = state_.goalReached; break;
      case SlotKind::BarrierWay: v = state_.barriers[i].way; break;
    }
    values_[s] = v;
  }
}

void PuzzleSystem::weighAndFlip(const TickInput& input) {
  playersFlipped_ = monstersFlipped_ = false;
  for (std::size_t i = 0; i < switches_.size(); ++i) {
    const SwitchPiece& sw = switches_[i];
    if (sw.plate) {
      // Weighed from every body's feet: whichever surface each one's feet were said to stand
      // on, a foot on the plate presses it.
      bool pressed = false, byMonsters = false, monsterNear = false;
      auto weighs = [&](const CharacterBody& b, double width) {
        return b.grounded && std::fabs(b.position.y - sw.position.y) <= kPlateTolerance &&
               b.position.x + width * 0.5 > sw.position.x - sw.size.x * 0.5 &&
               b.position.x - width * 0.5 < sw.position.x + sw.size.x * 0.5;
      };
      if (s_.characters)
        for (const CharacterBody& b : s_.characters->characters())
          pressed = pressed || weighs(b, s_.characters->type(std::size_t(b.index)).width);
      if (s_.crates)
        for (const CharacterBody& b : s_.crates->crates())
          pressed = pressed || weighs(b, s_.crates->type(std::size_t(b.index)).width);
      const bool byPlayers = pressed;
      if (s_.monsters)
        for (std::size_t m = 0; m < s_.monsters->monsters().size(); ++m) {
          if (!s_.monsters->active(m)) continue;
          const CharacterBody& b = s_.monsters->monsters()[m].body;
          byMonsters = byMonsters || weighs(b, s_.monsters->motion(m).width);
          monsterNear = monsterNear || std::fabs(b.position.x - sw.position.x) < sw.size.x * 0.5 + 1.5;
        }
      pressed = byPlayers || byMonsters;
      if (pressed != state_.switches[i].on) {
        level_.events.add(pressed ? "plate-pressed" : "plate-released", int(i), sw.position);
        // Who did it: a monster walking on or off (no character or crate on it) is not the player's doing.
        const bool monsters = pressed ? !byPlayers : monsterNear;
        (monsters ? monstersFlipped_ : playersFlipped_) = true;
      }
      state_.switches[i].on = pressed;
      continue;
    }
    if (!s_.characters) continue;
    const Vec2 lo = sw.position - sw.size * 0.5, hi = sw.position + sw.size * 0.5;
    for (const CharacterBody& b : s_.characters->characters()) {
      // A press of up by the character's own player (previousInput holds last tick's buttons).
      const std::uint8_t bits = s_.characters->buttonsOf(b, input);
      if (!(bits & InputUp) || (b.previousInput & InputUp)) continue;
      const CharacterType& t = s_.characters->type(std::size_t(b.index));
      if (!overlap(lo, hi, b.position - Vec2{t.width * 0.5, 0}, b.position + Vec2{t.width * 0.5, t.height})) continue;
      state_.switches[i].on = !state_.switches[i].on;
      playersFlipped_ = true;
      level_.events.add("switch-flipped", int(i), sw.position);
      break;
    }
  }
}

void PuzzleSystem::placeDoors(bool moving) {
  for (std::size_t i = 0; i < doors_.size(); ++i) {
    const DoorPiece& d = doors_[i];
    if (d.owner < 0) continue;
    const Vec2 at = d.closed + d.way * state_.doors[i].offset;
    world_.place(d.owner, at, moving ? at - doorWas_[i] : Vec2{});
  }
}

void PuzzleSystem::moveDoors() {
  for (std::size_t i = 0; i < doors_.size(); ++i) {
    const DoorPiece& d = doors_[i];
    DoorProgress& p = state_.doors[i];
    doorWas_[i] = d.closed + d.way * p.offset;
    const bool want = !d.opensWhen.empty() && d.opensWhen.evaluate(values_.data(), level_.tick()) != 0;
    if (want != p.wantOpen) {
      p.wantOpen = want;
      p.delayLeft = std::max<std::int64_t>(d.delayTicks, 0);
    }
    if (p.delayLeft > 0) {
      --p.delayLeft;
      continue;
    }
    const double before = p.offset;
    p.offset = p.wantOpen ? std::min(d.travel, p.offset + d.speed) : std::max(0.0, p.offset - d.speed);
    if (before < d.travel && p.offset >= d.travel) level_.events.add("door-opened", int(i), d.closed);
    if (before > 0 && p.offset <= 0) level_.events.add("door-closed", int(i), d.closed);
  }
  placeDoors(true);
}

void PuzzleSystem::updateBarriers() {
  for (std::size_t i = 0; i < barriers_.size(); ++i) {
    const BarrierPiece& b = barriers_[i];
    const int way = b.passable.empty() ? 0 : wayOf(b.passable.evaluate(values_.data(), level_.tick()));
    if (way == state_.barriers[i].way) continue;
    state_.barriers[i].way = way;
    world_.setPass(b.owner, passOf(b.vertical, way));
    level_.events.add("barrier-changed", int(i), b.position, b.name);  // subject: the barrier (its effect)
    if (s_.sparks) s_.sparks->burst(b.position, b.size, kBarrierSparks);
    // The camera glances at what the player did, not at a monster pacing over a plate (it
    // would pull the view away every time the monster walks on or off).
    const bool monstersOnly = monstersFlipped_ && !playersFlipped_;
    if (s_.camera && b.glanceTicks > 0 && !monstersOnly) s_.camera->lookAt(b.position, b.glanceTicks);
  }
}

void PuzzleSystem::reachMarks() {
  if (!s_.characters) return;
  for (const CharacterBody& b : s_.characters->characters()) {
    const CharacterType& t = s_.characters->type(std::size_t(b.index));
    const Vec2 lo = b.position - Vec2{t.width * 0.5, 0}, hi = b.position + Vec2{t.width * 0.5, t.height};
    for (std::size_t i = 0; i < checkpoints_.size(); ++i) {
      const MarkPiece& m = checkpoints_[i];
      if (!overlap(lo, hi, m.position - Vec2{m.size.x * 0.5, 0}, m.position + Vec2{m.size.x * 0.5, m.size.y})) continue;
      state_.checkpoints[i].reached = true;
      if (state_.lastCheckpoint != int(i)) {
        state_.lastCheckpoint = int(i);
        level_.events.add("checkpoint-reached", int(i), m.position);
      }
    }
    for (const MarkPiece& g : goals_)
      if (!state_.goalReached &&
          overlap(lo, hi, g.position - Vec2{g.size.x * 0.5, 0}, g.position + Vec2{g.size.x * 0.5, g.size.y})) {
        state_.goalReached = true;
        level_.events.add("goal-reached", b.index, g.position);
      }
  }
}

void PuzzleSystem::step(int, const TickInput& input) {
  weighAndFlip(input);
  refreshSlots();
  moveDoors();
  refreshSlots();  // barriers see the doors as they are now
  updateBarriers();
  reachMarks();
}

void PuzzleSystem::afterRestore() {
  for (std::size_t i = 0; i < doors_.size(); ++i) doorWas_[i] = doors_[i].closed + doors_[i].way * state_.doors[i].offset;
  placeDoors(false);
  for (std::size_t i = 0; i < barriers_.size(); ++i)
    world_.setPass(barriers_[i].owner, passOf(barriers_[i].vertical, state_.barriers[i].way));
}

bool PuzzleSystem::fits(const PuzzleState& saved) const {
  return saved.switches.size() == switches_.size() && saved.doors.size() == doors_.size() &&
         saved.barriers.size() == barriers_.size() && saved.checkpoints.size() == checkpoints_.size();
}

std::string_view PuzzleSystem::label(const PuzzleState&, std::string_view kind, std::size_t index) const {
  if (kind == DoorProgress::kStateKind && index < doors_.size()) return doors_[index].name;
  if (kind == SwitchProgress::kStateKind && index < switches_.size()) return switches_[index].name;
  if (kind == BarrierProgress::kStateKind && index < barriers_.size()) return barriers_[index].name;
  if (kind == MarkProgress::kStateKind && index < checkpoints_.size()) return checkpoints_[index].name;
  return {};
}

}  // namespace sw
