// The start page (ui/shell/start_page.h) a first run shows in place of the viewport: its buttons
// reach the project actions, its recent list opens what it lists and drops what is gone,
// Open Demo finds the demo, and anything done to the untitled project leaves the page.
#include "ui/shell/start_page.h"

#include <QAction>
#include <QCheckBox>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QTreeWidget>
#include <QPushButton>
#include <QSettings>
#include <QtTest>

#include "document/document.h"
#include "model/project/project_templates.h"
#include "ui/docks/project_dock.h"
#include "ui/shell/demo_project.h"
#include "ui/shell/main_window.h"
#include "ui/shell/recent_projects.h"

using namespace sw::editor;

class StartPageTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScrollworkTests-startPage");
    QStandardPaths::setTestModeEnabled(true);
  }
  void init() { QSettings().clear(); }

  void firstRunShowsTheStartPageWithItsWaysIn() {
    MainWindow window;
    window.show();
    window.openAtStart();  // no argument, nothing recent
    QVERIFY(window.isStartPageShown());
    StartPage* page = window.startPage();
    QVERIFY(page->isVisible());
    for (const char* name : {"startNewButton", "startOpenButton", "startDemoButton"})
      QVERIFY2(page->findChild<QPushButton*>(name)->isVisible(), name);
    QVERIFY(page->findChild<QLabel*>("startManualLink"));
    QCOMPARE(page->recentList()->count(), 1);  // "No recent projects yet", not clickable
    QCOMPARE(page->recentList()->item(0)->flags(), Qt::NoItemFlags);
    QVERIFY(page->findChild<QCheckBox*>("startReopenLast")->isChecked());  // on by default
  }

  // Issue #45 B7: beside the start page the Project dock listed "Levels (1) / Level 1" of the
  // placeholder project and the title read "Untitled — Level 1".
  void noProjectOpenShowsNoProject() {
    MainWindow window;
    window.show();
    window.openAtStart();
    QVERIFY(window.isStartPageShown());
    QCOMPARE(window.windowTitle(), QStringLiteral("Scrollwork[*]"));
    auto* dock = window.findChild<ProjectDock*>("projectDock");
    QVERIFY(dock);
    QCOMPARE(dock->tree()->topLevelItemCount(), 0);
    bool said = false;
    for (auto* label : dock->tree()->findChildren<QLabel*>())
      said = said || (label->isVisible() && label->text().startsWith("No project open"));
    QVERIFY(said);
    // The Outliner and the Chain dock beside the start page say so too, over the
    // placeholder's "This level is empty" and "Drag tiles ..." (#45).
    auto coverOf = [&](const char* dockName) -> QLabel* {
      auto* d = window.findChild<QDockWidget*>(dockName);
      return d ? d->findChild<QLabel*>("noProjectCover", Qt::FindDirectChildrenOnly) : nullptr;
    };
    for (const char* name : {"outlinerDock", "chainDock", "undoDock"}) {
      QLabel* cover = coverOf(name);
      QVERIFY2(cover, name);
      QVERIFY2(cover->isVisible() && cover->text().startsWith("No project open"), name);
      QVERIFY(cover->geometry().contains(window.findChild<QDockWidget*>(name)->widget()->geometry().center()));
    }
    // Nothing to play beside it: Play, Play from Here and Replay are off, F5 does nothing.
    auto* playAction = window.findChild<QAction*>("playAction");
    QVERIFY(playAction && !playAction->isEnabled());
    QTest::keyClick(&window, Qt::Key_F5);
    QVERIFY(window.isStartPageShown());

    QTest::mouseClick(window.startPage()->demoButton(), Qt::LeftButton);
    QVERIFY(!window.isStartPageShown());
    QVERIFY2(window.windowTitle().startsWith("Cinder Run"), qPrintable(window.windowTitle()));
    QVERIFY(dock->tree()->topLevelItemCount() > 0);
    QVERIFY(playAction->isEnabled());
    QTRY_VERIFY([&] {
      for (auto* label : dock->tree()->findChildren<QLabel*>())
        if (label->isVisible() && label->text().startsWith("No project open")) return false;
      return true;
    }());
    for (const char* name : {"outlinerDock", "chainDock", "undoDock"}) QVERIFY2(!coverOf(name)->isVisible(), name);
  }

  void openDemoOpensTheSourceTreeDemo() {
    const QString demo = findDemoProject();
    QCOMPARE(demo, QDir(SW_SOURCE_DIR "/projects/demo").canonicalPath());
    MainWindow window;
    window.showStartPage();
    QVERIFY(window.startPage()->demoButton()->isEnabled());
    QTest::mouseClick(window.startPage()->demoButton(), Qt::LeftButton);
    QCOMPARE(window.document()->project().name, std::string("Cinder Run"));
    QVERIFY(!window.isStartPageShown());
  }

  void thePlatformerDemoOpensFromTheStartPage() {
    QCOMPARE(findDemoProject(QStringLiteral("platformer")), QDir(SW_SOURCE_DIR "/projects/platformer").canonicalPath());
    MainWindow window;
    window.showStartPage();
    QVERIFY(window.startPage()->platformerDemoButton()->isEnabled());
    QTest::mouseClick(window.startPage()->platformerDemoButton(), Qt::LeftButton);
    QCOMPARE(window.document()->project().name, std::string("Platformer Demo"));
    QCOMPARE(window.document()->project().monsters.size(), std::size_t(2));
    QVERIFY(!window.isStartPageShown());
  }

  void aClickOnARecentProjectOpensIt() {
    QTemporaryDir dir;
    for (const char* name : {"alpha", "beta", "gone"})
      QVERIFY(sw::createProjectFromTemplate(dir.filePath(name).toStdString(), "empty", name).ok());
    for (const char* name : {"alpha", "gone", "beta"})
      RecentProjects::add(dir.filePath(QString(name) + "/project.json"));
    QVERIFY(QDir(dir.filePath("gone")).removeRecursively());
    MainWindow window;
    window.show();
    window.showStartPage();
    QListWidget* list = window.startPage()->recentList();
    QCOMPARE(list->count(), 2);  // the one that is gone is not offered
    QVERIFY(list->item(0)->text().startsWith("beta"));
    QVERIFY(list->item(1)->text().startsWith("alpha"));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(1)).center());
    QCOMPARE(window.document()->project().name, std::string("alpha"));
    QVERIFY(!window.isStartPageShown());
  }

  void reopenCheckboxIsTheSetting() {
    MainWindow window;
    window.showStartPage();
    auto* box = window.startPage()->findChild<QCheckBox*>("startReopenLast");
    box->setChecked(false);
    QVERIFY(!RecentProjects::reopenLast());
    box->setChecked(true);
    QVERIFY(RecentProjects::reopenLast());
  }

  void editingTheUntitledProjectLeavesThePage() {
    MainWindow window;
    window.showStartPage();
    window.findChild<QAction*>("addMarkerAction")->trigger();
    QVERIFY(!window.isStartPageShown());
  }
};

QTEST_MAIN(StartPageTest)
#include "start_page_test.moc"
