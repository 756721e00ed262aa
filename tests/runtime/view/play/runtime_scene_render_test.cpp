// Enemies with meshes in Play (view/play/runtime_scene.h, shared by the editor and
// scrollwork-player): a mesh with materials shows their base colours and textures whatever
// the enemy type's colour; the type's colour tints only a mesh without a material. Needs a
// real GL context (xvfb-run). Set SW_PLAY_ART_SCREENSHOT to a .png path to keep the picture.
#include <QApplication>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

#include "model/enemies/enemy_type.h"
#include "model/project/project.h"
#include "model/level/spawn.h"
#include "sim/runtime_level.h"
#include "support/textured_meshes.h"
#include "view/level_view.h"
#include "play/play_session.h"
#include "view/play/play_view.h"
#include "support/shooter_parts.h"
#include "support/frame_pixels.h"

using sw::play::PlaySession;
using sw::play::PlayView;
using sw::test::TextureIn;
using sw::test::twoToneImage;
using sw::test::writeSquareGltf;
using sw::test::writeSquareObj;
using sw::ui::LevelView;

namespace {

const QColor kSkin(0xe6, 0x50, 0x3c);
const QColor kGreen(0x3c, 0xc8, 0x50);
const QColor kBlue(40, 60, 255);

struct Enemy {
  const char* type;
  const char* mesh;
  QColor color;  // the enemy type's colour
  double x;
};
// Left to right: a textured glTF and a glTF with base colour #e6503c, both of a blue enemy
// type; a bare OBJ (no material) of a green one, and the same bare OBJ of a blue one.
const Enemy kEnemies[] = {{"textured", "meshes/textured/textured.gltf", kBlue, -9},
                          {"skin", "meshes/skin/skin.gltf", kBlue, -3},
                          {"bare_green", "meshes/bare/bare.obj", kGreen, 3},
                          {"bare_blue", "meshes/bare/bare.obj", kBlue, 9}};
constexpr double kEnemyY = 4;

std::unique_ptr<sw::Project> enemiesProject(const QString& directory) {
  auto project = std::make_unique<sw::Project>();
  project->directory = directory.toStdString();
  auto level = std::make_unique<sw::Level>();
  level->name = "test";
  for (const Enemy& e : kEnemies) {
    auto type = std::make_unique<sw::EnemyType>();
    type->name = e.type;
    type->mesh = e.mesh;
    type->color = sw::Color{std::uint8_t(e.color.red()), std::uint8_t(e.color.green()),
                            std::uint8_t(e.color.blue()), 255};
    type->movement = sw::EnemyMovement::Stationary;
    type->health = 1000000;
    project->enemyTypes.push_back(std::move(type));
    auto spawn = std::make_unique<sw::Spawn>();
    spawn->name = std::string("spawn_") + e.type;
    spawn->enemyType = e.type;
    spawn->position = {e.x, kEnemyY};
    level->objects.push_back(std::move(spawn));
  }
  project->levels.push_back(std::move(level));
  return project;
}

using sw::test::pixelAt;

// Within 8 degrees of hue and 0.15 of saturation, not much darker or lighter: lighting
// changes a colour's brightness, not what colour it is.
bool looksLike(QColor seen, QColor wanted) {
  const int dh = std::abs(seen.hsvHue() - wanted.hsvHue());
  return std::min(dh, 360 - dh) <= 8 && std::abs(seen.hsvSaturationF() - wanted.hsvSaturationF()) <= 0.15 &&
         seen.valueF() >= wanted.valueF() * 0.7 && seen.valueF() <= std::min(1.0, wanted.valueF() * 1.3);
}
bool isReddish(QColor c) { return c.red() > 120 && c.red() > c.green() + 80 && c.red() > c.blue() + 80; }

}  // namespace

class RuntimeSceneRenderTest : public QObject {
  Q_OBJECT
 private:
  QTemporaryDir dir_;

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    const QImage red = twoToneImage(QColor(255, 0, 0), QColor(255, 0, 0));
    QVERIFY(writeSquareGltf(dir_.filePath("meshes/textured/textured.gltf"), Qt::white, TextureIn::File, red,
                            QStringLiteral("red.png"), true, 1.5f));
    QVERIFY(writeSquareGltf(dir_.filePath("meshes/skin/skin.gltf"), kSkin, TextureIn::None, {}, {}, true, 1.5f));
    QVERIFY(writeSquareObj(dir_.filePath("meshes/bare/bare.obj"), QColor(), {}, {}, /*withMaterial=*/false, 1.5f));
  }

  void enemyColourTintsOnlyMeshesWithoutMaterial() {
    auto project = enemiesProject(dir_.path());
    LevelView view;
    view.resize(800, 450);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showLevel(project.get(), project->levels.front().get());

    PlaySession session;
    PlayView play(&view, &session);
    QVERIFY(session.start(*project, 0, 1, 0, /*paused=*/true));
    session.step();
    session.step();
    const sw::RuntimeLevel* runtime = session.runtime();
    QVERIFY(runtime);
    QCOMPARE(int(enemiesOf(*runtime).size()), 4);
    // Meshes load off the UI thread; each step redraws.
    QTRY_VERIFY_WITH_TIMEOUT(
        (session.step(), view.pendingMeshLoads() == 0 && play.scene()->enemyInstances() == 4), 20000);
    session.step();

    const auto where = [&](const Enemy& e) {
      for (const auto& enemy : enemiesOf(*runtime))
        if (std::abs(enemy.position.x + frameOriginOf(*runtime).x - e.x) < 0.5) {
          const sw::Vec2 p = enemy.position + frameOriginOf(*runtime);
          return view.projectToWidget(QVector3D(float(p.x), float(p.y), 0.05f));
        }
      return QPointF(-1, -1);
    };
    QImage image;
    const auto drawn = [&] {
      image = view.grabImage();
      return !image.isNull() && isReddish(pixelAt(image, view, where(kEnemies[0])));
    };
    QTest::qWaitFor(drawn, 15000);
    if (qEnvironmentVariableIsSet("SW_PLAY_ART_SCREENSHOT")) play.grab().save(qEnvironmentVariable("SW_PLAY_ART_SCREENSHOT"));

    const QColor textured = pixelAt(image, view, where(kEnemies[0]));
    const QColor skin = pixelAt(image, view, where(kEnemies[1]));
    const QColor bareGreen = pixelAt(image, view, where(kEnemies[2]));
    const QColor bareBlue = pixelAt(image, view, where(kEnemies[3]));
    QVERIFY2(isReddish(textured), qPrintable(textured.name()));  // its texture, not the type's blue
    QVERIFY2(looksLike(skin, kSkin), qPrintable(skin.name()));    // its base colour, not blue
    QVERIFY2(looksLike(bareGreen, kGreen), qPrintable(bareGreen.name()));  // no material: the type's colour
    QVERIFY2(looksLike(bareBlue, kBlue), qPrintable(bareBlue.name()));
    // The two types sharing the bare mesh are two instanced batches (one per tint); the
    // textured mesh would be one for any number of types.
    QCOMPARE(play.scene()->enemyInstances(), 4);
    session.stop();
  }
};

QTEST_MAIN(RuntimeSceneRenderTest)
#include "runtime_scene_render_test.moc"
