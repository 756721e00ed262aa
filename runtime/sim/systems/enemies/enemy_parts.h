#pragma once
// The changing state of composite enemies (bosses, DOMAIN.md): each part's pose, health,
// weapons and machines, and the beams and launchers of bodies and parts. Plain listed
// structs (core/fields.h), so hashing, dumps, saves and rollback see them with no other edit.
//
// Parts live in one pool in EnemyPopulation, in fixed blocks of kMaxParts slots (one block
// per live composite enemy, the first free one taken at spawn and freed when it goes), so
// ticks never allocate and swap-removing an enemy never moves its parts.
#include <array>
#include <cstdint>
#include <string_view>

#include "core/fields.h"
#include "core/math.h"
#include "sim/systems/enemies/state_machine.h"

namespace sw {

inline constexpr int kMaxMachines = 4;   // per body or part
inline constexpr int kMaxParts = 32;     // per enemy type
inline constexpr int kBeamPoints = 13;   // a curved beam's polyline (12 capsules)

// A value eased from `from` to `to` over `total` ticks (model/enemies/enemy_actions.h Easing).
struct EasedMove {
  double fromX = 0, fromY = 0, toX = 0, toY = 0;
  std::int64_t elapsed = 0, total = 0;
  std::uint8_t easing = 0;
  bool moving() const { return elapsed < total; }
  SW_FIELDS(EasedMove, fromX, fromY, toX, toY, elapsed, total, easing)
};

// A beam of a body or part (model/enemies/enemy_weaponry.h).
struct BeamState {
  enum Phase : std::uint8_t { Idle, Warning, Charge, Firing };
  std::uint8_t phase = Idle;
  std::int64_t ticks = 0;      // in the phase
  double aim = 0;              // degrees from the owner's facing, sweeping
  double sweepDirection = 1;
  Vec2 control;                // curved: the lagging control point (frame coordinates)
  std::int32_t pointCount = 0; // points of the drawn / hitting polyline, cut at walls
  std::array<Vec2, kBeamPoints> points{};
  SW_FIELDS(BeamState, phase, ticks, aim, sweepDirection, control, pointCount, points)
};

// A launcher's queue (model/enemies/enemy_weaponry.h).
struct LauncherState {
  std::int64_t queued = 0;
  std::int64_t cooldown = 0;
  SW_FIELDS(LauncherState, queued, cooldown)
};

struct PartState {
  static constexpr std::string_view kStateKind = "part";
  std::uint32_t enemy = 0;  // serial of the enemy it belongs to
  std::int32_t part = -1;   // index into its type's parts; -1: a free slot
  EasedMove slide;          // offset relative to the parent (x, y)
  EasedMove turn;           // rotation relative to the parent (x: degrees)
  EasedMove hatch;          // open share 0..1 (x)
  Vec2 position;            // frame coordinates, placed every tick from the parent's pose
  double angle = 0;         // degrees, world
  std::int64_t health = 0;
  bool destroyed = false;
  std::int64_t hitTicks = 0;
  int pattern = -1;         // default bullet pattern index, -1 none
  int firingPattern = -1;
  bool firing = false;
  std::int64_t fireCooldown = 0;
  LauncherState launcher;
  BeamState beam;
  std::array<StateMachineInstance, kMaxMachines> machines{};
  SW_FIELDS(PartState, enemy, part, slide, turn, hatch, position, angle, health, destroyed, hitTicks, pattern,
            firingPattern, firing, fireCooldown, launcher, beam, machines)
};

}  // namespace sw

namespace sw {
// The value of an eased move now (x or y).
double easedX(const EasedMove& m);
double easedY(const EasedMove& m);
// Starts a move from where it is now to (x, y) over `ticks` (0: at once).
void startMove(EasedMove& m, double x, double y, std::int64_t ticks, std::uint8_t easing);
inline void advance(EasedMove& m) {
  if (m.elapsed < m.total) ++m.elapsed;
}
// `v` turned counter-clockwise by `degrees` (deterministic across builds: core/dmath.h).
Vec2 rotated(Vec2 v, double degrees);
// The signed smallest turn from `from` to `to`, degrees in (-180, 180].
double turnBetween(double from, double to);
}  // namespace sw
