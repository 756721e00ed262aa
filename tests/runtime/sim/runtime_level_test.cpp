// RuntimeLevel (sim/runtime_level.h) on the demo project: building from a snapshot,
// spawns at their tick, formations, waves, determinism of stateHash() and no heap
// allocation while ticking.
#include "sim/runtime_level.h"

#include <QtTest>

#include "support/allocation_counter.h"
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <new>

#include "model/formation.h"
#include "model/path.h"
#include "model/path_placement.h"
#include "model/project.h"
#include "model/project_io.h"
#include "support/shooter_parts.h"

using namespace sw;

// Heap allocationCount are counted while countingAllocations is set.
using sw::test::allocationCount;
using sw::test::countingAllocations;

namespace {

std::unique_ptr<Project> loadDemo() {
  ProjectLoad load = loadProject(std::string(SW_SOURCE_DIR) + "/projects/demo");
  if (!load.project || load.project->levels.empty()) return nullptr;
  return std::move(load.project);
}

Spawn* findSpawn(Level& level, const std::string& name) { return dynamic_cast<Spawn*>(level.findByName(name)); }

// Ships the design-time data says are flying at tick `t` (what the editor's ghosts show):
// launched and not at the end of an open path.
std::size_t formationShipsAt(const Project& project, const Level& level, std::int64_t t) {
  CameraTrack track(project, level);
  std::size_t n = 0;
  for (const auto& object : level.objects) {
    const auto* spawn = dynamic_cast<const Spawn*>(object.get());
    if (!spawn || spawn->when != Spawn::When::AtTick || spawn->tick > t) continue;
    const auto* path = spawn->path.empty() ? nullptr : dynamic_cast<const Path*>(level.findByName(spawn->path));
    std::optional<PathCurve> curve;
    if (path) curve.emplace(*path, pathOrigin(project, level, *path));
    MotionProfile motion;
    motion.speed = project.findEnemyType(spawn->enemyType)->speed;
    if (!(motion.speed > 0)) motion.speed = 0.1;
    for (const ShipPose& pose : formationAt(curve ? &*curve : nullptr, *spawn, double(t - spawn->tick), motion,
                                            track.at(spawn->tick).absolute.y))
      if (pose.launched && !pose.endReached) ++n;
  }
  return n;
}

}  // namespace

class RuntimeLevelTest : public QObject {
  Q_OBJECT

 private slots:
  void buildsTheDemo() {
    auto project = loadDemo();
    QVERIFY(project);
    Result<RuntimeLevel> rt = RuntimeLevel::build(*project, *project->levels[0], 7);
    QVERIFY2(rt.ok(), rt.ok() ? "" : rt.error().toString().c_str());
    QCOMPARE(rt->ticksRun(), std::int64_t(0));
    QVERIFY(enemiesOf(*rt).empty());
    // The pool holds every ship of every spawn (each fires once).
    std::size_t ships = 0;
    for (const auto& object : project->levels[0]->objects)
      if (const auto* spawn = dynamic_cast<const Spawn*>(object.get())) ships += std::size_t(std::max<std::int64_t>(spawn->count, 1));
    QVERIFY(ships > 16);
    QCOMPARE(enemyCapacityOf(*rt), ships);
  }

  void errorsNameTheObject() {
    auto project = loadDemo();
    Level level(*project->levels[0]);
    findSpawn(level, "drones_b")->enemyType = "no_such_type";
    findSpawn(level, "dive_trio")->path = "no_such_path";
    Errors all;
    Result<RuntimeLevel> rt = RuntimeLevel::build(*project, level, 1, &all);
    QVERIFY(!rt.ok());
    QCOMPARE(all.size(), std::size_t(2));
    QCOMPARE(all[0].where, std::string("spawn 'drones_b'"));
    QVERIFY(all[0].message.find("no_such_type") != std::string::npos);
    QCOMPARE(all[1].where, std::string("spawn 'dive_trio'"));
    QVERIFY(all[1].message.find("no_such_path") != std::string::npos);
    QCOMPARE(rt.error().where, all[0].where);
  }

  // The runtime copies what it needs: the document may go away while it runs.
  void keepsNoPointerIntoTheDocument() {
    auto project = loadDemo();
    Result<RuntimeLevel> rt = RuntimeLevel::build(*project, *project->levels[0], 7);
    QVERIFY(rt.ok());
    auto again = loadDemo();
    Result<RuntimeLevel> reference = RuntimeLevel::build(*again, *again->levels[0], 7);
    project.reset();
    RuntimeLevel moved = std::move(*rt);
    QVERIFY(moved.run(1400));
    QVERIFY(reference->run(1400));
    QVERIFY(!enemiesOf(moved).empty());
    QCOMPARE(moved.stateHash(), reference->stateHash());
  }

  void enemiesAppearAtTheirTickAtThePathStart() {
    auto project = loadDemo();
    const Level& level = *project->levels[0];
    Result<RuntimeLevel> rt = RuntimeLevel::build(*project, level, 7);
    QVERIFY(rt.ok());
    QVERIFY(rt->run(300));  // ticks 0 .. 299
    QVERIFY(enemiesOf(*rt).empty());
    QVERIFY(rt->tick());    // tick 300: drones_a fires; ship 0 launches at once
    QCOMPARE(enemiesOf(*rt).size(), std::size_t(1));
    const Enemy& e = enemiesOf(*rt)[0];
    QCOMPARE(spawnsOf(*rt)[std::size_t(e.spawn)].spec.name, std::string("drones_a"));
    QCOMPARE(e.ship, std::int64_t(0));
    QCOMPARE(e.bornTick, std::int64_t(300));

    const Spawn* spawn = dynamic_cast<const Spawn*>(level.findByName("drones_a"));
    const Path* path = dynamic_cast<const Path*>(level.findByName(spawn->path));
    const PathCurve curve(*path, pathOrigin(*project, level, *path));
    const Vec2 tangent = curve.tangentAt(spawn->startOffset);
    const double lateral = (0 - (5 - 1) / 2.0) * spawn->spacing;  // ship 0 of 5
    const Vec2 expected = curve.positionAt(spawn->startOffset) + Vec2{-tangent.y, tangent.x} * lateral;
    QVERIFY(std::abs(e.position.x - expected.x) < 1e-9);
    QVERIFY(std::abs(e.position.y - expected.y) < 1e-9);
    QCOMPARE(e.distance, spawn->startOffset);

    // Ship 1 follows delayTicks later.
    QVERIFY(rt->run(spawn->delayTicks - 1));
    QCOMPARE(enemiesOf(*rt).size(), std::size_t(1));
    QVERIFY(rt->tick());
    QCOMPARE(enemiesOf(*rt).size(), std::size_t(2));
  }

  void liveEnemiesMatchTheFormations_data() {
    QTest::addColumn<qint64>("tick");
    for (qint64 t : {299, 300, 330, 359, 400, 470, 600, 1275, 1340, 1500, 2190, 2250})
      QTest::newRow(QByteArray::number(t).constData()) << t;
  }
  void liveEnemiesMatchTheFormations() {
    QFETCH(qint64, tick);
    auto project = loadDemo();
    Result<RuntimeLevel> rt = RuntimeLevel::build(*project, *project->levels[0], 3);
    QVERIFY(rt.ok());
    QVERIFY(rt->run(tick + 1));  // up to and including `tick`
    QCOMPARE(enemiesOf(*rt).size(), formationShipsAt(*project, *project->levels[0], tick));
    QVERIFY(rt->errors().empty());
  }

  // With loops ending after their preview passes (as the editor's scrubber shows them), the
  // camera of each tick is CameraTrack::at of that tick, and stays at the end after it.
  void cameraFollowsTheTrack() {
    auto project = loadDemo();
    const CameraTrack track(*project, *project->levels[0]);
    PlayOptions options;
    options.loopsFollowPreview = true;
    Result<RuntimeLevel> rt = RuntimeLevel::build(*project, *project->levels[0], options);
    const std::int64_t end = track.lengthInTicks();
    QVERIFY(end > 100);
    for (std::int64_t t = 0; t < end + 50; ++t) {
      QVERIFY(rt->tick());
      const CameraSpot expected = track.at(t);
      QCOMPARE(cameraOf(*rt).link, expected.link);
      QCOMPARE(cameraOf(*rt).distance, expected.distance);
      QCOMPARE(cameraOf(*rt).absolute, expected.absolute);
      QCOMPARE(cameraOf(*rt).finished, expected.finished);
    }
    QVERIFY(cameraOf(*rt).finished);
  }

  void sameSeedSameHash() {
    auto project = loadDemo();
    Result<RuntimeLevel> a = RuntimeLevel::build(*project, *project->levels[0], 42);
    Result<RuntimeLevel> b = RuntimeLevel::build(*project, *project->levels[0], 42);
    QCOMPARE(a->stateHash(), b->stateHash());
    QVERIFY(a->run(1400) && b->run(1400));
    QVERIFY(!enemiesOf(*a).empty());
    QCOMPARE(a->stateHash(), b->stateHash());
    const std::uint64_t before = a->stateHash();
    QVERIFY(a->tick());
    QVERIFY(a->stateHash() != before);  // the tick (and the camera) are state
  }

  // Each enemy's random generator is seeded from the level seed: another seed gives
  // another hash as soon as an enemy lives, even though no behaviour draws numbers yet
  // (positions are the same).
  void differentSeedDifferentHash() {
    auto project = loadDemo();
    Result<RuntimeLevel> a = RuntimeLevel::build(*project, *project->levels[0], 1);
    Result<RuntimeLevel> b = RuntimeLevel::build(*project, *project->levels[0], 2);
    QVERIFY(a->run(320) && b->run(320));
    QCOMPARE(enemiesOf(*a).size(), enemiesOf(*b).size());
    QVERIFY(!enemiesOf(*a).empty());
    QCOMPARE(enemiesOf(*a)[0].position, enemiesOf(*b)[0].position);
    QVERIFY(a->stateHash() != b->stateHash());
  }

  // Stepping one by one or in batches of any size reaches the same state.
  void batchesDoNotMatter() {
    auto project = loadDemo();
    Result<RuntimeLevel> one = RuntimeLevel::build(*project, *project->levels[0], 9);
    Result<RuntimeLevel> batched = RuntimeLevel::build(*project, *project->levels[0], 9);
    for (int i = 0; i < 2400; ++i) QVERIFY(one->tick());
    for (std::int64_t n : {1, 7, 299, 1, 1000, 1092}) QVERIFY(batched->run(n));
    QCOMPARE(batched->ticksRun(), one->ticksRun());
    QCOMPARE(batched->stateHash(), one->stateHash());
  }

  void waveClearedSpawnFiresAfterItsWave() {
    auto project = loadDemo();
    Level level(*project->levels[0]);
    auto after = std::make_unique<Spawn>();
    after->name = "after_w1";
    after->when = Spawn::When::WaveCleared;
    after->afterWave = "w1";
    after->enemyType = "drone";
    after->path = "swoop_top";
    level.objects.push_back(std::move(after));
    Result<RuntimeLevel> rt = RuntimeLevel::build(*project, level, 5);
    QVERIFY2(rt.ok(), rt.ok() ? "" : rt.error().toString().c_str());
    auto spawn = [&] { return spawnsOf(*rt).back(); };  // as it is now
    QCOMPARE(spawn().spec.name, std::string("after_w1"));
    bool sawWave = false;
    while (!waveClearedOf(*rt, "w1") && rt->ticksRun() < 5000) {
      QVERIFY(rt->tick());
      QVERIFY(!spawn().fired);
      sawWave = sawWave || !enemiesOf(*rt).empty();
    }
    QVERIFY(sawWave);
    QVERIFY(waveClearedOf(*rt, "w1"));
    const std::int64_t clearedAt = rt->ticksRun() - 1;
    // No enemy of w1 is left; the after_w1 spawn fires on the next tick.
    for (const auto& e : enemiesOf(*rt)) QVERIFY(spawnsOf(*rt)[std::size_t(e.spawn)].spec.wave != "w1");
    QVERIFY(rt->tick());
    QVERIFY(spawn().fired);
    QCOMPARE(spawn().firedTick, clearedAt + 1);
    QVERIFY(!waveClearedOf(*rt, "w2"));
  }

  void nanPositionIsAnErrorNamingTheEnemy() {
    auto project = loadDemo();
    EnemyType* turret = project->findEnemyType("turret");
    turret->movement = EnemyMovement::StraightLine;
    turret->speed = 1e308;  // finite, but two ticks of it overflow
    Result<RuntimeLevel> rt = RuntimeLevel::build(*project, *project->levels[0], 5);
    QVERIFY(rt.ok());
    QVERIFY(rt->run(2180));
    QVERIFY(rt->errors().empty());
    QVERIFY(rt->run(2));   // born at 2180 on its spot, 2181: one step of 1e308, still finite
    QVERIFY(!rt->tick());  // 2182: two steps overflow
    QCOMPARE(rt->errors().size(), std::size_t(1));
    QVERIFY2(rt->errors()[0].where.find("turret_floor") != std::string::npos, rt->errors()[0].where.c_str());
    for (const auto& e : enemiesOf(*rt)) QVERIFY(e.position.isFinite());
  }

  void noHeapAllocationWhileTicking() {
    auto project = loadDemo();
    Result<RuntimeLevel> rt = RuntimeLevel::build(*project, *project->levels[0], 11);
    QVERIFY(rt->run(2));  // warm-up
    allocationCount = 0;
    countingAllocations = true;
    const bool ok = rt->run(3000);
    countingAllocations = false;
    QVERIFY(ok);
    QCOMPARE(allocationCount.load(), 0L);
    // The run did create and remove enemies (the pool was used, not bypassed).
    QVERIFY(spawnsOf(*rt)[0].launched == 5);
  }
};

QTEST_APPLESS_MAIN(RuntimeLevelTest)
#include "runtime_level_test.moc"
