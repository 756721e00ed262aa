// Pickups (sim/systems/pickups/pickup_system.h): drops decided by the enemy's own random
// stream (the same every run, and exactly the draw the enemy's stream gives) or every Nth of
// a type; each kind taken by a ship that touches it (charge, score, a life, a weapon kept in
// the switch cycle); pickups drifting left and leaving with the screen; a drop naming a
// missing weapon, or a chance that is not a number, refuses to build with the file and place.
#include <QtTest>
#include <limits>

#include "model/project/project.h"
#include "sim/runtime_level.h"
#include "sim/state/saved_state.h"
#include "sim/systems/pickups/pickup_system.h"
#include "support/open_corridor.h"
#include "support/runtime_level_test_access.h"
#include "support/shooter_parts.h"

using namespace sw;
using Access = RuntimeLevelTestAccess;

// A namespace of its own: the folder's tests share one unity-built program.
namespace pickup_system_test {

// An open corridor; enemies of type "drone" (stationary, one hit) at `spots` from tick 0.
std::unique_ptr<Project> arena(const std::vector<Vec2>& spots = {}) {
  auto p = test::openCorridor(8);
  Level* level = p->levels.front().get();
  auto type = std::make_unique<EnemyType>();
  type->name = "drone";
  type->movement = EnemyMovement::Stationary;
  type->spheres = {{0, 0, 0.3}};
  type->health = 1;
  p->enemyTypes.push_back(std::move(type));
  for (std::size_t i = 0; i < spots.size(); ++i) {
    auto s = std::make_unique<Spawn>();
    s->name = "s" + std::to_string(i);
    s->enemyType = "drone";
    s->position = spots[i];
    level->objects.push_back(std::move(s));
  }
  return p;
}

EnemyType& drone(Project& p) { return *p.enemyTypes[0]; }

std::vector<Vec2> row(int n) {
  std::vector<Vec2> spots;
  for (int i = 0; i < n; ++i) spots.push_back({double(i % 10) - 2, double(i / 10) * 2 - 4});
  return spots;
}

TickInput keys(std::uint8_t p1) {
  TickInput in;
  in.player = {p1, 0};
  return in;
}

PlayOptions options() {
  PlayOptions o;
  o.rulesOverride = true;
  o.rules.loadout = {"shot"};
  o.invulnerableUntilTick = 1 << 30;
  return o;
}

RuntimeLevel play(const Project& p, const PlayOptions& o = options()) {
  Result<RuntimeLevel> rt = RuntimeLevel::build(p, *p.levels[0], o);
  if (!rt) qFatal("build failed: %s: %s", rt.error().where.c_str(), rt.error().message.c_str());
  return std::move(*rt);
}

const std::vector<Pickup>& pickupsOf(const RuntimeLevel& rt) { return rt.get<PickupSystem>().pickups(); }

// Destroys every enemy by damage, as a shot would.
void destroyAll(RuntimeLevel& rt) {
  EnemySystem& enemies = Access::system<EnemySystem>(rt);
  for (std::size_t i = 0; i < enemies.enemies().size(); ++i) enemies.damage(i, 1000, 0);
}

// A pickup of `kind` put on the ship: taken in the next tick.
void dropOnShip(RuntimeLevel& rt, EnemyDrop kind, std::int64_t amount, int weapon = -1) {
  Access::state<PickupSystem>(rt).pickups.push_back({playersOf(rt)[0].position, kind, amount, weapon});
}

const LevelEvent* eventOf(const RuntimeLevel& rt, std::string_view kind) {
  for (const LevelEvent& e : rt.events())
    if (e.kind == kind) return &e;
  return nullptr;
}

class PickupSystemTest : public QObject {
  Q_OBJECT

 private slots:
  // Each drop is the enemy's own next draw against the chance: copy its stream as it stands
  // when it dies and draw once; the same run built again drops the same.
  void chanceDropsComeFromTheEnemysOwnStream() {
    auto p = arena(row(30));
    drone(*p).dropKind = EnemyDrop::Score;
    drone(*p).dropAmount = 500;
    drone(*p).dropChance = 0.4;
    RuntimeLevel rt = play(*p);
    rt.tick(keys(0));
    QCOMPARE(enemiesOf(rt).size(), std::size_t(30));
    PickupSystem& pickups = Access::system<PickupSystem>(rt);
    std::vector<Vec2> expected;
    for (Enemy& e : Access::enemies(rt)) {
      MwcRandom copy = e.random;
      if (copy.unit() < 0.4) expected.push_back(e.position);
      pickups.enemyDestroyed(e);
    }
    QVERIFY(expected.size() > 3 && expected.size() < 27);  // the seed tells some apart
    QCOMPARE(pickupsOf(rt).size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
      QCOMPARE(pickupsOf(rt)[i].position, expected[i]);
      QCOMPARE(pickupsOf(rt)[i].kind, EnemyDrop::Score);
      QCOMPARE(pickupsOf(rt)[i].amount, std::int64_t(500));
    }

    // Killed by damage, in two identical runs: the same pickups, the same hash.
    RuntimeLevel a = play(*p), b = play(*p);
    a.tick(keys(0));
    b.tick(keys(0));
    destroyAll(a);
    destroyAll(b);
    QVERIFY(!pickupsOf(a).empty());
    QCOMPARE(pickupsOf(a).size(), pickupsOf(b).size());
    for (std::size_t i = 0; i < pickupsOf(a).size(); ++i) QCOMPARE(pickupsOf(a)[i].position, pickupsOf(b)[i].position);
    a.run(5, keys(0));
    b.run(5, keys(0));
    QCOMPARE(a.stateHash(), b.stateHash());
  }

  // Every third drone destroyed drops, without drawing from any stream.
  void everyNthDropsTheNthAndDrawsNothing() {
    auto p = arena(row(7));
    drone(*p).dropKind = EnemyDrop::Life;
    drone(*p).dropEvery = 3;
    RuntimeLevel rt = play(*p);
    rt.tick(keys(0));
    std::vector<MwcRandom> before;
    for (const Enemy& e : enemiesOf(rt)) before.push_back(e.random);
    PickupSystem& pickups = Access::system<PickupSystem>(rt);
    std::vector<Enemy>& enemies = Access::enemies(rt);
    for (std::size_t i = 0; i < enemies.size(); ++i) {
      pickups.enemyDestroyed(enemies[i]);
      QCOMPARE(pickupsOf(rt).size(), (i + 1) / 3);
      QCOMPARE(enemies[i].random.z(), before[i].z());
    }
    QCOMPARE(pickupsOf(rt)[0].position, enemies[2].position);
    QCOMPARE(pickupsOf(rt)[1].position, enemies[5].position);
    QCOMPARE(pickups.state().counts.size(), std::size_t(1));
    QCOMPARE(pickups.state().counts[0].destroyed, std::int64_t(7));
  }

  void aShipTakesEachKind() {
    auto p = arena();
    RuntimeLevel rt = play(*p);
    rt.tick(keys(0));
    const Player& ship = playersOf(rt)[0];

    dropOnShip(rt, EnemyDrop::Charge, 25);
    rt.tick(keys(0));
    QVERIFY(pickupsOf(rt).empty());
    QCOMPARE(ship.weaponCharge, std::int64_t(25));
    QVERIFY(eventOf(rt, "pickup-taken") && eventOf(rt, "pickup-taken")->subject == "charge");
    dropOnShip(rt, EnemyDrop::Charge, 1000);  // the meter holds chargeMax at most
    rt.tick(keys(0));
    QCOMPARE(ship.weaponCharge, rt.options().rules.chargeMax);

    const std::int64_t score = ship.score;
    dropOnShip(rt, EnemyDrop::Score, 750);
    rt.tick(keys(0));
    QCOMPARE(ship.score, score + 750);  // not multiplied

    const int lives = ship.lives;
    dropOnShip(rt, EnemyDrop::Life, 1);
    rt.tick(keys(0));
    QCOMPARE(ship.lives, lives + 1);
    QCOMPARE(eventOf(rt, "pickup-taken")->subject, std::string_view("life"));
  }

  // A weapon the loadout lacks joins the weapons at build; taking it switches to it, and the
  // switch button cycles through it for this ship from then on.
  void aWeaponPickupSwitchesToItAndKeepsIt() {
    auto p = arena(row(1));
    p->weapons.push_back(std::make_unique<WeaponType>(defaultWeapon(WeaponKind::Lightning, "zap")));
    drone(*p).dropKind = EnemyDrop::Weapon;
    drone(*p).dropWeapon = "zap";
    PlayOptions o = options();
    o.rules.loadout = {"shot", "spread"};
    RuntimeLevel rt = play(*p, o);
    QCOMPARE(weaponCountOf(rt), 3);
    QCOMPARE(rt.get<WeaponSystem>().loadoutCount(), 2);
    rt.tick(keys(0));
    // Without it, the switch cycles the loadout only.
    rt.tick(keys(InputSwitchWeapon));
    rt.tick(keys(0));
    rt.tick(keys(InputSwitchWeapon));
    QCOMPARE(playersOf(rt)[0].weapon, 0);

    destroyAll(rt);
    QCOMPARE(pickupsOf(rt).size(), std::size_t(1));
    QCOMPARE(pickupsOf(rt)[0].weapon, 2);
    Access::state<PickupSystem>(rt).pickups[0].position = playersOf(rt)[0].position;
    rt.tick(keys(0));
    const Player& ship = playersOf(rt)[0];
    QCOMPARE(ship.weapon, 2);
    QCOMPARE(std::uint32_t(ship.weaponsGained), 4u);
    const LevelEvent* taken = eventOf(rt, "pickup-taken");
    QVERIFY(taken);
    QCOMPARE(taken->subject, std::string_view("weapon"));
    QCOMPARE(taken->part, std::string_view("zap"));
    QVERIFY(eventOf(rt, "weapon-switched"));
    rt.tick(keys(InputSwitchWeapon));
    QCOMPARE(ship.weapon, 0);
    rt.tick(keys(0));
    rt.tick(keys(InputSwitchWeapon));
    rt.tick(keys(0));
    rt.tick(keys(InputSwitchWeapon));
    QCOMPARE(ship.weapon, 2);
  }

  // Pickups ride with the screen and drift left by pickupDrift a tick; off the screen they go.
  void pickupsDriftLeftAndLeaveWithTheScreen() {
    auto p = arena();
    PlayOptions o = options();
    o.rules.pickupDrift = 0.5;
    RuntimeLevel rt = play(*p, o);
    rt.tick(keys(0));
    const Vec2 camera = cameraPositionOf(rt);
    Access::state<PickupSystem>(rt).pickups.push_back({camera + Vec2{10, 6}, EnemyDrop::Score, 1, -1});
    rt.tick(keys(0));
    const Vec2 moved = cameraPositionOf(rt) - camera;
    QVERIFY(std::abs(pickupsOf(rt)[0].position.x - (camera.x + 10 + moved.x - 0.5)) < 1e-9);
    rt.run(60, keys(0));
    QVERIFY(pickupsOf(rt).empty());
  }

  void saveAndRestoreKeepPickups() {
    auto p = arena(row(5));
    drone(*p).dropKind = EnemyDrop::Charge;
    RuntimeLevel rt = play(*p);
    rt.tick(keys(0));
    destroyAll(rt);
    LevelState saved;
    rt.save(saved);
    const std::uint64_t hash = rt.stateHash();
    Access::state<PickupSystem>(rt).pickups.clear();
    QVERIFY(rt.stateHash() != hash);
    QVERIFY(rt.restore(saved));
    QCOMPARE(pickupsOf(rt).size(), std::size_t(5));
    QCOMPARE(rt.stateHash(), hash);
  }

  void aMissingWeaponOrABadChanceRefusesToBuild() {
    auto p = arena(row(1));
    drone(*p).dropKind = EnemyDrop::Weapon;
    drone(*p).dropWeapon = "laser";
    Result<RuntimeLevel> bad = RuntimeLevel::build(*p, *p->levels[0], options());
    QVERIFY(!bad);
    QCOMPARE(bad.error().file, std::string("project.json"));
    QCOMPARE(bad.error().where, std::string("/enemyTypes/0/dropWeapon"));
    QVERIFY(bad.error().message.find("'laser'") != std::string::npos);
    QVERIFY(bad.error().message.find("'drone'") != std::string::npos);

    drone(*p).dropWeapon = "spread";  // built in: fine
    QVERIFY(RuntimeLevel::build(*p, *p->levels[0], options()));

    drone(*p).dropKind = EnemyDrop::Charge;
    drone(*p).dropChance = std::numeric_limits<double>::quiet_NaN();
    Result<RuntimeLevel> nan = RuntimeLevel::build(*p, *p->levels[0], options());
    QVERIFY(!nan);
    QCOMPARE(nan.error().where, std::string("/enemyTypes/0/dropChance"));
    drone(*p).dropChance = 1;
    drone(*p).dropAmount = -3;
    Result<RuntimeLevel> negative = RuntimeLevel::build(*p, *p->levels[0], options());
    QVERIFY(!negative);
    QCOMPARE(negative.error().where, std::string("/enemyTypes/0/dropAmount"));
  }
};

}  // namespace pickup_system_test

QTEST_GUILESS_MAIN(pickup_system_test::PickupSystemTest)
#include "pickup_system_test.moc"
