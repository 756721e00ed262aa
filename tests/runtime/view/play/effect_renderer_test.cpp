// Authored particle effects drawn (view/play/effect_renderer.h): particles of a sprite look are
// instances of their atlas image's batch and show that image's pixels where they are; plain
// shapes share a batch per blending; many particles are still a handful of Models (no draw
// per particle). From kSplatFrom particles on they are splatted on the CPU into one quad
// (splat_layer.h) and look the same. Needs a real GL context (xvfb-run).
#include <QTemporaryDir>
#include <QtTest>

#include "model/project/project.h"
#include "play/play_session.h"
#include "present/effects/game_effects.h"
#include "support/demo_project.h"
#include "view/play/play_view.h"
#include "present/effects/effect_player.h"
#include "support/frame_pixels.h"
#include "view/level_view.h"
#include "view/play/effect_renderer.h"
#include "view/play/scene_kit.h"

using namespace sw;
using sw::test::pixelAt;

namespace effect_renderer_test {

// One still particle that lives long, of the given look.
Emitter& stillEmitter(Project& project, const std::string& name) {
  auto effect = std::make_unique<ParticleEffect>();
  effect->name = name;
  auto e = std::make_unique<Emitter>();
  e->count = 1;
  e->speedMin = e->speedMax = 0;
  e->lifeMin = e->lifeMax = 10000;
  e->alphaCurve.keys.clear();
  e->particleSize = 3;
  effect->emitters.push_back(std::move(e));
  project.effects.push_back(std::move(effect));
  return *project.effects.back()->emitters.back();
}

}  // namespace effect_renderer_test

using namespace effect_renderer_test;

class EffectRendererTest : public QObject {
  Q_OBJECT
 private slots:
  void spritesAndShapesDraw_data() {
    QTest::addColumn<bool>("splat");
    QTest::newRow("instanced") << false;
    QTest::newRow("splatted") << true;  // 3,002 particles: at least kSplatFrom
  }

  void spritesAndShapesDraw() {
    QFETCH(bool, splat);
    QTemporaryDir dir;
    // A 32 x 16 atlas: its left half red, its right half (the frame "glow") green.
    QImage atlas(32, 16, QImage::Format_RGBA8888);
    atlas.fill(QColor(255, 0, 0));
    for (int y = 0; y < 16; ++y)
      for (int x = 16; x < 32; ++x) atlas.setPixelColor(x, y, QColor(0, 255, 0));
    QVERIFY(atlas.save(dir.filePath("atlas.png")));
    Project project;
    project.directory = dir.path().toStdString();
    auto sheet = std::make_unique<Tileset>();
    sheet->name = "fx";
    sheet->images.push_back({"atlas.png", 32, 16});
    TilesetTile tile;
    tile.name = "glow";
    tile.x = 16;
    tile.width = 16;
    tile.height = 16;
    sheet->tiles.push_back(tile);
    project.tilesets.push_back(std::move(sheet));
    Emitter& sprite = stillEmitter(project, "sprite");
    sprite.look = Emitter::Look::Sprite;
    sprite.tileset = "fx";
    sprite.frames = "glow";
    sprite.blend = Emitter::Blend::Alpha;
    Emitter& disc = stillEmitter(project, "disc");
    disc.color = {40, 80, 255, 255};
    Emitter& many = stillEmitter(project, "many");
    many.count = 3000;
    many.particleSize = 0.05;
    many.shape = Emitter::Shape::Box;
    many.size = {2, 2};

    ui::LevelView view;
    view.resize(640, 360);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.followArea(QRectF(-8, -4.5, 16, 9));
    play::SceneKit kit(&view);
    QVERIFY(kit.isValid());
    play::EffectRenderer renderer(kit);
    QVERIFY(3002 >= play::kSplatFrom);
    if (!splat) renderer.setSplatFrom(1000000);

    EffectPlayer player(10000, 64);
    const EffectLibrary lib = EffectLibrary::build(project);
    QCOMPARE(lib.sprites().size(), std::size_t(1));
    player.setLibrary(lib);
    player.play(lib.find("sprite"), {-4, 0});
    player.play(lib.find("disc"), {4, 0});
    player.play(lib.find("many"), {0, 3});
    player.step();
    renderer.update(player, project.directory);
    QCOMPARE(renderer.instances(), 3002);
    QCOMPARE(renderer.spriteInstances(), 1);
    // Instanced: the atlas (alpha), the plain shapes (additive); splatted: one quad instead.
    QCOMPARE(renderer.batches(), splat ? 0 : 2);
    QCOMPARE(renderer.isSplatShown(), splat);

    const QPointF spriteAt = view.projectToWidget(QVector3D(-4, 0, play::kEntityZ));
    const QPointF discAt = view.projectToWidget(QVector3D(4, 0, play::kEntityZ));
    QImage image;
    auto greenAndBlue = [&] {
      image = view.grabImage();
      const QColor s = pixelAt(image, view, spriteAt), d = pixelAt(image, view, discAt);
      // Additive blending adds the disc to whatever is behind it: bluer than it, not blue alone.
      return s.green() > 150 && s.red() < 80 && d.blue() > 200 && d.blue() > d.red() + 60;
    };
    QTRY_VERIFY2_WITH_TIMEOUT(greenAndBlue(), qPrintable(QString("sprite %1, disc %2")
                                                            .arg(pixelAt(image, view, spriteAt).name(),
                                                                 pixelAt(image, view, discAt).name())),
                              15000);
    if (qEnvironmentVariableIsSet("SW_EFFECTS_SCREENSHOT")) image.save(qEnvironmentVariable("SW_EFFECTS_SCREENSHOT"));

    // Gone when the particles are.
    player.clear();
    renderer.update(player, project.directory);
    QCOMPARE(renderer.instances(), 0);
    QCOMPARE(renderer.batches(), 0);
    QVERIFY(!renderer.isSplatShown());
  }

  // Play (the editor's and scrollwork-player's PlayView): the run's shots play their weapon's
  // muzzle effect, drawn in the scene; an edit of the effects reaches the running Play.
  void playDrawsTheRunsEffects() {
    std::unique_ptr<Project> project = test::loadDemo();
    QVERIFY(project);
    auto flash = std::make_unique<ParticleEffect>(defaultEffect("flash"));
    flash->emitters[0]->count = 3;
    project->effects.push_back(std::move(flash));
    for (const WeaponType& w : builtInWeapons())
      if (!project->findWeaponType(w.name)) project->weapons.push_back(std::make_unique<WeaponType>(w));
    for (auto& w : project->weapons) w->muzzleEffect = "flash";
    ui::LevelView view;
    view.resize(640, 360);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showLevel(project.get(), project->levels.front().get());
    play::PlaySession session;
    session.setInputSource([] {
      TickInput in;
      in.player[0] = InputFire;
      return in;
    });
    play::PlayView play(&view, &session);
    QVERIFY(session.start(*project, 0, 1, 0, /*paused=*/true));
    for (int i = 0; i < 30; ++i) session.step();
    QVERIFY(play.effects());
    QVERIFY(play.effects()->played() > 0);
    QVERIFY(play.scene()->effectInstances() > 0);
    QCOMPARE(play.scene()->effectInstances(), int(play.effects()->player().particles().size()));
    // The counters count what is drawn: the effects' particles, not the simulation's sparks.
    QVERIFY(play.hud());
    QCOMPARE(play.hud()->state().particles, play.effects()->player().particles().size());
    // Edited while it runs: the next shots make 7 each.
    std::vector<std::unique_ptr<ParticleEffect>> edited;
    edited.push_back(std::make_unique<ParticleEffect>(*project->effects.back()));
    edited.back()->emitters[0]->count = 7;
    play.setEffects(edited);
    QCOMPARE(play.effects()->player().library().emitters()[0].count, 7);
    session.stop();
  }
};

QTEST_MAIN(EffectRendererTest)
#include "effect_renderer_test.moc"
