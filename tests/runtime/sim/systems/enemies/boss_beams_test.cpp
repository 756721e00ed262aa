// Enemy beams in a running level (runtime/sim/systems/enemies/enemy_beams.h) on known
// geometry: the ship starts at (-9.6, 2); a beam fired at tick 0 warns for its warning ticks,
// charges for its charge ticks, then fires for exactly its duration; it kills a ship its
// capsule touches and no other, a wall cuts it where it first touches, it turns with its
// owner, and a curved beam's control point lags behind its sweep.
#include <QtTest>
#include <cmath>
#include <numbers>

#include "support/boss_arena.h"

using namespace sw;
using namespace sw::test;

namespace {

double beamCross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }

void beamNumbers(EnemyWeaponry& w, double length, std::int64_t warning, std::int64_t charge,
                 std::int64_t duration) {
  w.beam = true;
  w.beamLength = length;
  w.beamWidth = 0.3;
  w.beamWarningTicks = warning;
  w.beamChargeTicks = charge;
  w.beamDurationTicks = duration;
  w.beamAngle = 180;  // straight ahead of a ship facing left: towards -x
}

// A body at `at` whose part "cannon" hangs at `offset` and fires its beam on the first tick.
std::unique_ptr<Project> beamCannon(Vec2 at, Vec2 offset, std::vector<Polygon> walls = {}) {
  auto p = bossArena(std::move(walls));
  EnemyType& type = addBossType(*p, "gunship");
  EnemyPart& gun = addPart(type, "cannon", "", offset);
  beamNumbers(gun, 20, 10, 5, 30);
  addState(gun.states, "aim", kMainMachine, {.begin = {"fireBeam"}});
  addSpawn(*p, "gunship", "gunship", at);
  return p;
}

// A body at `at` firing its own beam on the first tick.
std::unique_ptr<Project> beamEmitter(Vec2 at, double length, std::int64_t warning, std::int64_t charge,
                                     std::int64_t duration) {
  auto p = bossArena();
  EnemyType& type = addBossType(*p, "emitter");
  beamNumbers(type, length, warning, charge, duration);
  addState(type.states, "shine", kMainMachine, {.begin = {"fireBeam"}});
  addSpawn(*p, "emitter", "emitter", at);
  return p;
}

}  // namespace

class BossBeamsTest : public QObject {
  Q_OBJECT
 private slots:
  // The cannon at (6, 2) fires along y = 2 towards -x, 20 long: through the ship. Warning on
  // ticks 0-9, charge 10-14, firing from tick 15: the ship dies on tick 15, not before.
  void aBeamKillsTheShipInItsPathOnlyOnceItFires() {
    auto p = beamCannon({6, -2}, {0, 4});
    RuntimeLevel rt = playBoss(*p);
    std::vector<SeenEvent> seen = runSeeing(rt, 15);
    const Enemy& e = *enemyOf(rt, "gunship");
    const BeamState& beam = partOf(rt, e, 0).beam;
    QCOMPARE(beam.phase, std::uint8_t(BeamState::Charge));
    QVERIFY(playersOf(rt)[0].alive);
    QCOMPARE(countOf(seen, "beam-hit"), std::size_t(0));
    QCOMPARE(countOf(seen, "beam-warning"), std::size_t(1));
    seen = runSeeing(rt, 1);
    QCOMPARE(beam.phase, std::uint8_t(BeamState::Firing));
    QCOMPARE(beam.pointCount, 2);
    SW_CHECK_AT(beam.points[0], Vec2{6, 2});
    SW_CHECK_AT(beam.points[1], Vec2{-14, 2});
    QCOMPARE(countOf(seen, "beam-hit"), std::size_t(1));
    QCOMPARE(seen[0].kind, std::string("beam-hit"));
    QCOMPARE(seen[0].id, std::int64_t(e.serial) * kMaxParts + 1);  // part 0 (+1; 0 is the body)
    QCOMPARE(seen[0].tick, std::int64_t(15));
    const Player& ship = playersOf(rt)[0];
    QVERIFY(!ship.alive);
    QCOMPARE(ship.lives, 2);
    QCOMPARE(ship.hits, std::int64_t(1));
  }

  // A beam lasts exactly its warning, charge and duration (tick ends in each phase), then
  // goes idle with no points; the ship outside it (its lowest point at y = 1.45, the beam's
  // capsule reaching up to 1.44) lives. 0.02 higher, the capsule touches the ship.
  void aBeamMissesAShipOutsideItAndLastsItsDuration() {
    for (double y : {1.14, 1.16}) {
      auto p = beamEmitter({6, y}, 20, 10, 5, 30);
      RuntimeLevel rt = playBoss(*p);
      int phaseTicks[4] = {0, 0, 0, 0};
      std::vector<SeenEvent> seen;
      for (int t = 0; t < 60; ++t) {
        std::vector<SeenEvent> now = runSeeing(rt, 1, "beam-hit");
        seen.insert(seen.end(), now.begin(), now.end());
        ++phaseTicks[enemyOf(rt, "emitter")->beam.phase];
        if (t == 44) QCOMPARE(enemyOf(rt, "emitter")->beam.phase, std::uint8_t(BeamState::Firing));
      }
      QCOMPARE(phaseTicks[BeamState::Warning], 10);
      QCOMPARE(phaseTicks[BeamState::Charge], 5);
      QCOMPARE(phaseTicks[BeamState::Firing], 30);
      QCOMPARE(phaseTicks[BeamState::Idle], 15);
      QCOMPARE(enemyOf(rt, "emitter")->beam.pointCount, 0);
      if (y < 1.15) {
        QVERIFY(seen.empty());
        QVERIFY(playersOf(rt)[0].alive);
        QCOMPARE(playersOf(rt)[0].lives, 3);
      } else {
        QCOMPARE(seen.size(), std::size_t(1));
        QCOMPARE(seen[0].tick, std::int64_t(15));
        QCOMPARE(seen[0].id, std::int64_t(enemyOf(rt, "emitter")->serial) * kMaxParts);  // the body's
        QCOMPARE(playersOf(rt)[0].lives, 2);
      }
    }
  }

  // stopBeam cuts a firing beam short: idle, no points, no more hits.
  void stopBeamCutsItShort() {
    auto p = beamEmitter({6, -5}, 20, 0, 0, 100);
    EnemyType& type = *p->enemyTypes[0];
    type.states[0]->transitions = {"after 10 -> rest"};
    addState(type.states, "rest", kMainMachine, {.begin = {"stopBeam"}});
    RuntimeLevel rt = playBoss(*p);
    rt.run(10);
    QCOMPARE(enemyOf(rt, "emitter")->beam.phase, std::uint8_t(BeamState::Firing));
    QCOMPARE(enemyOf(rt, "emitter")->beam.pointCount, 2);
    rt.tick();
    QCOMPARE(enemyOf(rt, "emitter")->beam.phase, std::uint8_t(BeamState::Idle));
    QCOMPARE(enemyOf(rt, "emitter")->beam.pointCount, 0);
  }

  // A wall from x = -4 to -3 stands between the cannon and the ship. The beam walks from
  // (6, 2) in 67 steps of 20/67: step 30 (x = -2.955) lies within the width 0.3 of the wall's
  // face, step 29 (x = -2.657) does not, so the beam ends there and the ship behind lives.
  void aWallCutsTheBeamAndShieldsTheShipBehind() {
    auto p = beamCannon({6, -2}, {0, 4}, {{{-4, 0}, {-3, 0}, {-3, 4}, {-4, 4}}});
    RuntimeLevel rt = playBoss(*p);
    std::vector<SeenEvent> seen = runSeeing(rt, 16);
    const BeamState& beam = partOf(rt, *enemyOf(rt, "gunship"), 0).beam;
    QCOMPARE(beam.phase, std::uint8_t(BeamState::Firing));
    QCOMPARE(beam.pointCount, 2);
    SW_CHECK_AT(beam.points[0], Vec2{6, 2});
    SW_CHECK_AT(beam.points[1], Vec2{6 - 29 * 20.0 / 67, 2});
    seen = runSeeing(rt, 40, "beam-hit");
    QVERIFY(seen.empty());
    QVERIFY(playersOf(rt)[0].alive);
    QCOMPARE(playersOf(rt)[0].hits, std::int64_t(0));
  }

  // The beam points beamAngle from its owner's facing: the body turning 90 degrees over 10
  // ticks (9 a tick, its first tick counting) takes the beam from -x round to -y.
  void aBeamTurnsWithItsOwner() {
    auto p = beamEmitter({6, -5}, 3, 0, 0, 100);
    p->enemyTypes[0]->states[0]->begin.push_back("rotateTo 90 10");
    RuntimeLevel rt = playBoss(*p);
    for (int t = 1; t <= 12; ++t) {
      rt.tick();
      const BeamState& beam = enemyOf(rt, "emitter")->beam;
      SW_CHECK_AT(beam.points[0], Vec2{6, -5});
      SW_CHECK_AT(beam.points[1], Vec2{6, -5} + turned({3, 0}, 180 + 9.0 * std::min(t, 10)));
    }
  }

  // Sweeping from 135 to 225 degrees at 3 a tick, a curved beam bends: its control point
  // catches up a share beamLag of the way to the straight middle each tick, so it trails the
  // sweep and the polyline is no straight line. Without a sweep it never bends.
  void aCurvedBeamBendsBehindItsSweep() {
    auto p = beamEmitter({6, -6}, 10, 0, 0, 200);
    EnemyType& type = *p->enemyTypes[0];
    type.beamCurved = true;
    type.beamSweep = 90;
    type.beamSweepSpeed = 3;
    type.beamLag = 0.12;
    RuntimeLevel rt = playBoss(*p);
    const Vec2 origin{6, -6};
    Vec2 control = origin + turned({5, 0}, 135);  // where fireBeam put it
    for (int t = 1; t <= 40; ++t) {
      rt.tick();
      const BeamState& beam = enemyOf(rt, "emitter")->beam;
      const double aim = t <= 30 ? 135 + 3.0 * t : 225 - 3.0 * (t - 30);
      QVERIFY2(std::abs(beam.aim - aim) <= kBossTolerance, qPrintable(QString::number(beam.aim)));
      const Vec2 middle = origin + turned({5, 0}, aim);
      control = control + (middle - control) * 0.12;
      SW_CHECK_AT(beam.control, control);
      QCOMPARE(beam.pointCount, kBeamPoints);
      SW_CHECK_AT(beam.points[0], origin);
      SW_CHECK_AT(beam.points[12], origin + turned({10, 0}, aim));
      const Vec2 c = beam.control - origin;
      const double lag = std::remainder(aim - std::atan2(c.y, c.x) * 180 / std::numbers::pi, 360.0);
      if (t <= 30) QVERIFY2(lag > 0.5, qPrintable(QString::number(lag)));  // behind, on the 135 side
      if (t >= 10 && t <= 30) {
        // The middle point is off the chord by a visible amount.
        const double off = std::abs(beamCross(beam.points[6] - origin, beam.points[12] - origin)) / 10;
        QVERIFY2(off > 0.3, qPrintable(QString::number(off)));
      }
    }
    QVERIFY(playersOf(rt)[0].alive);  // 17.5 away: out of its reach

    type.beamSweep = 0;
    RuntimeLevel still = playBoss(*p);
    for (int t = 1; t <= 5; ++t) {
      still.tick();
      const BeamState& beam = enemyOf(still, "emitter")->beam;
      SW_CHECK_AT(beam.control, origin + Vec2{-5, 0});
      for (int i = 0; i < kBeamPoints; ++i)
        QVERIFY(std::abs(beamCross(beam.points[std::size_t(i)] - origin, Vec2{-10, 0})) <= 1e-9);
    }
  }
};

QTEST_GUILESS_MAIN(BossBeamsTest)
#include "boss_beams_test.moc"
