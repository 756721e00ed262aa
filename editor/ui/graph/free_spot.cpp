#include "ui/graph/free_spot.h"

#include <QLineF>
#include <algorithm>
#include <limits>

#include "ui/graph/graph_items.h"

namespace sw::editor {

namespace {

const QRectF* firstHit(const QRectF& r, const QList<QRectF>& taken, double gap) {
  for (const QRectF& t : taken)
    if (t.adjusted(-gap, -gap, gap, gap).intersects(r)) return &t;
  return nullptr;
}

// Pushes `r` past whatever it covers, always the same way: each move clears the rectangle
// it was for for good, so this ends after at most taken.size() moves.
QRectF push(QRectF r, const QList<QRectF>& taken, double gap, bool down) {
  for (qsizetype i = 0; i <= taken.size(); ++i) {
    const QRectF* hit = firstHit(r, taken, gap);
    if (!hit) break;
    if (down)
      r.moveTop(hit->bottom() + gap);
    else
      r.moveLeft(hit->right() + gap);
  }
  return r;
}

}  // namespace

QPointF freeSpot(const QRectF& wanted, const QList<QRectF>& taken, double gap) {
  if (!firstHit(wanted, taken, gap)) return wanted.topLeft();
  const QRectF below = push(wanted, taken, gap, true);
  const QRectF right = push(wanted, taken, gap, false);
  const double toBelow = QLineF(wanted.topLeft(), below.topLeft()).length();
  const double toRight = QLineF(wanted.topLeft(), right.topLeft()).length();
  return (toBelow <= toRight ? below : right).topLeft();
}

QRectF nodeBox(const sw::graph::Node& node) {
  return NodeItem::bodyFor(qsizetype(std::max(node.inputs.size(), node.outputs.size())),
                           qsizetype(node.properties.size()), node.type == sw::graph::kRerouteNodeType)
      .translated(node.position.x, node.position.y);
}

QRectF fragmentBox(const sw::graph::Graph& fragment, QPointF topLeft) {
  QRectF box;
  double minX = std::numeric_limits<double>::max(), minY = std::numeric_limits<double>::max();
  for (const auto& n : fragment.nodes()) {
    minX = std::min(minX, n.position.x), minY = std::min(minY, n.position.y);
    box |= nodeBox(n);
  }
  for (const auto& c : fragment.comments()) {
    minX = std::min(minX, c.position.x), minY = std::min(minY, c.position.y);
    box |= QRectF(c.position.x, c.position.y, c.size.x, c.size.y);
  }
  if (box.isNull()) return {};
  return box.translated(topLeft - QPointF(minX, minY));
}

}  // namespace sw::editor
