// Missiles in a running level (runtime/sim/systems/missiles/missile_system.h): a part's
// launcher launches only while the part is open, one every launchIntervalTicks; a missile
// homes on the ship turning at most its turn rate per tick, the players' fire shoots it
// down (missileHealth hits, its score, "missile-destroyed"), its fuse ends it, and a ship it
// touches dies with it. The ship starts at (-9.6, 2).
#include <QtTest>
#include <cmath>
#include <numbers>

#include "support/boss_arena.h"

using namespace sw;
using namespace sw::test;

namespace {

void launcherNumbers(EnemyWeaponry& w, double speed, std::int64_t fuse) {
  w.launcher = true;
  w.launchIntervalTicks = 5;
  w.missileSpeed = speed;
  w.missileTurnRate = 3;
  w.missileFuseTicks = fuse;
  w.missileHealth = 2;
  w.missileRadius = 0.3;
  w.missileScore = 20;
}

// A body at `at` whose own launcher (always open) launches one missile on the first tick.
std::unique_ptr<Project> silo(Vec2 at, Vec2 mouth, double speed, std::int64_t fuse) {
  auto p = bossArena();
  EnemyType& type = addBossType(*p, "silo");
  launcherNumbers(type, speed, fuse);
  type.launchMouth = mouth;
  addState(type.states, "fire", kMainMachine, {.begin = {"launch"}});
  addSpawn(*p, "silo", "silo", at);
  return p;
}

double degreesOf(Vec2 d) { return std::atan2(d.y, d.x) * 180 / std::numbers::pi; }

}  // namespace

class MissileTest : public QObject {
  Q_OBJECT
 private slots:
  // The hatch queues two missiles on tick 0 while shut. The body opens it on tick 30 over 10
  // ticks: open (its pose reached) on tick 39, it launches then and 5 ticks later, from its
  // mouth: body (10, -6) + hatch (0, 1) + open offset (1, 0) + mouth (0.5, 0). Shut again from
  // tick 60, the third missile queued that tick stays queued.
  void aHatchLaunchesOnlyWhileOpen() {
    auto p = bossArena();
    EnemyType& type = addBossType(*p, "carrier");
    addState(type.states, "shut", kMainMachine, {.transitions = {"after 30 -> opening"}});
    addState(type.states, "opening", kMainMachine,
             {.begin = {"open hatch 10"}, .transitions = {"after 30 -> shutting"}});
    addState(type.states, "shutting", kMainMachine, {.begin = {"close hatch 10"}});
    EnemyPart& hatch = addPart(type, "hatch", "", {0, 1});
    hatch.openOffset = {1, 0};
    launcherNumbers(hatch, 0.01, 1000);
    hatch.launchMouth = {0.5, 0};
    addState(hatch.states, "load", kMainMachine,
             {.begin = {"launch 2"}, .transitions = {"after 60 -> more"}});
    addState(hatch.states, "more", kMainMachine, {.begin = {"launch"}});
    addSpawn(*p, "carrier", "carrier", {10, -6});
    RuntimeLevel rt = playBoss(*p);

    std::vector<SeenEvent> seen = runSeeing(rt, 39, "missile-launched");
    const Enemy& e = *enemyOf(rt, "carrier");
    QVERIFY(seen.empty());
    QVERIFY(missilesOf(rt).empty());
    QCOMPARE(partOf(rt, e, 0).launcher.queued, std::int64_t(2));
    SW_CHECK_AT(partOf(rt, e, 0).position, Vec2{10 + 0.98, -5});  // 9 of 10 ticks, inOut: 1 - 2 * 0.1^2
    seen = runSeeing(rt, 61, "missile-launched");
    QCOMPARE(seen.size(), std::size_t(2));
    QCOMPARE(seen[0].tick, std::int64_t(39));
    QCOMPARE(seen[1].tick, std::int64_t(44));
    for (const SeenEvent& ev : seen) {
      QCOMPARE(ev.id, std::int64_t(e.serial));
      SW_CHECK_AT(ev.at, Vec2{11.5, -5});
    }
    QCOMPARE(missilesOf(rt).size(), std::size_t(2));
    QCOMPARE(missilesOf(rt)[0].owner, e.serial);
    QCOMPARE(partOf(rt, e, 0).machines[0].state(), 1);
    QCOMPARE(partOf(rt, e, 0).launcher.queued, std::int64_t(1));
    SW_CHECK_AT(partOf(rt, e, 0).position, Vec2{10, -5});  // shut again
  }

  // Launched heading 180 (the body faces as modelled), a missile wants the ship at about 158
  // degrees: it turns 3 degrees a tick until it points at the ship, then follows it. Every
  // tick it turns first, then moves missileSpeed along its new heading.
  void aMissileHomesTurningAtMostItsRate() {
    auto p = silo({10, -6}, {0, 0}, 0.15, 400);
    RuntimeLevel rt = playBoss(*p);
    std::vector<SeenEvent> seen = runSeeing(rt, 1, "missile-launched");
    QCOMPARE(seen.size(), std::size_t(1));
    SW_CHECK_AT(seen[0].at, Vec2{10, -6});
    Vec2 at{10, -6};
    double heading = 180;
    int clamped = 0;
    for (int t = 0; t < 100; ++t) {
      if (t > 0) rt.tick();
      QCOMPARE(missilesOf(rt).size(), std::size_t(1));
      const Missile& m = missilesOf(rt)[0];
      const double want = degreesOf(playersOf(rt)[0].position - at);
      const double turn = turnBetween(heading, want);
      const double step = std::clamp(turn, -3.0, 3.0);
      QVERIFY2(std::abs(turnBetween(heading, m.heading)) <= 3 + 1e-12, qPrintable(QString::number(t)));
      QVERIFY2(closeTo(turnBetween(heading, m.heading), step),
               qPrintable(QString("tick %1: %2 after %3, want %4")
                              .arg(t)
                              .arg(m.heading, 0, 'g', 17)
                              .arg(heading, 0, 'g', 17)
                              .arg(want, 0, 'g', 17)));
      clamped += std::abs(turn) > 3;
      heading = m.heading;
      at = at + turned({0.15, 0}, heading);
      SW_CHECK_AT(m.position, at);
      QCOMPARE(m.fuseTicks, std::int64_t(400 - 1 - t));
    }
    QCOMPARE(clamped, 7);  // about 22 degrees to turn at 3 a tick
    QVERIFY(std::abs(turnBetween(heading, degreesOf(playersOf(rt)[0].position - at))) < 0.01);
    QVERIFY(playersOf(rt)[0].alive);
  }

  // Straight down the ship's line of fire (y = 2, the silo above it at y = 5 launching from
  // (12, 2)): the first hit leaves it health 1, the second shoots it down for 20 points; the
  // silo, out of the line, is never hit.
  void playerFireShootsAMissileDown() {
    auto p = silo({12, 5}, {0, -3}, 0.05, 1000);
    RuntimeLevel rt = playBoss(*p);
    bool sawFirstHit = false;
    std::vector<SeenEvent> destroyed;
    for (int t = 0; t < 60 && destroyed.empty(); ++t) {
      destroyed = runSeeing(rt, 1, "missile-destroyed", keys(InputFire));
      if (playersOf(rt)[0].weaponCharge == 1 && !sawFirstHit) {
        sawFirstHit = true;
        QCOMPARE(missilesOf(rt).size(), std::size_t(1));
        QCOMPARE(missilesOf(rt)[0].health, std::int64_t(1));
        QVERIFY(closeTo(missilesOf(rt)[0].heading, 180));
        QVERIFY(closeTo(missilesOf(rt)[0].position.y, 2));
      }
    }
    QVERIFY(sawFirstHit);
    QCOMPARE(destroyed.size(), std::size_t(1));
    QCOMPARE(destroyed[0].id, std::int64_t(enemyOf(rt, "silo")->serial));
    QVERIFY(missilesOf(rt).empty());
    QCOMPARE(playersOf(rt)[0].score, std::int64_t(20));
    QCOMPARE(playersOf(rt)[0].weaponCharge, std::int64_t(2));
    QVERIFY(playersOf(rt)[0].alive);
    rt.run(60, keys(InputFire));
    QCOMPARE(enemyOf(rt, "silo")->health, std::int64_t(100));
    QCOMPARE(playersOf(rt)[0].weaponCharge, std::int64_t(2));
  }

  // A fuse of 50: the missile flies 50 ticks, its launch tick the first, and bursts on the
  // last: there after 49 ticks with 1 tick of fuse left, gone after 50, scoring nothing.
  void aFuseEndsAMissile() {
    auto p = silo({12, -6}, {0, 0}, 0.01, 50);
    RuntimeLevel rt = playBoss(*p);
    std::vector<SeenEvent> seen = runSeeing(rt, 49);
    QCOMPARE(missilesOf(rt).size(), std::size_t(1));
    QCOMPARE(missilesOf(rt)[0].fuseTicks, std::int64_t(1));
    const std::size_t particles = particlesOf(rt).size();
    std::vector<SeenEvent> more = runSeeing(rt, 1);
    seen.insert(seen.end(), more.begin(), more.end());
    QVERIFY(missilesOf(rt).empty());
    QCOMPARE(particlesOf(rt).size(), particles + 8);  // its burst
    QCOMPARE(countOf(seen, "missile-launched"), std::size_t(1));
    QCOMPARE(countOf(seen, "missile-destroyed"), std::size_t(0));
    QCOMPARE(countOf(seen, "missile-burst"), std::size_t(1));  // what its burst effect plays on
    QCOMPARE(playersOf(rt)[0].score, std::int64_t(0));
  }

  // Flying into the ship, a missile kills it and bursts.
  void aMissileThatReachesTheShipKillsIt() {
    auto p = silo({12, 5}, {0, -3}, 0.4, 1000);
    RuntimeLevel rt = playBoss(*p);
    std::vector<SeenEvent> seen = runSeeing(rt, 80, "player-killed");
    QCOMPARE(seen.size(), std::size_t(1));
    QCOMPARE(playersOf(rt)[0].lives, 2);
    QVERIFY(missilesOf(rt).empty());
  }
};

QTEST_GUILESS_MAIN(MissileTest)
#include "missile_test.moc"
