// The exact rules of enemy state machines (sim/state_machine.h), checked through a fake
// context that records every action in order.
#include "sim/systems/enemies/state_machine.h"

#include <QtTest>

#include "support/allocation_counter.h"
#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <new>

using namespace sw;

// Heap allocationCount are counted while countingAllocations is set.
using sw::test::allocationCount;
using sw::test::countingAllocations;

namespace {

struct FakeContext : StateMachineContext {
  std::int64_t hp = 10;
  bool atPathEnd = false;
  double distance = 100;
  std::string fired;  // the trigger fired this tick, if any
  std::vector<std::string> log;
  std::vector<std::string> errors;

  std::int64_t health() const override { return hp; }
  bool pathEndReached() const override { return atPathEnd; }
  double playerDistance() const override { return distance; }
  bool triggerFired(std::string_view name) const override { return !fired.empty() && name == fired; }
  void perform(const Action& a) override {
    // "emit NAME" records NAME; other actions record their name.
    log.push_back(a.kind == ActionKind::Emit ? a.name : std::string(actionSpec(a.kind).name));
  }
  void machineError(const std::string& message) override { errors.push_back(message); }

  // One tick; returns what it did, joined by spaces.
  std::string tick(StateMachineInstance& m) {
    log.clear();
    m.tick(*this);
    std::string out;
    for (const auto& s : log) out += (out.empty() ? "" : " ") + s;
    return out;
  }
};

// Quiet context for the allocation count: no strings, no vectors.
struct CountingContext : StateMachineContext {
  long performed = 0;
  std::int64_t health() const override { return 5; }
  bool pathEndReached() const override { return false; }
  double playerDistance() const override { return 1e9; }
  bool triggerFired(std::string_view) const override { return false; }
  void perform(const Action&) override { ++performed; }
  void machineError(const std::string&) override {}
};

struct StateLines {
  const char* name;
  std::vector<std::string> begin, tick, end, transitions;
};

// Every state logs "<name>.begin", "<name>.tick", "<name>.end" (emit) before its own lines.
EnemyType enemy(const char* name, const std::vector<StateLines>& states) {
  EnemyType type;
  type.name = name;
  for (const auto& lines : states) {
    auto s = std::make_unique<EnemyState>();
    const std::string n = lines.name;
    s->name = n;
    s->begin = {"emit " + n + ".begin"};
    s->tick = {"emit " + n + ".tick"};
    s->end = {"emit " + n + ".end"};
    s->begin.insert(s->begin.end(), lines.begin.begin(), lines.begin.end());
    s->tick.insert(s->tick.end(), lines.tick.begin(), lines.tick.end());
    s->end.insert(s->end.end(), lines.end.begin(), lines.end.end());
    s->transitions = lines.transitions;
    type.states.push_back(std::move(s));
  }
  return type;
}

StateMachine compiled(const EnemyType& type) {
  std::vector<BehaviourProblem> problems;
  auto machine = StateMachine::compile(type, &problems);
  if (!machine) qFatal("does not compile: %s", problems.empty() ? "?" : problems[0].message.c_str());
  return std::move(*machine);
}

}  // namespace

class StateMachineTest : public QObject {
  Q_OBJECT
 private slots:
  void beginThenTickThenEndBeforeTheNextBegin() {
    const auto machine = compiled(enemy("drone", {{"a", {}, {}, {}, {"after 2 -> b"}}, {"b"}}));
    StateMachineInstance m(machine);
    FakeContext c;
    QCOMPARE(m.state(), -1);
    QCOMPARE(c.tick(m), std::string("a.begin a.tick"));
    QCOMPARE(m.state(), 0);
    QCOMPARE(c.tick(m), std::string("a.tick"));
    QCOMPARE(c.tick(m), std::string("a.end b.begin b.tick"));  // after 2: third tick
    QCOMPARE(*m.stateName(), std::string("b"));
    QCOMPARE(m.ticksInState(), std::int64_t(0));
    QCOMPARE(c.tick(m), std::string("b.tick"));
    QCOMPARE(m.ticksInState(), std::int64_t(1));
  }

  void transitionsAreCheckedBeforeTick() {
    const auto machine = compiled(enemy("drone", {{"a", {}, {}, {}, {"trigger go -> b"}}, {"b"}}));
    StateMachineInstance m(machine);
    FakeContext c;
    QCOMPARE(c.tick(m), std::string("a.begin a.tick"));
    c.fired = "go";
    // The old state's Tick does not run in the tick its transition fires.
    QCOMPARE(c.tick(m), std::string("a.end b.begin b.tick"));
  }

  void theFirstTrueTransitionWins() {
    const auto machine =
        compiled(enemy("drone", {{"a", {}, {}, {}, {"health < 5 -> b", "always -> c"}}, {"b"}, {"c"}}));
    StateMachineInstance m(machine);
    FakeContext c;
    c.hp = 3;
    QCOMPARE(c.tick(m), std::string("a.begin a.end b.begin b.tick"));
    StateMachineInstance other(machine);
    c.hp = 5;
    QCOMPARE(c.tick(other), std::string("a.begin a.end c.begin c.tick"));
  }

  void gotoInTickFallsThroughInTheSameTick() {
    const auto machine = compiled(
        enemy("drone", {{"a", {}, {"goto b", "emit never"}}, {"b", {}, {}, {}, {"always -> c"}}, {"c"}}));
    StateMachineInstance m(machine);
    FakeContext c;
    // goto skips the rest of a's Tick; b ticks in the same tick; b's transitions wait for
    // the next tick (transitions are checked once per tick, before Tick).
    QCOMPARE(c.tick(m), std::string("a.begin a.tick a.end b.begin b.tick"));
    QCOMPARE(c.tick(m), std::string("b.end c.begin c.tick"));
  }

  void gotoInBeginChangesBeforeTick() {
    const auto machine = compiled(enemy("drone", {{"a", {"goto b"}}, {"b"}}));
    StateMachineInstance m(machine);
    FakeContext c;
    QCOMPARE(c.tick(m), std::string("a.begin a.end b.begin b.tick"));
  }

  void endlessFallThroughIsStoppedAndReported() {
    const auto machine = compiled(enemy("pingpong", {{"a", {}, {"goto b"}}, {"b", {}, {"goto a"}}}));
    StateMachineInstance m(machine);
    FakeContext c;
    c.tick(m);
    QVERIFY(m.halted());
    QCOMPARE(c.errors.size(), std::size_t(1));
    const std::string& e = c.errors[0];
    QVERIFY2(e.find("enemy 'pingpong'") != std::string::npos, e.c_str());
    QVERIFY2(
        e.find("more than 8 state changes in one tick (a -> b -> a -> b -> a -> b -> a -> b -> a -> b)") !=
            std::string::npos,
        e.c_str());
    // 8 changes happened (8 Begins after the initial one), the 9th was refused.
    QCOMPARE(std::count(c.log.begin(), c.log.end(), std::string("a.begin")) +
                 std::count(c.log.begin(), c.log.end(), std::string("b.begin")),
             std::ptrdiff_t(9));
    // Stopped for good: no more actions, no more reports.
    QCOMPARE(c.tick(m), std::string());
    QCOMPARE(c.errors.size(), std::size_t(1));
  }

  void eightChangesInOneTickAreAllowed() {
    std::vector<StateLines> chain;
    static const char* names[] = {"s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8"};
    for (int i = 0; i < 9; ++i)
      chain.push_back({names[i],
                       {},
                       i < 8 ? std::vector<std::string>{std::string("goto ") + names[i + 1]}
                             : std::vector<std::string>{}});
    const auto machine = compiled(enemy("chain", chain));
    StateMachineInstance m(machine);
    FakeContext c;
    c.tick(m);
    QVERIFY(!m.halted());
    QVERIFY(c.errors.empty());
    QCOMPARE(*m.stateName(), std::string("s8"));
    QCOMPARE(c.log.back(), std::string("s8.tick"));
  }

  void sleepPausesTransitionsAndTick() {
    const auto machine = compiled(
        enemy("drone", {{"a", {}, {"sleep 2", "emit after_sleep"}, {}, {"trigger go -> b"}}, {"b"}}));
    StateMachineInstance m(machine);
    FakeContext c;
    // The rest of the list still runs; then nothing until two ticks have passed.
    QCOMPARE(c.tick(m), std::string("a.begin a.tick after_sleep"));
    QCOMPARE(m.sleepTicksLeft(), std::int64_t(2));
    c.fired = "go";
    QCOMPARE(c.tick(m), std::string());  // the trigger fires while asleep: not seen
    c.fired.clear();
    QCOMPARE(c.tick(m), std::string());
    QCOMPARE(m.sleepTicksLeft(), std::int64_t(0));
    QCOMPARE(c.tick(m), std::string("a.tick after_sleep"));
    QCOMPARE(c.tick(m), std::string());
  }

  void sleepInBeginSkipsThatTicksTick() {
    const auto machine = compiled(enemy("drone", {{"a", {"sleep 1"}}}));
    StateMachineInstance m(machine);
    FakeContext c;
    QCOMPARE(c.tick(m), std::string("a.begin"));
    QCOMPARE(c.tick(m), std::string());
    QCOMPARE(c.tick(m), std::string("a.tick"));
  }

  void afterCountsTicksSinceEntryEvenWhileAsleep() {
    const auto machine = compiled(enemy("drone", {{"a", {"sleep 5"}, {}, {}, {"after 3 -> b"}}, {"b"}}));
    StateMachineInstance m(machine);
    FakeContext c;
    QCOMPARE(c.tick(m), std::string("a.begin"));
    for (int i = 0; i < 5; ++i) QCOMPARE(c.tick(m), std::string());
    QCOMPARE(m.ticksInState(), std::int64_t(5));
    QCOMPARE(c.tick(m), std::string("a.end b.begin b.tick"));
  }

  void afterNIsTrueNTicksAfterEntry() {
    const auto zero = compiled(enemy("drone", {{"a", {}, {}, {}, {"after 0 -> b"}}, {"b"}}));
    StateMachineInstance now(zero);
    FakeContext c;
    QCOMPARE(c.tick(now), std::string("a.begin a.end b.begin b.tick"));

    const auto three = compiled(enemy("drone", {{"a", {}, {}, {}, {"after 3 -> b"}}, {"b"}}));
    StateMachineInstance m(three);
    int changedAt = -1;
    for (int t = 0; t < 10 && changedAt < 0; ++t) {
      c.tick(m);
      if (m.state() == 1) changedAt = t;
    }
    QCOMPARE(changedAt, 3);  // entered at tick 0, three ticks later
  }

  void conditionsReadTheContext() {
    const auto machine = compiled(enemy("drone", {{"a", {}, {}, {}, {"pathEnd -> b"}},
                                                  {"b", {}, {}, {}, {"playerWithin 4 -> c"}},
                                                  {"c", {}, {"setFlag angry"}, {}, {"flag angry -> d"}},
                                                  {"d", {}, {"clearFlag angry"}}}));
    StateMachineInstance m(machine);
    FakeContext c;
    c.tick(m);
    c.tick(m);
    QCOMPARE(m.state(), 0);
    c.atPathEnd = true;
    c.tick(m);
    QCOMPARE(m.state(), 1);
    c.distance = 4.5;
    c.tick(m);
    QCOMPARE(m.state(), 1);
    c.distance = 4;
    QCOMPARE(c.tick(m), std::string("b.end c.begin c.tick setFlag"));
    QVERIFY(m.flag(machine.flagBit("angry")));
    QCOMPARE(c.tick(m), std::string("c.end d.begin d.tick clearFlag"));
    QVERIFY(!m.flag(machine.flagBit("angry")));
  }

  void dieStopsEverything() {
    const auto machine = compiled(enemy("drone", {{"a", {}, {"die", "emit never"}, {}, {}}}));
    StateMachineInstance m(machine);
    FakeContext c;
    QCOMPARE(c.tick(m), std::string("a.begin a.tick die"));
    QVERIFY(m.dead());
    QCOMPARE(c.tick(m), std::string());
  }

  void noStatesDoesNothing() {
    EnemyType plain;
    plain.name = "plain";
    const auto machine = compiled(plain);
    StateMachineInstance m(machine);
    FakeContext c;
    QCOMPARE(c.tick(m), std::string());
    QCOMPARE(m.state(), -1);
    QVERIFY(!m.stateName());
  }

  void aMachineWithFatalProblemsDoesNotCompile() {
    auto type = enemy("drone", {{"a", {}, {"sleep x"}, {}, {"after 1 -> nowhere"}}});
    std::vector<BehaviourProblem> problems;
    QVERIFY(!StateMachine::compile(type, &problems));
    QCOMPARE(problems.size(), std::size_t(2));
    QCOMPARE(problems[0].pointer, std::string("/states/0/tick/1"));
    QCOMPARE(problems[1].pointer, std::string("/states/0/transitions/0"));
  }

  void tickingAllocatesNothing() {
    // Transitions, fall-through, flags and sleep over 1,000 ticks.
    const auto machine = compiled(
        enemy("drone",
              {{"a", {"setSpeed 0.2"}, {"fire", "setFlag f"}, {"stopFiring"}, {"after 3 -> b"}},
               {"b", {"startFiring"}, {"goto c"}},
               {"c", {}, {"moveTo 1 2", "sleep 2"}, {"clearFlag f"}, {"after 4 -> a", "trigger t -> b"}}}));
    StateMachineInstance m(machine);
    CountingContext c;
    allocationCount = 0;
    countingAllocations = true;
    std::vector<std::string> probe(std::size_t(c.performed + 2), std::string(40, 'x'));  // the counter works
    countingAllocations = false;
    QVERIFY(allocationCount.load() >= 3);
    allocationCount = 0;
    countingAllocations = true;
    for (int i = 0; i < 1000; ++i) m.tick(c);
    countingAllocations = false;
    QCOMPARE(allocationCount.load(), 0L);
    QVERIFY(c.performed > 1000);
    QVERIFY(!m.halted());
  }
};

QTEST_APPLESS_MAIN(StateMachineTest)
#include "state_machine_test.moc"
