#pragma once
// What the graph editor draws for a graph: node boxes with typed ports, wires, comment
// boxes. Items only show; they hold a copy of what they draw (filled in by GraphScene
// from the model, by id) and never change the graph themselves.
#include <QColor>
#include <QGraphicsItem>
#include <QGraphicsPathItem>
#include <QString>
#include <QVector>
#include <optional>

#include "graph/graph.h"

namespace sw::editor {

// Port colours by type name: every vec4 port looks the same, "any" is grey, other kinds
// of graph get stable colours of their own.
QColor portColour(const QString& type);

// Item types, so the scene can tell items apart without casts on every hover.
enum GraphItemType { NodeItemType = QGraphicsItem::UserType + 801, CommentItemType, WireItemType };

class NodeItem : public QGraphicsItem {
 public:
  struct Port {
    QString key, label, type;
    friend bool operator==(const Port&, const Port&) = default;
  };
  struct Look {
    QString title;
    QVector<Port> inputs, outputs;
    QStringList summary;  // "Brick Size: 0.5, 0.25", one per property
    QString problem;      // non-empty: red border, and the tooltip says why
    bool reroute = false;
    bool missingType = false;
    friend bool operator==(const Look&, const Look&) = default;
  };

  explicit NodeItem(sw::graph::NodeId id);
  int type() const override { return NodeItemType; }
  sw::graph::NodeId nodeId() const { return id_; }

  void setLook(const Look& look);
  const Look& look() const { return look_; }

  // Port centres in item coordinates, and the port nearest a point (item coordinates)
  // within `hitRadius` of its centre, or none. The drawn dot is 5.5 units across; the
  // scene asks with a radius that stays a comfortable size on screen at any zoom.
  QPointF portPosition(const QString& key, bool input) const;
  struct PortHit {
    QString key;
    bool input = false;
  };
  static constexpr double kMinPortHitRadius = 10;  // scene units, at zoom 1 and closer
  std::optional<PortHit> portAt(const QPointF& itemPos, double hitRadius = kMinPortHitRadius) const;

  QRectF boundingRect() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  // The box of a node with these many port rows and property lines, before it exists
  // (where to put a new node so it covers none).
  static QRectF bodyFor(qsizetype portRows, qsizetype summaryRows, bool reroute);

 private:
  QRectF body() const;
  sw::graph::NodeId id_;
  Look look_;
};

class CommentItem : public QGraphicsItem {
 public:
  explicit CommentItem(sw::graph::NodeId id);
  int type() const override { return CommentItemType; }
  sw::graph::NodeId commentId() const { return id_; }

  void setBox(QSizeF size, const QString& text);
  QSizeF size() const { return size_; }
  QString text() const { return text_; }
  // The bottom-right grip that resizes the box (item coordinates).
  bool onResizeGrip(const QPointF& itemPos) const;

  QRectF boundingRect() const override;
  // Only the top strip and the grip take clicks: inside, the background is reachable for
  // rubber bands and the search popup.
  QPainterPath shape() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  sw::graph::NodeId id_;
  QSizeF size_;
  QString text_;
};

// A wire: a horizontal S-curve from an output port to an input port. Selectable, so
// Delete removes it; double-click inserts a reroute node (handled by the scene).
class WireItem : public QGraphicsPathItem {
 public:
  explicit WireItem(const sw::graph::Connection& connection);
  int type() const override { return WireItemType; }
  const sw::graph::Connection& connection() const { return connection_; }
  void setEnds(QPointF from, QPointF to, const QColor& colour);
  QPainterPath shape() const override;  // a wider band than the line, easy to hit

  static QPainterPath curve(QPointF from, QPointF to);

 protected:
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  sw::graph::Connection connection_;
};

}  // namespace sw::editor
