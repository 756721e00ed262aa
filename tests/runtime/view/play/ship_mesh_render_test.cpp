// The player ship's look in Play (view/play/ship_renderer.h, mesh_instances.h): the game
// rules' ship mesh (GameRulesAsset::shipMesh) is drawn instead of the built-in arrow, in its
// own colours; a texture graph (shipMaterial, EnemyType::material) paints the ship and an
// enemy type through the view's graph materials (LevelView::graphMaterial); a ship mesh
// that does not load leaves the arrow and is reported once. Checked on the rendered pixels.
// Needs a real GL context (xvfb-run).
#include <QApplication>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "support/constant_graph.h"
#include <memory>

#include "model/enemies/enemy_type.h"
#include "model/level/spawn.h"
#include "model/project/project.h"
#include "play/play_session.h"
#include "sim/runtime_level.h"
#include "support/frame_pixels.h"
#include "support/shooter_parts.h"
#include "support/test_files.h"
#include "support/textured_meshes.h"
#include "view/graph_tile_materials.h"
#include "view/level_view.h"
#include "view/play/play_view.h"

using sw::play::PlaySession;
using sw::play::PlayView;
using sw::test::pixelAt;
using sw::ui::LevelView;
using sw::test::constantGraph;

namespace ship_mesh_render_test {

const QColor kHull(0x3c, 0xc8, 0x50);        // the ship mesh's own (material) colour: green
const QColor kArrow(90, 190, 255);           // player 1's arrow (ship_renderer.cpp)
constexpr double kEnemyX = 6, kEnemyY = 4;   // the painted enemy, relative to the camera

// A level with nothing but the ship; `enemyMaterial` non-empty: also one still enemy of the
// hull mesh painted by that graph.
std::unique_ptr<sw::Project> shipProject(const QString& directory, const std::string& shipMesh,
                                         const std::string& shipMaterial, const std::string& enemyMaterial = {}) {
  auto project = std::make_unique<sw::Project>();
  project->directory = directory.toStdString();
  project->rules.shipMesh = shipMesh;
  project->rules.shipMaterial = shipMaterial;
  auto level = std::make_unique<sw::Level>();
  level->name = "test";
  if (!enemyMaterial.empty()) {
    auto type = std::make_unique<sw::EnemyType>();
    type->name = "painted";
    type->mesh = "meshes/hull.obj";
    type->material = enemyMaterial;
    type->movement = sw::EnemyMovement::Stationary;
    type->health = 1000000;
    project->enemyTypes.push_back(std::move(type));
    auto spawn = std::make_unique<sw::Spawn>();
    spawn->name = "spawn_painted";
    spawn->enemyType = "painted";
    spawn->position = {kEnemyX, kEnemyY};
    level->objects.push_back(std::move(spawn));
  }
  project->levels.push_back(std::move(level));
  return project;
}

// Within 12 degrees of hue and not grey: lighting changes how bright a colour is, not which.
bool sameHue(QColor seen, QColor wanted) {
  const int dh = std::abs(seen.hsvHue() - wanted.hsvHue());
  return seen.hsvSaturationF() > 0.35 && std::min(dh, 360 - dh) <= 12;
}
bool painted(QColor c) { return c.red() > c.green() + 60 && c.blue() > c.green() + 60; }  // the graph's magenta

// A Play of `project` in a view that makes texture-graph materials as the editor's does.
struct PlayRig {
  sw::ui::GraphTileMaterials materials;
  LevelView view;
  PlaySession session;
  std::unique_ptr<PlayView> play;

  bool start(const sw::Project& project) {
    materials.setProject(QString::fromStdString(project.directory));
    view.setGraphMaterialProvider([this](const QString& file) { return materials.materialQml(file); });
    view.resize(800, 450);
    view.show();
    if (!QTest::qWaitForWindowExposed(&view)) return false;
    view.showLevel(&project, project.levels.front().get());
    play = std::make_unique<PlayView>(&view, &session);
    return session.start(project, 0, 1, 0, /*paused=*/true);
  }
  QPointF widgetPoint(sw::Vec2 framePoint) {
    const sw::Vec2 p = framePoint + frameOriginOf(*session.runtime());
    return view.projectToWidget(QVector3D(float(p.x), float(p.y), 0.05f));
  }
  QPointF shipPoint() { return widgetPoint(playersOf(*session.runtime()).front().position); }
  // Steps (each step redraws) until the frame's pixel at the ship (and `more`) satisfies `ok`.
  QImage frameWhere(const std::function<bool(const QImage&)>& ok) {
    QImage image;
    (void)QTest::qWaitFor(
        [&] {
          session.step();
          image = view.grabImage();
          return !image.isNull() && view.pendingMeshLoads() == 0 && ok(image);
        },
        20000);
    return image;
  }
};

}  // namespace ship_mesh_render_test

using namespace ship_mesh_render_test;

class ShipMeshRenderTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    QVERIFY(sw::test::writeSquareObj(dir_.filePath("meshes/hull.obj"), kHull, {}, {}, true, 1.0f));
    QVERIFY(sw::test::writeFile(dir_.filePath("graphs/paint.graph.json"), constantGraph(0.85, 0.05, 0.75)));
  }

  // The rules' mesh, in its own green: neither the arrow's blue nor the background.
  void shipIsTheRulesMesh() {
    auto project = shipProject(dir_.path(), "meshes/hull.obj", "");
    PlayRig rig;
    QVERIFY(rig.start(*project));
    const QImage image = rig.frameWhere([&](const QImage& i) { return sameHue(pixelAt(i, rig.view, rig.shipPoint()), kHull); });
    const QColor ship = pixelAt(image, rig.view, rig.shipPoint());
    const QColor background = pixelAt(image, rig.view, rig.widgetPoint(playersOf(*rig.session.runtime()).front().position + sw::Vec2{0, 4}));
    QVERIFY2(sameHue(ship, kHull), qPrintable(ship.name()));
    QVERIFY2(!sameHue(ship, kArrow), qPrintable(ship.name()));
    QVERIFY2(!sameHue(background, kHull), qPrintable(background.name()));
    QCOMPARE(rig.play->scene()->playerInstances(), 1);  // the mesh alone: no arrow under it
    rig.session.stop();
  }

  // A texture graph of one flat colour paints the ship's mesh and an enemy type's mesh, over
  // the mesh's own green.
  void textureGraphPaintsShipAndEnemy() {
    auto project = shipProject(dir_.path(), "meshes/hull.obj", "graphs/paint.graph.json", "graphs/paint.graph.json");
    PlayRig rig;
    QVERIFY(rig.start(*project));
    const auto enemyPoint = [&] {
      for (const sw::Enemy& e : enemiesOf(*rig.session.runtime())) return rig.widgetPoint(e.position);
      return QPointF(-1, -1);
    };
    const QImage image = rig.frameWhere([&](const QImage& i) {
      return painted(pixelAt(i, rig.view, rig.shipPoint())) && painted(pixelAt(i, rig.view, enemyPoint()));
    });
    if (qEnvironmentVariableIsSet("SW_SHIP_MESH_SCREENSHOT")) image.save(qEnvironmentVariable("SW_SHIP_MESH_SCREENSHOT"));
    const QColor ship = pixelAt(image, rig.view, rig.shipPoint());
    const QColor enemy = pixelAt(image, rig.view, enemyPoint());
    QVERIFY2(painted(ship), qPrintable(ship.name()));
    QVERIFY2(painted(enemy), qPrintable(enemy.name()));
    QVERIFY2(rig.materials.lastProblems().isEmpty(), qPrintable(rig.materials.lastProblems().join('\n')));
    QCOMPARE(rig.play->scene()->enemyInstances(), 1);
    rig.session.stop();
  }

  // A ship mesh that cannot load: the arrow in the player's colour, and one report naming the
  // file however many frames ask for it.
  void shipMeshThatFailsFallsBackToTheArrow() {
    auto project = shipProject(dir_.path(), "meshes/missing.obj", "");
    PlayRig rig;
    QSignalSpy problems(&rig.view, &LevelView::meshProblem);
    QVERIFY(rig.start(*project));
    const QImage image = rig.frameWhere([&](const QImage& i) { return sameHue(pixelAt(i, rig.view, rig.shipPoint()), kArrow); });
    QVERIFY2(sameHue(pixelAt(image, rig.view, rig.shipPoint()), kArrow), qPrintable(pixelAt(image, rig.view, rig.shipPoint()).name()));
    for (int i = 0; i < 30; ++i) rig.session.step();
    QCOMPARE(rig.play->scene()->playerInstances(), 1);
    QCOMPARE(problems.count(), 1);
    QVERIFY2(problems.front().at(0).toString().contains("missing.obj"), qPrintable(problems.front().at(0).toString()));
    rig.session.stop();
  }
};

SW_TEST_OWN_MAIN(int argc, char** argv) {
  QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
  QApplication app(argc, argv);
  ShipMeshRenderTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "ship_mesh_render_test.moc"
