#pragma once
// The Edit menu's actions on the selection: select all / none / invert, cut, copy,
// paste (at the cursor or in place), duplicate, delete, rename, nudge. Each edit is
// one undoable command built by document/object_edits.h.
#include <QObject>
#include <functional>
#include <optional>

#include "core/math.h"

class QAction;
class QMenu;
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
  void renameSelected();
  QWidget* window_;
  Document* document_;
};

}  // namespace sw::editor
