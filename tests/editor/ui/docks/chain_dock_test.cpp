// The Chain dock and the level scrubber, driven through their widgets and models.
#include <QListView>
#include <QListWidget>
#include <QLabel>
#include <QMimeData>
#include <QRegularExpression>
#include <QSlider>
#include <QtTest>

#include "support/demo_copy.h"
#include "document/document.h"
#include "ui/docks/chain_dock.h"
#include "ui/docks/chain_strip_model.h"
#include "ui/docks/level_scrubber.h"
#include "ui/shell/main_window.h"
#include "ui/property_grid/property_grid.h"
#include "ui/property_grid/property_model.h"
#include "ui/viewport/level_viewport.h"

using namespace sw::editor;

namespace {
using sw::test::copyDemo;

QStringList chainNames(Document* d) {
  QStringList names;
  for (const auto& t : d->editableLevel()->chain) names << QString::fromStdString(t->name);
  return names;
}
}  // namespace

class ChainDockTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void stripShowsTheChainAndPaletteTheDefinitions() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    QVERIFY(window.openProject(copyDemo(dir)));
    auto* strip = window.findChild<QListView*>("chainStrip");
    auto* palette = window.findChild<QListWidget*>("tilePalette");
    QVERIFY(strip && palette);
    QCOMPARE(strip->model()->rowCount(), 22);
    QCOMPARE(palette->count(), 6);
    QCOMPARE(strip->model()->index(0, 0).data().toString(), QString("corridor_1"));
    QVERIFY(!strip->model()->index(0, 0).data(Qt::DecorationRole).value<QIcon>().isNull());
    // The boss arena loop marks its two links.
    QCOMPARE(strip->model()->index(19, 0).data(ChainStripModel::LoopNameRole).toString(), QString("boss_arena"));
    QCOMPARE(strip->model()->index(20, 0).data(ChainStripModel::LoopEdgeRole).toInt(), 2);
    QVERIFY(!strip->model()->index(21, 0).data(ChainStripModel::LoopNameRole).isValid());
    window.unsavedChangesPrompt = [] { return QMessageBox::Discard; };
  }

  void dropFromPaletteInsertsAndDragReorders() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    QVERIFY(window.openProject(copyDemo(dir)));
    auto* dock = window.findChild<ChainDock*>("chainDock");
    auto* model = dock->model();
    Document* doc = window.document();

    // Drop two palette items (their drag data) before link 1.
    auto* palette = dock->palette();
    QMimeData* fromPalette = palette->model()->mimeData({palette->model()->index(1, 0), palette->model()->index(5, 0)});
    QVERIFY(model->canDropMimeData(fromPalette, Qt::CopyAction, 1, 0, {}));
    model->dropMimeData(fromPalette, Qt::CopyAction, 1, 0, {});
    delete fromPalette;
    QCOMPARE(doc->editableLevel()->chain.size(), std::size_t(24));
    // Numbered on from the demo's ramp_up_1, ramp_up_2 and gate_1, as duplicates are.
    QCOMPARE(chainNames(doc).mid(0, 3), (QStringList{"corridor_1", "ramp_up_3", "gate_2"}));
    QCOMPARE(doc->undoStack()->count(), 1);

    // Drag corridor_1 to the end.
    QMimeData* dragged = model->mimeData({model->index(0, 0)});
    model->dropMimeData(dragged, Qt::MoveAction, model->rowCount(), 0, {});
    delete dragged;
    QCOMPARE(chainNames(doc).last(), QString("corridor_1"));
    QCOMPARE(doc->undoStack()->count(), 2);
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QCOMPARE(chainNames(doc).size(), 22);
    QCOMPARE(chainNames(doc).first(), QString("corridor_1"));
    window.unsavedChangesPrompt = [] { return QMessageBox::Discard; };
  }

  void selectionFollowsTheDocumentBothWays() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    QVERIFY(window.openProject(copyDemo(dir)));
    auto* strip = window.findChild<QListView*>("chainStrip");
    Document* doc = window.document();
    strip->selectionModel()->select(strip->model()->index(3, 0), QItemSelectionModel::ClearAndSelect);
    QCOMPARE(doc->selection()->size(), 1);
    QVERIFY(doc->selection()->contains(doc->editableLevel()->chain[3]->id));
    doc->selection()->set({doc->editableLevel()->chain[5]->id, doc->editableLevel()->chain[6]->id});
    QCOMPARE(strip->selectionModel()->selectedIndexes().size(), 2);
  }

  void makeLoopNeedsAContiguousRangeAndAddsTheTrigger() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    QVERIFY(window.openProject(copyDemo(dir)));
    auto* dock = window.findChild<ChainDock*>("chainDock");
    Document* doc = window.document();
    const auto& chain = doc->editableLevel()->chain;
    QString why;
    doc->selection()->set({chain[2]->id, chain[4]->id});
    QVERIFY(!dock->makeLoopFromSelection("wave_done", &why));
    QVERIFY(why.contains("contiguous"));
    doc->selection()->set({chain[2]->id, chain[3]->id});
    QVERIFY(dock->makeLoopFromSelection("wave_done", &why));
    QCOMPARE(doc->undoStack()->count(), 1);
    auto* loop = dynamic_cast<sw::Loop*>(doc->editableLevel()->findByName("loop"));
    QVERIFY(loop);
    QCOMPARE(loop->first, std::string("pillars_1"));
    QCOMPARE(loop->last, std::string("ramp_up_1"));
    QVERIFY(dynamic_cast<sw::Trigger*>(doc->editableLevel()->findByName("wave_done")));
    doc->undoStack()->undo();
    QVERIFY(!doc->editableLevel()->findByName("wave_done"));
    window.unsavedChangesPrompt = [] { return QMessageBox::Discard; };
  }

  // Picking a definition in the palette puts it in the property grid; edits there are
  // tile-definition commands (one undo step, refused when impossible).
  void paletteEditsTileDefinitionsInTheGrid() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    QVERIFY(window.openProject(copyDemo(dir)));
    auto* palette = window.findChild<QListWidget*>("tilePalette");
    auto* grid = window.findChild<PropertyGrid*>("propertyGrid");
    QVERIFY(palette && grid);
    QListWidgetItem* ramp = palette->item(1);
    QCOMPARE(ramp->text(), QString("ramp_up"));
    QTest::mouseClick(palette->viewport(), Qt::LeftButton, {}, palette->visualItemRect(ramp).center());
    Document* doc = window.document();
    QCOMPARE(doc->currentTileDef(), doc->project().findTileDef("ramp_up"));
    grid->refreshNow();
    QModelIndex exitX = grid->indexOfKey("cameraExit.x");
    QVERIFY(exitX.isValid());
    QCOMPARE(exitX.data().toString(), QString("32"));
    QVERIFY(grid->model()->setPart(exitX, sw::Value(40.0)));
    QVERIFY((doc->project().findTileDef("ramp_up")->cameraExit == sw::Vec2{40, 4}));
    QCOMPARE(doc->undoStack()->count(), 1);
    doc->undoStack()->undo();
    QVERIFY((doc->project().findTileDef("ramp_up")->cameraExit == sw::Vec2{32, 4}));
    // Selecting an object hands the grid back to the selection.
    doc->selection()->set({doc->editableLevel()->chain[0]->id});
    QVERIFY(!doc->currentTileDef());
    window.unsavedChangesPrompt = [] { return QMessageBox::Discard; };
  }

  void scrubberFollowsTheCameraTrack() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    QVERIFY(window.openProject(copyDemo(dir)));
    auto* scrubber = window.findChild<LevelScrubber*>("levelScrubber");
    QVERIFY(scrubber);
    sw::CameraTrack track(window.document()->project(), *window.document()->editableLevel());
    QCOMPARE(scrubber->lengthInTicks(), track.lengthInTicks());
    // 22 tiles plus two extra passes of the 2-tile arena, each about 32 units, at 0.1 unit per tick.
    QVERIFY(scrubber->lengthInTicks() > 26 * 320 - 10);
    QSignalSpy spy(scrubber, &LevelScrubber::spotChanged);
    window.findChild<QSlider*>("scrubberSlider")->setValue(6500);
    QCOMPARE(spy.count(), 1);
    auto spot = spy.at(0).at(0).value<sw::CameraSpot>();
    auto expected = track.at(6500);
    QCOMPARE(spot.link, expected.link);
    QVERIFY((spot.absolute == expected.absolute));
    QCOMPARE(scrubber->spot().link, expected.link);

    // The viewport's screen rectangle follows: the rendered frame changes.
    auto* viewport = window.viewport();
    window.findChild<QSlider*>("scrubberSlider")->setValue(0);
    QTest::qWait(300);
    QImage atStart = viewport->grabImage();
    window.findChild<QSlider*>("scrubberSlider")->setValue(1600);  // five tiles on
    QTest::qWait(300);
    QImage later = viewport->grabImage();
    QVERIFY(!atStart.isNull());
    QVERIFY(atStart != later);

    // The readout names the link the camera is over; with no chain left it names none
    // and shows no empty part between its separators.
    auto* info = window.findChild<QLabel*>("scrubberInfo");
    QVERIFY(info);
    const QRegularExpression overLink(QStringLiteral("^\\d+\\.\\d\\d s \u00B7 \\S"));
    QVERIFY2(overLink.match(info->text()).hasMatch(), qPrintable(info->text()));
    QSet<sw::ObjectId> everything;
    for (const auto& link : window.document()->editableLevel()->chain) everything.insert(link->id);
    for (const auto& object : window.document()->editableLevel()->objects) everything.insert(object->id);
    window.document()->selection()->set(everything);
    window.findChild<QAction*>("deleteAction")->trigger();
    QVERIFY(window.document()->editableLevel()->chain.empty());
    QTRY_COMPARE(info->text(), QStringLiteral("0.00 s \u00B7 end"));  // rebuilt once the edits settle
    window.document()->undoStack()->undo();
    QVERIFY(!window.document()->editableLevel()->chain.empty());
    QTRY_VERIFY2(overLink.match(info->text()).hasMatch(), qPrintable(info->text()));
    window.unsavedChangesPrompt = [] { return QMessageBox::Discard; };
  }
};

QTEST_MAIN(ChainDockTest)
#include "chain_dock_test.moc"
