// The main window's layouts as a user meets them at 1366x768 and 1920x1080: each named
// layout shows its docks with every dock title and tab text in full, Reset Layout puts
// them back, the toolbar stays put when texts change, the right column keeps its width
// when the selection changes, and a state saved by an older version is not restored.
// SW_LAYOUT_SHOTS=dir saves a picture of each layout there, to look at.
#include "ui/shell/window_layouts.h"

#include <QAbstractButton>
#include <QDockWidget>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QToolBar>
#include <QToolButton>
#include <QUndoCommand>
#include <QtTest>

#include "document/document.h"
#include "support/demo_copy.h"
#include "ui/shell/main_window.h"
#include "support/screen_sizes.h"

using namespace sw::editor;
using Layout = WindowLayouts::Layout;

namespace {

// QTabBar::tabSizeHint is what a tab needs to show its text in full; it is protected.
struct TabBarPeek : QTabBar {
  using QTabBar::tabSizeHint;
};

QList<QDockWidget*> shownDocks(QMainWindow& window) {
  QList<QDockWidget*> out;
  for (auto* dock : window.findChildren<QDockWidget*>())
    if (dock->isVisible()) out << dock;
  return out;
}

// Every visible dock title and tab text that does not fit, as "where: text".
QStringList cutTexts(QMainWindow& window) {
  QStringList cut;
  for (QDockWidget* dock : shownDocks(window)) {
    if (dock->titleBarWidget()) continue;
    // The title runs from the left edge to the first title button.
    int right = dock->width();
    for (auto* button : dock->findChildren<QAbstractButton*>(QString(), Qt::FindDirectChildrenOnly))
      if (button->isVisible() && button->objectName().startsWith("qt_dockwidget_"))
        right = std::min(right, button->x());
    const int margin = dock->style()->pixelMetric(QStyle::PM_DockWidgetTitleMargin, nullptr, dock);
    const int needed = dock->fontMetrics().horizontalAdvance(dock->windowTitle()) + 2 * margin;
    if (needed > right)
      cut << QStringLiteral("dock %1 (%2 of %3 px)").arg(dock->windowTitle()).arg(right).arg(needed);
  }
  for (QTabBar* bar : window.findChildren<QTabBar*>()) {
    if (!bar->isVisible()) continue;
    for (int i = 0; i < bar->count(); ++i) {
      const QRect rect = bar->tabRect(i);
      const QSize needed = static_cast<TabBarPeek*>(bar)->tabSizeHint(i);
      if (rect.width() < needed.width() || rect.right() > bar->width())
        cut << QStringLiteral("tab %1 (%2 of %3 px)")
                   .arg(bar->tabText(i))
                   .arg(rect.width())
                   .arg(needed.width());
    }
  }
  return cut;
}

// Whether `dock` is shown: in front, or a tab of a shown tab bar.
bool isOffered(QMainWindow& window, QDockWidget* dock) {
  if (dock->isVisible()) return true;
  if (dock->isHidden()) return false;
  for (QTabBar* bar : window.findChildren<QTabBar*>())
    if (bar->isVisible())
      for (int i = 0; i < bar->count(); ++i)
        if (bar->tabText(i) == dock->windowTitle()) return true;
  return false;
}

QStringList docksOf(Layout layout) {
  switch (layout) {
    case Layout::LevelDesign:
      return {"outlinerDock",   "projectDock",       "enemyTypesDock", "tilesetDock",
              "propertiesDock", "tileLayersDock",    "undoDock",       "navRouteDock",
              "chainDock",      "spawnTimelineDock", "logDock",        "patternsDock"};
    case Layout::PlayTesting:
      return {"outlinerDock", "propertiesDock", "undoDock", "spawnTimelineDock", "logDock", "patternsDock"};
    case Layout::Graphs:
      return {"projectDock", "outlinerDock", "propertiesDock", "graphPreviewDock", "graphDock", "logDock"};
    case Layout::Tiles:
      return {"projectDock",    "tilesetDock", "tileEditorDock", "propertiesDock",
              "tileLayersDock", "chainDock",   "logDock"};
  }
  return {};
}

class Push : public QUndoCommand {
 public:
  explicit Push(const QString& text) : QUndoCommand(text) {}
};

}  // namespace

class WindowLayoutsTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScrollworkTests");
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
  }
  void cleanup() { QSettings().clear(); }

  void eachLayoutShowsItsDocksWithNothingCut_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("layout");
    for (QSize size : {QSize(1366, 768), QSize(1920, 1080)})
      for (Layout layout : WindowLayouts::all())
        QTest::addRow("%s %dx%d", qPrintable(WindowLayouts::name(layout)), size.width(), size.height())
            << size << int(layout);
  }
  void eachLayoutShowsItsDocksWithNothingCut() {
    QFETCH(QSize, size);
    QFETCH(int, layout);
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(sw::test::showAt(window, size));
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));
    auto* layouts = window.findChild<WindowLayouts*>();
    QVERIFY(layouts);
    // Chosen from the menu, as a user would.
    auto* action = window.findChild<QAction*>(QStringLiteral("layoutAction_%1").arg(layout + 1));
    QVERIFY(action);
    QCOMPARE(action->text(), WindowLayouts::name(Layout(layout)));
    action->trigger();
    QCOMPARE(int(layouts->current()), layout);
    QTest::qWait(50);
    QCOMPARE(window.size(), size);

    for (const QString& name : docksOf(Layout(layout))) {
      auto* dock = window.findChild<QDockWidget*>(name);
      QVERIFY2(dock, qPrintable(name));
      QVERIFY2(isOffered(window, dock), qPrintable(name));
      QVERIFY2(!dock->isFloating(), qPrintable(name));
    }
    const QStringList cut = cutTexts(window);
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(", ")));

    // Useful sizes: Properties shows many rows, the Log more than three lines.
    auto* properties = window.findChild<QDockWidget*>("propertiesDock");
    if (properties->isVisible()) {
      // Level Design is for editing properties; elsewhere they share the column.
      const int rows = Layout(layout) == Layout::LevelDesign ? 20 : 10;
      QVERIFY2(properties->height() >= rows * properties->fontMetrics().height(),
               qPrintable(QString::number(properties->height())));
      QVERIFY(properties->width() >= 300);
    }
    auto* log = window.findChild<QDockWidget*>("logDock");
    if (log->isVisible()) QVERIFY(log->height() >= 7 * log->fontMetrics().height());
    if (Layout(layout) == Layout::Tiles) {
      auto* tileEditor = window.findChild<QDockWidget*>("tileEditorDock");
      QVERIFY(tileEditor->isVisible());
      QVERIFY2(tileEditor->width() >= 400 && tileEditor->height() >= 300,
               qPrintable(QStringLiteral("%1x%2").arg(tileEditor->width()).arg(tileEditor->height())));
    }
    if (Layout(layout) == Layout::Graphs) {
      auto* graph = window.findChild<QDockWidget*>("graphDock");
      QVERIFY(graph->isVisible());
      QVERIFY2(graph->width() >= 500 && graph->height() >= 280,
               qPrintable(QStringLiteral("%1x%2").arg(graph->width()).arg(graph->height())));
    }
    // The level stays in sight.
    QVERIFY(window.centralWidget()->width() >= size.width() / 3);
    QVERIFY(window.centralWidget()->height() >= size.height() / 3);

    if (const QString shots = qEnvironmentVariable("SW_LAYOUT_SHOTS"); !shots.isEmpty())
      window.grab().save(QStringLiteral("%1/layout-%2-%3.png").arg(shots).arg(layout).arg(size.width()));
  }

  void aDockShownOnDemandFitsToo() {
    // The palette's double-click shows the Tile Editor, titled with the tile's name, in
    // a layout that left it out.
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));
    auto* tileEditor = window.findChild<QDockWidget*>("tileEditorDock");
    QVERIFY(!tileEditor->isVisible());
    window.document()->setCurrentTileDef(window.document()->project().findTileDef("ramp_down"));
    tileEditor->show();
    tileEditor->raise();
    QTest::qWait(50);
    QVERIFY(tileEditor->isVisible());
    QVERIFY2(tileEditor->windowTitle().contains("ramp_down"), qPrintable(tileEditor->windowTitle()));
    QCOMPARE(window.dockWidgetArea(tileEditor), Qt::RightDockWidgetArea);
    const QStringList cut = cutTexts(window);
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(", ")));
  }

  // #45 friction 6: a double-click on a tile in the chain's palette brings the Tile Editor
  // up at a size to work in; where Level Design leaves it a cramped tab, the window
  // switches to the Tiles layout and says so; already there, the layout stays.
  void theTileEditorOpensAtAUsableSize_data() {
    sw::test::addScreenSizeRows();
  }
  void theTileEditorOpensAtAUsableSize() {
    QFETCH(QSize, size);
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(sw::test::showAt(window, size));
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));
    auto* layouts = window.findChild<WindowLayouts*>();
    QCOMPARE(layouts->current(), Layout::LevelDesign);
    auto* palette = window.findChild<QListWidget*>("tilePalette");
    QVERIFY(palette && palette->isVisible() && palette->count() > 0);
    QListWidgetItem* item = palette->item(0);
    const QPoint at = palette->visualItemRect(item).center();
    QTest::mouseClick(palette->viewport(), Qt::LeftButton, {}, at);  // a hand's double-click: a click, then the second
    QTest::mouseDClick(palette->viewport(), Qt::LeftButton, {}, at);
    auto* tileEditor = window.findChild<QDockWidget*>("tileEditorDock");
    QTRY_VERIFY(tileEditor->isVisible());
    QVERIFY2(tileEditor->windowTitle().contains(item->text()), qPrintable(tileEditor->windowTitle()));
    QVERIFY2(tileEditor->width() >= WindowLayouts::kUsableTileEditor.width() &&
                 tileEditor->height() >= WindowLayouts::kUsableTileEditor.height(),
             qPrintable(QStringLiteral("%1x%2").arg(tileEditor->width()).arg(tileEditor->height())));
    QVERIFY(!tileEditor->visibleRegion().isEmpty());  // in front, not behind a tab
    QCOMPARE(layouts->current(), Layout::Tiles);
    QVERIFY2(window.statusBar()->currentMessage().contains("Tiles"), qPrintable(window.statusBar()->currentMessage()));
    const QStringList cut = cutTexts(window);
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(", ")));

    // Again from the Tiles layout: nothing moves.
    window.statusBar()->clearMessage();
    palette = window.findChild<QListWidget*>("tilePalette");
    QVERIFY(palette->isVisible());
    const QRect before = tileEditor->geometry();
    QTest::mouseClick(palette->viewport(), Qt::LeftButton, {}, palette->visualItemRect(palette->item(0)).center());
    QTest::mouseDClick(palette->viewport(), Qt::LeftButton, {}, palette->visualItemRect(palette->item(0)).center());
    QCOMPARE(layouts->current(), Layout::Tiles);
    QCOMPARE(tileEditor->geometry(), before);
    QVERIFY(window.statusBar()->currentMessage().isEmpty());
  }

  void resetLayoutPutsTheDocksBack() {
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* properties = window.findChild<QDockWidget*>("propertiesDock");
    window.findChild<WindowLayouts*>()->reset();  // at this size
    QTest::qWait(50);
    const QRect designed = properties->geometry();
    window.addDockWidget(Qt::LeftDockWidgetArea, properties);
    window.findChild<QDockWidget*>("logDock")->setFloating(true);
    window.findChild<QDockWidget*>("outlinerDock")->close();
    QTest::qWait(20);
    QCOMPARE(window.dockWidgetArea(properties), Qt::LeftDockWidgetArea);
    window.findChild<QAction*>("resetLayoutAction")->trigger();
    QTest::qWait(50);
    QCOMPARE(window.dockWidgetArea(properties), Qt::RightDockWidgetArea);
    QCOMPARE(properties->geometry(), designed);
    QVERIFY(!window.findChild<QDockWidget*>("logDock")->isFloating());
    QVERIFY(window.findChild<QDockWidget*>("outlinerDock")->isVisible());
  }

  void theWindowMenuOffersTheLayoutsBeforeHelp() {
    MainWindow window;
    auto* menu = window.findChild<QMenu*>("windowMenu");
    QVERIFY(menu);
    const auto bar = window.menuBar()->actions();
    QCOMPARE(bar.at(bar.size() - 2), menu->menuAction());
    auto* layouts = window.findChild<QMenu*>("layoutsMenu");
    QStringList names;
    for (QAction* a : layouts->actions()) names << a->text();
    QCOMPARE(names, (QStringList{"Level Design", "Play Testing", "Graphs", "Tiles"}));
    QVERIFY(menu->actions().contains(window.findChild<QAction*>("resetLayoutAction")));
  }

  void toolbarButtonsStayPutWhenTextsChange() {
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto buttonOf = [&](const char* actionName) -> QWidget* {
      auto* action = window.findChild<QAction*>(actionName);
      for (auto* bar : window.findChildren<QToolBar*>())
        if (QWidget* w = bar->widgetForAction(action)) return w;
      return nullptr;
    };
    QStringList watched{"playAction", "pauseAction", "stepAction", "stopAction", "frameAllAction"};
    auto positions = [&] {
      QList<QRect> out;
      for (const QString& name : watched) {
        QWidget* button = buttonOf(qPrintable(name));
        out << (button ? QRect(button->mapTo(&window, QPoint()), button->size()) : QRect());
      }
      return out;
    };
    QTest::qWait(20);
    const QList<QRect> before = positions();
    for (const QRect& r : before) QVERIFY(r.isValid());
    // A long undo text, and undo and redo both available.
    window.document()->undoStack()->push(new Push("Move 12 objects along the camera path to the boss arena"));
    window.document()->undoStack()->push(new Push("Rename"));
    window.document()->undoStack()->undo();
    QTest::qWait(20);
    QCOMPARE(positions(), before);
    auto* undo = window.findChild<QAction*>("toolbarUndoAction");
    QVERIFY(undo && undo->isEnabled());
    QCOMPARE(undo->text(), QString("Undo"));
    QVERIFY2(undo->toolTip().contains("Move 12 objects"), qPrintable(undo->toolTip()));
    undo->trigger();
    QCOMPARE(window.document()->undoStack()->index(), 0);
    // Pause turns into Resume while paused: the buttons after it stay put too.
    window.findChild<QAction*>("pauseAction")
        ->setText(QCoreApplication::translate("sw::play::PlayController", "Res&ume"));
    QTest::qWait(20);
    QCOMPARE(positions(), before);
  }

  void theRightColumnKeepsItsWidthWhenTheSelectionChanges() {
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));
    QTest::qWait(50);
    auto* properties = window.findChild<QDockWidget*>("propertiesDock");
    const int width = properties->width();
    Document* doc = window.document();
    // One object after another, then all of them, then the level again.
    QSet<sw::ObjectId> all;
    doc->level()->forEachObject([&](const sw::LevelObject& o) {
      all.insert(o.id);
      doc->selection()->set({o.id});
      QCoreApplication::processEvents();

      QCOMPARE(properties->width(), width);
    });
    doc->selection()->set(all);
    QTest::qWait(20);
    QCOMPARE(properties->width(), width);
    doc->selection()->clear();
    QTest::qWait(20);
    QCOMPARE(properties->width(), width);
  }

  // Issue #45 B3: after a normal quit the Outliner and Project docks came back about 120 px
  // wide and Properties about 200 px, their tabs cut. A second window reads what the first
  // saved when it closed, as a restart does.
  void aRestartRestoresTheDockSizes_data() {
    QTest::addColumn<QSize>("size");
    QTest::addRow("1366x768") << QSize(1366, 768);
    QTest::addRow("1920x1080") << QSize(1920, 1080);
  }
  void aRestartRestoresTheDockSizes() {
    QFETCH(QSize, size);
    size = size.boundedTo(QGuiApplication::primaryScreen()->availableGeometry().size());  // a smaller display
    const QStringList names{"outlinerDock", "projectDock", "propertiesDock", "logDock"};
    QList<QSize> before;
    {
      MainWindow window;
      window.resize(size);
      window.show();
      QVERIFY(QTest::qWaitForWindowExposed(&window));
      QCoreApplication::processEvents();
      for (const QString& name : names) before << window.findChild<QDockWidget*>(name)->size();
      QVERIFY(window.close());  // saves geometry and state as a quit does
    }
    MainWindow again;
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QCOMPARE(again.size(), size);
    for (int i = 0; i < names.size(); ++i) {
      const QSize now = again.findChild<QDockWidget*>(names[i])->size();
      QVERIFY2(std::abs(now.width() - before[i].width()) <= 2 && std::abs(now.height() - before[i].height()) <= 2,
               qPrintable(QStringLiteral("%1: %2x%3 before, %4x%5 after the restart")
                              .arg(names[i])
                              .arg(before[i].width())
                              .arg(before[i].height())
                              .arg(now.width())
                              .arg(now.height())));
    }
    QVERIFY2(cutTexts(again).isEmpty(), qPrintable(cutTexts(again).join(", ")));
  }

  // Issue #45 B2: a size saved on a larger screen opened past the edges of a smaller one.
  void aSavedGeometryLargerThanTheScreenIsFitted() {
    const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
    {
      MainWindow window;
      window.resize(available.size() + QSize(600, 400));
      window.move(available.topLeft() + QPoint(300, 200));
      window.show();
      QVERIFY(QTest::qWaitForWindowExposed(&window));
      QVERIFY(window.close());
    }
    MainWindow again;
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QVERIFY2(available.contains(again.frameGeometry()),
             qPrintable(QStringLiteral("%1,%2 %3x%4 on a screen of %5x%6")
                            .arg(again.frameGeometry().x())
                            .arg(again.frameGeometry().y())
                            .arg(again.frameGeometry().width())
                            .arg(again.frameGeometry().height())
                            .arg(available.width())
                            .arg(available.height())));
    QVERIFY(again.statusBar()->isVisible());
  }

  void aStateSavedByAnOlderVersionIsNotRestored() {
    {
      // An older editor: docks anywhere, the state saved without a version.
      MainWindow old;
      old.resize(1366, 768);
      old.addDockWidget(Qt::LeftDockWidgetArea, old.findChild<QDockWidget*>("propertiesDock"));
      QSettings().setValue("mainWindow/state", old.saveState());
    }
    {
      MainWindow window;
      window.resize(1366, 768);
      QCOMPARE(window.dockWidgetArea(window.findChild<QDockWidget*>("propertiesDock")),
               Qt::RightDockWidgetArea);
      // This version's own state is restored: the user's arrangement stays.
      window.addDockWidget(Qt::LeftDockWidgetArea, window.findChild<QDockWidget*>("propertiesDock"));
      QSettings settings;
      window.findChild<WindowLayouts*>()->save(settings);
    }
    MainWindow again;
    QCOMPARE(again.dockWidgetArea(again.findChild<QDockWidget*>("propertiesDock")), Qt::LeftDockWidgetArea);
  }
};

QTEST_MAIN(WindowLayoutsTest)
#include "window_layouts_test.moc"
