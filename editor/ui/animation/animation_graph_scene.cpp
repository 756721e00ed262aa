#include "ui/animation/animation_graph_scene.h"

#include <QGraphicsLineItem>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QUndoStack>
#include <set>

#include "document/commands/property_edits.h"
#include "document/document.h"
#include "document/stores/tileset_store.h"
#include "model/platformer/character_type.h"
#include "model/platformer/monster_type.h"
#include "ui/animation/animation_graph_items.h"
#include "ui/animation/animation_line_edits.h"

namespace sw::editor::animation {

namespace {
constexpr double kColumnStep = 290, kRowStep = 170;
constexpr int kColumns = 3;

const std::vector<std::string>* linesOf(const sw::Describable* creature) {
  if (const auto* c = dynamic_cast<const sw::CharacterType*>(creature)) return &c->animations;
  if (const auto* m = dynamic_cast<const sw::MonsterType*>(creature)) return &m->animations;
  return nullptr;
}
const std::string* spriteOf(const sw::Describable* creature) {
  if (const auto* c = dynamic_cast<const sw::CharacterType*>(creature)) return &c->sprite;
  if (const auto* m = dynamic_cast<const sw::MonsterType*>(creature)) return &m->sprite;
  return nullptr;
}
QString qs(const std::string& s) { return QString::fromStdString(s); }

QString summaryOf(const sw::AnimationLine& line) {
  QString text = QStringLiteral("%1 %2").arg(QLatin1String(sw::templateName(line.play)), qs(line.group));
  if (line.ticksPerFrame != sw::kDefaultTicksPerFrame)
    text += QStringLiteral(" every %1").arg(line.ticksPerFrame);
  return text;
}
}  // namespace

AnimationGraphScene::AnimationGraphScene(Document* document, QObject* parent)
    : QGraphicsScene(parent), document_(document) {
  setBackgroundBrush(QColor(40, 41, 45));
}

void AnimationGraphScene::setCreature(sw::Describable* creature) {
  if (creature == creature_) return sync();
  creature_ = creature;
  current_ = -1;
  shownLines_.clear();
  sync();
}

std::vector<std::string> AnimationGraphScene::lines() const {
  const auto* l = linesOf(creature_);
  return l ? *l : std::vector<std::string>{};
}

const sw::Tileset* AnimationGraphScene::sprite() const {
  const std::string* s = spriteOf(creature_);
  return s && !s->empty() ? document_->tilesets()->find(*s) : nullptr;
}

AnimationNodeItem* AnimationGraphScene::nodeItem(int line) const {
  return line >= 0 && line < int(nodes_.size()) ? nodes_[std::size_t(line)] : nullptr;
}

QPointF AnimationGraphScene::placeFor(int line, int) const {
  return {(line % kColumns) * kColumnStep, (line / kColumns) * kRowStep};
}

void AnimationGraphScene::sync() {
  rebuilding_ = true;
  std::set<int> pickedNodes;
  for (std::size_t i = 0; i < nodes_.size(); ++i)
    if (nodes_[i]->isSelected()) pickedNodes.insert(int(i));
  const std::vector<std::string> now = lines();
  if (now.size() != shownLines_.size()) pickedNodes.clear();  // boxes moved to other lines
  if (dragLine_) {
    delete dragLine_;
    dragLine_ = nullptr;
    dragFrom_ = -1;
  }
  clear();  // deletes every item
  nodes_.clear();
  wires_.clear();
  shownLines_ = now;
  if (!creature_) {
    rebuilding_ = false;
    return;
  }

  std::vector<std::optional<sw::AnimationLine>> parsed;
  std::vector<QStringList> problems(now.size());
  for (const std::string& text : now) parsed.push_back(sw::parseAnimationLine(text, nullptr));
  for (const sw::AnimationProblem& problem : sw::animationProblems(now, sprite()))
    if (problem.line >= 0 && problem.line < int(now.size()))
      problems[std::size_t(problem.line)] << qs(problem.message);
  // Which line has each name, and how many wires leave and arrive at each box.
  QHash<QString, int> lineOf;
  for (std::size_t i = 0; i < parsed.size(); ++i)
    if (parsed[i] && !lineOf.contains(qs(parsed[i]->name))) lineOf.insert(qs(parsed[i]->name), int(i));
  std::vector<int> outCount(now.size(), 0), inCount(now.size(), 0);
  const auto countWire = [&](int from, const std::string& target) {
    ++outCount[std::size_t(from)];
    if (auto at = lineOf.find(qs(target)); at != lineOf.end()) ++inCount[std::size_t(*at)];
  };
  for (std::size_t i = 0; i < parsed.size(); ++i)
    if (parsed[i]) {
      if (!parsed[i]->next.empty()) countWire(int(i), parsed[i]->next);
      for (const auto& s : parsed[i]->switches) countWire(int(i), s.target);
    }

  auto& kept = positions_[quintptr(creature_)];
  for (std::size_t i = 0; i < now.size(); ++i) {
    auto* node = new AnimationNodeItem(int(i));
    AnimationNodeItem::Look look;
    look.first = i == 0;
    look.problems = problems[i];
    look.ports = std::max({1, outCount[i], inCount[i]});
    QString key;
    if (parsed[i]) {
      const sw::AnimationLine& line = *parsed[i];
      look.title = key = qs(line.name);
      look.summary = summaryOf(line);
      for (const auto& event : line.events)
        look.events << QStringLiteral("on %1 %2").arg(event.frame).arg(qs(event.name));
    } else {
      look.broken = true;
      look.title = tr("(does not read)");
      look.summary = qs(now[i]);
      key = QStringLiteral("#") + qs(now[i]);
    }
    node->setLook(look);
    node->setPos(kept.value(key, placeFor(int(i), int(now.size()))));
    kept.insert(key, node->pos());
    node->setCurrent(int(i) == current_);
    node->setSelected(pickedNodes.count(int(i)) > 0);
    node->setMovedCallback([this, node, key] {
      if (rebuilding_) return;
      positions_[quintptr(creature_)].insert(key, node->pos());
      routeWires();
    });
    addItem(node);
    nodes_.push_back(node);
  }
  for (std::size_t i = 0; i < parsed.size(); ++i) {
    if (!parsed[i]) continue;
    const auto wire = [&](const std::string& target, AnimationWireItem::Kind kind, int index,
                          const QString& label) {
      auto at = lineOf.find(qs(target));
      if (at == lineOf.end()) return;  // a target that does not exist: its problem is on the box
      auto* item = new AnimationWireItem(int(i), *at, kind, index, label);
      addItem(item);
      wires_.push_back(item);
    };
    if (!parsed[i]->next.empty()) wire(parsed[i]->next, AnimationWireItem::Kind::Chain, -1, {});
    for (std::size_t s = 0; s < parsed[i]->switches.size(); ++s)
      wire(parsed[i]->switches[s].target, AnimationWireItem::Kind::Switch, int(s),
           qs(parsed[i]->switches[s].condition));
  }
  routeWires();
  rebuilding_ = false;
}

void AnimationGraphScene::routeWires() {
  std::vector<int> out(nodes_.size(), 0), in(nodes_.size(), 0);
  int backwards = 0;  // wires back to the left, each in a lane of its own
  for (AnimationWireItem* wire : wires_) {
    AnimationNodeItem* from = nodeItem(wire->from());
    AnimationNodeItem* to = nodeItem(wire->to());
    if (!from || !to) continue;
    const QPointF start = from->mapToScene(from->wireEnd(out[std::size_t(wire->from())]++, true));
    const QPointF end = wire->from() == wire->to()
                            ? start
                            : to->mapToScene(to->wireEnd(in[std::size_t(wire->to())]++, false));
    const bool back = wire->from() != wire->to() && end.x() < start.x() + 40;
    wire->route(start, end, back ? backwards++ % 5 : 0);
  }
}

void AnimationGraphScene::setCurrentAnimation(int line) {
  current_ = line;
  for (std::size_t i = 0; i < nodes_.size(); ++i) nodes_[i]->setCurrent(int(i) == line);
}

bool AnimationGraphScene::push(const std::optional<std::vector<std::string>>& after, const std::string& why,
                               const QString& text) {
  if (!after) {
    if (!why.empty()) emit statusMessage(qs(why));
    return false;
  }
  QString refusal;
  QUndoCommand* command =
      makeSetProperty(document_, {EditSubject(creature_)}, "animations", {sw::Value(*after)}, 0, &refusal);
  if (!command) {
    if (!refusal.isEmpty()) emit statusMessage(refusal);
    return false;
  }
  command->setText(text);
  document_->undoStack()->push(command);
  sync();  // the type may not tell anyone (monster types): the scene shows the change itself
  return true;
}

bool AnimationGraphScene::addAnimation(const sw::AnimationLine& line) {
  std::string why;
  return push(withAnimation(lines(), line, &why), why, tr("Add Animation %1").arg(qs(line.name)));
}

bool AnimationGraphScene::connectChain(int from, int to) {
  std::string why;
  return push(withChain(lines(), from, to, &why), why, tr("Chain Animations"));
}

bool AnimationGraphScene::connectSwitch(int from, int to, const std::string& condition) {
  std::string why;
  return push(withSwitch(lines(), from, to, condition, &why), why,
              tr("Add Animation Switch if %1").arg(qs(condition)));
}

bool AnimationGraphScene::setSwitchCondition(int from, int switchIndex, const std::string& condition) {
  std::string why;
  return push(withSwitchCondition(lines(), from, switchIndex, condition, &why), why,
              tr("Edit Switch Condition: %1").arg(qs(condition)));
}

bool AnimationGraphScene::removeChain(int from) {
  std::string why;
  return push(withoutChain(lines(), from, &why), why, tr("Remove Animation Chain"));
}

bool AnimationGraphScene::removeSwitch(int from, int switchIndex) {
  std::string why;
  return push(withoutSwitch(lines(), from, switchIndex, &why), why, tr("Remove Animation Switch"));
}

bool AnimationGraphScene::removeAnimation(int line) {
  std::string why;
  return push(withoutAnimation(lines(), line, &why), why, tr("Delete Animation"));
}

bool AnimationGraphScene::setLineText(int line, const std::string& text) {
  std::string why;
  return push(withLineText(lines(), line, text, &why), why, tr("Edit Animation"));
}

void AnimationGraphScene::deleteSelection() {
  // All rewrites on one list, then one command: wires first (by line, switches from the
  // last so indices hold), then boxes from the last line.
  std::optional<std::vector<std::string>> after = lines();
  std::string why;
  std::vector<std::pair<int, int>> switches;  // (line, switch index)
  std::set<int> chains, boxes;
  for (AnimationWireItem* wire : wires_)
    if (wire->isSelected()) {
      if (wire->kind() == AnimationWireItem::Kind::Chain)
        chains.insert(wire->from());
      else
        switches.emplace_back(wire->from(), wire->switchIndex());
    }
  for (std::size_t i = 0; i < nodes_.size(); ++i)
    if (nodes_[i]->isSelected()) boxes.insert(int(i));
  if (switches.empty() && chains.empty() && boxes.empty()) return;
  std::sort(switches.rbegin(), switches.rend());
  const auto apply = [&](std::optional<std::vector<std::string>> next) {
    if (next) after = std::move(next);
  };
  for (const auto& [line, index] : switches) apply(withoutSwitch(*after, line, index, &why));
  for (int line : chains) apply(withoutChain(*after, line, &why));
  for (auto it = boxes.rbegin(); it != boxes.rend(); ++it) apply(withoutAnimation(*after, *it, &why));
  if (*after == lines()) return;
  push(after, why, boxes.empty() ? tr("Delete Animation Wires") : tr("Delete Animations"));
}

AnimationNodeItem* AnimationGraphScene::nodeAt(QPointF scenePos) const {
  for (QGraphicsItem* item : items(scenePos))
    if (item->type() == AnimationNodeType) return static_cast<AnimationNodeItem*>(item);
  return nullptr;
}

void AnimationGraphScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
  if (event->button() == Qt::LeftButton)
    if (AnimationNodeItem* node = nodeAt(event->scenePos());
        node && node->onOutputPort(node->mapFromScene(event->scenePos()))) {
      dragFrom_ = node->line();
      dragLine_ =
          addLine(QLineF(event->scenePos(), event->scenePos()), QPen(QColor(240, 160, 50), 2, Qt::DashLine));
      dragLine_->setZValue(5);
      event->accept();
      return;
    }
  QGraphicsScene::mousePressEvent(event);
}

void AnimationGraphScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
  if (dragLine_) {
    dragLine_->setLine(QLineF(dragLine_->line().p1(), event->scenePos()));
    return;
  }
  QGraphicsScene::mouseMoveEvent(event);
}

void AnimationGraphScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
  if (dragLine_) {
    const int from = std::exchange(dragFrom_, -1);
    delete dragLine_;
    dragLine_ = nullptr;
    if (AnimationNodeItem* target = nodeAt(event->scenePos()))
      emit wireDropped(from, target->line(), event->screenPos());
    return;
  }
  QGraphicsScene::mouseReleaseEvent(event);
}

void AnimationGraphScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) {
  for (QGraphicsItem* item : items(event->scenePos())) {
    if (item->type() == AnimationWireType) {
      auto* wire = static_cast<AnimationWireItem*>(item);
      if (wire->kind() == AnimationWireItem::Kind::Switch)
        return emit editRequested(wire->from(), wire->switchIndex());
    } else if (item->type() == AnimationNodeType) {
      return emit editRequested(static_cast<AnimationNodeItem*>(item)->line(), -1);
    }
  }
  QGraphicsScene::mouseDoubleClickEvent(event);
}

void AnimationGraphScene::keyPressEvent(QKeyEvent* event) {
  if (event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace) {
    deleteSelection();
    return;
  }
  QGraphicsScene::keyPressEvent(event);
}

}  // namespace sw::editor::animation
