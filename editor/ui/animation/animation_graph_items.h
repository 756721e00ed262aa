#pragma once
// What the animation graph draws (animation_graph_scene.h): one box per animation line
// (name; template, frame group and rate; its `on` events; its problems in red) and one
// wire per `then` (solid grey, "then") or `if CONDITION -> TARGET` (orange, labelled with
// the condition). Items only show what the scene hands them; they never change the lines.
#include <QGraphicsItem>
#include <QGraphicsPathItem>
#include <QStringList>
#include <functional>

namespace sw::editor::animation {

enum AnimationItemType { AnimationNodeType = QGraphicsItem::UserType + 901, AnimationWireType };

class AnimationNodeItem : public QGraphicsItem {
 public:
  struct Look {
    QString title;       // the animation's name (the whole line when it does not read)
    QString summary;     // "loop walk every 5"
    QStringList events;  // "on 1 footstep"
    QStringList problems;
    bool first = false;   // the animation a creature starts with
    bool broken = false;  // the line does not read
    int ports = 1;        // wire ends on either side: the box is tall enough for them
    friend bool operator==(const Look&, const Look&) = default;
  };
  static constexpr double kWidth = 200;
  static constexpr double kPortSpacing = 14;

  explicit AnimationNodeItem(int line);
  int type() const override { return AnimationNodeType; }
  int line() const { return line_; }
  void setLook(const Look& look);
  const Look& look() const { return look_; }
  void setCurrent(bool current);  // played right now (preview or Play): highlighted
  bool isCurrent() const { return current_; }
  // Called when the box moved (the scene re-routes its wires).
  void setMovedCallback(std::function<void()> moved) { moved_ = std::move(moved); }

  // Where wire k leaves (right edge) or arrives (left edge), item coordinates; the output
  // dot is where a drag starts a new wire.
  QPointF wireEnd(int k, bool out) const;
  QPointF outputPort() const;
  bool onOutputPort(QPointF itemPos) const;

  QRectF boundingRect() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 protected:
  QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;

 private:
  double height() const;
  int line_;
  Look look_;
  bool current_ = false;
  std::function<void()> moved_;
};

class AnimationWireItem : public QGraphicsPathItem {
 public:
  enum class Kind { Chain, Switch };
  AnimationWireItem(int from, int to, Kind kind, int switchIndex, QString label);
  int type() const override { return AnimationWireType; }
  int from() const { return from_; }
  int to() const { return to_; }
  Kind kind() const { return kind_; }
  int switchIndex() const { return switchIndex_; }  // in the line's switches (Switch only)
  QString label() const { return label_; }
  // Routes the wire between two points (scene coordinates); the same point twice routes a
  // loop above it (a chain to itself). A wire back to the left runs under the boxes, in
  // `lane` (0, 1 ...: lower and lower).
  void route(QPointF start, QPointF end, int lane = 0);
  QPointF labelPosition() const { return labelAt_; }

  QRectF boundingRect() const override;
  QPainterPath shape() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  int from_, to_;
  Kind kind_;
  int switchIndex_;
  QString label_;
  QPointF labelAt_;
  QPointF arrowTip_, arrowFrom_;
};

}  // namespace sw::editor::animation
