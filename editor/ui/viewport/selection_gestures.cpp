#include "ui/viewport/selection_gestures.h"

#include <QApplication>
#include <QMouseEvent>
#include <QQuickView>

#include "ui/viewport/level_viewport.h"
#include "ui/viewport/viewport_gesture_handler.h"
#include "ui/viewport/viewport_picking.h"

namespace sw::ui {

SelectionGestures::SelectionGestures(LevelViewport& viewport) : QObject(&viewport), viewport_(viewport) {}

bool SelectionGestures::isDragging() const {
  return drag_ == Drag::Pending || drag_ == Drag::Move || drag_ == Drag::Band || drag_ == Drag::Handler;
}

bool SelectionGestures::press(QMouseEvent* mouse) {
  const QPointF pos = mouse->position();
  pressPos_ = lastMovePos_ = pos;
  ViewportGestureHandler* handler = viewport_.gestureHandler();
  if (handler && handler->press(viewport_.camera(), pos, mouse->modifiers())) {
    drag_ = Drag::Handler;
    return true;
  }
  pressPlane_ = sw::ui::playPlanePoint(viewport_.camera(), pos);
  pressHit_ = pickAt(viewport_.currentPickTargets(), viewport_.camera(), pos);
  pressHitMovable_ = pressHit_ && viewport_.canMove(pressHit_);
  clickSent_ = false;
  drag_ = Drag::Pending;
  // Pressing on an object that can move but is not selected selects it at once, so the
  // same press can drag it away; with Ctrl or Shift the release decides (toggle / add).
  const bool modified = mouse->modifiers() & (Qt::ControlModifier | Qt::ShiftModifier);
  if (pressHitMovable_ && !viewport_.selectedIds().contains(pressHit_) && !modified) {
    emit clicked(pressHit_, mouse->modifiers());
    clickSent_ = true;
  }
  return true;
}

bool SelectionGestures::move(QMouseEvent* mouse) {
  const QPointF pos = mouse->position();
  switch (drag_) {
    case Drag::Handler:
      lastMovePos_ = pos;
      if (ViewportGestureHandler* handler = viewport_.gestureHandler())
        handler->move(viewport_.camera(), pos, mouse->modifiers());
      return true;
    case Drag::Pending: {
      if ((pos - pressPos_).manhattanLength() < QApplication::startDragDistance()) return true;
      if (pressHitMovable_ && pressPlane_) {
        if (!viewport_.selectedIds().contains(
                pressHit_)) {  // Ctrl/Shift+drag of an unselected object: add it, then drag
          emit clicked(pressHit_, Qt::ShiftModifier);
          clickSent_ = true;
        }
        if (viewport_.selectedIds().contains(pressHit_)) {
          drag_ = Drag::Move;
          viewport_.quickView()->setCursor(Qt::SizeAllCursor);
          emit moveStarted(pressHit_);
          updateMove(pos, mouse->modifiers());
          return true;
        }
      }
      drag_ = Drag::Band;
      viewport_.setBand(QRectF(pressPos_, pos), true);
      return true;
    }
    case Drag::Move:
      updateMove(pos, mouse->modifiers());
      return true;
    case Drag::Band:
      viewport_.setBand(QRectF(pressPos_, pos), true);
      return true;
    default:
      return true;  // Canceled: the rest of the gesture is ignored
  }
}

bool SelectionGestures::release(QMouseEvent* mouse) {
  if (mouse->button() != Qt::LeftButton) return true;
  const Drag ended = drag_;
  drag_ = Drag::None;
  switch (ended) {
    case Drag::Handler:
      if (ViewportGestureHandler* handler = viewport_.gestureHandler())
        handler->release(viewport_.camera(), mouse->position(), mouse->modifiers());
      break;
    case Drag::Pending:
      if (!clickSent_) emit clicked(pressHit_, mouse->modifiers());
      break;
    case Drag::Move:
      viewport_.quickView()->unsetCursor();
      updateMove(mouse->position(), mouse->modifiers());
      emit moveFinished();
      break;
    case Drag::Band: {
      const QRectF band = QRectF(pressPos_, mouse->position()).normalized();
      viewport_.setBand(band, false);
      ViewportGestureHandler* handler = viewport_.gestureHandler();
      if (handler && handler->band(viewport_.camera(), band, mouse->modifiers())) break;
      emit rubberBandSelected(pickInRect(viewport_.currentPickTargets(), viewport_.camera(), band),
                              mouse->modifiers());
      break;
    }
    default:
      break;
  }
  return true;
}

void SelectionGestures::hover(QPointF pixel, Qt::KeyboardModifiers modifiers) {
  // Over something a press would drag away: say so.
  bool draggable = false;
  const QSet<sw::ObjectId>& selected = viewport_.selectedIds();
  if (!selected.isEmpty()) {
    const sw::ObjectId hit = pickAt(viewport_.currentPickTargets(), viewport_.camera(), pixel);
    draggable = hit && selected.contains(hit) && viewport_.canMove(hit);
  }
  if (draggable)
    viewport_.quickView()->setCursor(Qt::SizeAllCursor);
  else
    viewport_.quickView()->unsetCursor();
  if (ViewportGestureHandler* handler = viewport_.gestureHandler())
    handler->hover(viewport_.camera(), pixel, modifiers);
}

void SelectionGestures::modifiersChanged(Qt::KeyboardModifiers modifiers) {
  if (drag_ == Drag::Move) updateMove(lastMovePos_, modifiers);
}

void SelectionGestures::updateMove(QPointF pixel, Qt::KeyboardModifiers modifiers) {
  if (drag_ != Drag::Move || !pressPlane_) return;
  lastMovePos_ = pixel;
  const auto at = sw::ui::playPlanePoint(viewport_.camera(), pixel);
  if (!at) return;  // above the horizon: keep the last position
  const sw::Vec2 delta = *at - *pressPlane_;
  emit moveUpdated(QPointF(delta.x, delta.y), modifiers);
}

void SelectionGestures::cancel() {
  const Drag was = drag_;
  drag_ = (QApplication::mouseButtons() & Qt::LeftButton) ? Drag::Canceled : Drag::None;
  if (was == Drag::Handler) {
    if (ViewportGestureHandler* handler = viewport_.gestureHandler()) handler->cancel();
  } else if (was == Drag::Move) {
    viewport_.quickView()->unsetCursor();
    emit moveCanceled();
  } else if (was == Drag::Band) {
    viewport_.setBand({}, false);
  }
}

void SelectionGestures::closeStale(Qt::KeyboardModifiers modifiers) {
  if (drag_ == Drag::Move) emit moveFinished();
  if (drag_ == Drag::Handler)
    if (ViewportGestureHandler* handler = viewport_.gestureHandler())
      handler->release(viewport_.camera(), lastMovePos_, modifiers);
  if (drag_ == Drag::Band) viewport_.setBand({}, false);
  viewport_.quickView()->unsetCursor();
  drag_ = Drag::None;
}

}  // namespace sw::ui
