#pragma once
// The Patterns dock: the project's bullet patterns (model/patterns/bullet_pattern.h) in a list
// (add, duplicate, remove, rename with F2 or a double-click; every one an undo step that
// also renames references, see pattern_commands.h), the selected pattern as JSON text, and
// a live preview. The picked pattern is the edit focus (pattern_focus.h): the property
// grid shows its name and notes, and the Edit menu duplicates, deletes and renames it.
//
// Views: the Commands tab shows the pattern as a tree of commands edited in the property
// grid (pattern_commands_view.h); the Text tab shows it as JSON. Both show the same data.
//
// Text: every change is checked ~150 ms after the last key (read + validatePattern). Each
// problem is marked on its line (gutter dot, wavy underline, tooltip) and listed below as
// "line N: message". Valid text previews at once; it is applied to the project as ONE
// undoable command with Apply (Ctrl+Return) or when the text loses focus. A changed
// "name" in the text is applied as a rename (references follow) in the same undo step.
//
// Preview: the pattern fired once from an emitter (orange) at tick 0, shown at the tick
// of the slider; Play runs the ticks, looping. Drag the green player dummy: aim follows.
// The rank slider sets $rank. The count says how many bullets are live at that tick.
//
// Object names for tests: "patternsDock", "patternList", "patternText", "patternProblems",
// "patternViews" (the tabs), "patternPreview", "patternTickSlider", "patternPlay", "patternRank", "patternCount",
// actions "addPatternAction", "duplicatePatternAction", "removePatternAction",
// "renamePatternAction", "applyPatternAction".
#include <QDockWidget>
#include <QPointer>
#include <QTimer>
#include <memory>
#include <optional>

#include "model/patterns/bullet_pattern.h"

class QAction;
class QLabel;
class QListWidget;
class QListWidgetItem;
class QSlider;
class QTabWidget;
class QToolButton;
class QUndoCommand;

namespace sw {
class Project;
class PatternPreview;
}  // namespace sw

namespace sw::editor {

class Document;
class EditFocus;
class PatternCommandsView;
class PatternFocus;
class PatternPreviewView;
class PatternTextEdit;

class PatternsDock : public QDockWidget {
  Q_OBJECT
 public:
  explicit PatternsDock(Document* document, QWidget* parent = nullptr);
  ~PatternsDock() override;

  // Selects the pattern by name (tests, and "open this pattern" from elsewhere).
  bool selectPattern(const QString& name);
  QString currentPatternName() const;
  // Runs the pending check now instead of after the typing pause.
  void checkNow();
  // Applies the text when it is valid and differs from the project's; false otherwise.
  bool applyText();
  int liveBulletCount() const { return bulletCount_; }

 private:
  void rebuildList();
  void showCurrent();
  void onTextChanged();
  void check();
  void rebuildPreview();
  void showTick();
  void push(QUndoCommand* command);
  int currentIndex() const;
  void renameItem(QListWidgetItem* item);
  // The shown pattern becomes the edit focus (none: the focus goes back).
  void takeFocus();

  Document* document_;
  QListWidget* list_;
  QTabWidget* views_;
  PatternCommandsView* commands_;
  PatternTextEdit* text_;
  QListWidget* problems_;
  PatternPreviewView* view_;
  QSlider* tickSlider_;
  QSlider* rankSlider_;
  QToolButton* play_;
  QLabel* count_;
  QLabel* tickLabel_;
  QTimer checkTimer_, playTimer_;
  QAction *add_, *duplicate_, *remove_, *rename_, *apply_;
  bool updating_ = false;
  std::string shownName_;                        // the pattern the text belongs to
  std::optional<sw::BulletPattern> candidate_;   // the text, when it is valid
  std::unique_ptr<sw::Project> previewProject_;  // kinds + patterns with the candidate in
  std::unique_ptr<sw::PatternPreview> preview_;
  int bulletCount_ = 0;
  std::unique_ptr<PatternFocus> focus_;
  QPointer<EditFocus> editFocus_;
};

}  // namespace sw::editor
