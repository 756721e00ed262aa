#include "ui/animation/animation_graph_items.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>
#include <QtMath>
#include <algorithm>

namespace sw::editor::animation {

namespace {
constexpr double kTitleHeight = 22;
constexpr double kLineHeight = 15;
constexpr double kPortRadius = 5;
const QColor kNodeFill(58, 60, 66);
const QColor kTitleFill(80, 96, 120);
const QColor kBrokenFill(120, 50, 50);
const QColor kCurrentColour(120, 230, 120);
const QColor kProblemColour(255, 110, 100);
const QColor kChainColour(200, 200, 200);
const QColor kSwitchColour(240, 160, 50);
}  // namespace

AnimationNodeItem::AnimationNodeItem(int line) : line_(line) {
  setFlags(ItemIsMovable | ItemIsSelectable | ItemSendsGeometryChanges);
  setZValue(1);
}

void AnimationNodeItem::setLook(const Look& look) {
  if (look == look_) return;
  prepareGeometryChange();
  look_ = look;
  setToolTip(look_.problems.isEmpty() ? QString() : look_.problems.join(QLatin1Char('\n')));
  update();
}

void AnimationNodeItem::setCurrent(bool current) {
  if (current == current_) return;
  current_ = current;
  update();
}

double AnimationNodeItem::height() const {
  const double text = kTitleHeight + kLineHeight * (1 + look_.events.size() + look_.problems.size()) + 8;
  return std::max(text, kTitleHeight + kPortSpacing * (look_.ports + 1));
}

QRectF AnimationNodeItem::boundingRect() const {
  return QRectF(-kPortRadius - 2, -4, kWidth + 2 * kPortRadius + 4, height() + 8);
}

QPointF AnimationNodeItem::wireEnd(int k, bool out) const {
  const double y = kTitleHeight + kPortSpacing * (k + 1);
  return {out ? kWidth : 0, std::min(y, height() - 6)};
}

QPointF AnimationNodeItem::outputPort() const { return {kWidth, kTitleHeight / 2}; }

bool AnimationNodeItem::onOutputPort(QPointF p) const {
  return QLineF(p, outputPort()).length() <= kPortRadius + 5;
}

void AnimationNodeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
  painter->setRenderHint(QPainter::Antialiasing);
  const QRectF box(0, 0, kWidth, height());
  QPen border(isSelected() ? QColor(255, 255, 255) : QColor(25, 25, 25), isSelected() ? 2 : 1);
  if (current_)
    border = QPen(kCurrentColour, 3);
  else if (!look_.problems.isEmpty())
    border = QPen(kProblemColour, 2);
  painter->setPen(border);
  painter->setBrush(kNodeFill);
  painter->drawRoundedRect(box, 5, 5);
  painter->setPen(Qt::NoPen);
  painter->setBrush(look_.broken ? kBrokenFill : (current_ ? kCurrentColour.darker(220) : kTitleFill));
  painter->drawRoundedRect(QRectF(1, 1, kWidth - 2, kTitleHeight - 1), 4, 4);

  QFont font = painter->font();
  font.setBold(true);
  painter->setFont(font);
  painter->setPen(Qt::white);
  const QFontMetricsF metrics(font);
  const QString title = (look_.first ? QStringLiteral("▶ ") : QString()) + look_.title;
  painter->drawText(QRectF(8, 0, kWidth - 24, kTitleHeight), Qt::AlignVCenter | Qt::AlignLeft,
                    metrics.elidedText(title, Qt::ElideRight, kWidth - 24));
  font.setBold(false);
  painter->setFont(font);
  double y = kTitleHeight + 2;
  const auto line = [&](const QString& text, QColor colour) {
    painter->setPen(colour);
    painter->drawText(QRectF(8, y, kWidth - 16, kLineHeight), Qt::AlignVCenter | Qt::AlignLeft,
                      QFontMetricsF(font).elidedText(text, Qt::ElideRight, kWidth - 16));
    y += kLineHeight;
  };
  line(look_.summary, QColor(210, 210, 210));
  for (const QString& event : look_.events) line(event, QColor(150, 200, 255));
  for (const QString& problem : look_.problems) line(problem, kProblemColour);

  // The output dot: drag from it to another box to chain or switch.
  painter->setPen(QPen(QColor(25, 25, 25), 1));
  painter->setBrush(kSwitchColour);
  painter->drawEllipse(outputPort(), kPortRadius, kPortRadius);
}

QVariant AnimationNodeItem::itemChange(GraphicsItemChange change, const QVariant& value) {
  if (change == ItemPositionHasChanged && moved_) moved_();
  return QGraphicsItem::itemChange(change, value);
}

AnimationWireItem::AnimationWireItem(int from, int to, Kind kind, int switchIndex, QString label)
    : from_(from), to_(to), kind_(kind), switchIndex_(switchIndex), label_(std::move(label)) {
  setFlags(ItemIsSelectable);
  setZValue(kind == Kind::Switch ? 0.5 : 0.4);
  setToolTip(kind == Kind::Chain ? QObject::tr("then: plays when the animation ends")
                                 : QObject::tr("if %1: switches at once (double-click to edit)").arg(label_));
}

void AnimationWireItem::route(QPointF start, QPointF end, int lane) {
  QPainterPath path(start);
  QPointF c1, c2;
  if (QLineF(start, end).length() < 1) {  // a chain to itself: a loop above the right edge
    c1 = start + QPointF(60, -70);
    c2 = start + QPointF(-60, -70);
    end = start + QPointF(-4, -2);
  } else if (end.x() < start.x() + 40) {
    // Back to a box on the left: under the boxes, not through them; each lane a little lower,
    // so wires back between the same rows keep their labels apart.
    const double below = std::max(start.y(), end.y()) + 80 + 22 * lane;
    c1 = QPointF(start.x() + 110, below);
    c2 = QPointF(end.x() - 110, below);
  } else {
    const double reach = std::max(50.0, std::abs(end.x() - start.x()) / 2);
    c1 = start + QPointF(reach, 0);
    c2 = end - QPointF(reach, 0);
  }
  path.cubicTo(c1, c2, end);
  prepareGeometryChange();
  setPath(path);
  labelAt_ = path.pointAtPercent(0.5);
  arrowTip_ = end;
  arrowFrom_ = path.pointAtPercent(0.94);
}

QRectF AnimationWireItem::boundingRect() const {
  QRectF r = path().boundingRect().adjusted(-8, -8, 8, 8);
  if (kind_ == Kind::Switch) r = r.united(QRectF(labelAt_ - QPointF(110, 12), QSizeF(220, 24)));
  return r;
}

QPainterPath AnimationWireItem::shape() const {
  QPainterPathStroker stroker;
  stroker.setWidth(10);
  QPainterPath s = stroker.createStroke(path());
  if (kind_ == Kind::Switch) s.addRect(QRectF(labelAt_ - QPointF(40, 9), QSizeF(80, 18)));
  return s;
}

void AnimationWireItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
  painter->setRenderHint(QPainter::Antialiasing);
  const QColor colour = kind_ == Kind::Chain ? kChainColour : kSwitchColour;
  painter->setPen(QPen(isSelected() ? QColor(255, 255, 255) : colour, isSelected() ? 3 : 2));
  painter->setBrush(Qt::NoBrush);
  painter->drawPath(path());
  // The arrow head at the target.
  const QLineF back(arrowTip_, arrowFrom_);
  const double angle = std::atan2(-back.dy(), back.dx());
  const QPointF a = arrowTip_ + QPointF(std::cos(angle + 0.45) * 10, -std::sin(angle + 0.45) * 10);
  const QPointF b = arrowTip_ + QPointF(std::cos(angle - 0.45) * 10, -std::sin(angle - 0.45) * 10);
  painter->setBrush(isSelected() ? QColor(255, 255, 255) : colour);
  painter->drawPolygon(QPolygonF({arrowTip_, a, b}));
  const QString text = kind_ == Kind::Chain ? QStringLiteral("then") : label_;
  const QFontMetricsF metrics(painter->font());
  const QString shown = metrics.elidedText(text, Qt::ElideRight, 200);
  const QRectF box(labelAt_ - QPointF(metrics.horizontalAdvance(shown) / 2 + 5, 9),
                   QSizeF(metrics.horizontalAdvance(shown) + 10, 18));
  painter->setPen(Qt::NoPen);
  painter->setBrush(QColor(30, 30, 34, 220));
  painter->drawRoundedRect(box, 4, 4);
  painter->setPen(colour);
  painter->drawText(box, Qt::AlignCenter, shown);
}

}  // namespace sw::editor::animation
