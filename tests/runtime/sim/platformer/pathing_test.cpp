// Routes while a platformer level runs: a shut door's node keeps routes out until the door
// opens (and routes replan the tick it does); the follower reaches the active character on a
// ledge by jumping (a real jump of the controller, no catching up); a monster chases along
// the graph over a gap it must jump.
#include <QtTest>

#include "platformer_fixture.h"
#include "model/level/nav_objects.h"
#include "model/platformer/character_abilities.h"
#include "sim/platformer/character_system.h"
#include "sim/platformer/monster_system.h"
#include "sim/platformer/pathing_system.h"

using namespace sw;
using sw::test::buttons;
using sw::test::Room;

namespace {
NavNode& node(Room& room, const std::string& name, Vec2 at) {
  NavNode& n = room.add<NavNode>(name);
  n.position = at;
  return n;
}
NavLink& link(Room& room, const std::string& from, const std::string& to, NavLink::Action forward,
              NavLink::Action backward, double cost = -1) {
  NavLink& l = room.add<NavLink>(from + "_" + to);
  l.from = from;
  l.to = to;
  l.forwardAction = forward;
  l.backwardAction = backward;
  l.forwardCost = l.backwardCost = cost;
  return l;
}
std::vector<std::string> names(const PathingSystem& pathing, const graph::Route& route) {
  std::vector<std::string> out;
  for (auto n : route.nodes) out.push_back(pathing.graph().nodes()[n].name);
  return out;
}
bool saw(const RuntimeLevel& rt, std::string_view kind) {
  for (const LevelEvent& e : rt.events())
    if (e.kind == kind) return true;
  return false;
}
}  // namespace

class PathingTest : public QObject {
  Q_OBJECT

 private slots:
  void aShutDoorKeepsRoutesOutUntilItOpens() {
    Room room;
    room.start("hero_start", {-20, 0});
    Switch& lever = room.add<Switch>("lever_1");
    lever.position = {-20, 0.6};
    Door& door = room.add<Door>("door_1");
    door.position = {5, 2};
    door.size = {1, 4};
    door.travel = 4;
    door.speed = 1;  // open in four ticks
    door.opensWhen = "lever_1.on";
    node(room, "a", {0, 0});
    node(room, "d", {5, 0}).attachedTo = "door_1";
    node(room, "c", {5, -0.5});
    node(room, "b", {10, 0});
    const auto walk = NavLink::Action::Walk;
    link(room, "a", "d", walk, walk);
    link(room, "d", "b", walk, walk);
    link(room, "a", "c", walk, walk, 30);  // the long way round
    link(room, "c", "b", walk, walk, 30);
    Result<RuntimeLevel> rt = room.build();
    QVERIFY2(rt, rt ? "" : rt.error().toString().c_str());
    auto& pathing = const_cast<PathingSystem&>(rt->get<PathingSystem>());
    const auto a = *pathing.graph().findNode("a"), b = *pathing.graph().findNode("b");
    QVERIFY(!pathing.passable(*pathing.graph().findNode("d")));
    const graph::Route* shut = pathing.plan(a, b);
    QVERIFY(shut);
    QCOMPARE(names(pathing, *shut), (std::vector<std::string>{"a", "c", "b"}));
    rt->tick(buttons(InputUp));  // the lever: the door starts opening
    int changedAt = -1;
    for (int t = 1; t < 10 && changedAt < 0; ++t) {
      rt->tick(buttons(0));
      if (pathing.changedThisTick()) changedAt = t;
    }
    QVERIFY(changedAt > 0);
    QVERIFY(!pathing.changedThisTick() || changedAt > 0);
    const graph::Route* open = pathing.plan(a, b);
    QVERIFY(open);
    QCOMPARE(names(pathing, *open), (std::vector<std::string>{"a", "d", "b"}));
    rt->tick(buttons(0));
    QVERIFY(!pathing.changedThisTick());  // only the tick it changed
  }

  // The short way up to the shelf is a jump of 2.5; the long way a ramp. A creature whose jump
  // is lower goes round; one that can make it jumps.
  void aJumpTooHighForOneCreatureIsNotInItsRoutes() {
    Room room;
    room.start("hero_start", {-20, 0});
    node(room, "floor", {0, 0});
    node(room, "shelf", {2, 2.5});
    node(room, "ramp_foot", {-6, 0});
    node(room, "ramp_top", {-6, 2.5});
    link(room, "floor", "shelf", NavLink::Action::Jump, NavLink::Action::Fall);
    link(room, "floor", "ramp_foot", NavLink::Action::Walk, NavLink::Action::Walk);
    link(room, "ramp_foot", "ramp_top", NavLink::Action::Walk, NavLink::Action::Walk);
    link(room, "ramp_top", "shelf", NavLink::Action::Walk, NavLink::Action::Walk);
    MonsterType& low = room.monsterType("low");
    low.jumpHeight = 1.5;
    MonsterType& high = room.monsterType("high");
    high.jumpHeight = 3;
    Result<RuntimeLevel> rt = room.build();
    QVERIFY2(rt, rt ? "" : rt.error().toString().c_str());
    auto& pathing = const_cast<PathingSystem&>(rt->get<PathingSystem>());
    const auto from = *pathing.graph().findNode("floor"), to = *pathing.graph().findNode("shelf");
    const graph::NavAbilities lowAbilities = abilitiesOf(low.motion()), highAbilities = abilitiesOf(high.motion());
    const graph::Route* lowRoute = pathing.plan(from, to, &lowAbilities);
    QVERIFY(lowRoute);
    QCOMPARE(names(pathing, *lowRoute), (std::vector<std::string>{"floor", "ramp_foot", "ramp_top", "shelf"}));
    const graph::Route* highRoute = pathing.plan(from, to, &highAbilities);
    QVERIFY(highRoute);
    QCOMPARE(names(pathing, *highRoute), (std::vector<std::string>{"floor", "shelf"}));
  }

  // A route is planned again at once when its goal moves far, when the goal moves a little
  // only once it is due (replanTicks), and at once when a door moves.
  void routesReplanWhenTheTargetMovesFar() {
    Room room;
    room.start("hero_start", {-20, 0});
    for (int i = 0; i <= 10; ++i) node(room, "n" + std::to_string(i), {double(i) * 2, 0});
    for (int i = 0; i < 10; ++i)
      link(room, "n" + std::to_string(i), "n" + std::to_string(i + 1), NavLink::Action::Walk, NavLink::Action::Walk);
    Result<RuntimeLevel> rt = room.build();
    QVERIFY(rt);
    auto& pathing = const_cast<PathingSystem&>(rt->get<PathingSystem>());
    auto n = [&](int i) { return *pathing.graph().findNode("n" + std::to_string(i)); };
    RouteProgress route;
    pathing.keepRoute(route, {0, 0}, n(5), 30);
    QCOMPARE(route.goal, n(5));
    QCOMPARE(route.count, 6);
    pathing.keepRoute(route, {0, 0}, n(6), 30);  // two units on: kept until due
    QCOMPARE(route.goal, n(5));
    for (int t = 0; t < 30; ++t) pathing.keepRoute(route, {0, 0}, n(6), 30);
    QCOMPARE(route.goal, n(6));  // due: planned for the new goal
    pathing.keepRoute(route, {0, 0}, n(10), 30);  // eight units on: at once
    QCOMPARE(route.goal, n(10));
    QCOMPARE(route.count, 11);
  }

  void theFollowerJumpsUpToALedge() {
    Room room;
    room.box("shelf", {4, 0}, {12, 2.5});
    room.start("leader", {8, 2.5});
    room.start("follower", {-4, 0});
    node(room, "floor_a", {-4, 0});
    node(room, "floor_b", {2.5, 0});
    node(room, "shelf_a", {5, 2.5});
    node(room, "shelf_b", {8, 2.5});
    link(room, "floor_a", "floor_b", NavLink::Action::Walk, NavLink::Action::Walk);
    link(room, "floor_b", "shelf_a", NavLink::Action::Jump, NavLink::Action::Fall);
    link(room, "shelf_a", "shelf_b", NavLink::Action::Walk, NavLink::Action::Walk);
    Result<RuntimeLevel> rt = room.build();
    QVERIFY2(rt, rt ? "" : rt.error().toString().c_str());
    const auto& characters = rt->get<CharacterSystem>();
    QVERIFY(characters.following(1));
    const CharacterBody& follower = characters.characters()[1];
    bool caughtUp = false;
    for (int t = 0; t < 400; ++t) {
      rt->tick(buttons(0));
      caughtUp = caughtUp || saw(*rt, "follower-caught-up");
    }
    QVERIFY(!caughtUp);  // it got there itself
    QVERIFY(follower.grounded);
    QCOMPARE(follower.position.y, 2.5);
    QVERIFY(std::fabs(follower.position.x - 8) <= room.hero().followDistance + 0.5);
  }

  void aFollowerLeftFarBehindCatchesUp() {
    Room room;
    room.hero().teleportDistance = 10;
    room.start("leader", {20, 0});
    room.start("follower", {-20, 0});
    room.box("wall", {0, 0}, {1, 30});  // no way past, no graph
    Result<RuntimeLevel> rt = room.build();
    QVERIFY(rt);
    bool caughtUp = false;
    for (int t = 0; t < 5 && !caughtUp; ++t) {
      rt->tick(buttons(0));
      caughtUp = saw(*rt, "follower-caught-up");
    }
    QVERIFY(caughtUp);
    const CharacterBody& follower = rt->get<CharacterSystem>().characters()[1];
    QVERIFY(std::fabs(follower.position.x - 20) <= room.hero().followDistance + 1e-9);
  }

  void aMonsterChasesAlongTheGraphOverAGap() {
    Room room;
    // Two floors with a gap between: the hero on the right one, the monster on the left.
    room.level->objects.clear();
    room.box("left", {-20, -1}, {0, 0});
    room.box("right", {3, -1}, {20, 0});
    room.start("hero_start", {7, 0});
    MonsterType& t = room.monsterType("leaper");
    t.walkSpeed = 0.1;
    t.jumpHeight = 2.5;  // far enough for the gap: abilitiesOf gives it 3.8 units at its speed
    t.sightRange = 12;
    t.canAttack = false;
    room.monster("leaper_1", "leaper", {-4, 0});
    node(room, "l1", {-4, 0});
    node(room, "l2", {-0.3, 0});
    node(room, "r1", {3.3, 0});
    node(room, "r2", {7, 0});
    link(room, "l1", "l2", NavLink::Action::Walk, NavLink::Action::Walk);
    link(room, "l2", "r1", NavLink::Action::Jump, NavLink::Action::Jump);
    link(room, "r1", "r2", NavLink::Action::Walk, NavLink::Action::Walk);
    Result<RuntimeLevel> rt = room.build();
    QVERIFY2(rt, rt ? "" : rt.error().toString().c_str());
    rt->run(300);
    const CharacterBody& b = rt->get<MonsterSystem>().monsters()[0].body;
    QVERIFY(b.grounded);
    QCOMPARE(b.position.y, 0.0);
    QVERIFY(b.position.x > 3);  // across the gap, not fallen into it
  }
};

QTEST_GUILESS_MAIN(PathingTest)
#include "pathing_test.moc"
