// The graph scene mirrors the model by ids after commands and their undo; problems show
// on nodes (red border, tooltip); selection follows the store both ways; the property
// grid edits the selected nodes' snippet properties as one command.
#include "ui/graph/graph_scene.h"

#include <QTest>
#include <QUndoStack>

#include "document/document.h"
#include "document/commands/graph_commands.h"
#include "document/stores/graph_store.h"
#include "graph/graph_json.h"
#include "ui/graph/graph_items.h"
#include "ui/property_grid/grid_target.h"
#include "ui/property_grid/property_grid.h"

using namespace sw::editor;
using sw::graph::PortRef;

namespace {
const QString kBricksFile = QStringLiteral("graphs/bricks.graph.json");
}

class GraphSceneTest : public QObject {
  Q_OBJECT
 private:
  Document* doc_ = nullptr;
  GraphScene* scene_ = nullptr;
  GraphStore* store() { return doc_->graphs(); }
  const sw::graph::Graph& graph() { return *store()->graph(kBricksFile); }

  void checkMirrors() {
    const auto& g = graph();
    int nodeItems = 0, commentItems = 0;
    for (QGraphicsItem* item : scene_->items()) {
      if (item->type() == NodeItemType) ++nodeItems;
      if (item->type() == CommentItemType) ++commentItems;
    }
    QCOMPARE(nodeItems, int(g.nodes().size()));
    QCOMPARE(commentItems, int(g.comments().size()));
    QCOMPARE(scene_->wireItems().size(), qsizetype(g.connections().size()));
    for (const auto& n : g.nodes()) {
      NodeItem* item = scene_->nodeItem(n.id);
      QVERIFY(item);
      QCOMPARE(item->pos(), QPointF(n.position.x, n.position.y));
      QCOMPARE(item->look().inputs.size(), qsizetype(n.inputs.size()));
    }
    for (WireItem* wire : scene_->wireItems()) {
      const auto& c = wire->connection();
      QCOMPARE(wire->path().elementAt(0),
               scene_->portScenePosition(c.from.node, QString::fromStdString(c.from.port), false));
    }
  }

 private slots:
  void init() {
    doc_ = new Document;
    QVERIFY(doc_->open(QStringLiteral(SW_SOURCE_DIR "/projects/demo")).empty());
    scene_ = new GraphScene(doc_);
    store()->setCurrentFile(kBricksFile);
    scene_->setFile(kBricksFile);
  }
  void cleanup() {
    delete scene_;
    delete doc_;
  }

  void mirrorsTheGraph() {
    checkMirrors();
    QCOMPARE(scene_->nodeItem(2)->look().title, QStringLiteral("Brick"));
    QVERIFY(scene_->nodeItem(2)->look().summary.join(' ').contains(QStringLiteral("0.85")));
    QVERIFY(scene_->nodeItem(6)->look().reroute);
  }

  void followsCommandsAndUndo() {
    QString why;
    auto* undo = doc_->undoStack();
    undo->push(makeAddNodeCommand(store(), kBricksFile, "Checker", {50, 450}, std::nullopt, true, &why));
    checkMirrors();
    undo->push(new RemoveGraphItemsCommand(store(), kBricksFile, {2, 8}));
    checkMirrors();
    QVERIFY(!scene_->nodeItem(2));
    undo->push(new MoveGraphItemsCommand(store(), kBricksFile, {{1, {-100, 40}}}));
    checkMirrors();
    undo->push(makeInsertRerouteCommand(store(), kBricksFile, {{5, "result"}, {7, "colour"}}, {700, 20}, &why));
    checkMirrors();
    while (undo->canUndo()) {
      undo->undo();
      checkMirrors();
    }
    QVERIFY(scene_->nodeItem(2));
    QVERIFY(scene_->commentItem(8));
  }

  void problemsShowOnNodes() {
    QVERIFY(scene_->nodeItem(2)->look().problem.isEmpty());
    store()->setNodeProblems(kBricksFile, QStringLiteral("shader"),
                             {{2, QStringLiteral("ERROR: 3: undeclared 'x'")}});
    QCOMPARE(scene_->nodeItem(2)->look().problem, QStringLiteral("ERROR: 3: undeclared 'x'"));
    QCOMPARE(scene_->nodeItem(2)->toolTip(), QStringLiteral("ERROR: 3: undeclared 'x'"));
    store()->setNodeProblems(kBricksFile, QStringLiteral("shader"), {});
    QVERIFY(scene_->nodeItem(2)->look().problem.isEmpty());
    // Code generation runs after each change: without the Output node the graph as a
    // whole has a problem.
    QVERIFY(scene_->graphProblem().isEmpty());
    doc_->undoStack()->push(new RemoveGraphItemsCommand(store(), kBricksFile, {7}));
    QVERIFY(!scene_->graphProblem().isEmpty());
    doc_->undoStack()->undo();
    QVERIFY(scene_->graphProblem().isEmpty());
  }

  void selectionFollowsTheStoreBothWays() {
    scene_->nodeItem(3)->setSelected(true);
    QCOMPARE(store()->selectedNodes(), QSet<sw::graph::NodeId>({3}));
    store()->setSelectedNodes({2, 4});
    QVERIFY(!scene_->nodeItem(3)->isSelected());
    QVERIFY(scene_->nodeItem(2)->isSelected() && scene_->nodeItem(4)->isSelected());
  }

  void deleteCopyPasteThroughTheScene() {
    store()->setSelectedNodes({1, 2});
    scene_->copySelection();
    const auto before = graph().nodes().size();
    scene_->paste({900, 900});
    QCOMPARE(graph().nodes().size(), before + 2);
    checkMirrors();
    // The pasted nodes are selected; Delete removes them in one step.
    QCOMPARE(store()->selectedNodes().size(), 2);
    const int count = doc_->undoStack()->count();
    scene_->deleteSelection();
    QCOMPARE(doc_->undoStack()->count(), count + 1);
    QCOMPARE(graph().nodes().size(), before);
    checkMirrors();
  }

  void gridEditsSelectedNodesAsOneCommand() {
    QString why;
    doc_->undoStack()->push(
        makeAddNodeCommand(store(), kBricksFile, "Brick", {0, 500}, std::nullopt, true, &why));
    const auto second = graph().nodes().back().id;
    store()->setSelectedNodes({2, second});
    grid::GridTarget target(doc_);
    target.reload();
    QCOMPARE(target.size(), std::size_t(2));
    QVERIFY(target.title().contains(QStringLiteral("Brick")));
    const auto objects = target.objects();
    QCOMPARE(objects.size(), std::size_t(2));
    // Brick Size (float2) differs: 0.5,0.25 vs the default 3,1.
    const auto* size = objects[0]->description().find("brickSize");
    QVERIFY(size);
    QCOMPARE(size->kind, sw::ValueKind::Vec2);
    QVERIFY(!(size->get(*objects[0]) == size->get(*objects[1])));
    const int count = doc_->undoStack()->count();
    auto refused = target.apply("brickPct", [](std::size_t, const sw::Value&) { return sw::Value(0.7); });
    QVERIFY(!refused);
    QCOMPARE(doc_->undoStack()->count(), count + 1);
    QCOMPARE(graph().node(2)->property("brickPct")->v[0], 0.7);
    QCOMPARE(graph().node(second)->property("brickPct")->v[0], 0.7);
    // x only: each keeps its own y.
    target.apply("brickSize", [](std::size_t, const sw::Value& old) {
      auto v = std::get<sw::Vec2>(old);
      v.x = 2;
      return sw::Value(v);
    });
    QCOMPARE(graph().node(2)->property("brickSize")->v[1], 0.25);
    QCOMPARE(graph().node(second)->property("brickSize")->v[1], 1.0);
    QCOMPARE(graph().node(second)->property("brickSize")->v[0], 2.0);
    doc_->undoStack()->undo();
    doc_->undoStack()->undo();
    QCOMPARE(graph().node(2)->property("brickPct")->v[0], 0.85);

    // The widget shows the rows, mixed where the nodes differ.
    PropertyGrid grid(doc_);
    grid.refreshNow();
    QVERIFY(grid.indexOfKey(QStringLiteral("brickPct")).isValid());
    QVERIFY(grid.indexOfKey(QStringLiteral("brickSize.x")).isValid());
    QCOMPARE(grid.indexOfKey(QStringLiteral("brickSize.x")).data().toString(), PropertyGrid::mixedText());
  }
};

QTEST_MAIN(GraphSceneTest)
#include "graph_scene_test.moc"
