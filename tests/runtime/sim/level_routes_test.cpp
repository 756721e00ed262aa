// Pathing at run time: the level's NavNodes and NavLinks as a graph (sim/level_nav_graph.h)
// and A* over it while the level runs (sim/level_routes.h, RuntimeLevel::route): routes
// depend on the direction of travel, a door stays shut until its trigger fires, and a
// query into a reused Route does not allocate.
#include "sim/level_routes.h"

#include <QtTest>

#include "model/nav_objects.h"
#include "model/project_io.h"
#include "sim/level_nav_graph.h"
#include "sim/runtime_level.h"
#include "support/allocation_counter.h"
#include "support/sample_project.h"

using namespace sw;

namespace {

void addNode(Level& level, const std::string& name, Vec2 position, const std::string& passableWhen = {}) {
  auto node = std::make_unique<NavNode>();
  node->name = name;
  node->id = newObjectId();
  node->position = position;
  node->passableWhen = passableWhen;
  level.objects.push_back(std::move(node));
}

void addLink(Level& level, const std::string& from, const std::string& to, NavLink::Action forward,
             double forwardCost, NavLink::Action backward, double backwardCost) {
  auto link = std::make_unique<NavLink>();
  link->name = from + "_" + to;
  link->id = newObjectId();
  link->from = from;
  link->to = to;
  link->forwardAction = forward;
  link->forwardCost = forwardCost;
  link->backwardAction = backward;
  link->backwardCost = backwardCost;
  level.objects.push_back(std::move(link));
}

// start --walk-- door --walk-- goal along the floor (cheap, but the door needs its switch);
// start --jump--> roof --fall--> goal over the top (dear, and one-way: no climbing back).
void addCastle(Level& level, const std::string& doorCondition) {
  auto trigger = std::make_unique<Trigger>();
  trigger->name = "switch";
  trigger->id = newObjectId();
  trigger->activation = Trigger::Activation::Condition;
  trigger->condition = "tick >= 5";
  trigger->position = {1000, 1000};  // far from the players
  level.objects.push_back(std::move(trigger));
  addNode(level, "start", {0, 0});
  addNode(level, "door", {4, 0}, doorCondition);
  addNode(level, "goal", {8, 0});
  addNode(level, "roof", {4, 6});
  addLink(level, "start", "door", NavLink::Action::Walk, 4, NavLink::Action::Walk, 4);
  addLink(level, "door", "goal", NavLink::Action::Walk, 4, NavLink::Action::Walk, 4);
  addLink(level, "start", "roof", NavLink::Action::Jump, 10, NavLink::Action::None, 0);
  addLink(level, "roof", "goal", NavLink::Action::Fall, 3, NavLink::Action::Climb, 12);
}

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
  void buildsTheGraphFromTheLevel() {
    Level level;
    addCastle(level, "switch.fired");
    addLink(level, "goal", "nowhere", NavLink::Action::Walk, 1, NavLink::Action::Walk, 1);
    addLink(level, "goal", "goal", NavLink::Action::Walk, 1, NavLink::Action::Walk, 1);
    std::vector<std::string> skipped;
    const graph::NavGraph g = buildNavGraph(level, &skipped);
    QCOMPARE(g.nodes().size(), std::size_t(4));
    QCOMPARE(g.nodes()[1].name, std::string("door"));
    QCOMPARE(g.nodes()[1].passableWhen, std::string("switch.fired"));
    QCOMPARE(g.edges().size(), std::size_t(4));
    QCOMPARE(skipped.size(), std::size_t(2));
    QVERIFY(skipped[0].find("'nowhere'") != std::string::npos);
    QVERIFY(skipped[1].find("to itself") != std::string::npos);
    // The one-way roof link lists only its forward step; the fall back up is a climb.
    const auto& fromRoof = g.stepsFrom(3);
    QCOMPARE(fromRoof.size(), std::size_t(1));
    QCOMPARE(int(fromRoof[0].action), int(graph::NavAction::Fall));
    QCOMPARE(fromRoof[0].cost, 3.0);
    QCOMPARE(int(g.stepsFrom(2).back().action), int(graph::NavAction::Climb));
  }

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

  void brokenConditionsAreReportedAndKeepTheDoorShut() {
    Level level;
    addCastle(level, "ghost.fired");
    Errors problems;
    const TriggerCondition::Names none{[](std::string_view) { return -1; }, [](std::string_view) { return -1; },
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
    QVERIFY(rt->route("start", "goal", route));
    QCOMPARE(names(rt->routes().graph(), route), (Strings{"start", "roof", "goal"}));
    QVERIFY(!rt->route("goal", "start", route));
    while (!rt->triggerFired("switch") && rt->ticksRun() < 60) QVERIFY(rt->tick());
    QVERIFY(rt->triggerFired("switch"));
    QVERIFY(rt->route("start", "goal", route));
    QCOMPARE(names(rt->routes().graph(), route), (Strings{"start", "door", "goal"}));
    QCOMPARE(route.actions, (Actions{graph::NavAction::Walk, graph::NavAction::Walk}));

    // Once the finder and the route are sized, a query allocates nothing.
    test::allocationCount = 0;
    test::countingAllocations = true;
    const bool found = rt->route("goal", "start", route);
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
