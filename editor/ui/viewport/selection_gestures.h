#pragma once
// The left-button gestures of the level viewport, which select and move level objects
// (a controller such as editor/ui/viewport_selection_tool.h turns the signals into
// document edits). A press picks in the play plane (viewport_picking.h): a click emits
// clicked(); a drag on empty space or a tile draws a rubber band and emits
// rubberBandSelected(); a drag that starts on a selected object that can move emits
// moveStarted / moveUpdated / moveFinished, and Esc or lost focus moveCanceled. A tool set
// with LevelViewport::setGestureHandler is asked first and may take the whole gesture.
#include <QObject>
#include <QPointF>
#include <QRectF>
#include <QVector>
#include <optional>

#include "core/math.h"
#include "model/level/level_object.h"

class QMouseEvent;

namespace sw::ui {

class LevelViewport;

class SelectionGestures : public QObject {
  Q_OBJECT
 public:
  explicit SelectionGestures(LevelViewport& viewport);

  // Events of the quick widget, positions in its pixels. A plain left press.
  bool press(QMouseEvent* mouse);
  bool move(QMouseEvent* mouse);
  bool release(QMouseEvent* mouse);
  // The mouse moved with no button down: the cursor shows what a press would drag, and
  // the tool gets its hover.
  void hover(QPointF pixel, Qt::KeyboardModifiers modifiers);
  // The modifiers changed mid-drag (Ctrl toggles snapping).
  void modifiersChanged(Qt::KeyboardModifiers modifiers);

  // Any gesture state, a canceled one included (its release is still to come).
  bool isActive() const { return drag_ != Drag::None; }
  bool isCanceled() const { return drag_ == Drag::Canceled; }
  // A drag (pending, moving, rubber band or the tool's) is under way.
  bool isDragging() const;
  // The gesture handler owns the gesture under way.
  bool handlerOwnsGesture() const { return drag_ == Drag::Handler; }
  // Ends the drag with no effect (Esc, focus lost, play started).
  void cancel();
  // Closes a gesture whose release never came (focus games) as it stands.
  void closeStale(Qt::KeyboardModifiers modifiers);

 signals:
  void clicked(sw::ObjectId id, Qt::KeyboardModifiers modifiers);
  void rubberBandSelected(const QVector<sw::ObjectId>& ids, Qt::KeyboardModifiers modifiers);
  void moveStarted(sw::ObjectId grabbed);
  void moveUpdated(QPointF delta, Qt::KeyboardModifiers modifiers);
  void moveFinished();
  void moveCanceled();

 private:
  enum class Drag {
    None,
    Pending,   // left button down, not moved far enough yet: a click or the start of a drag
    Move,      // dragging the selection
    Band,      // rubber band
    Canceled,  // Esc ended a drag; the rest of the gesture is ignored
    Handler,   // the gesture handler owns this gesture
  };

  void updateMove(QPointF pixel, Qt::KeyboardModifiers modifiers);

  LevelViewport& viewport_;
  Drag drag_ = Drag::None;
  QPointF pressPos_;  // quick widget pixels
  std::optional<sw::Vec2> pressPlane_;
  sw::ObjectId pressHit_ = 0;
  bool pressHitMovable_ = false;
  bool clickSent_ = false;  // the press already selected what it hit
  QPointF lastMovePos_;
};

}  // namespace sw::ui
