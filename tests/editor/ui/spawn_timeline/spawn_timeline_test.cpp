// The spawn timeline: bars from the level's spawns, selection shared with the document,
// dragging retimes the selected spawns as one undo step, Esc puts them back.
#include <QFontMetricsF>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <QTemporaryDir>

#include "support/demo_copy.h"
#include "model/level/camera_track.h"
#include "model/level/level_object.h"
#include "document/commands/commands.h"
#include "document/document.h"
#include "document/commands/object_edits.h"
#include "ui/spawn_timeline/spawn_timeline_dock.h"
#include "ui/spawn_timeline/spawn_timeline_layout.h"
#include "ui/docks/level_scrubber.h"
#include "ui/shell/main_window.h"
#include "ui/spawn_timeline/spawn_timeline_view.h"
#include "support/scratch_settings.h"

using namespace sw;
using namespace sw::editor;

namespace {

std::int64_t tickOf(const LevelObject& o) { return std::get<std::int64_t>(o.description().find("tick")->get(o)); }

ObjectId addSpawn(Document& doc, const char* name, std::int64_t tick, std::int64_t count = 1, std::int64_t delay = 0,
                  std::int64_t when = 0) {
  auto spawn = createFreeObject("Spawn");
  spawn->name = name;
  const auto& d = spawn->description();
  d.find("tick")->set(*spawn, Value(tick));
  d.find("count")->set(*spawn, Value(count));
  d.find("delayTicks")->set(*spawn, Value(delay));
  d.find("when")->set(*spawn, Value(when));
  std::vector<std::unique_ptr<LevelObject>> objects;
  objects.push_back(std::move(spawn));
  doc.undoStack()->push(new AddObjectsCommand(&doc, doc.editableLevel(), std::move(objects)));
  return doc.editableLevel()->objects.back()->id;
}

QPoint centreOf(const SpawnTimelineView& view, ObjectId id) {
  return view.layout().barRect(*view.layout().bar(id)).center().toPoint() + QPoint(-2, 0);
}

}  // namespace

class SpawnTimelineTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { sw::test::useScratchSettings(QStringLiteral("spawnTimeline")); }
  void layoutPlacesBarsByTickAndFormation() {
    Document doc;
    doc.newProject();
    const ObjectId a = addSpawn(doc, "a", 120, 5, 10);
    const ObjectId b = addSpawn(doc, "b", 0, 1, 0, 1);
    SpawnTimelineLayout layout;
    layout.setPixelsPerTick(2);
    layout.rebuild(doc.editableLevel());
    QCOMPARE(layout.bars().size(), 2);
    const TimelineBar* barA = layout.bar(a);
    QVERIFY(barA);
    QCOMPARE(barA->start, 120);
    QCOMPARE(barA->end, 160);  // 5 ships, 10 ticks apart
    QVERIFY(barA->timed);
    QVERIFY(!layout.bar(b)->timed);
    QCOMPARE(layout.bar(b)->row, 1);
    const QRectF r = layout.barRect(*barA);
    QCOMPARE(r.left(), layout.xForTick(120));
    QCOMPARE(r.width(), 80.0);
    QCOMPARE(layout.barAt(r.center()), a);
    QCOMPARE(layout.barAt(QPointF(r.left() - 5, r.center().y())), ObjectId(0));
    QCOMPARE(layout.barsIn(QRectF(0, 0, 10000, 10000)).size(), 2);
  }

  // The bars of the rows an area spans: what the view measures before painting or hitting.
  void barsInRowsOfAnArea() {
    Document doc;
    doc.newProject();
    for (const char* name : {"a", "b", "c"}) addSpawn(doc, name, 10);
    SpawnTimelineLayout layout;
    layout.rebuild(doc.editableLevel());
    using Range = std::pair<qsizetype, qsizetype>;
    const double row = SpawnTimelineLayout::kRowHeight, ruler = SpawnTimelineLayout::kRulerHeight;
    QCOMPARE(layout.barsInRows(QRectF(0, ruler + row + 1, 50, 2)), Range(1, 2));
    QCOMPARE(layout.barsInRows(QRectF(0, 0, 50, ruler - 1)), Range(0, 0));             // the ruler only
    QCOMPARE(layout.barsInRows(QRectF(0, ruler + 3 * row + 5, 50, 40)), Range(3, 3));   // below the bars
    QCOMPARE(layout.barsInRows(QRectF(40, ruler + 2 * row + 1, -30, -row)), Range(1, 3));  // drawn backwards
    QCOMPARE(layout.barsInRows(QRectF(0, -100, 50, 10000)), Range(0, 3));
  }

  void retimedTickSnapsAndClamps() {
    QCOMPARE(retimedTick(100, 12.4, 5), 110);
    QCOMPARE(retimedTick(100, 12.4, 1), 112);
    QCOMPARE(retimedTick(10, -50, 5), 0);
    QCOMPARE(retimedTick(10, std::numeric_limits<double>::quiet_NaN(), 5), 10);
  }

  // Label widths are kept per text: a renamed spawn, a deleted and restored one and a new
  // font are measured again (the width is what takes clicks after a bar).
  // A spawn's label (and its measured width) is kept while every field it shows is the
  // same: across a delete and its undo too. Any change of those fields makes it again.
  void labelsKeptUntilTheirSpawnChanges() {
    Level level;
    auto owned = std::make_unique<Spawn>();
    Spawn* spawn = owned.get();
    spawn->id = newObjectId();
    spawn->name = "s";
    spawn->enemyType = "drone";
    spawn->when = Spawn::When::OnTrigger;
    spawn->trigger = "gate";
    spawn->count = 3;
    level.objects.push_back(std::move(owned));
    SpawnTimelineLayout layout;
    const auto label = [&] { return layout.bars().value(0).label; };
    const auto width = [&] { return layout.bars().value(0).labelWidth; };
    layout.rebuild(&level);
    QCOMPARE(label(), QString::fromUtf8("s · drone ×3 · on gate"));
    QCOMPARE(width(), -1.0);  // not measured yet
    layout.setLabelWidth(0, 42);
    layout.rebuild(&level);
    QCOMPARE(width(), 42.0);
    spawn->trigger = "door";
    layout.rebuild(&level);
    QCOMPARE(label(), QString::fromUtf8("s · drone ×3 · on door"));
    QCOMPARE(width(), -1.0);
    layout.setLabelWidth(0, 50);
    std::unique_ptr<LevelObject> removed = std::move(level.objects.back());  // deleted ...
    level.objects.pop_back();
    layout.rebuild(&level);
    QVERIFY(layout.bars().isEmpty());
    level.objects.push_back(std::move(removed));  // ... and put back
    layout.rebuild(&level);
    QCOMPARE(label(), QString::fromUtf8("s · drone ×3 · on door"));
    QCOMPARE(width(), 50.0);
    spawn->count = 1;
    layout.rebuild(&level);
    QCOMPARE(label(), QString::fromUtf8("s · drone · on door"));
    spawn->when = Spawn::When::WaveCleared;
    spawn->afterWave = "first";
    layout.rebuild(&level);
    QCOMPARE(label(), QString::fromUtf8("s · drone · after wave first"));
    spawn->afterWave = "second";
    layout.rebuild(&level);
    QCOMPARE(label(), QString::fromUtf8("s · drone · after wave second"));
    spawn->when = Spawn::When::AtTick;
    spawn->enemyType.clear();
    spawn->name = "t";
    layout.rebuild(&level);
    QCOMPARE(label(), QStringLiteral("t"));
    layout.setLabelWidth(0, 7);
    layout.forgetLabelWidths();
    QCOMPARE(width(), -1.0);
    layout.rebuild(&level);
    QCOMPARE(width(), -1.0);  // another font: measured again
  }

  void labelWidthsFollowRenamesAndTheFont() {
    Document doc;
    doc.newProject();
    const ObjectId a = addSpawn(doc, "a", 100);
    SpawnTimelineView view(&doc);
    const auto widthIs = [&](ObjectId id) {
      view.layout();  // rebuilt first when stale (a hidden view defers its rebuild)
      view.grab();    // labels are measured when painted
      const TimelineBar* bar = view.layout().bar(id);
      return bar && bar->labelWidth == QFontMetricsF(view.font()).horizontalAdvance(bar->label) && bar->labelWidth > 0;
    };
    QVERIFY(widthIs(a));
    const double before = view.layout().bar(a)->labelWidth;
    QString why;
    QUndoCommand* rename = makeRenameCommand(&doc, doc.editableLevel(), a, QStringLiteral("a_much_longer_name"), &why);
    QVERIFY2(rename, qPrintable(why));
    doc.undoStack()->push(rename);
    QVERIFY(widthIs(a));
    QVERIFY(view.layout().bar(a)->labelWidth > before);
    doc.undoStack()->undo();
    QVERIFY(widthIs(a));
    QCOMPARE(view.layout().bar(a)->labelWidth, before);
    QFont bigger = view.font();
    bigger.setPointSizeF(bigger.pointSizeF() * 3);
    view.setFont(bigger);
    view.rebuild();
    QVERIFY(widthIs(a));
    QVERIFY(view.layout().bar(a)->labelWidth > before * 2);
  }

  // A big level's labels are measured as they are painted or hit, not all at a rebuild;
  // a click or a rubber band on a label not painted yet still finds its spawn.
  void labelsMeasuredWhenPaintedOrHit() {
    Document doc;
    doc.newProject();
    std::vector<ObjectId> ids;
    for (int i = 0; i < 300; ++i)
      ids.push_back(addSpawn(doc, qPrintable(QStringLiteral("spawn_with_a_long_name_%1").arg(i)), 10));
    SpawnTimelineView view(&doc);
    view.setPixelsPerTick(1);
    view.rebuild();
    for (const TimelineBar& bar : view.layout().bars()) QCOMPARE(bar.labelWidth, -1.0);

    // A click on the middle of a label selects its spawn.
    const TimelineBar& clicked = *view.layout().bar(ids[250]);
    const QRectF bar = view.layout().barRect(clicked);
    const QPoint onLabel(int(bar.right() + 60), int(bar.center().y()));
    QTest::mouseClick(&view, Qt::LeftButton, {}, onLabel);
    QCOMPARE(doc.selection()->ids(), QSet<ObjectId>({ids[250]}));
    QVERIFY(view.layout().bar(ids[250])->labelWidth > 60);

    // A band from past the labels of three rows back into their middles.
    const double top = view.layout().barRect(*view.layout().bar(ids[100])).center().y();
    const double bottom = view.layout().barRect(*view.layout().bar(ids[102])).center().y();
    const int pastLabels = int(bar.right() + 600);
    QTest::mousePress(&view, Qt::LeftButton, {}, QPoint(pastLabels, int(top)));
    QTest::mouseMove(&view, QPoint(onLabel.x(), int(bottom)));
    QTest::mouseRelease(&view, Qt::LeftButton, {}, QPoint(onLabel.x(), int(bottom)));
    QCOMPARE(doc.selection()->ids(), QSet<ObjectId>({ids[100], ids[101], ids[102]}));

    // Painting the top rows measures them, and only them.
    const QRectF firstRows(0, 0, 400, SpawnTimelineLayout::kRulerHeight + 5 * SpawnTimelineLayout::kRowHeight);
    view.grab(firstRows.toRect());
    const QFontMetricsF metrics(view.font());
    for (int i = 0; i < 5; ++i) {
      const TimelineBar& painted = *view.layout().bar(ids[std::size_t(i)]);
      QCOMPARE(painted.labelWidth, metrics.horizontalAdvance(painted.label));
    }
    QCOMPARE(view.layout().bar(ids[200])->labelWidth, -1.0);
  }

  // Bars are rebuilt for edits of spawns only, and a renamed trigger reaches the label of
  // a spawn waiting for it (the rename edits the spawn's reference too).
  void triggerEditsReachLabelsThroughTheirSpawns() {
    Document doc;
    doc.newProject();
    auto trigger = createFreeObject("Trigger");
    trigger->name = "gate";
    std::vector<std::unique_ptr<LevelObject>> objects;
    objects.push_back(std::move(trigger));
    doc.undoStack()->push(new AddObjectsCommand(&doc, doc.editableLevel(), std::move(objects)));
    const ObjectId gate = doc.editableLevel()->objects.back()->id;
    const ObjectId a = addSpawn(doc, "a", 100, 1, 0, 1);
    LevelObject* spawn = doc.editableLevel()->findById(a);
    doc.undoStack()->push(new SetPropertyCommand(&doc, doc.editableLevel(), {a}, "trigger", {Value(std::string("gate"))}));
    SpawnTimelineView view(&doc);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.layout().bar(a)->label.endsWith(QStringLiteral("on gate")));
    doc.undoStack()->push(makeMoveCommand(&doc, doc.editableLevel(), {gate}, {3, 0}));
    QVERIFY(view.layout().bar(a)->label.endsWith(QStringLiteral("on gate")));
    QString why;
    QUndoCommand* rename = makeRenameCommand(&doc, doc.editableLevel(), gate, QStringLiteral("portcullis"), &why);
    QVERIFY2(rename, qPrintable(why));
    doc.undoStack()->push(rename);
    QCOMPARE(std::get<std::string>(spawn->description().find("trigger")->get(*spawn)), std::string("portcullis"));
    QVERIFY(view.layout().bar(a)->label.endsWith(QStringLiteral("on portcullis")));
    doc.undoStack()->undo();
    QVERIFY(view.layout().bar(a)->label.endsWith(QStringLiteral("on gate")));
  }

  // Hidden (behind another dock's tab) the timeline skips rebuilding per edit, but what
  // it shows or answers is never stale: reading its layout or showing it catches up.
  // #45 friction 3: the chain's end is drawn (line, shaded time after it, its tick in the
  // ruler), a spawn timed after it is outlined red with a tool tip saying why, and the end
  // moves when a tile is appended.
  void chainEndIsShownAndLateSpawnsMarked() {
    QTemporaryDir dir;
    Document doc;
    QVERIFY(doc.newProject(dir.path() + QStringLiteral("/p"), QStringLiteral("shooter"), QStringLiteral("P")).ok());
    const auto end = sw::fixedChainEnd(doc.project(), *doc.level());
    QVERIFY(end && *end > 0);
    const ObjectId late = addSpawn(doc, "late", *end + 40);
    const ObjectId early = addSpawn(doc, "early", 0);
    SpawnTimelineView view(&doc);
    view.setPixelsPerTick(1);
    view.resize(int(*end) + 600, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(view.layout().chainEnd(), end);
    QVERIFY(view.layout().startsAfterChainEnd(*view.layout().bar(late)));
    QVERIFY(!view.layout().startsAfterChainEnd(*view.layout().bar(early)));

    const auto reddish = [](QColor c) { return c.red() > 150 && c.green() < 120 && c.blue() < 120; };
    const QImage image = view.grab().toImage();
    const int ex = int(std::lround(view.layout().xForTick(double(*end))));
    const int belowRows = image.height() - 5;
    QVERIFY(reddish(image.pixelColor(ex, belowRows)) || reddish(image.pixelColor(ex + 1, belowRows)) ||
            reddish(image.pixelColor(ex - 1, belowRows)));
    // The late bar's outline is red; the early one's is not.
    const QRect lateBar = view.layout().barRect(*view.layout().bar(late)).toRect();
    const QRect earlyBar = view.layout().barRect(*view.layout().bar(early)).toRect();
    QVERIFY(reddish(image.pixelColor(lateBar.center().x(), lateBar.top())));
    QVERIFY(!reddish(image.pixelColor(earlyBar.center().x(), earlyBar.top())));

    // A tile appended: the end moves on and the spawn is in time again; undo brings it back.
    const std::string tile = doc.project().tileDefs.front()->name;
    doc.undoStack()->push(makeAddObjects(&doc, doc.editableLevel(),
                                         {{"TileInstance", tile, {}, [tile](sw::LevelObject& o) {
                                             static_cast<sw::TileInstance&>(o).tile = tile;
                                           }}}));
    QVERIFY(view.layout().chainEnd() && *view.layout().chainEnd() > *end + 40);
    QVERIFY(!view.layout().startsAfterChainEnd(*view.layout().bar(late)));
    doc.undoStack()->undo();
    QCOMPARE(view.layout().chainEnd(), end);
  }

  void hiddenTimelineIsNeverStale() {
    Document doc;
    doc.newProject();
    const ObjectId a = addSpawn(doc, "a", 100);
    SpawnTimelineView view(&doc);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.hide();
    const ObjectId b = addSpawn(doc, "b", 300);
    QVERIFY(view.layout().bar(b));  // read while hidden: rebuilt for the reader
    const ObjectId c = addSpawn(doc, "c", 500);
    doc.undoStack()->push(makeMoveCommand(&doc, doc.editableLevel(), {a}, {1, 0}));
    QCOMPARE(view.layout().bars().size(), qsizetype(3));
    QVERIFY(view.layout().bar(c));
    doc.undoStack()->undo();
    doc.undoStack()->undo();  // c gone again while hidden
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(view.layout().bars().size(), qsizetype(2));
    QVERIFY(!view.layout().bar(c));
    // Shown: an edit lands at once.
    addSpawn(doc, "d", 700);
    QCOMPARE(view.layout().bars().size(), qsizetype(3));
  }

  void clickSelectsAndDragRetimesSelectionAsOneStep() {
    Document doc;
    doc.newProject();
    const ObjectId a = addSpawn(doc, "a", 100);
    const ObjectId b = addSpawn(doc, "b", 300);
    SpawnTimelineView view(&doc);
    view.setPixelsPerTick(1);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));

    QTest::mouseClick(&view, Qt::LeftButton, {}, centreOf(view, a));
    QCOMPARE(doc.selection()->ids(), QSet<ObjectId>({a}));
    QTest::mouseClick(&view, Qt::LeftButton, Qt::ShiftModifier, centreOf(view, b));
    QCOMPARE(doc.selection()->ids(), QSet<ObjectId>({a, b}));

    const int before = doc.undoStack()->count();
    const QPoint start = centreOf(view, a);
    QTest::mousePress(&view, Qt::LeftButton, {}, start);
    for (int dx = 10; dx <= 50; dx += 10) QTest::mouseMove(&view, start + QPoint(dx, 0));
    QTest::mouseRelease(&view, Qt::LeftButton, {}, start + QPoint(50, 0));
    QCOMPARE(tickOf(*doc.editableLevel()->findById(a)), 150);
    QCOMPARE(tickOf(*doc.editableLevel()->findById(b)), 350);
    QCOMPARE(doc.undoStack()->count(), before + 1);  // the whole drag is one step
    doc.undoStack()->undo();
    QCOMPARE(tickOf(*doc.editableLevel()->findById(a)), 100);
    QCOMPARE(tickOf(*doc.editableLevel()->findById(b)), 300);
  }

  // A spawn of one ship is a bar of a few pixels with its name after it; the bar and its
  // name are one thing to drag. A drag from the middle of that, unselected before, selects
  // the spawn and retimes it in one undo step (it used to start a rubber band and deselect).
  void draggingTheMiddleOfAWholeBarRetimesIt() {
    Document doc;
    doc.newProject();
    const ObjectId a = addSpawn(doc, "lonely_scout", 100);
    const ObjectId b = addSpawn(doc, "b", 300);
    doc.selection()->set({b});
    SpawnTimelineView view(&doc);
    view.setPixelsPerTick(1);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const TimelineBar& bar = *view.layout().bar(a);
    const QRectF whole = view.layout().hitRect(bar);
    const QPoint start = whole.center().toPoint();
    QVERIFY2(!view.layout().barRect(bar).contains(start), "the middle of the whole bar is on its label");
    QVERIFY(whole.width() > 40);

    const int before = doc.undoStack()->count();
    QTest::mousePress(&view, Qt::LeftButton, {}, start);
    for (int dx = 15; dx <= 60; dx += 15) QTest::mouseMove(&view, start + QPoint(dx, 0));
    QTest::mouseRelease(&view, Qt::LeftButton, {}, start + QPoint(60, 0));
    QCOMPARE(tickOf(*doc.editableLevel()->findById(a)), 160);
    QCOMPARE(tickOf(*doc.editableLevel()->findById(b)), 300);  // not selected: not moved
    QCOMPARE(doc.selection()->ids(), QSet<ObjectId>({a}));
    QCOMPARE(doc.undoStack()->count(), before + 1);
    doc.undoStack()->undo();
    QCOMPARE(tickOf(*doc.editableLevel()->findById(a)), 100);
  }

  void escapePutsTheSpawnsBack() {
    Document doc;
    doc.newProject();
    const ObjectId a = addSpawn(doc, "a", 100);
    SpawnTimelineView view(&doc);
    view.setPixelsPerTick(1);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const int before = doc.undoStack()->count();
    const QPoint start = centreOf(view, a);
    QTest::mousePress(&view, Qt::LeftButton, {}, start);
    QTest::mouseMove(&view, start + QPoint(20, 0));
    QTest::mouseMove(&view, start + QPoint(40, 0));
    QCOMPARE(tickOf(*doc.editableLevel()->findById(a)), 140);
    QTest::keyClick(&view, Qt::Key_Escape);
    QTest::mouseRelease(&view, Qt::LeftButton, {}, start + QPoint(40, 0));
    QCOMPARE(tickOf(*doc.editableLevel()->findById(a)), 100);
    QVERIFY(doc.undoStack()->count() <= before + 1);
    QVERIFY(!doc.isModified() || doc.undoStack()->index() == before);
  }

  void rubberBandAndRulerClick() {
    Document doc;
    doc.newProject();
    const ObjectId a = addSpawn(doc, "a", 10);
    const ObjectId b = addSpawn(doc, "b", 40);
    addSpawn(doc, "c", 400);
    SpawnTimelineView view(&doc);
    view.setPixelsPerTick(1);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const int y0 = int(SpawnTimelineLayout::kRulerHeight) + 1;
    QTest::mousePress(&view, Qt::LeftButton, {}, QPoint(2, y0));
    QTest::mouseMove(&view, QPoint(100, y0 + 60));
    QTest::mouseRelease(&view, Qt::LeftButton, {}, QPoint(100, y0 + 60));
    QCOMPARE(doc.selection()->ids(), QSet<ObjectId>({a, b}));

    QSignalSpy requested(&view, &SpawnTimelineView::tickRequested);
    QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(int(view.layout().xForTick(250)), 5));
    QVERIFY(!requested.isEmpty());
    QCOMPARE(requested.first().first().value<std::int64_t>(), 250);
  }

  void addSpawnIsOneUndoStep() {
    Document doc;
    doc.newProject();
    SpawnTimelineDock dock(&doc);
    dock.setCurrentTick(90);
    dock.addSpawnAt(90);
    QCOMPARE(dock.view()->layout().bars().size(), 1);
    QCOMPARE(dock.view()->layout().bars().first().start, 90);
    doc.undoStack()->undo();
    QCOMPARE(dock.view()->layout().bars().size(), 0);
  }

  // In the editor the timeline's cursor follows the scrubber and a ruler click scrubs.
  // With SW_SCREENSHOT_DIR set, the window is saved there for people to look at.
  void followsTheScrubberInTheMainWindow() {
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1600, 950);
    window.show();
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));
    auto* dock = window.findChild<SpawnTimelineDock*>("spawnTimelineDock");
    QVERIFY(dock);
    dock->show();
    dock->raise();
    QCOMPARE(dock->view()->layout().bars().size(), 14);  // the demo's spawns
    window.scrubber()->setTick(400);
    QCOMPARE(dock->view()->currentTick(), 400);
    emit dock->view()->tickRequested(1300);
    QCOMPARE(window.scrubber()->tick(), 1300);
    QCOMPARE(dock->view()->currentTick(), 1300);
    const QByteArray shots = qgetenv("SW_SCREENSHOT_DIR");
    if (!shots.isEmpty()) {
      QTest::qWait(3000);  // meshes load off the UI thread
      window.grab().save(QString::fromLocal8Bit(shots) + "/spawn_timeline.png");
    }
  }
};

QTEST_MAIN(SpawnTimelineTest)
#include "spawn_timeline_test.moc"
