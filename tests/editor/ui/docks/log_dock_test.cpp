// The Log dock (#45 friction 7) at 1366x768 and 1920x1080: a long finding wraps to more
// lines instead of being cut off, and a double-click on it selects what it names (here a
// spawn timed after the chain's end, in a project made from the shooter template) and
// brings Properties forward; a message naming nothing leaves the selection alone.
#include <QAction>
#include <QDockWidget>
#include <QHeaderView>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>

#include "document/commands/commands.h"
#include "document/commands/object_edits.h"
#include "document/document.h"
#include "model/level/camera_track.h"
#include "model/level/level.h"
#include "support/scratch_settings.h"
#include "ui/docks/log_dock.h"
#include "ui/shell/main_window.h"
#include "support/screen_sizes.h"

using namespace sw::editor;

class LogDockTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { sw::test::useScratchSettings(QStringLiteral("logDock")); }

  void longMessagesWrapAndDoubleClickSelects_data() {
    sw::test::addScreenSizeRows();
  }
  void longMessagesWrapAndDoubleClickSelects() {
    QFETCH(QSize, size);
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(sw::test::showAt(window, size));
    Document* doc = window.document();
    QVERIFY(doc->newProject(dir.filePath(QStringLiteral("p")), QStringLiteral("shooter"), QStringLiteral("P")).ok());
    const auto end = sw::fixedChainEnd(doc->project(), *doc->level());
    QVERIFY(end);
    const std::int64_t lateTick = *end + 100;
    doc->undoStack()->push(makeAddObjects(doc, doc->editableLevel(), {{"Spawn", "late_wave", {}, [lateTick](sw::LevelObject& o) {
                                             o.description().find("tick")->set(o, sw::Value(lateTick));
                                           }}}));
    const sw::ObjectId late = doc->level()->objects.back()->id;
    const QString pointer = QStringLiteral("/objects/%1/tick").arg(doc->level()->objects.size() - 1);

    auto* logDock = window.findChild<LogDock*>();
    logDock->show();
    logDock->raise();
    window.findChild<QAction*>(QStringLiteral("checkProjectAction"))->trigger();
    QTreeWidget* view = logDock->view();
    QTreeWidgetItem* finding = nullptr;
    for (int i = 0; i < view->topLevelItemCount(); ++i)
      if (view->topLevelItem(i)->text(3) == pointer) finding = view->topLevelItem(i);
    QVERIFY2(finding, "Check Project reports the late spawn");
    QVERIFY(finding->text(1).contains(QStringLiteral("after the chain ends")));

    // Wrapped: the message column is narrower than the text, and its row taller than a line.
    view->scrollToItem(finding);
    const QRect row = view->visualItemRect(finding);
    const int textWidth = view->fontMetrics().horizontalAdvance(finding->text(1));
    QVERIFY2(view->columnWidth(1) < textWidth, "the finding is longer than the column at this size");
    QVERIFY2(row.height() > view->fontMetrics().height() * 3 / 2,
             qPrintable(QStringLiteral("row %1 px for a %2 px line").arg(row.height()).arg(view->fontMetrics().height())));
    QVERIFY(finding->toolTip(1).contains(finding->text(1)));
    QVERIFY(finding->toolTip(1).contains(pointer));  // the place, also when its column is left out
    // Narrow (its place at 1366x768), the Log leaves File and Place to the tool tip.
    QCOMPARE(view->isColumnHidden(2), view->width() < 560);
    QVERIFY2(view->columnWidth(1) > 150, qPrintable(QString::number(view->columnWidth(1))));

    // A double-click on it selects the spawn and shows Properties.
    doc->selection()->clear();
    const QPoint onMessage(view->header()->sectionViewportPosition(1) + 20, view->visualItemRect(finding).center().y());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, onMessage);  // a hand's double-click: a click, then the second
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, onMessage);
    QCOMPARE(doc->selection()->ids(), QSet<sw::ObjectId>({late}));
    // The status names the object as the grid's header does, not the file and pointer again.
    QVERIFY2(window.statusBar()->currentMessage().startsWith(QStringLiteral("Showing ")) &&
                 window.statusBar()->currentMessage().contains(QStringLiteral("late_wave")) &&
                 !window.statusBar()->currentMessage().contains(pointer),
             qPrintable(window.statusBar()->currentMessage()));
    auto* properties = window.findChild<QDockWidget*>(QStringLiteral("propertiesDock"));
    QVERIFY(properties->isVisible());
    QVERIFY(!properties->visibleRegion().isEmpty());

    // The summary line names no file: double-clicking it changes nothing.
    QTreeWidgetItem* summary = nullptr;
    for (int i = 0; i < view->topLevelItemCount(); ++i)
      if (view->topLevelItem(i)->text(1).startsWith(QStringLiteral("Check:"))) summary = view->topLevelItem(i);
    QVERIFY(summary);
    view->scrollToItem(summary);
    const QPoint onSummary(view->header()->sectionViewportPosition(1) + 20, view->visualItemRect(summary).center().y());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, onSummary);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, onSummary);
    QCOMPARE(doc->selection()->ids(), QSet<sw::ObjectId>({late}));
  }
};

QTEST_MAIN(LogDockTest)
#include "log_dock_test.moc"
