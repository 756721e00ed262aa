// The four player weapons as data (model/project/weapon_type.h, sim/runtime_weapons.cpp): the loadout
// resolved by name, the curved lock-on beam's bend and capsule hits on known geometry, walls
// stopping it, bolts reproducible from a seed with offsets that halve per generation, the
// two-player bolt hitting what lies between the ships, save/restore, and no allocation per
// tick with every weapon firing.
#include <QtTest>

#include "support/allocation_counter.h"
#include "support/bullet_allocation_counter.h"
#include "model/io/project_io.h"
#include "sim/state/saved_state.h"
#include "sim/runtime_level.h"
#include "support/shooter_parts.h"

using namespace sw;

namespace {

// An open corridor (32 units a tile) with no walls but `walls`; the camera starts at (0, 0).
std::unique_ptr<Project> arena(std::vector<Polygon> walls = {}) {
  auto p = std::make_unique<Project>();
  auto tile = std::make_unique<TileDef>();
  tile->name = "open";
  tile->cameraEntry = {0, 0};
  tile->cameraExit = {32, 0};
  tile->collision = std::move(walls);
  p->tileDefs.push_back(std::move(tile));
  auto level = std::make_unique<Level>();
  level->name = "arena";
  level->file = "levels/arena.json";
  level->scrollSpeed = 1;
  for (int i = 0; i < 4; ++i) {
    auto t = std::make_unique<TileInstance>();
    t->name = "t" + std::to_string(i);
    t->tile = "open";
    level->chain.push_back(std::move(t));
  }
  p->levels.push_back(std::move(level));
  auto type = std::make_unique<EnemyType>();
  type->name = "dummy";
  type->movement = EnemyMovement::Stationary;
  type->spheres = {{0, 0, 0.3}};
  type->health = 1000;
  p->enemyTypes.push_back(std::move(type));
  return p;
}

void addSpawn(Project& p, const std::string& name, Vec2 at, std::int64_t tick = 0) {
  auto s = std::make_unique<Spawn>();
  s->name = name;
  s->enemyType = "dummy";
  s->position = at;
  s->tick = tick;
  p.levels[0]->objects.push_back(std::move(s));
}

WeaponType& addWeapon(Project& p, WeaponKind kind, const std::string& name) {
  p.weapons.push_back(std::make_unique<WeaponType>(defaultWeapon(kind, name)));
  return *p.weapons.back();
}

TickInput keys(std::uint8_t p1, std::uint8_t p2 = 0) {
  TickInput in;
  in.player = {p1, p2};
  return in;
}

PlayOptions options(std::vector<std::string> loadout, int players = 1) {
  PlayOptions o;
  o.players = players;
  o.rules.loadout = std::move(loadout);
  o.rulesOverride = true;  // the loadout given here, not the project's game.json
  o.invulnerableUntilTick = 1 << 30;
  return o;
}

RuntimeLevel play(const Project& p, const PlayOptions& o) {
  Result<RuntimeLevel> rt = RuntimeLevel::build(p, *p.levels[0], o);
  if (!rt) qFatal("build failed: %s: %s", rt.error().where.c_str(), rt.error().message.c_str());
  return std::move(*rt);
}

const Enemy* enemy(const RuntimeLevel& rt, const std::string& spawn) {
  for (const auto& e : enemiesOf(rt))
    if (spawnsOf(rt)[std::size_t(e.spawn)].spec.name == spawn) return &e;
  return nullptr;
}

double length(Vec2 v) { return std::sqrt(v.x * v.x + v.y * v.y); }

}  // namespace

class PlayerWeaponsTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { test::installBulletAllocationCounter(); }

  void loadoutNamesResolveAndUnknownOnesAreBuildErrors() {
    auto p = arena();
    addWeapon(*p, WeaponKind::LockOnBeam, "beam");
    RuntimeLevel rt = play(*p, options({"shot", "beam", "spread"}));
    QCOMPARE(weaponCountOf(rt), 3);
    QCOMPARE(weaponOf(rt, 1).kind, WeaponKind::LockOnBeam);
    QCOMPARE(weaponOf(rt, 2).bullets, std::int64_t(5));  // the built-in spread

    Result<RuntimeLevel> bad = RuntimeLevel::build(*p, *p->levels[0], options({"shot", "laser"}));
    QVERIFY(!bad);
    QCOMPARE(bad.error().file, std::string("game.json"));
    QCOMPARE(bad.error().where, std::string("/loadout/1"));
    QVERIFY(bad.error().message.find("'laser'") != std::string::npos);

    p->weapons.back()->width = std::numeric_limits<double>::quiet_NaN();
    Result<RuntimeLevel> nan = RuntimeLevel::build(*p, *p->levels[0], options({"beam"}));
    QVERIFY(!nan);
    QCOMPARE(nan.error().file, std::string("project.json"));
    QCOMPARE(nan.error().where, std::string("/weapons/0/width"));
  }

  // Ship at (-9.6, 2), muzzle (-9, 2); the target at (0, 6) is inside the cone. Freshly
  // locked, the control point sits half the distance straight ahead: (-9 + d/2, 2), and the
  // curve's middle is (start + 2 control + end) / 4, well below the straight chord.
  void beamBendsToItsTargetAndHitsWhatItsCapsulesTouch() {
    auto p = arena();
    WeaponType& beam = addWeapon(*p, WeaponKind::LockOnBeam, "beam");
    beam.intervalTicks = 1;
    addSpawn(*p, "target", {0, 6});
    const double d = std::sqrt(9.0 * 9.0 + 4.0 * 4.0);
    const Vec2 middle = (Vec2{-9, 2} + Vec2{-9 + d / 2, 2} * 2 + Vec2{0, 6}) * 0.25;
    const Vec2 chord{middle.x, 2 + 4 * (middle.x + 9) / 9};
    QVERIFY(chord.y - middle.y > 1.0);  // the geometry tells curve and chord apart
    addSpawn(*p, "onCurve", middle, 3);   // after the lock: the beam holds its target
    addSpawn(*p, "onChord", chord, 3);
    RuntimeLevel rt = play(*p, options({"beam"}));
    rt.tick(keys(InputFire));
    QVERIFY(beamOf(rt, 0).active && beamOf(rt, 0).locked);
    QCOMPARE(beamOf(rt, 0).targetSerial, 0u);
    QVERIFY(length(beamPoint(beamOf(rt, 0), 0.5) - middle) < 0.01);
    rt.run(20, keys(InputFire));
    QCOMPARE(beamOf(rt, 0).targetSerial, 0u);  // held while the target lives and stays in range
    QVERIFY(enemy(rt, "target")->health < 1000);
    QVERIFY(enemy(rt, "onCurve")->health < 1000);
    QCOMPARE(enemy(rt, "onChord")->health, std::int64_t(1000));

    // The ship dives: the control point lags above where it wants to be, so the beam bends.
    rt.run(6, keys(InputFire | InputDown));
    QVERIFY(beamOf(rt, 0).control.y > beamOf(rt, 0).start.y + 0.5);
    // Released: the beam is gone.
    rt.tick(keys(0));
    QVERIFY(!beamOf(rt, 0).active);
  }

  void beamLocksOnlyInsideItsConeAndWallsStopIt() {
    auto p = arena({{{-5, -1}, {-4, -1}, {-4, 5}, {-5, 5}}});
    WeaponType& beam = addWeapon(*p, WeaponKind::LockOnBeam, "beam");
    beam.intervalTicks = 1;
    addSpawn(*p, "behind", {-14, 2});  // behind the ship: outside the cone
    addSpawn(*p, "target", {0, 2});    // ahead, behind the wall
    RuntimeLevel rt = play(*p, options({"beam"}));
    rt.run(10, keys(InputFire));
    QVERIFY(beamOf(rt, 0).locked);
    QCOMPARE(beamOf(rt, 0).targetSerial, enemy(rt, "target")->serial);
    // Straight from x = -9 to 0: the wall's face at x = -5 is 4/9 of the way.
    QVERIFY(std::abs(beamOf(rt, 0).cut - 4.0 / 9.0) < 0.01);
    QCOMPARE(enemy(rt, "target")->health, std::int64_t(1000));
    QCOMPARE(enemy(rt, "behind")->health, std::int64_t(1000));
  }

  void boltsAreReproducibleFromTheSeedAndOffsetsHalvePerGeneration() {
    BoltShape a, b, c;
    MwcRandom r1(11, 22), r2(11, 22), r3(12, 22);
    generateBolt(r1, 5, 0.2, 3, 1.0, a);
    generateBolt(r2, 5, 0.2, 3, 1.0, b);
    generateBolt(r3, 5, 0.2, 3, 1.0, c);
    QCOMPARE(a.main.count, std::uint8_t(33));
    bool differs = false;
    for (int i = 0; i < a.main.count; ++i) {
      QCOMPARE(a.main.points[std::size_t(i)], b.main.points[std::size_t(i)]);
      differs = differs || !(a.main.points[std::size_t(i)] == c.main.points[std::size_t(i)]);
    }
    QVERIFY(differs);
    QCOMPARE(a.main.points[0], (Vec2{0, 0}));
    QCOMPARE(a.main.points[32], (Vec2{1, 0}));
    // Branches (chance 1): all three, each starting on the bolt, 0.7 of the half-segment
    // it leaves from long (before its own subdivision moves only its inner points).
    QCOMPARE(a.branchCount, std::uint8_t(3));
    for (int k = 0; k < 3; ++k) {
      const BoltBranch& br = a.branches[std::size_t(k)];
      bool onBolt = false;
      int at = 0;
      for (int i = 0; i < a.main.count; ++i)
        if (a.main.points[std::size_t(i)] == br.points[0]) onBolt = true, at = i;
      QVERIFY(onBolt);
      QCOMPARE(at % 8, 4);  // the middle of a second-generation segment
      const double parent = length(a.main.points[std::size_t(at)] - a.main.points[std::size_t(at - 4)]);
      QVERIFY(std::abs(length(br.points[br.count - 1] - br.points[0]) - 0.7 * parent) < 1e-12);
    }
    // Each generation's midpoint moves at most displacement / 2^g from its parents' middle,
    // and over many seeds comes close to that bound: the offset halves, not just shrinks.
    double most[5] = {0, 0, 0, 0, 0};
    for (std::uint32_t seed = 1; seed <= 200; ++seed) {
      MwcRandom r(seed, 7);
      BoltShape s;
      generateBolt(r, 5, 0.2, 0, 0, s);
      for (int g = 0; g < 5; ++g) {
        const int half = 32 >> (g + 1);
        for (int i = half; i < 32; i += 2 * half) {
          const Vec2 mid = (s.main.points[std::size_t(i - half)] + s.main.points[std::size_t(i + half)]) * 0.5;
          most[g] = std::max(most[g], length(s.main.points[std::size_t(i)] - mid));
        }
      }
    }
    for (int g = 0; g < 5; ++g) {
      const double bound = 0.2 / double(1 << g);
      QVERIFY2(most[g] <= bound + 1e-12 && most[g] > 0.9 * bound, qPrintable(QString::number(g)));
    }
  }

  void lightningHitsTheNearestEnemyAlongTheBoltAndRegenerates() {
    auto p = arena();
    WeaponType& bolt = addWeapon(*p, WeaponKind::Lightning, "bolt");
    bolt.intervalTicks = 1;
    bolt.displacement = 0.05;
    addSpawn(*p, "near", {-3, 2});
    addSpawn(*p, "far", {3, 2});
    RuntimeLevel rt = play(*p, options({"bolt"}));
    rt.tick(keys(InputFire));
    QCOMPARE(boltsOf(rt, 0)[0].age, std::int64_t(0));
    QCOMPARE(boltsOf(rt, 0)[1].age, std::int64_t(-10));  // half a period behind
    QVERIFY(boltsOf(rt, 0)[0].hasTarget);
    QCOMPARE(boltsOf(rt, 0)[0].targetSerial, enemy(rt, "near")->serial);
    const Vec2 firstShape = boltsOf(rt, 0)[0].shape.main.points[8];
    rt.run(10, keys(InputFire));
    QCOMPARE(boltsOf(rt, 0)[1].age, std::int64_t(0));  // made now
    rt.run(10, keys(InputFire));
    QCOMPARE(boltsOf(rt, 0)[0].age, std::int64_t(0));  // made anew after 20 ticks
    QVERIFY(!(boltsOf(rt, 0)[0].shape.main.points[8] == firstShape));
    QCOMPARE(enemy(rt, "near")->health, std::int64_t(1000 - 21));
    QCOMPARE(enemy(rt, "far")->health, std::int64_t(1000));
  }

  // Ships at (-9.6, 2) and (-9.6, -2): the joined bolt runs between them and hurts by damage
  // x comboMultiplier; an enemy off that line is not touched (the ships' own bolts are
  // joined into it, so nothing else strikes).
  void comboBoltHitsBetweenTheShipsAndNotBeside() {
    auto p = arena();
    WeaponType& bolt = addWeapon(*p, WeaponKind::Lightning, "bolt");
    bolt.intervalTicks = 10;
    bolt.displacement = 0.05;
    bolt.comboMultiplier = 3;
    addSpawn(*p, "between", {-9.6, 0});
    addSpawn(*p, "beside", {-6, 0});
    RuntimeLevel rt = play(*p, options({"bolt"}, 2));
    rt.tick(keys(InputFire, InputFire));
    QVERIFY(comboBoltOf(rt).age >= 0);
    QCOMPARE(enemy(rt, "between")->health, std::int64_t(1000 - 3));
    QCOMPARE(enemy(rt, "beside")->health, std::int64_t(1000));
    QCOMPARE(boltsOf(rt, 0)[0].age, std::int64_t(-1));  // joined, not their own
    rt.run(30, keys(InputFire, InputFire));
    QCOMPARE(enemy(rt, "between")->health, std::int64_t(1000 - 3 * 4));
    QCOMPARE(enemy(rt, "beside")->health, std::int64_t(1000));
    // One player lets go: each fires alone again, and the nearest enemy takes single damage.
    rt.tick(keys(InputFire, 0));
    QVERIFY(comboBoltOf(rt).age < 0);
    QVERIFY(boltsOf(rt, 0)[0].age >= 0);
  }

  void saveAndRestoreKeepBeamsAndBolts() {
    auto p = arena();
    addWeapon(*p, WeaponKind::LockOnBeam, "beam");
    addWeapon(*p, WeaponKind::Lightning, "bolt");
    for (int i = 0; i < 6; ++i) addSpawn(*p, "e" + std::to_string(i), {-4.0 + 2 * i, -4.0 + 1.5 * i}, 10 * i);
    RuntimeLevel rt = play(*p, options({"beam", "bolt"}, 2));
    rt.run(15, keys(InputFire, InputFire | InputSwitchWeapon));
    LevelState saved;
    rt.save(saved);
    auto later = [&](RuntimeLevel& level) {
      std::vector<std::uint64_t> hashes;
      for (int t = 0; t < 60; ++t) {
        level.tick(keys(t % 25 == 0 ? InputSwitchWeapon | InputFire : InputFire | InputUp, InputFire));
        hashes.push_back(level.stateHash());
      }
      return hashes;
    };
    const auto first = later(rt);
    QVERIFY(rt.restore(saved));
    QCOMPARE(later(rt), first);
  }

  void nothingIsAllocatedPerTickWithEveryWeaponFiring() {
    ProjectLoad load = loadProject(std::string(SW_SOURCE_DIR) + "/projects/demo");
    Project& project = *load.project;
    addWeapon(project, WeaponKind::LockOnBeam, "beam");
    addWeapon(project, WeaponKind::Lightning, "bolt");
    PlayOptions o = options({"shot", "spread", "beam", "bolt"}, 2);
    RuntimeLevel rt = play(project, o);
    rt.tick(keys(InputFire, InputFire));
    MwcRandom r(5, 6);
    int kinds[4] = {0, 0, 0, 0};
    test::allocationCount = 0;
    test::bulletAllocationCount = 0;
    test::countingAllocations = true;
    for (std::int64_t t = 1; t < 4000; ++t) {
      // Both fire all the time; each switches now and then, so every weapon and the joined
      // bolt get their turn.
      const std::uint8_t a = InputFire | (t % 97 == 0 ? InputSwitchWeapon : 0) | std::uint8_t(r.next() & InputUp);
      const std::uint8_t b = InputFire | (t % 131 == 0 ? InputSwitchWeapon : 0) | std::uint8_t(r.next() & InputDown);
      rt.tick(keys(a, b));
      ++kinds[int(weaponOf(rt, playersOf(rt)[0].weapon).kind)];
    }
    test::countingAllocations = false;
    QCOMPARE(test::allocationCount.load(), 0L);
    QCOMPARE(test::bulletAllocationCount.load(), 0L);
    QVERIFY(rt.errors().empty());
    for (int k : kinds) QVERIFY(k > 0);
  }
};

QTEST_GUILESS_MAIN(PlayerWeaponsTest)
#include "player_weapons_test.moc"
