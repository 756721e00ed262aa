// Composite enemies in a running level (runtime/sim/systems/enemies/enemy_parts.h): parts
// hang on their parent through its moves and turns (eased over N ticks), a destroyed part
// takes everything below it with its events, trigger and score, `destroyed PART`,
// `partHealth PART < N` and `phase NAME` drive machines, the machines of one body run side by
// side, a weak-point fight ends with its last weak point while the core takes no damage,
// and a runaway part machine is named by enemy and part and stops alone.
#include <QtTest>
#include <cmath>
#include <numbers>

#include "model/project/weapon_type.h"
#include "support/boss_arena.h"

using namespace sw;
using namespace sw::test;

namespace {

// A crane at kCraneAt = (4, -3): "arm" (2, 0) on the body, "hand" (1, 0) on the arm, "slider" (0, -2) on the
// body.
constexpr Vec2 kCraneAt{4, -3};

std::unique_ptr<Project> crane(StateLines body, StateLines arm = {}, StateLines slider = {}) {
  auto p = bossArena();
  EnemyType& type = addBossType(*p, "crane");
  if (!body.begin.empty() || !body.tick.empty()) addState(type.states, "work", kMainMachine, std::move(body));
  EnemyPart& a = addPart(type, "arm", "", {2, 0});
  addPart(type, "hand", "arm", {1, 0});
  EnemyPart& s = addPart(type, "slider", "", {0, -2});
  if (!arm.begin.empty()) addState(a.states, "swing", kMainMachine, std::move(arm));
  if (!slider.begin.empty()) addState(s.states, "slide", kMainMachine, std::move(slider));
  addSpawn(*p, "crane", "crane", kCraneAt);
  return p;
}

enum CranePart { Arm = 0, Hand = 1, Slider = 2 };

}  // namespace

class BossPartsTest : public QObject {
  Q_OBJECT
 private slots:
  // rotateTo on the body: the whole crane turns about its body, linearly over 20 ticks, the tick
  // that ran it counting as the first.
  void partsFollowTheBodyThroughATurn() {
    auto p = crane({.begin = {"rotateTo 90 20"}});
    RuntimeLevel rt = playBoss(*p);
    for (int ticks : {1, 10, 20, 30}) {
      rt.run(ticks - rt.ticksRun());
      const Enemy& e = *enemyOf(rt, "crane");
      const double angle = 90.0 * std::min(ticks, 20) / 20;
      SW_CHECK_AT(e.position, kCraneAt);
      QVERIFY(closeTo(EnemySystem::bodyAngle(e), angle));
      SW_CHECK_AT(partOf(rt, e, Arm).position, kCraneAt + turned({2, 0}, angle));
      SW_CHECK_AT(partOf(rt, e, Hand).position, kCraneAt + turned({3, 0}, angle));
      SW_CHECK_AT(partOf(rt, e, Slider).position, kCraneAt + turned({0, -2}, angle));
      QVERIFY(closeTo(partOf(rt, e, Hand).angle, angle));
    }
    const Enemy& e = *enemyOf(rt, "crane");
    SW_CHECK_AT(partOf(rt, e, Arm).position, kCraneAt + Vec2{0, 2});
    SW_CHECK_AT(partOf(rt, e, Hand).position, kCraneAt + Vec2{0, 3});
    SW_CHECK_AT(partOf(rt, e, Slider).position, kCraneAt + Vec2{2, 0});
  }

  // rotateTo in the arm's own machine turns the arm (and the hand with it) about the arm's
  // joint, over the same 20 ticks as the body's would: the part's first tick counts too.
  void partsFollowAPartThroughItsTurn() {
    auto p = crane({}, {.begin = {"rotateTo 90 20"}});
    RuntimeLevel rt = playBoss(*p);
    for (int ticks : {1, 10, 20, 25}) {
      rt.run(ticks - rt.ticksRun());
      const Enemy& e = *enemyOf(rt, "crane");
      const double angle = 90.0 * std::min(ticks, 20) / 20;
      QVERIFY(closeTo(EnemySystem::bodyAngle(e), 0));
      SW_CHECK_AT(partOf(rt, e, Arm).position, kCraneAt + Vec2{2, 0});
      QVERIFY2(closeTo(partOf(rt, e, Arm).angle, angle),
               QByteArray::number(partOf(rt, e, Arm).angle, 'g', 17));
      SW_CHECK_AT(partOf(rt, e, Hand).position, kCraneAt + Vec2{2, 0} + turned({1, 0}, angle));
      SW_CHECK_AT(partOf(rt, e, Slider).position, kCraneAt + Vec2{0, -2});
    }
    SW_CHECK_AT(partOf(rt, *enemyOf(rt, "crane"), Hand).position, kCraneAt + Vec2{2, 1});
  }

  // A slide eases: half-way through 10 ticks `in` has done a quarter, `out` three quarters,
  // `inOut` a half, linear a half; then the part stays where it arrived.
  void slidesEase() {
    const std::pair<const char*, double> easings[] = {
        {"linear", 0.5}, {"in", 0.25}, {"out", 0.75}, {"inOut", 0.5}};
    for (const auto& [easing, share] : easings) {
      auto p = crane({}, {}, {.begin = {std::string("moveTo 4 -2 10 ") + easing}});
      RuntimeLevel rt = playBoss(*p);
      rt.run(5);
      const Enemy& e = *enemyOf(rt, "crane");
      SW_CHECK_AT(partOf(rt, e, Slider).position, kCraneAt + Vec2{4 * share, -2});
      rt.run(5);
      SW_CHECK_AT(partOf(rt, *enemyOf(rt, "crane"), Slider).position, kCraneAt + Vec2{4, -2});
      rt.run(10);
      SW_CHECK_AT(partOf(rt, *enemyOf(rt, "crane"), Slider).position, kCraneAt + Vec2{4, -2});
    }
  }

  // A body on the move carries its parts: each tick the hand is the body's position plus 3.
  void partsFollowTheBodyThroughAMove() {
    auto p = crane({});
    EnemyType& type = *p->enemyTypes[0];
    type.movement = EnemyMovement::StraightLine;
    type.direction = {0, 1};
    type.speed = 0.05;
    RuntimeLevel rt = playBoss(*p);
    for (int t = 1; t <= 40; ++t) {
      rt.tick();
      const Enemy& e = *enemyOf(rt, "crane");
      SW_CHECK_AT(e.position, kCraneAt + Vec2{0, 0.05 * (t - 1)});
      SW_CHECK_AT(partOf(rt, e, Hand).position, e.position + Vec2{3, 0});
    }
  }

  // Destroying the arm takes the hand with it: one event each (ids serial * 32 + part), the
  // arm's trigger fires, both score for the player, and the slider's `destroyed arm`
  // transition is taken on the next tick. The slider itself is untouched.
  void destroyingAPartRemovesItsChildren() {
    auto p = crane({});
    EnemyType& type = *p->enemyTypes[0];
    type.parts[Arm]->health = 3;
    type.parts[Arm]->score = 300;
    type.parts[Arm]->destroyedTrigger = "armFell";
    type.parts[Hand]->score = 40;
    addState(type.parts[Slider]->states, "watch", kMainMachine, {.transitions = {"destroyed arm -> mourn"}});
    addState(type.parts[Slider]->states, "mourn", kMainMachine, {});
    addNamedTrigger(*p, "armFell");
    RuntimeLevel rt = playBoss(*p);
    rt.run(3);
    const Enemy& e = *enemyOf(rt, "crane");
    const std::size_t index = indexOfEnemy(rt, e);
    enemySystemOf(rt).damagePart(index, Arm, 2, 0);
    QCOMPARE(partOf(rt, e, Arm).health, std::int64_t(1));
    QVERIFY(!partOf(rt, e, Arm).destroyed);
    QCOMPARE(partOf(rt, e, Arm).hitTicks, std::int64_t(4));
    for (const LevelEvent& ev : rt.events()) QVERIFY(ev.kind != "part-destroyed");
    enemySystemOf(rt).damagePart(index, Arm, 5, 0);
    QVERIFY(partOf(rt, e, Arm).destroyed && partOf(rt, e, Hand).destroyed);
    QVERIFY(!partOf(rt, e, Slider).destroyed);
    QCOMPARE(partOf(rt, e, Arm).health, std::int64_t(0));
    QCOMPARE(partOf(rt, e, Hand).health, std::int64_t(0));  // a destroyed part's health is 0
    QCOMPARE(partOf(rt, e, Slider).health, std::int64_t(10));
    std::vector<std::int64_t> ids;
    for (const LevelEvent& ev : rt.events())
      if (ev.kind == "part-destroyed") ids.push_back(ev.id);
    const std::int64_t serial = e.serial;
    QCOMPARE(ids, (std::vector<std::int64_t>{serial * kMaxParts + Arm, serial * kMaxParts + Hand}));
    QVERIFY(triggerFiredOf(rt, "armFell"));
    QCOMPARE(playersOf(rt)[0].score, std::int64_t(340));
    QCOMPARE(e.health, std::int64_t(100));
    QVERIFY(!e.died);
    // Once destroyed, nothing more: no event, no score.
    enemySystemOf(rt).damagePart(index, Hand, 5, 0);
    enemySystemOf(rt).destroyPart(index, Arm, 0);
    QCOMPARE(playersOf(rt)[0].score, std::int64_t(340));

    QCOMPARE(enemyOf(rt, "crane")->partBlock, e.partBlock);
    QCOMPARE(partOf(rt, e, Slider).machines[0].state(), 0);
    rt.tick();
    QCOMPARE(partOf(rt, *enemyOf(rt, "crane"), Slider).machines[0].state(), 1);
  }

  // A player's bullets destroy a part they reach: the shield at (6, 2) sits in the ship's line
  // of fire (y = 2); the body at (6, -2) does not and keeps its health.
  void playerFireDestroysAPart() {
    auto p = bossArena();
    EnemyType& type = addBossType(*p, "tower", 50);
    EnemyPart& shield = addPart(type, "shield", "", {0, 4});
    shield.health = 3;
    shield.score = 70;
    addPart(type, "flag", "shield", {0, 1});
    addSpawn(*p, "tower", "tower", {6, -2});
    RuntimeLevel rt = playBoss(*p);
    std::vector<SeenEvent> seen = runSeeing(rt, 120, "part-destroyed", keys(InputFire));
    const Enemy& e = *enemyOf(rt, "tower");
    QVERIFY(partOf(rt, e, 0).destroyed && partOf(rt, e, 1).destroyed);
    QCOMPARE(seen.size(), std::size_t(2));
    QCOMPARE(seen[0].id, std::int64_t(e.serial) * kMaxParts);
    SW_CHECK_AT(seen[0].at, Vec2{6, 2});
    QCOMPARE(seen[1].id, std::int64_t(e.serial) * kMaxParts + 1);
    QCOMPARE(seen[0].tick, seen[1].tick);
    QCOMPARE(e.health, std::int64_t(50));
    QCOMPARE(playersOf(rt)[0].score, std::int64_t(70 + 500));
    QCOMPARE(playersOf(rt)[0].weaponCharge, std::int64_t(3));  // three hits landed, no more
  }

  // Two bullets side by side (a spread of two at 0 degrees) reach a part of health 1 in one
  // tick: the first destroys it, the second flies on and strikes the part behind.
  void aDestroyedPartStopsNoMoreBullets() {
    auto p = bossArena();
    WeaponType twin = defaultWeapon(WeaponKind::Spread, "twin");
    twin.bullets = 2;
    twin.angle = 0;
    twin.intervalTicks = 1000;
    p->weapons.push_back(std::make_unique<WeaponType>(twin));
    EnemyType& type = addBossType(*p, "wall", 50);
    addPart(type, "front", "", {0, 4}).health = 1;
    addPart(type, "back", "", {6, 4}).health = 10;
    addSpawn(*p, "wall", "wall", {0, -2});
    PlayOptions o;
    o.rulesOverride = true;
    o.rules.loadout = {"twin"};
    RuntimeLevel rt = playBoss(*p, o);
    rt.tick(keys(InputFire));
    QCOMPARE(playerBulletsOf(rt).size(), std::size_t(2));
    rt.run(30);
    const Enemy& e = *enemyOf(rt, "wall");
    QVERIFY(partOf(rt, e, 0).destroyed);
    QCOMPARE(partOf(rt, e, 1).health, std::int64_t(9));
    QCOMPARE(playersOf(rt)[0].weaponCharge, std::int64_t(2));
    QVERIFY(playerBulletsOf(rt).empty());
  }

  // The ship sits inside a big part and fires into it (hits on ticks 0, 6 and 12). Hurt from
  // tick 11 on, it dies on tick 11; hurt from tick 12 on, it lives: the bullet that tick
  // destroyed the part before the ships were checked, and a part shot down is gone for them.
  void aPartShotDownThisTickHurtsNoShip() {
    for (std::int64_t from : {11, 12}) {
      auto p = bossArena();
      EnemyType& type = addBossType(*p, "mine", 50);
      EnemyPart& shell = addPart(type, "shell", "", {0, 6});
      shell.health = 3;
      shell.spheres = {{0, 0, 1.5}};
      addSpawn(*p, "mine", "mine", {-8.6, -4});
      PlayOptions o;
      o.invulnerableUntilTick = from;
      RuntimeLevel rt = playBoss(*p, o);
      std::vector<SeenEvent> seen = runSeeing(rt, 20, "", keys(InputFire));
      // Dead on tick 11, the ship fires no third time; alive, it destroys the shell on tick 12.
      QCOMPARE(countOf(seen, "part-destroyed"), std::size_t(from == 11 ? 0 : 1));
      QCOMPARE(countOf(seen, "player-killed"), std::size_t(from == 11 ? 1 : 0));
      for (const SeenEvent& ev : seen)
        if (ev.kind == "part-destroyed" || ev.kind == "player-killed") QCOMPARE(ev.tick, from);
      QCOMPARE(playersOf(rt)[0].hits, std::int64_t(from == 11 ? 1 : 0));
    }
  }

  // The body's machine watches the core's health: 5 is not below 5, 4 is; the rage state's
  // `phase rage` sets Enemy::phase (index 0 of the type's phases) with one "boss-phase"
  // event, and the gun's `phase rage` transition sees it in the same tick.
  void partHealthChangesThePhase() {
    auto p = bossArena();
    EnemyType& type = addBossType(*p, "golem");
    addState(type.states, "calm", kMainMachine, {.transitions = {"partHealth core < 5 -> rage"}});
    addState(type.states, "rage", kMainMachine, {.begin = {"phase rage"}});
    EnemyPart& core = addPart(type, "core", "", {-1, 0});
    core.health = 8;
    EnemyPart& gun = addPart(type, "gun", "", {1, 0});
    addState(gun.states, "idle", kMainMachine, {.transitions = {"phase rage -> fury"}});
    addState(gun.states, "fury", kMainMachine, {});
    addSpawn(*p, "golem", "golem", {4, -4});
    RuntimeLevel rt = playBoss(*p);
    rt.run(2);
    const std::size_t index = indexOfEnemy(rt, *enemyOf(rt, "golem"));
    QCOMPARE(enemyOf(rt, "golem")->phase, -1);
    enemySystemOf(rt).damagePart(index, 0, 3, -1);
    std::vector<SeenEvent> seen = runSeeing(rt, 3, "boss-phase");
    QVERIFY(seen.empty());
    QCOMPARE(enemyOf(rt, "golem")->machines[0].state(), 0);
    QCOMPARE(enemyOf(rt, "golem")->phase, -1);
    enemySystemOf(rt).damagePart(index, 0, 1, -1);
    QCOMPARE(partOf(rt, *enemyOf(rt, "golem"), 0).health, std::int64_t(4));
    const std::int64_t tick = rt.ticksRun();
    seen = runSeeing(rt, 3, "boss-phase");
    const Enemy& e = *enemyOf(rt, "golem");
    QCOMPARE(e.machines[0].state(), 1);
    QCOMPARE(e.phase, 0);
    QCOMPARE(rt.get<EnemySystem>().type(e.type).phases, std::vector<std::string>{"rage"});
    QCOMPARE(seen.size(), std::size_t(1));
    QCOMPARE(seen[0].tick, tick);
    QCOMPARE(seen[0].id, std::int64_t(0));
    QCOMPARE(partOf(rt, e, 1).machines[0].state(), 1);
    QCOMPARE(partOf(rt, e, 1).machines[0].ticksInState(), std::int64_t(2));  // entered on `tick`
  }

  // "move" changes after 10 ticks in its state (the 11th tick), "guns" every 4 and 3 ticks;
  // the sleeping "move" of the second run holds neither back.
  void twoMachinesOfOneBodyRunSideBySide() {
    for (bool sleeping : {false, true}) {
      auto p = bossArena();
      EnemyType& type = addBossType(*p, "twin");
      StateLines wait{.transitions = {"after 10 -> go"}};
      if (sleeping) wait.begin = {"sleep 30"};
      addState(type.states, "wait", "move", wait);
      addState(type.states, "load", "guns", {.transitions = {"after 4 -> shoot"}});
      addState(type.states, "go", "move", {});
      addState(type.states, "shoot", "guns", {.transitions = {"after 3 -> load"}});
      addPart(type, "turret", "", {0, 1});
      addSpawn(*p, "twin", "twin", {4, -4});
      RuntimeLevel rt = playBoss(*p);
      QCOMPARE(rt.get<EnemySystem>().type(0).machines.size(), std::size_t(2));
      // Ticks run -> (move, guns). guns: load 1-4, shoot 5-7, load 8-11, shoot 12-14, load 15-18 ...
      const int moveChange = sleeping ? 32 : 11;  // asleep: the 31 ticks after entry check no transition
      for (int t : {1, 4, 5, 7, 8, 10, 11, 12, 14, 15, 31, 32, 33}) {
        rt.run(t - rt.ticksRun());
        const Enemy& e = *enemyOf(rt, "twin");
        const int guns = ((t - 1) % 7) < 4 ? 0 : 1;
        QVERIFY2(e.machines[0].state() == (t >= moveChange ? 1 : 0), qPrintable(QString("tick %1").arg(t)));
        QVERIFY2(e.machines[1].state() == guns, qPrintable(QString("tick %1").arg(t)));
        QCOMPARE(*e.machines[0].stateName(), std::string(t >= moveChange ? "go" : "wait"));
        QCOMPARE(*e.machines[1].stateName(), std::string(guns ? "shoot" : "load"));
      }
    }
  }

  // Weak points end the fight; the core is armour: the ship's bullets (y = 2) strike the
  // body at (4, 2) and are stopped (each hit charges the weapon) without taking health.
  void weakPointsEndTheFightAndTheCoreAbsorbsBullets() {
    auto p = bossArena();
    EnemyType& type = addBossType(*p, "hydra", 5);
    type.defeat = EnemyDefeat::WeakPoints;
    type.score = 1000;
    for (auto [name, y] : {std::pair{"left", 4.0}, std::pair{"right", -4.0}}) {
      EnemyPart& head = addPart(type, name, "", {0, y});
      head.weakPoint = true;
      head.health = 2;
      head.score = 100;
    }
    addPart(type, "tail", "", {3, -3}).score = 7;  // not a weak point
    addSpawn(*p, "hydra", "hydra", {4, 2});
    RuntimeLevel rt = playBoss(*p);
    std::vector<SeenEvent> seen = runSeeing(rt, 90, "", keys(InputFire));
    const Enemy* e = enemyOf(rt, "hydra");
    QVERIFY(e);
    QCOMPARE(e->health, std::int64_t(5));
    QVERIFY(!e->died);
    QVERIFY(playersOf(rt)[0].weaponCharge >= 10);  // bullets struck it
    QCOMPARE(playersOf(rt)[0].score, std::int64_t(0));
    QCOMPARE(countOf(seen, "enemy-killed"), std::size_t(0));
    for (const Bullet& b : playerBulletsOf(rt)) QVERIFY(b.position.x < 4);  // none went through

    const std::size_t index = indexOfEnemy(rt, *e);
    enemySystemOf(rt).damagePart(index, 0, 2, 0);
    QVERIFY(partOf(rt, *e, 0).destroyed);
    QVERIFY(!e->died);
    enemySystemOf(rt).destroyPart(index, 2, 0);  // the tail is no weak point: still no end
    QVERIFY(!e->died);
    QCOMPARE(playersOf(rt)[0].score, std::int64_t(107));
    enemySystemOf(rt).damagePart(index, 1, 2, 0);
    QVERIFY(e->died);
    QCOMPARE(e->health, std::int64_t(0));
    int killed = 0;
    for (const LevelEvent& ev : rt.events())
      if (ev.kind == "enemy-killed") {
        ++killed;
        QCOMPARE(ev.id, std::int64_t(e->serial));
        SW_CHECK_AT(ev.at, Vec2{4, 2});
      }
    QCOMPARE(killed, 1);
    // Both heads and the body: 100 + 100 + 1000 (the chain's multiplier is still 1), and the tail.
    QCOMPARE(playersOf(rt)[0].score, std::int64_t(1207));
    rt.tick();
    QVERIFY(!enemyOf(rt, "hydra"));
    QCOMPARE(spawnsOf(rt)[0].alive, std::int64_t(0));
    QCOMPARE(spawnsOf(rt)[0].health, std::int64_t(0));
  }

  // A composite body in a core fight is no armour: five hits of the ship's bullets kill it
  // (its part, out of the line of fire, untouched) for its score.
  void aCoreFightsBodyTakesBullets() {
    auto p = bossArena();
    EnemyType& type = addBossType(*p, "golem", 5);
    type.score = 1000;
    addPart(type, "horn", "", {0, 4});
    addSpawn(*p, "golem", "golem", {4, 2});
    RuntimeLevel rt = playBoss(*p);
    std::vector<SeenEvent> seen = runSeeing(rt, 90, "enemy-killed", keys(InputFire));
    QCOMPARE(seen.size(), std::size_t(1));
    QCOMPARE(playersOf(rt)[0].score, std::int64_t(1000));
    QCOMPARE(playersOf(rt)[0].weaponCharge, std::int64_t(5));
    QVERIFY(!enemyOf(rt, "golem"));
  }

  // A part's machine whose states send each other back and forth with gotos (in Tick), and
  // a second body machine doing the same in Begin, stop on their first tick, each named by
  // enemy (and part); the body's main machine and the game go on, and no error comes again.
  void runawayMachinesAreNamedAndStopAlone() {
    auto p = bossArena();
    EnemyType& type = addBossType(*p, "loop");
    addState(type.states, "count", kMainMachine, {.transitions = {"after 5 -> done"}});
    addState(type.states, "done", kMainMachine, {});
    addState(type.states, "tick", "guns", {.begin = {"goto tock"}});
    addState(type.states, "tock", "guns", {.begin = {"goto tick"}});
    EnemyPart& gun = addPart(type, "gun", "", {1, 0});
    addState(gun.states, "ping", kMainMachine, {.tick = {"goto pong"}});
    addState(gun.states, "pong", kMainMachine, {.tick = {"goto ping"}});
    addSpawn(*p, "looper", "loop", {4, -4});
    RuntimeLevel rt = playBoss(*p);
    QVERIFY(!rt.tick());
    QCOMPARE(rt.errors().size(), std::size_t(2));
    for (const Error& error : rt.errors()) QCOMPARE(error.file, std::string("levels/arena.json"));
    QCOMPARE(rt.errors()[0].where, std::string("enemy 'looper[0]' (loop)"));
    QVERIFY2(rt.errors()[0].message.find(
                 "enemy 'loop': more than 8 state changes in one tick (tick -> tock -> tick") == 0,
             rt.errors()[0].message.c_str());
    QCOMPARE(rt.errors()[1].where, std::string("enemy 'looper[0]' (loop), part 'gun'"));
    QVERIFY2(rt.errors()[1].message.find("more than 8 state changes in one tick (ping -> pong -> ping") !=
                 std::string::npos,
             rt.errors()[1].message.c_str());
    QVERIFY(enemyOf(rt, "looper")->machines[1].halted());
    QVERIFY(partOf(rt, *enemyOf(rt, "looper"), 0).machines[0].halted());
    QVERIFY(rt.run(20));  // no new error: the machines stay stopped
    QCOMPARE(rt.errors().size(), std::size_t(2));
    const Enemy& e = *enemyOf(rt, "looper");
    QCOMPARE(e.machines[0].state(), 1);
    QVERIFY(!e.machines[0].halted());
    QVERIFY(!e.died);
    SW_CHECK_AT(partOf(rt, e, 0).position, Vec2{5, -4});
  }

  // A part tree that cannot be posed does not play: the build names the type and the cycle.
  void aBrokenTreeDoesNotPlay() {
    auto p = bossArena();
    EnemyType& type = addBossType(*p, "knot");
    addPart(type, "a", "b", {1, 0});
    addPart(type, "b", "a", {1, 0});
    addSpawn(*p, "knot", "knot", {4, -4});
    Errors all;
    Result<RuntimeLevel> rt = RuntimeLevel::build(*p, *p->levels[0], PlayOptions{}, &all);
    QVERIFY(!rt);
    QCOMPARE(all[0].file, std::string("project.json"));
    QCOMPARE(all[0].where, std::string("enemy type 'knot'"));
    QVERIFY2(all[0].message.find("does not compile; enemy 'knot': part 'a' is on a cycle of parents") !=
                 std::string::npos,
             all[0].message.c_str());
  }

  // Saved mid-fight (parts turning and shot at, a sweeping curved beam, missiles in flight)
  // and restored, the run ends on the same hash as without the detour and as a fresh run.
  void aBossFightRollsBackExactly() {
    auto p = bossArena();
    EnemyType& type = addBossType(*p, "titan");
    addState(type.states, "spin", kMainMachine, {.begin = {"rotateTo 40 90 inOut", "open hatch 20"}});
    EnemyPart& shield = addPart(type, "shield", "", {-2, 6});
    shield.health = 6;
    shield.spheres = {{0, 0, 2}};  // in the line of fire while the body turns
    addState(shield.states, "wave", kMainMachine,
             {.begin = {"moveTo -2 5 30 out"}, .transitions = {"after 40 -> back"}});
    addState(shield.states, "back", kMainMachine,
             {.begin = {"moveTo -2 6 30"}, .transitions = {"after 40 -> wave"}});
    EnemyPart& eye = addPart(type, "eye", "shield", {0, -3});
    eye.beam = eye.beamCurved = true;
    eye.beamSweep = 60;
    eye.beamSweepSpeed = 2;
    eye.beamWarningTicks = eye.beamChargeTicks = 10;
    addState(eye.states, "glare", kMainMachine,
             {.begin = {"fireBeam"}, .transitions = {"after 100 -> glare"}});
    EnemyPart& hatch = addPart(type, "hatch", "", {1, -2});
    hatch.launcher = true;
    hatch.openOffset = {0.5, 0};
    addState(hatch.states, "salvo", kMainMachine,
             {.begin = {"launch 4"}, .transitions = {"after 60 -> salvo"}});
    addSpawn(*p, "titan", "titan", {8, -4});
    RuntimeLevel a = playBoss(*p), fresh = playBoss(*p);
    a.run(50, keys(InputFire));
    LevelState saved;
    a.save(saved);
    a.run(100, keys(InputFire));
    const std::uint64_t straight = a.stateHash();
    QVERIFY(!missilesOf(a).empty());
    QVERIFY(partOf(a, *enemyOf(a, "titan"), 0).health < 6);
    QVERIFY(a.restore(saved));
    a.run(100, keys(InputFire));
    QCOMPARE(a.stateHash(), straight);
    fresh.run(150, keys(InputFire));
    QCOMPARE(fresh.stateHash(), straight);
  }
};

QTEST_GUILESS_MAIN(BossPartsTest)
#include "boss_parts_test.moc"
