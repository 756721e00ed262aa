#pragma once
// The property grid: the properties the objects of the edit focus share (the selected
// objects, the level's own when nothing is selected, or whatever a dock picked: see
// document/focus/edit_focus.h), grouped by category, each row editable in place. Values that
// differ across the objects show as mixed, never as one object's value. Every edit is one
// undo step for all of them; a refused value shows its reason in a bar under the grid and
// pushes nothing.
//
// Object names for tests and tools: the widget "propertyGrid", its tree "propertyTree",
// the filter "propertyFilter" with its count "propertyFilterCount" and button
// "clearFilterButton", the empty-grid hint "gridEmptyHint" (grid_hint.h), the message
// bar "gridMessage", buttons "resetButton",
// "addItemButton", "removeItemButton", "moveUpButton", "moveDownButton", editors
// "editor_<row key>", the colour dialog "colorDialog". Rows carry their key in Qt::UserRole.
#include <QHash>
#include <QPersistentModelIndex>
#include <QPointer>
#include <QTimer>
#include <QWidget>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "model/sound/sound_cue.h"

#include "core/value.h"
#include "document/edit_subject.h"
#include "model/level/level_object.h"

class QAction;
class QColorDialog;
class QLabel;
class QLineEdit;
class QStackedLayout;
class QToolButton;
class QTreeView;

namespace sw::editor {

class Document;
class FocusOwner;

namespace grid {
class ElidedLabel;
class GridHint;
class GridTarget;
class GridView;
class PropertyDelegate;
class PropertyModel;
}  // namespace grid

class PropertyGrid : public QWidget {
  Q_OBJECT
 public:
  explicit PropertyGrid(Document* document, QWidget* parent = nullptr);
  ~PropertyGrid() override;

  static QString mixedText();

  QTreeView* view() const;
  grid::PropertyModel* model() const { return model_; }
  // The value cell (or label cell) of the row with this key ("position.x"), or invalid.
  QModelIndex indexOfKey(const QString& key, int column = 1) const;
  // Opens the editor of a row as a click would; returns it (nullptr: not editable).
  QWidget* edit(const QString& key);
  // The message shown under the grid (a refused edit), or empty.
  QString message() const;

  // Whether a project is open (the main window's start page means none is): with none,
  // the grid shows no rows, only "No project open".
  void setProjectOpen(bool open);

  // Applies pending changes now instead of on the next event loop turn.
  void refreshNow();
  // Edits one object whatever is focused (the Game Rules panel's grid): `find` gives it
  // (nullptr: none), `title` names it. The owner calls refreshNow() when it changes.
  void pinTo(std::function<sw::Describable*()> find, std::function<QString()> title);
  // Opens the colour dialog for a colour row: the colour follows the dialog live as one
  // undo step; Cancel puts every object's own colour back.
  void openColorDialog(const QModelIndex& index);
  QColorDialog* colorDialog() const;

 private:
  void scheduleRefresh();
  void afterReset();
  void applyExpansion();
  void applyFilter();
  // The filter's count of hidden rows, and the hint in place of an empty grid.
  void updateHint();
  void updateActions();
  std::optional<sw::SoundCue> currentSound() const;
  // The sound the row of `index` names (a cue, a file, an event sound, music), if any.
  std::optional<sw::SoundCue> soundAt(const QModelIndex& index) const;
  void showMessage(const QString& text);
  void hideMessage();
  void showContextMenu(const QPoint& pos);
  QModelIndex currentValueIndex() const;
  void endColorSession(bool restore);

  Document* document_;
  std::unique_ptr<grid::GridTarget> target_;
  grid::PropertyModel* model_;
  grid::GridView* view_;
  grid::PropertyDelegate* delegate_;
  grid::ElidedLabel* title_;
  QLineEdit* filter_;
  QLabel* filterCount_;
  QToolButton* clearFilter_;
  grid::GridHint* hint_;
  QStackedLayout* stack_;           // the tree, or the hint when it shows no rows
  int rows_ = 0, visibleRows_ = 0;  // property rows, and those the filter lets through
  bool projectOpen_ = true;
  QLabel* message_;
  QTimer refreshTimer_, messageTimer_;
  QAction *resetAction_, *addAction_, *removeAction_, *upAction_, *downAction_, *colorAction_, *copyAction_;
  QAction* playSoundAction_ = nullptr;  // the current row's cue or music (cue_preview.h)
  QToolButton* playSoundButton_ = nullptr;  // shown only on rows that name a sound
  QHash<QString, bool> expandedByUser_;  // row key -> expanded, where the user chose
  bool applyingExpansion_ = false;
  QString focusAfterRefresh_;
  const FocusOwner* shownOwner_ = nullptr;  // who held the edit focus at the last refresh  // row to make current after the next refresh (added / moved item)

  struct ColorSession {
    QString key;
    int mergeSerial = 0;
    std::vector<EditSubject> subjects;
    std::vector<sw::Value> originals;
  };
  QPointer<QColorDialog> colorDialog_;
  ColorSession colorSession_;
};

}  // namespace sw::editor
