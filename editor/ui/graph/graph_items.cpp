#include "ui/graph/graph_items.h"

#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>
#include <algorithm>

namespace sw::editor {

namespace {
constexpr double kWidth = 180;
constexpr double kTitle = 24;
constexpr double kPortRow = 20;
constexpr double kSummaryRow = 15;
constexpr double kPortRadius = 5.5;
constexpr double kRerouteSize = 18;
constexpr double kGrip = 14;
}  // namespace

QColor portColour(const QString& type) {
  if (type == QLatin1String(sw::graph::kVec4Port)) return QColor(232, 200, 80);
  if (type == QLatin1String(sw::graph::kAnyPort) || type.isEmpty()) return QColor(160, 160, 160);
  return QColor::fromHsv(int(qHash(type) % 360), 150, 230);
}

// ---- NodeItem

NodeItem::NodeItem(sw::graph::NodeId id) : id_(id) {
  setFlag(ItemIsSelectable);
  setAcceptHoverEvents(true);
  setZValue(1);
}

void NodeItem::setLook(const Look& look) {
  if (look == look_) return;
  prepareGeometryChange();
  look_ = look;
  setToolTip(look_.problem);
  update();
}

QRectF NodeItem::bodyFor(qsizetype portRows, qsizetype summaryRows, bool reroute) {
  if (reroute) return {0, 0, kRerouteSize, kRerouteSize};
  const double height = kTitle + 6 + double(portRows) * kPortRow + double(summaryRows) * kSummaryRow + 6;
  return {0, 0, kWidth, height};
}

QRectF NodeItem::body() const {
  return bodyFor(std::max(look_.inputs.size(), look_.outputs.size()), look_.summary.size(), look_.reroute);
}

QRectF NodeItem::boundingRect() const { return body().adjusted(-kPortRadius - 3, -3, kPortRadius + 3, 3); }

QPointF NodeItem::portPosition(const QString& key, bool input) const {
  if (look_.reroute) return input ? QPointF(0, kRerouteSize / 2) : QPointF(kRerouteSize, kRerouteSize / 2);
  const auto& ports = input ? look_.inputs : look_.outputs;
  for (qsizetype i = 0; i < ports.size(); ++i)
    if (ports[i].key == key) return {input ? 0.0 : kWidth, kTitle + 6 + (double(i) + 0.5) * kPortRow};
  return {input ? 0.0 : kWidth, kTitle / 2};
}

std::optional<NodeItem::PortHit> NodeItem::portAt(const QPointF& p, double hitRadius) const {
  // The nearest port wins: with a wide hit radius at a far zoom, neighbouring rows'
  // areas overlap, and the one aimed at is the closest.
  std::optional<PortHit> best;
  double bestDistance = hitRadius * hitRadius;
  for (bool input : {true, false})
    for (const auto& port : input ? look_.inputs : look_.outputs) {
      const QPointF d = p - portPosition(port.key, input);
      const double distance = d.x() * d.x() + d.y() * d.y();
      if (distance <= bestDistance) {
        bestDistance = distance;
        best = PortHit{port.key, input};
      }
    }
  return best;
}

void NodeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
  painter->setRenderHint(QPainter::Antialiasing);
  const QRectF r = body();
  const bool bad = !look_.problem.isEmpty() || look_.missingType;
  QPen border(isSelected() ? QColor(255, 200, 60) : QColor(20, 20, 20), isSelected() ? 2.5 : 1.2);
  if (bad) border = QPen(QColor(230, 40, 40), isSelected() ? 3.5 : 3);

  if (look_.reroute) {
    painter->setPen(border);
    painter->setBrush(QColor(70, 70, 74));
    painter->drawEllipse(r);
    const QColor c = portColour(look_.inputs.isEmpty() ? QString() : look_.inputs.front().type);
    painter->setPen(Qt::NoPen);
    painter->setBrush(c);
    painter->drawEllipse(r.center(), 4, 4);
    return;
  }

  painter->setPen(border);
  painter->setBrush(QColor(52, 53, 58, 235));
  painter->drawRoundedRect(r, 6, 6);
  // Title bar.
  QPainterPath title;
  title.addRoundedRect(QRectF(r.left(), r.top(), r.width(), kTitle), 6, 6);
  title.addRect(QRectF(r.left(), r.top() + kTitle / 2, r.width(), kTitle / 2));
  painter->setPen(Qt::NoPen);
  painter->setBrush(bad ? QColor(120, 30, 30) : QColor(40, 78, 120));
  painter->drawPath(title.simplified());
  painter->setPen(Qt::white);
  QFont font = painter->font();
  font.setPixelSize(12);
  font.setBold(true);
  painter->setFont(font);
  painter->drawText(QRectF(r.left() + 8, r.top(), r.width() - 16, kTitle), Qt::AlignVCenter | Qt::AlignLeft,
                    painter->fontMetrics().elidedText(look_.title, Qt::ElideRight, int(r.width() - 16)));

  font.setBold(false);
  font.setPixelSize(11);
  painter->setFont(font);
  for (bool input : {true, false}) {
    const auto& ports = input ? look_.inputs : look_.outputs;
    for (const auto& port : ports) {
      const QPointF at = portPosition(port.key, input);
      painter->setPen(QPen(QColor(20, 20, 20), 1));
      painter->setBrush(portColour(port.type));
      painter->drawEllipse(at, kPortRadius, kPortRadius);
      painter->setPen(QColor(225, 225, 225));
      const QRectF text = input ? QRectF(at.x() + 10, at.y() - 9, kWidth / 2 - 12, 18)
                                : QRectF(kWidth / 2, at.y() - 9, kWidth / 2 - 10, 18);
      painter->drawText(text, Qt::AlignVCenter | (input ? Qt::AlignLeft : Qt::AlignRight), port.label);
    }
  }
  const auto rows = std::max(look_.inputs.size(), look_.outputs.size());
  double y = kTitle + 6 + double(rows) * kPortRow;
  painter->setPen(QColor(170, 190, 210));
  for (const auto& line : look_.summary) {
    painter->drawText(QRectF(8, y, kWidth - 16, kSummaryRow), Qt::AlignVCenter | Qt::AlignLeft,
                      painter->fontMetrics().elidedText(line, Qt::ElideRight, int(kWidth - 16)));
    y += kSummaryRow;
  }
}

// ---- CommentItem

CommentItem::CommentItem(sw::graph::NodeId id) : id_(id) {
  setFlag(ItemIsSelectable);
  setZValue(-1);  // behind the nodes it frames
}

void CommentItem::setBox(QSizeF size, const QString& text) {
  if (size == size_ && text == text_) return;
  prepareGeometryChange();
  size_ = size;
  text_ = text;
  update();
}

bool CommentItem::onResizeGrip(const QPointF& p) const {
  return p.x() >= size_.width() - kGrip && p.y() >= size_.height() - kGrip && p.x() <= size_.width() + 2 &&
         p.y() <= size_.height() + 2;
}

QRectF CommentItem::boundingRect() const { return QRectF(QPointF(0, 0), size_).adjusted(-2, -2, 2, 2); }

QPainterPath CommentItem::shape() const {
  QPainterPath path;
  path.addRect(QRectF(0, 0, size_.width(), std::min(26.0, size_.height())));
  path.addRect(QRectF(size_.width() - kGrip, size_.height() - kGrip, kGrip + 2, kGrip + 2));
  return path;
}

void CommentItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
  painter->setRenderHint(QPainter::Antialiasing);
  const QRectF r(QPointF(0, 0), size_);
  painter->setPen(QPen(isSelected() ? QColor(255, 200, 60) : QColor(110, 140, 110), isSelected() ? 2 : 1));
  painter->setBrush(QColor(90, 120, 90, 60));
  painter->drawRoundedRect(r, 4, 4);
  QFont font = painter->font();
  font.setPixelSize(13);
  painter->setFont(font);
  painter->setPen(QColor(215, 230, 215));
  painter->drawText(r.adjusted(8, 4, -8, -4), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text_);
  // The resize grip: three short diagonals in the corner.
  painter->setPen(QPen(QColor(160, 190, 160), 1));
  for (int i = 1; i <= 3; ++i) {
    const double d = i * 4.0;
    painter->drawLine(QPointF(r.right() - d, r.bottom() - 1), QPointF(r.right() - 1, r.bottom() - d));
  }
}

// ---- WireItem

WireItem::WireItem(const sw::graph::Connection& connection) : connection_(connection) {
  setFlag(ItemIsSelectable);
  setZValue(0.5);
}

QPainterPath WireItem::curve(QPointF from, QPointF to) {
  QPainterPath path(from);
  const double dx = std::max(40.0, std::abs(to.x() - from.x()) * 0.5);
  path.cubicTo(from + QPointF(dx, 0), to - QPointF(dx, 0), to);
  return path;
}

void WireItem::setEnds(QPointF from, QPointF to, const QColor& colour) {
  setPath(curve(from, to));
  setPen(QPen(colour, 2.2));
}

QPainterPath WireItem::shape() const {
  QPainterPathStroker stroker;
  stroker.setWidth(10);
  return stroker.createStroke(path());
}

void WireItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
  painter->setRenderHint(QPainter::Antialiasing);
  QPen p = pen();
  if (isSelected()) p = QPen(QColor(255, 200, 60), 3.2);
  painter->setPen(p);
  painter->setBrush(Qt::NoBrush);
  painter->drawPath(path());
}

}  // namespace sw::editor
