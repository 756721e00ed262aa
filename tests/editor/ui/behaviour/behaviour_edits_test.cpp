// What the behaviour graph reads and writes, without a window: machinesOf lists the body's
// and the parts' machines, graphOf makes nodes and wires from the lines (problems on the node
// or wire their pointer names), the layered layout is the same for the same data, and the
// line rewrites change only the line they are about.
#include <QtTest>

#include "ui/behaviour/behaviour_graph_data.h"
#include "ui/behaviour/behaviour_line_edits.h"

using namespace sw;
using namespace sw::editor::behaviour;

namespace {
void add(std::vector<std::unique_ptr<EnemyState>>& states, const char* name, const char* machine,
         Lines transitions, Lines tick = {}) {
  auto s = std::make_unique<EnemyState>();
  s->name = name;
  s->machine = machine;
  s->transitions = std::move(transitions);
  s->tick = std::move(tick);
  states.push_back(std::move(s));
}

EnemyType walker() {
  EnemyType type;
  type.name = "walker";
  add(type.states, "walk", "main", {"after 10 -> turn", "pathEnd -> gone", "health<3 -> turn"});
  add(type.states, "aim", "guns", {"always -> aim"});
  add(type.states, "turn", "main", {"after 5 -> walk", "after 1 -> aim"}, {"goto walk"});
  add(type.states, "gone", "main", {"nonsense"});
  auto leg = std::make_unique<EnemyPart>();
  leg->name = "leg";
  type.parts.push_back(std::move(leg));
  return type;
}
}  // namespace

class BehaviourEditsTest : public QObject {
  Q_OBJECT
 private slots:
  void machinesOfBodyAndParts() {
    const EnemyType type = walker();
    const std::vector<MachineRef> machines = machinesOf(type);
    QCOMPARE(machines.size(), std::size_t(3));
    QVERIFY((machines[0] == MachineRef{-1, "main"}));
    QVERIFY((machines[1] == MachineRef{-1, "guns"}));
    QVERIFY((machines[2] == MachineRef{0, "main"}));  // a part without states: where its first would go
    QVERIFY((machineHolding(type, type.states[1].get()) == MachineRef{-1, "guns"}));
    QVERIFY(!machineHolding(type, nullptr));
    QCOMPARE(ownerPointer(-1), std::string());
    QCOMPARE(ownerPointer(2), std::string("/parts/2"));
  }

  void nodesWiresAndProblems() {
    const EnemyType type = walker();
    const BehaviourGraph graph = graphOf(type, {-1, "main"});
    QCOMPARE(graph.nodes.size(), std::size_t(3));
    QCOMPARE(graph.nodes[0].name, std::string("walk"));
    QVERIFY(graph.nodes[0].initial && !graph.nodes[1].initial);
    QCOMPARE(graph.nodes[1].source, 2);  // "turn" is the third state of the list
    // walk: two wires (its target and "health<3" as written); turn: one (aim is another machine's) and a
    // goto.
    QCOMPARE(graph.wires.size(), std::size_t(5));
    QCOMPARE(graph.wires[0].label, std::string("after 10"));
    QCOMPARE(graph.wires[1].label, std::string("pathEnd"));
    QCOMPARE(graph.wires[2].label, std::string("health<3"));
    QCOMPARE(graph.wires[3].to, 0);
    QCOMPARE(graph.wires[4].kind, GraphWire::Kind::Goto);
    QCOMPARE(graph.wires[4].list, StateList::Tick);
    // The transition to the other machine's state: a problem on "turn"'s box; "gone"'s line
    // does not read: on its box.
    QCOMPARE(graph.nodes[1].problems.size(), std::size_t(1));
    QVERIFY(graph.nodes[1].problems[0].find("guns") != std::string::npos);
    QCOMPARE(graph.nodes[2].problems.size(), std::size_t(1));
    QVERIFY(graph.wires[0].problems.empty());
    // The guns machine: one state looping on itself.
    const BehaviourGraph guns = graphOf(type, {-1, "guns"});
    QCOMPARE(guns.nodes.size(), std::size_t(1));
    QCOMPARE(guns.wires.size(), std::size_t(1));
    QCOMPARE(guns.wires[0].from, guns.wires[0].to);
    QVERIFY(graphOf(type, {0, "main"}).nodes.empty());
    QVERIFY(graphOf(type, {7, "main"}).nodes.empty());
  }

  void layersFollowTheWiresFromTheInitialState() {
    EnemyType type = walker();
    const BehaviourGraph graph = graphOf(type, {-1, "main"});
    const std::vector<NodePlace> places = layeredPlaces(graph);
    QCOMPARE(places.size(), std::size_t(3));
    QCOMPARE(places[0].column, 0);
    QCOMPARE(places[1].column, 1);  // turn
    QCOMPARE(places[2].column, 1);  // gone
    QCOMPARE(places[1].row, 0);
    QCOMPARE(places[2].row, 1);
    const std::vector<NodePlace> again = layeredPlaces(graphOf(type, {-1, "main"}));
    for (std::size_t i = 0; i < places.size(); ++i)
      QVERIFY(places[i].column == again[i].column && places[i].row == again[i].row);
  }

  void lineRewrites() {
    const Lines lines{"after 10 -> turn", "pathEnd   ->  gone", "garbage"};
    std::string why;
    QCOMPARE(*withTransition(lines, "walk", &why), (Lines{lines[0], lines[1], lines[2], "always -> walk"}));
    QVERIFY(!withTransition(lines, "", &why));
    QCOMPARE(*withCondition(lines, 1, "  health < 4 ", &why),
             (Lines{lines[0], "health < 4 -> gone", lines[2]}));
    QVERIFY(!withCondition(lines, 0, "after 10", &why));  // nothing changes
    QVERIFY(why.empty());
    QVERIFY(!withCondition(lines, 0, "soon", &why));
    QVERIFY(!why.empty());
    QVERIFY(!withCondition(lines, 0, "always -> walk", &why));
    QVERIFY(!withCondition(lines, 2, "always", &why));  // no target to keep
    QVERIFY(!withCondition(lines, 5, "always", &why));
    QCOMPARE(*withoutLine(lines, 0, &why), (Lines{lines[1], lines[2]}));
    QVERIFY(!withoutLine(lines, 3, &why));
    QCOMPARE(*withoutLinesTo(lines, true, "gone"), (Lines{lines[0], lines[2]}));
    QVERIFY(!withoutLinesTo(lines, true, "walk"));
    QCOMPARE(*withoutLinesTo(Lines{"sleep 2", "goto walk"}, false, "walk"), Lines{"sleep 2"});
    QCOMPARE(conditionText(" after 3 -> x").value(), std::string("after 3"));
    QVERIFY(!conditionText("stop"));
  }
};

QTEST_GUILESS_MAIN(BehaviourEditsTest)
#include "behaviour_edits_test.moc"
