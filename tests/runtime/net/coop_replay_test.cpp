// A co-op session kept and watched: both peers' recordings of a lossy session (their
// confirmed inputs, players 2) are the same, saved as a .inputs file and replayed the way the
// player replays any recording they end on the players' hash; a spectator fed by the host
// (net/spectator.h) over a link of its own ends on the players' hash too, half a second
// behind them; one with another seed is refused saying so; garbage at either end is counted.
#include <QtTest>

#include "net/net_sim.h"
#include "net/simulated_link.h"
#include "net/spectator.h"
#include "sim/replay/input_recording.h"
#include "sim/runtime_level.h"
#include "sim/tick_runner.h"
#include "support/demo_project.h"
#include "support/lossy_coop.h"

using namespace sw;
using namespace sw::net;

namespace {

// No testing aids: a recording carries its seed, level and players, nothing more, and the
// replay must need nothing more.
PlayOptions plain(const Project& project) {
  PlayOptions o;
  o.seed = 9;
  o.projectDir = project.directory;
  return o;
}

// Replays `recording` as scrollwork-player --inputs does: its options over the defaults, its
// level by name, every tick from the recording.
std::uint64_t replayHash(const Project& project, const InputRecording& recording) {
  PlayOptions o;
  o.projectDir = project.directory;
  applyRecording(recording, o);
  const Level* level = nullptr;
  for (const auto& l : project.levels)
    if (l->name == recording.level) level = l.get();
  if (!level) return 0;
  Result<RuntimeLevel> rt = RuntimeLevel::build(project, *level, o);
  if (!rt) return 0;
  TickRunner runner(*rt);
  runner.replay(recording);
  runner.run(*recording.length);
  return rt->stateHash();
}

}  // namespace

class CoopReplayTest : public QObject {
  Q_OBJECT

 private slots:
  void aSavedCoopSessionReplaysToThePlayersHash() {
    auto project = sw::test::loadDemo();
    QVERIFY(project);
    const NetSimSetup s = sw::test::lossyCoopSetup(1200);  // 150 ms, 30 % loss: many rollbacks
    const NetSimResult r = runNetSim(*project, *project->levels[0], plain(*project), s);
    QVERIFY2(r.stateA == SessionState::Finished && r.stateB == SessionState::Finished,
             (r.messageA + " / " + r.messageB).c_str());
    QCOMPARE(r.hashA, r.hashB);
    QVERIFY(r.statsA.rollbacks > 0);
    QCOMPARE(r.recordingA, r.recordingB);  // either player's copy will do
    QCOMPARE(r.recordingA.players, 2);
    QCOMPARE(r.recordingA.length.value_or(0), std::int64_t(1200));
    QCOMPARE(r.recordingA.level, project->levels[0]->name);

    QTemporaryDir dir;
    const std::string path = dir.filePath("coop.inputs").toStdString();
    QVERIFY(saveInputRecording(r.recordingA, path));
    Result<InputRecording> loaded = loadInputRecording(path);
    QVERIFY2(loaded, loaded ? "" : loaded.error().toString().c_str());
    QCOMPARE(*loaded, r.recordingA);
    QCOMPARE(QString::number(replayHash(*project, *loaded), 16), QString::number(r.hashA, 16));
  }

  void aSpectatorReachesThePlayersHash() {
    auto project = sw::test::loadDemo();
    QVERIFY(project);
    NetSimSetup s = sw::test::lossyCoopSetup(1200);
    s.spectator = true;
    s.spectatorDelay = 30;
    s.toSpectator = {80, 20, 0, 0, 0, 41};
    s.fromSpectator = {80, 20, 0, 0, 0, 42};
    const NetSimResult r = runNetSim(*project, *project->levels[0], sw::test::lossyCoopOptions(*project), s);
    QVERIFY2(r.stateA == SessionState::Finished && r.stateB == SessionState::Finished,
             (r.messageA + " / " + r.messageB).c_str());
    QVERIFY2(r.spectatorState == SessionState::Finished, r.spectatorMessage.c_str());
    QCOMPARE(r.spectatorTicks, std::int64_t(1200));
    QCOMPARE(QString::number(r.spectatorHash, 16), QString::number(r.hashA, 16));
    QCOMPARE(r.hashA, r.offlineHash);
    // It watched behind the players, not in step: it finished after them, yet within a
    // second and a bit (its delay, the link, the players' own wait for each other at the end).
    QVERIFY(r.spectatorExtraFrames > 0);
    QVERIFY(r.spectatorExtraFrames <= 90);
    QCOMPARE(r.spectatorStats.dropped, std::uint64_t(0));
    qInfo("spectator: %lld frames after the players, %llu frames waited (longest %llu), %llu ticks caught up",
          static_cast<long long>(r.spectatorExtraFrames), static_cast<unsigned long long>(r.spectatorStats.stalledFrames),
          static_cast<unsigned long long>(r.spectatorStats.longestStall),
          static_cast<unsigned long long>(r.spectatorStats.catchUpTicks));
  }

  void aSpectatorOfAnotherGameIsRefused() {
    auto project = sw::test::loadDemo();
    QVERIFY(project);
    PlayOptions o = plain(*project);
    o.players = 2;
    Result<RuntimeLevel> host = RuntimeLevel::build(*project, *project->levels[0], o);
    Result<RuntimeLevel> watcher = RuntimeLevel::build(*project, *project->levels[0], o);
    SimulatedLink players({}, {}), watch({10, 0, 0, 0, 0, 1}, {10, 0, 0, 0, 0, 2});
    const SessionSetup setup{1, {}, project->levels[0]->name, 9};
    RollbackSession session(SessionRole::Host, *host, players.a(), setup, {});
    SpectatorFeed feed(session, watch.a(), setup, 7);
    SessionSetup other = setup;
    other.seed = 10;
    SpectatorSession spectator(*watcher, watch.b(), other);
    // Garbage first: the feed takes nothing but a Watch.
    watch.b().send({1, 2, 3}, Delivery::Unreliable);
    for (std::uint64_t now = 0; now < 1000 && spectator.state() == SessionState::Connecting; now += 16) {
      feed.poll(now);
      spectator.poll(now);
    }
    QCOMPARE(spectator.state(), SessionState::Failed);
    QVERIFY2(spectator.message() == "the host refused the spectator: the host plays seed 9, the joining side 10",
             spectator.message().c_str());
    QVERIFY(!feed.watching());
    QCOMPARE(feed.refused(), std::uint64_t(1));
    QCOMPARE(feed.dropped(), std::uint64_t(1));
  }
};

QTEST_GUILESS_MAIN(CoopReplayTest)
#include "coop_replay_test.moc"
