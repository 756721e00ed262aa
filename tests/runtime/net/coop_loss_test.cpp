// Co-op that holds at high loss (net/rollback_session.h, net/link_quality.h): two peers of
// the demo at 150 ms +- 30 ms play 30 s through 50 % and 90 % packet loss with hardly a
// wait (the stall figures are counts of frames, never times), within the byte budgets, and
// end on the offline run's hash; after an outage the waits end within a second of the
// network coming back.
#include <QtTest>

#include "net/net_sim.h"
#include "support/demo_project.h"
#include "support/lossy_coop.h"

using namespace sw;
using namespace sw::net;

namespace {

constexpr std::int64_t kTicks = 1800;  // 30 s of play

NetSimSetup lossy(double loss) {
  NetSimSetup s = sw::test::lossyCoopSetup(kTicks);
  s.aToB = {150, 30, loss, 0, 0, 31};
  s.bToA = {150, 30, loss, 0, 0, 32};
  return s;
}

void checkSameGame(const NetSimResult& r) {
  QVERIFY2(r.error.empty(), r.error.c_str());
  QVERIFY2(r.stateA == SessionState::Finished && r.stateB == SessionState::Finished,
           (r.messageA + " / " + r.messageB).c_str());
  QCOMPARE(r.ticksA, kTicks);
  QCOMPARE(r.ticksB, kTicks);
  QCOMPARE(r.hashA, r.offlineHash);
  QCOMPARE(r.hashB, r.offlineHash);
}

}  // namespace

class CoopLossTest : public QObject {
  Q_OBJECT

 private slots:
  void smoothAtHighLoss_data() {
    QTest::addColumn<double>("loss");
    QTest::addColumn<int>("longestStall");   // frames, either peer
    QTest::addColumn<int>("stalledFrames");  // both peers together
    QTest::addColumn<int>("extraFrames");    // frames past the play's own, to both being done
    QTest::addColumn<int>("bytesPerSecond");
    // Before: at 50 % the game stalled on 1,677 frames of 60 s (longest 11), at 90 % on 9,788
    // (longest 65). Now what stalls is mostly the start, where the host, which began a
    // one-way trip earlier, waits a frame at a time for the joiner to catch up.
    QTest::newRow("50 %") << 0.5 << 2 << 15 << 45 << 10000;
    QTest::newRow("90 %") << 0.9 << 5 << 20 << 60 << 16000;
  }
  void smoothAtHighLoss() {
    QFETCH(double, loss);
    QFETCH(int, longestStall);
    QFETCH(int, stalledFrames);
    QFETCH(int, extraFrames);
    QFETCH(int, bytesPerSecond);
    auto project = sw::test::loadDemo();
    QVERIFY(project);
    const NetSimSetup s = lossy(loss);
    const NetSimResult r = runNetSim(*project, *project->levels[0], sw::test::lossyCoopOptions(*project), s);
    checkSameGame(r);
    qInfo("%.0f %% loss: %lld frames for %lld ticks, stalled frames %llu + %llu (sync waits %llu + %llu), longest "
          "stall %llu, windows %d / %d, rollbacks %llu + %llu, bytes/s %.0f / %.0f",
          loss * 100, static_cast<long long>(r.frames), static_cast<long long>(kTicks),
          static_cast<unsigned long long>(r.statsA.stalledFrames), static_cast<unsigned long long>(r.statsB.stalledFrames),
          static_cast<unsigned long long>(r.statsA.syncWaits), static_cast<unsigned long long>(r.statsB.syncWaits),
          static_cast<unsigned long long>(std::max(r.statsA.longestStall, r.statsB.longestStall)), r.statsA.largestWindow,
          r.statsB.largestWindow, static_cast<unsigned long long>(r.statsA.rollbacks),
          static_cast<unsigned long long>(r.statsB.rollbacks), double(r.bytesAToB) * 60.0 / double(r.frames),
          double(r.bytesBToA) * 60.0 / double(r.frames));
    QVERIFY(r.statsA.rollbacks > 100 && r.statsB.rollbacks > 100);  // predictions were wrong, and mended
    QVERIFY(std::max(r.statsA.longestStall, r.statsB.longestStall) <= std::uint64_t(longestStall));
    QVERIFY(r.statsA.stalledFrames + r.statsB.stalledFrames <= std::uint64_t(stalledFrames));
    QVERIFY(r.frames <= kTicks + extraFrames);
    // Bytes per 60 frames: the budget each way, IPv4 and UDP headers counted.
    QVERIFY(r.bytesAToB * 60 <= std::uint64_t(bytesPerSecond) * std::uint64_t(r.frames));
    QVERIFY(r.bytesBToA * 60 <= std::uint64_t(bytesPerSecond) * std::uint64_t(r.frames));
    QCOMPARE(r.statsA.dropped() + r.statsB.dropped(), std::uint64_t(0));
  }

  // 75 % loss for 10 s, then nothing arrives for 2 s, then a clean network: both wait out
  // the outage, and within 60 frames of the network coming back nobody waits for inputs any
  // more; the side that ran further ahead into the outage waits single frames (every other
  // frame at most) until the two are level again.
  void stallsEndWithinASecondOfTheLossEnding() {
    auto project = sw::test::loadDemo();
    QVERIFY(project);
    NetSimSetup s = lossy(0.75);
    constexpr std::int64_t kOutage = 600, kBack = 720;
    s.phases.push_back({kOutage, {150, 30, 1.0, 0, 0, 0}, {150, 30, 1.0, 0, 0, 0}});
    s.phases.push_back({kBack, {150, 30, 0.0, 0, 0, 0}, {150, 30, 0.0, 0, 0, 0}});
    const NetSimResult r = runNetSim(*project, *project->levels[0], sw::test::lossyCoopOptions(*project), s);
    checkSameGame(r);
    qInfo("stalled frames %llu + %llu (sync waits %llu + %llu), longest stall %llu, the last wait for inputs on frame "
          "%lld (the network back on %lld)",
          static_cast<unsigned long long>(r.statsA.stalledFrames), static_cast<unsigned long long>(r.statsB.stalledFrames),
          static_cast<unsigned long long>(r.statsA.syncWaits), static_cast<unsigned long long>(r.statsB.syncWaits),
          static_cast<unsigned long long>(std::max(r.statsA.longestStall, r.statsB.longestStall)),
          static_cast<long long>(r.lastInputStallFrame), static_cast<long long>(kBack));
    QVERIFY(std::max(r.statsA.longestStall, r.statsB.longestStall) >= 60);  // the outage was waited out
    QVERIFY(r.lastInputStallFrame >= kOutage);
    QVERIFY(r.lastInputStallFrame < kBack + 60);
    QVERIFY(r.statsA.syncWaits + r.statsB.syncWaits <= 30);
  }
};

QTEST_GUILESS_MAIN(CoopLossTest)
#include "coop_loss_test.moc"
