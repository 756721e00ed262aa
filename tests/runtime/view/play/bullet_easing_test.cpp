// The other player's bullets after a rollback (view/play/bullet_easing.h): without
// corrections bullets are drawn where they are; a correction's jump is eased out over a few
// frames, never drawn at once (a fifth of what is left a tick at most); a bullet that appears mid-flight starts at its ship; and in a
// lossy co-op session of the demo (hundreds of rollbacks) the drawn bullets never jump by
// more than a quarter of what the simulated ones do.
#include "view/play/bullet_easing.h"

#include <QtTest>
#include <algorithm>

#include "net/net_sim.h"
#include "sim/runtime_level.h"
#include "sim/systems/players/player_system.h"
#include "sim/systems/weapons/weapon_system.h"
#include "support/demo_project.h"
#include "support/lossy_coop.h"

using sw::Vec2;
using sw::play::BulletEasing;
using Shot = BulletEasing::Shot;

namespace {

double distance(Vec2 a, Vec2 b) { return (a - b).length(); }

// How far a bullet seen in both frames moved other than by its velocity, at most.
double largestJump(const std::vector<Shot>& before, const std::vector<Vec2>& drawnBefore, const std::vector<Shot>& now,
                   const std::vector<Vec2>& drawnNow) {
  double most = 0;
  for (std::size_t i = 0; i < now.size(); ++i)
    for (std::size_t j = 0; j < before.size(); ++j)
      if (before[j].owner == now[i].owner && before[j].velocity == now[i].velocity &&
          before[j].lifeTicks == now[i].lifeTicks + 1) {
        most = std::max(most, distance(drawnNow[i], drawnBefore[j] + now[i].velocity));
        break;
      }
  return most;
}

}  // namespace

class BulletEasingTest : public QObject {
  Q_OBJECT

 private slots:
  void withoutCorrectionsBulletsAreWhereTheyAre() {
    BulletEasing easing;
    std::vector<Shot> shots{{{1, 1}, {0.5, 0}, 40, 0}, {{2, 3}, {0.5, 0.1}, 30, 1}};
    const std::vector<Vec2> ships{{0, 1}, {0, 3}};
    for (std::int64_t t = 0; t < 20; ++t) {
      const std::vector<Vec2>& drawn = easing.update(t, shots, ships);
      for (std::size_t i = 0; i < shots.size(); ++i) QCOMPARE(drawn[i], shots[i].position);
      QCOMPARE(easing.easing(), 0);
      for (Shot& s : shots) {
        s.position += s.velocity;
        --s.lifeTicks;
      }
      shots.push_back({ships[0] + Vec2{0.6, 0} + Vec2{0.5, 0}, {0.5, 0}, 40, 0});  // just fired: at the muzzle
    }
  }

  void aCorrectionEasesOutInsteadOfSnapping() {
    BulletEasing easing;
    Shot shot{{5, 5}, {0.4, 0}, 50, 1};
    const std::vector<Vec2> ships{{0, 0}, {4, 5}};
    easing.update(10, {shot}, ships);
    shot.position += shot.velocity;
    --shot.lifeTicks;
    shot.position.y += 2;  // the rollback: the ship that fired it was 2 lower
    Vec2 drawn = easing.update(11, {shot}, ships)[0];
    QCOMPARE(drawn, (Vec2{5.4, 5}));  // it went on from where it was drawn: none of the jump shown
    double left = distance(drawn, shot.position);
    int frames = 0;
    while (left > 0) {
      shot.position += shot.velocity;
      --shot.lifeTicks;
      drawn = easing.update(12 + frames, {shot}, ships)[0];
      const double now = distance(drawn, shot.position);
      QVERIFY(now < left);
      left = now;
      ++frames;
      QVERIFY(frames < 30);
    }
    QVERIFY2(frames >= 5 && frames <= 25, qPrintable(QString::number(frames)));
  }

  void aBulletAppearingMidFlightStartsAtItsShip() {
    BulletEasing easing;
    const std::vector<Vec2> ships{{0, 0}, {2, 8}};
    easing.update(100, {}, ships);
    Shot late{{9, 8}, {0.5, 0}, 30, 1};  // fired in the corrected game 14 ticks ago
    QCOMPARE(easing.update(101, {late}, ships)[0], ships[1]);
    late.position += late.velocity;
    --late.lifeTicks;
    const Vec2 next = easing.update(102, {late}, ships)[0];
    QVERIFY(next.x > ships[1].x && next.x < late.position.x);
    // A restart (the tick goes back) starts afresh: drawn where it is.
    QCOMPARE(easing.update(5, {late}, ships)[0], late.position);
  }

  void aLossyCoopSessionNeverSnapsTheBullets() {
    auto project = sw::test::loadDemo();
    QVERIFY(project);
    sw::net::NetSimSetup s = sw::test::lossyCoopSetup(900);
    BulletEasing easing;
    std::vector<Shot> before, now;
    std::vector<Vec2> drawnBefore, ships;
    double rawMost = 0, drawnMost = 0;
    int eased = 0;
    // What the joiner's screen shows: its level as each frame ends (before the next polls).
    s.beforeFrame = [&](std::int64_t, sw::RuntimeLevel&, sw::RuntimeLevel& joiner) {
      now.clear();
      for (const sw::Bullet& b : joiner.find<sw::WeaponSystem>()->bullets())
        now.push_back({b.position, b.velocity, b.lifeTicks, b.owner});
      ships.clear();
      for (const sw::Player& p : joiner.find<sw::PlayerSystem>()->players()) ships.push_back(p.position);
      std::vector<Vec2> raw;
      for (const Shot& shot : now) raw.push_back(shot.position);
      std::vector<Vec2> rawBefore;
      for (const Shot& shot : before) rawBefore.push_back(shot.position);
      const std::vector<Vec2> drawn = easing.update(joiner.ticksRun(), now, ships);
      eased += easing.easing();
      rawMost = std::max(rawMost, largestJump(before, rawBefore, now, raw));
      drawnMost = std::max(drawnMost, largestJump(before, drawnBefore, now, drawn));
      before = now;
      drawnBefore = drawn;
    };
    const sw::net::NetSimResult r = runNetSim(*project, *project->levels[0], sw::test::lossyCoopOptions(*project), s);
    QCOMPARE(r.hashB, r.offlineHash);
    qInfo("largest jump of a bullet: %.2f simulated, %.2f drawn; %d bullet-frames eased", rawMost, drawnMost, eased);
    QVERIFY(r.statsB.rollbacks > 50);
    QVERIFY(rawMost > 0.5);  // the rollbacks did move bullets
    QVERIFY(eased > 0);
    QVERIFY(drawnMost <= rawMost * 0.21);
  }
};

QTEST_GUILESS_MAIN(BulletEasingTest)
#include "bullet_easing_test.moc"
