// Benchmark (issue 42's speed item; label bench, run on purpose under xvfb-run: Mesa
// llvmpipe): frames of Play, drawn the way PlayView draws them (view/play/play_view.cpp:
// the presented effects, RuntimeScene::update and updateEffects, the camera followed, the
// HUD in the scene) into a 1280 x 720 level view, then rendered and read back
// (grabImage, as tile_map_frame_bench does). Each frame runs one simulation tick first;
// the tick is timed apart (tick_us) and is not in frame_ms. Cases:
//   (a) empty: the stress level's walled chain with nothing live but the two ships;
//   (b) effects: the same level with 20,000 live particles of authored effects, a quarter
//       of them sparks bouncing off the tiles' walls (collide on), and 16 lights in view;
//   (c) danmaku: the 100,000-bullet stress level (2,000 enemies, 20,000 sim particles),
//       as `scrollwork-cli bench-sim --bullets 100000` builds it.
// Prints frame_ms median and max per case (and the median of its CPU side: presenting the
// effects, the scene's update and the HUD, before the render and read-back); the budget is 33 ms for (b) and (c).
// Speed is read, not asserted: only that each case reached its populations.
// SW_BENCH_FRAMES sets the frames timed per case (default 60), SW_BENCH_VIEW the view's size
// (default 1280x720; a smaller view tells the pixels filled from the rest).
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QQuickView>
#include <QtTest>
#include <algorithm>
#include <cstdio>

#include "model/level/light.h"
#include "model/project/project.h"
#include "model/tiles/tile_animation.h"
#include "present/effects/game_effects.h"
#include "present/presentation_journal.h"
#include "sim/runtime_level.h"
#include "sim/screen_camera.h"
#include "sim/shooter/stress_level.h"
#include "sim/tick_runner.h"
#include "view/level_view.h"
#include "view/play/hud_item.h"
#include "view/play/hud_overlay.h"
#include "view/play/runtime_scene.h"

using namespace sw;

namespace play_frame_bench {

struct Figures {
  double frameMedian = 0, frameMax = 0, tickMedian = 0, updateMedian = 0;
  std::size_t effectParticles = 0, sparks = 0;
  int bullets = 0, simParticles = 0, enemies = 0, lights = 0;
};

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}

// A continuous emitter that keeps `alive` particles of 120 ticks' life in a box.
Emitter& continuous(Project& project, const std::string& name, double alive, Vec2 box) {
  auto effect = std::make_unique<ParticleEffect>();
  effect->name = name;
  auto e = std::make_unique<Emitter>();
  e->mode = Emitter::Mode::Continuous;
  e->rate = 60 * alive / 120.0;
  e->duration = 10000;
  e->lifeMin = e->lifeMax = 120;
  e->shape = Emitter::Shape::Box;
  e->size = box;
  e->particleSize = 0.25;
  effect->emitters.push_back(std::move(e));
  project.effects.push_back(std::move(effect));
  return *project.effects.back()->emitters.back();
}

// The stress tiles come without art, and a tile without a mesh is drawn as a placeholder box
// reaching in front of the play plane (level_overlays.cpp, placeholderBox): it would hide
// everything Play draws. Each gets art as a project would have: a backdrop filling the
// tile's screen behind the play plane and its floor and ceiling walls.
bool dressTiles(Project& project, const QString& directory) {
  QFile obj(directory + "/tile.obj");
  if (!obj.open(QIODevice::WriteOnly)) return false;
  QByteArray text;
  auto quad = [&](double x0, double y0, double x1, double y1, double z, int first) {
    text += QByteArray("v ") + QByteArray::number(x0) + ' ' + QByteArray::number(y0) + ' ' + QByteArray::number(z) + '\n';
    text += QByteArray("v ") + QByteArray::number(x1) + ' ' + QByteArray::number(y0) + ' ' + QByteArray::number(z) + '\n';
    text += QByteArray("v ") + QByteArray::number(x1) + ' ' + QByteArray::number(y1) + ' ' + QByteArray::number(z) + '\n';
    text += QByteArray("v ") + QByteArray::number(x0) + ' ' + QByteArray::number(y1) + ' ' + QByteArray::number(z) + '\n';
    text += "vn 0 0 1\n";
    const QByteArray n = "//" + QByteArray::number(first / 4 + 1);
    text += "f " + QByteArray::number(first + 1) + n + ' ' + QByteArray::number(first + 2) + n + ' ' +
            QByteArray::number(first + 3) + n + ' ' + QByteArray::number(first + 4) + n + '\n';
  };
  quad(0, -9, 32, 9, -1, 0);
  quad(0, -9, 32, -8.6, 0, 4);
  quad(0, 8.6, 32, 9, 0, 8);
  obj.write(text);
  project.directory = directory.toStdString();
  for (auto& def : project.tileDefs) def->mesh = "tile.obj";
  return true;
}

// The stress level (sim/shooter/stress_level.h) without enemies, hardly moving: its chain of
// walled tiles filling the view, the two ships, nothing fired.
StressLevel quietLevel() {
  StressSpec spec;
  spec.enemies = 0;
  spec.particles = 0;
  StressLevel level = makeStressLevel(spec);
  // 0.01 units a tick: the warm-up puts the camera half a screen into the chain (the chain
  // starts in the middle of the first screen), and the timed frames move it by less than a unit.
  level.project->levels.front()->scrollSpeed = 10;
  level.input = TickInput{};
  level.warmupTicks = 1600;
  return level;
}

}  // namespace play_frame_bench

using namespace play_frame_bench;

class PlayFrameBench : public QObject {
  Q_OBJECT

  // Builds `stress`, runs its warm-up, lets `prepare` add what the case adds once the run
  // stands where it will be drawn, then times frames as Play draws them.
  QTemporaryDir dir_;

  Figures measure(StressLevel& stress, const std::function<void(GameEffects&, Level&, Vec2 centre, Vec2 half)>& prepare) {
    Figures f;
    Project& project = *stress.project;
    Level& level = *project.levels.front();
    const int frames = qEnvironmentVariableIntValue("SW_BENCH_FRAMES") > 0 ? qEnvironmentVariableIntValue("SW_BENCH_FRAMES") : 60;
    if (!dressTiles(project, dir_.path())) return f;
    Errors problems;
    Result<RuntimeLevel> built = RuntimeLevel::build(project, level, stress.options, &problems);
    if (!built) {
      for (const Error& e : problems) qWarning("%s", e.toString().c_str());
      return f;
    }
    RuntimeLevel& sim = *built;
    PresentationJournal journal;
    sim.setTickListener(&journal);
    TickRunner runner(sim);
    runner.readFrom([&](std::int64_t) { return stress.input; });
    runner.run(stress.warmupTicks);
    journal.take();

    ui::LevelView view;
    const QStringList size = qEnvironmentVariable("SW_BENCH_VIEW", "1280x720").split('x');
    view.resize(size.value(0).toInt() > 0 ? size.value(0).toInt() : 1280, size.value(1).toInt() > 0 ? size.value(1).toInt() : 720);
    view.show();
    if (!QTest::qWaitForWindowExposed(&view)) return f;
    view.showLevel(&project, &level);
    view.setPlayMode(true);
    if (!QTest::qWaitFor([&] { return view.pendingMeshLoads() == 0; }, 20000)) return f;
    play::RuntimeScene scene(&view);
    GameEffects effects;
    effects.begin(project, &level, sim.seed());
    auto* hud = new play::HudOverlay(&view);
    hud->setGeometry(view.rect());
    hud->hide();  // drawn in the scene, as PlayView does
    auto* hudItem = new play::HudItem(hud, view.quickView()->contentItem());
    const auto* camera = sim.find<ScreenCamera>();
    if (!camera) return f;
    prepare(effects, level, camera->screenCentre() + camera->screenFrameOrigin(), camera->screenHalfExtent());

    const play::PlayOverlays overlays;
    std::vector<double> frameMs, tickUs, updateMs;
    QElapsedTimer timer;
    auto frame = [&] {
      timer.restart();
      runner.step();
      tickUs.push_back(double(timer.nsecsElapsed()) / 1e3);
      timer.restart();
      effects.present(sim, journal.take());
      scene.update(sim, &level, &project, overlays);
      scene.updateEffects(effects.player(), project.directory);
      view.setTileAnimationTime(tileAnimationMs(sim.ticksRun(), project.tickRate));
      const Vec2 centre = camera->screenCentre() + camera->screenFrameOrigin();
      const Vec2 half = camera->screenHalfExtent();
      view.followArea(QRectF(QPointF(centre.x - half.x, centre.y - half.y), QPointF(centre.x + half.x, centre.y + half.y)));
      hud->setState(play::HudState::from(sim));
      updateMs.push_back(double(timer.nsecsElapsed()) / 1e6);
      (void)view.grabImage();
      frameMs.push_back(double(timer.nsecsElapsed()) / 1e6);
    };
    for (int i = 0; i < 10; ++i) frame();  // meshes, pipelines and atlases settle
    frameMs.clear();
    tickUs.clear();
    updateMs.clear();
    for (int i = 0; i < frames; ++i) frame();
    f.frameMedian = median(frameMs);
    f.frameMax = *std::max_element(frameMs.begin(), frameMs.end());
    f.tickMedian = median(tickUs);
    f.updateMedian = median(updateMs);
    f.effectParticles = effects.player().particles().size();
    const auto& emitters = effects.player().library().emitters();
    for (const EffectParticle& p : effects.player().particles())
      f.sparks += std::size_t(p.emitter) < emitters.size() && emitters[std::size_t(p.emitter)].collide ? 1 : 0;
    f.bullets = scene.bulletInstances();
    f.simParticles = scene.particleInstances();
    f.enemies = scene.enemyInstances();
    f.lights = scene.lightCount();
    if (qEnvironmentVariableIsSet("SW_BENCH_SCREENSHOTS"))
      view.grabImage().save(qEnvironmentVariable("SW_BENCH_SCREENSHOTS") + QString("/frame_%1.png").arg(shot_++));
    delete hudItem;
    delete hud;
    scene.clear();
    view.setPlayMode(false);
    view.showLevel(nullptr, nullptr);
    return f;
  }

  void print(const char* name, const Figures& f, bool budgeted) {
    std::printf("%-11s frame_ms median %6.1f  max %6.1f%s (of it scene update %.1f) | tick_us median %.0f | "
                "effect particles %zu (colliding %zu), sim bullets %d, sim particles %d, enemies %d, lights %d\n",
                name, f.frameMedian, f.frameMax,
                budgeted ? (f.frameMedian <= 33 ? "  (budget 33: ok)" : "  (budget 33: OVER)") : "", f.updateMedian,
                f.tickMedian, f.effectParticles, f.sparks, f.bullets, f.simParticles, f.enemies, f.lights);
    std::fflush(stdout);
  }

  int shot_ = 0;

 private slots:
  void emptyFrame() {
    StressLevel stress = quietLevel();
    const Figures f = measure(stress, [](GameEffects&, Level&, Vec2, Vec2) {});
    print("(a) empty", f, false);
    QVERIFY(f.frameMedian > 0);
    QCOMPARE(f.bullets, 0);
  }

  void twentyThousandParticlesAndSixteenLights() {
    StressLevel stress = quietLevel();
    Project& project = *stress.project;
    // Smoke and glow: 15,000 alive, drifting; sparks: 5,000 alive, falling and bouncing off
    // the tiles' floor and ceiling (the stress tiles' walls).
    Emitter& smoke = continuous(project, "bench_smoke", 15000, {28, 12});
    smoke.speedMin = 0.5;
    smoke.speedMax = 2;
    smoke.drag = 0.5;
    smoke.sizeCurve.keys = {{0, 0.5}, {1, 2}};
    smoke.colorCurve = ColorCurve::fromLines({"0 #ffffff", "0.5 #ffaa00", "1 #330000"});
    smoke.blend = Emitter::Blend::Alpha;
    Emitter& sparks = continuous(project, "bench_sparks", 5000, {28, 12});
    sparks.speedMin = 3;
    sparks.speedMax = 12;
    sparks.gravity = {0, -15};
    sparks.collide = true;
    sparks.look = Emitter::Look::Streak;
    const Figures f = measure(stress, [](GameEffects& effects, Level& level, Vec2 centre, Vec2 half) {
      EffectPlayer& player = effects.player();
      player.play(player.library().find("bench_smoke"), centre);
      player.play(player.library().find("bench_sparks"), centre);
      for (int i = 0; i < 130; ++i) player.step();  // filled up before the first timed frame
      // 16 lights over the screen, 4 x 4, of four colours and shapes.
      const Color colours[] = {{255, 200, 120, 255}, {120, 180, 255, 255}, {255, 80, 80, 255}, {120, 255, 140, 255}};
      for (int i = 0; i < 16; ++i) {
        auto light = std::make_unique<Light>();
        light->name = "bench_light_" + std::to_string(i);
        light->shape = i % 4 == 3 ? Light::Shape::Spot : Light::Shape::Point;
        light->position = centre + Vec2{half.x * (-0.75 + 0.5 * (i % 4)), half.y * (-0.75 + 0.5 * (i / 4))};
        light->color = colours[i % 4];
        light->range = 5;
        light->flicker = i % 2 ? 0.3 : 0;
        level.objects.push_back(std::move(light));
      }
    });
    print("(b) effects", f, true);
    QVERIFY2(f.effectParticles >= 19000, qPrintable(QString::number(f.effectParticles)));
    QVERIFY(f.sparks >= 4000);
    QVERIFY(f.lights >= 16);
  }

  void danmakuStressLevel() {
    StressSpec spec;
    spec.enemies = 2000;
    spec.bullets = 100000;
    spec.particles = 20000;
    spec.ticks = 600;
    StressLevel stress = makeStressLevel(spec);
    const Figures f = measure(stress, [](GameEffects&, Level&, Vec2, Vec2) {});
    print("(c) danmaku", f, true);
    QVERIFY2(f.bullets >= 95000, qPrintable(QString::number(f.bullets)));
  }
};

QTEST_MAIN(PlayFrameBench)
#include "play_frame_bench.moc"
