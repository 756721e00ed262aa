// No heap allocation while a platformer level runs (DOMAIN.md): the starter room and a busy
// generated level (platforms and doors pushing and crushing crates and characters, sparks,
// the hook) tick, save and restore without allocating once warm.
#include <QtTest>

#include "model/project/project_templates.h"
#include "model/io/project_io.h"
#include "sim/platformer/creature_stress.h"
#include "sim/platformer/platformer_stress.h"
#include "sim/replay/input_recording.h"
#include "sim/runtime_level.h"
#include "support/allocation_counter.h"

using namespace sw;

namespace {

// Allocations over `ticks` ticks of `level` with `input`, after a warm-up (and a save and
// restore each tick, the way a rollback session uses them).
long allocationsWhileRunning(RuntimeLevel& level, const std::function<TickInput(std::int64_t)>& input,
                             std::int64_t ticks) {
  LevelState saved;
  for (std::int64_t t = 0; t < 120; ++t) {
    level.save(saved);
    level.tick(input(level.ticksRun()));
  }
  sw::test::allocationCount = 0;
  sw::test::countingAllocations = true;
  for (std::int64_t t = 0; t < ticks; ++t) {
    level.save(saved);
    level.tick(input(level.ticksRun()));
    if (t % 7 == 3) level.restore(saved);  // a rollback now and then
  }
  sw::test::countingAllocations = false;
  return sw::test::allocationCount;
}

}  // namespace

class PlatformerAllocationTest : public QObject {
  Q_OBJECT

 private slots:
  void theStarterRoomRunsWithoutAllocating() {
    Result<TemplateContent> content = makeTemplateContent("platformer", "Room");
    QVERIFY(content);
    Result<RuntimeLevel> rt = RuntimeLevel::build(*content->project, *content->project->levels.front(), PlayOptions{});
    QVERIFY(rt);
    auto input = [](std::int64_t t) {
      TickInput in;
      const std::uint8_t moves[] = {InputRight, InputRight | InputFire, InputUp, InputSecond, InputLeft,
                                    InputSwitchWeapon, InputDown | InputFire, 0};
      in.player[0] = moves[(t / 37) % 8];
      return in;
    };
    QCOMPARE(allocationsWhileRunning(*rt, input, 1500), 0L);
    QVERIFY(rt->errors().empty());
  }

  void aBusyLevelRunsWithoutAllocating() {
    PlatformerStressSpec spec;
    spec.movers = 20;
    spec.bodies = 100;
    PlatformerStress stress = makePlatformerStress(spec);
    Result<RuntimeLevel> rt = RuntimeLevel::build(*stress.project, stress.level(), stress.options);
    QVERIFY2(rt, rt ? "" : rt.error().toString().c_str());
    bool crushed = false;
    auto input = [](std::int64_t) { return TickInput{}; };
    QCOMPARE(allocationsWhileRunning(*rt, input, 700), 0L);
    for (int t = 0; t < 700 && !crushed; ++t) {
      rt->tick();
      for (const LevelEvent& e : rt->events()) crushed = crushed || e.kind == "crate-crushed";
    }
    QVERIFY(crushed);  // the level does what it is for
    QVERIFY(rt->errors().empty());
  }

  // The demo with its monsters, follower, animations and routes, played by its completion
  // recording (the skeletons fight, the bat dives, the follower plans and catches up).
  void theDemoRunsWithoutAllocating() {
    auto loaded = loadProject(SW_SOURCE_DIR "/projects/platformer");
    QVERIFY(loaded.project);
    Result<InputRecording> recording = loadInputRecording(SW_SOURCE_DIR "/projects/platformer/tests/complete.inputs");
    QVERIFY2(recording, recording ? "" : recording.error().toString().c_str());
    Result<RuntimeLevel> rt = RuntimeLevel::build(*loaded.project, *loaded.project->levels.front(), PlayOptions{});
    QVERIFY(rt);
    auto input = [&](std::int64_t t) { return recording->at(t); };
    QCOMPARE(allocationsWhileRunning(*rt, input, 2200), 0L);
    QVERIFY(rt->errors().empty());
  }

  void manyMonstersOnRoutesRunWithoutAllocating() {
    CreatureStressSpec spec;
    spec.monsters = 60;
    spec.nodes = 400;
    spec.movers = 20;
    CreatureStress stress = makeCreatureStress(spec);
    Result<RuntimeLevel> rt = RuntimeLevel::build(*stress.project, stress.level(), stress.options);
    QVERIFY2(rt, rt ? "" : rt.error().toString().c_str());
    auto input = [](std::int64_t) { return TickInput{}; };
    QCOMPARE(allocationsWhileRunning(*rt, input, 900), 0L);
    QVERIFY(rt->errors().empty());
  }
};

QTEST_APPLESS_MAIN(PlatformerAllocationTest)
#include "platformer_allocation_test.moc"
