// The path node tools' logic without a window: hit-testing through a camera, a drag of
// two selected points as ONE undo step that undoes to the byte-identical level text,
// Ctrl+click on a segment inserting a point without changing the curve, Ctrl+click on
// empty space appending, Delete refusing to leave fewer than 2 points, a handle drag
// keeping a smooth point smooth, Esc leaving no step, Add Path.
#include "ui/tools/path_edit_tool.h"

#include <QAction>
#include <QUndoStack>
#include <QtTest>
#include <cmath>

#include "document/document.h"
#include "model/paths/path_curve.h"
#include "model/paths/path_edit.h"
#include "model/io/project_io.h"
#include "support/demo_copy.h"
#include "ui/viewport/viewport_picking.h"
#include "view/camera_controller.h"

using namespace sw;
using namespace sw::editor;
using sw::ui::CameraController;
using sw::ui::ScreenProjector;

class PathEditToolTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  QString demo_;
  std::unique_ptr<Document> doc_;
  std::unique_ptr<PathEditTool> tool_;
  CameraController camera_;

  Path* path(const char* name) const { return dynamic_cast<Path*>(doc_->editableLevel()->findByName(name)); }
  void edit(const char* name) {
    doc_->selection()->set({path(name)->id});
    QCOMPARE(tool_->editedPath(), path(name));
    // Look straight at the path, 20 pixels per unit.
    const Vec2 c = tool_->editedOrigin() + path(name)->points[0];
    camera_.setTarget(QVector3D(float(c.x), float(c.y), 0));
  }
  QPointF pixelOf(const char* name, std::size_t i) const {
    return ScreenProjector(camera_)(tool_->editedOrigin() + path(name)->points[i]);
  }
  void drag(QPointF from, QPointF to, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
    QVERIFY(tool_->press(camera_, from, modifiers));
    for (int i = 1; i <= 6; ++i) tool_->move(camera_, from + (to - from) * i / 6.0, modifiers);
    tool_->release(camera_, to, modifiers);
  }
  // Largest distance from samples of `a` to the curve `b` (and back).
  static double curveGap(const std::vector<CubicSegment>& a, const std::vector<CubicSegment>& b) {
    double worst = 0;
    for (const auto& [from, to] : {std::pair{&a, &b}, std::pair{&b, &a}}) {
      const PathCurve curve(*from, false);
      for (int k = 0; k <= 200; ++k) {
        const auto hit = nearestOnPath(*to, curve.positionAt(curve.length() * k / 200));
        worst = std::max(worst, hit ? hit->distance : INFINITY);
      }
    }
    return worst;
  }

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    demo_ = sw::test::copyDemo(dir_);
    camera_.setViewportSize(QSizeF(1000, 800));
    camera_.setOrthographic(true);
    camera_.setUnitsPerPixel(0.05);
  }
  void init() {
    doc_ = std::make_unique<Document>();
    QVERIFY(doc_->open(demo_).empty());
    tool_ = std::make_unique<PathEditTool>(doc_.get(), nullptr, nullptr, nullptr);
  }
  void cleanup() {
    tool_.reset();
    doc_.reset();
  }

  void noPathSelectedTakesNothing() {
    doc_->selection()->clear();
    QVERIFY(!tool_->press(camera_, QPointF(500, 400), Qt::NoModifier));
    QVERIFY(!tool_->press(camera_, QPointF(500, 400), Qt::ControlModifier));
  }

  void clickSelectsPointsShiftAddsCtrlToggles() {
    edit("swoop_top");
    QCOMPARE(tool_->hitTest(camera_, pixelOf("swoop_top", 1)).kind, PathEditTool::Hit::Kind::Point);
    QVERIFY(tool_->press(camera_, pixelOf("swoop_top", 1), Qt::NoModifier));
    tool_->release(camera_, pixelOf("swoop_top", 1), Qt::NoModifier);
    QCOMPARE(tool_->selectedPoints(), (std::set<std::size_t>{1}));
    tool_->press(camera_, pixelOf("swoop_top", 2), Qt::ShiftModifier);
    tool_->release(camera_, pixelOf("swoop_top", 2), Qt::ShiftModifier);
    QCOMPARE(tool_->selectedPoints(), (std::set<std::size_t>{1, 2}));
    tool_->press(camera_, pixelOf("swoop_top", 1), Qt::ControlModifier);
    tool_->release(camera_, pixelOf("swoop_top", 1), Qt::ControlModifier);
    QCOMPARE(tool_->selectedPoints(), (std::set<std::size_t>{2}));
    // A band over points 0 and 1 selects them (and nothing when it holds none).
    const QRectF band = QRectF(pixelOf("swoop_top", 0), pixelOf("swoop_top", 1)).normalized().adjusted(-3, -3, 3, 3);
    QVERIFY(tool_->band(camera_, band, Qt::NoModifier));
    QVERIFY(tool_->selectedPoints().count(0) && tool_->selectedPoints().count(1));
    QVERIFY(!tool_->band(camera_, QRectF(0, 0, 4, 4), Qt::NoModifier));
    // Another path selected: its points start unselected.
    edit("dive");
    QVERIFY(tool_->selectedPoints().empty());
  }

  void dragOfTwoPointsIsOneUndoStep() {
    edit("swoop_top");
    const std::string before = levelText(*doc_->editableLevel());
    const std::vector<Vec2> start = path("swoop_top")->points;
    const auto handlesBefore = path("swoop_top")->handlesOut;
    tool_->setSelectedPoints({0, 2});
    const int steps = doc_->undoStack()->count();
    const QPointF from = pixelOf("swoop_top", 0);
    drag(from, from + QPointF(60, -40));  // 3 units right, 2 up at 20 px per unit
    QCOMPARE(doc_->undoStack()->count(), steps + 1);
    const Vec2 delta{3, 2};
    for (std::size_t i : {std::size_t(0), std::size_t(2)}) {
      QVERIFY(std::abs(path("swoop_top")->points[i].x - (start[i].x + delta.x)) < 1e-4);
      QVERIFY(std::abs(path("swoop_top")->points[i].y - (start[i].y + delta.y)) < 1e-4);
    }
    QCOMPARE(path("swoop_top")->points[1], start[1]);  // not selected: stays
    QCOMPARE(path("swoop_top")->handlesOut, handlesBefore);  // handles are offsets: they ride along
    doc_->undoStack()->undo();
    QCOMPARE(levelText(*doc_->editableLevel()), before);
  }

  void escapeLeavesNoStep() {
    edit("swoop_top");
    const std::string before = levelText(*doc_->editableLevel());
    tool_->setSelectedPoints({1});
    const int steps = doc_->undoStack()->count();
    const QPointF from = pixelOf("swoop_top", 1);
    QVERIFY(tool_->press(camera_, from, Qt::NoModifier));
    for (int i = 1; i <= 4; ++i) tool_->move(camera_, from + QPointF(20 * i, 0), Qt::NoModifier);
    QVERIFY(levelText(*doc_->editableLevel()) != before);
    tool_->cancel();
    QCOMPARE(levelText(*doc_->editableLevel()), before);
    QCOMPARE(doc_->undoStack()->count(), steps);
  }

  void handleDragKeepsSmoothPointsSmooth() {
    edit("swoop_top");
    Path* p = path("swoop_top");
    // Make point 1 smooth with visible handles first (one step), then drag its out handle.
    {
      Path after = *p;
      applyPointKind(after, 1, Path::PointKind::Smooth);
      QVERIFY(after.handlesOut[1].x != 0 || after.handlesOut[1].y != 0);
      doc_->selection()->set({p->id});
      tool_->setSelectedPoints({});
      // Test fixture: set the lists directly (not an edit under test).
      p->handlesIn = after.handlesIn;
      p->handlesOut = after.handlesOut;
      p->pointKinds = after.pointKinds;
    }
    const double inLength = std::hypot(p->handlesIn[1].x, p->handlesIn[1].y);
    const QPointF handle = ScreenProjector(camera_)(tool_->editedOrigin() + p->points[1] + p->handlesOut[1]);
    QCOMPARE(tool_->hitTest(camera_, handle).kind, PathEditTool::Hit::Kind::HandleOut);
    const int steps = doc_->undoStack()->count();
    drag(handle, handle + QPointF(0, -60));
    QCOMPARE(doc_->undoStack()->count(), steps + 1);
    const Vec2 in = p->handlesIn[1], out = p->handlesOut[1];
    // Collinear, opposite, the in handle keeps its length.
    QVERIFY(std::abs(in.x * out.y - in.y * out.x) < 1e-6 * (1 + std::hypot(out.x, out.y)));
    QVERIFY(in.x * out.x + in.y * out.y < 0);
    QVERIFY(std::abs(std::hypot(in.x, in.y) - inLength) < 1e-6);
  }

  void ctrlClickOnSegmentInsertsWithoutChangingTheCurve() {
    edit("swoop_top");
    Path* p = path("swoop_top");
    const std::vector<CubicSegment> before = pathSegments(*p, tool_->editedOrigin());
    const PathCurve curve(before, false);
    const Vec2 onCurve = curve.positionAt(curve.length() * 0.3);
    const QPointF pixel = ScreenProjector(camera_)(onCurve);
    QCOMPARE(tool_->hitTest(camera_, pixel).kind, PathEditTool::Hit::Kind::Segment);
    QVERIFY(!tool_->press(camera_, pixel, Qt::NoModifier));  // plain click: the path's own selection
    const int steps = doc_->undoStack()->count();
    QVERIFY(tool_->press(camera_, pixel, Qt::ControlModifier));
    tool_->release(camera_, pixel, Qt::ControlModifier);
    QCOMPARE(doc_->undoStack()->count(), steps + 1);
    QCOMPARE(p->pointCount(), std::size_t(4));
    QCOMPARE(p->handlesIn.size(), std::size_t(4));
    QCOMPARE(p->pointKinds.size(), std::size_t(4));
    QCOMPARE(tool_->selectedPoints().size(), std::size_t(1));
    QVERIFY(curveGap(before, pathSegments(*p, tool_->editedOrigin())) < 1e-6);
    doc_->undoStack()->undo();
    QCOMPARE(p->pointCount(), std::size_t(3));
  }

  void ctrlClickOnEmptySpaceAppends() {
    edit("swoop_top");
    Path* p = path("swoop_top");
    const QPointF pixel = pixelOf("swoop_top", 0) + QPointF(0, 300);  // 15 units below the path
    QCOMPARE(tool_->hitTest(camera_, pixel).kind, PathEditTool::Hit::Kind::None);
    const auto plane = sw::ui::playPlanePoint(camera_, pixel);
    QVERIFY(plane);
    QVERIFY(tool_->press(camera_, pixel, Qt::ControlModifier));
    tool_->release(camera_, pixel, Qt::ControlModifier);
    QCOMPARE(p->pointCount(), std::size_t(4));
    const Vec2 last = tool_->editedOrigin() + p->points.back();
    QVERIFY(std::hypot(last.x - plane->x, last.y - plane->y) < 1e-6);
    QCOMPARE(tool_->selectedPoints(), (std::set<std::size_t>{3}));
  }

  void deleteKeepsAtLeastTwoPoints() {
    edit("straight_in");
    QCOMPARE(path("straight_in")->pointCount(), std::size_t(2));
    tool_->setSelectedPoints({0});
    const int steps = doc_->undoStack()->count();
    QString why;
    QVERIFY(!tool_->deleteSelectedPoints(&why));
    QVERIFY(why.contains("2"));
    QCOMPARE(path("straight_in")->pointCount(), std::size_t(2));
    QCOMPARE(doc_->undoStack()->count(), steps);

    edit("weave");  // 5 points
    tool_->setSelectedPoints({1, 3});
    QKeyEvent del(QEvent::KeyPress, Qt::Key_Delete, Qt::NoModifier);
    QVERIFY(tool_->wantsKey(&del));
    QVERIFY(tool_->key(&del));
    QCOMPARE(path("weave")->pointCount(), std::size_t(3));
    QCOMPARE(path("weave")->pointKinds.size(), std::size_t(3));
    QCOMPARE(doc_->undoStack()->count(), steps + 1);
    QVERIFY(doc_->editableLevel()->findByName("weave"));  // the path itself stays
    QVERIFY(!tool_->wantsKey(&del));               // nothing selected now: Delete is the menu's again
  }

  void addPathAttachesToTheLinkUnderTheCentre() {
    const std::size_t before = doc_->editableLevel()->objects.size();
    tool_->addPathAt({40, 0});
    QCOMPARE(doc_->editableLevel()->objects.size(), before + 1);
    auto* added = dynamic_cast<Path*>(doc_->editableLevel()->objects.back().get());
    QVERIFY(added);
    QCOMPARE(added->pointCount(), std::size_t(3));
    QVERIFY(!added->attachedTile.empty());
    QCOMPARE(doc_->selection()->ids(), QSet<ObjectId>{added->id});
    QCOMPARE(tool_->editedPath(), added);
    // Its middle point sits at the centre in absolute coordinates.
    const Vec2 mid = tool_->editedOrigin() + added->points[1];
    QVERIFY(std::abs(mid.x - 40) < 1e-9 && std::abs(mid.y - 2) < 1e-9);
  }
};

QTEST_MAIN(PathEditToolTest)
#include "path_edit_tool_test.moc"
