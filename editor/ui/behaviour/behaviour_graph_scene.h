#pragma once
// One state machine of an enemy type as a graph (issue 41 item 5): its states are boxes,
// its transitions and gotos wires (behaviour_graph_data.h). The scene only observes the
// model: every edit rewrites one list of lines (behaviour_line_edits.h) and pushes the one
// property command the grid pushes (makeSetProperty on the state's "transitions", "begin" or
// "tick"), or the enemy state list commands to add and remove a state, ONE undo step each,
// so the grid's text and the graph never disagree and undo gives the lines back exactly.
// sync() rebuilds the items whenever the machine's data differ from what is shown.
//
// Gestures: drag from a box's orange dot onto a box (or itself) adds "always -> TARGET";
// double-click a transition asks for its condition (conditionEditRequested); Delete removes
// the picked wires' lines and the picked states; a right click asks the dock for a menu.
// Layout: a box first shown takes its place in a layered layout from the initial state
// (layeredPlaces: the same for the same data), or the first free one below it; from then on
// it keeps its place for the session (by type, machine and state name: edits do not move the
// boxes around), dragged or not; arrange() lays the machine out afresh. Never saved.
#include <QGraphicsScene>
#include <QHash>
#include <QPointF>
#include <optional>
#include <string>
#include <vector>

#include "ui/behaviour/behaviour_graph_data.h"

class QGraphicsLineItem;
class QUndoCommand;

namespace sw::editor {
class Document;
}

namespace sw::editor::behaviour {

class BehaviourNodeItem;
class BehaviourWireItem;

class BehaviourGraphScene : public QGraphicsScene {
  Q_OBJECT
 public:
  explicit BehaviourGraphScene(Document* document, QObject* parent = nullptr);

  // The machine shown (type nullptr: none).
  void setMachine(sw::EnemyType* type, const MachineRef& machine);
  sw::EnemyType* enemyType() const { return type_; }
  const MachineRef& machine() const { return machine_; }
  // The graph shown, as read at the last sync().
  const BehaviourGraph& graph() const { return graph_; }
  // State `source` of the shown machine's owner, or nullptr.
  sw::EnemyState* stateAt(int source) const;

  // Brings the boxes and wires in line with the model (cheap when nothing changed).
  void sync();
  // Forgets where this machine's boxes stood and lays it out afresh.
  void arrange();

  BehaviourNodeItem* nodeItem(int source) const;
  QList<BehaviourWireItem*> wireItems() const { return wires_; }
  BehaviourWireItem* wireItem(int from, sw::StateList list, int line) const;
  // Selects the box of state `source` alone (-1: nothing), without statePicked.
  void selectState(int source);

  // While Play runs: the box of the state the picked enemy is in (-1: none) lights up, and
  // the wire of transition `flashLine` of state `flashFrom` (-1: none) flashes.
  void setLive(int state, int flashFrom = -1, int flashLine = -1);
  int liveState() const { return liveState_; }

  // ---- edits, each one undo step; false (and statusMessage) when refused
  bool connectStates(int from, int to);  // "always -> TO" after FROM's transitions
  bool setCondition(int from, int line, const std::string& condition);
  bool removeWire(int from, sw::StateList list, int line);
  bool addState();               // a new state of this machine, made the document's current state
  bool removeState(int source);  // with the transitions and gotos that lead to it
  void deleteSelection();        // picked wires and boxes, as one step

 signals:
  void statusMessage(const QString& text);
  void conditionEditRequested(int from, int line);
  // A right click: on a box (source >= 0), a transition (wireFrom, wireLine >= 0) or the background.
  void contextMenuRequested(int source, int wireFrom, int wireLine, QPoint screenPos);
  // The user picked one box (the dock makes its state the document's current one).
  void statePicked(int source);

 protected:
  void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
  void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
  void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
  void mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) override;
  void contextMenuEvent(QGraphicsSceneContextMenuEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;

 private:
  void rebuild();
  void placeNodes();
  void routeWires();
  void applyLive();
  QString placeKey(const std::string& stateName) const;
  BehaviourNodeItem* nodeAt(QPointF scenePos) const;
  // Pushes the grid's property command setting `key` of `state` to `lines`.
  bool pushLines(sw::EnemyState* state, const char* key, const std::optional<std::vector<std::string>>& lines,
                 const std::string& why, const QString& text);
  bool removeStateObject(sw::EnemyState* state);

  Document* document_;
  sw::EnemyType* type_ = nullptr;
  MachineRef machine_;
  BehaviourGraph graph_;
  bool shown_ = false;                     // graph_ has items (false: rebuild on the next sync)
  std::vector<BehaviourNodeItem*> nodes_;  // in graph_.nodes order
  QList<BehaviourWireItem*> wires_;        // in graph_.wires order
  QHash<QString, QPointF> kept_;           // where each box shown so far stands, by placeKey
  int liveState_ = -1, flashFrom_ = -1, flashLine_ = -1;
  bool rebuilding_ = false;
  int dragFrom_ = -1;  // a wire being dragged from a box's dot
  QGraphicsLineItem* dragLine_ = nullptr;
};

}  // namespace sw::editor::behaviour
