// Monsters on built rooms: the sword skeleton walks forward, turns at a wall and at a ledge
// (or drops off it), walks up a slope, chases a character in sight and swings at it (hurting
// it once per swing); a monster on a plate presses it; moving geometry crushes it; one that
// cannot play is named.
#include <QtTest>

#include "platformer_fixture.h"
#include "sim/platformer/character_system.h"
#include "sim/platformer/follow_camera_system.h"
#include "sim/platformer/monster_system.h"
#include "sim/platformer/puzzle_system.h"

using namespace sw;
using sw::test::buttons;
using sw::test::Room;

namespace {
// The skeleton: walks at 0.05, turns at ledges, sees 8 units.
MonsterType& skeleton(Room& room) {
  MonsterType& t = room.monsterType("skeleton");
  t.walkSpeed = 0.05;
  t.sightRange = 8;
  t.attackRange = 0.6;
  t.attackDamage = 1;
  return t;
}
const CharacterBody& bodyOf(const RuntimeLevel& rt, std::size_t i) { return rt.get<MonsterSystem>().monsters()[i].body; }
}  // namespace

class MonsterTest : public QObject {
  Q_OBJECT

 private slots:
  void theSkeletonWalksAndTurnsAtAWallAndALedge() {
    Room room;
    room.start("hero_start", {-40, 0});  // far out of sight
    room.box("shelf", {-8, 0}, {6, 2});
    room.box("wall", {6, 0}, {7, 6});
    skeleton(room);
    room.monster("skeleton_1", "skeleton", {0, 2}).facing = Monster::Facing::Right;
    Result<RuntimeLevel> rt = room.build();
    QVERIFY2(rt, rt ? "" : rt.error().toString().c_str());
    const CharacterBody& b = bodyOf(*rt, 0);
    QVERIFY(b.grounded);
    double right = 0, left = 0;
    for (int t = 0; t < 900; ++t) {
      rt->tick(buttons(0));
      right = std::max(right, b.position.x);
      left = std::min(left, b.position.x);
      QVERIFY(b.position.y > 1.99);  // never off the shelf
    }
    QVERIFY(right > 5 && right < 5.61);   // to the wall (its front at 6), not into it
    QVERIFY(left < -7 && left > -8.01);   // to the ledge, not over it
    QVERIFY2(rt->errors().empty(), rt->errors().empty() ? "" : rt->errors().front().toString().c_str());
  }

  void aSkeletonThatDropsOffLedgesFallsToTheFloor() {
    Room room;
    room.start("hero_start", {-40, 0});
    room.box("shelf", {-8, 0}, {6, 2});
    skeleton(room).atLedge = MonsterType::AtLedge::Drop;
    room.monster("skeleton_1", "skeleton", {0, 2}).facing = Monster::Facing::Right;
    Result<RuntimeLevel> rt = room.build();
    QVERIFY(rt);
    rt->run(200);
    const CharacterBody& b = bodyOf(*rt, 0);
    QVERIFY(b.grounded);
    QCOMPARE(b.position.y, 0.0);  // on the floor beyond the shelf
    QVERIFY(b.position.x > 6);
  }

  void itWalksUpASlope() {
    Room room;
    room.start("hero_start", {-40, 0});
    PlatformGeometry& ramp = room.add<PlatformGeometry>("ramp");
    ramp.shape = PlatformGeometry::Shape::Triangle;
    ramp.anchor = {4, 0};
    ramp.points = {{0, 0}, {6, 0}, {6, 3}};  // up 3 over 6: about 27 degrees
    room.box("top", {10, 0}, {20, 3});
    skeleton(room);
    room.monster("skeleton_1", "skeleton", {1, 0}).facing = Monster::Facing::Right;
    Result<RuntimeLevel> rt = room.build();
    QVERIFY(rt);
    rt->run(400);
    const CharacterBody& b = bodyOf(*rt, 0);
    QVERIFY(b.position.y > 2.99);  // up on the top
  }

  void itChasesACharacterInSightAndSwingsAtIt() {
    Room room;
    room.hero().invulnerableTicks = 30;
    room.start("hero_start", {5, 0});
    skeleton(room);
    room.monster("skeleton_1", "skeleton", {0, 0}).facing = Monster::Facing::Left;  // looking away: sight is all round
    Result<RuntimeLevel> rt = room.build();
    QVERIFY(rt);
    const auto& monsters = rt->get<MonsterSystem>();
    const CharacterBody& hero = rt->get<CharacterSystem>().characters()[0];
    const std::int64_t full = hero.health;
    int hurt = 0;
    std::int64_t firstHurt = -1;
    for (int t = 0; t < 300; ++t) {
      rt->tick(buttons(0));
      for (const LevelEvent& e : rt->events())
        if (e.kind == "character-hurt") {
          ++hurt;
          if (firstHurt < 0) firstHurt = t;
        }
    }
    QCOMPARE(monsters.monsters()[0].mode, MonsterMode::Chase);
    QCOMPARE(*monsters.read("skeleton_1", "chasing"), 1.0);
    QVERIFY(firstHurt > 0);
    QVERIFY(hurt >= 2);
    QVERIFY(hero.health < full);
  }

  // At its flee health or less, a monster that sees a character runs from it.
  void aHurtMonsterFleesFromTheCharacter() {
    Room room;
    room.start("hero_start", {0, 0});
    MonsterType& t = skeleton(room);
    t.maxHealth = 3;
    t.fleeHealth = 1;
    t.invulnerableTicks = 0;
    t.knockbackSpeed = 0;
    room.monster("coward", "skeleton", {4, 0}).facing = Monster::Facing::Left;
    Result<RuntimeLevel> rt = room.build();
    QVERIFY(rt);
    auto& monsters = const_cast<MonsterSystem&>(rt->get<MonsterSystem>());
    rt->run(5);
    QCOMPARE(monsters.monsters()[0].mode, MonsterMode::Chase);
    const double before = monsters.monsters()[0].body.position.x;
    monsters.damage(0, 2, {0, 0}, 0);  // down to 1: it flees
    rt->run(60);
    QCOMPARE(monsters.monsters()[0].mode, MonsterMode::Flee);
    QVERIFY(monsters.monsters()[0].body.position.x > before + 1);  // away from the hero
    QCOMPARE(monsters.monsters()[0].body.facing, 1);
  }

  // A hopper moves only by jumping: it leaves the ground again and again as it goes.
  void aHopperMovesByJumping() {
    Room room;
    room.start("hero_start", {-40, 0});
    MonsterType& t = room.monsterType("frog");
    t.movement = MonsterType::Movement::Hop;
    t.sightRange = 0;
    t.jumpHeight = 1.5;
    room.monster("frog_1", "frog", {0, 0}).facing = Monster::Facing::Right;
    Result<RuntimeLevel> rt = room.build();
    QVERIFY(rt);
    const CharacterBody& b = bodyOf(*rt, 0);
    int takeOffs = 0;
    bool was = true;
    for (int i = 0; i < 300; ++i) {
      rt->tick(buttons(0));
      takeOffs += was && !b.grounded;
      was = b.grounded;
    }
    QVERIFY(takeOffs >= 3);
    QVERIFY(b.position.x > 3);
  }

  // A flier beaten in the air falls to the ground and lies there.
  void aDefeatedFlierFallsToTheGround() {
    Room room;
    room.start("hero_start", {-40, 0});
    MonsterType& t = room.monsterType("bat");
    t.movement = MonsterType::Movement::Fly;
    t.sightRange = 0;
    t.height = 0.7;
    room.monster("bat_1", "bat", {0, 4});
    Result<RuntimeLevel> rt = room.build();
    QVERIFY(rt);
    rt->run(10);
    const CharacterBody& b = bodyOf(*rt, 0);
    QVERIFY(b.position.y > 3.9);  // it hovers
    auto& monsters = const_cast<MonsterSystem&>(rt->get<MonsterSystem>());
    monsters.damage(0, 100, {-5, 4}, 0);
    QVERIFY(!monsters.active(0));
    rt->run(120);
    QVERIFY(b.grounded);
    QCOMPARE(b.position.y, 0.0);
  }

  void aMonsterOnAPlatePressesIt() {
    Room room;
    room.start("hero_start", {-40, 0});
    Switch& plate = room.add<Switch>("plate_1");
    plate.kind = Switch::Kind::Plate;
    plate.position = {3, 0};
    plate.size = {2, 0.2};
    MonsterType& t = skeleton(room);
    t.walkSpeed = 0;
    room.monster("sitter", "skeleton", {3, 0});
    Result<RuntimeLevel> rt = room.build();
    QVERIFY(rt);
    rt->run(3);
    QVERIFY(rt->get<PuzzleSystem>().state().switches[0].on);
  }

  // A monster pacing over a plate changes the barrier it drives, but the camera does not
  // glance at that (it would be pulled away every time the monster walks on or off).
  void aMonsterOnAPlateMakesNoCameraGlance() {
    Room room;
    room.start("hero_start", {-10, 0});
    Switch& plate = room.add<Switch>("plate_1");
    plate.kind = Switch::Kind::Plate;
    plate.position = {3, 0};
    plate.size = {2, 0.2};
    Barrier& gate = room.add<Barrier>("gate");
    gate.position = {8, 2};
    gate.passable = "plate_1.pressed";
    gate.glanceTicks = 60;
    MonsterType& t = skeleton(room);
    t.sightRange = 0;
    room.monster("pacer", "skeleton", {0.5, 0}).facing = Monster::Facing::Right;  // walks onto the plate
    Result<RuntimeLevel> rt = room.build();
    QVERIFY2(rt, rt ? "" : rt.error().toString().c_str());
    bool changed = false;
    for (int i = 0; i < 200; ++i) {
      rt->tick(buttons(0));
      for (const LevelEvent& e : rt->events()) changed = changed || e.kind == "barrier-changed";
      QCOMPARE(rt->get<FollowCameraSystem>().state().lookAtTicks, std::int64_t(0));
    }
    QVERIFY(changed);
  }

  void aMonsterRidesAMovingPlatform() {
    Room room;
    room.start("hero_start", {-40, 0});
    room.path("ride", {{0, 3}, {10, 3}});
    PlatformGeometry& lift = room.box("lift", {-2, 2.7}, {2, 3.3});
    lift.path = "ride";
    lift.speed = 0.05;
    MonsterType& t = skeleton(room);
    t.walkSpeed = 0;  // stands: only the platform moves it
    room.monster("rider", "skeleton", {0, 3.3});
    Result<RuntimeLevel> rt = room.build();
    QVERIFY2(rt, rt ? "" : rt.error().toString().c_str());
    const CharacterBody& b = bodyOf(*rt, 0);
    QVERIFY(b.grounded);
    rt->run(100);
    QVERIFY(b.grounded);
    QCOMPARE(b.position.y, 3.3);
    QVERIFY(std::fabs(b.position.x - 5) < 0.06);  // 100 ticks at 0.05
  }

  void movingGeometryCrushesAMonster() {
    Room room;
    room.start("hero_start", {-40, 0});
    room.path("down", {{2, 6}, {2, 0.5}});
    PlatformGeometry& crusher = room.box("crusher", {1, 5}, {3, 7});
    crusher.path = "down";
    crusher.speed = 0.1;
    MonsterType& t = skeleton(room);
    t.walkSpeed = 0;
    room.monster("victim", "skeleton", {2, 0});
    Result<RuntimeLevel> rt = room.build();
    QVERIFY2(rt, rt ? "" : rt.error().toString().c_str());
    bool crushed = false;
    for (int i = 0; i < 120 && !crushed; ++i) {
      rt->tick(buttons(0));
      for (const LevelEvent& e : rt->events()) crushed = crushed || e.kind == "monster-crushed";
    }
    QVERIFY(crushed);
    QVERIFY(!rt->get<MonsterSystem>().active(0));  // crush damage 100 defeats it
  }

  void aMonsterThatCannotPlayIsNamed() {
    Room room;
    room.start("hero_start", {0, 0});
    MonsterType& t = skeleton(room);
    t.width = 0;
    room.monster("broken", "skeleton", {3, 0});
    room.monster("lost", "nobody", {4, 0});
    Errors all;
    Result<RuntimeLevel> rt = room.build({}, &all);
    QVERIFY(!rt);
    QCOMPARE(all.size(), std::size_t(2));
    QVERIFY(all[0].where.find("monster 'broken'") != std::string::npos);
    QVERIFY(all[0].message.find("no size") != std::string::npos);
    QVERIFY(all[1].message.find("'nobody' does not exist") != std::string::npos);
  }
};

QTEST_GUILESS_MAIN(MonsterTest)
#include "monster_test.moc"
