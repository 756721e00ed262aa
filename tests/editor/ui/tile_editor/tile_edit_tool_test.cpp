// The Tile Editor's edit logic without a window: gestures in play-plane and pixel
// coordinates (the tool's default projection: 10 pixels per unit, y up), each finished
// gesture one undo step, refused edits leaving everything as it was.
#include <QSignalSpy>
#include <QtTest>
#include <memory>

#include "document/document.h"
#include "model/tiles/tile_def.h"
#include "ui/tile_editor/tile_edit_tool.h"

using namespace sw::editor;
using Kind = TileHandle::Kind;

namespace {

QPointF px(sw::Vec2 p) { return QPointF(p.x * 10.0, -p.y * 10.0); }

// A document whose project holds one tile: a 4x4 square and a triangle beside it,
// entry (0,0), exit (8,0), no intermediate points.
struct Fixture {
  Document document;
  sw::TileDef* def = nullptr;
  std::unique_ptr<TileEditTool> tool;

  Fixture() {
    document.newProject();
    auto tile = std::make_unique<sw::TileDef>();
    tile->name = "box";
    tile->collision = {{{0, 0}, {4, 0}, {4, 4}, {0, 4}}, {{10, 0}, {14, 0}, {12, 3}}};
    tile->cameraEntry = {0, -2};
    tile->cameraExit = {8, -2};
    def = tile.get();
    document.editableProject().tileDefs.push_back(std::move(tile));
    document.setCurrentTileDef(def);
    tool = std::make_unique<TileEditTool>(&document);
  }
  int steps() { return document.undoStack()->count(); }
  void click(sw::Vec2 p, Qt::KeyboardModifiers m = {}) {
    tool->press(p, px(p), m);
    tool->release(p, px(p), m);
  }
  void drag(sw::Vec2 from, sw::Vec2 to, Qt::KeyboardModifiers m = {}) {
    tool->press(from, px(from), m);
    const sw::Vec2 mid = (from + to) * 0.5;
    tool->move(mid, px(mid), m);
    tool->move(to, px(to), m);
    tool->release(to, px(to), m);
  }
};

}  // namespace

class TileEditToolTest : public QObject {
  Q_OBJECT
 private slots:
  void followsTheCurrentDefinition() {
    Fixture f;
    QCOMPARE(f.tool->tileDef(), f.def);
    QCOMPARE(f.tool->shape().collision.size(), std::size_t(2));
    // Selecting level objects clears the current definition; the editor keeps showing it.
    f.document.setCurrentTileDef(nullptr);
    QCOMPARE(f.tool->tileDef(), f.def);
  }

  void clickShiftAndCtrlSelect() {
    Fixture f;
    f.click({4, 0});
    QCOMPARE(f.tool->selection(), std::set<TileHandle>{TileHandle::vertex(0, 1)});
    f.click({4, 4}, Qt::ShiftModifier);
    QCOMPARE(f.tool->selection().size(), std::size_t(2));
    f.click({4, 0}, Qt::ControlModifier);  // toggles off
    QCOMPARE(f.tool->selection(), std::set<TileHandle>{TileHandle::vertex(0, 2)});
    f.click({20, 20});  // empty space clears
    QVERIFY(f.tool->selection().empty());
    f.click({2, 2});  // inside the square: all its vertices
    QCOMPARE(f.tool->selection().size(), std::size_t(4));
    QCOMPARE(f.steps(), 0);
  }

  void rubberBandSelectsSeveral() {
    Fixture f;
    // From (-1,5) to (5,-1): the square's four corners and the entry (0,-2) is outside.
    f.drag({-1, 5}, {5, -1});
    QCOMPARE(f.tool->selection().size(), std::size_t(4));
    QVERIFY(!f.tool->bandVisible());
    // Shift+band adds the triangle; the camera entry comes with the wider band.
    f.drag({9, 4}, {15, -3}, Qt::ShiftModifier);
    QCOMPARE(f.tool->selection().size(), std::size_t(7));
    QVERIFY(f.tool->selection().count(TileHandle::vertex(1, 2)));
  }

  void movingVerticesIsOneCommandAndUndoRestores() {
    Fixture f;
    f.click({0, 0});
    f.click({4, 0}, Qt::ShiftModifier);
    f.drag({4, 0}, {5, -1});
    QCOMPARE(f.steps(), 1);
    const sw::Polygon moved{{1, -1}, {5, -1}, {4, 4}, {0, 4}};
    QCOMPARE(f.def->collision[0], moved);
    QCOMPARE(f.def->collision[1].size(), std::size_t(3));  // the other polygon untouched
    f.document.undoStack()->undo();
    QCOMPARE(f.def->collision[0], (sw::Polygon{{0, 0}, {4, 0}, {4, 4}, {0, 4}}));
    QCOMPARE(f.tool->shape().collision[0], f.def->collision[0]);  // the view follows undo
    f.document.undoStack()->redo();
    QCOMPARE(f.def->collision[0], moved);
  }

  void dragWithVerticesAndCameraPointsIsOneStep() {
    Fixture f;
    f.click({4, 4});
    f.click({8, -2}, Qt::ShiftModifier);  // the exit marker
    f.drag({4, 4}, {5, 5});
    QCOMPARE(f.steps(), 1);
    QCOMPARE(f.def->cameraExit, (sw::Vec2{9, -1}));
    QCOMPARE(f.def->collision[0][2], (sw::Vec2{5, 5}));
    f.document.undoStack()->undo();
    QCOMPARE(f.def->cameraExit, (sw::Vec2{8, -2}));
    QCOMPARE(f.def->collision[0][2], (sw::Vec2{4, 4}));
  }

  void draggingTheExitMarkerChangesCameraExit() {
    Fixture f;
    f.drag({8, -2}, {8, 3});
    QCOMPARE(f.def->cameraExit, (sw::Vec2{8, 3}));
    QCOMPARE(f.def->cameraEntry, (sw::Vec2{0, -2}));
    QCOMPARE(f.steps(), 1);
    // The entry too, and with snapping the grabbed marker lands on the half-unit grid.
    f.tool->setSnapToGrid(true);
    f.drag({0, -2}, {0.7, -1.2});
    QCOMPARE(f.def->cameraEntry, (sw::Vec2{0.5, -1.0}));
  }

  void insertOnEdgePutsTheVertexAtTheRightIndex() {
    Fixture f;
    f.tool->doubleClick({4, 2}, px({4, 2}), {});  // on the edge (4,0)-(4,4)
    QCOMPARE(f.def->collision[0].size(), std::size_t(5));
    QCOMPARE(f.def->collision[0][2], (sw::Vec2{4, 2}));
    QCOMPARE(f.def->collision[0][3], (sw::Vec2{4, 4}));
    QCOMPARE(f.tool->selection(), std::set<TileHandle>{TileHandle::vertex(0, 2)});
    // The closing edge (last vertex back to the first) appends.
    f.click({0, 1}, Qt::ControlModifier);
    QCOMPARE(f.def->collision[0].size(), std::size_t(6));
    QCOMPARE(f.def->collision[0][5], (sw::Vec2{0, 1}));
    QCOMPARE(f.steps(), 2);
    f.document.undoStack()->undo();
    QCOMPARE(f.def->collision[0].size(), std::size_t(5));
  }

  void deleteLeavingFewerThanThreeRemovesThePolygon() {
    Fixture f;
    f.click({12, 3});
    QVERIFY(f.tool->key(Qt::Key_Delete, {}));
    QCOMPARE(f.def->collision.size(), std::size_t(1));  // the triangle is gone
    QCOMPARE(f.steps(), 1);
    // Deleting one corner of the square leaves a triangle.
    f.click({4, 4});
    f.tool->deleteSelection();
    QCOMPARE(f.def->collision.size(), std::size_t(1));
    QCOMPARE(f.def->collision[0], (sw::Polygon{{0, 0}, {4, 0}, {0, 4}}));
    QVERIFY(f.tool->selection().empty());
    f.document.undoStack()->undo();
    f.document.undoStack()->undo();
    QCOMPARE(f.def->collision.size(), std::size_t(2));
  }

  void deletingSeveralVerticesIsOneStep() {
    Fixture f;
    f.click({0, 0});
    f.click({10, 0}, Qt::ShiftModifier);
    f.tool->deleteSelection();
    QCOMPARE(f.steps(), 1);
    // The square keeps three corners; the triangle fell below three and went.
    QCOMPARE(f.def->collision.size(), std::size_t(1));
    QCOMPARE(f.def->collision[0], (sw::Polygon{{4, 0}, {4, 4}, {0, 4}}));
    f.document.undoStack()->undo();
    QCOMPARE(f.def->collision.size(), std::size_t(2));
    QCOMPARE(f.def->collision[0].size(), std::size_t(4));
  }

  void deletePolygonRemovesIt() {
    Fixture f;
    QVERIFY(f.tool->deletePolygon(0));
    QCOMPARE(f.def->collision.size(), std::size_t(1));
    QCOMPARE(f.def->collision[0].size(), std::size_t(3));
  }

  void selfIntersectingDragIsRefusedAndNothingChanges() {
    Fixture f;
    QSignalSpy status(f.tool.get(), &TileEditTool::statusMessage);
    const int logged = f.document.log()->entries().size();
    const auto before = f.def->collision;
    // (4,4) pulled below the square's bottom edge: the polygon crosses itself.
    f.tool->press({4, 4}, px({4, 4}), {});
    f.tool->move({3, 0}, px({3, 0}), {});
    f.tool->move({2, -2}, px({2, -2}), {});
    QCOMPARE(f.tool->brokenPolygon(), 0);  // drawn as broken while dragging
    QVERIFY(!f.tool->dragProblem().isEmpty());
    f.tool->release({2, -2}, px({2, -2}), {});
    QCOMPARE(f.def->collision, before);
    QCOMPARE(f.tool->shape().collision, before);  // snapped back
    QCOMPARE(f.steps(), 0);
    QCOMPARE(f.document.log()->entries().size(), logged + 1);
    QCOMPARE(f.document.log()->entries().last().severity, LogEntry::Severity::Warning);
    QVERIFY(f.document.log()->entries().last().message.contains("Polygon 1"));
    QVERIFY(!status.isEmpty());
    QVERIFY(status.last().at(0).toString().contains("Polygon 1"));
  }

  void escCancelsADrag() {
    Fixture f;
    f.tool->press({4, 4}, px({4, 4}), {});
    f.tool->move({6, 6}, px({6, 6}), {});
    QCOMPARE(f.tool->shape().collision[0][2], (sw::Vec2{6, 6}));
    QVERIFY(f.tool->key(Qt::Key_Escape, {}));
    QCOMPARE(f.tool->shape().collision[0][2], (sw::Vec2{4, 4}));
    f.tool->release({6, 6}, px({6, 6}), {});
    QCOMPARE(f.steps(), 0);
    QCOMPARE(f.def->collision[0][2], (sw::Vec2{4, 4}));
  }

  void drawPolygonModeCreatesAPolygon() {
    Fixture f;
    f.tool->setMode(TileEditTool::Mode::DrawPolygon);
    f.click({20, 0});
    f.click({24, 0});
    f.click({22, 3});
    QCOMPARE(f.tool->draft().size(), std::size_t(3));
    QCOMPARE(f.steps(), 0);
    f.click({20.2, 0.1});  // the first point closes
    QCOMPARE(f.steps(), 1);
    QCOMPARE(f.def->collision.size(), std::size_t(3));
    QCOMPARE(f.def->collision[2], (sw::Polygon{{20, 0}, {24, 0}, {22, 3}}));
    QCOMPARE(f.tool->mode(), TileEditTool::Mode::Select);
    QCOMPARE(f.tool->selection().size(), std::size_t(3));

    // Enter closes a concave one; Esc drops a draft.
    f.tool->setMode(TileEditTool::Mode::DrawPolygon);
    for (sw::Vec2 p : {sw::Vec2{30, 0}, sw::Vec2{36, 0}, sw::Vec2{36, 6}, sw::Vec2{33, 2}, sw::Vec2{30, 6}}) f.click(p);
    QVERIFY(f.tool->key(Qt::Key_Return, {}));
    QCOMPARE(f.def->collision.size(), std::size_t(4));
    QCOMPARE(f.def->collision[3].size(), std::size_t(5));
    f.tool->setMode(TileEditTool::Mode::DrawPolygon);
    f.click({40, 0});
    f.click({44, 0});
    QVERIFY(f.tool->key(Qt::Key_Escape, {}));
    QVERIFY(f.tool->draft().empty());
    QCOMPARE(f.steps(), 2);
  }

  void crossingDraftIsRefused() {
    Fixture f;
    f.tool->setMode(TileEditTool::Mode::DrawPolygon);
    for (sw::Vec2 p : {sw::Vec2{20, 0}, sw::Vec2{24, 4}, sw::Vec2{24, 0}, sw::Vec2{20, 4}}) f.click(p);  // a bow tie
    QVERIFY(!f.tool->closeDraft());
    QCOMPARE(f.def->collision.size(), std::size_t(2));
    QCOMPARE(f.steps(), 0);
    QCOMPARE(f.tool->draft().size(), std::size_t(4));  // kept, to be fixed
  }

  void cameraPointsAreAddedAndRemoved() {
    Fixture f;
    QVERIFY(f.tool->addCameraPoint({4, -1}));
    QCOMPARE(f.def->cameraPoints, (std::vector<sw::Vec2>{{4, -1}}));
    // Nearer the second half of the path: after the first point.
    QVERIFY(f.tool->addCameraPoint({6, -2}));
    QCOMPARE(f.def->cameraPoints, (std::vector<sw::Vec2>{{4, -1}, {6, -2}}));
    f.tool->doubleClick({2, -1.5}, px({2, -1.5}), {});  // on the path: inserts before both
    QCOMPARE(f.def->cameraPoints.size(), std::size_t(3));
    QCOMPARE(f.def->cameraPoints[0], (sw::Vec2{2, -1.5}));
    // Delete removes selected intermediate points; entry and exit stay.
    f.click({4, -1});
    f.click({0, -2}, Qt::ShiftModifier);
    f.tool->deleteSelection();
    QCOMPARE(f.def->cameraPoints, (std::vector<sw::Vec2>{{2, -1.5}, {6, -2}}));
    QVERIFY(f.tool->removeCameraPoint(0));
    QCOMPARE(f.def->cameraPoints, (std::vector<sw::Vec2>{{6, -2}}));
    QCOMPARE(f.steps(), 5);
  }
};

QTEST_GUILESS_MAIN(TileEditToolTest)
#include "tile_edit_tool_test.moc"
