#pragma once
// The Enemy Types dock: the project's enemy types, each with its behaviour states as
// children (the first state, in bold, is the initial one). Selecting an item makes it the
// document's current enemy type / state, which the property grid then edits. Adding,
// duplicating, removing, renaming (double-click or F2) and reordering go through
// enemy_type_commands.h, one undo step each. Under the tree: the problems the project
// check finds in the current enemy type (lines that do not parse, unknown or unreachable
// states ...); items with problems carry a warning icon and list them in their tooltip.
//
// Object names for tests and tools: the dock "enemyTypesDock", its tree
// "enemyTypesTree", the problem list "enemyProblems", the actions "addEnemyTypeAction",
// "duplicateEnemyTypeAction", "removeEnemyTypeAction", "addStateAction",
// "removeStateAction", "moveStateUpAction", "moveStateDownAction", "renameEnemyAction".
#include <QDockWidget>
#include <QTimer>

class QAction;
class QListWidget;
class QTreeWidget;
class QTreeWidgetItem;
class QUndoCommand;

namespace sw {
class EnemyType;
class EnemyState;
}  // namespace sw

namespace sw::editor {

class Document;

class EnemyTypesDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit EnemyTypesDock(Document* document, QWidget* parent = nullptr);

  QTreeWidget* tree() const { return tree_; }
  QListWidget* problems() const { return problems_; }
  // The item showing this type (state nullptr) or state, or nullptr.
  QTreeWidgetItem* itemFor(const sw::EnemyType* type, const sw::EnemyState* state = nullptr) const;
  // Rebuilds the tree now instead of on the next event loop turn.
  void rebuildNow();

 private:
  void scheduleRebuild();
  void showCurrent();  // selects the document's current type / state in the tree
  void onCurrentItemChanged(QTreeWidgetItem* item);
  void onItemRenamed(QTreeWidgetItem* item);
  void showProblems();
  void updateActions();
  // Pushes the command, or logs why there is none.
  void push(QUndoCommand* command);
  sw::EnemyType* typeOf(const QTreeWidgetItem* item) const;
  sw::EnemyState* stateOf(const QTreeWidgetItem* item) const;

  Document* document_;
  QTreeWidget* tree_;
  QListWidget* problems_;
  QTimer rebuildTimer_;
  bool updating_ = false;  // the tree is being filled or synced: its signals are not the user's
  QAction *addType_, *duplicateType_, *removeType_, *addState_, *removeState_, *moveUp_, *moveDown_, *rename_;
};

}  // namespace sw::editor
