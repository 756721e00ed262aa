#pragma once
// The Edit menu's actions: select all / none / invert, paste (at the cursor or in place)
// and nudge on the level's objects; cut, copy, duplicate, delete and rename on whatever
// holds the edit focus (document/edit_focus.h: its owner builds the one command, so no
// kind is named here). Each edit is one undoable command.
#include <QObject>
#include <functional>
#include <optional>

#include "core/math.h"

class QAction;
class QMenu;
class QUndoCommand;
class QWidget;

namespace sw::editor {

class Document;

class EditActions : public QObject {
  Q_OBJECT
 public:
  EditActions(Document* document, QWidget* window);

  // Where "paste at the cursor" puts things: the viewport's cursor in play-plane units,
  // or nothing when the cursor is not over the level (then paste keeps positions).
  std::function<std::optional<sw::Vec2>()> cursorPosition;
  // Nudge and duplicate offsets follow the grid step.
  double gridStep = 1.0;

  void addTo(QMenu* menu);

  QAction* selectAll;
  QAction* selectNone;
  QAction* invertSelection;
  QAction* cut;
  QAction* copy;
  QAction* paste;
  QAction* pasteInPlace;
  QAction* duplicate;
  QAction* remove;
  QAction* rename;

  // Moves the selection by whole grid steps (dx, dy) as one undo step.
  void nudge(int dx, int dy);
  void pasteFromClipboard(bool inPlace);
  void copyToClipboard();

 private:
  void updateEnabled();
  void renameFocused();
  // Delete (or the second half of Cut, `cutText` naming it): after listing what uses it.
  void removeFocused(const QString& cutText);
  void pushOrExplain(QUndoCommand* command, const QString& why, const QString& title);
  QWidget* window_;
  Document* document_;
};

}  // namespace sw::editor
