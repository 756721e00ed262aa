// Speed of authored effects (issue 42, item 10): 20,000 live particles from authored effects,
// a quarter of them sparks bouncing off a tile's walls (the shooter's WallGrid, as Play uses
// it), stepped tick by tick; prints the median and worst step next to the danmaku stress
// level's simulation budget (median tick <= 2,000 us); then the same particles stepped
// together with the danmaku stress level's tick. Label bench: run it on purpose.
#include <QtTest>
#include <algorithm>
#include <chrono>
#include <cstdio>

#include "model/project/project.h"
#include "present/effects/effect_player.h"
#include "present/effects/level_walls.h"
#include "sim/collision/wall_grid.h"
#include "sim/runtime_level.h"
#include "sim/screen_camera.h"
#include "sim/shooter/stress_level.h"
#include "sim/systems/enemy_bullets/enemy_bullet_system.h"
#include "sim/tick_runner.h"

using namespace sw;

namespace effect_player_bench {

// A tile of walls: a floor, a ceiling and pillars, in a 40 x 20 area.
struct TileWalls final : EffectWalls {
  WallGrid grid;
  TileWalls() {
    std::vector<Polygon> walls = {{{-20, -10}, {20, -10}, {20, -8}, {-20, -8}},
                                  {{-20, 8}, {20, 8}, {20, 10}, {-20, 10}}};
    for (int i = -3; i <= 3; ++i) {
      const double x = i * 5.0;
      walls.push_back({{x - 0.5, -2}, {x + 0.5, -2}, {x + 0.5, 2}, {x - 0.5, 2}});
    }
    grid = WallGrid(walls, 0.5);
  }
  bool solid(Vec2 p) const override { return grid.touches(p, 0); }
};

Emitter& add(Project& project, const std::string& name) {
  auto effect = std::make_unique<ParticleEffect>();
  effect->name = name;
  effect->emitters.push_back(std::make_unique<Emitter>());
  project.effects.push_back(std::move(effect));
  return *project.effects.back()->emitters.back();
}

// Smoke and glow: 15,000 living, no walls; sparks: 5,000 living, bouncing (120-tick lives).
void addSmokeAndSparks(Project& project) {
  Emitter& smoke = add(project, "smoke");
  smoke.mode = Emitter::Mode::Continuous;
  smoke.rate = 60 * 15000 / 120.0;  // 125 per tick, 120-tick lives: 15,000 alive
  smoke.duration = 1000;
  smoke.lifeMin = smoke.lifeMax = 120;
  smoke.shape = Emitter::Shape::Box;
  smoke.size = {36, 14};
  smoke.speedMin = 0.5;
  smoke.speedMax = 2;
  smoke.drag = 0.5;
  smoke.sizeCurve.keys = {{0, 0.5}, {1, 2}};
  smoke.colorCurve = ColorCurve::fromLines({"0 #ffffff", "0.5 #ffaa00", "1 #330000"});
  Emitter& sparks = add(project, "sparks");
  sparks.mode = Emitter::Mode::Continuous;
  sparks.rate = 60 * 5000 / 120.0;
  sparks.duration = 1000;
  sparks.lifeMin = sparks.lifeMax = 120;
  sparks.shape = Emitter::Shape::Box;
  sparks.size = {36, 14};
  sparks.speedMin = 3;
  sparks.speedMax = 12;
  sparks.gravity = {0, -15};
  sparks.collide = true;
  sparks.look = Emitter::Look::Streak;
}

}  // namespace effect_player_bench

using namespace effect_player_bench;

class EffectPlayerBench : public QObject {
  Q_OBJECT
 private slots:
  void twentyThousandParticles() {
    Project project;
    addSmokeAndSparks(project);
    TileWalls walls;
    EffectPlayer player(32768, 4096, 5);
    player.setWalls(&walls);
    const EffectLibrary lib = EffectLibrary::build(project);
    player.setLibrary(lib);
    player.play(lib.find("smoke"), {0, 0});
    player.play(lib.find("sparks"), {0, 0});
    for (int i = 0; i < 130; ++i) player.step();  // fill up
    std::vector<double> micros;
    std::size_t least = player.particles().size();
    for (int i = 0; i < 600; ++i) {
      const auto start = std::chrono::steady_clock::now();
      player.step();
      micros.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count());
      least = std::min(least, player.particles().size());
    }
    std::sort(micros.begin(), micros.end());
    const double median = micros[micros.size() / 2];
    std::printf("effects bench: %zu..%zu live particles (a quarter colliding sparks), step median %.0f us, "
                "p95 %.0f us, worst %.0f us (budget: median tick <= 2000 us)\n",
                least, player.particles().size(), median, micros[micros.size() * 95 / 100], micros.back());
    QVERIFY(least >= 19000);
    QVERIFY2(median <= 2000, qPrintable(QString::number(median)));
  }

  // The same particles stepped in the same loop as the danmaku stress level's tick (100,000
  // enemy bullets, 2,000 enemies, 20,000 simulation particles: `scrollwork-cli bench-sim
  // --bullets 100000`), bouncing off that level's own walls (LevelWalls, refreshed every tick
  // as Play's GameEffects does). Prints the tick, the effects' step and both together; the
  // budget is a median of 2,000 us for the whole. Read, not asserted.
  void particlesWithTheDanmakuTick() {
    StressSpec spec;
    spec.enemies = 2000;
    spec.bullets = 100000;
    spec.particles = 20000;
    spec.ticks = 400;
    StressLevel stress = makeStressLevel(spec);
    Errors problems;
    Result<RuntimeLevel> built = RuntimeLevel::build(*stress.project, stress.level(), stress.options, &problems);
    QVERIFY(built);
    RuntimeLevel& sim = *built;
    TickRunner runner(sim);
    runner.readFrom([&](std::int64_t) { return stress.input; });
    runner.run(stress.warmupTicks);

    Project project;
    addSmokeAndSparks(project);
    LevelWalls walls;
    walls.refresh(sim);
    EffectPlayer player(32768, 4096, 5);
    player.setWalls(&walls);
    const EffectLibrary lib = EffectLibrary::build(project);
    player.setLibrary(lib);
    const auto* camera = sim.find<ScreenCamera>();
    QVERIFY(camera);
    const Vec2 centre = camera->screenCentre() + camera->screenFrameOrigin();
    player.play(lib.find("smoke"), centre);
    player.play(lib.find("sparks"), centre);
    for (int i = 0; i < 130; ++i) player.step();  // fill up

    using Clock = std::chrono::steady_clock;
    std::vector<double> ticks, steps, both;
    std::size_t least = player.particles().size();
    for (int i = 0; i < 400; ++i) {
      const auto start = Clock::now();
      runner.step();
      const auto ticked = Clock::now();
      walls.refresh(sim);
      player.step();
      const auto end = Clock::now();
      ticks.push_back(std::chrono::duration<double, std::micro>(ticked - start).count());
      steps.push_back(std::chrono::duration<double, std::micro>(end - ticked).count());
      both.push_back(std::chrono::duration<double, std::micro>(end - start).count());
      least = std::min(least, player.particles().size());
    }
    auto median = [](std::vector<double> v) {
      std::sort(v.begin(), v.end());
      return v[v.size() / 2];
    };
    std::sort(both.begin(), both.end());
    std::printf("danmaku tick + effects: %zu..%zu live effect particles (a quarter colliding sparks) beside %zu "
                "enemy bullets; median tick %.0f us + effects step %.0f us = together %.0f us (p95 %.0f, worst "
                "%.0f; budget: median <= 2000 us)\n",
                least, player.particles().size(), sim.get<EnemyBulletSystem>().bullets().size(), median(ticks),
                median(steps), both[both.size() / 2], both[both.size() * 95 / 100], both.back());
    QVERIFY(least >= 19000);
    QVERIFY(sim.get<EnemyBulletSystem>().bullets().size() >= 95000);
  }
};

QTEST_GUILESS_MAIN(EffectPlayerBench)
#include "effect_player_bench.moc"
