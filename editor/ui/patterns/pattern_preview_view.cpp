#include "ui/patterns/pattern_preview_view.h"

#include <QMouseEvent>
#include <algorithm>

#include <QLineF>
#include <QPainter>
#include <QPolygonF>

namespace sw::editor {

namespace {
constexpr double kWidth = 32, kHeight = 18;  // world units shown
}

PatternPreviewView::PatternPreviewView(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("patternPreview"));
  setMouseTracking(true);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
  setToolTip(tr("Drag the green player dummy: aimed bullets follow it"));
}

double PatternPreviewView::scale() const { return std::min(width() / kWidth, height() / kHeight); }

QPointF PatternPreviewView::toScreen(QPointF w) const {
  const double s = scale();
  return {width() / 2.0 + w.x() * s, height() / 2.0 - w.y() * s};
}

QPointF PatternPreviewView::toWorld(QPointF p) const {
  const double s = scale();
  return {(p.x() - width() / 2.0) / s, (height() / 2.0 - p.y()) / s};
}

void PatternPreviewView::setBullets(QVector<Dot> bullets) {
  bullets_ = std::move(bullets);
  update();
}

void PatternPreviewView::setPlayer(QPointF world) {
  player_ = world;
  update();
}

void PatternPreviewView::setMessage(const QString& message) {
  message_ = message;
  update();
}

void PatternPreviewView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.fillRect(rect(), QColor(18, 20, 30));
  const double s = scale();
  // The 32 x 18 screen.
  p.setPen(QColor(60, 66, 90));
  p.drawRect(QRectF(toScreen({-kWidth / 2, kHeight / 2}), toScreen({kWidth / 2, -kHeight / 2})));
  p.setRenderHint(QPainter::Antialiasing, bullets_.size() < 3000);
  p.setPen(Qt::NoPen);
  for (const Dot& d : bullets_) {
    p.setBrush(d.color);
    const double r = std::max(1.5, d.radius * s);
    p.drawEllipse(toScreen(d.position), r, r);
  }
  p.setRenderHint(QPainter::Antialiasing, true);
  // Emitter: an orange diamond; player dummy: a green ship-like triangle.
  const QPointF e = toScreen(emitter_);
  p.setBrush(QColor(240, 150, 40));
  p.drawPolygon(QPolygonF({e + QPointF(0, -7), e + QPointF(7, 0), e + QPointF(0, 7), e + QPointF(-7, 0)}));
  const QPointF pl = toScreen(player_);
  p.setBrush(QColor(80, 220, 120));
  p.drawPolygon(QPolygonF({pl + QPointF(9, 0), pl + QPointF(-7, -6), pl + QPointF(-7, 6)}));
  if (!message_.isEmpty()) {
    p.setPen(QColor(255, 140, 140));
    p.drawText(rect().adjusted(8, 8, -8, -8), Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, message_);
  }
}

void PatternPreviewView::mousePressEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton) return;
  dragging_ = true;
  player_ = toWorld(event->position());
  update();
  emit playerMoved(player_);
}

void PatternPreviewView::mouseMoveEvent(QMouseEvent* event) {
  const bool near = QLineF(event->position(), toScreen(player_)).length() < 12;
  setCursor(dragging_ || near ? Qt::ClosedHandCursor : Qt::CrossCursor);
  if (!dragging_) return;
  player_ = toWorld(event->position());
  update();
  emit playerMoved(player_);
}

void PatternPreviewView::mouseReleaseEvent(QMouseEvent*) { dragging_ = false; }

}  // namespace sw::editor
