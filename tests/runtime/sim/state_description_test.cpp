// The one description of a running level's state (core/fields.h, sim/state/state_walk.h):
//  - every state struct's field list names all of its members, so a member added to a struct
//    and forgotten in its list fails here, not as a desync in a co-op game;
//  - a busy demo level saved, run on and restored dumps the same, field by field, as when it
//    was saved; run on again, it dumps the same as the first time;
//  - the demo level survives the sync check: every tick rolled back and run again.
#include <QtTest>

#include "core/fields.h"
#include "sim/replay/sync_check.h"
#include "sim/replay/trail.h"
#include "sim/tick_runner.h"
#include "sim/state/saved_state.h"
#include "support/aggregate_arity.h"
#include "model/project_io.h"
#include "support/shooter_parts.h"

using namespace sw;

namespace {

std::unique_ptr<Project> loadDemo() {
  ProjectLoad load = loadProject(std::string(SW_SOURCE_DIR) + "/projects/demo");
  if (!load.project || load.project->levels.empty()) return nullptr;
  return std::move(load.project);
}

template <class T>
bool listsEveryMember() {
  return fieldCount<T>() == test::aggregateArity<T>();
}

// Busy, seeded inputs for both players: moving, firing, switching and releasing.
TickInput busy(std::int64_t tick) {
  std::uint64_t x = 0x9E3779B97F4A7C15ull + std::uint64_t(tick / 20) * 0xBF58476D1CE4E5B9ull;
  x ^= x >> 29;
  x *= 0x94D049BB133111EBull;
  x ^= x >> 32;
  TickInput in;
  in.player[0] = std::uint8_t((x & InputAllBits) | InputFire);
  in.player[1] = std::uint8_t(((x >> 8) & InputAllBits) | InputFire);
  return in;
}

std::string differences(const StateDump& a, const StateDump& b) {
  std::string out;
  for (const EntityDifference& d : compareDumps(a, b)) {
    out += d.kind + " " + std::to_string(d.id) + (d.onlyInA ? " only before" : d.onlyInB ? " only after" : "") + ":";
    for (const auto& [field, va, vb] : d.fields) out += " " + field + " " + va + " / " + vb;
    out += "\n";
  }
  return out;
}

}  // namespace

class StateDescriptionTest : public QObject {
  Q_OBJECT

  std::unique_ptr<Project> project_;

  PlayOptions options() const {
    PlayOptions o;
    o.players = 2;
    o.seed = 3;
    o.projectDir = project_->directory;
    o.invulnerableUntilTick = 1 << 30;  // ships stay, so inputs matter all the way
    return o;
  }

 private slots:
  void initTestCase() {
    project_ = loadDemo();
    QVERIFY(project_);
  }

  void everyStateStructListsAllItsMembers() {
    QVERIFY(listsEveryMember<LevelClock>());
    QVERIFY(listsEveryMember<CameraState>());
    QVERIFY(listsEveryMember<CameraSpot>());
    QVERIFY(listsEveryMember<TriggerProgress>());
    QVERIFY(listsEveryMember<TriggerState>());
    QVERIFY(listsEveryMember<SpawnProgress>());
    QVERIFY(listsEveryMember<WaveProgress>());
    QVERIFY(listsEveryMember<Enemy>());
    QVERIFY(listsEveryMember<EnemyPopulation>());
    QVERIFY(listsEveryMember<Player>());
    QVERIFY(listsEveryMember<PlayerState>());
    QVERIFY(listsEveryMember<Bullet>());
    QVERIFY(listsEveryMember<WeaponHold>());
    QVERIFY(listsEveryMember<WeaponState>());
    QVERIFY(listsEveryMember<LockOnBeam>());
    QVERIFY(listsEveryMember<LightningBolt>());
    QVERIFY(listsEveryMember<BoltShape>());
    QVERIFY(listsEveryMember<BoltPath>());
    QVERIFY(listsEveryMember<BoltBranch>());
    QVERIFY(listsEveryMember<Particle>());
    QVERIFY(listsEveryMember<EffectState>());
    QVERIFY(listsEveryMember<EnemyBulletState>());
    QVERIFY(listsEveryMember<BulletMotion>());
    QVERIFY(listsEveryMember<PatternRuntime::Runner>());
    QVERIFY(listsEveryMember<PatternRuntime::Frame>());
    QVERIFY(listsEveryMember<Vec2>());
    QVERIFY(listsEveryMember<Color>());
  }

  // A struct with a member its list leaves out is caught (the check itself can fail).
  void aForgottenMemberIsCaught() {
    struct Forgetful {
      int kept = 0;
      int forgotten = 0;
      SW_FIELDS(Forgetful, kept)
    };
    QVERIFY(!listsEveryMember<Forgetful>());
  }

  void savedRunOnAndRestoredDumpsTheSameFieldByField() {
    Result<RuntimeLevel> built = RuntimeLevel::build(*project_, *project_->levels[0], options());
    QVERIFY(built);
    RuntimeLevel& rt = *built;
    TickRunner runner(rt);
    runner.readFrom(busy);
    // On until everything is in play: enemies, bullets of both sides, particles, pattern runs.
    while (rt.ticksRun() < 20000 && (enemiesOf(rt).size() < 2 || enemyBulletsOf(rt).empty() ||
                                     playerBulletsOf(rt).empty() || particlesOf(rt).empty() ||
                                     patternRuntimeOf(rt).liveRunners() == 0))
      runner.step();
    QVERIFY(rt.ticksRun() < 20000);
    const std::int64_t at = rt.ticksRun();
    LevelState saved;
    rt.save(saved);
    const StateDump before = dumpState(rt, at);
    QVERIFY(before.entities.size() > 20);
    runner.run(300);
    const StateDump later = dumpState(rt, at + 300);
    QVERIFY(!compareDumps(before, later).empty());
    QVERIFY(rt.restore(saved));
    const StateDump restored = dumpState(rt, at);
    QVERIFY2(compareDumps(before, restored).empty(), differences(before, restored).c_str());
    runner.run(300);
    const StateDump again = dumpState(rt, at + 300);
    QVERIFY2(compareDumps(later, again).empty(), differences(later, again).c_str());
    // The saved state itself dumps as the level did when it was saved.
    StateDump fromSaved;
    fromSaved.tick = at;
    struct Collect final : StateVisitor {
      StateDump& dump;
      explicit Collect(StateDump& d) : dump(d) {}
      void entity(std::string_view kind, std::int64_t id, std::string_view label) override {
        dump.entities.push_back({std::string(kind), id, std::string(label), {}});
      }
      void integer(const FieldPath& f, std::int64_t v) override {
        dump.entities.back().fields.emplace_back(f.text(), std::to_string(v));
      }
      void real(const FieldPath& f, double v) override {
        dump.entities.back().fields.emplace_back(f.text(), QByteArray::number(v, 'g', 17).toStdString());
      }
    } collect(fromSaved);
    rt.visitState(saved, collect);
    QCOMPARE(fromSaved.entities.size(), before.entities.size());
  }

  void theDemoSurvivesTheSyncCheck() {
    const SyncCheckResult r = runSyncCheck(*project_, *project_->levels[0], options(), busy, 1500, 4);
    QVERIFY2(r.error.empty(), r.error.c_str());
    QVERIFY2(!r.mismatch, (r.where + " differs at tick " + std::to_string(r.mismatch.value_or(-1))).c_str());
    QCOMPARE(r.ticks, std::int64_t(1500));
    QCOMPARE(r.hash, r.straightHash);
  }
};

QTEST_APPLESS_MAIN(StateDescriptionTest)
#include "state_description_test.moc"
