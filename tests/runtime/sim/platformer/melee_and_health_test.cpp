// Melee and health on a built room: a punch hurts a monster once per swing however many
// frames it overlaps, only in its active frames, and knocks it back; a character takes no
// damage from touching a monster unless its type asks for it; the backdash slides backwards
// out of harm; health regenerates at a fixed rate, stops at any damage, and resumes after the
// delay, ramping up.
#include <QtTest>

#include "platformer_fixture.h"
#include "sim/platformer/character_system.h"
#include "sim/platformer/melee.h"
#include "sim/platformer/monster_system.h"

using namespace sw;
using sw::test::buttons;
using sw::test::Room;

namespace {
int countEvents(const RuntimeLevel& rt, std::string_view kind) {
  int n = 0;
  for (const LevelEvent& e : rt.events()) n += e.kind == kind;
  return n;
}

// A still monster (sees nothing, attacks nothing) with plenty of health.
MonsterType& dummy(Room& room) {
  MonsterType& t = room.monsterType("dummy");
  t.sightRange = 0;
  t.canAttack = false;
  t.maxHealth = 50;
  t.invulnerableTicks = 0;  // so a second hit of the same swing would show
  t.knockbackSpeed = 0;
  t.walkSpeed = 0;
  return t;
}
}  // namespace

class MeleeAndHealthTest : public QObject {
  Q_OBJECT

 private slots:
  void aPunchHitsEachTargetOncePerSwing() {
    Room room;
    room.hero().attackDamage = 3;
    room.start("hero_start", {0, 0});
    dummy(room);
    room.monster("dummy_1", "dummy", {1.2, 0});
    Result<RuntimeLevel> rt = room.build();
    QVERIFY2(rt, rt ? "" : rt.error().toString().c_str());
    const auto& monsters = rt->get<MonsterSystem>();
    const auto& characters = rt->get<CharacterSystem>();
    rt->run(3);
    QCOMPARE(monsters.monsters()[0].body.health, std::int64_t(50));
    rt->tick(buttons(InputSecond));  // swing: 4 frames of 5 ticks, frames 1-2 hurt
    QCOMPARE(characters.characters()[0].swingTick, std::int64_t(0));
    int hurtAt = -1;
    for (int t = 1; t < 25; ++t) {
      rt->tick(buttons(0));
      if (hurtAt < 0 && monsters.monsters()[0].body.health < 50) hurtAt = t;
    }
    QCOMPARE(hurtAt, 5);  // frame 1 starts at swing tick 5, five ticks after the press's tick
    QCOMPARE(monsters.monsters()[0].body.health, std::int64_t(47));  // ten active ticks, one hit
    QCOMPARE(countEvents(*rt, "attack-landed"), 0);  // events are this tick's only
    // A second swing after the cooldown hits again.
    rt->run(10);
    rt->tick(buttons(InputSecond));
    rt->run(20);
    QCOMPARE(monsters.monsters()[0].body.health, std::int64_t(44));
  }

  void aSwingOutOfReachOrBehindHitsNothing() {
    Room room;
    room.start("hero_start", {0, 0});
    dummy(room);
    room.monster("behind", "dummy", {-1.2, 0});
    room.monster("far", "dummy", {4, 0});
    Result<RuntimeLevel> rt = room.build();
    QVERIFY(rt);
    rt->run(3);
    rt->tick(buttons(InputSecond));
    rt->run(30);
    const auto& monsters = rt->get<MonsterSystem>();
    QCOMPARE(monsters.monsters()[0].body.health, std::int64_t(50));
    QCOMPARE(monsters.monsters()[1].body.health, std::int64_t(50));
  }

  void touchingAMonsterHurtsOnlyWhenItsTypeSaysSo() {
    Room room;
    room.start("hero_start", {0, 0});
    MonsterType& harmless = dummy(room);
    room.monster("m", "dummy", {0.3, 0});
    {
      Result<RuntimeLevel> rt = room.build();
      QVERIFY(rt);
      rt->run(30);
      QCOMPARE(rt->get<CharacterSystem>().characters()[0].health, room.hero().maxHealth);
    }
    harmless.contactDamage = 1;
    Result<RuntimeLevel> rt = room.build();
    QVERIFY(rt);
    rt->run(30);
    QCOMPARE(rt->get<CharacterSystem>().characters()[0].health, room.hero().maxHealth - 1);  // then safe a while
  }

  void aMonsterAtNoHealthIsDefeated() {
    Room room;
    room.hero().attackDamage = 5;
    room.start("hero_start", {0, 0});
    MonsterType& weak = dummy(room);
    weak.maxHealth = 4;
    room.monster("weak", "dummy", {1.2, 0});
    Result<RuntimeLevel> rt = room.build();
    QVERIFY(rt);
    rt->tick(buttons(InputSecond));
    bool defeated = false;
    for (int t = 0; t < 20 && !defeated; ++t) {
      rt->tick(buttons(0));
      defeated = countEvents(*rt, "monster-defeated") == 1;
    }
    QVERIFY(defeated);
    QVERIFY(!rt->get<MonsterSystem>().active(0));
    QCOMPARE(*rt->get<MonsterSystem>().read("weak", "defeated"), 1.0);
  }

  void theBackdashSlidesBackwardsOutOfHarm() {
    Room room;
    CharacterType& hero = room.hero();
    hero.backdashTicks = 10;
    hero.backdashSafeTicks = 8;
    room.start("hero_start", {0, 0});
    Result<RuntimeLevel> rt = room.build();
    QVERIFY(rt);
    rt->run(3);
    auto& characters = const_cast<CharacterSystem&>(rt->get<CharacterSystem>());
    const CharacterBody& body = characters.characters()[0];
    QCOMPARE(body.facing, 1);
    rt->tick(buttons(InputDown | InputSecond));
    QVERIFY(body.position.x < -0.2);  // backwards, facing still right
    QCOMPARE(body.facing, 1);
    QVERIFY(!characters.damage(0, 1, {5, 0}));  // safe while it dashes
    rt->run(12);
    const double stopped = body.position.x;
    QVERIFY(stopped < -2);
    rt->run(5);
    QVERIFY(std::fabs(body.position.x - stopped) < 0.05);  // the dash is over
    QVERIFY(characters.damage(0, 1, {5, 0}));
  }

  void healthRegeneratesAtAFixedRateAfterADelayRampingUp() {
    Room room;
    CharacterType& hero = room.hero();
    hero.maxHealth = 5;
    hero.regenerationTicks = 10;
    hero.regenerationDelay = 30;
    hero.regenerationRampTicks = 0;
    hero.invulnerableTicks = 0;
    hero.knockbackSpeed = 0;
    room.start("hero_start", {0, 0});
    Result<RuntimeLevel> rt = room.build();
    QVERIFY(rt);
    auto& characters = const_cast<CharacterSystem&>(rt->get<CharacterSystem>());
    const CharacterBody& body = characters.characters()[0];
    rt->run(2);
    QVERIFY(characters.damage(0, 3, {5, 0}));
    QCOMPARE(body.health, std::int64_t(2));
    // 30 ticks of delay, then a point every 10 ticks.
    rt->run(39);
    QCOMPARE(body.health, std::int64_t(2));
    rt->run(1);
    QCOMPARE(body.health, std::int64_t(3));
    rt->run(10);
    QCOMPARE(body.health, std::int64_t(4));
    // Damage stops it: the delay starts again.
    QVERIFY(characters.damage(0, 2, {5, 0}));
    rt->run(39);
    QCOMPARE(body.health, std::int64_t(2));
    rt->run(1);
    QCOMPARE(body.health, std::int64_t(3));
    rt->run(100);
    QCOMPARE(body.health, std::int64_t(5));  // and never above the most

    // With a ramp of 20 ticks, the first point takes longer: the rate grows 1/20 of the full
    // rate per tick, so after n ticks n(n+1)/2 / 20 tenths came back: the first point at n = 20
    // (21/2 = 10.5 tenths), then a point per 10 ticks.
    hero.regenerationRampTicks = 20;
    Result<RuntimeLevel> ramped = room.build();
    QVERIFY(ramped);
    auto& c2 = const_cast<CharacterSystem&>(ramped->get<CharacterSystem>());
    ramped->run(2);
    QVERIFY(c2.damage(0, 3, {5, 0}));
    ramped->run(30 + 19);
    QCOMPARE(c2.characters()[0].health, std::int64_t(2));
    ramped->run(1);
    QCOMPARE(c2.characters()[0].health, std::int64_t(3));
  }
};

QTEST_GUILESS_MAIN(MeleeAndHealthTest)
#include "melee_and_health_test.moc"
