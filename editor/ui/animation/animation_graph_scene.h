#pragma once
// A creature type's animation machine as a graph (issue 40): each line of its
// "animations" list (model/platformer/animation.h) is a box, each `then` and each
// `if CONDITION -> TARGET` a wire. The scene only observes the lines: its edits rewrite
// them (animation_line_edits.h) and push ONE property command on the type's "animations"
// (the grid's own edit), and sync() rebuilds the boxes from the lines after every change,
// so the grid's text and the graph never disagree. Undo gives the lines back exactly.
//
// Gestures: drag from a box's orange dot onto another box (or itself) asks for a chain or a
// switch (wireDropped: the dock asks which); double-click a switch's wire to edit its
// condition, a box to edit its line (editRequested); Delete removes the picked boxes and
// wires. Box positions are the view's own (laid out in line order, kept while dragged), not
// data. Problems of animationProblems show on the box of their line.
#include <QGraphicsScene>
#include <QHash>
#include <QPointer>
#include <optional>
#include <string>
#include <vector>

#include "model/platformer/animation.h"

class QGraphicsLineItem;

namespace sw {
class Describable;
class Tileset;
}  // namespace sw

namespace sw::editor {
class Document;
}

namespace sw::editor::animation {

class AnimationNodeItem;
class AnimationWireItem;

class AnimationGraphScene : public QGraphicsScene {
  Q_OBJECT
 public:
  explicit AnimationGraphScene(Document* document, QObject* parent = nullptr);

  // The character or monster type shown (nullptr: none). Positions are kept per creature.
  void setCreature(sw::Describable* creature);
  sw::Describable* creature() const { return creature_; }
  // Its lines and sprite now (empty without a creature).
  std::vector<std::string> lines() const;
  const sw::Tileset* sprite() const;

  // Brings the boxes and wires in line with the creature's lines (after every change).
  void sync();

  AnimationNodeItem* nodeItem(int line) const;
  QList<AnimationWireItem*> wireItems() const { return wires_; }
  // The box of the animation playing (preview or Play; -1: none).
  void setCurrentAnimation(int line);
  int currentAnimation() const { return current_; }

  // ---- edits, each one undo step; false (and statusMessage) when refused
  bool addAnimation(const sw::AnimationLine& line);
  bool connectChain(int from, int to);
  bool connectSwitch(int from, int to, const std::string& condition);
  bool setSwitchCondition(int from, int switchIndex, const std::string& condition);
  bool removeChain(int from);
  bool removeSwitch(int from, int switchIndex);
  bool removeAnimation(int line);
  bool setLineText(int line, const std::string& text);
  void deleteSelection();  // picked wires and boxes, as one step

 signals:
  void statusMessage(const QString& text);
  // A wire was dragged from `from`'s dot and dropped on `to` (screen position for a menu).
  void wireDropped(int from, int to, QPoint screenPos);
  // Double-click: a switch wire's condition (switchIndex >= 0) or a box's line (-1).
  void editRequested(int line, int switchIndex);

 protected:
  void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
  void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
  void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
  void mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;

 private:
  bool push(const std::optional<std::vector<std::string>>& after, const std::string& why,
            const QString& text);
  void routeWires();
  AnimationNodeItem* nodeAt(QPointF scenePos) const;
  QPointF placeFor(int line, int count) const;  // where a box without a kept position goes

  Document* document_;
  sw::Describable* creature_ = nullptr;
  std::vector<std::string> shownLines_;  // what the boxes were built from
  std::string shownSprite_;
  QHash<quintptr, QHash<QString, QPointF>> positions_;  // per creature, by animation name (or line text)
  std::vector<AnimationNodeItem*> nodes_;
  QList<AnimationWireItem*> wires_;
  int current_ = -1;
  bool rebuilding_ = false;
  // A wire being dragged from a box's dot.
  int dragFrom_ = -1;
  QGraphicsLineItem* dragLine_ = nullptr;
};

}  // namespace sw::editor::animation
