// Projects as users expect them (ui/shell/project_actions.h): File > New Project through its real
// dialog, Open of a folder and of its project.json, the title naming the project, Save of a
// folderless project into a folder that does not exist yet, Open Recent dropping projects
// that are gone, and the last project reopening on start. Settings live in a scratch scope.
#include "ui/shell/project_actions.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QtTest>

#include "core/game_archive.h"
#include "document/commands/commands.h"
#include "document/commands/object_edits.h"
#include "document/document.h"
#include "document/message_log.h"
#include "model/project/project_templates.h"
#include "support/demo_copy.h"
#include "ui/dialogs/new_project_dialog.h"
#include "ui/shell/main_window.h"
#include "ui/shell/recent_projects.h"
#include "ui/viewport/level_viewport.h"

using namespace sw::editor;

class ProjectActionsTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScrollworkTests-projects");
    QStandardPaths::setTestModeEnabled(true);
  }
  void init() { QSettings().clear(); }

  void newProjectThroughTheDialogCreatesTheFolderAndOpensIt() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    bool filled = false;
    // The dialog is modal: fill it in as a person would once it is up.
    QTimer::singleShot(0, this, [&] {
      auto* dialog = qobject_cast<NewProjectDialog*>(QApplication::activeModalWidget());
      QVERIFY(dialog);
      auto* create = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
      QVERIFY(!create->isEnabled());  // no name yet
      dialog->findChild<QLineEdit*>("projectLocationEdit")->setText(dir.path());
      QTest::keyClicks(dialog->findChild<QLineEdit*>("projectNameEdit"), "Star Dart");
      auto* templates = dialog->findChild<QComboBox*>("projectTemplateCombo");
      templates->setCurrentIndex(templates->findData("shooter"));
      QVERIFY(create->isEnabled());
      filled = true;
      QTest::mouseClick(create, Qt::LeftButton);
    });
    window.findChild<QAction*>("newAction")->trigger();
    QVERIFY(filled);

    const QString folder = dir.filePath("Star Dart");
    QCOMPARE(window.document()->projectFile(), QDir(folder).filePath("project.json"));
    QVERIFY(QFileInfo::exists(folder + "/levels/stage_1.json"));
    QVERIFY(QFileInfo::exists(folder + "/meshes/dart.obj"));
    QCOMPARE(window.document()->project().name, std::string("Star Dart"));
    QVERIFY(window.windowTitle().startsWith("Star Dart"));
    QVERIFY(!window.isWindowModified());
    QCOMPARE(window.document()->project().enemyTypes.size(), std::size_t(1));
    QCOMPARE(RecentProjects::list().value(0), QDir(folder).filePath("project.json"));
    QVERIFY(!window.isStartPageShown());
  }

  void newProjectDialogRefusesAFolderThatIsNotEmpty() {
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath("taken"));
    QFile keep(dir.filePath("taken/keep.txt"));
    QVERIFY(keep.open(QIODevice::WriteOnly));
    keep.close();
    NewProjectDialog dialog;
    dialog.setLocation(dir.path());
    dialog.setProjectName("taken");
    QVERIFY(dialog.problem().contains("not empty"));
    auto* create = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    QVERIFY(!create->isEnabled());
    dialog.setProjectName("fresh");
    QVERIFY(dialog.problem().isEmpty());
    QVERIFY(create->isEnabled());
    QCOMPARE(dialog.projectFolder(), dir.filePath("fresh"));
    QCOMPARE(dialog.templateId(), QString("empty"));  // the first template is the default
    dialog.setProjectName("a/b");
    QVERIFY(!dialog.problem().isEmpty());
  }

  void opensAFolderOrItsProjectJson() {
    QTemporaryDir dir;
    const QString demo = sw::test::copyDemo(dir);
    MainWindow window;
    QVERIFY(window.openProject(demo));
    QVERIFY(window.windowTitle().startsWith("Cinder Run"));
    auto created = sw::createProjectFromTemplate(dir.filePath("other").toStdString(), "empty", "Other One");
    QVERIFY(created.ok());
    QVERIFY(window.openProject(dir.filePath("other/project.json")));
    QVERIFY(window.windowTitle().startsWith("Other One"));
    QCOMPARE(RecentProjects::list(),
             (QStringList{dir.filePath("other/project.json"), demo + "/project.json"}));
  }

  void openingAtStartBuildsTheLevelViewAtItsFinalSize() {
    // As at start: the window shown and a project opened in the same turn, its docks'
    // sizes not laid out yet. The level view has its final size when its level is built,
    // so nothing is built for one size and again, a moment later, for another.
    QTemporaryDir dir;
    const QString demo = sw::test::copyDemo(dir);
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(window.openProject(demo));
    const QSize atOpen = window.viewport()->size();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::qWait(100);
    QCOMPARE(window.viewport()->size(), atOpen);
  }

  void saveOfAnUntitledProjectMakesTheFolderAndTakesItsName() {
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(window.windowTitle().startsWith("Untitled"));
    window.findChild<QAction*>("addMarkerAction")->trigger();
    QVERIFY(window.isWindowModified());
    const QString target = dir.filePath("deeper/myproj");  // neither folder exists yet
    QVERIFY(window.saveAs(target));
    QVERIFY(QFileInfo::exists(target + "/project.json"));
    QCOMPARE(window.document()->project().name, std::string("myproj"));
    QVERIFY2(window.windowTitle().startsWith("myproj"), qPrintable(window.windowTitle()));
    QVERIFY(!window.isWindowModified());
    // A project that already has a name keeps it when saved elsewhere.
    QVERIFY(window.saveAs(dir.filePath("copy")));
    QCOMPARE(window.document()->project().name, std::string("myproj"));
  }

  void openRecentDropsProjectsThatAreGone() {
    QTemporaryDir dir;
    for (const char* name : {"kept", "gone"})
      QVERIFY(sw::createProjectFromTemplate(dir.filePath(name).toStdString(), "empty", "").ok());
    RecentProjects::add(dir.filePath("kept/project.json"));
    RecentProjects::add(dir.filePath("gone/project.json"));
    QCOMPARE(RecentProjects::list().size(), 2);
    QVERIFY(QDir(dir.filePath("gone")).removeRecursively());

    MainWindow window;
    auto* recent = window.findChild<QMenu*>("recentMenu");
    QVERIFY(recent);
    emit recent->aboutToShow();
    QStringList shown;
    for (QAction* action : recent->actions())
      if (!action->isSeparator()) shown << action->text();
    QVERIFY(shown.contains(QDir::toNativeSeparators(dir.filePath("kept/project.json"))));
    QVERIFY(!shown.join("|").contains("gone"));
    QCOMPARE(QSettings().value("recentProjects").toStringList(),
             QStringList{dir.filePath("kept/project.json")});
  }

  void theLastProjectReopensOnStartUnlessTurnedOff() {
    QTemporaryDir dir;
    QVERIFY(sw::createProjectFromTemplate(dir.filePath("last").toStdString(), "shooter", "Last One").ok());
    RecentProjects::add(dir.filePath("last/project.json"));
    {
      MainWindow window;
      window.openAtStart();
      QCOMPARE(window.document()->project().name, std::string("Last One"));
      QVERIFY(!window.isStartPageShown());
    }
    RecentProjects::setReopenLast(false);
    {
      MainWindow window;
      window.openAtStart();
      QVERIFY(!window.document()->hasFolder());
      QVERIFY(window.isStartPageShown());
    }
    RecentProjects::setReopenLast(true);
    QVERIFY(QDir(dir.filePath("last")).removeRecursively());  // gone since: the start page instead
    {
      MainWindow window;
      window.openAtStart();
      QVERIFY(window.isStartPageShown());
    }
    // A path on the command line wins over the setting.
    QVERIFY(sw::createProjectFromTemplate(dir.filePath("given").toStdString(), "empty", "Given").ok());
    MainWindow window;
    window.openAtStart(dir.filePath("given"));
    QCOMPARE(window.document()->project().name, std::string("Given"));
  }

  // File > Export Game (its folder given, as the dialog would): the same export as
  // scrollwork-cli export-game, reported in the Log and the status bar; an unsaved project
  // or a folder in use is refused there too, and nothing is written.
  void exportGameWritesTheFolderAndSaysSoInTheLog() {
    QTemporaryDir dir;
    const QString demo = sw::test::copyDemo(dir);
    MainWindow window;
    QVERIFY(window.openProject(demo));
    QVERIFY(window.findChild<QAction*>("exportGameAction"));
    auto* actions = window.findChild<ProjectActions*>();
    QVERIFY(actions);
    const QString out = dir.filePath("game");
    QVERIFY(actions->exportGame(out));
    QVERIFY(sw::readGameArchive((out + "/game.swpak").toStdString()));
    QVERIFY(QFileInfo(out + "/bin/scrollwork-player").isExecutable());
    const auto& entries = window.document()->log()->entries();
    QVERIFY(!entries.empty());
    QVERIFY2(entries.back().message.contains("Exported the game to"), qPrintable(entries.back().message));
    QVERIFY(window.statusBar()->currentMessage().contains("Exported the game to"));

    QVERIFY(!actions->exportGame(out));  // not empty now
    QCOMPARE(window.document()->log()->entries().back().severity, LogEntry::Severity::Error);
    QVERIFY(window.statusBar()->currentMessage().contains("not exported"));
    // Unsaved edits would be missing from the export: it asks for a save and writes nothing.
    Document* d = window.document();
    d->undoStack()->push(makeAddObjects(d, d->editableLevel(), {{"Marker"}}));
    QVERIFY(d->isModified());
    QVERIFY(!actions->exportGame(dir.filePath("unsaved")));
    QVERIFY(!QFileInfo::exists(dir.filePath("unsaved")));
    QVERIFY(window.statusBar()->currentMessage().contains("save the project first"));
  }

  void closeProjectShowsTheStartPage() {
    QTemporaryDir dir;
    QVERIFY(sw::createProjectFromTemplate(dir.filePath("p").toStdString(), "empty", "P").ok());
    MainWindow window;
    QVERIFY(window.openProject(dir.filePath("p")));
    QVERIFY(!window.isStartPageShown());
    window.findChild<QAction*>("closeProjectAction")->trigger();
    QVERIFY(window.isStartPageShown());
    QVERIFY(!window.document()->hasFolder());
  }
};

QTEST_MAIN(ProjectActionsTest)
#include "project_actions_test.moc"
