// The level's NavNodes and NavLinks as the route finder's graph (model/level/level_nav_graph.h):
// nodes in object order, both directions of each link with their own action and cost, and
// links that name a missing node or join a node to itself left out with a reason.
#include "model/level/level_nav_graph.h"

#include <QtTest>

#include "support/nav_castle.h"

using namespace sw;

class LevelNavGraphTest : public QObject {
  Q_OBJECT
 private slots:
  void buildsTheGraphFromTheLevel() {
    Level level;
    test::addCastle(level, "switch.fired");
    test::addLink(level, "goal", "nowhere", NavLink::Action::Walk, 1, NavLink::Action::Walk, 1);
    test::addLink(level, "goal", "goal", NavLink::Action::Walk, 1, NavLink::Action::Walk, 1);
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
};

QTEST_APPLESS_MAIN(LevelNavGraphTest)
#include "level_nav_graph_test.moc"
