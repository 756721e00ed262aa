#pragma once
// The Behaviour dock (issue 41 item 5): one state machine of an enemy type as a graph
// (behaviour_graph_scene.h), edited there or in the property grid: both push the same
// property command on the state's lines, so each shows the other's edits at once.
//
// Which type: the document's current enemy type (Enemy Types dock), else the enemy type of a
// spawn selected in the level; the dock keeps showing the last one when neither is there.
// Which machine: the combo lists the type's machines, the body's ("Body: main") then each
// part's ("Part turret: main"); the one holding the document's current state is shown.
// Picking a box makes its state the document's current one, so the grid shows its Begin,
// Tick, End and Transitions. Add State, Delete (the picked wires' lines and states) and a
// right click's menu edit the machine; double-click a transition to edit its condition.
//
// Play: showLive() lights up the state the picked enemy is in and flashes the transition
// that just fired (behaviour_play_link.h).
//
// Object names: "behaviourDock", "behaviourTypeLabel", "behaviourMachineCombo",
// "behaviourGraphView", "addBehaviourState", "deleteBehaviourSelection",
// "arrangeBehaviourGraph", "frameBehaviourGraph", "behaviourProblems" (a label).
#include <QDockWidget>
#include <vector>

#include "ui/behaviour/behaviour_graph_data.h"
#include "ui/behaviour/behaviour_play_link.h"

class QAction;
class QComboBox;
class QLabel;

namespace sw::editor {

class Document;

namespace behaviour {
class BehaviourGraphScene;
class BehaviourView;
}  // namespace behaviour

class BehaviourDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit BehaviourDock(Document* document, QWidget* parent = nullptr);

  behaviour::BehaviourGraphScene* scene() const { return scene_; }
  behaviour::BehaviourView* graphView() const { return view_; }
  QComboBox* machineCombo() const { return machines_; }

  // The enemy type shown (nullptr: none) and its machine shown.
  sw::EnemyType* enemyType() const { return type_; }
  behaviour::MachineRef machine() const;
  // Shows this type of the project (its machine holding the current state, else its first).
  void showEnemyType(const sw::EnemyType* type);
  // Shows this machine of the shown type; false when it has none such.
  bool showMachine(const behaviour::MachineRef& machine);

 public slots:
  void showLive(const sw::editor::LiveBehaviour& live);

 private:
  void followCurrent();    // the document's current enemy type or state changed
  void followSelection();  // a spawn picked in the level shows its enemy type
  void refresh();          // the project changed: machines, lines, problems
  void rebuildMachines(const behaviour::MachineRef& keep);
  void showProblems();
  void onStatePicked(int source);
  void editCondition(int from, int line);
  void showMenu(int source, int wireFrom, int wireLine, QPoint screenPos);

  Document* document_;
  sw::EnemyType* type_ = nullptr;
  std::vector<behaviour::MachineRef> listed_;  // the combo's entries, in order
  QLabel* typeLabel_;
  QComboBox* machines_;
  behaviour::BehaviourGraphScene* scene_;
  behaviour::BehaviourView* view_;
  QLabel* problems_;
  QAction* add_;
  QAction* delete_;
  QAction* arrange_;
  QAction* frame_;
  bool following_ = false;  // the dock itself is making a state current
};

}  // namespace sw::editor
