#pragma once
// The Patterns dock's structured view of a pattern: its commands as a tree (a repeat's,
// an action's and a fired bullet's own commands below them, a parallel's branches as
// "branch N" rows), the text being the other view of the same data. Picked commands are
// the edit focus (pattern_command_focus.h), so their values are edited in the property
// grid; the toolbar adds a command of any kind after the current row (or into the current
// branch), adds a branch to a parallel, removes, and moves up and down; rows are dragged
// to reorder them or to move them into another list. Every change is one undo step of the
// pattern (makeEditPatternCommands); rows with a problem of the pattern's check are red with
// the message as their tooltip.
//
// Object names for tests: "patternCommands", its tree "patternCommandTree", the note
// "patternCommandsNote", the button "addCommandButton" with actions "addCommand_<op>"
// (addCommand_fire, addCommand_wait, ...), and actions "addBranchAction",
// "removeCommandAction", "moveCommandUpAction", "moveCommandDownAction".
#include <QPointer>
#include <QSet>
#include <QWidget>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/patterns/pattern_command_path.h"

class QAction;
class QLabel;
class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace sw::editor {

class Document;
class EditFocus;
class PatternCommandFocus;
class PatternCommandTree;

class PatternCommandsView : public QWidget {
  Q_OBJECT
 public:
  explicit PatternCommandsView(Document* document, QWidget* parent = nullptr);
  ~PatternCommandsView() override;

  // Shows pattern `name` of the project (empty or unknown: none), keeping the pick and
  // the collapsed rows where they still exist.
  void showPattern(const std::string& name);
  // The shown pattern's problems, by JSON pointer below the pattern ("/actions/1/wait").
  void setProblems(const std::vector<std::pair<std::string, QString>>& problems);
  // The text holds changes that are not applied (they have problems): the tree says it
  // shows the project's pattern, and is read-only until the text is fixed or reverted.
  void setTextPending(bool pending);

  QTreeWidget* tree() const;
  std::vector<sw::CommandPath> pickedCommands() const { return picked_; }
  void pick(const std::vector<sw::CommandPath>& paths);
  enum class DropAt { Above, On, Below, Viewport };
  // Where a drop on `target` at `position` puts dragged rows (no target: the end of the
  // pattern); nothing when rows cannot go there.
  std::optional<std::pair<sw::CommandList, int>> dropPlace(QTreeWidgetItem* target,
                                                           DropAt position) const;
  // Moves the picked commands to `index` of `list` (what a drop does), one undo step.
  bool moveTo(const sw::CommandList& list, int index);

 private:
  void rebuild();
  void fill(QTreeWidgetItem* parent, const std::vector<sw::PatternCommand>& list, const sw::CommandList& at);
  QTreeWidgetItem* commandItem(const sw::PatternCommand& command, const sw::CommandPath& path);
  void add(sw::PatternOp op);
  void addBranch();
  void removePicked();
  void movePicked(int by);
  void selectionChanged();
  void updateActions();
  bool edit(const QString& text, const std::function<bool(sw::BulletPattern&)>& change,
            std::vector<sw::CommandPath> pickAfter);
  int patternIndex() const;
  // The parallel whose branch row is current, or the current parallel command.
  std::optional<sw::CommandPath> currentParallel() const;

  Document* document_;
  PatternCommandTree* tree_;
  QLabel* note_;
  QToolButton* addButton_;
  QAction *addBranch_, *remove_, *up_, *down_;
  std::vector<QAction*> addActions_;
  std::string shown_;
  std::vector<sw::CommandPath> picked_;      // picked command rows, in pattern order
  std::vector<sw::CommandList> pickedBranches_;  // picked branch rows
  QSet<QString> collapsed_;                  // rows the user folded (rows start open)
  std::vector<std::pair<std::string, QString>> problems_;
  bool updating_ = false;
  bool textPending_ = false;
  std::unique_ptr<PatternCommandFocus> focus_;
  QPointer<EditFocus> editFocus_;
};

}  // namespace sw::editor
