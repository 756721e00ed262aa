// The simulation's own sparks (sim EffectSystem: flat discs) are what a project without
// particle effects shows on its kills; a project that authors effects shows those instead
// (view/play/particle_renderer.h), not both. Needs a GL context (xvfb-run).
#include <QtTest>

#include "core/random.h"
#include "model/effects/particle_effect.h"
#include "model/level/level.h"
#include "model/project/project.h"
#include "sim/runtime_level.h"
#include "sim/systems/effects/effect_system.h"
#include "view/level_view.h"
#include "view/play/runtime_scene.h"

using namespace sw;

class SimSparksTest : public QObject {
  Q_OBJECT
 private slots:
  void sparksShowOnlyWhileTheProjectAuthorsNoEffects() {
    Project project;
    auto level = std::make_unique<Level>();
    level->name = "empty";
    project.levels.push_back(std::move(level));
    auto built = RuntimeLevel::build(project, *project.levels[0], 3);
    QVERIFY(built);
    RuntimeLevel runtime = std::move(built.value());
    auto* sparks = runtime.findMutable<EffectSystem>();
    QVERIFY(sparks);
    MwcRandom random(7);
    sparks->burst({0, 0}, 12, 0.1, Color{255, 200, 80, 255}, random);
    QCOMPARE(int(sparks->particles().size()), 12);

    ui::LevelView view;
    view.resize(400, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showLevel(&project, project.levels[0].get());
    play::RuntimeScene scene(&view);
    scene.update(runtime, project.levels[0].get(), &project, {});
    QCOMPARE(scene.particleInstances(), 12);

    auto effect = std::make_unique<ParticleEffect>();
    effect->name = "spark";
    project.effects.push_back(std::move(effect));
    scene.update(runtime, project.levels[0].get(), &project, {});
    QCOMPARE(scene.particleInstances(), 0);
  }
};

QTEST_MAIN(SimSparksTest)
#include "sim_sparks_test.moc"
