// Graph commands on the demo's bricks graph: each edit and its undo, which must give the
// graph back byte for byte (writeGraph); cycles and type mismatches refused; paste
// through the file format; saving with the project.
#include "document/commands/graph_commands.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "document/document.h"
#include "document/stores/graph_store.h"
#include "document/commands/property_edits.h"
#include "graph/graph_json.h"

using namespace sw::editor;
using sw::graph::Connection;
using sw::graph::PortRef;

namespace {
const QString kBricks = QStringLiteral("graphs/bricks.graph.json");
}

class GraphCommandsTest : public QObject {
  Q_OBJECT
 private:
  Document* doc_ = nullptr;
  GraphStore* store() { return doc_->graphs(); }
  const sw::graph::Graph& graph() { return *store()->graph(kBricks); }
  std::string text() { return sw::graph::writeGraph(graph()); }
  QUndoStack* undo() { return doc_->undoStack(); }

  // Pushes, checks the graph changed, undoes, checks the bytes are back, redoes.
  void roundTrip(QUndoCommand* command) {
    QVERIFY(command);
    const std::string before = text();
    const int count = undo()->count();
    undo()->push(command);
    QCOMPARE(undo()->count(), count + 1);
    const std::string after = text();
    QVERIFY(after != before);
    undo()->undo();
    QCOMPARE(text(), before);
    undo()->redo();
    QCOMPARE(text(), after);
  }

 private slots:
  void init() {
    doc_ = new Document;
    QVERIFY(doc_->open(QStringLiteral(SW_SOURCE_DIR "/projects/demo")).empty());
    QVERIFY(store()->files().contains(kBricks));
    QVERIFY(store()->graph(kBricks));
    QVERIFY(store()->library().size() >= 15);
  }
  void cleanup() { delete doc_; }

  void addNodeAndUndo() {
    QString why;
    roundTrip(makeAddNodeCommand(store(), kBricks, "Checker", {100, 400}, std::nullopt, true, &why));
    QCOMPARE(graph().nodes().back().type, std::string("Checker"));
  }

  void addNodeConnectedToDroppedWire() {
    QString why;
    // A wire dragged out of Brick's Result and dropped on empty space: the new node's
    // first input takes it.
    auto* command =
        makeAddNodeCommand(store(), kBricks, "Invert", {300, 400}, PortRef{2, "brickOut"}, true, &why);
    roundTrip(command);
    const auto id = graph().nodes().back().id;
    QVERIFY(graph().connectionInto(PortRef{id, "a"}).has_value());
    QCOMPARE(graph().connectionInto(PortRef{id, "a"})->from, (PortRef{2, "brickOut"}));
    // Dropped from an input that has a wire: the new node feeds it, the old wire goes,
    // and undo brings it back (roundTrip compares bytes).
    roundTrip(makeAddNodeCommand(store(), kBricks, "Constant", {300, 500}, PortRef{5, "a"}, false, &why));
    QCOMPARE(graph().connectionInto(PortRef{5, "a"})->from.node, graph().nodes().back().id);
  }

  void removeNodesWithWiresAndUndo() {
    roundTrip(new RemoveGraphItemsCommand(store(), kBricks, {2, 8}));  // Brick (4 wires) and the comment
    QVERIFY(!graph().node(2));
    QVERIFY(!graph().comment(8));
    QCOMPARE(graph().connectionsOf(2).size(), std::size_t(0));
    undo()->undo();
    QCOMPARE(graph().connectionsOf(2).size(), std::size_t(4));
  }

  void moveMergesIntoOneStep() {
    const std::string before = text();
    const int serial = doc_->newMergeSerial();
    for (int step = 1; step <= 5; ++step)
      undo()->push(new MoveGraphItemsCommand(
          store(), kBricks, {{1, {step * 10.1, step * 0.3}}, {8, {-20 + step * 10.1, -60}}}, serial));
    QCOMPARE(undo()->count(), 1);
    QCOMPARE(graph().node(1)->position.x, 5 * 10.1);
    undo()->undo();
    QCOMPARE(text(), before);  // old positions restored exactly, not by subtracting deltas
    // A new gesture is a new step.
    undo()->redo();
    undo()->push(new MoveGraphItemsCommand(store(), kBricks, {{1, {0, 0}}}, doc_->newMergeSerial()));
    QCOMPARE(undo()->count(), 2);
  }

  void connectReplacesWireInOneStep() {
    QString why;
    // Output.colour is fed by Lerp (5); Constant (3) takes it over.
    auto* command = makeConnectCommand(store(), kBricks, PortRef{3, "result"}, PortRef{7, "colour"}, &why);
    roundTrip(command);
    QCOMPARE(graph().connectionInto(PortRef{7, "colour"})->from, (PortRef{3, "result"}));
    QCOMPARE(undo()->count(), 1);
    undo()->undo();
    QCOMPARE(graph().connectionInto(PortRef{7, "colour"})->from, (PortRef{5, "result"}));
  }

  void cycleIsRefused() {
    QString why;
    // Brick (2) feeds Lerp (5): Lerp's result back into Brick's position would loop.
    const std::string before = text();
    QVERIFY(!makeConnectCommand(store(), kBricks, PortRef{5, "result"}, PortRef{2, "position"}, &why));
    QVERIFY2(why.contains(QStringLiteral("loop")), qPrintable(why));
    QVERIFY(!makeConnectCommand(store(), kBricks, PortRef{2, "brickOut"}, PortRef{2, "position"}, &why));
    QCOMPARE(text(), before);
    QCOMPARE(undo()->count(), 0);
  }

  void typeMismatchIsRefused() {
    // Texture snippets are all vec4; a node of another graph kind's port type shows the check.
    sw::graph::Node odd;
    odd.type = "Odd";
    odd.outputs.push_back({"flag", "Flag", "bool"});
    odd.position = {0, 600};
    odd.id = 100;
    undo()->push(new AddGraphItemsCommand(store(), kBricks, {odd}));
    const auto id = odd.id;
    QVERIFY(graph().node(id));
    QString why;
    QVERIFY(!makeConnectCommand(store(), kBricks, PortRef{id, "flag"}, PortRef{5, "t"}, &why));
    QVERIFY2(why.contains(QStringLiteral("bool")) && why.contains(QStringLiteral("vec4")), qPrintable(why));
    // Through a reroute the type still decides: the reroute fed by vec4 refuses bool.
    QVERIFY(!makeConnectCommand(store(), kBricks, PortRef{id, "flag"}, PortRef{6, "in"}, &why));
  }

  void disconnectAndUndo() {
    roundTrip(new DisconnectGraphCommand(
        store(), kBricks, {Connection{{2, "brickId"}, {4, "t"}}, Connection{{6, "out"}, {7, "height"}}}));
    QVERIFY(!graph().connectionInto(PortRef{4, "t"}));
  }

  void setPropertyOnSeveralNodesIsOneCommand() {
    // Two Brick nodes (one added), Brick Percent set on both at once.
    QString why;
    undo()->push(makeAddNodeCommand(store(), kBricks, "Brick", {0, 500}, std::nullopt, true, &why));
    const auto second = graph().nodes().back().id;
    const int count = undo()->count();
    const std::string before = text();
    QString refused;
    undo()->push(makeSetProperty(doc_, {store()->nodeSubject(kBricks, 2), store()->nodeSubject(kBricks, second)},
                                 "brickPct", {sw::Value(0.5)}, doc_->newMergeSerial(), &refused));
    QCOMPARE(undo()->count(), count + 1);
    QCOMPARE(graph().node(2)->property("brickPct")->v[0], 0.5);
    QCOMPARE(graph().node(second)->property("brickPct")->v[0], 0.5);
    undo()->undo();
    QCOMPARE(text(), before);
    QCOMPARE(graph().node(2)->property("brickPct")->v[0], 0.85);
  }

  void propertyEditsOfOneGestureMerge() {
    const std::string before = text();
    const int serial = doc_->newMergeSerial();
    for (double x : {0.6, 0.7, 0.8})
      undo()->push(makeSetProperty(doc_, {store()->nodeSubject(kBricks, 2)}, "brickPct", {sw::Value(x)}, serial,
                                   nullptr));
    QCOMPARE(undo()->count(), 1);
    undo()->undo();
    QCOMPARE(text(), before);
  }

  void commentsAddEditRemove() {
    sw::graph::CommentBox box;
    box.id = graph().nextId();
    box.text = "Note";
    box.position = {10, 20};
    roundTrip(new AddGraphItemsCommand(store(), kBricks, {}, {}, {box}));
    auto edited = *graph().comment(box.id);
    edited.text = "Changed";
    edited.size = {321.5, 99};
    roundTrip(new EditCommentCommand(store(), kBricks, edited));
    QCOMPARE(graph().comment(box.id)->text, std::string("Changed"));
    roundTrip(new RemoveGraphItemsCommand(store(), kBricks, {box.id}));
  }

  void copyPasteUsesTheFileFormat() {
    const std::string fragment = copyGraphFragment(graph(), {1, 2, 4, 8});
    // The fragment is a graph file: it reads back with graph_json's reader.
    auto part = sw::graph::readGraph(fragment, "clipboard", store()->library());
    QVERIFY(part.ok());
    QCOMPARE(part->nodes().size(), std::size_t(3));
    QCOMPARE(part->connections().size(), std::size_t(2));  // 1->2 and 2->4, the wires among them
    QCOMPARE(part->comments().size(), std::size_t(1));
    const auto nodesBefore = graph().nodes().size();
    QString why;
    roundTrip(makePasteGraphCommand(store(), kBricks, fragment, {1000, 1000}, &why));
    QCOMPARE(graph().nodes().size(), nodesBefore + 3);
    QCOMPARE(graph().connections().size(), std::size_t(10));
    // Fresh ids, top-left at the paste point, layout kept.
    const auto& pasted = graph().nodes()[nodesBefore];
    QVERIFY(pasted.id > 8);
    QCOMPARE(pasted.type, std::string("Position"));
    QCOMPARE(pasted.position.x, 1020.0);  // the comment at x -20 was the leftmost
    QCOMPARE(pasted.position.y, 1060.0);
    // Not a graph: refused with the reason.
    QVERIFY(!makePasteGraphCommand(store(), kBricks, "hello", {0, 0}, &why));
    QVERIFY(!why.isEmpty());
  }

  void rerouteInsertionIsOneStep() {
    QString why;
    const Connection wire{{5, "result"}, {7, "colour"}};
    roundTrip(makeInsertRerouteCommand(store(), kBricks, wire, {700, 20}, &why));
    QCOMPARE(undo()->count(), 1);
    const auto id = graph().nodes().back().id;
    QCOMPARE(graph().nodes().back().type, std::string(sw::graph::kRerouteNodeType));
    QCOMPARE(graph().connectionInto(PortRef{7, "colour"})->from, (PortRef{id, "out"}));
    QCOMPARE(graph().connectionInto(PortRef{id, "in"})->from, (PortRef{5, "result"}));
  }

  void saveWritesChangedGraphs() {
    QTemporaryDir dir;
    QVERIFY(doc_->saveAs(dir.path()).ok());
    const QString path = dir.filePath(kBricks);
    QVERIFY(QFile::exists(path));
    QString why;
    undo()->push(makeAddNodeCommand(store(), kBricks, "Checker", {0, 700}, std::nullopt, true, &why));
    QVERIFY(doc_->isModified());
    QVERIFY(doc_->save().ok());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll().toStdString(), text());
    // A new graph starts with its Output node and is listed.
    QString created;
    why.clear();
    undo()->push(makeCreateGraphCommand(store(), QStringLiteral("walls"), QStringLiteral("texture"), &why, &created));
    QVERIFY2(why.isEmpty(), qPrintable(why));
    QVERIFY(store()->files().contains(created));
    QCOMPARE(store()->currentFile(), created);
    QVERIFY(!store()->graph(created)->nodes().empty());  // its Output node
    QVERIFY(!makeCreateGraphCommand(store(), QStringLiteral("walls"), QStringLiteral("texture"), &why));
    QVERIFY(!makeCreateGraphCommand(store(), QStringLiteral("../x"), QStringLiteral("texture"), &why));
    // Written by the next save; undoable like any edit.
    QVERIFY(doc_->save().ok());
    QVERIFY(QFile::exists(dir.filePath(created)));
    undo()->undo();
    QVERIFY(!store()->files().contains(created));
  }

  void saveFailureNamesTheFile() {
    QTemporaryDir dir;
    QVERIFY(doc_->saveAs(dir.path()).ok());
    QString why;
    undo()->push(makeAddNodeCommand(store(), kBricks, "Checker", {0, 700}, std::nullopt, true, &why));
    // The graphs folder turned into a file: the graph cannot be written.
    QDir(dir.filePath("graphs")).removeRecursively();
    QFile blocker(dir.filePath("graphs"));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    auto status = doc_->save();
    QVERIFY(!status.ok());
    QVERIFY2(QString::fromStdString(status.error().toString()).contains(QStringLiteral("bricks.graph.json")),
             status.error().toString().c_str());
  }

  // A graph file is one the project owns and rewrites: one that is a link out of the
  // folder is not opened (nor written), and the Log names it.
  void aGraphLinkLeadingOutOfTheFolderIsRefused() {
    QTemporaryDir dir;
    QVERIFY(doc_->saveAs(dir.path()).ok());
    QTemporaryDir elsewhere;
    QFile::copy(dir.filePath(kBricks), elsewhere.filePath(QStringLiteral("stolen.graph.json")));
    QVERIFY(QFile::link(elsewhere.filePath(QStringLiteral("stolen.graph.json")),
                        dir.filePath(QStringLiteral("graphs/stolen.graph.json"))));
    QVERIFY(doc_->open(dir.path()).empty());
    QVERIFY(store()->files().contains(kBricks));
    QVERIFY(!store()->files().contains(QStringLiteral("graphs/stolen.graph.json")));
    bool named = false;
    for (const auto& entry : doc_->log()->entries())
      named |= entry.severity == LogEntry::Severity::Error && entry.file.contains(QStringLiteral("stolen.graph.json")) &&
               entry.message.contains(QStringLiteral("outside the project folder"));
    QVERIFY(named);
  }

  void selectingLevelObjectsDropsGraphSelection() {
    store()->setCurrentFile(kBricks);
    store()->setSelectedNodes({2});
    QCOMPARE(store()->selectedNodes().size(), 1);
    doc_->editableLevel()->forEachObject([&](sw::LevelObject& o) {
      if (doc_->selection()->isEmpty()) doc_->selection()->set({o.id});
    });
    QVERIFY(store()->selectedNodes().isEmpty());
  }
};

QTEST_GUILESS_MAIN(GraphCommandsTest)
#include "graph_commands_test.moc"
