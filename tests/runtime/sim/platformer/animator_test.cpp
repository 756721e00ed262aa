// The Animator (sim/platformer/animator.h) against frame lists written by hand: what each
// tick shows for every template, chains, switches mid-animation, events on frames, forced
// animations, and a cycle of switches that must not freeze it.
#include <QtTest>

#include "model/tiles/tileset.h"
#include "sim/platformer/animator.h"
#include "support/aggregate_arity.h"

using namespace sw;

namespace {

struct Signals {
  double values[kSignalCount] = {};
  double& operator[](CreatureSignal s) { return values[int(s)]; }
};

// What `ticks` steps show, one "name:frame" per tick.
std::vector<std::string> shown(AnimatorState& state, const CompiledAnimations& c, int ticks,
                               const Signals& creatureSignals = {}, std::vector<std::string>* events = nullptr) {
  std::vector<std::string> out;
  for (int t = 0; t < ticks; ++t) {
    AnimatorEvents fired;
    stepAnimator(state, c, creatureSignals.values, fired);
    out.push_back(c.animation(state.animation).name + ":" + std::to_string(c.frameInAnimation(state)));
    if (events)
      for (int i = 0; i < fired.count; ++i)
        events->push_back(std::to_string(t) + " " + c.eventName(fired.ids[std::size_t(i)]));
  }
  return out;
}

std::vector<std::string> frames(const std::string& name, std::initializer_list<int> list) {
  std::vector<std::string> out;
  for (int f : list) out.push_back(name + ":" + std::to_string(f));
  return out;
}

std::vector<std::string> operator+(std::vector<std::string> a, const std::vector<std::string>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

QString text(const std::vector<std::string>& list) {
  QStringList out;
  for (const auto& s : list) out << QString::fromStdString(s);
  return out.join(' ');
}

}  // namespace

class AnimatorTest : public QObject {
  Q_OBJECT

 private slots:
  void stateIsListedWhole() {
    QCOMPARE(fieldCount<AnimatorState>(), test::aggregateArity<AnimatorState>());
  }

  void loopPingPongAndHold() {
    CompiledAnimations c;
    c.addAnimation("loop", AnimationTemplate::Loop, 3, 2);
    AnimatorState s;
    QCOMPARE(text(shown(s, c, 8)), text(frames("loop", {0, 0, 1, 1, 2, 2, 0, 0})));

    CompiledAnimations p;
    p.addAnimation("pp", AnimationTemplate::PingPong, 3, 1);
    s = {};
    QCOMPARE(text(shown(s, p, 9)), text(frames("pp", {0, 1, 2, 1, 0, 1, 2, 1, 0})));

    CompiledAnimations h;
    h.addAnimation("hold", AnimationTemplate::Hold, 2, 2);
    s = {};
    QCOMPARE(text(shown(s, h, 7)), text(frames("hold", {0, 0, 1, 1, 1, 1, 1})));
    QVERIFY(!s.ended);  // hold never ends
  }

  void onceChainsOrEnds() {
    CompiledAnimations c;
    const int attack = c.addAnimation("attack", AnimationTemplate::Once, 2, 2);
    const int idle = c.addAnimation("idle", AnimationTemplate::Loop, 2, 3);
    c.setNext(attack, idle);
    AnimatorState s;
    QCOMPARE(text(shown(s, c, 9)), text(frames("attack", {0, 0, 1, 1}) + frames("idle", {0, 0, 0, 1, 1})));
    QVERIFY(!s.ended);

    CompiledAnimations alone;
    alone.addAnimation("attack", AnimationTemplate::Once, 2, 2);
    s = {};
    QCOMPARE(text(shown(s, alone, 4)), text(frames("attack", {0, 0, 1, 1})));
    QVERIFY(!s.ended);
    QCOMPARE(text(shown(s, alone, 2)), text(frames("attack", {1, 1})));
    QVERIFY(s.ended);  // holds its last frame
  }

  void switchesMidAnimationAtOnce() {
    CompiledAnimations c;
    c.addAnimation("walk", AnimationTemplate::Loop, 4, 3);
    QVERIFY(c.addSwitch("!moving", 1));
    QVERIFY(c.addSwitch("falling", 2));
    c.addAnimation("idle", AnimationTemplate::Loop, 1);
    QVERIFY(c.addSwitch("moving", 0));
    c.addAnimation("fall", AnimationTemplate::Loop, 1);
    Signals sig;
    sig[CreatureSignal::Moving] = 1;
    AnimatorState s;
    QCOMPARE(text(shown(s, c, 4, sig)), text(frames("walk", {0, 0, 0, 1})));
    // Both true: the first written wins; frame 1 of walk is cut short.
    sig[CreatureSignal::Moving] = 0;
    sig[CreatureSignal::Falling] = 1;
    QCOMPARE(text(shown(s, c, 2, sig)), text(frames("idle", {0, 0})));
    sig[CreatureSignal::Moving] = 1;
    QCOMPARE(text(shown(s, c, 1, sig)), text(frames("fall", {0})));  // idle -> walk -> fall in one tick
    // A condition over numbers.
    CompiledAnimations n;
    n.addAnimation("run", AnimationTemplate::Loop, 1);
    QVERIFY(n.addSwitch("speed < 0.1 && grounded", 1));
    n.addAnimation("stand", AnimationTemplate::Loop, 1);
    Signals numbers;
    numbers[CreatureSignal::Speed] = 0.3;
    numbers[CreatureSignal::Grounded] = 1;
    s = {};
    QCOMPARE(text(shown(s, n, 1, numbers)), text(frames("run", {0})));
    numbers[CreatureSignal::Speed] = 0.05;
    QCOMPARE(text(shown(s, n, 1, numbers)), text(frames("stand", {0})));
    std::string problem;
    QVERIFY(!n.addSwitch("sped > 1", 0, &problem));
    QVERIFY(problem.find("'sped' is not a signal") != std::string::npos);
  }

  void eventsFireWhenTheirFrameStarts() {
    CompiledAnimations c;
    c.addAnimation("walk", AnimationTemplate::Loop, 3, 2);
    c.addEvent(0, "footstep");
    c.addEvent(2, "footstep");
    c.addEvent(2, "dust");
    AnimatorState s;
    std::vector<std::string> events;
    shown(s, c, 12, {}, &events);
    // Frame 0 starts at ticks 0, 6; frame 2 at 4, 10.
    QCOMPARE(text(events), QString("0 footstep 4 footstep 4 dust 6 footstep 10 footstep 10 dust"));
    QCOMPARE(c.eventId("dust"), 1);
    QCOMPARE(c.eventId("jump"), -1);
  }

  void playForcesAnAnimation() {
    CompiledAnimations c;
    c.addAnimation("idle", AnimationTemplate::Loop, 2, 2);
    const int attack = c.addAnimation("attack", AnimationTemplate::Once, 2, 1);
    c.addEvent(0, "attackActive");
    c.addEvent(1, "attackEnd");
    c.setNext(attack, 0);
    QCOMPARE(c.findAnimation("attack"), attack);
    QCOMPARE(c.findAnimation("nope"), -1);
    AnimatorState s;
    shown(s, c, 3);
    playAnimation(s, c, attack);
    std::vector<std::string> events;
    QCOMPARE(text(shown(s, c, 4, {}, &events)), text(frames("attack", {0, 1}) + frames("idle", {0, 0})));
    QCOMPARE(text(events), QString("0 attackActive 1 attackEnd"));
    playAnimation(s, c, 7);  // out of range: ignored
    QCOMPARE(s.animation, 0);
  }

  void aCycleOfSwitchesDoesNotFreeze() {
    CompiledAnimations c;
    c.addAnimation("a", AnimationTemplate::Loop, 1);
    QVERIFY(c.addSwitch("true", 1));
    c.addAnimation("b", AnimationTemplate::Loop, 1);
    QVERIFY(c.addSwitch("grounded", 0));
    Signals sig;
    sig[CreatureSignal::Grounded] = 1;
    AnimatorState s;
    AnimatorEvents events;
    const AnimatorStep step = stepAnimator(s, c, sig.values, events);
    QVERIFY(step.cycled);
    QVERIFY(s.shown);  // it shows something and returns
    sig[CreatureSignal::Grounded] = 0;
    QVERIFY(!stepAnimator(s, c, sig.values, events).cycled);
    QCOMPARE(s.animation, 1);
  }

  void compiledFromLinesAndASheet() {
    Tileset sheet;
    sheet.name = "knight";
    for (const char* n : {"pad", "w0", "w1", "w2", "s0", "s1"}) {
      TilesetTile t;
      t.name = n;
      sheet.tiles.push_back(t);
    }
    sheet.frameGroups = {{"walk", {"w0", "w1", "w2"}}, {"slash", {"s1", "s0"}}};
    const std::vector<std::string> lines = {
        "walk: pingpong walk every 1; if attacking -> attack; on 1 footstep",
        "attack: once slash every 2; then walk; on 0 attackActive",
    };
    std::vector<AnimationProblem> problems;
    auto c = CompiledAnimations::compile(lines, &sheet, &problems);
    QVERIFY(c);
    QCOMPARE(c->size(), 2);
    AnimatorState s;
    Signals sig;
    std::vector<int> tiles;
    std::vector<std::string> events;
    for (int t = 0; t < 4; ++t) {
      AnimatorEvents fired;
      stepAnimator(s, *c, sig.values, fired);
      tiles.push_back(c->currentTile(s));
      for (int i = 0; i < fired.count; ++i) events.push_back(c->eventName(fired.ids[std::size_t(i)]));
    }
    QCOMPARE(tiles, (std::vector<int>{1, 2, 3, 2}));
    sig[CreatureSignal::Attacking] = 1;
    AnimatorEvents fired;
    stepAnimator(s, *c, sig.values, fired);
    QCOMPARE(c->currentTile(s), 5);  // slash starts with s1
    QCOMPARE(fired.count, 1);
    QCOMPARE(c->eventName(fired.ids[0]), std::string("attackActive"));
    QCOMPARE(events, (std::vector<std::string>{"footstep", "footstep"}));

    // Without a sheet: one frame per animation, standing for no tile.
    auto bare = CompiledAnimations::compile(lines, nullptr);
    QVERIFY(bare);
    QCOMPARE(bare->animation(0).frameCount, 1);
    QCOMPARE(bare->currentTile(AnimatorState{}), -1);

    // Lines with problems do not compile; the problems come back.
    QVERIFY(!CompiledAnimations::compile({"walk: loop run"}, &sheet, &problems));
    QCOMPARE(problems.size(), std::size_t(1));
    QCOMPARE(problems[0].column, 12);
  }

  void eventsBeyondCapacityAreCounted() {
    CompiledAnimations c;
    c.addAnimation("busy", AnimationTemplate::Loop, 1);
    for (int i = 0; i < AnimatorEvents::kCapacity + 3; ++i) c.addEvent(0, "e" + std::to_string(i));
    AnimatorState s;
    AnimatorEvents events;
    Signals sig;
    stepAnimator(s, c, sig.values, events);
    QCOMPARE(events.count, AnimatorEvents::kCapacity);
    QCOMPARE(events.lost, 3);
  }
};

QTEST_APPLESS_MAIN(AnimatorTest)
#include "animator_test.moc"
