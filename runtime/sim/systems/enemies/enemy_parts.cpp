// Composite enemies (enemy_parts.h): their parts built from the type, attached at spawn,
// released when the enemy goes, damaged and destroyed; the boss's own actions.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/dmath.h"
#include "model/enemies/enemy_part_tree.h"
#include "sim/level_context.h"
#include "sim/patterns/pattern_runtime.h"
#include "sim/systems/enemies/enemy_beams.h"
#include "sim/systems/enemies/enemy_system.h"
#include "sim/systems/effects/effect_system.h"
#include "sim/systems/pickups/pickup_system.h"
#include "sim/systems/players/player_system.h"
#include "sim/systems/triggers/trigger_system.h"

namespace sw {

double easedX(const EasedMove& m) {
  if (m.total <= 0 || m.elapsed >= m.total) return m.toX;
  const double k = ease(Easing(m.easing), double(m.elapsed) / double(m.total));
  return m.fromX + (m.toX - m.fromX) * k;
}

double easedY(const EasedMove& m) {
  if (m.total <= 0 || m.elapsed >= m.total) return m.toY;
  const double k = ease(Easing(m.easing), double(m.elapsed) / double(m.total));
  return m.fromY + (m.toY - m.fromY) * k;
}

void startMove(EasedMove& m, double x, double y, std::int64_t ticks, std::uint8_t easing) {
  m.fromX = easedX(m);
  m.fromY = easedY(m);
  m.toX = x;
  m.toY = y;
  m.elapsed = 0;
  m.total = std::max<std::int64_t>(ticks, 0);
  m.easing = easing;
}

Vec2 rotated(Vec2 v, double degrees) {
  double s = 0, c = 1;
  dmath::sincos(degrees * (std::numbers::pi / 180), &s, &c);
  return {v.x * c - v.y * s, v.x * s + v.y * c};
}

double turnBetween(double from, double to) {
  double d = std::fmod(to - from, 360.0);
  if (d > 180) d -= 360;
  if (d <= -180) d += 360;
  return d;
}

double EnemySystem::bodyAngle(const Enemy& e) { return e.angle + easedX(e.turn); }

// --- Build

bool EnemySystem::addParts(Type& t, const EnemyType& type, const PatternRuntime& patterns, Errors& problems) {
  const std::string where = "enemy type '" + type.name + "'";
  if (type.parts.size() > std::size_t(kMaxParts)) {
    problems.push_back({"project.json", where,
                        "has " + std::to_string(type.parts.size()) + " parts; at most " + std::to_string(kMaxParts) +
                            " can play"});
    return false;
  }
  t.partOrder = partOrder(type);
  t.phases = phaseNames(type);
  t.facing = type.facing;
  t.turnRate = std::isfinite(type.turnRate) ? std::max(type.turnRate, 0.0) : 0.0;
  t.boss = type.boss;
  t.defeat = type.defeat;
  t.weaponry = type;
  for (std::size_t i = 0; i < type.parts.size(); ++i) {
    const EnemyPart& p = *type.parts[i];
    Type::Part part;
    part.name = p.name;
    part.mesh = p.mesh;
    part.material = p.material;
    part.color = p.color;
    part.parent = p.parent.empty() ? -1 : type.partIndex(p.parent);
    part.offset = p.offset;
    part.rotation = p.rotation;
    part.openOffset = p.openOffset;
    part.openRotation = p.openRotation;
    part.spheres = p.spheres;
    part.health = std::max<std::int64_t>(p.health, 1);
    part.invulnerable = p.invulnerable;
    part.weakPoint = p.weakPoint;
    part.score = p.score;
    part.pattern = patterns.patternIndex(p.pattern);
    if (!p.pattern.empty() && part.pattern < 0)
      problems.push_back({"project.json", where + ", part '" + p.name + "'", "fires unknown pattern '" + p.pattern + "'"});
    part.fireIntervalTicks = std::max<std::int64_t>(p.fireIntervalTicks, 1);
    part.firstShotDelayTicks = std::max<std::int64_t>(p.firstShotDelayTicks, 0);
    part.deathBurst = p.deathBurst;
    part.destroyedTrigger = p.destroyedTrigger;
    part.weaponry = p;
    part.subtree = partSubtree(type, int(i));
    for (CompiledBehaviour& m : compileMachines(type, int(i), nullptr)) part.machines.emplace_back(std::move(m));
    if (part.machines.size() > std::size_t(kMaxMachines)) {
      problems.push_back({"project.json", where + ", part '" + p.name + "'",
                          "has " + std::to_string(part.machines.size()) + " machines; at most " +
                              std::to_string(kMaxMachines) + " run side by side"});
      return false;
    }
    t.parts.push_back(std::move(part));
  }
  return true;
}

// --- Life

void EnemySystem::attachParts(Enemy& e, const Type& type) {
  std::size_t block = state_.parts.size();
  for (std::size_t b = 0; b < state_.parts.size(); b += std::size_t(kMaxParts))
    if (state_.parts[b].part < 0) {
      block = b;
      break;
    }
  if (block == state_.parts.size()) {
    level_.report(enemyName(e), "no room for its parts (more composite enemies at once than its spawns make)");
    return;
  }
  e.partBlock = std::int32_t(block);
  for (std::size_t p = 0; p < type.parts.size(); ++p) {
    const Type::Part& tp = type.parts[p];
    PartState& s = state_.parts[block + p];
    s = PartState{};
    s.enemy = e.serial;
    s.part = std::int32_t(p);
    s.slide = {tp.offset.x, tp.offset.y, tp.offset.x, tp.offset.y, 0, 0, 0};
    s.turn = {tp.rotation, 0, tp.rotation, 0, 0, 0, 0};
    s.health = tp.health;
    s.pattern = tp.pattern;
    s.firingPattern = kDefaultPattern;
    s.firing = tp.machines.empty() && tp.pattern >= 0;
    s.fireCooldown = tp.firstShotDelayTicks;
    for (std::size_t m = 0; m < tp.machines.size(); ++m) s.machines[m] = StateMachineInstance(tp.machines[m]);
  }
  placeParts(e, type);
}

void EnemySystem::releaseParts(Enemy& e) {
  if (e.partBlock < 0) return;
  for (int p = 0; p < kMaxParts; ++p) state_.parts[std::size_t(e.partBlock + p)].part = -1;
  e.partBlock = -1;
}

void EnemySystem::damagePart(std::size_t index, int part, std::int64_t amount, int byPlayer) {
  Enemy& e = state_.enemies[index];
  PartState* parts = partsOf(e);
  if (e.died || !parts) return;
  PartState& s = parts[part];
  const Type::Part& tp = types_[std::size_t(e.type)].parts[std::size_t(part)];
  if (s.destroyed || tp.invulnerable) return;
  const std::int64_t dealt = std::min(amount, s.health);
  s.health -= dealt;
  s.hitTicks = 4;
  if (s.health <= 0)
    destroyPart(index, part, byPlayer);
  else if (dealt > 0)
    level_.events.add("part-hit", std::int64_t(e.serial) * kMaxParts + part, s.position,
                      types_[std::size_t(e.type)].name, tp.name);
}

void EnemySystem::destroyPart(std::size_t index, int part, int byPlayer) {
  Enemy& e = state_.enemies[index];
  PartState* parts = partsOf(e);
  if (e.died || !parts || parts[part].destroyed) return;
  const Type& type = types_[std::size_t(e.type)];
  // Everything hanging below falls with it, each with its own burst and event.
  for (int i : type.parts[std::size_t(part)].subtree) {
    PartState& s = parts[i];
    if (s.destroyed) continue;
    const Type::Part& tp = type.parts[std::size_t(i)];
    s.destroyed = true;
    s.health = 0;
    s.beam.phase = BeamState::Idle;
    s.beam.pointCount = 0;
    s_.players->addKill(byPlayer, tp.score);
    level_.events.add("part-destroyed", std::int64_t(e.serial) * kMaxParts + i, s.position, type.name, tp.name);
    s_.effects->burst(s.position, int(tp.deathBurst), 0.25, tp.color, e.random);
    if (!tp.destroyedTrigger.empty()) s_.triggers->fireNamed(tp.destroyedTrigger);
  }
  if (type.defeat != EnemyDefeat::WeakPoints) return;
  for (std::size_t i = 0; i < type.parts.size(); ++i)
    if (type.parts[i].weakPoint && !parts[i].destroyed) return;
  // The last weak point: the fight is won.
  state_.spawns[std::size_t(e.spawn)].health -= e.health;
  e.health = 0;
  e.died = true;
  ++state_.spawns[std::size_t(e.spawn)].destroyed;
  s_.players->addKill(byPlayer, type.score);
  level_.events.add("enemy-killed", e.serial, e.position, type.name);
  s_.effects->burst(e.position, level_.options.rules.explosionParticles * 2, 0.4, type.color, e.random);
  if (s_.pickups) s_.pickups->enemyDestroyed(e);
}

// --- The boss's words, for the body's machines and the parts' alike

bool EnemySystem::performBoss(Enemy& e, int part, const Action& a) {
  PartState* parts = partsOf(e);
  PartState* self = part >= 0 && parts ? &parts[part] : nullptr;
  const Type& type = types_[std::size_t(e.type)];
  switch (a.kind) {
    case ActionKind::RotateTo:
      if (self)
        startMove(self->turn, a.x, 0, a.ticks, std::uint8_t(a.easing));
      else
        startMove(e.turn, a.x, 0, a.ticks, std::uint8_t(a.easing));
      return true;
    case ActionKind::MoveTo:
      if (!self) return false;  // the body's moveTo heads for a point at its speed
      startMove(self->slide, a.x, a.y, a.ticks, std::uint8_t(a.easing));
      return true;
    case ActionKind::Open:
    case ActionKind::Close:
      if (parts && a.part >= 0 && std::size_t(a.part) < type.parts.size())
        startMove(parts[a.part].hatch, a.kind == ActionKind::Open ? 1.0 : 0.0, 0, a.ticks,
                  std::uint8_t(Easing::InOut));
      return true;
    case ActionKind::Launch:
      (self ? self->launcher : e.launcher).queued += a.ticks;
      return true;
    case ActionKind::FireBeam: {
      const EnemyWeaponry& w = self ? type.parts[std::size_t(part)].weaponry : type.weaponry;
      startBeam(self ? self->beam : e.beam, w, self ? self->position : e.position, self ? self->angle : bodyAngle(e));
      level_.events.add("beam-warning", e.serial, self ? self->position : e.position, type.name,
                        self ? std::string_view(type.parts[std::size_t(part)].name) : std::string_view());
      return true;
    }
    case ActionKind::StopBeam: {
      BeamState& beam = self ? self->beam : e.beam;
      beam.phase = BeamState::Idle;
      beam.pointCount = 0;
      return true;
    }
    case ActionKind::Phase:
      if (e.phase != a.phase) {
        e.phase = a.phase;
        level_.events.add("boss-phase", a.phase, e.position, type.name);
      }
      return true;
    default: return false;
  }
}

}  // namespace sw
