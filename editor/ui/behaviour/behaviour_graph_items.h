#pragma once
// What the behaviour graph draws (behaviour_graph_scene.h): one box per state (its name, ▶
// on the initial one, its Begin / Tick / End lines, its problems in red) and one wire per
// transition (solid, labelled with its condition) or `goto` (dashed, "goto"), each an arrow
// from border to border; a wire from a state to itself is a loop over its box. Items only
// show what the scene hands them; they never change the lines.
#include <QGraphicsItem>
#include <QGraphicsPathItem>
#include <QStringList>
#include <functional>

#include "ui/behaviour/behaviour_graph_data.h"

namespace sw::editor::behaviour {

enum BehaviourItemType { BehaviourNodeType = QGraphicsItem::UserType + 931, BehaviourWireType };

class BehaviourNodeItem : public QGraphicsItem {
 public:
  struct Look {
    QString title;      // the state's name ("(no name)" without one)
    QStringList lines;  // "Begin: setSpeed 0.2; startFiring"
    QStringList problems;
    bool initial = false;
    friend bool operator==(const Look&, const Look&) = default;
  };
  static constexpr double kWidth = 184;

  explicit BehaviourNodeItem(int source);
  int type() const override { return BehaviourNodeType; }
  int source() const { return source_; }  // index in its owner's states
  void setLook(const Look& look);
  const Look& look() const { return look_; }
  // The state the picked enemy is in while Play runs: lit up.
  void setCurrent(bool current);
  bool isCurrent() const { return current_; }
  void setMovedCallback(std::function<void()> moved) { moved_ = std::move(moved); }

  QRectF box() const;  // the box itself, item coordinates
  double height() const;
  // The dot a drag starts a new transition from (item coordinates).
  QPointF outputPort() const;
  bool onOutputPort(QPointF itemPos) const;
  // Where the line from the box's centre towards `toward` (scene) crosses its border (scene).
  QPointF borderPoint(QPointF toward) const;

  QRectF boundingRect() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 protected:
  QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;

 private:
  int source_;
  Look look_;
  bool current_ = false;
  std::function<void()> moved_;
};

class BehaviourWireItem : public QGraphicsPathItem {
 public:
  explicit BehaviourWireItem(const GraphWire& wire);
  int type() const override { return BehaviourWireType; }
  const GraphWire& wire() const { return wire_; }
  int from() const { return wire_.from; }
  int to() const { return wire_.to; }
  bool isGoto() const { return wire_.kind == GraphWire::Kind::Goto; }
  QString label() const { return QString::fromStdString(wire_.label); }

  // A curve from `start` to `end` bent through `control` (scene coordinates, quadratic).
  void route(QPointF start, QPointF control, QPointF end);
  // A loop over the top edge of `box` (scene); the k-th loop of a state reaches higher.
  void routeLoop(const QRectF& box, int k);
  // The label sits at `t` along the curve (0.5: the middle); the scene moves it off others.
  void setLabelAt(double t);
  QRectF labelRect() const { return labelRect_; }
  QRectF labelRectAt(double t) const;

  // The transition that just fired while Play runs: drawn bright.
  void setFlashing(bool flashing);
  bool isFlashing() const { return flashing_; }

  QRectF boundingRect() const override;
  QPainterPath shape() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  QString shownLabel() const;
  GraphWire wire_;
  QRectF labelRect_;
  QPointF arrowTip_, arrowFrom_;
  bool flashing_ = false;
};

}  // namespace sw::editor::behaviour
