// Gripping ledges, mantling (also onto a moving platform) and the grappling hook: a small
// swing on the rope takes 2 pi sqrt(L / g) ticks, as a pendulum does (within 2 %).
#include <QtTest>

#include <cmath>

#include "platformer_fixture.h"
#include "sim/platformer/character_system.h"
#include "sim/platformer/geometry_system.h"
#include "sim/platformer/grappling_hook.h"

using namespace sw;
using sw::test::buttons;
using sw::test::Room;

class LedgeAndHookTest : public QObject {
  Q_OBJECT

 private slots:
  void aJumpBesideALedgeGripsItAndUpClimbsOn() {
    Room room;
    room.start("hero_start", {1.5, 0});
    room.box("wall", {2, 0}, {6, 4.2});
    Result<RuntimeLevel> rt = room.build();
    QVERIFY(rt);
    const CharacterBody& hero = rt->get<CharacterSystem>().characters()[0];
    rt->tick(buttons(InputRight | InputFire));
    int t = 0;
    while (hero.mode != BodyMode::Hanging && t++ < 200) rt->tick(buttons(InputRight | InputFire));
    QCOMPARE(hero.mode, BodyMode::Hanging);
    // Hanging by the hands from the ledge's top, beside the wall.
    QVERIFY(std::fabs(hero.position.y + room.hero().height - 4.2) < 1e-9);
    QVERIFY(hero.position.x + room.hero().width / 2 <= 2 + 1e-9);
    const Vec2 hanging = hero.position;
    rt->run(30, buttons(InputRight));
    QCOMPARE(hero.mode, BodyMode::Hanging);  // it holds on
    QVERIFY((hero.position - hanging).length() < 1e-12);
    rt->tick(buttons(InputRight | InputUp));
    QCOMPARE(hero.mode, BodyMode::Mantling);
    rt->run(room.hero().mantleTicks, buttons(0));
    QCOMPARE(hero.mode, BodyMode::Free);
    QVERIFY(hero.grounded);
    QCOMPARE(hero.position.y, 4.2);  // on top
    QVERIFY(hero.position.x - room.hero().width / 2 >= 2);
  }

  void downLetsGo() {
    Room room;
    room.start("hero_start", {1.5, 0});
    room.box("wall", {2, 0}, {6, 4.2});
    Result<RuntimeLevel> rt = room.build();
    const CharacterBody& hero = rt->get<CharacterSystem>().characters()[0];
    for (int t = 0; t < 200 && hero.mode != BodyMode::Hanging; ++t) rt->tick(buttons(InputRight | InputFire));
    QCOMPARE(hero.mode, BodyMode::Hanging);
    rt->tick(buttons(InputDown));
    QCOMPARE(hero.mode, BodyMode::Free);
    rt->run(120, buttons(0));
    QVERIFY(hero.grounded);
    QCOMPARE(hero.position.y, 0.0);
  }

  // The ledge moves: hanging rides it, and the mantle ends standing on the moving block.
  void mantlingOntoAMovingPlatform() {
    Room room;
    room.start("hero_start", {2.4, 0});
    room.path("drift", {{5, 2.6}, {25, 2.6}});
    PlatformGeometry& raft = room.box("raft", {3, 1}, {7, 4.2});
    raft.path = "drift";
    raft.speed = 0.02;
    raft.waitTicks = 0;
    Result<RuntimeLevel> rt = room.build();
    QVERIFY2(rt, rt ? "" : rt.error().toString().c_str());
    const CharacterBody& hero = rt->get<CharacterSystem>().characters()[0];
    for (int t = 0; t < 200 && hero.mode != BodyMode::Hanging; ++t) rt->tick(buttons(InputRight | InputFire));
    QCOMPARE(hero.mode, BodyMode::Hanging);
    const double x = hero.position.x;
    rt->run(50, buttons(0));
    QVERIFY(std::fabs(hero.position.x - (x + 50 * 0.02)) < 1e-6);  // carried by the ledge
    rt->tick(buttons(InputUp));
    rt->run(room.hero().mantleTicks, buttons(0));
    QVERIFY(hero.grounded);
    QCOMPARE(hero.groundOwner, rt->get<GeometrySystem>().world().ownerIndex("raft"));
    const double onIt = hero.position.x;
    rt->run(50, buttons(0));
    QVERIFY(std::fabs(hero.position.x - (onIt + 50 * 0.02)) < 1e-6);  // riding it
  }

  // Fired near the top of a jump straight up, the hook swings the hero as a pendulum.
  void aSmallSwingHasThePendulumsPeriod() {
    Room room;
    room.hero().runAcceleration = 0.012;  // the plain numbers: braking in the air takes a while
    room.hero().runBraking = 0.02;
    room.hero().hasHook = true;
    room.hero().hookAngle = 85;
    room.hero().hookRange = 20;
    room.start("hero_start", {0, 0});
    room.box("ceiling", {-30, 10}, {30, 11});
    Result<RuntimeLevel> rt = room.build();
    QVERIFY(rt);
    const CharacterBody& hero = rt->get<CharacterSystem>().characters()[0];
    const CharacterType& type = rt->get<CharacterSystem>().type(0);
    rt->tick(buttons(InputFire));
    while (hero.velocity.y > 0) rt->tick(buttons(InputFire));
    rt->tick(buttons(InputSecond));
    QCOMPARE(hero.mode, BodyMode::Swinging);
    const PlatformWorld& world = rt->get<GeometrySystem>().world();
    const Vec2 pivot = world.owners()[std::size_t(hero.holdOwner)].anchor + hero.holdOffset;
    QVERIFY(std::fabs(pivot.y - 10) < 1e-9);
    const double length = hero.ropeLength;
    const double expected = 2 * 3.14159265358979323846 * std::sqrt(length / type.gravity);
    // Upward crossings of the vertical under the hook, interpolated between ticks.
    std::vector<double> crossings;
    double before = hookHands(hero, type).x - pivot.x;
    for (int t = 1; t < 2000 && crossings.size() < 4; ++t) {
      rt->tick(buttons(0));
      QCOMPARE(hero.mode, BodyMode::Swinging);
      const double now = hookHands(hero, type).x - pivot.x;
      if (before < 0 && now >= 0) crossings.push_back(t - now / (now - before));
      before = now;
    }
    QCOMPARE(crossings.size(), std::size_t(4));
    const double period = (crossings[3] - crossings[0]) / 3;
    QVERIFY2(std::fabs(period - expected) / expected < 0.02,
             qPrintable(QString("period %1 ticks, pendulum %2").arg(period).arg(expected)));
    // Reeling in shortens the rope by the reel speed a tick.
    rt->run(10, buttons(InputUp));
    QVERIFY(std::fabs(hero.ropeLength - (length - 10 * type.hookReelSpeed)) < 1e-9);
    // Jump lets go and keeps the swing's speed.
    for (int t = 0; t < 400 && std::fabs(hero.velocity.x) < 0.05; ++t) rt->tick(buttons(InputRight));
    const double vx = hero.velocity.x;
    rt->tick(buttons(InputFire));
    QCOMPARE(hero.mode, BodyMode::Free);
    rt->tick(buttons(0));
    QVERIFY(std::fabs(hero.velocity.x) > 0.5 * std::fabs(vx));
  }

  void aHookThatCatchesNothingLeavesTheHeroAlone() {
    Room room;
    room.hero().hasHook = true;
    room.start("hero_start", {0, 0});
    Result<RuntimeLevel> rt = room.build();
    const CharacterBody& hero = rt->get<CharacterSystem>().characters()[0];
    rt->tick(buttons(InputSecond));
    QCOMPARE(hero.mode, BodyMode::Free);
    QVERIFY(hero.grounded);
  }
};

QTEST_APPLESS_MAIN(LedgeAndHookTest)
#include "ledge_and_hook_test.moc"
