// The Sprite dock on a project with a tileset (tileset_fixture.h): a frame group made of the
// tiles picked in the Tileset dock, renamed and reordered; the origin dragged and an attack
// box drawn with the mouse in the big frame view; a corner point moved, a box deleted. Each
// gesture is one undo step, and its undo gives back the tileset's file text byte for byte.
#include "ui/sprite/sprite_dock.h"

#include <QAction>
#include <QApplication>
#include <QListWidget>
#include <QMouseEvent>
#include <QTest>
#include <QUndoStack>

#include "../tileset/tileset_fixture.h"
#include "document/document.h"
#include "document/stores/tileset_store.h"
#include "support/scratch_settings.h"
#include "ui/sprite/sprite_frame_view.h"

using namespace sw::editor;
using sw::Polygon;
using sw::editor::sprite::SpriteFrameView;

namespace {
// A mouse event with the buttons held, as a real drag sends it (QTest::mouseMove sends none held).
void sendMouse(QWidget* widget, QEvent::Type type, QPointF at, Qt::MouseButtons held) {
  const Qt::MouseButton button = type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton;
  QMouseEvent event(type, at, widget->mapToGlobal(at), button, held, Qt::NoModifier);
  QApplication::sendEvent(widget, &event);
}
void drag(QWidget* widget, QPointF from, QPointF to) {
  sendMouse(widget, QEvent::MouseButtonPress, from, Qt::LeftButton);
  sendMouse(widget, QEvent::MouseMove, (from + to) / 2, Qt::LeftButton);
  sendMouse(widget, QEvent::MouseMove, to, Qt::LeftButton);
  sendMouse(widget, QEvent::MouseButtonRelease, to, Qt::NoButton);
}
}  // namespace

class SpriteDockTest : public QObject {
  Q_OBJECT
 private:
  QTemporaryDir dir_;
  std::unique_ptr<Document> document_;
  std::unique_ptr<SpriteDock> dock_;

  TilesetStore* store() { return document_->tilesets(); }
  const sw::Tileset& blocks() { return *store()->find("blocks"); }
  std::string text() { return sw::tilesetText(blocks()); }
  QUndoStack* undo() { return document_->undoStack(); }
  SpriteFrameView* view() { return dock_->frameView(); }
  // Undoes one step: the text must be `before`; redoes it: the text must be `after`.
  void checkUndo(const std::string& before, const std::string& after) {
    QVERIFY(before != after);
    undo()->undo();
    QCOMPARE(text(), before);
    undo()->redo();
    QCOMPARE(text(), after);
  }
  void makeWalkGroup() {
    store()->setSelectedTiles(QStringLiteral("blocks"),
                              {QStringLiteral("a2"), QStringLiteral("a0"), QStringLiteral("a1")});
    QVERIFY(dock_->newGroupFromPicked());
  }

 private slots:
  void initTestCase() { sw::test::useScratchSettings(QStringLiteral("spriteDock")); }

  void init() {
    const QString folder = sw::test::writeTilesetProject(dir_, false);
    QVERIFY(!folder.isEmpty());
    document_ = std::make_unique<Document>();
    const auto errors = document_->open(folder);
    QVERIFY2(errors.empty(), errors.empty() ? "" : errors.front().toString().c_str());
    dock_ = std::make_unique<SpriteDock>(document_.get());
    dock_->resize(520, 560);
    dock_->show();
    QVERIFY(QTest::qWaitForWindowExposed(dock_.get()));
    dock_->showTileset(QStringLiteral("blocks"));
  }
  void cleanup() {
    dock_.reset();
    document_.reset();
  }

  void newGroupTakesThePickedTilesInTilesetOrder() {
    const std::string before = text();
    const int steps = undo()->count();
    makeWalkGroup();
    QCOMPARE(undo()->count(), steps + 1);
    QCOMPARE(blocks().frameGroups.size(), std::size_t(1));
    QCOMPARE(blocks().frameGroups[0].name, std::string("a"));  // named after its tiles
    QVERIFY((blocks().frameGroups[0].frames == std::vector<std::string>{"a0", "a1", "a2"}));
    QCOMPARE(dock_->groupList()->count(), 1);
    QCOMPARE(dock_->frameStrip()->count(), 3);
    QCOMPARE(view()->tileName(), QStringLiteral("a0"));
    checkUndo(before, text());
  }

  void renameReorderAndRemoveAreOneStepEach() {
    makeWalkGroup();
    std::string before = text();
    dock_->groupList()->item(0)->setText(QStringLiteral("walk"));  // as the in-place editor does
    QCOMPARE(blocks().frameGroups[0].name, std::string("walk"));
    checkUndo(before, text());

    before = text();
    dock_->setCurrentFrame(0);
    QVERIFY(dock_->moveCurrentFrame(+1));
    QVERIFY((blocks().frameGroups[0].frames == std::vector<std::string>{"a1", "a0", "a2"}));
    QCOMPARE(dock_->currentFrame(), 1);
    checkUndo(before, text());

    before = text();
    QVERIFY(dock_->removeCurrentFrame());
    QCOMPARE(blocks().frameGroups[0].frames.size(), std::size_t(2));
    checkUndo(before, text());

    // A name taken by another group is refused, and the list shows the name it has.
    store()->setSelectedTiles(QStringLiteral("blocks"), {QStringLiteral("b0")});
    QVERIFY(dock_->newGroupFromPicked());
    const int steps = undo()->count();
    dock_->groupList()->item(1)->setText(QStringLiteral("walk"));
    QCOMPARE(undo()->count(), steps);
    QCOMPARE(dock_->groupList()->item(1)->text(), QStringLiteral("b"));

    before = text();
    QVERIFY(dock_->deleteCurrentGroup());
    QCOMPARE(blocks().frameGroups.size(), std::size_t(1));
    checkUndo(before, text());
  }

  void draggingTheOriginIsOneStep() {
    makeWalkGroup();
    const std::string before = text();
    const int steps = undo()->count();
    const auto origin = view()->originPoint();
    QVERIFY(origin);
    QCOMPARE(view()->toLocal(*origin).x, 0.5);  // the default: bottom centre of a 1x1 tile
    drag(view(), *origin, view()->toWidget({0.25, 0.5}));
    QCOMPARE(undo()->count(), steps + 1);  // both moves merged
    const sw::Vec2 moved = store()->findTile("blocks", "a0")->origin;
    QCOMPARE(moved.x, 0.25);
    QCOMPARE(moved.y, 0.5);
    checkUndo(before, text());
  }

  void drawingMovingAndDeletingAnAttackBox() {
    makeWalkGroup();
    dock_->toolAction(int(SpriteFrameView::Tool::Attack))->trigger();
    QCOMPARE(view()->tool(), SpriteFrameView::Tool::Attack);
    std::string before = text();
    int steps = undo()->count();
    drag(view(), view()->toWidget({0.25, 0.125}), view()->toWidget({0.75, 0.875}));
    QCOMPARE(undo()->count(), steps + 1);
    const std::vector<Polygon> box{{{0.25, 0.125}, {0.75, 0.125}, {0.75, 0.875}, {0.25, 0.875}}};
    QVERIFY(store()->findTile("blocks", "a0")->attackShape == box);
    QVERIFY(store()->findTile("blocks", "a0")->hitShape.empty());
    QCOMPARE(view()->pickedPolygon(), 0);
    checkUndo(before, text());

    // A corner point dragged: one step.
    before = text();
    steps = undo()->count();
    drag(view(), view()->toWidget({0.75, 0.875}), view()->toWidget({1.0, 1.0}));
    QCOMPARE(undo()->count(), steps + 1);
    QVERIFY((store()->findTile("blocks", "a0")->attackShape[0][2] == sw::Vec2{1.0, 1.0}));
    checkUndo(before, text());

    // Picked by a click inside, removed by Delete.
    before = text();
    sendMouse(view(), QEvent::MouseButtonPress, view()->toWidget({0.5, 0.5}), Qt::LeftButton);
    sendMouse(view(), QEvent::MouseButtonRelease, view()->toWidget({0.5, 0.5}), Qt::NoButton);
    QCOMPARE(view()->pickedPolygon(), 0);
    view()->setFocus();
    QTest::keyClick(view(), Qt::Key_Delete);
    QVERIFY(store()->findTile("blocks", "a0")->attackShape.empty());
    checkUndo(before, text());

    // A click on empty space draws nothing.
    steps = undo()->count();
    sendMouse(view(), QEvent::MouseButtonPress, view()->toWidget({0.1, 0.1}), Qt::LeftButton);
    sendMouse(view(), QEvent::MouseButtonRelease, view()->toWidget({0.1, 0.1}), Qt::NoButton);
    QCOMPARE(undo()->count(), steps);
  }

  void hitBoxGoesToTheHitShape() {
    makeWalkGroup();
    dock_->toolAction(int(SpriteFrameView::Tool::Hit))->trigger();
    const std::string before = text();
    drag(view(), view()->toWidget({0, 0}), view()->toWidget({1, 0.5}));
    QCOMPARE(store()->findTile("blocks", "a0")->hitShape.size(), std::size_t(1));
    QVERIFY(store()->findTile("blocks", "a0")->attackShape.empty());
    checkUndo(before, text());
  }
};

QTEST_MAIN(SpriteDockTest)
#include "sprite_dock_test.moc"
