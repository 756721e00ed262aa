// Swarms splatted (view/play/splat_layer.h): from kSplatFrom enemy bullets or simulation
// sparks on, RuntimeScene draws them on the CPU into one textured quad instead of one
// instanced disc each (a software renderer pays per vertex of every instance). A bullet's
// kind colour shows where the bullet is, as the instanced disc showed it; the background
// shows between bullets; a spark shows over the bullets; the ships stay in front. Needs a
// real GL context (xvfb-run).
#include <QtTest>

#include "core/random.h"
#include "model/level/level.h"
#include "model/project/project.h"
#include "sim/runtime_level.h"
#include "sim/screen_camera.h"
#include "sim/systems/effects/effect_system.h"
#include "sim/systems/enemy_bullets/enemy_bullet_system.h"
#include "support/frame_pixels.h"
#include "support/runtime_level_test_access.h"
#include "view/level_view.h"
#include "view/play/runtime_scene.h"
#include "view/play/scene_kit.h"
#include "view/play/splat_layer.h"

using namespace sw;
using sw::test::pixelAt;

namespace swarm_splat_test {

bool near(QColor a, QColor b, int tolerance) {
  return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance &&
         std::abs(a.blue() - b.blue()) <= tolerance;
}

}  // namespace swarm_splat_test

using namespace swarm_splat_test;

class SwarmSplatTest : public QObject {
  Q_OBJECT
 private slots:
  void bulletsSplatWhereTheyFlyInTheirKindsColour() {
    Project project;
    auto level = std::make_unique<Level>();
    level->name = "empty";
    project.levels.push_back(std::move(level));
    auto built = RuntimeLevel::build(project, *project.levels[0], 3);
    QVERIFY(built);
    RuntimeLevel runtime = std::move(built.value());
    const auto* camera = runtime.find<ScreenCamera>();
    QVERIFY(camera);
    const Vec2 centre = camera->screenCentre(), origin = camera->screenFrameOrigin();
    // Three big bullets of the default kind in the screen's middle (frame coordinates), and
    // one far to the right.
    EnemyBulletPool& pool = RuntimeLevelTestAccess::state<EnemyBulletSystem>(runtime).bullets;
    if (pool.capacity() < 8) pool.reserve(8);
    const Vec2 at[] = {centre + Vec2{-4, 0}, centre + Vec2{0, 0}, centre + Vec2{4, 0}};
    for (const Vec2& p : at) QVERIFY(pool.add(p, Vec2{0, 0}, 0.6, 1000, 0, 0));
    const Color kind = runtime.get<EnemyBulletSystem>().color(0);
    const QColor kindColour(kind.r, kind.g, kind.b);

    ui::LevelView view;
    view.resize(640, 360);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showLevel(&project, project.levels[0].get());
    view.setPlayMode(true);
    const Vec2 half = camera->screenHalfExtent();
    const Vec2 middle = centre + origin;
    view.followArea(QRectF(QPointF(middle.x - half.x, middle.y - half.y), QPointF(middle.x + half.x, middle.y + half.y)));
    play::RuntimeScene scene(&view);
    QVERIFY(scene.isValid());
    auto where = [&](Vec2 frame) {
      return view.projectToWidget(QVector3D(float(frame.x + origin.x), float(frame.y + origin.y), play::kEntityZ));
    };
    const QPointF between = where(centre + Vec2{2, 0});

    // Instanced (three bullets are a small swarm): the colours to match.
    scene.update(runtime, project.levels[0].get(), &project, {});
    QCOMPARE(scene.bulletInstances(), 3);
    QCOMPARE(scene.splattedBullets(), 0);
    QVERIFY(scene.swarmLayer() && !scene.swarmLayer()->isShown());
    QImage image;
    QTRY_VERIFY_WITH_TIMEOUT((image = view.grabImage(), near(pixelAt(image, view, where(at[1])), kindColour, 12)), 15000);
    const QColor instanced = pixelAt(image, view, where(at[1]));
    const QColor background = pixelAt(image, view, between);
    QVERIFY2(!near(background, kindColour, 40), qPrintable(background.name()));

    // Splatted: the same bullets, counted as drawn, in one quad.
    scene.setSplatFrom(1);
    scene.update(runtime, project.levels[0].get(), &project, {});
    QCOMPARE(scene.bulletInstances(), 3);
    QCOMPARE(scene.splattedBullets(), 3);
    QVERIFY(scene.swarmLayer()->isShown());
    QCOMPARE(scene.swarmLayer()->image().shapes(), 3);
    const auto splatted = [&] {
      image = view.grabImage();
      for (const Vec2& p : at)
        if (!near(pixelAt(image, view, where(p)), instanced, 6)) return false;
      return near(pixelAt(image, view, between), background, 6);
    };
    QTRY_VERIFY2_WITH_TIMEOUT(splatted(), qPrintable(QString("bullets %1 %2 %3 (instanced %4), between %5 (was %6)")
                                                         .arg(pixelAt(image, view, where(at[0])).name(),
                                                              pixelAt(image, view, where(at[1])).name(),
                                                              pixelAt(image, view, where(at[2])).name(),
                                                              instanced.name(), pixelAt(image, view, between).name(),
                                                              background.name())),
                              15000);
    if (qEnvironmentVariableIsSet("SW_SPLAT_SCREENSHOT")) image.save(qEnvironmentVariable("SW_SPLAT_SCREENSHOT"));

    // A spark of the simulation splats in front of the bullets (it was drawn nearer).
    auto* sparks = runtime.findMutable<EffectSystem>();
    QVERIFY(sparks);
    MwcRandom random(7);
    sparks->burst(at[2], 1, 0.0, Color{40, 255, 60, 255}, random);
    QCOMPARE(int(sparks->particles().size()), 1);
    scene.update(runtime, project.levels[0].get(), &project, {});
    QCOMPARE(scene.splattedParticles(), 1);
    QCOMPARE(scene.particleInstances(), 1);
    QTRY_VERIFY_WITH_TIMEOUT((image = view.grabImage(), pixelAt(image, view, where(at[2])).green() > 200 &&
                                                            pixelAt(image, view, where(at[2])).red() < 120),
                             15000);

    // Gone when the bullets and sparks are: the quad hides.
    pool.clear();
    RuntimeLevelTestAccess::state<EffectSystem>(runtime).particles.clear();
    scene.update(runtime, project.levels[0].get(), &project, {});
    QCOMPARE(scene.bulletInstances(), 0);
    QVERIFY(!scene.swarmLayer()->isShown());
    QTRY_VERIFY_WITH_TIMEOUT((image = view.grabImage(), near(pixelAt(image, view, where(at[1])), background, 12)), 15000);
  }
};

QTEST_MAIN(SwarmSplatTest)
#include "swarm_splat_test.moc"
