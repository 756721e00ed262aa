#include "ui/behaviour/behaviour_graph_items.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPathStroker>
#include <QtMath>
#include <algorithm>
#include <cmath>

namespace sw::editor::behaviour {

namespace {
struct Text {
  Q_DECLARE_TR_FUNCTIONS(BehaviourGraph)
};
constexpr double kTitleHeight = 22;
constexpr double kLineHeight = 15;
constexpr double kPortRadius = 5;
constexpr int kShownProblems = 2;  // in the box; the tooltip has them all
const QColor kNodeFill(58, 60, 66);
const QColor kTitleFill(80, 96, 120);
const QColor kInitialFill(96, 84, 130);
const QColor kCurrentColour(120, 230, 120);
const QColor kProblemColour(255, 110, 100);
const QColor kTransitionColour(240, 160, 50);
const QColor kGotoColour(140, 190, 240);
const QColor kFlashColour(255, 250, 150);
// A problem without the place it names (the box is the place): "enemy 'boss', state 'flee',
// tick line 2 ('goto x'): no state named 'x' ..." -> "no state named 'x' ...".
QString brief(const QString& message) {
  if (const qsizetype line = message.lastIndexOf(QStringLiteral("'): ")); line >= 0)
    return message.mid(line + 4);
  const qsizetype colon = message.indexOf(QStringLiteral(": "));
  return colon >= 0 ? message.mid(colon + 2) : message;
}
}  // namespace

// ---- node -------------------------------------------------------------------------------

BehaviourNodeItem::BehaviourNodeItem(int source) : source_(source) {
  setFlags(ItemIsMovable | ItemIsSelectable | ItemSendsGeometryChanges);
  setZValue(1);
}

void BehaviourNodeItem::setLook(const Look& look) {
  if (look == look_) return;
  prepareGeometryChange();
  look_ = look;
  setToolTip(look_.problems.join(QLatin1Char('\n')));
  update();
}

void BehaviourNodeItem::setCurrent(bool current) {
  if (current == current_) return;
  current_ = current;
  update();
}

double BehaviourNodeItem::height() const {
  const int problems = std::min<int>(int(look_.problems.size()), kShownProblems);
  return kTitleHeight + kLineHeight * std::max<qsizetype>(1, look_.lines.size() + problems) + 8;
}

QRectF BehaviourNodeItem::box() const { return {0, 0, kWidth, height()}; }

QRectF BehaviourNodeItem::boundingRect() const {
  return box().adjusted(-kPortRadius - 3, -4, kPortRadius + 3, 4);
}

QPointF BehaviourNodeItem::outputPort() const { return {kWidth, kTitleHeight / 2}; }

bool BehaviourNodeItem::onOutputPort(QPointF p) const {
  return QLineF(p, outputPort()).length() <= kPortRadius + 5;
}

QPointF BehaviourNodeItem::borderPoint(QPointF toward) const {
  const QRectF r = mapRectToScene(box());
  const QPointF c = r.center();
  const QPointF d = toward - c;
  if (std::abs(d.x()) < 1e-9 && std::abs(d.y()) < 1e-9) return c;
  // The smaller scale that reaches a vertical or a horizontal edge.
  const double sx = std::abs(d.x()) > 1e-9 ? (r.width() / 2) / std::abs(d.x()) : 1e9;
  const double sy = std::abs(d.y()) > 1e-9 ? (r.height() / 2) / std::abs(d.y()) : 1e9;
  return c + d * std::min({sx, sy, 1.0});
}

void BehaviourNodeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
  painter->setRenderHint(QPainter::Antialiasing);
  const QRectF r = box();
  QPen border(QColor(25, 25, 25), 1);
  if (!look_.problems.isEmpty()) border = QPen(kProblemColour, 2);
  if (current_) border = QPen(kCurrentColour, 3);
  if (isSelected()) border = QPen(QColor(255, 255, 255), current_ ? 3 : 2);
  painter->setPen(border);
  painter->setBrush(kNodeFill);
  painter->drawRoundedRect(r, 6, 6);
  painter->setPen(Qt::NoPen);
  painter->setBrush(current_ ? kCurrentColour.darker(220) : (look_.initial ? kInitialFill : kTitleFill));
  painter->drawRoundedRect(QRectF(1, 1, kWidth - 2, kTitleHeight - 1), 5, 5);

  QFont font = painter->font();
  font.setBold(true);
  painter->setFont(font);
  painter->setPen(Qt::white);
  const QString title = (look_.initial ? QStringLiteral("\u25B6 ") : QString()) + look_.title;
  painter->drawText(QRectF(8, 0, kWidth - 26, kTitleHeight), Qt::AlignVCenter | Qt::AlignLeft,
                    QFontMetricsF(font).elidedText(title, Qt::ElideRight, kWidth - 26));
  font.setBold(false);
  painter->setFont(font);
  const QFontMetricsF metrics(font);
  double y = kTitleHeight + 3;
  const auto line = [&](const QString& text, QColor colour) {
    painter->setPen(colour);
    painter->drawText(QRectF(8, y, kWidth - 16, kLineHeight), Qt::AlignVCenter | Qt::AlignLeft,
                      metrics.elidedText(text, Qt::ElideRight, kWidth - 16));
    y += kLineHeight;
  };
  for (const QString& text : look_.lines) line(text, QColor(205, 205, 210));
  for (int i = 0; i < std::min<int>(int(look_.problems.size()), kShownProblems); ++i)
    line(brief(look_.problems[i]), kProblemColour);

  // The dot a new transition is dragged from.
  painter->setPen(QPen(QColor(25, 25, 25), 1));
  painter->setBrush(kTransitionColour);
  painter->drawEllipse(outputPort(), kPortRadius, kPortRadius);
}

QVariant BehaviourNodeItem::itemChange(GraphicsItemChange change, const QVariant& value) {
  if (change == ItemPositionHasChanged && moved_) moved_();
  return QGraphicsItem::itemChange(change, value);
}

// ---- wire -------------------------------------------------------------------------------

BehaviourWireItem::BehaviourWireItem(const GraphWire& wire) : wire_(wire) {
  setFlags(ItemIsSelectable);
  setZValue(isGoto() ? 0.4 : 0.5);
  QStringList tip;
  tip << (isGoto()
              ? Text::tr("goto: changes state at once when its action runs")
              : Text::tr("%1 (double-click to edit the condition, Delete removes the line)").arg(label()));
  for (const std::string& problem : wire_.problems) tip << QString::fromStdString(problem);
  setToolTip(tip.join(QLatin1Char('\n')));
}

QString BehaviourWireItem::shownLabel() const {
  return QFontMetricsF(QFont()).elidedText(label(), Qt::ElideRight, 170);
}

void BehaviourWireItem::route(QPointF start, QPointF control, QPointF end) {
  QPainterPath path(start);
  path.quadTo(control, end);
  prepareGeometryChange();
  setPath(path);
  arrowTip_ = end;
  arrowFrom_ = path.pointAtPercent(0.92);
  setLabelAt(0.5);
}

void BehaviourWireItem::routeLoop(const QRectF& box, int k) {
  const QPointF start(box.right() - 34 - 10 * k, box.top());
  const QPointF end(box.right() - 74 - 14 * k, box.top());
  const double rise = 46 + 26 * k;
  QPainterPath path(start);
  path.cubicTo(start + QPointF(30, -rise), end + QPointF(-30, -rise), end);
  prepareGeometryChange();
  setPath(path);
  arrowTip_ = end;
  arrowFrom_ = path.pointAtPercent(0.92);
  setLabelAt(0.5);
}

QRectF BehaviourWireItem::labelRectAt(double t) const {
  const QFontMetricsF metrics{QFont()};
  const double width = metrics.horizontalAdvance(shownLabel()) + 12;
  const QPointF at = path().pointAtPercent(std::clamp(t, 0.0, 1.0));
  return {at.x() - width / 2, at.y() - 9, width, 18};
}

void BehaviourWireItem::setLabelAt(double t) {
  prepareGeometryChange();
  labelRect_ = labelRectAt(t);
  update();
}

void BehaviourWireItem::setFlashing(bool flashing) {
  if (flashing == flashing_) return;
  flashing_ = flashing;
  setZValue(flashing ? 0.8 : (isGoto() ? 0.4 : 0.5));
  update();
}

QRectF BehaviourWireItem::boundingRect() const {
  return path().boundingRect().adjusted(-10, -10, 10, 10).united(labelRect_.adjusted(-2, -2, 2, 2));
}

QPainterPath BehaviourWireItem::shape() const {
  QPainterPathStroker stroker;
  stroker.setWidth(10);
  QPainterPath s = stroker.createStroke(path());
  s.addRect(labelRect_);
  return s;
}

void BehaviourWireItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
  painter->setRenderHint(QPainter::Antialiasing);
  QColor colour = isGoto() ? kGotoColour : kTransitionColour;
  if (!wire_.problems.empty()) colour = kProblemColour;
  if (flashing_) colour = kFlashColour;
  const QColor stroke = isSelected() ? QColor(255, 255, 255) : colour;
  QPen pen(stroke, isSelected() || flashing_ ? 3.5 : 2);
  if (isGoto()) pen.setStyle(Qt::DashLine);
  painter->setPen(pen);
  painter->setBrush(Qt::NoBrush);
  painter->drawPath(path());
  // The arrow head at the target.
  const QLineF back(arrowTip_, arrowFrom_);
  const double angle = std::atan2(-back.dy(), back.dx());
  const double size = flashing_ ? 13 : 10;
  const QPointF a = arrowTip_ + QPointF(std::cos(angle + 0.45) * size, -std::sin(angle + 0.45) * size);
  const QPointF b = arrowTip_ + QPointF(std::cos(angle - 0.45) * size, -std::sin(angle - 0.45) * size);
  painter->setPen(QPen(stroke, 1));
  painter->setBrush(stroke);
  painter->drawPolygon(QPolygonF({arrowTip_, a, b}));
  // The label: the condition, or "goto".
  painter->setPen(flashing_ || isSelected() ? QPen(stroke, 1.5) : Qt::NoPen);
  painter->setBrush(QColor(30, 30, 34, 230));
  painter->drawRoundedRect(labelRect_, 4, 4);
  painter->setPen(colour);
  painter->setFont(QFont());
  painter->drawText(labelRect_, Qt::AlignCenter, shownLabel());
}

}  // namespace sw::editor::behaviour
