// Rollback co-op (net/rollback_session.h) between two in-process peers over a simulated
// network (net/net_sim.h): with late, lost and reordered inputs both peers end on the hash
// of an offline run of the merged inputs; a divergence injected into one peer is caught by
// the hash checks and both write a report naming the first bad tick and the entity; joins
// with another protocol version, project content, level or seed are refused with a message
// saying what differs; a vanished peer times out; garbage and floods are counted and
// dropped without disturbing the game.
#include "net/rollback_session.h"

#include <QtTest>

#include "model/io/project_io.h"
#include "net/net_sim.h"
#include "net/project_digest.h"
#include "net/simulated_link.h"
#include "support/runtime_level_test_access.h"
#include "support/demo_project.h"

using namespace sw;
using namespace sw::net;

namespace {

using sw::test::loadDemo;

// Seeded bits that change every few ticks: what a player does, roughly.
RollbackSession::InputSource randomInputs(std::uint64_t seed) {
  return [seed](std::int64_t tick) {
    std::uint64_t x = seed * 0x9E3779B97F4A7C15ull + std::uint64_t(tick / 7) * 0xBF58476D1CE4E5B9ull;
    x ^= x >> 29;
    x *= 0x94D049BB133111EBull;
    x ^= x >> 32;
    return std::uint8_t((x & InputAllBits) | InputFire);
  };
}

PlayOptions options(const Project& project) {
  PlayOptions o;
  o.seed = 5;
  o.projectDir = project.directory;
  o.invulnerableUntilTick = 1 << 30;  // ships stay alive, so every input matters
  return o;
}

QString hex(std::uint64_t v) { return QString::number(v, 16); }

// Runs a handshake between two sessions with these setups; returns the joiner's and the
// host's messages after it settles.
std::pair<SessionState, std::string> join(const Project& project, const SessionSetup& host, const SessionSetup& joiner,
                                          std::string* hostMessage = nullptr) {
  PlayOptions o = options(project);
  o.players = 2;
  Result<RuntimeLevel> a = RuntimeLevel::build(project, *project.levels[0], o);
  Result<RuntimeLevel> b = RuntimeLevel::build(project, *project.levels[0], o);
  SimulatedLink link({}, {});
  RollbackSession h(SessionRole::Host, *a, link.a(), host, {});
  RollbackSession j(SessionRole::Join, *b, link.b(), joiner, {});
  for (std::uint64_t now = 0; now < 2000 && j.state() == SessionState::Connecting; now += 16) {
    h.poll(now);
    j.poll(now);
  }
  if (hostMessage) *hostMessage = h.message();
  return {j.state(), j.message()};
}

}  // namespace

class RollbackSessionTest : public QObject {
  Q_OBJECT

 private slots:
  void lateInputsEndOnTheOfflineHash_data() {
    QTest::addColumn<double>("latency");
    QTest::addColumn<double>("jitter");
    QTest::addColumn<double>("loss");
    QTest::addColumn<double>("reorder");
    QTest::addColumn<int>("delay");
    QTest::newRow("lan") << 5.0 << 2.0 << 0.0 << 0.0 << 2;
    QTest::newRow("150ms, 5% loss") << 150.0 << 30.0 << 0.05 << 0.0 << 2;
    QTest::newRow("no delay, reordered, 20% loss") << 60.0 << 40.0 << 0.2 << 0.1 << 0;
  }
  void lateInputsEndOnTheOfflineHash() {
    QFETCH(double, latency);
    QFETCH(double, jitter);
    QFETCH(double, loss);
    QFETCH(double, reorder);
    QFETCH(int, delay);
    auto project = loadDemo();
    QVERIFY(project);
    NetSimSetup s;
    s.ticks = 1500;
    s.aToB = {latency, jitter, loss, 0.02, reorder, 11};
    s.bToA = {latency, jitter, loss, 0.02, reorder, 12};
    s.config.inputDelay = delay;
    s.inputA = randomInputs(1);
    s.inputB = randomInputs(2);
    const NetSimResult r = runNetSim(*project, *project->levels[0], options(*project), s);
    QVERIFY2(r.error.empty(), r.error.c_str());
    QVERIFY2(r.stateA == SessionState::Finished && r.stateB == SessionState::Finished,
             (r.messageA + " / " + r.messageB).c_str());
    QCOMPARE(r.ticksA, s.ticks);
    QCOMPARE(r.ticksB, s.ticks);
    QCOMPARE(hex(r.hashA), hex(r.offlineHash));
    QCOMPARE(hex(r.hashB), hex(r.offlineHash));
    if (latency > 50) QVERIFY(r.statsA.rollbacks + r.statsB.rollbacks > 0);  // predictions were wrong
    QCOMPARE(r.statsA.dropped() + r.statsB.dropped(), r.statsA.replayed + r.statsB.replayed);  // only duplicates
  }

  // The inputs of the two players matter: a run where B's bits differ ends elsewhere.
  void theMergedInputsMatter() {
    auto project = loadDemo();
    QVERIFY(project);
    NetSimSetup s;
    s.ticks = 900;
    s.inputA = randomInputs(1);
    s.inputB = randomInputs(2);
    const NetSimResult one = runNetSim(*project, *project->levels[0], options(*project), s);
    s.inputB = randomInputs(3);
    const NetSimResult two = runNetSim(*project, *project->levels[0], options(*project), s);
    QCOMPARE(one.hashA, one.offlineHash);
    QCOMPARE(two.hashA, two.offlineHash);
    QVERIFY(one.hashA != two.hashA);
  }

  void theRollbackLimitMakesTheGameWait() {
    auto project = loadDemo();
    QVERIFY(project);
    NetSimSetup s;
    s.ticks = 600;
    s.aToB = {400, 0, 0, 0, 0, 1};  // 24 ticks each way, far over the limit of 8
    s.bToA = {400, 0, 0, 0, 0, 2};
    s.config.rollbackLimit = 8;
    s.inputA = randomInputs(4);
    s.inputB = randomInputs(5);
    const NetSimResult r = runNetSim(*project, *project->levels[0], options(*project), s);
    QCOMPARE(r.stateA, SessionState::Finished);
    QVERIFY(r.statsA.longestStall > 0 && r.statsB.longestStall > 0);
    QVERIFY(r.frames > s.ticks + 60);
    QCOMPARE(r.hashA, r.offlineHash);
    QCOMPARE(r.hashB, r.offlineHash);
  }

  void anInjectedDivergenceIsReportedByBothSides() {
    auto project = loadDemo();
    QVERIFY(project);
    QTemporaryDir dir;
    NetSimSetup s;
    s.ticks = 900;
    s.config.reportDir = dir.path().toStdString();
    s.inputA = randomInputs(6);
    s.inputB = randomInputs(7);
    s.aToB = {30, 5, 0, 0, 0, 1};
    s.bToA = {30, 5, 0, 0, 0, 2};
    std::int64_t injectedAt = -1;
    s.beforeFrame = [&injectedAt](std::int64_t frame, RuntimeLevel& a, RuntimeLevel&) {
      if (frame != 300) return;
      LevelState state;  // one bit of player 2's score on the host only
      a.save(state);
      RuntimeLevelTestAccess::saved<PlayerSystem>(a, state).players[1].score ^= 1;
      a.restore(state);
      injectedAt = a.ticksRun();
    };
    const NetSimResult r = runNetSim(*project, *project->levels[0], options(*project), s);
    QVERIFY(injectedAt > 0);
    QCOMPARE(r.stateA, SessionState::Desynced);
    QCOMPARE(r.stateB, SessionState::Desynced);
    for (const std::string& message : {r.messageA, r.messageB}) {
      QVERIFY2(message.find("desync") != std::string::npos, message.c_str());
      QVERIFY2(message.find("report written to") != std::string::npos, message.c_str());
    }
    for (const char* side : {"host", "join"}) {
      const QStringList reports = QDir(dir.path()).entryList({QString("desync-%1-tick*.txt").arg(side)});
      QCOMPARE(reports.size(), 1);
      QFile f(dir.filePath(reports[0]));
      QVERIFY(f.open(QIODevice::ReadOnly));
      const QString text = QString::fromUtf8(f.readAll());
      // The injection happened just before tick injectedAt ran (a rollback may have run it
      // again from an earlier saved state, which keeps the changed score): the state after
      // it is the first that differs, or the one before when a rollback restored it.
      const QRegularExpressionMatch m = QRegularExpression("first differing tick: (\\d+)").match(text);
      QVERIFY2(m.hasMatch(), qPrintable(text));
      const qint64 first = m.captured(1).toLongLong();
      QVERIFY2(first >= injectedAt - 8 && first <= injectedAt + 1, qPrintable(text));
      QVERIFY2(text.contains("- player 2: this side"), qPrintable(text));
      QVERIFY2(!text.contains("- enemy #"), qPrintable(text));  // only the score was changed
      QVERIFY(QFile::exists(dir.filePath(reports[0]).replace(".txt", ".inputs")));
    }
  }

  void joinsThatDoNotMatchAreRefusedSayingWhatDiffers() {
    auto project = loadDemo();
    QVERIFY(project);
    const ProjectDigest digest = digestProject(project->directory);
    QVERIFY2(digest.error.empty(), digest.error.c_str());
    QVERIFY(digest.files.size() > 3);
    SessionSetup host{digest.hash, digest.files, project->levels[0]->name, 5};

    const auto same = join(*project, host, host);
    QCOMPARE(same.first, SessionState::Running);

    SessionSetup changed = host;
    changed.files[1].hash ^= 1;
    changed.files.push_back({"levels/extra.json", 3});
    changed.projectHash ^= 1;
    std::string hostMessage;
    const auto content = join(*project, host, changed, &hostMessage);
    QCOMPARE(content.first, SessionState::Failed);
    QVERIFY2(content.second.find("the host refused the join: the project content differs") == 0, content.second.c_str());
    QVERIFY2(content.second.find(host.files[1].path + " differs") != std::string::npos, content.second.c_str());
    QVERIFY2(content.second.find("levels/extra.json is only on the joining side") != std::string::npos,
             content.second.c_str());
    QVERIFY2(hostMessage.find("refused a join") == 0, hostMessage.c_str());

    SessionSetup level = host;
    level.level = "Stage 9";
    const auto wrongLevel = join(*project, host, level);
    QVERIFY2(wrongLevel.second.find("'Stage 9'") != std::string::npos, wrongLevel.second.c_str());
    SessionSetup seed = host;
    seed.seed = 6;
    const auto wrongSeed = join(*project, host, seed);
    QVERIFY2(wrongSeed.second.find("seed 5, the joining side 6") != std::string::npos, wrongSeed.second.c_str());
  }

  void anotherProtocolVersionIsRefused() {
    auto project = loadDemo();
    QVERIFY(project);
    PlayOptions o = options(*project);
    o.players = 2;
    Result<RuntimeLevel> a = RuntimeLevel::build(*project, *project->levels[0], o);
    SimulatedLink link({}, {});
    RollbackSession h(SessionRole::Host, *a, link.a(), {}, {});
    Packet hello;  // what a future build would send
    hello.kind = PacketKind::Hello;
    hello.version = kProtocolVersion + 1;
    std::vector<std::uint8_t> bytes;
    encodePacket(hello, bytes);
    link.b().send(bytes, Delivery::Reliable);
    h.poll(0);
    QCOMPARE(h.state(), SessionState::Connecting);
    QVERIFY2(h.message().find("protocol version " + std::to_string(kProtocolVersion + 1)) != std::string::npos,
             h.message().c_str());
    Packet answer;
    QVERIFY(link.b().receive(bytes));
    QCOMPARE(parsePacket(bytes, answer), ParseError::None);
    QCOMPARE(answer.kind, PacketKind::Refuse);
  }

  void aVanishedPeerTimesOutWithAMessage() {
    auto project = loadDemo();
    QVERIFY(project);
    PlayOptions o = options(*project);
    o.players = 2;
    Result<RuntimeLevel> a = RuntimeLevel::build(*project, *project->levels[0], o);
    Result<RuntimeLevel> b = RuntimeLevel::build(*project, *project->levels[0], o);
    SimulatedLink link({20, 0, 0, 0, 0, 1}, {20, 0, 0, 0, 0, 2});
    RollbackSession h(SessionRole::Host, *a, link.a(), {}, {});
    RollbackSession j(SessionRole::Join, *b, link.b(), {}, {});
    const auto inputs = randomInputs(1);
    std::uint64_t now = 0;
    for (int frame = 0; frame < 600; ++frame, now = std::uint64_t(frame) * 1000 / 60) {
      if (frame == 200) link.cut();
      h.poll(now);
      j.poll(now);
      h.advance(now, inputs);
      j.advance(now, inputs);
    }
    QCOMPARE(h.state(), SessionState::Failed);
    QCOMPARE(j.state(), SessionState::Failed);
    QVERIFY2(h.message().find("nothing came from the other player for 5.0 s") == 0, h.message().c_str());
    QVERIFY(a->ticksRun() < 220);  // it waited rather than running on alone
    // A joiner whose host never answers gives up too.
    SimulatedLink silent({}, {});
    silent.cut();
    RollbackSession lonely(SessionRole::Join, *b, silent.b(), {}, {});
    for (std::uint64_t t = 0; t < 6000; t += 16) lonely.poll(t);
    QVERIFY2(lonely.message() == "the host did not answer within 5.0 s", lonely.message().c_str());
  }

  // Garbage, replays, foreign sessions and a flood reach the host mid-game: all counted and
  // dropped, and the game still ends on the offline hash.
  void garbageAndFloodsAreCountedAndDropped() {
    auto project = loadDemo();
    QVERIFY(project);
    NetSimSetup s;
    s.ticks = 600;
    s.inputA = randomInputs(8);
    s.inputB = randomInputs(9);
    std::vector<std::vector<std::uint8_t>> junk;
    Packet foreign;
    foreign.kind = PacketKind::Inputs;
    foreign.session = 999;
    foreign.count = 1;
    std::vector<std::uint8_t> bytes;
    encodePacket(foreign, bytes);
    junk.push_back(bytes);
    junk.push_back({1, 2, 3});
    junk.push_back(std::vector<std::uint8_t>(kMaxPacketBytes + 10, 0x57));
    bytes = {0x53, 0x57, 4, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0};  // an inputs header, body cut short
    junk.push_back(bytes);
    const NetSimResult clean = runNetSim(*project, *project->levels[0], options(*project), s);
    // The same game driven here, with 2,000 junk datagrams on frames 200 and 201 sent down
    // the joiner's side of the link, as if the joiner (or someone spoofing it) sent them.
    PlayOptions o = options(*project);
    o.players = 2;
    Result<RuntimeLevel> a = RuntimeLevel::build(*project, *project->levels[0], o);
    Result<RuntimeLevel> b = RuntimeLevel::build(*project, *project->levels[0], o);
    SimulatedLink link({10, 0, 0, 0, 0, 1}, {10, 0, 0, 0, 0, 2});
    SessionConfig config;
    config.endTick = s.ticks;
    RollbackSession h(SessionRole::Host, *a, link.a(), {}, config);
    RollbackSession j(SessionRole::Join, *b, link.b(), {}, config);
    for (int frame = 0; frame < 3000; ++frame) {
      const std::uint64_t now = std::uint64_t(frame) * 1000 / 60;
      if (frame == 200 || frame == 201)
        for (int copy = 0; copy < 2000; ++copy) link.b().send(junk[std::size_t(copy) % junk.size()], Delivery::Unreliable);
      h.poll(now);
      j.poll(now);
      h.advance(now, s.inputA);
      j.advance(now, s.inputB);
      if (h.state() == SessionState::Finished && j.state() == SessionState::Finished) break;
    }
    QCOMPARE(h.state(), SessionState::Finished);
    QCOMPARE(a->stateHash(), clean.offlineHash);
    QCOMPARE(b->stateHash(), clean.offlineHash);
    const SessionStats& st = h.stats();
    QVERIFY(st.foreign > 0 && st.truncated > 0 && st.oversized > 0 && st.flood > 0);
    QVERIFY(st.dropped() >= 4000);
  }
};

QTEST_APPLESS_MAIN(RollbackSessionTest)
#include "rollback_session_test.moc"
