// An edit rebuilds only the object layers that draw (or depend on) what it changed, and
// every layer then holds exactly what a full rebuild draws: nothing is left stale. On the
// demo in the main window, with ghost ships shown (a scrubbed tick): a marker or trigger
// move leaves the path and spawn layers' bytes as they were, so does moving a spawn that
// flies a path; a spawn or path edit rebuilds both of those, the scrubbed tick only the
// spawns; a selection of several kinds the union of theirs; undo shows the same. A mesh
// arriving (the tiles' art) keeps the object layers, unless an edit or a zoom came with it.
// The pick targets, made on the viewport's side thread while the layers are built, are
// after every edit those made here from the level as it is. The path layer, built on that
// thread too when others are built with it (a rebuild of a level shown before), holds the
// bytes this thread builds (the layers drawn as the demo opened against a full rebuild).
#include <QUndoStack>
#include <QtTest>

#include "document/commands/commands.h"
#include "document/document.h"
#include "document/commands/object_edits.h"
#include "document/commands/set_property_command.h"
#include "model/platformer/platform_geometry.h"
#include "support/demo_copy.h"
#include "ui/shell/main_window.h"
#include "ui/viewport/level_viewport.h"
#include "ui/viewport/viewport_picking.h"
#include "view/mesh_library.h"

using namespace sw;
using namespace sw::editor;
using sw::ui::LevelViewport;

namespace {
// objectLayerVertices(): markers, trigger fills, trigger lines, path lines, path points,
// spawn lines, spawn ships, platform fills, platform lines.
enum Layer {
  Markers,
  TriggerFills,
  TriggerLines,
  PathLines,
  PathPoints,
  SpawnLines,
  SpawnShips,
  PlatformFills,
  PlatformLines,
  LayerCount
};

void settle() {
  for (int i = 0; i < 3; ++i) QCoreApplication::processEvents(QEventLoop::AllEvents);
}

// Which layers were handed new bytes since `before` (the same bytes object: untouched).
bool samePickTargets(const std::vector<sw::ui::PickTarget>& a, const std::vector<sw::ui::PickTarget>& b) {
  if (a.size() != b.size()) {
    qWarning("%zu pick targets against %zu", a.size(), b.size());
    return false;
  }
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i].kind != b[i].kind || a[i].id != b[i].id || a[i].rect.min != b[i].rect.min ||
        a[i].rect.max != b[i].rect.max || a[i].points() != b[i].points()) {
      qWarning("pick target %zu (object %llu) differs", i, static_cast<unsigned long long>(a[i].id));
      return false;
    }
  return true;
}

QList<int> rebuiltSince(const std::vector<QByteArray>& before, const std::vector<QByteArray>& now) {
  QList<int> rebuilt;
  for (int i = 0; i < LayerCount; ++i)
    if (before[std::size_t(i)].constData() != now[std::size_t(i)].constData()) rebuilt << i;
  return rebuilt;
}
}  // namespace

class ViewportObjectLayersTest : public QObject {
  Q_OBJECT
 private:
  QTemporaryDir dir_;
  std::unique_ptr<MainWindow> window_;
  Document* doc_ = nullptr;
  LevelViewport* viewport_ = nullptr;

  ObjectId id(const char* name) const {
    LevelObject* o = doc_->editableLevel()->findByName(name);
    return o ? o->id : 0;
  }

  // What the layers hold now equals what rebuilding everything draws, and the pick
  // targets are those of the level as it is, before and after that rebuild.
  bool sameAsFullRebuild() {
    const std::vector<QByteArray> now = viewport_->objectLayerVertices();
    // The free objects' targets (the tiles' follow them, from the art laid out).
    const auto objectsPart = [&] {
      std::vector<sw::ui::PickTarget> part;
      for (const sw::ui::PickTarget& t : viewport_->currentPickTargets())
        if (t.kind != sw::ui::PickTarget::Kind::Tile) part.push_back(t);
      return part;
    };
    const auto madeHere = [&] { return sw::ui::objectPickTargets(*doc_->editableLevel(), &doc_->project()); };
    if (!samePickTargets(objectsPart(), madeHere())) return false;
    const std::size_t targets = viewport_->currentPickTargets().size();
    viewport_->noteStructureChanged();
    viewport_->refresh();
    settle();
    const std::vector<QByteArray> full = viewport_->objectLayerVertices();
    if (!samePickTargets(objectsPart(), madeHere()) || viewport_->currentPickTargets().size() != targets) return false;
    for (int i = 0; i < LayerCount; ++i)
      if (now[std::size_t(i)] != full[std::size_t(i)]) {
        qWarning("layer %d differs from a full rebuild (%lld against %lld bytes)", i,
                 qlonglong(now[std::size_t(i)].size()), qlonglong(full[std::size_t(i)].size()));
        return false;
      }
    return true;
  }

  // Runs `edit`, lets the viewport refresh, and says which layers it rebuilt.
  template <class Fn>
  QList<int> layersRebuiltBy(Fn edit) {
    const std::vector<QByteArray> before = viewport_->objectLayerVertices();
    edit();
    settle();
    return rebuiltSince(before, viewport_->objectLayerVertices());
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    window_ = std::make_unique<MainWindow>();
    window_->resize(1280, 800);
    window_->show();
    QVERIFY(window_->openProject(sw::test::copyDemo(dir_)));
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    doc_ = window_->document();
    viewport_ = window_->viewport();
    viewport_->setPreviewTick(420);  // drones_a and drones_b are flying then
    QTest::qWait(300);               // meshes arrive; the view frames once
    settle();
    QVERIFY(viewport_->spawnVertexCount() > 0 && viewport_->pathVertexCount() > 0 && viewport_->markerVertexCount() > 0);
    QVERIFY(sameAsFullRebuild());
  }

  void cleanupTestCase() {
    if (window_) window_->unsavedChangesPrompt = [] { return QMessageBox::Discard; };
    window_.reset();
  }

  void markerMoveRebuildsMarkersOnly() {
    const QList<int> rebuilt = layersRebuiltBy([&] {
      doc_->undoStack()->push(makeMoveCommand(doc_, doc_->editableLevel(), {id("checkpoint_a")}, {3, 1}));
    });
    QCOMPARE(rebuilt, QList<int>({Markers}));
    QVERIFY(sameAsFullRebuild());
    QCOMPARE(layersRebuiltBy([&] { doc_->undoStack()->undo(); }), QList<int>({Markers}));
    QVERIFY(sameAsFullRebuild());
  }

  void triggerMoveRebuildsTriggersOnly() {
    const QList<int> rebuilt = layersRebuiltBy([&] {
      doc_->undoStack()->push(makeMoveCommand(doc_, doc_->editableLevel(), {id("boss_defeated")}, {2, 0}));
    });
    QCOMPARE(rebuilt, QList<int>({TriggerFills, TriggerLines}));
    QVERIFY(sameAsFullRebuild());
    doc_->undoStack()->undo();
    settle();
    QVERIFY(sameAsFullRebuild());
  }

  void spawnOnAPathMovedChangesNothingDrawn() {
    // Its hidden position goes with the selection; it is drawn where its path puts it.
    QCOMPARE(layersRebuiltBy([&] {
               doc_->undoStack()->push(makeMoveCommand(doc_, doc_->editableLevel(), {id("drones_a")}, {4, 4}));
             }),
             QList<int>());
    QVERIFY(sameAsFullRebuild());
    doc_->undoStack()->undo();
    settle();
    QVERIFY(sameAsFullRebuild());
  }

  void mixedMovesNoteEachKindsLayers() {
    // A selection of several kinds: a spawn on a path with a marker is the markers alone;
    // a free spawn after one on a path both the path and spawn layers.
    QCOMPARE(layersRebuiltBy([&] {
               doc_->undoStack()->push(
                   makeMoveCommand(doc_, doc_->editableLevel(), {id("drones_a"), id("checkpoint_a")}, {2, 1}));
             }),
             QList<int>({Markers}));
    QVERIFY(sameAsFullRebuild());
    const QList<int> bothLayers({PathLines, PathPoints, SpawnLines, SpawnShips});
    QCOMPARE(layersRebuiltBy([&] {
               doc_->undoStack()->push(
                   makeMoveCommand(doc_, doc_->editableLevel(), {id("drones_a"), id("turret_floor")}, {1, 2}));
             }),
             bothLayers);
    QVERIFY(sameAsFullRebuild());
    for (int i = 0; i < 2; ++i) {
      doc_->undoStack()->undo();
      settle();
      QVERIFY(sameAsFullRebuild());
    }
  }

  void spawnAndPathEditsRebuildPathsAndSpawns() {
    // A free spawn moved, a spawn started further along its path, a path closed: each
    // shows at once, in both the path layer (ghost timing) and the spawn layer.
    const QList<int> bothLayers({PathLines, PathPoints, SpawnLines, SpawnShips});
    QCOMPARE(layersRebuiltBy([&] {
               doc_->undoStack()->push(makeMoveCommand(doc_, doc_->editableLevel(), {id("turret_floor")}, {1, 1}));
             }),
             bothLayers);
    QVERIFY(sameAsFullRebuild());
    const std::vector<QByteArray> beforeOffset = viewport_->objectLayerVertices();
    QCOMPARE(layersRebuiltBy([&] {
               doc_->undoStack()->push(new SetPropertyCommand(doc_, doc_->editableLevel(), {id("drones_a")},
                                                              "startOffset", {Value(12.0)}));
             }),
             bothLayers);
    QVERIFY(viewport_->objectLayerVertices()[SpawnLines] != beforeOffset[SpawnLines]);  // the ring moved
    QVERIFY(sameAsFullRebuild());
    const std::vector<QByteArray> beforeClosing = viewport_->objectLayerVertices();
    QCOMPARE(layersRebuiltBy([&] {
               doc_->undoStack()->push(
                   new SetPropertyCommand(doc_, doc_->editableLevel(), {id("swoop_top")}, "closed", {Value(true)}));
             }),
             bothLayers);
    QVERIFY(viewport_->objectLayerVertices()[PathLines] != beforeClosing[PathLines]);  // the closing segment
    QVERIFY(sameAsFullRebuild());
    for (int i = 0; i < 3; ++i) {
      doc_->undoStack()->undo();
      settle();
      QVERIFY(sameAsFullRebuild());
    }
  }

  void deleteAndItsUndoPickAsTheLevelIs() {
    // A path with its spawns, a marker and a trigger go, then come back: a whole rebuild
    // each time, its pick targets made beside the layers.
    const QVector<ObjectId> ids{id("swoop_top"), id("drones_a"), id("checkpoint_a"), id("boss_defeated")};
    QVERIFY(!ids.contains(0));
    const std::size_t before = viewport_->currentPickTargets().size();
    doc_->undoStack()->push(new RemoveObjectsCommand(doc_, doc_->editableLevel(), ids));
    settle();
    QCOMPARE(viewport_->currentPickTargets().size(), before - std::size_t(ids.size()));
    QVERIFY(sameAsFullRebuild());
    doc_->undoStack()->undo();
    settle();
    QCOMPARE(viewport_->currentPickTargets().size(), before);
    QVERIFY(sameAsFullRebuild());
  }

  void scrubbedTickRebuildsSpawnsOnly() {
    const std::vector<QByteArray> before = viewport_->objectLayerVertices();
    QCOMPARE(layersRebuiltBy([&] { viewport_->setPreviewTick(480); }), QList<int>({SpawnLines, SpawnShips}));
    QVERIFY(viewport_->objectLayerVertices()[SpawnShips] != before[SpawnShips]);  // the ships flew on
    QVERIFY(sameAsFullRebuild());
  }

  void meshArrivingKeepsObjectLayers() {
    // The tiles' art changed, the objects did not: their layers are kept as they are.
    const QList<int> rebuilt = layersRebuiltBy([&] {
      emit viewport_->meshLibrary()->meshReady(QStringLiteral("meshes/any.glb"));
    });
    QCOMPARE(rebuilt, QList<int>());
    QVERIFY(sameAsFullRebuild());
  }

  void editWithMeshArrivingShowsTheEdit() {
    // A mesh arriving in the same turn as an edit: the edit's layers are built all the same.
    const std::vector<QByteArray> before = viewport_->objectLayerVertices();
    doc_->undoStack()->push(makeMoveCommand(doc_, doc_->editableLevel(), {id("checkpoint_a")}, {3, 1}));
    emit viewport_->meshLibrary()->meshReady(QStringLiteral("meshes/any.glb"));
    settle();
    QVERIFY(rebuiltSince(before, viewport_->objectLayerVertices()).contains(Markers));
    QVERIFY(viewport_->objectLayerVertices()[Markers] != before[Markers]);
    QVERIFY(sameAsFullRebuild());
    // And the other order: the mesh first, the edit before the rebuild it asked for.
    emit viewport_->meshLibrary()->meshReady(QStringLiteral("meshes/any.glb"));
    const std::vector<QByteArray> moved = viewport_->objectLayerVertices();
    doc_->undoStack()->undo();
    settle();
    QVERIFY(viewport_->objectLayerVertices()[Markers] != moved[Markers]);
    QVERIFY(sameAsFullRebuild());
  }

  void meshArrivingAfterAZoomRebuildsObjectLayers() {
    // Overlay sizes are in pixels: a rebuild for the art at another zoom than the layers
    // were built for builds them again. The zoom is set behind the viewport's back, as a
    // reframe in the rebuild does.
    const std::vector<QByteArray> before = viewport_->objectLayerVertices();
    auto& camera = const_cast<sw::ui::CameraController&>(viewport_->camera());  // the viewport's own, not const
    camera.setUnitsPerPixel(camera.unitsPerPixel() * 1.5);
    emit viewport_->meshLibrary()->meshReady(QStringLiteral("meshes/any.glb"));
    settle();
    QVERIFY(!rebuiltSince(before, viewport_->objectLayerVertices()).isEmpty());
    QVERIFY(sameAsFullRebuild());
  }

  void platformerObjectsRebuildTheirLayerAndThePathTheyRide() {
    // A platform riding swoop_top and a character start: moving either rebuilds the
    // platform layers only; closing the path rebuilds them with the paths' and spawns'.
    doc_->undoStack()->push(makeAddObjects(
        doc_, doc_->editableLevel(),
        {{"Geometry", "lift", Vec2{40, 0}, [](LevelObject& o) { static_cast<PlatformGeometry&>(o).path = "swoop_top"; }},
         {"CharacterStart", "start", Vec2{44, 0}, {}}}));
    settle();
    QVERIFY(!viewport_->objectLayerVertices()[PlatformFills].isEmpty());
    QVERIFY(!viewport_->objectLayerVertices()[PlatformLines].isEmpty());
    QVERIFY(sameAsFullRebuild());
    const QList<int> platformLayers({PlatformFills, PlatformLines});
    for (const char* name : {"lift", "start"}) {
      QCOMPARE(layersRebuiltBy([&] {
                 doc_->undoStack()->push(makeMoveCommand(doc_, doc_->editableLevel(), {id(name)}, {1, 2}));
               }),
               platformLayers);
      QVERIFY(sameAsFullRebuild());
    }
    const std::vector<QByteArray> beforeClosing = viewport_->objectLayerVertices();
    QCOMPARE(layersRebuiltBy([&] {
               doc_->undoStack()->push(
                   new SetPropertyCommand(doc_, doc_->editableLevel(), {id("swoop_top")}, "closed", {Value(true)}));
             }),
             QList<int>({PathLines, PathPoints, SpawnLines, SpawnShips, PlatformFills, PlatformLines}));
    QVERIFY(viewport_->objectLayerVertices()[PlatformLines] != beforeClosing[PlatformLines]);  // its travel
    QVERIFY(sameAsFullRebuild());
    for (int i = 0; i < 4; ++i) {
      doc_->undoStack()->undo();
      settle();
      QVERIFY(sameAsFullRebuild());
    }
    QVERIFY(viewport_->objectLayerVertices()[PlatformFills].isEmpty());
  }
};

QTEST_MAIN(ViewportObjectLayersTest)
#include "viewport_object_layers_test.moc"
