#include "ui/graph/graph_view.h"

#include <QGraphicsItem>
#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

#include "document/stores/graph_store.h"
#include "graph/snippet_library.h"
#include "ui/graph/graph_scene.h"
#include "ui/graph/node_search_popup.h"

namespace sw::editor {

namespace {
constexpr double kMinZoom = 0.15, kMaxZoom = 3.0;

bool isEditKey(const QKeyEvent* key) {
  return key->matches(QKeySequence::Delete) || key->key() == Qt::Key_Backspace ||
         key->key() == Qt::Key_Delete || key->matches(QKeySequence::Copy) ||
         key->matches(QKeySequence::Cut) || key->matches(QKeySequence::Paste) ||
         key->matches(QKeySequence::SelectAll) || key->key() == Qt::Key_Tab || key->key() == Qt::Key_Space;
}
}  // namespace

GraphView::GraphView(GraphScene* scene, QWidget* parent) : QGraphicsView(scene, parent), scene_(scene) {
  setObjectName(QStringLiteral("graphView"));
  setRenderHint(QPainter::Antialiasing);
  setDragMode(QGraphicsView::RubberBandDrag);
  setRubberBandSelectionMode(Qt::ContainsItemShape);  // a band inside a comment box leaves the box alone
  setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
  setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
  setFocusPolicy(Qt::StrongFocus);
  setMouseTracking(true);
  connect(scene_, &GraphScene::searchRequested, this, &GraphView::openSearch);
  connect(scene_, &GraphScene::statusMessage, this, &GraphView::statusMessage);
}

QPointF GraphView::cursorScenePos() const {
  const QPoint local = viewport()->mapFromGlobal(QCursor::pos());
  if (viewport()->rect().contains(local)) return mapToScene(local);
  return mapToScene(viewport()->rect().center());
}

void GraphView::openSearch(QPointF scenePos) {
  if (!scene_->graph()) return;
  if (popup_) popup_->close();
  scene_->setSearchPos(scenePos);
  std::vector<NodeSearchPopup::Entry> entries;
  const auto& catalog = scene_->store()->library();
  for (const auto& type : catalog.types()) {
    auto t = catalog.nodeTemplate(type);
    if (!t) continue;
    NodeSearchPopup::Entry e;
    e.type = type;
    e.title = QString::fromStdString(t->title);
    e.category = t->category.empty() ? tr("Graph") : QString::fromStdString(t->category);
    if (const auto* snippet = catalog.find(type)) {
      QStringList lines;
      for (const auto& p : snippet->properties)
        lines << QString::fromStdString(p.name + ": " + p.description);
      e.description = lines.join(QLatin1Char('\n'));
    }
    entries.push_back(std::move(e));
  }
  // A popup is a window of its own (Qt::Popup); it deletes itself on close.
  popup_ = new NodeSearchPopup(std::move(entries), this);
  connect(popup_, &NodeSearchPopup::picked, scene_, [this](const QString& type) {
    scene_->addNodeFromSearch(type.toStdString());
    setFocus();
  });
  connect(popup_, &NodeSearchPopup::dismissed, scene_, &GraphScene::cancelPendingWire);
  popup_->popup(viewport()->mapToGlobal(mapFromScene(scenePos)));
}

void GraphView::frameAll() {
  QRectF bounds;
  for (QGraphicsItem* item : scene()->items())
    if (!item->parentItem()) bounds |= item->sceneBoundingRect();
  if (bounds.isEmpty()) return centerOn(0, 0);
  fitInView(bounds.adjusted(-40, -40, 40, 40), Qt::KeepAspectRatio);
  if (zoom() > 1.0) {  // small graphs stay at their real size
    resetTransform();
    centerOn(bounds.center());
  }
}

void GraphView::requestFrame() {
  autoFrame_ = true;
  frameIfAsked();
}

void GraphView::frameIfAsked() {
  // A viewport of a few pixels (a dock being laid out) would frame the graph tiny.
  if (!autoFrame_ || !isVisible() || viewport()->width() < 80 || viewport()->height() < 60) return;
  frameAll();
}

void GraphView::resizeEvent(QResizeEvent* event) {
  QGraphicsView::resizeEvent(event);
  frameIfAsked();
}

void GraphView::showEvent(QShowEvent* event) {
  QGraphicsView::showEvent(event);
  frameIfAsked();
}

bool GraphView::event(QEvent* event) {
  // Claim our keys before the main window's shortcuts (Delete, Copy, Paste act on level
  // objects there) and before Tab moves the focus.
  if (event->type() == QEvent::ShortcutOverride && isEditKey(static_cast<QKeyEvent*>(event))) {
    event->accept();
    return true;
  }
  if (event->type() == QEvent::KeyPress && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Tab) {
    keyPressEvent(static_cast<QKeyEvent*>(event));
    return true;
  }
  return QGraphicsView::event(event);
}

void GraphView::keyPressEvent(QKeyEvent* event) {
  if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
    spaceHeld_ = true;
    viewport()->setCursor(Qt::OpenHandCursor);
    return;
  }
  if (event->key() == Qt::Key_Tab) return openSearch(cursorScenePos());
  if (event->matches(QKeySequence::Delete) || event->key() == Qt::Key_Delete ||
      event->key() == Qt::Key_Backspace)
    return scene_->deleteSelection();
  if (event->matches(QKeySequence::Copy)) return scene_->copySelection();
  if (event->matches(QKeySequence::Cut)) {
    scene_->copySelection();
    return scene_->deleteSelection();
  }
  if (event->matches(QKeySequence::Paste)) return scene_->paste(cursorScenePos());
  if (event->matches(QKeySequence::SelectAll)) {
    for (QGraphicsItem* item : scene()->items())
      if (item->flags() & QGraphicsItem::ItemIsSelectable) item->setSelected(true);
    return;
  }
  QGraphicsView::keyPressEvent(event);
}

void GraphView::keyReleaseEvent(QKeyEvent* event) {
  if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
    spaceHeld_ = false;
    viewport()->unsetCursor();
    return;
  }
  QGraphicsView::keyReleaseEvent(event);
}

void GraphView::wheelEvent(QWheelEvent* event) {
  const double steps = event->angleDelta().y() / 120.0;
  if (steps == 0) return;
  const double factor = std::pow(1.15, steps);
  const double target = std::clamp(zoom() * factor, kMinZoom, kMaxZoom);
  autoFrame_ = false;  // the user picks the view from now on
  // AnchorUnderMouse keeps the point under the cursor in place.
  scale(target / zoom(), target / zoom());
  event->accept();
}

void GraphView::mousePressEvent(QMouseEvent* event) {
  autoFrame_ = false;  // the user works in the view as it is now
  if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && spaceHeld_)) {
    panning_ = true;
    autoFrame_ = false;
    panLast_ = event->pos();
    viewport()->setCursor(Qt::ClosedHandCursor);
    event->accept();
    return;
  }
  QGraphicsView::mousePressEvent(event);
}

void GraphView::mouseMoveEvent(QMouseEvent* event) {
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

void GraphView::mouseReleaseEvent(QMouseEvent* event) {
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

void GraphView::drawBackground(QPainter* painter, const QRectF& rect) {
  painter->fillRect(rect, QColor(38, 39, 43));
  // A 20-unit grid, every fifth line stronger; skipped when zoomed far out.
  const double step = 20;
  if (zoom() < 0.35) return;
  const double left = std::floor(rect.left() / step) * step, top = std::floor(rect.top() / step) * step;
  QPen fine(QColor(48, 49, 54), 0), bold(QColor(58, 60, 66), 0);
  for (double x = left; x < rect.right(); x += step) {
    painter->setPen(std::fmod(std::abs(x), step * 5) < 0.5 ? bold : fine);
    painter->drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()));
  }
  for (double y = top; y < rect.bottom(); y += step) {
    painter->setPen(std::fmod(std::abs(y), step * 5) < 0.5 ? bold : fine);
    painter->drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y));
  }
}

}  // namespace sw::editor
