// The file dialogs of File > Open Project and of a first Save: Open takes a project folder
// as well as its project.json (another folder is stepped into); Save takes a folder that
// does not exist yet, which the save then makes.
#include <QtTest>

#include "model/project/project_templates.h"
#include "ui/dialogs/open_project_dialog.h"
#include "ui/dialogs/save_project_dialog.h"

using namespace sw::editor;

class ProjectFileDialogsTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScrollworkTests-fileDialogs");
    QStandardPaths::setTestModeEnabled(true);
  }

  void openTakesAProjectFolder() {
    QTemporaryDir dir;
    QVERIFY(sw::createProjectFromTemplate(dir.filePath("game").toStdString(), "empty", "").ok());
    OpenProjectDialog dialog(nullptr, dir.path());
    dialog.selectFile("game");
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.chosenPath(), dir.filePath("game"));
  }

  void openTakesAProjectJson() {
    QTemporaryDir dir;
    QVERIFY(sw::createProjectFromTemplate(dir.filePath("game").toStdString(), "empty", "").ok());
    OpenProjectDialog dialog(nullptr, dir.filePath("game"));
    dialog.selectFile("project.json");
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.chosenPath(), dir.filePath("game/project.json"));
  }

  void openStepsIntoAnyOtherFolder() {
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath("games/game"));
    OpenProjectDialog dialog(nullptr, dir.path());
    dialog.selectFile("games");
    dialog.accept();
    QVERIFY(dialog.result() != QDialog::Accepted);
    QVERIFY(dialog.chosenPath().isEmpty());
    QCOMPARE(QDir(dialog.directory()).absolutePath(), dir.filePath("games"));
  }

  void saveTakesAFolderThatDoesNotExistYet() {
    QTemporaryDir dir;
    SaveProjectDialog dialog(nullptr, dir.filePath("myproj"));
    QCOMPARE(QDir(dialog.directory()).absolutePath(), QDir(dir.path()).absolutePath());
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.chosenFolder(), dir.filePath("myproj"));
    QVERIFY(!QFileInfo::exists(dir.filePath("myproj")));  // made by the save, not the dialog
  }

  void saveTakesAnExistingEmptyFolder() {
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir("ready"));
    SaveProjectDialog dialog(nullptr, dir.filePath("ready"));
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.chosenFolder(), dir.filePath("ready"));
  }
};

QTEST_MAIN(ProjectFileDialogsTest)
#include "project_file_dialogs_test.moc"
