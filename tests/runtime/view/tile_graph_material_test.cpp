// Chain tiles painted by a texture graph (TileDef::material) in a level view (view/level_view.h):
// needs a real GL context (xvfb-run). A red block tile turns the colour its graph says,
// follows edits of the graph, and keeps its own colours without a material.
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "support/constant_graph.h"
#include <memory>

#include "model/project/project.h"
#include "model/io/project_io.h"
#include "view/graph_tile_materials.h"
#include "view/level_view.h"
#include "support/test_files.h"
#include "support/frame_pixels.h"

using sw::ui::GraphTileMaterials;
using sw::ui::LevelView;

namespace {

using sw::test::constantGraph;

const char* kBlockObj = R"(mtllib block.mtl
v 2 -7 -2
v 30 -7 -2
v 30 3 -2
v 2 3 -2
v 2 -7 2
v 30 -7 2
v 30 3 2
v 2 3 2
usemtl brick
f 1 4 3 2
f 5 6 7 8
f 1 2 6 5
f 4 8 7 3
f 1 5 8 4
f 2 3 7 6
)";
const char* kBlockMtl = "newmtl brick\nKd 0.75 0.2 0.2\n";


using sw::test::writeFile;

std::unique_ptr<sw::Project> blockProject(const QString& directory, const std::string& material) {
  auto project = std::make_unique<sw::Project>();
  project->directory = directory.toStdString();
  auto def = std::make_unique<sw::TileDef>();
  def->name = "block";
  def->mesh = "meshes/block.obj";
  def->material = material;
  project->tileDefs.push_back(std::move(def));
  auto level = std::make_unique<sw::Level>();
  level->name = "test";
  auto instance = std::make_unique<sw::TileInstance>();
  instance->name = "t1";
  instance->tile = "block";
  level->chain.push_back(std::move(instance));
  project->levels.push_back(std::move(level));
  return project;
}

using sw::test::pixelAt;

bool dominant(QColor c, int channel) {
  const int v[3] = {c.red(), c.green(), c.blue()};
  for (int i = 0; i < 3; ++i)
    if (i != channel && v[channel] < v[i] + 40) return false;
  return true;
}

}  // namespace

class TileGraphMaterialTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;

  QColor tileColour(LevelView& viewport, int channel) {
    const QPointF inside = viewport.projectToWidget({16.0f, -2.0f, 2.0f});
    QColor c;
    (void)QTest::qWaitFor(
        [&] {
          const QImage image = viewport.grabImage();
          c = image.isNull() ? QColor() : pixelAt(image, viewport, inside);
          return viewport.pendingMeshLoads() == 0 && dominant(c, channel);
        },
        15000);
    return c;
  }

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    QVERIFY(writeFile(dir_.filePath("meshes/block.obj"), kBlockObj));
    QVERIFY(writeFile(dir_.filePath("meshes/block.mtl"), kBlockMtl));
    QVERIFY(writeFile(dir_.filePath("graphs/paint.graph.json"), constantGraph(0.1, 0.2, 0.9)));
  }

  void tilePaintedByItsGraphFollowsEdits() {
    auto project = blockProject(dir_.path(), "graphs/paint.graph.json");
    GraphTileMaterials materials;
    materials.setProject(dir_.path());
    LevelView viewport;
    viewport.setGraphMaterialProvider([&](const QString& file) { return materials.materialQml(file); });
    viewport.resize(640, 360);
    viewport.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewport));
    viewport.showLevel(project.get(), project->levels.front().get());
    viewport.frameAll();

    QColor c = tileColour(viewport, 2);
    QVERIFY2(dominant(c, 2), qPrintable(c.name()));
    QVERIFY2(materials.lastProblems().isEmpty(), qPrintable(materials.lastProblems().join('\n')));
    const auto batches = viewport.tileBatches();
    QCOMPARE(int(batches.size()), 1);
    QVERIFY(batches.front().mesh.endsWith("\ngraphs/paint.graph.json"));

    // The graph changes: the tile follows.
    QVERIFY(writeFile(dir_.filePath("graphs/paint.graph.json"), constantGraph(0.1, 0.9, 0.1)));
    viewport.graphMaterialChanged("graphs/paint.graph.json");
    c = tileColour(viewport, 1);
    QVERIFY2(dominant(c, 1), qPrintable(c.name()));

    // A graph that cannot be read: the mesh's own red, and the reason is kept.
    QVERIFY(writeFile(dir_.filePath("graphs/paint.graph.json"), "{ not json"));
    viewport.graphMaterialChanged("graphs/paint.graph.json");
    c = tileColour(viewport, 0);
    QVERIFY2(dominant(c, 0), qPrintable(c.name()));
    QVERIFY(!materials.lastProblems().isEmpty());
    QVERIFY2(materials.lastProblems().front().contains("paint.graph.json"),
             qPrintable(materials.lastProblems().front()));
  }

  // The demo's corridor tiles name graphs/corridor.graph.json (the bricks, darker with depth). SW_PREVIEW_SCREENSHOT=dir
  // keeps a picture (dir/preview-level-bricks.png).
  void demoCorridorsArePaintedByBricks() {
    auto load = sw::loadProject(SW_SOURCE_DIR "/projects/demo");
    QVERIFY(load.project);
    sw::Project& project = *load.project;
    QCOMPARE(project.findTileDef("corridor")->material, std::string("graphs/corridor.graph.json"));
    GraphTileMaterials materials;
    materials.setProject(QString::fromStdString(project.directory));
    LevelView viewport;
    viewport.setGraphMaterialProvider([&](const QString& file) { return materials.materialQml(file); });
    viewport.resize(1280, 720);
    viewport.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewport));
    viewport.showLevel(&project, project.levels.front().get());
    QTRY_VERIFY_WITH_TIMEOUT(viewport.pendingMeshLoads() == 0, 30000);
    viewport.frameAll();
    // One copy of the batches per check: begin() and end() must come from the same vector.
    const auto paintedByBricks = [&] {
      const auto batches = viewport.tileBatches();
      return std::any_of(batches.begin(), batches.end(),
                         [](const auto& b) { return b.mesh.endsWith("\ngraphs/corridor.graph.json"); });
    };
    QTRY_VERIFY_WITH_TIMEOUT(paintedByBricks(), 10000);
    QVERIFY2(materials.lastProblems().isEmpty(), qPrintable(materials.lastProblems().join('\n')));
    QTest::qWait(500);
    if (const QByteArray dir = qgetenv("SW_PREVIEW_SCREENSHOT"); !dir.isEmpty())
      viewport.grabImage().save(QString::fromLocal8Bit(dir) + "/preview-level-bricks.png");
  }

  void tileWithoutMaterialKeepsItsColours() {
    auto project = blockProject(dir_.path(), "");
    GraphTileMaterials materials;
    materials.setProject(dir_.path());
    LevelView viewport;
    viewport.setGraphMaterialProvider([&](const QString& file) { return materials.materialQml(file); });
    viewport.resize(640, 360);
    viewport.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewport));
    viewport.showLevel(project.get(), project->levels.front().get());
    viewport.frameAll();
    const QColor c = tileColour(viewport, 0);
    QVERIFY2(dominant(c, 0), qPrintable(c.name()));
    QVERIFY(!viewport.tileBatches().front().mesh.contains('\n'));
  }
};

SW_TEST_OWN_MAIN(int argc, char** argv) {
  QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
  QApplication app(argc, argv);
  TileGraphMaterialTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "tile_graph_material_test.moc"
