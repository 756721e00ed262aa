// Play > Host Co-op... in the editor (editor/ui/play/coop_actions.h) under Xvfb: the editor
// hosts, a scrollwork-cli process joins over UDP loopback and plays 240 ticks; the status
// line shows the co-op figures while it runs, the joiner ends on the hash of an offline run
// (nobody pressed anything), and when it leaves the editor says so on the status line and in
// the Log. With unsaved edits co-op is refused (it compares the files on disk).

#include <QLabel>
#include <QProcess>
#include <QtTest>

#include "document/document.h"
#include "document/message_log.h"
#include "support/cli_runner.h"
#include "support/demo_copy.h"
#include "ui/shell/main_window.h"
#include "ui/play/coop_actions.h"
#include "play/play_session.h"
#include "support/free_udp_port.h"

class CoopUiTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScrollworkTests");
    QStandardPaths::setTestModeEnabled(true);
  }

  void hostInTheEditorAndACliProcessJoins() {
    QTemporaryDir dir;
    const QString project = sw::test::copyDemo(dir);
    sw::editor::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(project));
    auto* coop = window.findChild<sw::play::CoopActions*>("coopActions");
    QVERIFY(coop);
    QVERIFY(window.findChild<QAction*>("hostCoopAction"));
    QVERIFY(window.findChild<QAction*>("joinCoopAction"));
    auto* status = window.findChild<QLabel*>("coopStatus");
    QVERIFY(status);

    // Unsaved edits: refused, nothing starts.
    window.document()->undoStack()->resetClean();
    QVERIFY(!coop->host(sw::test::freeUdpPort()));
    QVERIFY(status->isHidden());
    window.document()->undoStack()->setClean();

    const quint16 port = sw::test::freeUdpPort();
    QVERIFY(coop->host(port));
    QTRY_VERIFY(status->text().contains("waiting for a player"));
    QProcess join;
    join.start(QStringLiteral(SW_BINARY_DIR "/bin/scrollwork-cli"),
               {"run", project, "--join", "127.0.0.1:" + QString::number(port), "--ticks", "240", "--timeout-ms",
                "20000"});
    QVERIFY(join.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(status->text().contains("Co-op (player 1): ping"), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(join.state() == QProcess::NotRunning, 120000);
    const QString out = QString::fromUtf8(join.readAllStandardOutput());
    QVERIFY2(join.exitCode() == 0, qPrintable(out + join.readAllStandardError()));
    sw::test::CliRun joined{0, out, {}};
    const sw::test::CliRun offline =
        sw::test::runCliBinary({"run", project, "--ticks", "240", "--players", "2"});
    QCOMPARE(joined.value("hash"), offline.value("hash"));
    // The joiner finished and left: the editor says so.
    QTRY_VERIFY_WITH_TIMEOUT(status->text().contains("Co-op ended: the other player left at tick 240"), 30000);
    bool logged = false;
    for (const auto& entry : window.document()->log()->entries())
      logged = logged || entry.message.contains("the other player left");
    QVERIFY(logged);
  }
};

QTEST_MAIN(CoopUiTest)
#include "coop_ui_test.moc"
