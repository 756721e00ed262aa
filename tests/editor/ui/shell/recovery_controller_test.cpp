// The main window's autosave wiring: the interval comes from the settings key
// recovery/autosaveSeconds (default 60, 0 = off), and the window losing focus writes a
// copy of unsaved changes at once.
#include "ui/shell/recovery_controller.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "document/recovery/autosaver.h"
#include "document/commands/commands.h"
#include "document/document.h"
#include "document/commands/object_edits.h"
#include "support/demo_copy.h"
#include "ui/shell/main_window.h"

using namespace sw::editor;

class RecoveryControllerTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScrollworkTests-recovery-controller");
    QStandardPaths::setTestModeEnabled(true);
  }
  void init() {
    QSettings().clear();
    QDir(RecoveryStore::defaultRoot()).removeRecursively();
  }
  void cleanup() { QDir(RecoveryStore::defaultRoot()).removeRecursively(); }

  void theIntervalComesFromTheSettings_data() {
    QTest::addColumn<QVariant>("setting");
    QTest::addColumn<int>("milliseconds");
    QTest::newRow("default") << QVariant() << 60000;
    QTest::newRow("5 s") << QVariant(5) << 5000;
    QTest::newRow("off") << QVariant(0) << 0;
    QTest::newRow("negative") << QVariant(-3) << 0;
  }
  void theIntervalComesFromTheSettings() {
    QFETCH(QVariant, setting);
    QFETCH(int, milliseconds);
    if (setting.isValid()) QSettings().setValue(RecoveryController::kIntervalKey, setting);
    MainWindow window;
    auto* controller = window.findChild<RecoveryController*>();
    QVERIFY(controller);
    QCOMPARE(controller->autosaver()->intervalMilliseconds(), milliseconds);
  }

  void losingFocusWritesACopy() {
    QTemporaryDir dir;
    const QString project = sw::test::copyDemo(dir);
    QSettings().setValue(RecoveryController::kIntervalKey, 3600);  // the timer plays no part
    MainWindow window;
    window.show();
    QVERIFY(window.openProject(project));
    Autosaver* saver = window.findChild<RecoveryController*>()->autosaver();
    QEvent deactivate(QEvent::WindowDeactivate);
    QApplication::sendEvent(&window, &deactivate);
    saver->waitForIdle();
    QCOMPARE(saver->copiesWritten(), 0);  // nothing unsaved
    Document* d = window.document();
    d->undoStack()->push(makeAddObjects(d, d->editableLevel(), {{"Marker"}}));
    QVERIFY(window.document()->isModified());
    QApplication::sendEvent(&window, &deactivate);
    saver->waitForIdle();
    QCOMPARE(saver->copiesWritten(), 1);
    QVERIFY(QFileInfo::exists(QDir(saver->folder()).filePath(RecoveryStore::kManifestName)));
    QApplication::sendEvent(&window, &deactivate);  // nothing new since
    saver->waitForIdle();
    QCOMPARE(saver->copiesWritten(), 1);
  }

  void zeroTurnsAutosaveOff() {
    QTemporaryDir dir;
    const QString project = sw::test::copyDemo(dir);
    QSettings().setValue(RecoveryController::kIntervalKey, 0);
    MainWindow window;
    window.show();
    QVERIFY(window.openProject(project));
    Document* d = window.document();
    d->undoStack()->push(makeAddObjects(d, d->editableLevel(), {{"Marker"}}));
    QEvent deactivate(QEvent::WindowDeactivate);
    QApplication::sendEvent(&window, &deactivate);
    Autosaver* saver = window.findChild<RecoveryController*>()->autosaver();
    saver->waitForIdle();
    QCOMPARE(saver->copiesWritten(), 0);
  }
};

QTEST_MAIN(RecoveryControllerTest)
#include "recovery_controller_test.moc"
