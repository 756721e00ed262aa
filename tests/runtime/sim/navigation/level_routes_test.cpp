// Pathing at run time: A* over the level's nav graph (model/level/level_nav_graph.h, tested in
// tests/runtime/model/level_nav_graph_test.cpp) while the level runs (sim/level_routes.h,
// RuntimeLevel::route): routes depend on the direction of travel, a door stays shut until
// its trigger fires, a creature takes only the steps it can (a roof too high waits for the
// door), and a query into a reused Route does not allocate.
#include "sim/navigation/level_routes.h"

#include <QtTest>

#include "model/level/nav_objects.h"
#include "model/io/project_io.h"
#include "sim/runtime_level.h"
#include "support/allocation_counter.h"
#include "support/nav_castle.h"
#include "support/sample_project.h"
#include "support/shooter_parts.h"

using namespace sw;
using sw::test::addCastle;

namespace {

std::vector<std::string> names(const graph::NavGraph& g, const graph::Route& route) {
  std::vector<std::string> out;
  for (auto i : route.nodes) out.push_back(g.nodes()[i].name);
  return out;
}

using Strings = std::vector<std::string>;
using Actions = std::vector<graph::NavAction>;

// A fixed level state for LevelRoutes alone: only TRIGGER.fired, answered from a flag.
class FixedState final : public ConditionSource {
 public:
  bool switchFired = false;
  double value(ConditionValue what, int) const override {
    return what == ConditionValue::TriggerFired && switchFired ? 1 : 0;
  }
};

}  // namespace

class LevelRoutesTest : public QObject {
  Q_OBJECT
 private slots:
  void closedDoorsAndDirectionsShapeTheRoute() {
    Level level;
    addCastle(level, "switch.fired");
    Errors problems;
    const TriggerCondition::Names lookups{[](std::string_view) { return -1; },
                                          [](std::string_view n) { return n == "switch" ? 0 : -1; },
                                          [](std::string_view) { return -1; }};
    LevelRoutes routes(level, lookups, "levels/castle.json", problems);
    QVERIFY(problems.empty());
    FixedState state;
    graph::Route route;
    // Door shut: over the roof, jump then fall.
    QVERIFY(routes.find("start", "goal", state, route));
    QCOMPARE(names(routes.graph(), route), (Strings{"start", "roof", "goal"}));
    QCOMPARE(route.actions, (Actions{graph::NavAction::Jump, graph::NavAction::Fall}));
    QCOMPARE(route.cost, 13.0);
    // The way back cannot use the roof (no action from roof to start): no route at all.
    QVERIFY(!routes.find("goal", "start", state, route));
    QVERIFY(route.nodes.empty());
    // Door open: along the floor, both ways.
    state.switchFired = true;
    QVERIFY(routes.find("start", "goal", state, route));
    QCOMPARE(names(routes.graph(), route), (Strings{"start", "door", "goal"}));
    QCOMPARE(route.cost, 8.0);
    QVERIFY(routes.find("goal", "start", state, route));
    QCOMPARE(route.actions, (Actions{graph::NavAction::Walk, graph::NavAction::Walk}));
    // Unknown names find nothing.
    QVERIFY(!routes.find("start", "moon", state, route));
  }

  void aCreatureThatCannotJumpOntoTheRoofWaitsForTheDoor() {
    Level level;
    addCastle(level, "switch.fired");
    Errors problems;
    const TriggerCondition::Names lookups{[](std::string_view) { return -1; },
                                          [](std::string_view n) { return n == "switch" ? 0 : -1; },
                                          [](std::string_view) { return -1; }};
    LevelRoutes routes(level, lookups, "levels/castle.json", problems);
    FixedState state;
    graph::Route route;
    graph::NavAbilities low;  // the roof is 6 up
    low.jumpHeight = 2;
    low.jumpDistance = 5;
    graph::NavAbilities high = low;
    high.jumpHeight = 6;
    QVERIFY(routes.find("start", "goal", state, route, &high));
    QCOMPARE(names(routes.graph(), route), (Strings{"start", "roof", "goal"}));
    QVERIFY(!routes.find("start", "goal", state, route, &low));
    state.switchFired = true;
    QVERIFY(routes.find("start", "goal", state, route, &low));
    QCOMPARE(names(routes.graph(), route), (Strings{"start", "door", "goal"}));

    // Warm (the queries above sized the finder and the route), a creature's query allocates
    // nothing either.
    state.switchFired = false;
    test::allocationCount = 0;
    test::countingAllocations = true;
    const bool closed = routes.find("start", "goal", state, route, &low);
    state.switchFired = true;
    const bool open = routes.find("start", "goal", state, route, &low);
    const bool over = routes.find("start", "goal", state, route, &high);
    test::countingAllocations = false;
    QVERIFY(!closed && open && over);
    QCOMPARE(test::allocationCount.load(), 0L);
  }

  void brokenConditionsAreReportedAndKeepTheDoorShut() {
    Level level;
    addCastle(level, "ghost.fired");
    Errors problems;
    const TriggerCondition::Names none{[](std::string_view) { return -1; },
                                       [](std::string_view) { return -1; },
                                       [](std::string_view) { return -1; }};
    LevelRoutes routes(level, none, "levels/castle.json", problems);
    QCOMPARE(problems.size(), std::size_t(1));
    QCOMPARE(problems[0].file, std::string("levels/castle.json"));
    QCOMPARE(problems[0].where, std::string("nav node 'door'"));
    QVERIFY(problems[0].message.find("'ghost'") != std::string::npos);
    FixedState state;
    state.switchFired = true;
    graph::Route route;
    QVERIFY(routes.find("start", "goal", state, route));
    QCOMPARE(names(routes.graph(), route), (Strings{"start", "roof", "goal"}));
  }

  void theRunningLevelOpensTheDoorWhenItsTriggerFires() {
    auto project = test::sampleProject();
    Level& level = *project->levels[0];
    addCastle(level, "switch.fired");
    Result<RuntimeLevel> rt = RuntimeLevel::build(*project, level, 3);
    QVERIFY2(rt.ok(), rt.ok() ? "" : rt.error().toString().c_str());
    graph::Route route;
    QVERIFY(routeOf(*rt, "start", "goal", route));
    QCOMPARE(names(routesOf(*rt).graph(), route), (Strings{"start", "roof", "goal"}));
    QVERIFY(!routeOf(*rt, "goal", "start", route));
    while (!triggerFiredOf(*rt, "switch") && rt->ticksRun() < 60) QVERIFY(rt->tick());
    QVERIFY(triggerFiredOf(*rt, "switch"));
    QVERIFY(routeOf(*rt, "start", "goal", route));
    QCOMPARE(names(routesOf(*rt).graph(), route), (Strings{"start", "door", "goal"}));
    QCOMPARE(route.actions, (Actions{graph::NavAction::Walk, graph::NavAction::Walk}));

    // Once the finder and the route are sized, a query allocates nothing.
    test::allocationCount = 0;
    test::countingAllocations = true;
    const bool found = routeOf(*rt, "goal", "start", route);
    test::countingAllocations = false;
    QVERIFY(found);
    QCOMPARE(test::allocationCount.load(), 0L);
  }

  void playRefusesABadPassableWhenLikeABadTriggerCondition() {
    auto project = test::sampleProject();
    Level& level = *project->levels[0];
    addCastle(level, "ghost.fired");
    Errors all;
    Result<RuntimeLevel> rt = RuntimeLevel::build(*project, level, 3, &all);
    QVERIFY(!rt.ok());
    QCOMPARE(rt.error().where, std::string("nav node 'door'"));
    QCOMPARE(rt.error().file, level.file);
  }
};

QTEST_APPLESS_MAIN(LevelRoutesTest)
#include "level_routes_test.moc"
