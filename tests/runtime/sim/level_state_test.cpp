// RuntimeLevel::save / restore (sim/state/saved_state.h): going back to a saved tick and running
// the same inputs again gives the same hash on every tick as never having gone back, and a
// warm state is saved and restored without allocating.
#include "sim/state/saved_state.h"
#include "sim/runtime_level.h"

#include <QtTest>

#include "model/project_io.h"
#include "support/allocation_counter.h"
#include "support/runtime_level_test_access.h"
#include "support/shooter_parts.h"

using namespace sw;

namespace {

std::unique_ptr<Project> loadDemo() {
  ProjectLoad load = loadProject(std::string(SW_SOURCE_DIR) + "/projects/demo");
  if (!load.project || load.project->levels.empty()) return nullptr;
  return std::move(load.project);
}

// Busy, seeded inputs for both players: moving, firing, switching and releasing.
TickInput inputAt(std::int64_t tick, std::uint64_t seed) {
  std::uint64_t x = seed * 0x9E3779B97F4A7C15ull + std::uint64_t(tick / 20) * 0xBF58476D1CE4E5B9ull;
  x ^= x >> 29;
  x *= 0x94D049BB133111EBull;
  x ^= x >> 32;
  TickInput in;
  in.player[0] = std::uint8_t((x & InputAllBits) | InputFire);
  in.player[1] = std::uint8_t(((x >> 8) & InputAllBits) | InputFire);
  return in;
}

RuntimeLevel build(const Project& project) {
  PlayOptions options;
  options.players = 2;
  options.seed = 7;
  options.projectDir = project.directory;
  options.invulnerableUntilTick = 1 << 30;  // ships stay alive, so inputs matter all the way
  Result<RuntimeLevel> rt = RuntimeLevel::build(project, *project.levels[0], options);
  if (!rt) qFatal("%s", rt.error().toString().c_str());
  return std::move(*rt);
}

}  // namespace

class LevelStateTest : public QObject {
  Q_OBJECT

 private slots:
  // Run N ticks keeping every hash; save at k; run on; restore; run again: the same hashes.
  void restoringAndRerunningGivesTheSameHashes() {
    auto project = loadDemo();
    QVERIFY(project);
    for (const std::int64_t k : {std::int64_t(0), std::int64_t(5), std::int64_t(1200), std::int64_t(2500)}) {
      RuntimeLevel rt = build(*project);
      const std::int64_t n = k + 600;
      std::vector<std::uint64_t> hashes;
      LevelState saved;
      for (std::int64_t t = 0; t < n; ++t) {
        if (t == k) rt.save(saved);
        rt.tick(inputAt(t, 1));
        hashes.push_back(rt.stateHash());
      }
      QVERIFY(rt.restore(saved));
      QCOMPARE(rt.ticksRun(), k);
      for (std::int64_t t = k; t < n; ++t) {
        rt.tick(inputAt(t, 1));
        QVERIFY2(rt.stateHash() == hashes[std::size_t(t)],
                 qPrintable(QString("restored at %1, tick %2 differs").arg(k).arg(t)));
      }
    }
  }

  // Other inputs after the saved tick lead elsewhere; restoring brings the old run back.
  void restoreUndoesADifferentFuture() {
    auto project = loadDemo();
    QVERIFY(project);
    RuntimeLevel rt = build(*project);
    for (std::int64_t t = 0; t < 1500; ++t) rt.tick(inputAt(t, 1));
    LevelState saved;
    rt.save(saved);
    const std::uint64_t atSave = rt.stateHash();
    for (std::int64_t t = 1500; t < 1800; ++t) rt.tick(inputAt(t, 2));
    const std::uint64_t other = rt.stateHash();
    QVERIFY(other != atSave);
    QVERIFY(rt.restore(saved));
    QCOMPARE(rt.stateHash(), atSave);
    for (std::int64_t t = 1500; t < 1800; ++t) rt.tick(inputAt(t, 1));
    QVERIFY(rt.stateHash() != other);
    // A fresh run with the first inputs throughout agrees.
    RuntimeLevel straight = build(*project);
    for (std::int64_t t = 0; t < 1800; ++t) straight.tick(inputAt(t, 1));
    QCOMPARE(rt.stateHash(), straight.stateHash());
  }

  void warmStatesSaveAndRestoreWithoutAllocating() {
    auto project = loadDemo();
    QVERIFY(project);
    RuntimeLevel rt = build(*project);
    LevelState state;
    rt.save(state);  // warm-up: reserves the pools' capacity
    for (std::int64_t t = 0; t < 1500; ++t) rt.tick(inputAt(t, 1));
    QVERIFY(!enemiesOf(rt).empty() || !enemyBulletsOf(rt).empty() || !particlesOf(rt).empty());
    sw::test::allocationCount = 0;
    sw::test::countingAllocations = true;
    rt.save(state);
    rt.tick(inputAt(1500, 1));
    const bool restored = rt.restore(state);
    sw::test::countingAllocations = false;
    QVERIFY(restored);
    QCOMPARE(sw::test::allocationCount.load(), 0L);
  }

  void aStateOfAnotherLevelIsRefused() {
    auto project = loadDemo();
    QVERIFY(project);
    RuntimeLevel rt = build(*project);
    LevelState empty;
    QVERIFY(!rt.restore(empty));  // nothing saved
    LevelState other;
    rt.save(other);
    RuntimeLevelTestAccess::saved<EnemySystem>(rt, other).spawns.push_back({});  // one spawn too many
    QVERIFY(!rt.restore(other));
    LevelState shorter;
    rt.save(shorter);
    shorter.parts.pop_back();  // a system too few
    QVERIFY(!rt.restore(shorter));
    QCOMPARE(rt.ticksRun(), 0);
  }
};

QTEST_APPLESS_MAIN(LevelStateTest)
#include "level_state_test.moc"
