// Testing aids (PlayOptions::godMode, infiniteLives, aidChanges; RuntimeLevel::setAids): in
// god mode nothing hurts a ship, with infinite lives a ship dies and respawns without losing
// a life, an aid switched mid-run holds from the next tick, and a recording that carries the
// switch replays to the same state as the run that switched it live.
#include <QtTest>

#include "model/project_io.h"
#include "sim/replay/input_recording.h"
#include "sim/runtime_level.h"
#include "support/shooter_parts.h"

using namespace sw;

namespace {

std::unique_ptr<Project> loadDemo() {
  ProjectLoad load = loadProject(std::string(SW_SOURCE_DIR) + "/projects/demo");
  if (!load.project || load.project->levels.empty()) return nullptr;
  return std::move(load.project);
}

// Busy inputs that fly both ships around (into bullets, enemies and walls) and fire.
TickInput inputAt(std::int64_t tick) {
  std::uint64_t x = std::uint64_t(tick / 15 + 3) * 0x9E3779B97F4A7C15ull;
  x ^= x >> 31;
  x *= 0xBF58476D1CE4E5B9ull;
  x ^= x >> 29;
  TickInput in;
  in.player[0] = std::uint8_t((x & (InputUp | InputDown | InputLeft | InputRight)) | InputFire);
  in.player[1] = std::uint8_t(((x >> 8) & (InputUp | InputDown | InputLeft | InputRight)) | InputFire);
  return in;
}

PlayOptions options(const Project& project) {
  PlayOptions o;
  o.players = 2;
  o.seed = 5;
  o.projectDir = project.directory;
  return o;
}

struct Outcome {
  std::int64_t hits = 0;    // deaths, both players
  std::int64_t lives = 0;   // left, both players
  bool anyOut = false;
  std::uint64_t hash = 0;
};

Outcome run(const Project& project, const PlayOptions& o, std::int64_t ticks,
            const std::function<void(RuntimeLevel&)>& beforeTick = {}) {
  Result<RuntimeLevel> rt = RuntimeLevel::build(project, *project.levels[0], o);
  if (!rt) qFatal("%s", rt.error().toString().c_str());
  for (std::int64_t t = 0; t < ticks; ++t) {
    if (beforeTick) beforeTick(*rt);
    rt->tick(inputAt(t));
  }
  Outcome out;
  for (const Player& p : playersOf(*rt)) {
    out.hits += p.hits;
    out.lives += p.lives;
    out.anyOut = out.anyOut || p.out;
  }
  out.hash = rt->stateHash();
  return out;
}

constexpr std::int64_t kTicks = 4000;

}  // namespace

class TestingAidsTest : public QObject {
  Q_OBJECT

 private slots:
  void withoutAidsTheseInputsCostLives() {  // else the tests below could not fail
    auto project = loadDemo();
    QVERIFY(project);
    const Outcome plain = run(*project, options(*project), kTicks);
    QVERIFY2(plain.hits >= 3, qPrintable(QString::number(plain.hits)));
    QVERIFY(plain.lives < 2 * options(*project).rules.lives);
  }

  void inGodModeNothingHurtsAShip() {
    auto project = loadDemo();
    QVERIFY(project);
    PlayOptions o = options(*project);
    o.godMode = true;
    const Outcome god = run(*project, o, kTicks);
    QCOMPARE(god.hits, std::int64_t(0));
    QCOMPARE(god.lives, std::int64_t(2 * o.rules.lives));
    QVERIFY(!god.anyOut);
  }

  void withInfiniteLivesShipsDieAndComeBackWithoutLosingALife() {
    auto project = loadDemo();
    QVERIFY(project);
    PlayOptions o = options(*project);
    o.infiniteLives = true;
    const Outcome inf = run(*project, o, kTicks);
    QVERIFY(inf.hits >= 3);
    QCOMPARE(inf.lives, std::int64_t(2 * o.rules.lives));
    QVERIFY(!inf.anyOut);
  }

  // Switched on at tick 600 by setAids, as Play's toggle does: the same run as a recording
  // that carries the switch, through the text format, replayed headless.
  void aSwitchMidRunReplaysFromItsRecording() {
    auto project = loadDemo();
    QVERIFY(project);
    const Outcome plain = run(*project, options(*project), kTicks);
    std::vector<PlayOptions::AidChange> switched;
    const Outcome live = run(*project, options(*project), kTicks, [&switched](RuntimeLevel& rt) {
      if (rt.ticksRun() == 600) rt.setAids(true, false);
      if (rt.ticksRun() == 2500) rt.setAids(false, true);
      switched = rt.options().aidChanges;
    });
    QCOMPARE(switched.size(), std::size_t(2));
    QVERIFY((switched[0] == PlayOptions::AidChange{600, true, false}));
    QVERIFY(live.hash != plain.hash);

    InputRecording rec;
    rec.seed = 5;
    rec.players = 2;
    rec.length = kTicks;
    for (std::int64_t t = 0; t < kTicks; ++t) rec.record(t, inputAt(t));
    rec.aidChanges = switched;
    Result<InputRecording> back = parseInputRecording(inputRecordingText(rec), "aids.inputs");
    QVERIFY2(back.ok(), back.ok() ? "" : back.error().toString().c_str());
    PlayOptions o = options(*project);
    applyRecording(*back, o);
    QCOMPARE(run(*project, o, kTicks).hash, live.hash);
  }

  void settingTheSameAidsAgainRecordsNothing() {
    auto project = loadDemo();
    QVERIFY(project);
    Result<RuntimeLevel> rt = RuntimeLevel::build(*project, *project->levels[0], options(*project));
    QVERIFY(rt);
    rt->setAids(false, false);
    QVERIFY(rt->options().aidChanges.empty());
    rt->run(10);
    rt->setAids(true, false);
    rt->setAids(true, true);  // the same tick: replaces the first
    QCOMPARE(rt->options().aidChanges.size(), std::size_t(1));
    QVERIFY((rt->aidsAt(10) == PlayOptions::AidChange{10, true, true}));
    QVERIFY(!rt->aidsAt(9).godMode);
  }
};

QTEST_APPLESS_MAIN(TestingAidsTest)
#include "testing_aids_test.moc"
