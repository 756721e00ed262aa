#pragma once
// What an enemy body and each of its parts may carry besides bullet patterns: a beam and a
// missile launcher (DOMAIN.md, "Bosses"). Both EnemyType and EnemyPart inherit these
// members and describe them with one function (describeEnemyWeaponry), so the property
// grid, JSON and undo treat them like the owner's own.
//
// Beam: `fireBeam` runs warning (a thin line shows where it will go) -> charge (particles
// at the origin) -> firing (a capsule of beamWidth that kills a player it touches) for
// beamDurationTicks. It points at beamAngle degrees from the owner's facing (0: along +x
// of the owner, which for a ship facing left means behind it; 180: ahead) and sweeps
// beamSweep degrees at beamSweepSpeed degrees per tick, back and forth. A curved beam is a
// quadratic Bezier whose control point lags behind the sweep (beamLag per tick, like the
// players' lock-on beam), so it bends while it turns. Walls cut it.
//
// Launcher: `launch N` queues N missiles; one leaves the mouth every launchIntervalTicks
// while the owner is open (`open PART`: a part's open pose reached; a body is always open).
// A missile homes on the nearest player turning at most missileTurnRate degrees per tick,
// bursts when its fuse runs out, and the players' fire can shoot it down (missileHealth).
#include <cstdint>

#include "core/math.h"
#include "core/property.h"

namespace sw {

class EnemyWeaponry {
 public:
  bool beam = false;
  bool beamCurved = false;
  double beamLength = 14;
  double beamWidth = 0.3;  // radius of the capsule that hits
  std::int64_t beamWarningTicks = 45;
  std::int64_t beamChargeTicks = 30;
  std::int64_t beamDurationTicks = 90;
  double beamAngle = 180;      // degrees from the owner's facing
  double beamSweep = 0;        // degrees, total; swept back and forth around beamAngle
  double beamSweepSpeed = 1;   // degrees per tick
  double beamLag = 0.12;       // curved: share of the way the control point catches up per tick
  Color beamColor{255, 90, 200, 255};

  bool launcher = false;
  Vec2 launchMouth{0, 0};      // relative to the owner
  std::int64_t launchIntervalTicks = 20;
  double missileSpeed = 0.15;      // units per tick
  double missileTurnRate = 3;      // degrees per tick
  std::int64_t missileFuseTicks = 240;
  std::int64_t missileHealth = 2;  // hits of player fire
  double missileRadius = 0.3;
  std::int64_t missileScore = 20;
  Color missileColor{255, 170, 60, 255};

  // Why these numbers cannot make a beam or a launcher, or empty; `field` gets the key of
  // the first wrong one ("beamDurationTicks", "missileSpeed" ...).
  std::string weaponryProblem(std::string* field = nullptr) const;
};

template <class T>
void describeEnemyWeaponry(TypeBuilder<T>& b) {
  using W = EnemyWeaponry;
  b.field("beam", &W::beam).label("Beam").category("Beam")
      .tooltip("Whether it has a beam ('fireBeam' fires it)")
      .field("beamCurved", &W::beamCurved).label("Curved").category("Beam")
      .tooltip("A curved beam bends behind its sweep: a Bezier whose control point lags")
      .field("beamLength", &W::beamLength).label("Length").category("Beam").range(0.1, 1000, 0.5)
      .tooltip("How far the beam reaches when no wall cuts it, in units")
      .field("beamWidth", &W::beamWidth).label("Width").category("Beam").range(0.01, 50, 0.05)
      .tooltip("Radius of the beam's capsule, in units: touching it kills a ship")
      .field("beamWarningTicks", &W::beamWarningTicks).label("Warning").category("Beam").range(0, 6000, 1)
      .tooltip("Ticks the warning line shows before the beam charges")
      .field("beamChargeTicks", &W::beamChargeTicks).label("Charge").category("Beam").range(0, 6000, 1)
      .tooltip("Ticks of charge-up (particles gather at the origin) before the beam fires")
      .field("beamDurationTicks", &W::beamDurationTicks).label("Duration").category("Beam").range(1, 6000, 1)
      .tooltip("Ticks the beam fires")
      .field("beamAngle", &W::beamAngle, ValueKind::Angle).label("Angle").category("Beam").range(-360, 360, 5)
      .tooltip("Direction of the beam in degrees from its owner's facing (180: straight ahead of a ship facing left)")
      .field("beamSweep", &W::beamSweep, ValueKind::Angle).label("Sweep").category("Beam").range(0, 360, 5)
      .tooltip("Degrees the beam sweeps back and forth around its angle (0: it stays put)")
      .field("beamSweepSpeed", &W::beamSweepSpeed).label("Sweep Speed").category("Beam").range(0, 90, 0.1)
      .tooltip("Degrees per tick the beam turns while it sweeps")
      .field("beamLag", &W::beamLag).label("Bend").category("Beam").range(0.01, 1, 0.01)
      .tooltip("Curved: share of the way the bend catches up each tick (small: a strong bend)")
      .field("beamColor", &W::beamColor).label("Beam Colour").category("Beam")
      .field("launcher", &W::launcher).label("Launcher").category("Launcher")
      .tooltip("Whether it launches missiles ('launch N'); a part launches only while open")
      .field("launchMouth", &W::launchMouth).label("Mouth").category("Launcher").range(-1000, 1000, 0.1)
      .tooltip("Where missiles leave, relative to the owner (turns with it)")
      .field("launchIntervalTicks", &W::launchIntervalTicks).label("Interval").category("Launcher")
      .range(1, 6000, 1)
      .tooltip("Ticks between two missiles of one 'launch N'")
      .field("missileSpeed", &W::missileSpeed).label("Missile Speed").category("Launcher").range(0.001, 10, 0.01)
      .tooltip("Units per tick")
      .field("missileTurnRate", &W::missileTurnRate).label("Turn Rate").category("Launcher").range(0, 180, 0.5)
      .tooltip("Degrees per tick a missile may turn towards the nearest ship")
      .field("missileFuseTicks", &W::missileFuseTicks).label("Fuse").category("Launcher").range(1, 36000, 1)
      .tooltip("Ticks a missile flies before it bursts")
      .field("missileHealth", &W::missileHealth).label("Missile Health").category("Launcher").range(1, 1000, 1)
      .tooltip("Hits of the players' fire that shoot a missile down")
      .field("missileRadius", &W::missileRadius).label("Missile Radius").category("Launcher").range(0.01, 10, 0.05)
      .field("missileScore", &W::missileScore).label("Missile Score").category("Launcher").range(0, 100000000, 10)
      .tooltip("Points for shooting a missile down")
      .field("missileColor", &W::missileColor).label("Missile Colour").category("Launcher");
}

}  // namespace sw
