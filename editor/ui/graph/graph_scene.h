#pragma once
// The graph editor's scene: an adapter that observes one graph of the GraphStore by ids
// (as QtNodes' scene observes its model) and turns gestures into commands on the
// Document's undo stack. It never changes the graph itself: after each command the store
// says the graph changed and sync() brings the items in line with the model.
//
// Gestures: drag from a port draws a wire (green where it may land, red with the reason
// where it may not, from Graph::connectionPossible); dropping it on empty space asks for
// the search popup (searchRequested) and the picked node comes connected. Dragging nodes
// and comments moves the selection (one undo step per drag); the comment's corner grip
// resizes it; double-click on a wire inserts a reroute node, on a comment edits its text.
// Selection follows GraphStore::selectedNodes both ways. After each change the texture
// graph's code generation runs and its problems go to the store (source "codegen").
#include <QGraphicsScene>
#include <QHash>
#include <QPointer>
#include <optional>

#include "document/stores/graph_store.h"
#include "graph/graph.h"

class QGraphicsPathItem;
class QUndoCommand;

namespace sw::editor {

class CommentItem;
class Document;
class NodeItem;
class WireItem;

inline constexpr const char* kGraphMimeType = "application/x-scrollwork-graph+json";

class GraphScene : public QGraphicsScene {
  Q_OBJECT
 public:
  explicit GraphScene(Document* document, QObject* parent = nullptr);
  ~GraphScene() override;

  void setFile(const QString& file);
  QString file() const { return file_; }
  const sw::graph::Graph* graph() const;
  GraphStore* store() const { return store_.data(); }

  NodeItem* nodeItem(sw::graph::NodeId id) const { return nodes_.value(id); }
  CommentItem* commentItem(sw::graph::NodeId id) const { return comments_.value(id); }
  QList<WireItem*> wireItems() const { return wires_; }
  // Where a port sits in scene coordinates (tests aim mouse events with it).
  QPointF portScenePosition(sw::graph::NodeId node, const QString& key, bool input) const;
  // The wire being dragged, while one is (its colour says whether it may land).
  QGraphicsPathItem* draggedWire() const { return dragWire_; }
  // The problems of the graph as a whole (node 0), e.g. no Output node.
  QString graphProblem() const { return graphProblem_; }

  // ---- edits on the selection, each one undo step
  void deleteSelection();
  void copySelection();
  void paste(QPointF scenePos);
  void addComment(QPointF scenePos);
  // A node of `type` where the search popup was asked for; connected to the wire that
  // was dropped there, if any.
  void addNodeFromSearch(const std::string& type);
  // Where the search popup was opened (Tab, the Add Node button, a dropped wire): the next
  // addNodeFromSearch puts its node there, or at the nearest free spot.
  void setSearchPos(QPointF scenePos) { searchPos_ = scenePos; }
  void cancelPendingWire();
  // Brings every item in line with the model (called on each change).
  void sync();
  // Where every node box sits (scene coordinates): new nodes keep clear of these.
  QList<QRectF> nodeRects() const;

 signals:
  void statusMessage(const QString& text);
  // The view should open the search popup at this scene position.
  void searchRequested(QPointF scenePos);

 protected:
  void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
  void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
  void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
  void mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) override;
  void contextMenuEvent(QGraphicsSceneContextMenuEvent* event) override;

 private:
  struct PortUnder {
    NodeItem* item = nullptr;
    QString key;
    bool input = false;
  };
  // The port under a point, within a radius of at least kPortHitPixels on the screen of
  // the view the event came from (at the default zoom of a big graph the dot is a few
  // pixels: #45 friction 9).
  static constexpr double kPortHitPixels = 12;
  std::optional<PortUnder> portAt(QPointF scenePos, const QWidget* eventWidget) const;
  QGraphicsItem* itemUnder(QPointF scenePos) const;  // topmost node, comment or wire
  void runCodegen();
  void pushFromStore();  // item selection -> store
  void pullFromStore();  // store -> item selection
  bool push(QUndoCommand* command, const QString& why);
  // The wire being dragged: its fixed end, and whether that end is an output.
  struct WireDrag {
    sw::graph::PortRef port;
    bool fromOutput = true;
  };
  std::optional<sw::graph::ConnectionCheck> checkLanding(const WireDrag& drag, const PortUnder& target) const;

  Document* document_;
  QPointer<GraphStore> store_;  // the document may go first when a window closes
  QString file_;
  QHash<sw::graph::NodeId, NodeItem*> nodes_;
  QHash<sw::graph::NodeId, CommentItem*> comments_;
  QList<WireItem*> wires_;
  QString graphProblem_;
  bool syncingSelection_ = false;

  std::optional<WireDrag> wireDrag_;
  QGraphicsPathItem* dragWire_ = nullptr;
  std::optional<WireDrag> pendingWire_;  // dropped on empty space, waiting for the popup
  QPointF searchPos_;

  enum class Drag { None, Move, Resize };
  Drag drag_ = Drag::None;
  QPointF dragStart_;
  int dragSerial_ = 0;
  bool dragMoved_ = false;
  std::vector<std::pair<sw::graph::NodeId, sw::Vec2>> dragOrigins_;
  sw::graph::CommentBox resizeOrigin_;
};

}  // namespace sw::editor
