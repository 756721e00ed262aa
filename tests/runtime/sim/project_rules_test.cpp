// The project's game rules reach the run: RuntimeLevel::build plays the numbers of the
// project's GameRulesAsset (game.json), unless a test or benchmark overrides them; the
// asset's defaults are exactly the simulation's (so hashes of old projects stay), and
// rules a run cannot use stop the build with game.json and the place.
#include <QtTest>

#include "model/project_io.h"
#include "sim/shooter/project_rules.h"
#include "sim/runtime_level.h"
#include "support/shooter_parts.h"

using namespace sw;

namespace {
std::unique_ptr<Project> corridor() {
  auto p = std::make_unique<Project>();
  p->name = "Rules";
  auto tile = std::make_unique<TileDef>();
  tile->name = "open";
  tile->cameraEntry = {0, 0};
  tile->cameraExit = {32, 0};
  p->tileDefs.push_back(std::move(tile));
  auto level = std::make_unique<Level>();
  level->name = "corridor";
  level->file = "levels/corridor.json";
  for (int i = 0; i < 4; ++i) {
    auto t = std::make_unique<TileInstance>();
    t->name = "t" + std::to_string(i);
    t->tile = "open";
    level->chain.push_back(std::move(t));
  }
  p->levels.push_back(std::move(level));
  return p;
}

RuntimeLevel build(const Project& p, const PlayOptions& options = {}) {
  Result<RuntimeLevel> rt = RuntimeLevel::build(p, *p.levels[0], options);
  if (!rt) qFatal("build failed: %s: %s", rt.error().where.c_str(), rt.error().message.c_str());
  return std::move(*rt);
}

// Where player 1 is after holding Right for `ticks`.
Vec2 afterHoldingRight(const Project& p, int ticks) {
  RuntimeLevel rt = build(p);
  TickInput in;
  in.player = {InputRight, 0};
  rt.run(ticks, in);
  return playersOf(rt)[0].position;
}
}  // namespace

class ProjectRulesTest : public QObject {
  Q_OBJECT
 private slots:
  void assetDefaultsAreTheSimulationsNumbers() {
    const GameRules sim;
    GameRules applied;
    applyGameRules(GameRulesAsset(), applied);
    QCOMPARE(applied.shipSpheres.size(), sim.shipSpheres.size());
    QCOMPARE(applied.shipSpeed, sim.shipSpeed);
    for (std::size_t i = 0; i < sim.shipSpheres.size(); ++i) {
      QCOMPARE(applied.shipSpheres[i].x, sim.shipSpheres[i].x);
      QCOMPARE(applied.shipSpheres[i].y, sim.shipSpheres[i].y);
      QCOMPARE(applied.shipSpheres[i].z, sim.shipSpheres[i].z);
    }
    QCOMPARE(applied.screenMargin, sim.screenMargin);
    QCOMPARE(applied.lives, sim.lives);
    QCOMPARE(applied.respawnDelayTicks, sim.respawnDelayTicks);
    QCOMPARE(applied.invulnerableTicks, sim.invulnerableTicks);
    QCOMPARE(applied.chargeMax, sim.chargeMax);
    QCOMPARE(applied.secondMax, sim.secondMax);
    QCOMPARE(applied.secondDamage, sim.secondDamage);
    QCOMPARE(applied.chainTicks, sim.chainTicks);
    QCOMPARE(applied.multiplierMax, sim.multiplierMax);
    QCOMPARE(applied.enemyBulletLifeTicks, sim.enemyBulletLifeTicks);
    QCOMPARE(applied.explosionParticles, sim.explosionParticles);
    QCOMPARE(applied.sparkParticles, sim.sparkParticles);
    QCOMPARE(applied.particleLifeTicks, sim.particleLifeTicks);
    QVERIFY(applied.loadout == sim.loadout);
  }

  void shipSpeedAndLivesComeFromTheProject() {
    auto p = corridor();
    RuntimeLevel plain = build(*p);
    QCOMPARE(playersOf(plain)[0].lives, 3);
    const Vec2 slow = afterHoldingRight(*p, 10);

    p->rules.shipSpeed = 0.7;
    p->rules.lives = 5;
    p->rules.shipSpheres = {{0, 0, 0.5}};
    RuntimeLevel tuned = build(*p);
    QCOMPARE(playersOf(tuned)[0].lives, 5);
    QCOMPARE(tuned.options().rules.lives, 5);
    QCOMPARE(tuned.options().rules.shipSpheres.size(), std::size_t(1));
    const Vec2 fast = afterHoldingRight(*p, 10);
    QVERIFY2(std::abs((fast.x - slow.x) - 10 * (0.7 - 0.35)) < 1e-9,
             qPrintable(QString("moved %1 further").arg(fast.x - slow.x)));
    QCOMPARE(fast.y, slow.y);
  }

  void anOverrideWinsOverTheProject() {
    auto p = corridor();
    p->rules.lives = 5;
    PlayOptions o;
    o.rulesOverride = true;
    o.rules.lives = 2;
    QCOMPARE(playersOf(build(*p, o))[0].lives, 2);
  }

  void rulesARunCannotUseStopTheBuild() {
    auto p = corridor();
    p->rules.shipSpheres.clear();
    Errors all;
    Result<RuntimeLevel> rt = RuntimeLevel::build(*p, *p->levels[0], PlayOptions{}, &all);
    QVERIFY(!rt);
    QCOMPARE(rt.error().file, std::string("game.json"));
    QCOMPARE(rt.error().where, std::string("/shipSpheres"));
  }
};

QTEST_APPLESS_MAIN(ProjectRulesTest)
#include "project_rules_test.moc"
