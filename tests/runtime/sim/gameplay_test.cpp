// The game inside RuntimeLevel: ships, weapons, meters, score, deaths, walls, triggers,
// loops, determinism with inputs and no allocation per tick, on small arenas built here
// (known geometry) and on the demo level.
#include <QtTest>

#include "support/allocation_counter.h"
#include "support/bullet_allocation_counter.h"
#include "model/bullet_pattern_json.h"
#include "model/path.h"
#include "model/project_io.h"
#include "sim/runtime_level.h"
#include "support/shooter_parts.h"

using namespace sw;

namespace {

// A straight corridor of `links` open tiles (32 units each) with a floor wall along the
// bottom of the screen (y -9 .. -8). The camera starts at (0, 0), the screen is 32 x 18.
std::unique_ptr<Project> arena(int links = 6, std::int64_t scrollSpeed = 1) {
  auto p = std::make_unique<Project>();
  p->name = "Arena";
  auto tile = std::make_unique<TileDef>();
  tile->name = "open";
  tile->cameraEntry = {0, 0};
  tile->cameraExit = {32, 0};
  tile->collision = {{{-16, -12}, {48, -12}, {48, -8}, {-16, -8}}};
  p->tileDefs.push_back(std::move(tile));
  auto level = std::make_unique<Level>();
  level->name = "arena";
  level->file = "levels/arena.json";
  level->scrollSpeed = scrollSpeed;
  for (int i = 0; i < links; ++i) {
    auto t = std::make_unique<TileInstance>();
    t->name = "t" + std::to_string(i);
    t->tile = "open";
    level->chain.push_back(std::move(t));
  }
  p->levels.push_back(std::move(level));
  return p;
}

// The pattern the v1->v2 migration makes of an old weapon (migrate_v2.cpp), named after the
// type, as its default: `aimed` (one bullet) or `ring` of `bullets`.
void arm(Project& p, EnemyType& type, EnemyWeapon weapon, std::int64_t bullets, double speed) {
  char text[512];
  if (weapon == EnemyWeapon::Ring)
    std::snprintf(text, sizeof text,
                  R"({"name": "%s", "actions": [{"fire": {"absolute": "$rand * 360", "speed": %.17g}},
                      {"repeat": {"times": %lld, "actions": [{"fire": {"sequence": %.17g, "speed": %.17g}}]}}]})",
                  type.name.c_str(), speed, (long long)(bullets - 1), 360.0 / double(bullets), speed);
  else
    std::snprintf(text, sizeof text, R"({"name": "%s", "actions": [{"fire": {"aim": 0, "speed": %.17g}}]})",
                  type.name.c_str(), speed);
  auto pattern = std::make_unique<BulletPattern>();
  Errors errors;
  QVERIFY(readPatternText(text, "project.json", "/patterns/0", *pattern, errors));
  type.pattern = pattern->name;
  p.patterns.push_back(std::move(pattern));
}

EnemyType& addType(Project& p, const std::string& name, std::int64_t health, EnemyWeapon weapon = EnemyWeapon::None) {
  auto t = std::make_unique<EnemyType>();
  t->name = name;
  t->movement = EnemyMovement::Stationary;
  t->spheres = {{0, 0, 1}};
  t->health = health;
  t->score = 100;
  (void)weapon;  // the fire is the pattern arm() gives it
  p.enemyTypes.push_back(std::move(t));
  return *p.enemyTypes.back();
}

Spawn& addSpawn(Project& p, const std::string& name, const std::string& type, Vec2 at, std::int64_t tick = 0) {
  auto s = std::make_unique<Spawn>();
  s->name = name;
  s->enemyType = type;
  s->position = at;
  s->tick = tick;
  Spawn& ref = *s;
  p.levels[0]->objects.push_back(std::move(s));
  return ref;
}

TickInput keys(std::uint8_t p1, std::uint8_t p2 = 0) {
  TickInput in;
  in.player = {p1, p2};
  return in;
}

RuntimeLevel play(const Project& p, PlayOptions options = {}) {
  Errors all;
  Result<RuntimeLevel> rt = RuntimeLevel::build(p, *p.levels[0], options, &all);
  if (!rt) qFatal("build failed: %s: %s", rt.error().where.c_str(), rt.error().message.c_str());
  return std::move(*rt);
}

std::unique_ptr<Project> loadDemo() {
  ProjectLoad load = loadProject(std::string(SW_SOURCE_DIR) + "/projects/demo");
  return std::move(load.project);
}

// Inputs a restless tester would give: a new random combination every few ticks.
TickInput randomKeys(MwcRandom& r, std::int64_t t) {
  static TickInput held;
  if (t % 7 == 0) held = keys(std::uint8_t(r.next() & InputAllBits), std::uint8_t(r.next() & InputAllBits));
  return held;
}

}  // namespace

class GameplayTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { test::installBulletAllocationCounter(); }

  void shipStartsOnScreenAndMovesWithInput() {
    auto p = arena();
    RuntimeLevel rt = play(*p);
    QCOMPARE(playersOf(rt).size(), std::size_t(1));
    const Player& ship = playersOf(rt)[0];
    QCOMPARE(ship.lives, 3);
    QCOMPARE(rt.get<PlayerSystem>().name(0), std::string("Player 1"));
    const Vec2 start = ship.position;
    QCOMPARE(start, (Vec2{-9.6, 2}));
    rt.run(10, keys(InputRight));
    // Ten ticks at 0.35 units per tick, plus the screen's own movement (0.001 per tick, 9 moves).
    QVERIFY(std::abs(ship.position.x - (start.x + 3.5 + 0.009)) < 1e-9);
    rt.run(200, keys(InputUp));
    QCOMPARE(ship.position.y, 9.0 - 0.8);  // held at the screen's edge minus the margin
  }

  void twoPlayersAndTheirNames() {
    auto p = arena();
    PlayOptions o;
    o.players = 2;
    o.playerNames[1] = "Ada";
    RuntimeLevel rt = play(*p, o);
    QCOMPARE(playersOf(rt).size(), std::size_t(2));
    QCOMPARE(rt.get<PlayerSystem>().name(1), std::string("Ada"));
    rt.run(5, keys(0, InputDown));
    QVERIFY(playersOf(rt)[1].position.y < -2);
    QCOMPARE(playersOf(rt)[0].position.y, 2.0);
  }

  void shotAndSpreadFireAtTheirIntervals() {
    auto p = arena();
    RuntimeLevel rt = play(*p);
    rt.run(12, keys(InputFire));  // ticks 0 and 6
    QCOMPARE(playerBulletsOf(rt).size(), std::size_t(2));
    for (const Bullet& b : playerBulletsOf(rt)) QCOMPARE(b.velocity, (Vec2{1.2, 0}));
    rt.tick(keys(InputSwitchWeapon));
    QCOMPARE(playersOf(rt)[0].weapon, 1);  // "spread", the loadout's second
    rt.tick(keys(InputSwitchWeapon));  // held, not pressed again: no switch
    QCOMPARE(playersOf(rt)[0].weapon, 1);  // "spread", the loadout's second
    const std::size_t before = playerBulletsOf(rt).size();
    rt.tick(keys(InputFire));
    QCOMPARE(playerBulletsOf(rt).size(), before + 5);
  }

  void shootingAnEnemyScoresChargesAndExplodes() {
    auto p = arena();
    addType(*p, "box", 3);
    addSpawn(*p, "target", "box", {0, 2});
    RuntimeLevel rt = play(*p);
    rt.run(2, keys(InputFire));
    QCOMPARE(enemiesOf(rt).size(), std::size_t(1));
    std::int64_t diedAt = -1;
    for (int t = 0; t < 60 && diedAt < 0; ++t) {
      rt.tick(keys(InputFire));
      if (enemiesOf(rt).empty()) diedAt = rt.ticksRun();
    }
    QVERIFY(diedAt > 0);
    const Player& ship = playersOf(rt)[0];
    QCOMPARE(ship.score, std::int64_t(100));
    QCOMPARE(ship.weaponCharge, std::int64_t(3));  // one per hit
    QVERIFY(!particlesOf(rt).empty());               // sparks and the explosion
    QCOMPARE(spawnsOf(rt)[0].health, std::int64_t(0));
    QCOMPARE(spawnsOf(rt)[0].alive, std::int64_t(0));
  }

  void bulletsThatMissDoNotHurt() {
    auto p = arena();
    addType(*p, "box", 3);
    addSpawn(*p, "high", "box", {0, 5});  // the ship flies at y = 2; the box reaches down to 4
    RuntimeLevel rt = play(*p);
    rt.run(120, keys(InputFire));
    QCOMPARE(enemiesOf(rt).size(), std::size_t(1));
    QCOMPARE(enemiesOf(rt)[0].health, std::int64_t(3));
    QCOMPARE(playersOf(rt)[0].score, std::int64_t(0));
  }

  void multiplierGrowsWithAChainOfKills() {
    auto p = arena();
    addType(*p, "pop", 1);
    for (int i = 0; i < 10; ++i) addSpawn(*p, "pop" + std::to_string(i), "pop", {-4.0 + 2.2 * i, 2});
    RuntimeLevel rt = play(*p);
    rt.tick(keys(InputFire));
    QCOMPARE(enemiesOf(rt).size(), std::size_t(10));
    while (!enemiesOf(rt).empty() && rt.ticksRun() < 200) rt.tick(keys(InputFire));
    QVERIFY(enemiesOf(rt).empty());
    const Player& ship = playersOf(rt)[0];
    QCOMPARE(ship.chain, std::int64_t(10));
    QCOMPARE(ship.multiplier, 2);                  // 1 + 10 / 8
    QCOMPARE(ship.score, std::int64_t(7 * 100 + 3 * 200));
    rt.run(200);                                   // no kills: the chain breaks
    QCOMPARE(playersOf(rt)[0].multiplier, 1);
  }

  void enemyFireKillsAndTheShipRespawnsUntilGameOver() {
    auto p = arena();
    EnemyType& turret = addType(*p, "turret", 1000, EnemyWeapon::Aimed);
    turret.fireIntervalTicks = 20;
    turret.firstShotDelayTicks = 0;
    arm(*p, turret, EnemyWeapon::Aimed, 1, 0.5);
    addSpawn(*p, "gun", "turret", {8, 2});
    RuntimeLevel rt = play(*p);
    const Player& ship = playersOf(rt)[0];
    std::int64_t t = 0;
    while (ship.alive && t < 200) rt.tick(), ++t;
    QVERIFY(!ship.alive);
    QCOMPARE(ship.lives, 2);
    QVERIFY(!particlesOf(rt).empty());
    rt.run(60);
    QVERIFY(ship.alive);
    QCOMPARE(ship.invulnerableTicks, std::int64_t(120));
    rt.run(100);
    QCOMPARE(ship.lives, 2);  // still invulnerable
    rt.run(2000);
    QVERIFY(ship.out);
    QCOMPARE(ship.lives, 0);
    QVERIFY(rt.gameOver());
  }

  void invulnerableUntilTickProtectsAFastForward() {
    auto p = arena();
    EnemyType& turret = addType(*p, "turret", 1000, EnemyWeapon::Ring);
    arm(*p, turret, EnemyWeapon::Ring, 24, 0.2);
    turret.fireIntervalTicks = 5;
    addSpawn(*p, "gun", "turret", {-6, 2});
    PlayOptions o;
    o.invulnerableUntilTick = 600;
    RuntimeLevel rt = play(*p, o);
    rt.run(600);
    QCOMPARE(playersOf(rt)[0].lives, 3);
    rt.run(200);
    QVERIFY(playersOf(rt)[0].lives < 3);
  }

  void wallsKillTheShip() {
    auto p = arena();
    RuntimeLevel rt = play(*p);
    rt.run(10, keys(InputDown));
    QVERIFY(playersOf(rt)[0].alive);  // 3.5 units down: y = -1.5
    rt.run(30, keys(InputDown));     // reaches y = -8.2, its lowest sphere dips into the floor at y = -8
    QVERIFY(!playersOf(rt)[0].alive);
    QCOMPARE(playersOf(rt)[0].hits, std::int64_t(1));
  }

  void playerBulletsStopAtWalls() {
    auto p = arena();
    p->tileDefs[0]->collision.push_back({{2, -4}, {3, -4}, {3, 8}, {2, 8}});  // a pillar in front of the ship
    RuntimeLevel rt = play(*p);
    rt.run(40, keys(InputFire));
    for (const Bullet& b : playerBulletsOf(rt)) QVERIFY(b.position.x < 3);
    QVERIFY(!playerBulletsOf(rt).empty());
  }

  void secondChargeClearsEnemyBullets() {
    auto p = arena();
    EnemyType& turret = addType(*p, "turret", 1000, EnemyWeapon::Ring);
    arm(*p, turret, EnemyWeapon::Ring, 12, 0.05);
    turret.fireIntervalTicks = 10;
    addSpawn(*p, "gun", "turret", {4, 2});
    PlayOptions o;
    o.rulesOverride = true;
    o.rules.chargeMax = 2;
    o.rules.secondMax = 5;
    o.invulnerableUntilTick = 1000;
    RuntimeLevel rt = play(*p, o);
    rt.run(41, keys(InputFire));  // the turret fires at 0, 10, 20, 30, 40; the release comes at 41
    const Player& ship = playersOf(rt)[0];
    QCOMPARE(ship.weaponCharge, std::int64_t(2));
    QCOMPARE(ship.secondCharge, std::int64_t(5));
    QVERIFY(!enemyBulletsOf(rt).empty());
    const std::int64_t health = enemiesOf(rt)[0].health;
    rt.tick(keys(InputSecond));
    QVERIFY(enemyBulletsOf(rt).empty());
    QCOMPARE(enemiesOf(rt)[0].health, health - o.rules.secondDamage);
    QCOMPARE(ship.weaponCharge, std::int64_t(0));
    QCOMPARE(ship.secondCharge, std::int64_t(0));
  }

  void triggersFireSpawnsAndEndLoops() {
    auto p = arena(6, 1000);  // one unit per tick: 32 ticks per tile
    Level& level = *p->levels[0];
    auto enter = std::make_unique<Trigger>();
    enter->name = "enter";
    enter->position = {40, 2};  // in t1; the ship arrives once the screen has scrolled there
    enter->size = {4, 18};
    level.objects.push_back(std::move(enter));
    auto done = std::make_unique<Trigger>();
    done->name = "done";
    done->activation = Trigger::Activation::Condition;
    done->condition = "late.health <= 0 and tick > 100";
    done->delayTicks = 5;
    level.objects.push_back(std::move(done));
    auto loop = std::make_unique<Loop>();
    loop->name = "arena_loop";
    loop->first = "t2";
    loop->last = "t3";
    loop->untilTrigger = "done";
    level.objects.push_back(std::move(loop));
    // The box orbits inside the looped tiles: a closed path attached to t2 comes round
    // with every pass, so the box stays until somebody shoots it.
    auto orbit = std::make_unique<Path>();
    orbit->name = "orbit";
    orbit->curve = Path::Curve::CatmullRom;
    orbit->closed = true;
    orbit->attachedTile = "t2";
    orbit->points = {{17, 2}, {16, 3}, {15, 2}, {16, 1}};
    orbit->handlesIn = orbit->handlesOut = std::vector<Vec2>(4);
    orbit->pointKinds = std::vector<std::string>(4, "corner");
    level.objects.push_back(std::move(orbit));
    EnemyType& box = addType(*p, "box", 1);
    box.movement = EnemyMovement::FollowPath;
    box.speed = 0.05;
    Spawn& late = addSpawn(*p, "late", "box", {0, 2});
    late.when = Spawn::When::OnTrigger;
    late.trigger = "enter";
    late.path = "orbit";
    RuntimeLevel rt = play(*p);
    // The ship starts 9.6 units behind the camera: it reaches x = 38 after ~48 ticks.
    while (!triggerFiredOf(rt, "enter") && rt.ticksRun() < 200) rt.tick();
    QVERIFY(triggerFiredOf(rt, "enter"));
    QVERIFY(rt.ticksRun() > 40 && rt.ticksRun() < 60);
    rt.tick();
    QCOMPARE(enemiesOf(rt).size(), std::size_t(1));  // the OnTrigger spawn fired
    // Nobody shoots: the loop keeps going round.
    rt.run(400);
    QVERIFY(cameraOf(rt).pass >= 2);
    QVERIFY(!triggerFiredOf(rt, "done"));
    QCOMPARE(enemiesOf(rt).size(), std::size_t(1));
    rt.run(400, keys(InputFire));
    QVERIFY(enemiesOf(rt).empty());
    QVERIFY(triggerFiredOf(rt, "done"));
    rt.run(200);
    QVERIFY(cameraOf(rt).link >= 4);  // past the loop
    QCOMPARE(cameraOf(rt).pass, std::int64_t(0));
  }

  void emitFromABehaviourFiresATrigger() {
    auto p = arena();
    auto trig = std::make_unique<Trigger>();
    trig->name = "alarm";
    trig->activation = Trigger::Activation::Condition;
    trig->condition = "false";
    p->levels[0]->objects.push_back(std::move(trig));
    EnemyType& t = addType(*p, "scout", 1);
    auto state = std::make_unique<EnemyState>();
    state->name = "watch";
    state->transitions = {"after 30 -> shout"};
    t.states.push_back(std::move(state));
    auto shout = std::make_unique<EnemyState>();
    shout->name = "shout";
    shout->begin = {"emit alarm", "setPattern scout", "fire"};
    t.states.push_back(std::move(shout));
    arm(*p, t, EnemyWeapon::Ring, 8, 0.2);  // a ring of 8, the pattern "scout"
    t.pattern.clear();                       // not its default: setPattern chooses it
    addSpawn(*p, "s", "scout", {10, -4});
    RuntimeLevel rt = play(*p);
    rt.run(30);
    QVERIFY(!triggerFiredOf(rt, "alarm"));
    QVERIFY(enemyBulletsOf(rt).empty());
    rt.run(2);
    QVERIFY(triggerFiredOf(rt, "alarm"));
    QCOMPARE(enemyBulletsOf(rt).size(), std::size_t(8));  // the ring from `fire`
  }

  void badConditionsAndLoopsAreBuildErrors() {
    auto p = arena();
    auto trig = std::make_unique<Trigger>();
    trig->name = "bad";
    trig->activation = Trigger::Activation::Condition;
    trig->condition = "ghost.health < 3";
    p->levels[0]->objects.push_back(std::move(trig));
    auto loop = std::make_unique<Loop>();
    loop->name = "forever";
    loop->first = "t1";
    loop->last = "t2";
    p->levels[0]->objects.push_back(std::move(loop));
    Errors all;
    Result<RuntimeLevel> rt = RuntimeLevel::build(*p, *p->levels[0], PlayOptions{}, &all);
    QVERIFY(!rt.ok());
    QCOMPARE(all.size(), std::size_t(2));
    QCOMPARE(all[0].where, std::string("trigger 'bad'"));
    QVERIFY2(all[0].message.find("ghost") != std::string::npos, all[0].message.c_str());
    QCOMPARE(all[1].where, std::string("loop 'forever'"));
  }

  void sameInputsSameHashAndOneBitChangesIt() {
    auto project = loadDemo();
    QVERIFY(project);
    PlayOptions o;
    o.players = 2;
    o.seed = 77;
    o.invulnerableUntilTick = 1 << 30;  // a dead ship ignores its input; keep them alive
    auto runOnce = [&](std::int64_t flipTick) {
      RuntimeLevel rt = play(*project, o);
      MwcRandom r(1, 2);
      for (std::int64_t t = 0; t < 3000; ++t) {
        TickInput in = randomKeys(r, t);
        if (t == flipTick) in.player[0] ^= InputSwitchWeapon;  // a press either way: the weapon differs
        rt.tick(in);
      }
      return rt.stateHash();
    };
    const std::uint64_t a = runOnce(-1);
    QCOMPARE(runOnce(-1), a);
    QVERIFY(runOnce(1500) != a);
    QVERIFY(runOnce(2999) != a);
  }

  void batchedTicksEqualSingleTicks() {
    auto project = loadDemo();
    PlayOptions o;
    o.players = 2;
    RuntimeLevel one = play(*project, o);
    RuntimeLevel batched = play(*project, o);
    for (int stretch = 0; stretch < 40; ++stretch) {
      const TickInput in = keys(std::uint8_t((stretch * 37) & InputAllBits), std::uint8_t((stretch * 91) & InputAllBits));
      for (int i = 0; i < 50; ++i) one.tick(in);
      batched.run(50, in);
      QCOMPARE(one.stateHash(), batched.stateHash());
    }
  }

  void poolsKeepTheirCapacityAndNothingIsAllocatedPerTick() {
    auto project = loadDemo();
    PlayOptions o;
    o.players = 2;
    o.invulnerableUntilTick = 1 << 30;  // keep both ships alive and firing the whole level
    RuntimeLevel rt = play(*project, o);
    rt.tick(keys(InputFire, InputFire));
    const std::size_t caps[] = {enemyCapacityOf(rt), playerBulletCapacityOf(rt), enemyBulletCapacityOf(rt),
                                particleCapacityOf(rt)};
    MwcRandom r(3, 4);
    std::size_t most[4] = {0, 0, 0, 0};
    test::allocationCount = 0;
    test::bulletAllocationCount = 0;
    test::countingAllocations = true;
    for (std::int64_t t = 1; t < 9000; ++t) {
      TickInput in = randomKeys(r, t);
      in.player[0] |= InputFire;
      in.player[1] |= InputFire;
      rt.tick(in);
      most[0] = std::max(most[0], enemiesOf(rt).size());
      most[1] = std::max(most[1], playerBulletsOf(rt).size());
      most[2] = std::max(most[2], enemyBulletsOf(rt).size());
      most[3] = std::max(most[3], particlesOf(rt).size());
    }
    test::countingAllocations = false;
    QCOMPARE(test::allocationCount.load(), 0L);
    QCOMPARE(test::bulletAllocationCount.load(), 0L);
    QVERIFY(rt.errors().empty());
    QCOMPARE(enemyCapacityOf(rt), caps[0]);
    QCOMPARE(playerBulletCapacityOf(rt), caps[1]);
    QCOMPARE(enemyBulletCapacityOf(rt), caps[2]);
    QCOMPARE(particleCapacityOf(rt), caps[3]);
    // The run was busy, not empty.
    QVERIFY(most[0] >= 3);
    QVERIFY(most[1] >= 20);
    QVERIFY(most[2] >= 5);
    QVERIFY(most[3] >= 20);
    QVERIFY(playersOf(rt)[0].score > 0);
  }
};

QTEST_APPLESS_MAIN(GameplayTest)
#include "gameplay_test.moc"
