// Graph files: a canonical round trip (read, write, same bytes), placeholders for snippets
// missing from the library, and errors naming the file and JSON pointer.
#include <QTest>

#include "graph/graph_json.h"
#include "test_catalog.h"

using namespace sw::graph;
using namespace sw::graph::test;

namespace {
const char* kCanonical =
    "{\n"
    "  \"formatVersion\": 1,\n"
    "  \"kind\": \"texture\",\n"
    "  \"nodes\": [\n"
    "    {\"id\": 1, \"type\": \"Source\", \"position\": [0.0, 0.0]},\n"
    "    {\n"
    "      \"id\": 2,\n"
    "      \"type\": \"Mix\",\n"
    "      \"position\": [200.5, -40.0],\n"
    "      \"properties\": {\"amount\": 0.25, \"mode\": \"Darken\"}\n"
    "    },\n"
    "    {\"id\": 3, \"type\": \"@reroute\", \"position\": [320.0, 0.0]},\n"
    "    {\"id\": 5, \"type\": \"@output\", \"position\": [400.0, 0.0]},\n"
    "    {\n"
    "      \"id\": 6,\n"
    "      \"type\": \"Vanished\",\n"
    "      \"position\": [0.0, 100.0],\n"
    "      \"properties\": {\"size\": [3, 1], \"label\": \"x\"}\n"
    "    }\n"
    "  ],\n"
    "  \"connections\": [\n"
    "    {\"from\": [1, \"out\"], \"to\": [2, \"a\"]},\n"
    "    {\"from\": [6, \"result\"], \"to\": [2, \"b\"]},\n"
    "    {\"from\": [2, \"out\"], \"to\": [3, \"in\"]},\n"
    "    {\"from\": [3, \"out\"], \"to\": [5, \"colour\"]}\n"
    "  ],\n"
    "  \"comments\": [\n"
    "    {\"id\": 4, \"position\": [-10.0, -10.0], \"size\": [300.0, 150.0], \"text\": \"Mix \\\"two\\\" things\"}\n"
    "  ]\n"
    "}\n";
}  // namespace

class GraphJsonTest : public QObject {
  Q_OBJECT
  TestCatalog catalog;

 private slots:
  void roundTripIsByteIdentical() {
    sw::Errors warnings;
    auto g = readGraph(kCanonical, "mix.graph.json", catalog, &warnings);
    QVERIFY2(g.ok(), g.ok() ? "" : g.error().toString().c_str());
    QCOMPARE(warnings.size(), std::size_t(1));  // the Vanished snippet
    QCOMPARE(warnings[0].where, std::string("/nodes/4"));
    const Node* missing = g->node(6);
    QVERIFY(missing->missingType);
    QCOMPARE(missing->outputs.size(), std::size_t(1));  // learnt from its wire
    QCOMPARE(g->node(2)->property("mode")->v[0], 1.0);
    QCOMPARE(g->comment(4)->text, std::string("Mix \"two\" things"));
    const std::string written = writeGraph(*g);
    if (written != kCanonical) qInfo("written:\n%s", written.c_str());
    QCOMPARE(QString::fromStdString(written), QString(kCanonical));
  }

  void writesAStableOrderWhateverTheEditOrder() {
    Graph a, b;
    NodeId s = add(a, catalog, "Source");
    NodeId m = add(a, catalog, "Mix");
    a.connect({{s, "out"}, {m, "b"}});
    a.connect({{s, "out"}, {m, "a"}});
    // b: the same graph built the other way round (nodes re-inserted, wires reversed).
    Node ms = *b.makeNode("Mix", catalog, {});
    ms.id = m;
    Node ss = *b.makeNode("Source", catalog, {});
    ss.id = s;
    b.addNode(ms);
    b.addNode(ss);
    b.connect({{s, "out"}, {m, "a"}});
    b.connect({{s, "out"}, {m, "b"}});
    QCOMPARE(writeGraph(a), writeGraph(b));
  }

  void reportsFileAndPointer_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("message");
    const QString head = "{\"formatVersion\": 1, \"kind\": \"texture\", ";
    QTest::newRow("syntax") << "{\"formatVersion\": 1,\n  \"kind\" \"texture\"}" << "line 2, column 18" << "invalid JSON";
    QTest::newRow("no version") << "{\"kind\": \"texture\"}" << "/" << "missing required field 'formatVersion'";
    QTest::newRow("newer") << "{\"formatVersion\": 7, \"kind\": \"texture\"}" << "/formatVersion" << "newer than this build";
    QTest::newRow("kind") << "{\"formatVersion\": 1, \"kind\": \"music\"}" << "/kind" << "unknown graph kind";
    QTest::newRow("unknown field") << head + "\"colour\": 1}" << "/colour" << "unknown field 'colour'";
    QTest::newRow("node id") << head + "\"nodes\": [{\"id\": 0, \"type\": \"Source\"}]}" << "/nodes/0/id" << "at least 1";
    QTest::newRow("dup id") << head + "\"nodes\": [{\"id\": 1, \"type\": \"Source\"}, {\"id\": 1, \"type\": \"Source\"}]}"
                            << "/nodes/1/id" << "used twice";
    QTest::newRow("position") << head + "\"nodes\": [{\"id\": 1, \"type\": \"Source\", \"position\": [1, \"x\"]}]}"
                              << "/nodes/0/position/1" << "expected a number";
    QTest::newRow("property type") << head + "\"nodes\": [{\"id\": 1, \"type\": \"Mix\", \"properties\": {\"amount\": [1, 2]}}]}"
                                   << "/nodes/0/properties/amount" << "expected a number";
    QTest::newRow("enum") << head + "\"nodes\": [{\"id\": 1, \"type\": \"Mix\", \"properties\": {\"mode\": \"Brighter\"}}]}"
                          << "/nodes/0/properties/mode" << "expected one of Lighten, Darken";
    QTest::newRow("wire to nowhere") << head + "\"nodes\": [{\"id\": 1, \"type\": \"Source\"}], \"connections\": [{\"from\": [1, \"out\"], \"to\": [9, \"a\"]}]}"
                                     << "/connections/0/to" << "no node has id 9";
    QTest::newRow("cycle") << head + "\"nodes\": [{\"id\": 1, \"type\": \"Mix\"}, {\"id\": 2, \"type\": \"Mix\"}], \"connections\": ["
                                     "{\"from\": [1, \"out\"], \"to\": [2, \"a\"]}, {\"from\": [2, \"out\"], \"to\": [1, \"a\"]}]}"
                           << "/connections/1" << "loop";
    QTest::newRow("type") << head + "\"nodes\": [{\"id\": 1, \"type\": \"Source\"}, {\"id\": 2, \"type\": \"Scalar\"}], \"connections\": ["
                                    "{\"from\": [1, \"out\"], \"to\": [2, \"in\"]}]}"
                          << "/connections/0" << "cannot connect a vec4 output to a float input";
    QTest::newRow("two wires in") << head + "\"nodes\": [{\"id\": 1, \"type\": \"Source\"}, {\"id\": 2, \"type\": \"Mix\"}], \"connections\": ["
                                            "{\"from\": [1, \"out\"], \"to\": [2, \"a\"]}, {\"from\": [1, \"out\"], \"to\": [2, \"a\"]}]}"
                                  << "/connections/1" << "already connected";
  }
  void reportsFileAndPointer() {
    QFETCH(QString, text);
    QFETCH(QString, where);
    QFETCH(QString, message);
    auto g = readGraph(text.toStdString(), "bad.graph.json", catalog);
    QVERIFY(!g.ok());
    QCOMPARE(QString::fromStdString(g.error().file), QString("bad.graph.json"));
    QCOMPARE(QString::fromStdString(g.error().where), where);
    QVERIFY2(QString::fromStdString(g.error().message).contains(message), g.error().message.c_str());
  }

  void dropsWhatASnippetNoLongerHasWithAWarning() {
    const char* text = "{\"formatVersion\": 1, \"kind\": \"texture\",\n"
    "      \"nodes\": [{\"id\": 1, \"type\": \"Source\"}, {\"id\": 2, \"type\": \"Mix\", \"properties\": {\"gone\": 1}}],\n"
    "      \"connections\": [{\"from\": [1, \"out\"], \"to\": [2, \"c\"]}]}";
    sw::Errors warnings;
    auto g = readGraph(text, "old.graph.json", catalog, &warnings);
    QVERIFY(g.ok());
    QCOMPARE(warnings.size(), std::size_t(2));
    QCOMPARE(warnings[0].where, std::string("/nodes/1/properties/gone"));
    QCOMPARE(warnings[1].where, std::string("/connections/0/to"));
    QVERIFY(g->connections().empty());
  }
};

QTEST_APPLESS_MAIN(GraphJsonTest)
#include "graph_json_test.moc"
