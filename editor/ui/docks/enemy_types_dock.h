#pragma once
// The Enemy Types dock: the project's enemy types, each with its body's behaviour states and
// its part tree (enemy_types_tree.h). Selecting an item makes it the document's current
// enemy type, state or part, which the property grid then edits; several parts picked
// together (Ctrl / Shift) are edited together. Adding, duplicating, removing, renaming
// (double-click or F2) and reordering go through enemy_type_commands.h and
// enemy_part_commands.h, one undo step each; parts are also moved by drag and drop. Under
// the tree: the problems the project check finds in the current enemy type (lines that do
// not parse, unknown or unreachable states, a part hanging on nothing ...); items with
// problems carry a warning icon and list them in their tooltip. A drop that is refused says
// why in the status line above the tree.
//
// Object names for tests and tools: the dock "enemyTypesDock", its tree
// "enemyTypesTree", the problem list "enemyProblems", the status line "enemyTypesStatus",
// the actions "addEnemyTypeAction", "duplicateEnemyTypeAction", "removeEnemyTypeAction",
// "addStateAction", "removeStateAction", "moveStateUpAction", "moveStateDownAction",
// "addPartAction", "removePartAction", "renameEnemyAction".
#include <QDockWidget>
#include <QTimer>

#include "ui/docks/enemy_types_tree.h"

class QAction;
class QLabel;
class QListWidget;
class QTreeWidgetItem;
class QUndoCommand;

namespace sw {
class EnemyPart;
class EnemyType;
class EnemyState;
}  // namespace sw

namespace sw::editor {

class Document;

class EnemyTypesDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit EnemyTypesDock(Document* document, QWidget* parent = nullptr);

  EnemyTypesTree* tree() const { return tree_; }
  QListWidget* problems() const { return problems_; }
  QLabel* status() const { return status_; }
  // The item showing this type (state nullptr) or state, or nullptr.
  QTreeWidgetItem* itemFor(const sw::EnemyType* type, const sw::EnemyState* state = nullptr) const;
  QTreeWidgetItem* itemForPart(const sw::EnemyPart* part) const;
  // Rebuilds the tree now instead of on the next event loop turn.
  void rebuildNow();

 private:
  void scheduleRebuild();
  void showCurrent();   // selects the document's current type / state / parts in the tree
  void pickFromTree();  // makes what the tree has selected current in the document
  void onItemRenamed(QTreeWidgetItem* item);
  void showStatus(const QString& text);
  void showProblems();
  void updateActions();
  // Pushes the command, or logs why there is none.
  void push(QUndoCommand* command);
  // The part new parts and states go to: the picked part (the first of several), the part
  // owning the picked state, or nullptr (the body).
  sw::EnemyPart* pickedOwner() const;

  Document* document_;
  EnemyTypesTree* tree_;
  QListWidget* problems_;
  QLabel* status_;
  QTimer rebuildTimer_;
  bool updating_ = false;  // the tree is being filled or synced: its signals are not the user's
  QAction *addType_, *duplicateType_, *removeType_, *addState_, *removeState_, *moveUp_, *moveDown_,
      *addPart_, *removePart_, *rename_;
};

}  // namespace sw::editor
