// Presentation that survives rollback (present/presentation_journal.h): a tick simulated again
// presents its events once; an event the corrected tick no longer has is cancelled; and over a
// co-op session with many rollbacks, what stays presented is exactly what a straight run of
// the final inputs emits, each event once.
#include "present/presentation_journal.h"

#include <QtTest>
#include <set>
#include <string>
#include <tuple>

#include "net/net_sim.h"
#include "support/demo_project.h"
#include "support/lossy_coop.h"

using namespace sw;

// Named, not anonymous: the test's lambdas capture these types.
namespace journal_test {

using Key = std::tuple<std::int64_t, std::string, std::int64_t, int>;
Key keyOf(const PresentedEvent& e) { return {e.tick, std::string(e.kind), e.id, e.rank}; }

// What a presenter has playing: started adds, cancelled removes. Starting a thing already
// playing is a double; cancelling one not playing is stray.
struct Presenter {
  std::set<Key> playing;
  int started = 0;
  int doubles = 0;
  int strayCancels = 0;
  void apply(const PresentationJournal::Changes& c) {
    for (const PresentedEvent& e : c.cancelled) strayCancels += playing.erase(keyOf(e)) == 0;
    for (const PresentedEvent& e : c.started) {
      ++started;
      doubles += !playing.insert(keyOf(e)).second;
    }
  }
};

// A journal fed by one level, taken once per "frame" (after each tick here; the net run takes
// once per simulated frame, after any number of re-simulated ticks).
struct Watcher final : TickListener {
  PresentationJournal journal{600};
  Presenter presenter;
  std::set<Key> emitted;  // every event of every tick as last simulated
  void tickRun(std::int64_t tick, const std::vector<LevelEvent>& events) override {
    journal.tickRun(tick, events);
    std::erase_if(emitted, [&](const Key& k) { return std::get<0>(k) == tick; });
    PresentationJournal scratch;
    scratch.tickRun(tick, events);
    for (const PresentedEvent& e : scratch.take().started) emitted.insert(keyOf(e));
  }
  void frame() { presenter.apply(journal.take()); }
};


LevelEvent levelEvent(std::string_view kind, std::int64_t id) { return {kind, id, {}}; }

}  // namespace journal_test

using namespace journal_test;

class PresentationJournalTest : public QObject {
  Q_OBJECT

 private slots:
  void aTickRunAgainPresentsItsEventsOnce() {
    PresentationJournal j;
    j.tickRun(10, {levelEvent("enemy-killed", 4), levelEvent("enemy-killed", 4), levelEvent("trigger-fired", 1)});
    QCOMPARE(j.take().started.size(), std::size_t(3));
    // The same tick again (a rollback that changed nothing here): nothing new, nothing stops.
    j.tickRun(10, {levelEvent("enemy-killed", 4), levelEvent("trigger-fired", 1), levelEvent("enemy-killed", 4)});
    const auto& again = j.take();
    QCOMPARE(again.started.size(), std::size_t(0));
    QCOMPARE(again.cancelled.size(), std::size_t(0));
    QCOMPARE(j.startedTotal(), std::int64_t(3));
  }

  void whatTheCorrectedTickNoLongerHasIsCancelled() {
    PresentationJournal j;
    j.tickRun(3, {levelEvent("enemy-killed", 7), levelEvent("player-killed", 0)});
    (void)j.take();
    j.tickRun(3, {levelEvent("enemy-killed", 7), levelEvent("enemy-killed", 9)});  // the player lived, 9 died
    const auto& c = j.take();
    QCOMPARE(c.cancelled.size(), std::size_t(1));
    QCOMPARE(c.cancelled[0].kind, std::string_view("player-killed"));
    QCOMPARE(c.started.size(), std::size_t(1));
    QCOMPARE(c.started[0].id, std::int64_t(9));
    // The second of two identical events is known by its rank: losing it cancels only it.
    j.tickRun(4, {levelEvent("spawn-fired", 2), levelEvent("spawn-fired", 2)});
    (void)j.take();
    j.tickRun(4, {levelEvent("spawn-fired", 2)});
    const auto& d = j.take();
    QCOMPARE(d.cancelled.size(), std::size_t(1));
    QCOMPARE(d.cancelled[0].rank, 1);
  }

  // Started and withdrawn between two frames: the presenter never hears of it.
  void anEventWithdrawnBeforeTheFrameNeverStarts() {
    PresentationJournal j;
    j.tickRun(5, {levelEvent("enemy-killed", 1)});
    j.tickRun(5, {});
    const auto& c = j.take();
    QVERIFY(c.started.empty());
    QVERIFY(c.cancelled.empty());
    QCOMPARE(j.startedTotal(), std::int64_t(0));
  }

  // A co-op session at 150 ms and 30 % loss rolls back hundreds of times; each peer's
  // presenter ends with exactly the events of its final timeline (which both peers and the
  // straight offline run share), each started once.
  void aSessionWithRollbacksPresentsEachEventOnce() {
    auto project = test::loadDemo();
    QVERIFY(project);
    const PlayOptions o = test::lossyCoopOptions(*project);
    net::NetSimSetup s = test::lossyCoopSetup(1500);
    Watcher a, b;
    s.beforeFrame = [&](std::int64_t frame, RuntimeLevel& levelA, RuntimeLevel& levelB) {
      if (frame == 0) {
        levelA.setTickListener(&a);
        levelB.setTickListener(&b);
      }
      a.frame();
      b.frame();
    };
    const net::NetSimResult r = net::runNetSim(*project, *project->levels[0], o, s);
    QVERIFY2(r.error.empty(), r.error.c_str());
    QCOMPARE(r.hashA, r.offlineHash);
    QCOMPARE(r.hashB, r.offlineHash);
    a.frame();
    b.frame();
    QVERIFY2(r.statsA.rollbacks + r.statsB.rollbacks > 50, "the session must roll back often");

    // The straight run of the merged inputs, for the truth.
    Result<RuntimeLevel> offline = RuntimeLevel::build(*project, *project->levels[0], [&] {
      PlayOptions two = o;
      two.players = 2;
      return two;
    }());
    QVERIFY(offline);
    Watcher straight;
    offline->setTickListener(&straight);
    for (std::int64_t t = 0; t < s.ticks; ++t) {
      TickInput in;
      in.player[0] = test::lossyCoopBits(1, t);
      in.player[1] = test::lossyCoopBits(2, t);
      offline->tick(in);
      straight.frame();
    }
    QCOMPARE(offline->stateHash(), r.offlineHash);
    QVERIFY(straight.emitted.size() > 20);  // kills, spawns, triggers: something to present

    qInfo("rollbacks %lld + %lld; %zu events; peer A started %d, cancelled %lld", (long long)r.statsA.rollbacks,
          (long long)r.statsB.rollbacks, straight.emitted.size(), a.presenter.started, (long long)a.journal.cancelledTotal());
    for (Watcher* peer : {&a, &b}) {
      QCOMPARE(peer->presenter.doubles, 0);
      QCOMPARE(peer->presenter.strayCancels, 0);
      QVERIFY(peer->presenter.playing == straight.emitted);
      // Rollbacks did change presented events on the way (predictions were wrong) ...
      QVERIFY(peer->journal.cancelledTotal() > 0 || peer->presenter.started == int(straight.emitted.size()));
      // ... and every start is either still playing or was cancelled.
      QCOMPARE(std::int64_t(peer->presenter.started),
               std::int64_t(peer->presenter.playing.size()) + peer->journal.cancelledTotal());
    }
  }
};

QTEST_GUILESS_MAIN(PresentationJournalTest)
#include "presentation_journal_test.moc"
