// Play > Save Session as Test (editor/ui/play/session_saving.h) as a designer uses it:
// play with a key held, stop, save the session under a name asked for; the project's
// tests folder then holds a replay test that passes headless. Saving again under the same
// name asks first: No keeps the old test byte for byte, Yes replaces it.
#include <QAction>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QtTest>
#include <functional>
#include <memory>

#include "document/document.h"
#include "model/io/project_io.h"
#include "sim/runtime_level.h"
#include "sim/replay/replay_run.h"
#include "support/demo_copy.h"
#include "ui/shell/main_window.h"
#include "ui/play/play_controller.h"
#include "play/play_input.h"
#include "play/play_session.h"

using sw::editor::MainWindow;
using sw::play::PlayController;
using sw::play::PlaySession;

namespace {

QByteArray bytes(const QString& path) {
  QFile f(path);
  f.open(QIODevice::ReadOnly);
  return f.readAll();
}

// Answers the next modal dialog of its kind once it is up (polling: under load a dialog
// may take a while to open, and a one-shot timer would fire too early and leave it open).
template <class Dialog>
void whenModal(std::function<void(Dialog*)> answer) {
  auto* poll = new QTimer;
  auto tries = std::make_shared<int>(0);
  QObject::connect(poll, &QTimer::timeout, [poll, tries, answer] {
    if (auto* dialog = qobject_cast<Dialog*>(QApplication::activeModalWidget())) {
      poll->stop();
      poll->deleteLater();
      answer(dialog);
    } else if (++*tries > 1000) {  // 20 s: give up, the test then fails on what it checks
      poll->stop();
      poll->deleteLater();
    }
  });
  poll->start(20);
}
void answerNameDialog(const QString& name) {
  whenModal<QInputDialog>([name](QInputDialog* dialog) {
    QCOMPARE(dialog->objectName(), QStringLiteral("saveSessionAsTestDialog"));
    dialog->setTextValue(name);
    dialog->accept();
  });
}
void answerReplaceBox(QMessageBox::StandardButton button, bool* asked) {
  whenModal<QMessageBox>([button, asked](QMessageBox* box) {
    *asked = box->objectName() == QStringLiteral("replaceTestBox");
    box->button(button)->click();
  });
}

}  // namespace

class SaveSessionTestTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScrollworkTests");
    QStandardPaths::setTestModeEnabled(true);
  }

  void savesThePlaySessionAsATestThatPasses() {
    QTemporaryDir dir;
    const QString demo = sw::test::copyDemo(dir);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(demo));
    auto* play = window.findChild<PlayController*>("playController");
    auto* save = window.findChild<QAction*>("saveSessionAsTestAction");
    QVERIFY(play && save);
    QVERIFY(!save->isEnabled());  // nothing played yet

    window.findChild<QAction*>("playAction")->trigger();
    PlaySession* session = play->session();
    const int fire = play->input()->bindings().keys[0][4];
    QVERIFY(fire);
    QTRY_VERIFY_WITH_TIMEOUT(session->runtime()->ticksRun() >= 30, 10000);
    play->input()->press(fire);
    QTRY_VERIFY_WITH_TIMEOUT(session->runtime()->ticksRun() >= 90, 10000);
    play->input()->release(fire);
    window.findChild<QAction*>("stopAction")->trigger();
    QVERIFY(save->isEnabled());
    const sw::InputRecording recording = session->recording();
    QVERIFY2(!recording.changes.empty() && recording.changes.front().input.player[0] == 0x10,
             sw::inputRecordingText(recording).c_str());  // the fire key is in it

    answerNameDialog("first_run");
    save->trigger();
    const QString expect = demo + "/tests/first_run.expect.json";
    for (const QString& file : {demo + "/tests/first_run.inputs", expect, demo + "/tests/first_run.trail"})
      QVERIFY2(QFile::exists(file), qPrintable(file));
    sw::ProjectLoad load = sw::loadProject(demo.toStdString());
    QVERIFY(load.project);
    const sw::ReplayTestResult result =
        sw::runReplayTest(*load.project, sw::replayTestFiles(demo.toStdString(), "first_run"));
    QVERIFY2(result.outcome == sw::ReplayTestResult::Outcome::Passed, sw::replayTestReport(result).c_str());
    QCOMPARE(result.ticks, *recording.length);
    const auto& entries = window.document()->log()->entries();
    QVERIFY(std::any_of(entries.begin(), entries.end(), [&](const sw::editor::LogEntry& e) {
      return e.message.contains("Saved replay test 'first_run'") && e.file == expect;
    }));

    // The same name again: No keeps the old test, byte for byte.
    const QByteArray before = bytes(expect);
    window.findChild<QAction*>("playAction")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(session->runtime()->ticksRun() >= 20, 10000);
    window.findChild<QAction*>("stopAction")->trigger();
    bool asked = false;
    answerNameDialog("first_run");
    answerReplaceBox(QMessageBox::No, &asked);
    save->trigger();
    QVERIFY(asked);
    QCOMPARE(bytes(expect), before);
    // Yes replaces it with the new, shorter session.
    asked = false;
    answerNameDialog("first_run");
    answerReplaceBox(QMessageBox::Yes, &asked);
    save->trigger();
    QVERIFY(asked);
    QVERIFY(bytes(expect) != before);
    QCOMPARE(sw::runReplayTest(*load.project, sw::replayTestFiles(demo.toStdString(), "first_run")).outcome,
             sw::ReplayTestResult::Outcome::Passed);

    // A name that is no file name saves nothing.
    answerNameDialog("../outside");
    save->trigger();
    QVERIFY(!QFile::exists(demo + "/outside.inputs"));
  }
};

QTEST_MAIN(SaveSessionTestTest)
#include "session_saving_test.moc"
