// "Recover Unsaved Changes" as a person meets it: on start, after a session that did not
// exit cleanly, the dialog lists the copy; Recover opens it as an unsaved document (the
// project's files untouched), Discard deletes the copy, Later keeps it, and a damaged
// copy shows its broken file and can only be discarded.
#include "ui/dialogs/recovery_dialog.h"

#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

#include "document/recovery/autosaver.h"
#include "document/document.h"
#include "support/demo_copy.h"
#include "support/recovery_edits.h"
#include "ui/shell/main_window.h"
#include "ui/shell/recovery_controller.h"

using namespace sw::editor;

class RecoveryDialogTest : public QObject {
  Q_OBJECT
  std::unique_ptr<QTemporaryDir> dir_;
  QString project_;

  // A copy as a crashed session leaves it: written, then its lock gone with the process.
  QString crashedCopy(int edits = 5) {
    Document d;
    [&] { QVERIFY(d.open(project_).empty()); }();
    Autosaver saver(&d);
    [&] { QVERIFY(sw::test::applyRecoveryEdits(d, edits)); }();
    saver.writeNow();
    saver.waitForIdle();
    const QString crashed = QDir(QFileInfo(saver.folder()).absolutePath()).filePath("crashed-1");
    sw::test::copyFolder(saver.folder(), crashed);
    QFile::remove(QDir(crashed).filePath(RecoveryStore::kLockName));
    return crashed;
  }

  // Starts the editor as main() does, and presses `button` in the dialog when it shows.
  // Returns what the dialog listed (empty when it never showed).
  QStringList startAndPress(MainWindow& window, const QString& button, int row = 0) {
    QStringList listed;
    // Pressed once the dialog is up (opening the project first may run the event loop).
    auto* poll = new QTimer(&window);
    poll->setInterval(20);
    connect(poll, &QTimer::timeout, this, [&, poll] {
      auto* dialog = qobject_cast<RecoveryDialog*>(QApplication::activeModalWidget());
      if (!dialog) return;
      poll->stop();
      QCOMPARE(dialog->windowTitle(), QStringLiteral("Recover Unsaved Changes"));
      auto* list = dialog->findChild<QTreeWidget*>("recoveryList");
      for (int i = 0; i < list->topLevelItemCount(); ++i)
        listed << list->topLevelItem(i)->text(0) + " | " + list->topLevelItem(i)->text(2);
      list->setCurrentItem(list->topLevelItem(row));
      auto* pushed = dialog->findChild<QPushButton*>(button);
      QVERIFY(pushed);
      if (!pushed->isEnabled()) {
        listed << "disabled";
        dialog->findChild<QPushButton*>("laterButton")->click();
        return;
      }
      QTest::mouseClick(pushed, Qt::LeftButton);
    });
    poll->start();
    window.show();
    window.openAtStart(project_);
    poll->stop();
    return listed;
  }

 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScrollworkTests-recovery");
    QStandardPaths::setTestModeEnabled(true);
  }
  void init() {
    QSettings().clear();
    QSettings().setValue("reopenLastProject", false);
    QDir(RecoveryStore::defaultRoot()).removeRecursively();
    dir_ = std::make_unique<QTemporaryDir>();
    project_ = sw::test::copyDemo(*dir_);
  }
  void cleanup() { QDir(RecoveryStore::defaultRoot()).removeRecursively(); }

  void listsWhatCanBeRecovered() {
    const QString crashed = crashedCopy(7);
    std::vector<RecoveryCopy> copies{RecoveryStore::read(crashed)};
    RecoveryCopy damaged;
    damaged.folder = "/x/y";
    damaged.problem = "/x/y/manifest.json: line 1, column 2: garbage";
    copies.push_back(damaged);
    RecoveryDialog dialog(copies);
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Recover Unsaved Changes"));
    auto* list = dialog.findChild<QTreeWidget*>("recoveryList");
    QCOMPARE(list->topLevelItemCount(), 2);
    QCOMPARE(list->topLevelItem(0)->text(0), QStringLiteral("Cinder Run"));  // the demo project's name
    QVERIFY(!list->topLevelItem(0)->text(1).isEmpty());                      // when
    QVERIFY2(list->topLevelItem(0)->text(2).contains(
                 QRegularExpression("^10 change.*1 level file.*2 asset.*last: ")),
             qPrintable(list->topLevelItem(0)->text(2)));
    auto* details = dialog.findChild<QLabel*>("recoveryDetails");
    QVERIFY2(details->text().contains(QDir::toNativeSeparators(project_)), qPrintable(details->text()));
    QVERIFY(details->text().contains("Add Marker") || details->text().contains("Move"));
    auto* recover = dialog.findChild<QPushButton*>("recoverButton");
    auto* discard = dialog.findChild<QPushButton*>("discardButton");
    QVERIFY(recover->isEnabled());
    list->setCurrentItem(list->topLevelItem(1));
    QVERIFY(!recover->isEnabled());  // damaged: discard only
    QVERIFY(discard->isEnabled());
    QVERIFY(details->text().contains("/x/y/manifest.json: line 1, column 2"));
    discard->click();
    QCOMPARE(dialog.choice(), RecoveryDialog::Choice::Discard);
    QCOMPARE(dialog.chosenIndex(), 1);
  }

  void summaryNamesProjectFiles() {
    RecoveryManifest m;
    m.changeCount = 3;
    m.changedLevels = 1;
    m.changedProjectFiles = {QStringLiteral("game.json")};
    m.changes = {QStringLiteral("Set lives")};
    const QString summary = RecoveryDialog::summary(m);  // "(s)" unless an English translation is loaded
    QVERIFY2(summary.contains(QRegularExpression("^3 change.*, 1 level file[^,]*, game\\.json, last: Set lives$")),
             qPrintable(summary));
  }

  void recoverOpensAnUnsavedDocument() {
    const QString crashed = crashedCopy();
    QDir disk(project_);
    const QByteArray levelBefore = [&] {
      QFile f(disk.filePath("levels/stage_1.json"));
      return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    MainWindow window;
    window.unsavedChangesPrompt = [] { return QMessageBox::Discard; };
    const QStringList listed = startAndPress(window, "recoverButton");
    QCOMPARE(listed.size(), 1);
    Document* d = window.document();
    QVERIFY(d->isModified());
    QVERIFY(window.isWindowModified());  // the title shows it
    QCOMPARE(QFileInfo(d->projectFile()).absolutePath(), QFileInfo(project_).absoluteFilePath());
    QVERIFY(d->graphs()->graph("graphs/recovered.graph.json"));
    QFile level(disk.filePath("levels/stage_1.json"));
    QVERIFY(level.open(QIODevice::ReadOnly));
    QCOMPARE(level.readAll(), levelBefore);  // untouched until saved
    // The old copy is gone; this session holds its own copy of the recovered state.
    QVERIFY(!QFileInfo::exists(crashed));
    auto* controller = window.findChild<RecoveryController*>();
    QVERIFY(QFileInfo::exists(controller->autosaver()->folder()));
    QVERIFY(d->save().ok());
    controller->autosaver()->waitForIdle();
    QVERIFY(RecoveryStore().list().empty());
  }

  void discardDeletesTheCopy() {
    const QString crashed = crashedCopy();
    MainWindow window;
    QCOMPARE(startAndPress(window, "discardButton").size(), 1);
    QVERIFY(!QFileInfo::exists(crashed));
    QVERIFY(!window.document()->isModified());
    QVERIFY(RecoveryStore().list().empty());
  }

  void laterKeepsTheCopyAndOpeningTheProjectOffersItAgain() {
    const QString crashed = crashedCopy();
    {
      MainWindow window;
      QCOMPARE(startAndPress(window, "laterButton").size(), 1);
      QVERIFY(QFileInfo::exists(crashed));
      QVERIFY(!window.document()->isModified());
      // Opened again later in the session: offered again (answered here without a dialog).
      int offered = 0;
      window.findChild<RecoveryController*>()->prompt = [&](const std::vector<RecoveryCopy>& copies) {
        offered = int(copies.size());
        return RecoveryController::Answer{};
      };
      QVERIFY(window.openProject(project_));
      QTRY_COMPARE(offered, 1);
    }
    QVERIFY(QFileInfo::exists(crashed));  // a clean exit removes only the session's own copy
  }

  void aDamagedCopyCanOnlyBeDiscarded() {
    const QString crashed = crashedCopy();
    QFile manifest(QDir(crashed).filePath(RecoveryStore::kManifestName));
    QVERIFY(manifest.open(QIODevice::WriteOnly | QIODevice::Truncate));
    manifest.write("{\"format\": \"scrollwork-recovery\", ");
    manifest.close();
    {
      MainWindow window;
      const QStringList listed = startAndPress(window, "recoverButton");
      QVERIFY2(listed.size() == 2 && listed[0].contains("manifest.json") && listed[1] == "disabled",
               qPrintable(listed.join('\n')));
      QVERIFY(QFileInfo::exists(crashed));
    }
    MainWindow window;
    startAndPress(window, "discardButton");
    QVERIFY(!QFileInfo::exists(crashed));
  }
};

QTEST_MAIN(RecoveryDialogTest)
#include "recovery_dialog_test.moc"
