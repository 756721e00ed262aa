#include "ui/behaviour/behaviour_view.h"

#include <QGraphicsItem>
#include <QKeyEvent>
#include <QScrollBar>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

#include "ui/behaviour/behaviour_graph_scene.h"

namespace sw::editor::behaviour {

namespace {
constexpr double kMinZoom = 0.2, kMaxZoom = 3.0;

bool isOwnKey(const QKeyEvent* key) {
  return key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace || key->key() == Qt::Key_Space ||
         key->key() == Qt::Key_Home || key->matches(QKeySequence::Delete);
}
}  // namespace

BehaviourView::BehaviourView(BehaviourGraphScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent), scene_(scene) {
  setObjectName(QStringLiteral("behaviourGraphView"));
  setRenderHint(QPainter::Antialiasing);
  setDragMode(QGraphicsView::RubberBandDrag);
  setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
  setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
  setFocusPolicy(Qt::StrongFocus);
}

void BehaviourView::frameAll() {
  QRectF bounds;
  for (QGraphicsItem* item : scene()->items())
    if (!item->parentItem()) bounds |= item->sceneBoundingRect();
  if (bounds.isEmpty()) {
    resetTransform();
    return centerOn(0, 0);
  }
  fitInView(bounds.adjusted(-30, -30, 30, 30), Qt::KeepAspectRatio);
  if (zoom() > 1.0) {  // small graphs stay at their real size
    resetTransform();
    centerOn(bounds.center());
  } else if (zoom() < kMinZoom) {
    const double to = kMinZoom / zoom();
    scale(to, to);
  }
}

void BehaviourView::requestFrame() {
  autoFrame_ = true;
  frameIfAsked();
}

void BehaviourView::frameIfAsked() {
  if (!autoFrame_ || !isVisible() || viewport()->width() < 80 || viewport()->height() < 60) return;
  frameAll();
}

void BehaviourView::resizeEvent(QResizeEvent* event) {
  QGraphicsView::resizeEvent(event);
  frameIfAsked();
}

void BehaviourView::showEvent(QShowEvent* event) {
  QGraphicsView::showEvent(event);
  frameIfAsked();
}

bool BehaviourView::event(QEvent* event) {
  if (event->type() == QEvent::ShortcutOverride && isOwnKey(static_cast<QKeyEvent*>(event))) {
    event->accept();
    return true;
  }
  return QGraphicsView::event(event);
}

void BehaviourView::keyPressEvent(QKeyEvent* event) {
  if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
    spaceHeld_ = true;
    viewport()->setCursor(Qt::OpenHandCursor);
    return;
  }
  if (event->key() == Qt::Key_Home) return frameAll();
  if (event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace ||
      event->matches(QKeySequence::Delete))
    return scene_->deleteSelection();
  QGraphicsView::keyPressEvent(event);
}

void BehaviourView::keyReleaseEvent(QKeyEvent* event) {
  if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
    spaceHeld_ = false;
    viewport()->unsetCursor();
    return;
  }
  QGraphicsView::keyReleaseEvent(event);
}

void BehaviourView::wheelEvent(QWheelEvent* event) {
  const double steps = event->angleDelta().y() / 120.0;
  if (steps == 0) return;
  const double target = std::clamp(zoom() * std::pow(1.15, steps), kMinZoom, kMaxZoom);
  autoFrame_ = false;  // the user picks the view from now on
  scale(target / zoom(), target / zoom());
  event->accept();
}

void BehaviourView::mousePressEvent(QMouseEvent* event) {
  autoFrame_ = false;
  if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && spaceHeld_)) {
    panning_ = true;
    panLast_ = event->pos();
    viewport()->setCursor(Qt::ClosedHandCursor);
    event->accept();
    return;
  }
  QGraphicsView::mousePressEvent(event);
}

void BehaviourView::mouseMoveEvent(QMouseEvent* event) {
  if (panning_) {
    const QPoint delta = event->pos() - panLast_;
    panLast_ = event->pos();
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
    verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
    event->accept();
    return;
  }
  QGraphicsView::mouseMoveEvent(event);
}

void BehaviourView::mouseReleaseEvent(QMouseEvent* event) {
  if (panning_ && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
    panning_ = false;
    if (spaceHeld_)
      viewport()->setCursor(Qt::OpenHandCursor);
    else
      viewport()->unsetCursor();
    event->accept();
    return;
  }
  QGraphicsView::mouseReleaseEvent(event);
}

}  // namespace sw::editor::behaviour
