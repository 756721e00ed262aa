// The graph model: ids, connections and the reasons a connection is refused (type, an
// occupied input, the same node, a cycle), reroutes taking their wires' type,
// dependency order, and removal handing back what undo needs.
#include <QTest>

#include "graph/graph.h"
#include "test_catalog.h"

using namespace sw::graph;
using namespace sw::graph::test;
using V = ConnectionCheck::Verdict;

class GraphModelTest : public QObject {
  Q_OBJECT
  TestCatalog catalog;

 private slots:
  void nodesGetIdsAndTemplatePortsAndProperties() {
    Graph g;
    NodeId a = add(g, catalog, "Mix", {10, 20});
    NodeId b = add(g, catalog, "Source");
    QCOMPARE(a, NodeId(1));
    QCOMPARE(b, NodeId(2));
    const Node* n = g.node(a);
    QCOMPARE(n->inputs.size(), std::size_t(2));
    QCOMPARE(n->position, (sw::Vec2{10, 20}));
    QCOMPARE(n->property("amount")->v[0], 0.5);
    QVERIFY(!g.makeNode("Nope", catalog, {}));
    // Ids are never reused, and a taken id is refused.
    g.removeNode(b);
    QCOMPARE(add(g, catalog, "Source"), NodeId(3));
    Node dup = *g.makeNode("Source", catalog, {});
    dup.id = a;
    QCOMPARE(g.addNode(dup), NodeId(0));
    // Comments share the id space.
    QCOMPARE(g.addComment({0, {0, 0}, {100, 50}, "note"}), NodeId(4));
    Node* mix = g.node(a);
    QVERIFY(mix->setProperty("amount", ParamValue::makeFloat(0.7)));
    QCOMPARE(mix->property("amount")->v[0], 0.7);
    QVERIFY(!mix->setProperty("amount", ParamValue::makeInt(1)));  // wrong type
    QVERIFY(!mix->setProperty("nope", ParamValue::makeFloat(1)));
  }

  void refusesConnectionsWithAReason() {
    Graph g;
    NodeId s = add(g, catalog, "Source");
    NodeId m1 = add(g, catalog, "Mix");
    NodeId m2 = add(g, catalog, "Mix");
    NodeId f = add(g, catalog, "Scalar");
    QVERIFY(g.connect({{s, "out"}, {m1, "a"}}).ok());
    QVERIFY(g.connect({{m1, "out"}, {m2, "a"}}).ok());

    auto c = g.connectionPossible({m2, "out"}, {m1, "b"});
    QVERIFY(c.verdict == V::WouldCreateCycle);
    QVERIFY(c.reason.find("loop") != std::string::npos);
    QVERIFY(g.connectionPossible({m1, "out"}, {m1, "b"}).verdict == V::SameNode);
    c = g.connectionPossible({s, "out"}, {f, "in"});
    QVERIFY(c.verdict == V::TypeMismatch);
    QCOMPARE(c.reason, std::string("cannot connect a vec4 output to a float input"));
    QVERIFY(g.connectionPossible({s, "nope"}, {m2, "b"}).verdict == V::UnknownPort);
    QVERIFY(g.connectionPossible({s, "out"}, {99, "b"}).verdict == V::UnknownNode);
    QVERIFY(g.connectionPossible({s, "a"}, {m2, "b"}).verdict == V::UnknownPort);  // inputs are not outputs

    c = g.connectionPossible({s, "out"}, {m2, "a"});
    QVERIFY(c.verdict == V::InputAlreadyConnected);
    QVERIFY(c.existing.has_value());
    QCOMPARE(c.existing->from, (PortRef{m1, "out"}));
    QVERIFY(!g.connect({{s, "out"}, {m2, "a"}}).ok());
    std::optional<Connection> replaced;
    QVERIFY(g.connect({{s, "out"}, {m2, "a"}}, true, &replaced).ok());
    QCOMPARE(replaced->from, (PortRef{m1, "out"}));
    QCOMPARE(g.connectionInto({m2, "a"})->from, (PortRef{s, "out"}));
    // An output feeds many inputs.
    QVERIFY(g.connect({{s, "out"}, {m2, "b"}}).ok());
    QCOMPARE(g.connectionsFrom({s, "out"}).size(), std::size_t(3));
    // Replacing never allows a cycle: m2 -> m3, then m3 into m2's occupied input.
    NodeId m3 = add(g, catalog, "Mix");
    QVERIFY(g.connect({{m2, "out"}, {m3, "a"}}).ok());
    QVERIFY(g.connect({{m3, "out"}, {m2, "a"}}, true, &replaced).verdict == V::WouldCreateCycle);
    QVERIFY(!replaced.has_value());
    QCOMPARE(g.connectionInto({m2, "a"})->from, (PortRef{s, "out"}));
  }

  void behaviourGraphsMayLoop() {
    Graph g("behaviour", false);
    NodeId a = add(g, catalog, "Mix");
    NodeId b = add(g, catalog, "Mix");
    QVERIFY(g.connect({{a, "out"}, {b, "a"}}).ok());
    QVERIFY(g.connect({{b, "out"}, {a, "a"}}).ok());
    QVERIFY(!g.topologicalOrder().ok());
  }

  void reroutesTakeTheTypeOfTheirWires() {
    Graph g;
    NodeId f1 = add(g, catalog, "Scalar");
    NodeId r1 = add(g, catalog, kRerouteNodeType);
    NodeId r2 = add(g, catalog, kRerouteNodeType);
    NodeId m = add(g, catalog, "Mix");
    QCOMPARE(g.effectiveType(r1, kRerouteOut, false), std::string(kAnyPort));
    QVERIFY(g.connect({{f1, "out"}, {r1, kRerouteIn}}).ok());
    QVERIFY(g.connect({{r1, kRerouteOut}, {r2, kRerouteIn}}).ok());
    QCOMPARE(g.effectiveType(r2, kRerouteOut, false), std::string("float"));
    // float through two reroutes into a vec4 input: refused.
    QVERIFY(g.connectionPossible({r2, kRerouteOut}, {m, "a"}).verdict == V::TypeMismatch);
    // A reroute with only a downstream wire takes that type.
    NodeId r3 = add(g, catalog, kRerouteNodeType);
    QVERIFY(g.connect({{r3, kRerouteOut}, {m, "b"}}).ok());
    QCOMPARE(g.effectiveType(r3, kRerouteIn, true), std::string(kVec4Port));
    QVERIFY(g.connectionPossible({f1, "out"}, {r3, kRerouteIn}).verdict == V::TypeMismatch);
  }

  void ordersByDependencyThenId() {
    Graph g;
    NodeId m1 = add(g, catalog, "Mix");     // 1
    NodeId s1 = add(g, catalog, "Source");  // 2
    NodeId m2 = add(g, catalog, "Mix");     // 3
    NodeId s2 = add(g, catalog, "Source");  // 4
    QVERIFY(g.connect({{m2, "out"}, {m1, "a"}}).ok());
    QVERIFY(g.connect({{s2, "out"}, {m2, "a"}}).ok());
    QVERIFY(g.connect({{s1, "out"}, {m2, "b"}}).ok());
    auto order = g.topologicalOrder();
    QVERIFY(order.ok());
    QCOMPARE(*order, (std::vector<NodeId>{s1, s2, m2, m1}));
  }

  void removingANodeReturnsItsWiresForUndo() {
    Graph g;
    NodeId s = add(g, catalog, "Source");
    NodeId m = add(g, catalog, "Mix");
    NodeId o = add(g, catalog, kOutputNodeType);
    g.connect({{s, "out"}, {m, "a"}});
    g.connect({{s, "out"}, {m, "b"}});
    g.connect({{m, "out"}, {o, kColourPort}});
    std::vector<Connection> removed;
    auto node = g.removeNode(m, &removed);
    QVERIFY(node.has_value());
    QCOMPARE(removed.size(), std::size_t(3));
    QVERIFY(g.connections().empty());
    QVERIFY(!g.node(m));
    // Undo: the node comes back with its id and its wires.
    QCOMPARE(g.addNode(*node), m);
    for (const auto& c : removed) QVERIFY(g.connect(c).ok());
    QCOMPARE(g.nodes()[1].id, m);  // kept in id order
    QCOMPARE(g.connections().size(), std::size_t(3));
    QVERIFY(g.disconnect(removed[0]));
    QVERIFY(!g.disconnect(removed[0]));
  }
};

QTEST_APPLESS_MAIN(GraphModelTest)
#include "graph_model_test.moc"
