// Editing a platformer's puzzle pieces in the real main window, from a new project of the
// "platformer" template: Edit > Add Platformer Object adds each kind where the view looks,
// the viewport draws it, a click inside its shape picks it, a drag moves it as one undo step
// and the property grid edits it; a door's expression is drawn as links to what it reads; a
// selected ledge shows the first character's jump arc, gone when deselected. Needs a
// display (xvfb).
#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMessageBox>
#include <QUndoStack>
#include <QtTest>
#include <memory>

#include "document/document.h"
#include "model/level/level.h"
#include "model/platformer/platform_geometry.h"
#include "model/platformer/puzzle_objects.h"
#include "support/scratch_settings.h"
#include "ui/property_grid/property_grid.h"
#include "ui/shell/main_window.h"
#include "ui/viewport/level_viewport.h"
#include "ui/viewport/puzzle_overlays.h"

using namespace sw;
using namespace sw::editor;
using sw::ui::LevelViewport;

class PuzzleEditingTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  std::unique_ptr<MainWindow> window_;
  Document* doc_ = nullptr;
  LevelViewport* viewport_ = nullptr;
  QWidget* quick_ = nullptr;
  PropertyGrid* grid_ = nullptr;

  QPoint at(Vec2 p) const {
    const QPointF w = viewport_->projectToWidget(QVector3D(float(p.x), float(p.y), 0));
    return quick_->mapFrom(viewport_, w.toPoint());
  }
  ObjectId objectAt(Vec2 p) const {
    return viewport_->objectAt(viewport_->projectToWidget(QVector3D(float(p.x), float(p.y), 0)));
  }
  void settle() {
    for (int i = 0; i < 3; ++i) {
      QCoreApplication::processEvents();
      QTest::qWait(10);
    }
  }
  void click(Vec2 p) {
    QTest::mouseClick(quick_, Qt::LeftButton, {}, at(p));
    settle();
  }
  void drag(QPoint from, QPoint to) {
    QTest::mousePress(quick_, Qt::LeftButton, {}, from);
    for (int i = 1; i <= 8; ++i) {
      const QPoint p = from + (to - from) * i / 8;
      QMouseEvent move(QEvent::MouseMove, QPointF(p), quick_->mapToGlobal(QPointF(p)), Qt::NoButton,
                       Qt::LeftButton, {});
      QApplication::sendEvent(quick_, &move);
    }
    QTest::mouseRelease(quick_, Qt::LeftButton, {}, to);
    settle();
  }
  QSet<ObjectId> selected() const { return doc_->selection()->ids(); }
  LevelObject* named(const char* name) const { return doc_->editableLevel()->findByName(name); }
  int platformLineVertices() const { return int(viewport_->objectLayerVertices().back().size()); }
  bool setInGrid(const char* key, const QString& value) {
    grid_->refreshNow();
    const QModelIndex index = grid_->indexOfKey(QLatin1String(key));
    if (!index.isValid()) return false;
    const bool ok = grid_->model()->setData(index, value);
    settle();
    return ok;
  }

 private slots:
  void initTestCase() {
    sw::test::useScratchSettings(QStringLiteral("puzzle-editing"));
    QVERIFY(dir_.isValid());
  }

  void init() {
    window_ = std::make_unique<MainWindow>();
    window_->unsavedChangesPrompt = [] { return QMessageBox::Discard; };
    window_->resize(1300, 850);
    window_->show();
    window_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window_.get()));
    doc_ = window_->document();
    const QString folder = dir_.filePath(QString::fromLatin1(QTest::currentTestFunction()) + QLatin1Char('_') +
                                         QString::fromLatin1(QTest::currentDataTag() ? QTest::currentDataTag() : ""));
    QVERIFY(doc_->newProject(folder, QStringLiteral("platformer"), QStringLiteral("Jumper")).ok());
    settle();
    QVERIFY(doc_->level());
    QCOMPARE(doc_->level()->kind, Level::Kind::Free);
    viewport_ = window_->viewport();
    quick_ = viewport_->viewWidget();
    grid_ = window_->findChild<PropertyGrid*>(QStringLiteral("propertyGrid"));
    QVERIFY(grid_);
    viewport_->setFocus();
  }

  void cleanup() { window_.reset(); }

  void eachPieceIsAddedDrawnPickedDraggedAndEdited_data() {
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("kind");
    QTest::newRow("door") << "addDoorAction" << "Door";
    QTest::newRow("switch") << "addSwitchAction" << "Switch";
    QTest::newRow("crate") << "addCrateAction" << "Crate";
    QTest::newRow("barrier") << "addBarrierAction" << "Barrier";
    QTest::newRow("checkpoint") << "addCheckpointAction" << "Checkpoint";
    QTest::newRow("goal") << "addGoalAction" << "Goal";
  }

  void eachPieceIsAddedDrawnPickedDraggedAndEdited() {
    QFETCH(QString, action);
    QFETCH(QString, kind);
    // In the Edit menu's submenu, with the geometry and start adds.
    auto* menu = window_->findChild<QMenu*>(QStringLiteral("addPlatformerObjectMenu"));
    QVERIFY(menu);
    QAction* add = nullptr;
    for (QAction* a : menu->actions())
      if (a->objectName() == action) add = a;
    QVERIFY(add);
    QVERIFY(menu->actions().contains(window_->findChild<QAction*>(QStringLiteral("addGeometryAction"))));

    const int fillsBefore = int(viewport_->objectLayerVertices()[viewport_->objectLayerVertices().size() - 2].size());
    const int linesBefore = platformLineVertices();
    const int steps = doc_->undoStack()->count();
    add->trigger();
    settle();
    QCOMPARE(doc_->undoStack()->count(), steps + 1);
    QCOMPARE(selected().size(), 1);
    LevelObject* piece = doc_->editableLevel()->findById(*selected().begin());
    QVERIFY(piece);
    QCOMPARE(QString::fromStdString(piece->description().typeName()), kind);
    const Vec2 placed = std::get<Vec2>(piece->description().find("position")->get(*piece));
    const auto centre = viewport_->playPlanePoint(QRectF(viewport_->rect()).center());
    QVERIFY(centre);
    QCOMPARE(placed, (Vec2{std::round(centre->x), std::round(centre->y)}));

    // Drawn in the platformer layer.
    QVERIFY(int(viewport_->objectLayerVertices()[viewport_->objectLayerVertices().size() - 2].size()) > fillsBefore);
    QVERIFY(platformLineVertices() > linesBefore);

    // Picked by a click inside its shape (clicked away first: the add selected it).
    const auto area = sw::ui::puzzleArea(*piece);
    QVERIFY(area);
    // (Low in it: the template's beam passes a few pixels above a new checkpoint's middle.)
    const Vec2 inside{area->centre().x, area->min.y + 0.3 * (area->max.y - area->min.y)};
    QVERIFY2((at(inside + Vec2{1, 0}) - at(inside)).manhattanLength() > 8, "level drawn too small");
    QCOMPARE(objectAt(inside), piece->id);
    doc_->selection()->clear();
    settle();
    click(inside);
    QCOMPARE(selected(), QSet<ObjectId>{piece->id});

    // Dragged through its position: whole units, one undo step.
    const int beforeDrag = doc_->undoStack()->count();
    drag(at(inside), at(inside) + (at(Vec2{3, 2}) - at(Vec2{0, 0})));
    const Vec2 movedTo = std::get<Vec2>(piece->description().find("position")->get(*piece));
    QCOMPARE(movedTo, (placed + Vec2{3, 2}));
    QCOMPARE(doc_->undoStack()->count(), beforeDrag + 1);
    QCOMPARE(objectAt(inside + Vec2{3, 2}), piece->id);

    // Edited in the grid: one undo step.
    const int beforeEdit = doc_->undoStack()->count();
    QVERIFY(setInGrid("name", QStringLiteral("renamed")));
    QCOMPARE(piece->name, std::string("renamed"));
    QCOMPARE(doc_->undoStack()->count(), beforeEdit + 1);

    // Undone, all of it goes: the level is the template's again.
    for (int i = 0; i < 3; ++i) doc_->undoStack()->undo();
    settle();
    QCOMPARE(doc_->undoStack()->count(), steps + 3);  // (undone, not dropped)
    QCOMPARE(doc_->undoStack()->index(), steps);
    QCOMPARE(platformLineVertices(), linesBefore);
  }

  void doorsLinkToWhatTheirExpressionReads() {
    // The template's door_1 opens when lever_1.on: a dashed link with an arrowhead. Emptied
    // in the grid, the link goes; a door reading two objects draws more.
    auto* door = dynamic_cast<Door*>(named("door_1"));
    QVERIFY(door);
    QCOMPARE(door->opensWhen, std::string("lever_1.on"));
    const auto area = sw::ui::puzzleArea(*door);
    QVERIFY(area);
    click(area->centre());
    QCOMPARE(selected(), QSet<ObjectId>{door->id});
    const int linked = platformLineVertices();
    QVERIFY(setInGrid("opensWhen", QString()));
    QCOMPARE(door->opensWhen, std::string());
    const int unlinked = platformLineVertices();
    QVERIFY2(unlinked < linked, qPrintable(QStringLiteral("%1 -> %2").arg(linked).arg(unlinked)));
    QVERIFY(setInGrid("opensWhen", QStringLiteral("lever_1.on and plate_1.pressed")));
    QVERIFY(platformLineVertices() > linked);
  }

  void aSelectedLedgeShowsTheJumpArc() {
    auto* ledge = dynamic_cast<PlatformGeometry*>(named("ledge_high"));
    QVERIFY(ledge);
    QCOMPARE(viewport_->jumpArcVertexCount(), 0);
    click(ledge->anchor);
    QCOMPARE(selected(), QSet<ObjectId>{ledge->id});
    const int arc = viewport_->jumpArcVertexCount();
    QVERIFY(arc > 0);
    // Deselected (a click on empty space above the room): gone.
    click(Vec2{0, 12});
    QVERIFY(selected().isEmpty());
    QCOMPARE(viewport_->jumpArcVertexCount(), 0);
    // A crate selected draws none either; two ledges neither.
    auto* crate = named("crate_1");
    QVERIFY(crate);
    doc_->selection()->set({crate->id});
    settle();
    QCOMPARE(viewport_->jumpArcVertexCount(), 0);
    doc_->selection()->set({ledge->id, named("ledge_mid")->id});
    settle();
    QCOMPARE(viewport_->jumpArcVertexCount(), 0);
    doc_->selection()->set({ledge->id});
    settle();
    QCOMPARE(viewport_->jumpArcVertexCount(), arc);
  }
};

QTEST_MAIN(PuzzleEditingTest)
#include "puzzle_editing_test.moc"
