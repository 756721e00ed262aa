// The level viewport draws chain tiles with instancing: one Model per mesh asset whose
// instance table holds one entry per chain link showing that mesh, at the link's origin.
// Checks the tables (and the scene's Models) against the chain layout through inserts,
// removals and replacements, placeholders, picking, and the loop marking. Runs under
// xvfb-run (a real GL context).
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QQuickItem>
#include <QQuickView>
#include <QTemporaryDir>
#include <QtQuick3D/QQuick3DObject>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <map>
#include <memory>

#include "model/project/project.h"
#include "model/io/project_io.h"
#include "model/tiles/tile_chain.h"
#include "support/shown_level_view.h"
#include "ui/viewport/level_viewport.h"
#include "view/level_overlays.h"
#include "view/mesh_geometry.h"
#include "support/test_files.h"
#include "support/frame_pixels.h"

using namespace sw;
using sw::ui::LevelViewport;
using sw::ui::TileInstancing;

namespace {

// A 28 x 10 x 4 block standing in the play plane at x 2..30.
QByteArray blockObj(const char* material) {
  return QByteArray("mtllib block.mtl\n"
                    "v 2 -7 -2\nv 30 -7 -2\nv 30 3 -2\nv 2 3 -2\n"
                    "v 2 -7 2\nv 30 -7 2\nv 30 3 2\nv 2 3 2\n"
                    "usemtl ") +
         material + "\nf 1 4 3 2\nf 5 6 7 8\nf 1 2 6 5\nf 4 8 7 3\nf 1 5 8 4\nf 2 3 7 6\n";
}

using sw::test::writeFile;

std::unique_ptr<TileInstance> newLink(const std::string& name, const std::string& tile) {
  auto t = std::make_unique<TileInstance>();
  t->name = name;
  t->tile = tile;
  t->id = newObjectId();
  return t;
}

// Tile "a" (mesh a.obj) steps 32 right; tile "b" (mesh b.obj) 32 right and 4 up, so
// every link has its own origin. "gap" names a mesh that does not exist.
std::unique_ptr<Project> twoMeshProject(const QString& directory, const std::string& tiles) {
  auto project = std::make_unique<Project>();
  project->directory = directory.toStdString();
  for (auto [name, mesh, exit] : {std::tuple{"a", "meshes/a.obj", Vec2{32, 0}},
                                  std::tuple{"b", "meshes/b.obj", Vec2{32, 4}},
                                  std::tuple{"gap", "meshes/missing.obj", Vec2{20, 0}}}) {
    auto def = std::make_unique<TileDef>();
    def->name = name;
    def->mesh = mesh;
    def->cameraEntry = {0, 0};
    def->cameraExit = exit;
    project->tileDefs.push_back(std::move(def));
  }
  auto level = std::make_unique<Level>();
  level->name = "test";
  int n = 0;
  for (char c : tiles) level->chain.push_back(newLink("t" + std::to_string(++n), c == 'g' ? "gap" : std::string(1, c)));
  project->levels.push_back(std::move(level));
  return project;
}

// The positions (and scales) a batch's instance table sends to the renderer.
std::vector<QVector3D> tablePositions(TileInstancing* instancing, std::vector<QVector3D>* scales = nullptr) {
  int count = 0;
  const QByteArray table = instancing->instanceTable(&count);
  std::vector<QVector3D> positions;
  if (table.size() != qsizetype(count * sizeof(QQuick3DInstancing::InstanceTableEntry))) return positions;
  const auto* entries = reinterpret_cast<const QQuick3DInstancing::InstanceTableEntry*>(table.constData());
  for (int i = 0; i < count; ++i) {
    positions.push_back(entries[i].getPosition());
    if (scales) scales->push_back(entries[i].getScale());
  }
  return positions;
}

// Origins of the chain links showing tile `tile`, in chain order.
std::vector<QVector3D> originsOf(const Project& project, const Level& level, const std::string& tile) {
  std::vector<QVector3D> origins;
  for (const ChainLink& l : layoutChain(project, level))
    if (l.instance->tile == tile) origins.push_back(QVector3D(float(l.origin.x), float(l.origin.y), 0));
  return origins;
}

bool samePoints(const std::vector<QVector3D>& a, const std::vector<QVector3D>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if ((a[i] - b[i]).length() > 1e-4f) return false;
  return true;
}

QString describe(const std::vector<QVector3D>& points) {
  QStringList parts;
  for (const QVector3D& p : points) parts << QStringLiteral("(%1,%2,%3)").arg(p.x()).arg(p.y()).arg(p.z());
  return parts.join(' ');
}

// Models drawn under the scene root: {instanced, plain with a mesh geometry} (a batch of a
// mesh no tile uses now is kept hidden, level_art.cpp).
std::pair<int, int> sceneModels(LevelViewport& viewport) {
  auto* root = qobject_cast<QQuick3DObject*>(
      viewport.quickView()->rootObject()->property("sceneRoot").value<QObject*>());
  int instanced = 0, plainMeshes = 0;
  if (!root) return {-1, -1};
  for (QQuick3DObject* child : root->childItems()) {
    if (child->metaObject()->indexOfProperty("instancing") < 0 || child->metaObject()->indexOfProperty("geometry") < 0)
      continue;
    if (!child->property("visible").toBool()) continue;
    QObject* instancing = child->property("instancing").value<QObject*>();
    QObject* geometry = child->property("geometry").value<QObject*>();
    if (instancing)
      ++instanced;
    else if (qobject_cast<sw::ui::MeshGeometry*>(geometry))
      ++plainMeshes;
  }
  return {instanced, plainMeshes};
}

using sw::test::pixelAt;

}  // namespace

class TileInstancingTest : public QObject {
  Q_OBJECT
 private:
  QTemporaryDir dir_;

  // The batches by tile name ("a", "b", or "" for placeholders).
  std::map<std::string, LevelViewport::TileBatchView> batchesByTile(LevelViewport& viewport) {
    std::map<std::string, LevelViewport::TileBatchView> result;
    for (const auto& batch : viewport.tileBatches()) {
      const std::string key = batch.mesh.isEmpty() ? "" : QFileInfo(batch.mesh).baseName().toStdString();
      result[key] = batch;
    }
    return result;
  }

  // Each batch's table matches the layout of the links using its mesh.
  void checkTables(LevelViewport& viewport, const Project& project, const Level& level,
                   const std::vector<std::string>& tiles) {
    auto batches = batchesByTile(viewport);
    QCOMPARE(batches.size(), tiles.size());
    for (const std::string& tile : tiles) {
      QVERIFY2(batches.count(tile), tile.c_str());
      const auto& batch = batches[tile];
      QVERIFY(batch.model && batch.instancing);
      QCOMPARE(batch.model->property("instancing").value<QObject*>(), static_cast<QObject*>(batch.instancing));
      const std::vector<QVector3D> actual = tablePositions(batch.instancing);
      const std::vector<QVector3D> expected = originsOf(project, level, tile);
      QVERIFY2(samePoints(actual, expected),
               qPrintable(QString::fromStdString(tile) + ": " + describe(actual) + " vs " + describe(expected)));
    }
    QCOMPARE(sceneModels(viewport), std::make_pair(int(tiles.size()), 0));
  }

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    QVERIFY(writeFile(dir_.filePath("meshes/a.obj"), blockObj("brick")));
    QVERIFY(writeFile(dir_.filePath("meshes/b.obj"), blockObj("moss")));
    QVERIFY(writeFile(dir_.filePath("meshes/block.mtl"), "newmtl brick\nKd 0.75 0.2 0.2\nnewmtl moss\nKd 0.2 0.7 0.3\n"));
  }

  void oneInstancedModelPerMesh() {
    auto project = twoMeshProject(dir_.path(), "aabab");  // N = 3 of a, M = 2 of b
    Level& level = *project->levels.front();
    LevelViewport viewport;
    QVERIFY(sw::test::showLevelIn(viewport, project.get(), &level));
    QTRY_VERIFY_WITH_TIMEOUT(viewport.pendingMeshLoads() == 0 && viewport.tileBatches().size() == 2, 15000);
    checkTables(viewport, *project, level, {"a", "b"});
    QCOMPARE(tablePositions(batchesByTile(viewport)["a"].instancing).size(), std::size_t(3));
    QCOMPARE(tablePositions(batchesByTile(viewport)["b"].instancing).size(), std::size_t(2));
    // Both batches share the asset's one geometry (not a copy per tile).
    auto batches = batchesByTile(viewport);
    QVERIFY(batches["a"].model->property("geometry").value<QObject*>() !=
            batches["b"].model->property("geometry").value<QObject*>());

    // Edits rewrite the tables; the Models stay and the camera does not move.
    QQuick3DObject* modelA = batches["a"].model;
    const QVector3D camera = viewport.camera().position();
    level.chain.insert(level.chain.begin() + 1, newLink("new_b", "b"));  // a b a b a b
    viewport.noteStructureChanged();
    viewport.refresh();
    checkTables(viewport, *project, level, {"a", "b"});
    QCOMPARE(tablePositions(batchesByTile(viewport)["b"].instancing).size(), std::size_t(3));
    QCOMPARE(batchesByTile(viewport)["a"].model, modelA);
    QCOMPARE(viewport.camera().position(), camera);

    level.chain.erase(level.chain.begin());  // b a b a b
    viewport.refresh();
    checkTables(viewport, *project, level, {"a", "b"});
    QCOMPARE(tablePositions(batchesByTile(viewport)["a"].instancing).size(), std::size_t(2));

    std::swap(level.chain[0], level.chain[1]);  // reorder: a b b a b
    viewport.refresh();
    checkTables(viewport, *project, level, {"a", "b"});

    QQuick3DObject* modelB = batchesByTile(viewport)["b"].model;
    for (auto& t : level.chain) t->tile = "a";  // replace every b: one batch left
    viewport.refresh();
    checkTables(viewport, *project, level, {"a"});
    QCOMPARE(tablePositions(batchesByTile(viewport)["a"].instancing).size(), std::size_t(5));
    QCOMPARE(viewport.camera().position(), camera);

    // A b again (an undo): b's Model, kept hidden, draws it (a new instancing table would
    // cost a frame more).
    level.chain[1]->tile = "b";
    viewport.refresh();
    checkTables(viewport, *project, level, {"a", "b"});
    QCOMPARE(batchesByTile(viewport)["b"].model, modelB);
  }

  void tilesRenderAndPickWhereTheyStand() {
    auto project = twoMeshProject(dir_.path(), "ab");
    Level& level = *project->levels.front();
    LevelViewport viewport;
    QVERIFY(sw::test::showLevelIn(viewport, project.get(), &level));
    QTRY_VERIFY_WITH_TIMEOUT(viewport.pendingMeshLoads() == 0 && viewport.tileBatches().size() == 2, 15000);
    viewport.frameAll();
    // Tile b sits at origin (32, 0): its block covers x 34..62, y -7..3 (green).
    const QPointF inB = viewport.projectToWidget({48.0f, -5.0f, 2.0f});
    const QPointF inA = viewport.projectToWidget({20.0f, -5.0f, 2.0f});  // off the screen outline
    QImage image;
    QTRY_VERIFY_WITH_TIMEOUT((image = viewport.grabImage(), pixelAt(image, viewport, inB).green() >
                                                               pixelAt(image, viewport, inB).red() + 40),
                             10000);
    if (qEnvironmentVariableIsSet("SW_DEBUG_SHOTS")) image.save("/tmp/inst/render.png");
    const QColor a = pixelAt(image, viewport, inA);
    QVERIFY2(a.red() > a.green() + 40, qPrintable(a.name()));
    // Picking uses our own bounds, not View3D.pick (which ignores instancing).
    QCOMPARE(viewport.objectAt(inA), level.chain[0]->id);
    QCOMPARE(viewport.objectAt(inB), level.chain[1]->id);
    // The selection highlight still finds the tile.
    viewport.setSelectedIds({level.chain[1]->id});
    QVERIFY(viewport.highlightVertexCount() > 0);
  }

  void placeholdersAreInstancedUnitBoxes() {
    auto project = twoMeshProject(dir_.path(), "agga");
    Level& level = *project->levels.front();
    LevelViewport viewport;
    viewport.resize(640, 360);
    viewport.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewport));
    viewport.showLevel(project.get(), &level);
    QTRY_VERIFY_WITH_TIMEOUT(viewport.pendingMeshLoads() == 0 && viewport.tileBatches().size() == 2, 15000);
    auto batches = batchesByTile(viewport);
    QVERIFY(batches.count(""));
    std::vector<QVector3D> scales;
    const std::vector<QVector3D> positions = tablePositions(batches[""].instancing, &scales);
    QCOMPARE(positions.size(), std::size_t(2));
    // The unit box moved to each placeholder box's corner and stretched to its size:
    // spans the 20-unit camera path and the 18-unit screen height.
    const auto links = layoutChain(*project, level);
    for (std::size_t i = 0; i < 2; ++i) {
      const Vec2 origin = links[i + 1].origin;
      QVERIFY2(std::abs(positions[i].x() - float(origin.x)) < 1e-4f && std::abs(positions[i].y() - float(origin.y - 9)) < 1e-4f,
               qPrintable(describe(positions)));
      QVERIFY2(std::abs(scales[i].x() - 20) < 1e-3f && std::abs(scales[i].y() - 18) < 1e-3f, qPrintable(describe(scales)));
    }
    QCOMPARE(sceneModels(viewport).first, 2);
  }

  void loopRangeIsMarkedAndFollowsEdits() {
    auto project = twoMeshProject(dir_.path(), "aaaaa");  // origins 0, 32, 64, 96, 128
    Level& level = *project->levels.front();
    auto trigger = std::make_unique<Trigger>();
    trigger->name = "done";
    level.objects.push_back(std::move(trigger));
    auto loop = std::make_unique<Loop>();
    loop->name = "arena";
    loop->first = "t2";
    loop->last = "t3";
    loop->untilTrigger = "done";
    Loop* theLoop = loop.get();
    level.objects.push_back(std::move(loop));

    LevelViewport viewport;
    QVERIFY(sw::test::showLevelIn(viewport, project.get(), &level));
    QTRY_VERIFY_WITH_TIMEOUT(viewport.pendingMeshLoads() == 0 && viewport.tileBatches().size() == 1, 15000);
    viewport.frameAll();
    QVERIFY(viewport.loopBandVertexCount() > 0);
    QCOMPARE(viewport.loopBands().size(), std::size_t(1));
    QCOMPARE(viewport.loopBands()[0].rect.left(), 32.0);  // t2's entry ...
    QCOMPARE(viewport.loopBands()[0].rect.right(), 96.0);  // ... to t3's exit
    QVERIFY(viewport.loopBands()[0].rect.top() <= -9.0 && viewport.loopBands()[0].rect.bottom() >= 9.0);

    // The start bracket is drawn in the loop colour just inside x = 32.
    const double upp = viewport.camera().unitsPerPixel();
    // (Below the camera path, which runs along y = 0.)
    const QPointF bracket = viewport.projectToWidget({float(32 + 2 * upp), -4.0f, 0.0f});
    const QPointF outside = viewport.projectToWidget({float(32 - 6 * upp), -4.0f, 0.0f});
    QImage image;
    const QColor loopRgb = sw::ui::loopColor();
    const auto isLoopColour = [&](QColor c) {
      return std::abs(c.red() - loopRgb.red()) < 24 && std::abs(c.green() - loopRgb.green()) < 24 &&
             std::abs(c.blue() - loopRgb.blue()) < 24;
    };
    (void)QTest::qWaitFor([&] { return image = viewport.grabImage(), isLoopColour(pixelAt(image, viewport, bracket)); }, 10000);
    if (qEnvironmentVariableIsSet("SW_DEBUG_SHOTS")) image.save("/tmp/inst/loop.png");
    QVERIFY2(isLoopColour(pixelAt(image, viewport, bracket)),
             qPrintable(QStringLiteral("%1 at %2,%3 of %4x%5").arg(pixelAt(image, viewport, bracket).name()).arg(bracket.x()).arg(bracket.y()).arg(image.width()).arg(image.height())));
    QVERIFY2(!isLoopColour(pixelAt(image, viewport, outside)), qPrintable(pixelAt(image, viewport, outside).name()));

    // The loop grows by a tile; the chain changes under it; the loop goes.
    theLoop->last = "t4";
    viewport.noteObjectsChanged({theLoop->id});
    viewport.refresh();
    QCOMPARE(viewport.loopBands().size(), std::size_t(1));
    QCOMPARE(viewport.loopBands()[0].rect.right(), 128.0);
    level.chain.erase(level.chain.begin());  // t2 now first, at the origin
    viewport.noteStructureChanged();
    viewport.refresh();
    QCOMPARE(viewport.loopBands()[0].rect.left(), 0.0);
    QCOMPARE(viewport.loopBands()[0].rect.right(), 96.0);
    level.objects.pop_back();
    viewport.noteStructureChanged();
    viewport.refresh();
    QVERIFY(viewport.loopBands().empty());
    QCOMPARE(viewport.loopBandVertexCount(), 0);
  }

  // The demo's boss_arena loop is marked over corridor_7 .. corridor_8.
  void demoLoopIsMarked() {
    auto load = loadProject(SW_SOURCE_DIR "/projects/demo");
    QVERIFY(load.project);
    Project& project = *load.project;
    Level& level = *project.levels.front();
    LevelViewport viewport;
    viewport.resize(1280, 720);
    viewport.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewport));
    viewport.showLevel(&project, &level);
    QTRY_COMPARE_WITH_TIMEOUT(viewport.pendingMeshLoads(), 0, 20000);
    QTRY_VERIFY(!viewport.tileBatches().empty());
    QCOMPARE(viewport.loopBands().size(), std::size_t(1));
    const auto links = layoutChain(project, level);
    std::size_t first = 0, last = 0;
    for (std::size_t i = 0; i < links.size(); ++i) {
      if (links[i].instance->name == "corridor_7") first = i;
      if (links[i].instance->name == "corridor_8") last = i;
    }
    QCOMPARE(viewport.loopBands()[0].first, first);
    QCOMPARE(viewport.loopBands()[0].last, last);
    QCOMPARE(viewport.loopBands()[0].rect.left(), links[first].origin.x + entryOf(links[first].def).x);
    QCOMPARE(viewport.loopBands()[0].rect.right(), links[last].origin.x + exitOf(links[last].def).x);
    // Every chain link is in exactly one table.
    std::size_t entries = 0;
    for (const auto& batch : viewport.tileBatches()) entries += tablePositions(batch.instancing).size();
    QCOMPARE(entries, links.size());

    const QString screenshot = qEnvironmentVariable("SW_INSTANCING_SCREENSHOT");
    if (!screenshot.isEmpty()) {
      // A close look at the loop and its neighbours.
      const QRectF band = viewport.loopBands()[0].rect;
      (void)band;
      viewport.frameAll();
      for (int i = 0; i < 3; ++i) {
        const QPointF anchor = viewport.projectToWidget({float(band.center().x()), float(band.center().y()), 0});
        QWheelEvent wheel(anchor, viewport.viewWidget()->mapToGlobal(anchor), {}, QPoint(0, 360), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(viewport.viewWidget(), &wheel);
      }
      QTest::qWait(500);
      QVERIFY(viewport.grabImage().save(screenshot));
    }
  }
};

SW_TEST_OWN_MAIN(int argc, char** argv) {
  QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
  QApplication app(argc, argv);
  TileInstancingTest test;
  QTEST_SET_MAIN_SOURCE_PATH
  return QTest::qExec(&test, argc, argv);
}

#include "tile_instancing_test.moc"
