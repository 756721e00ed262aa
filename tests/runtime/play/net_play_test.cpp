// NetPlay (runtime/play/net_play.h, the co-op glue between a PlaySession and the rollback
// session tested beside it) ending in either order with its PlaySession: two in-process
// sides over UDP loopback. When the host stops playing, its goodbye (which names the tick
// it left at, read from the level) reaches the joiner; when the host's session is deleted
// before its NetPlay, as an editor window deletes its children in order, nothing touches
// the deleted session or level (the sanitizer build runs this test). A stopped co-op run's
// recording is the session's merged inputs. A spectator shows what the players' confirmed
// inputs give.
#include "play/net_play.h"

#include <QSignalSpy>
#include <QtTest>

#include "play/play_session.h"
#include "sim/replay/input_recording.h"
#include "sim/runtime_level.h"
#include "sim/tick_runner.h"
#include "support/demo_project.h"
#include "support/free_udp_port.h"

using sw::play::NetPlay;
using sw::play::PlaySession;

namespace {

// One side of a co-op game: its session plays the demo's first level with two players.
struct CoopSide {
  std::unique_ptr<PlaySession> session = std::make_unique<PlaySession>();
  std::unique_ptr<NetPlay> net;

  bool begin(const sw::Project& project, std::unique_ptr<NetPlay> side) {
    if (!side || !session->start(project, 0, 2, 0, false, false)) return false;
    net = std::move(side);
    net->attach(*session, *session->project(), *session->level());
    return true;
  }
  bool playing() const { return net && net->statusText().contains(QLatin1String("Co-op (player")); }
};

}  // namespace

class NetPlayTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void stoppingSaysGoodbyeWithTheTick() {
    auto project = sw::test::loadDemo();
    QVERIFY(project);
    const quint16 port = sw::test::freeUdpPort();
    QString error;
    CoopSide host, joiner;
    QVERIFY2(host.begin(*project, NetPlay::host(port, error)), qPrintable(error));
    QVERIFY2(joiner.begin(*project, NetPlay::join("127.0.0.1:" + QString::number(port), error)), qPrintable(error));
    QSignalSpy ended(joiner.net.get(), &NetPlay::ended);
    QTRY_VERIFY_WITH_TIMEOUT(host.playing() && joiner.playing(), 30000);
    QTRY_VERIFY_WITH_TIMEOUT(host.session->runtime()->ticksRun() > 10, 30000);

    const std::uint64_t seed = host.session->runtime()->seed();
    host.session->stop();
    QVERIFY(!host.session->runtime());
    // Play's recording of the co-op run is both players' confirmed inputs (what
    // coop_replay_test replays to the players' hash), and it outlives the run.
    const sw::InputRecording recording = host.session->recording();
    QCOMPARE(recording.players, 2);
    QCOMPARE(recording.seed.value_or(0), seed);
    QCOMPARE(recording.level, project->levels[0]->name);
    QVERIFY(recording.length.value_or(0) > 0);
    QTRY_VERIFY_WITH_TIMEOUT(!ended.isEmpty(), 30000);
    const QString message = ended.first().first().toString();
    QVERIFY2(message.contains("the other player left at tick") && message.contains("stopped playing"),
             qPrintable(message));
    host.net.reset();  // after the session stopped: nothing left to close
  }

  // A third NetPlay watches through the host's spectator port: it plays nobody, runs behind
  // the players, and the state it shows is the one the players' confirmed inputs give.
  void aSpectatorWatchesTheGame() {
    auto project = sw::test::loadDemo();
    QVERIFY(project);
    const quint16 port = sw::test::freeUdpPort(), watchPort = sw::test::freeUdpPort();
    QString error;
    CoopSide host, joiner, watcher;
    std::unique_ptr<NetPlay> hostNet = NetPlay::host(port, error);
    QVERIFY2(hostNet && hostNet->allowSpectator(watchPort, error), qPrintable(error));
    QVERIFY2(host.begin(*project, std::move(hostNet)), qPrintable(error));
    QVERIFY2(joiner.begin(*project, NetPlay::join("127.0.0.1:" + QString::number(port), error)), qPrintable(error));
    QVERIFY2(watcher.begin(*project, NetPlay::spectate("127.0.0.1:" + QString::number(watchPort), error)),
             qPrintable(error));
    QVERIFY(watcher.net->spectating());
    QTRY_VERIFY_WITH_TIMEOUT(host.playing() && joiner.playing(), 30000);
    QTRY_VERIFY_WITH_TIMEOUT(watcher.session->runtime()->ticksRun() > 60, 30000);
    QTRY_VERIFY_WITH_TIMEOUT(watcher.net->statusText().contains("watching"), 30000);
    // Nothing runs between these lines (one thread, no events): the watcher's tick and hash,
    // then the host's inputs so far, which reach past it (it stays half a second behind).
    const std::int64_t ticks = watcher.session->runtime()->ticksRun();
    const std::uint64_t hash = watcher.session->runtime()->stateHash();
    host.session->stop();
    const sw::InputRecording recording = host.session->recording();
    QVERIFY(recording.length.value_or(0) >= ticks);
    sw::PlayOptions o;
    o.projectDir = project->directory;
    sw::applyRecording(recording, o);
    sw::Result<sw::RuntimeLevel> offline = sw::RuntimeLevel::build(*project, *project->levels[0], o);
    QVERIFY(offline);
    sw::TickRunner runner(*offline);
    runner.replay(recording);
    runner.run(ticks);
    QCOMPARE(QString::number(offline->stateHash(), 16), QString::number(hash, 16));
    host.net.reset();
  }

  void sessionDeletedBeforeItsNetPlay() {
    auto project = sw::test::loadDemo();
    QVERIFY(project);
    const quint16 port = sw::test::freeUdpPort();
    QString error;
    CoopSide host, joiner;
    QVERIFY2(host.begin(*project, NetPlay::host(port, error)), qPrintable(error));
    QVERIFY2(joiner.begin(*project, NetPlay::join("127.0.0.1:" + QString::number(port), error)), qPrintable(error));
    QSignalSpy ended(joiner.net.get(), &NetPlay::ended);
    QTRY_VERIFY_WITH_TIMEOUT(host.playing() && joiner.playing(), 30000);

    host.session.reset();  // the level goes first, the connection after
    host.net.reset();
    QTRY_VERIFY_WITH_TIMEOUT(!ended.isEmpty(), 30000);
    QVERIFY2(ended.first().first().toString().contains("the other player left at tick"),
             qPrintable(ended.first().first().toString()));
  }
};

QTEST_MAIN(NetPlayTest)
#include "net_play_test.moc"
