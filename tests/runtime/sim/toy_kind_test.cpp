// A game kind that lives in this file alone (sim/game_kind.h): two toy systems, a "tally"
// that counts the players' presses and draws from its own generator, and "marbles" that roll,
// bounce off the walls and speed up by the tally. Nothing outside this file knows them, and
// yet the tick runner, the one state hash, dumps, rollback (save / restore and the sync
// check), recording and replay all work on them: what a second game kind gets for free.
#include <QtTest>

#include "model/level.h"
#include "model/project.h"
#include "sim/game_kind.h"
#include "sim/replay/input_recording.h"
#include "sim/replay/sync_check.h"
#include "sim/replay/trail.h"
#include "sim/runtime_level.h"
#include "sim/tick_runner.h"

using namespace sw;

namespace {

struct TallyState {
  std::int64_t presses = 0;
  std::uint8_t held = 0;
  MwcRandom random;
  SW_FIELDS(TallyState, presses, held, random)
};

class Tally final : public StatefulSystem<TallyState> {
 public:
  explicit Tally(LevelContext& level) : StatefulSystem(level, "tally") {}
  void step(int, const TickInput& input) override {
    const std::uint8_t bits = input.player[0];
    if (bits & ~state_.held) {
      ++state_.presses;
      state_.random.next();
      level_.events.add("pressed", state_.presses, {});
    }
    state_.held = bits;
  }
  std::int64_t presses() const { return state_.presses; }
};

struct Marble {
  static constexpr std::string_view kStateKind = "marble";
  Vec2 position;
  Vec2 velocity;
  std::int64_t bounces = 0;
  SW_FIELDS(Marble, position, velocity, bounces)
};

struct MarbleState {
  std::vector<Marble> marbles;
  SW_FIELDS(MarbleState, marbles)
};

class Marbles final : public StatefulSystem<MarbleState> {
 public:
  Marbles(LevelContext& level, const Tally& tally) : StatefulSystem(level, "marbles"), tally_(tally) {}
  void build(int count) {
    MwcRandom random(std::uint32_t(level_.options.seed), 7);
    for (int i = 0; i < count; ++i)
      state_.marbles.push_back({{random.range(-5, 5), random.range(-5, 5)}, {random.range(-0.2, 0.2), 0.1}, 0});
    names_.resize(std::size_t(count));
    for (int i = 0; i < count; ++i) names_[std::size_t(i)] = "marble " + std::to_string(i + 1);
  }
  void step(int, const TickInput&) override {
    const double boost = 1 + 0.01 * double(tally_.presses());
    for (Marble& m : state_.marbles) {
      m.position += m.velocity * boost;
      for (double* axis : {&m.position.x, &m.position.y}) {
        if (*axis > 5 || *axis < -5) {
          (axis == &m.position.x ? m.velocity.x : m.velocity.y) *= -1;
          ++m.bounces;
        }
      }
    }
  }
  const std::vector<Marble>& marbles() const { return state_.marbles; }

 protected:
  std::string_view label(const MarbleState&, std::string_view, std::size_t i) const override {
    return i < names_.size() ? std::string_view(names_[i]) : std::string_view();
  }
  bool fits(const MarbleState& saved) const override { return saved.marbles.size() == names_.size(); }

 private:
  const Tally& tally_;
  std::vector<std::string> names_;
};

void registerToyKind() {
  registerGameKind({"toy", [](LevelAssembly& a) {
                      Tally& tally = a.add<Tally>();
                      Marbles& marbles = a.add<Marbles>(tally);
                      marbles.build(3);
                      a.schedule(tally, 0);
                      a.schedule(marbles, 0);
                    }});
}

// Presses that come and go.
TickInput pressing(std::int64_t tick) {
  TickInput in;
  in.player[0] = (tick / 7) % 3 == 0 ? InputFire : 0;
  return in;
}

}  // namespace

class ToyKindTest : public QObject {
  Q_OBJECT

  Project project_;
  Level level_;

  PlayOptions options() const {
    PlayOptions o;
    o.gameKind = "toy";
    o.seed = 5;
    return o;
  }
  RuntimeLevel build() const {
    Result<RuntimeLevel> rt = RuntimeLevel::build(project_, level_, options());
    if (!rt) qFatal("%s", rt.error().toString().c_str());
    return std::move(*rt);
  }

 private slots:
  void initTestCase() {
    registerToyKind();
    level_.name = "toy room";
    level_.file = "levels/toy.json";
  }

  void itRunsAsItsSystemsSay() {
    RuntimeLevel rt = build();
    QCOMPARE(rt.gameKind(), std::string("toy"));
    QCOMPARE(rt.systems().size(), std::size_t(2));
    QVERIFY(rt.find<Marbles>() && rt.find<Tally>());
    TickRunner runner(rt);
    runner.readFrom(pressing);
    runner.run(100);
    QCOMPARE(rt.ticksRun(), std::int64_t(100));
    QVERIFY(rt.get<Tally>().presses() > 3);
    std::int64_t bounces = 0;
    for (const Marble& m : rt.get<Marbles>().marbles()) bounces += m.bounces;
    QVERIFY(bounces > 0);
  }

  void anUnknownKindIsRefusedByName() {
    PlayOptions o = options();
    o.gameKind = "racing";
    Result<RuntimeLevel> rt = RuntimeLevel::build(project_, level_, o);
    QVERIFY(!rt);
    QVERIFY2(rt.error().message.find("unknown game kind 'racing'") != std::string::npos, rt.error().message.c_str());
    QCOMPARE(rt.error().file, std::string("levels/toy.json"));
  }

  // The one hash and the dump see the toy's state without being told about it.
  void itsStateIsHashedAndDumped() {
    RuntimeLevel a = build(), b = build();
    QCOMPARE(a.stateHash(), b.stateHash());
    a.tick(pressing(0));
    QVERIFY(a.stateHash() != b.stateHash());
    const StateDump dump = dumpState(a, 0);
    bool sawMarble = false, sawTally = false;
    for (const EntityState& e : dump.entities) {
      if (e.kind == "marble" && e.id == 1) {
        sawMarble = true;
        QCOMPARE(e.label, std::string("marble 2"));
        QCOMPARE(e.fields.size(), std::size_t(5));  // position.x, position.y, velocity.x, velocity.y, bounces
        QCOMPARE(e.fields[4].first, std::string("bounces"));
      }
      if (e.kind == "tally") {
        sawTally = true;
        QCOMPARE(e.fields[0], (std::pair<std::string, std::string>("presses", "1")));
      }
    }
    QVERIFY(sawMarble && sawTally);
  }

  // Recorded through the runner, replayed from the recording: the same trail, tick by tick.
  void aRecordingReplaysToTheSameTrail() {
    RuntimeLevel first = build();
    InputRecording recording;
    Trail trail;
    TickRunner runner(first);
    runner.readFrom(pressing);
    runner.recordInto(recording);
    runner.trailInto(trail);
    runner.run(300);
    recording.length = 300;
    QVERIFY(recording.changes.size() > 10);
    Result<InputRecording> back = parseInputRecording(inputRecordingText(recording), "toy.inputs");
    QVERIFY(back);
    RuntimeLevel again = build();
    Trail replayed;
    TickRunner replay(again);
    replay.replay(*back);
    replay.trailInto(replayed);
    replay.run(*back->length);
    QVERIFY(!firstDifferingTick(trail, replayed));
    QCOMPARE(again.stateHash(), first.stateHash());
  }

  void itRollsBackAndRunsAgainAsIfNeverBack() {
    RuntimeLevel rt = build();
    TickRunner runner(rt);
    runner.readFrom(pressing);
    runner.run(40);
    LevelState saved;
    rt.save(saved);
    const std::uint64_t at40 = rt.stateHash();
    QCOMPARE(rt.stateHash(saved), at40);
    runner.run(60);
    const std::uint64_t at100 = rt.stateHash();
    QVERIFY(rt.restore(saved));
    QCOMPARE(rt.ticksRun(), std::int64_t(40));
    QCOMPARE(rt.stateHash(), at40);
    runner.run(60);
    QCOMPARE(rt.stateHash(), at100);

    const SyncCheckResult sync = runSyncCheck(project_, level_, options(), pressing, 400, 6);
    QVERIFY2(sync.passed(), sync.error.c_str());
    QCOMPARE(sync.resimulated, std::int64_t((400 - 5) * 6));
    QCOMPARE(sync.hash, sync.straightHash);
  }

  // A state of another kind's level is refused whole.
  void aStateOfAnotherKindIsRefused() {
    RuntimeLevel toy = build();
    Project project;
    Level plain;
    plain.file = "levels/plain.json";
    Result<RuntimeLevel> shooter = RuntimeLevel::build(project, plain, PlayOptions{});
    QVERIFY2(shooter, shooter ? "" : shooter.error().toString().c_str());
    LevelState s;
    shooter->save(s);
    const std::uint64_t before = toy.stateHash();
    QVERIFY(!toy.restore(s));
    QCOMPARE(toy.stateHash(), before);
  }
};

QTEST_APPLESS_MAIN(ToyKindTest)
#include "toy_kind_test.moc"
