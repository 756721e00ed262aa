#pragma once
// The level viewport's selection tool: turns LevelViewport's gestures into edits of the
// Document, so the viewport itself knows nothing of documents or undo.
//
// - click selects (replaces), Ctrl+click toggles, Shift+click adds, a click on empty
//   space clears; a rubber band selects what it touches (Ctrl toggles, Shift adds);
// - a drag of the selection moves every object with a position as ONE undo step
//   (commands of the drag share a merge serial), snapped to the grid while "Snap to
//   Grid" is on (Ctrl held inverts it); Esc cancels the drag and leaves no undo step;
// - arrows nudge the selection by EditActions::gridStep (Shift: 8 steps);
// - the viewport's highlight follows the document's selection, whichever view set it;
// - EditActions::cursorPosition answers the play-plane point under the mouse (paste).
#include <QObject>
#include <QPointF>
#include <QVector>
#include <vector>

#include "core/math.h"
#include "model/level_object.h"

class QAction;

namespace sw {
class Level;
}

namespace sw::ui {
class LevelViewport;
}

namespace sw::editor {

class Document;
class EditActions;

class ViewportSelectionTool : public QObject {
  Q_OBJECT
 public:
  // The snap action is parented to `parent` (the window that shows it in a menu).
  ViewportSelectionTool(Document* document, sw::ui::LevelViewport* viewport, EditActions* editActions,
                        QObject* parent);

  // Checkable, on by default; objectName "snapToGridAction".
  QAction* snapToGridAction() const { return snapToGrid_; }

 private:
  void clicked(ObjectId id, Qt::KeyboardModifiers modifiers);
  void rubberBandSelected(const QVector<ObjectId>& ids, Qt::KeyboardModifiers modifiers);
  void beginMove(ObjectId grabbed);
  void updateMove(QPointF delta, Qt::KeyboardModifiers modifiers);
  void endMove();
  void cancelMove();
  // Puts every moving object at its start position + `offset` (merged into the drag's step).
  void applyOffset(sw::Vec2 offset);

  Document* document_;
  EditActions* editActions_;
  QAction* snapToGrid_;

  // The drag under way: the objects moving (the one grabbed first: it is the one that
  // snaps to the grid) and where they started.
  struct Start {
    ObjectId id;
    sw::Vec2 position;
  };
  std::vector<Start> moving_;
  sw::Level* movingLevel_ = nullptr;
  int mergeSerial_ = 0;
  sw::Vec2 applied_{0, 0};  // offset from the start the level shows now
};

}  // namespace sw::editor
