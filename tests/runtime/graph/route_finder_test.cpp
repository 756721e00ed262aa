// A* on pathing graphs: the cheapest route with the action of each step, edges that are
// traversable one way only or with another action back, closed doors, costs, and steps left
// out for a creature that cannot take them (graph/nav_abilities.h).
#include <QTest>

#include "graph/route_finder.h"

using namespace sw::graph;

namespace {
// A ledge:   top-left (0) --walk-- top-right (1)
//                                    | fall down / climb up
//            bottom-left (2) --walk-- bottom-right (3)
// and a one-way drop from top-left straight down to bottom-left (no way back up).
NavGraph ledge() {
  NavGraph g;
  g.addNode({"topLeft", {0, 4}, "", ""});
  g.addNode({"topRight", {6, 4}, "", ""});
  g.addNode({"bottomLeft", {0, 0}, "", ""});
  g.addNode({"bottomRight", {6, 0}, "", ""});
  g.addEdge({0, 1, {NavAction::Walk, -1}, {NavAction::Walk, -1}});
  g.addEdge({1, 3, {NavAction::Fall, 2}, {NavAction::Climb, 8}});
  g.addEdge({2, 3, {NavAction::Walk, -1}, {NavAction::Walk, -1}});
  g.addEdge({0, 2, {NavAction::Fall, 2}, {NavAction::None, 0}});
  return g;
}
}  // namespace

class RouteFinderTest : public QObject {
  Q_OBJECT
 private slots:
  void directionDecidesTheAction() {
    const NavGraph g = ledge();
    RouteFinder finder(g);
    Route route;
    // Down: drop off the left edge (2) and walk (6): cost 8.
    QVERIFY(finder.find(0, 3, route));
    QCOMPARE(route.nodes, (std::vector<NavNodeIndex>{0, 2, 3}));
    QCOMPARE(route.actions, (std::vector<NavAction>{NavAction::Fall, NavAction::Walk}));
    QCOMPARE(route.cost, 8.0);
    // Up: the drop has no way back, so climb at the right: walk 6 + climb 8 + walk 6.
    QVERIFY(finder.find(2, 0, route));
    QCOMPARE(route.nodes, (std::vector<NavNodeIndex>{2, 3, 1, 0}));
    QCOMPARE(route.actions, (std::vector<NavAction>{NavAction::Walk, NavAction::Climb, NavAction::Walk}));
    QCOMPARE(route.cost, 20.0);
  }

  void closedDoorsBlockAndOpenDoorsDoNot() {
    NavGraph g = ledge();
    const NavNodeIndex door = g.addNode({"door", {3, 0}, "cellDoor", "cellDoor.open"});
    // Replace the bottom walk by one through the door (cheaper than the climb).
    NavGraph h;
    for (const auto& n : g.nodes()) h.addNode(n);
    h.addEdge({0, 1, {NavAction::Walk, -1}, {NavAction::Walk, -1}});
    h.addEdge({1, 3, {NavAction::Fall, 3}, {NavAction::Climb, 8}});
    h.addEdge({0, 2, {NavAction::Fall, 2}, {NavAction::None, 0}});
    h.addEdge({2, door, {NavAction::Walk, -1}, {NavAction::Walk, -1}});
    h.addEdge({door, 3, {NavAction::Walk, -1}, {NavAction::Walk, -1}});
    RouteFinder finder(h);
    Route route;
    bool open = true;
    int asked = 0;
    auto passable = [&](NavNodeIndex, const NavNode& n) {
      ++asked;
      return n.attachedObject != "cellDoor" || open;
    };
    QVERIFY(finder.find(0, 3, passable, route));
    QCOMPARE(route.nodes, (std::vector<NavNodeIndex>{0, 2, door, 3}));
    QCOMPARE(route.cost, 8.0);
    // Door closed: round by the top and fall at the right.
    open = false;
    QVERIFY(finder.find(0, 3, passable, route));
    QCOMPARE(route.nodes, (std::vector<NavNodeIndex>{0, 1, 3}));
    QCOMPARE(route.actions, (std::vector<NavAction>{NavAction::Walk, NavAction::Fall}));
    // Closed door as the goal: unreachable. As the start: we already stand there.
    QVERIFY(!finder.find(0, door, passable, route));
    QVERIFY(route.nodes.empty());
    asked = 0;
    QVERIFY(finder.find(door, 2, passable, route));
    QCOMPARE(route.nodes, (std::vector<NavNodeIndex>{door, 2}));
    QVERIFY(asked <= int(h.nodes().size()));
  }

  void eachCreatureTakesOnlyTheStepsItCan() {
    // A wall with a shelf: from the floor (0) a 3-unit jump onto the shelf (1) and on to the
    // far floor (2), or the long way round a stair of three 1-unit steps (3, 4, 5).
    NavGraph g;
    g.addNode({"floor", {0, 0}, "", ""});      // 0
    g.addNode({"shelf", {2, 3}, "", ""});      // 1
    g.addNode({"far", {4, 0}, "", ""});        // 2
    g.addNode({"step1", {-3, 1}, "", ""});     // 3
    g.addNode({"step2", {-3, 2}, "", ""});     // 4
    g.addNode({"step3", {-1, 3}, "", ""});     // 5
    g.addEdge({0, 1, {NavAction::Jump, 4}, {NavAction::Fall, 3}});
    g.addEdge({1, 2, {NavAction::Fall, 3}, {NavAction::Jump, 4}});
    g.addEdge({0, 3, {NavAction::Jump, 4}, {NavAction::Fall, 3}});
    g.addEdge({3, 4, {NavAction::Jump, 2}, {NavAction::Fall, 2}});
    g.addEdge({4, 5, {NavAction::Jump, 3}, {NavAction::Fall, 3}});
    g.addEdge({5, 1, {NavAction::Walk, -1}, {NavAction::Walk, -1}});
    RouteFinder finder(g);
    Route route;
    NavAbilities springy;
    springy.jumpHeight = 3.5;
    springy.jumpDistance = 6;
    NavAbilities stubby = springy;
    stubby.jumpHeight = 1.2;
    // No limits and a springy creature: straight over the shelf.
    QVERIFY(finder.find(0, 2, {}, nullptr, route));
    QCOMPARE(route.nodes, (std::vector<NavNodeIndex>{0, 1, 2}));
    QVERIFY(finder.find(0, 2, {}, &springy, route));
    QCOMPARE(route.nodes, (std::vector<NavNodeIndex>{0, 1, 2}));
    QCOMPARE(route.cost, 7.0);
    // A 3-unit jump is too high for the stubby one: round by the steps, each under 1.2.
    QVERIFY(finder.find(0, 2, {}, &stubby, route));
    QCOMPARE(route.nodes, (std::vector<NavNodeIndex>{0, 3, 4, 5, 1, 2}));
    QCOMPARE(route.actions, (std::vector<NavAction>{NavAction::Jump, NavAction::Jump, NavAction::Jump,
                                                    NavAction::Walk, NavAction::Fall}));
    // Coming back the far floor needs the 3-unit jump onto the shelf: none for it.
    QVERIFY(!finder.find(2, 0, {}, &stubby, route));
    QVERIFY(route.nodes.empty());
    QVERIFY(finder.find(2, 0, {}, &springy, route));
    // A creature that cannot jump at all walks nowhere from the floor.
    const NavAbilities walker;
    QVERIFY(!finder.find(0, 1, {}, &walker, route));

    // A shut door on the steps' top forces even the stubby one to stay home, and the springy one
    // is not bothered; a door on the shelf sends the springy one round the long way.
    auto shut = [](const char* door) {
      return [door](NavNodeIndex, const NavNode& n) { return n.name != door; };
    };
    QVERIFY(!finder.find(0, 2, shut("step3"), &stubby, route));
    QVERIFY(finder.find(0, 2, shut("step3"), &springy, route));
    QCOMPARE(route.nodes, (std::vector<NavNodeIndex>{0, 1, 2}));
    QVERIFY(!finder.find(0, 2, shut("shelf"), &springy, route));  // the only way down to `far`
    QVERIFY(finder.find(0, 5, shut("shelf"), &springy, route));
    QCOMPARE(route.nodes, (std::vector<NavNodeIndex>{0, 3, 4, 5}));
    QVERIFY(finder.find(0, 5, {}, &springy, route));
    QCOMPARE(route.nodes, (std::vector<NavNodeIndex>{0, 1, 5}));
  }

  void unreachableAndTrivialRoutes() {
    NavGraph g = ledge();
    const NavNodeIndex island = g.addNode({"island", {20, 20}, "", ""});
    RouteFinder finder(g);
    Route route;
    QVERIFY(!finder.find(0, island, route));
    QVERIFY(finder.find(1, 1, route));
    QCOMPARE(route.nodes, (std::vector<NavNodeIndex>{1}));
    QVERIFY(route.actions.empty());
    QCOMPARE(route.cost, 0.0);
    QVERIFY(!finder.find(0, 99, route));
    QVERIFY(!g.addEdge({0, 0, {}, {}}));
    QVERIFY(!g.addEdge({0, 42, {}, {}}));
  }

  void findsTheCheapestRouteOnAGrid() {
    // 20 x 20 grid, walking costs 1 per step except a costly band (x == 10, cost 50)
    // with a gap at y == 19: the route goes round through the gap.
    NavGraph g;
    const int n = 20;
    for (int y = 0; y < n; ++y)
      for (int x = 0; x < n; ++x) g.addNode({"n" + std::to_string(x) + "_" + std::to_string(y), {double(x), double(y)}, "", ""});
    auto at = [&](int x, int y) { return NavNodeIndex(y * n + x); };
    for (int y = 0; y < n; ++y)
      for (int x = 0; x < n; ++x) {
        const double cost = (x == 9 && y != n - 1) ? 50 : 1;
        if (x + 1 < n) g.addEdge({at(x, y), at(x + 1, y), {NavAction::Walk, cost}, {NavAction::Walk, cost}});
        if (y + 1 < n) g.addEdge({at(x, y), at(x, y + 1), {NavAction::Walk, 1}, {NavAction::Walk, 1}});
      }
    RouteFinder finder(g);
    Route route;
    QVERIFY(finder.find(at(0, 0), at(19, 0), route));
    QCOMPARE(route.cost, 19.0 + 2 * 19.0);  // down 19, across 19, up 19
    QCOMPARE(route.nodes.size(), std::size_t(58));
    QCOMPARE(g.findNode("n3_4"), std::optional<NavNodeIndex>(at(3, 4)));
    QCOMPARE(navActionFromString("climb"), std::optional<NavAction>(NavAction::Climb));
    QCOMPARE(std::string(toString(NavAction::Fall)), std::string("fall"));
    QCOMPARE(navActionFromString("grip"), std::optional<NavAction>(NavAction::Grip));
    QCOMPARE(std::string(toString(NavAction::Grip)), std::string("grip"));
  }
};

QTEST_APPLESS_MAIN(RouteFinderTest)
#include "route_finder_test.moc"
