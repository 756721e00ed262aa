#include "ui/behaviour/behaviour_graph_scene.h"

#include <QGraphicsLineItem>
#include <QGraphicsSceneContextMenuEvent>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QUndoStack>
#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "document/commands/enemy_part_commands.h"
#include "document/commands/enemy_type_commands.h"
#include "document/commands/property_edits.h"
#include "document/document.h"
#include "ui/behaviour/behaviour_graph_items.h"
#include "ui/behaviour/behaviour_line_edits.h"

namespace sw::editor::behaviour {

namespace {
constexpr double kColumnStep = 330, kRowGap = 56;
QString qs(const std::string& s) { return QString::fromStdString(s); }

QString joined(const std::vector<std::string>& lines) {
  QStringList out;
  for (const std::string& line : lines) out << qs(line);
  return out.join(QStringLiteral("; "));
}

const char* keyOf(sw::StateList list) { return sw::toString(list); }

std::vector<std::string> linesOf(const sw::EnemyState& state, sw::StateList list) {
  switch (list) {
    case sw::StateList::Begin:
      return state.begin;
    case sw::StateList::Tick:
      return state.tick;
    case sw::StateList::End:
      return state.end;
    case sw::StateList::Transitions:
      return state.transitions;
  }
  return {};
}

// Whether the quadratic curve from `a` through `c` to `b` crosses any of `boxes`.
bool crosses(QPointF a, QPointF c, QPointF b, const std::vector<QRectF>& boxes) {
  QPointF last = a;
  for (int i = 1; i <= 12; ++i) {
    const double t = i / 12.0, u = 1 - t;
    const QPointF p = u * u * a + 2 * u * t * c + t * t * b;
    for (const QRectF& box : boxes)
      if (box.contains(p) || box.contains((p + last) / 2)) return true;
    last = p;
  }
  return false;
}
}  // namespace

BehaviourGraphScene::BehaviourGraphScene(Document* document, QObject* parent)
    : QGraphicsScene(parent), document_(document) {
  setBackgroundBrush(QColor(40, 41, 45));
  connect(this, &QGraphicsScene::selectionChanged, this, [this] {
    if (rebuilding_) return;
    const QList<QGraphicsItem*> picked = selectedItems();
    if (picked.size() == 1 && picked.front()->type() == BehaviourNodeType)
      emit statePicked(static_cast<BehaviourNodeItem*>(picked.front())->source());
  });
}

void BehaviourGraphScene::setMachine(sw::EnemyType* type, const MachineRef& machine) {
  if (type == type_ && machine == machine_) return sync();
  type_ = type;
  machine_ = machine;
  liveState_ = flashFrom_ = flashLine_ = -1;
  shown_ = false;
  selectState(-1);  // picks of another machine are not kept
  sync();
}

sw::EnemyState* BehaviourGraphScene::stateAt(int source) const {
  const auto* states = type_ ? statesOf(*type_, machine_.part) : nullptr;
  if (!states || source < 0 || source >= int(states->size())) return nullptr;
  return (*states)[std::size_t(source)].get();
}

BehaviourNodeItem* BehaviourGraphScene::nodeItem(int source) const {
  for (BehaviourNodeItem* node : nodes_)
    if (node->source() == source) return node;
  return nullptr;
}

BehaviourWireItem* BehaviourGraphScene::wireItem(int from, sw::StateList list, int line) const {
  for (BehaviourWireItem* wire : wires_)
    if (wire->from() == from && wire->wire().list == list && wire->wire().line == line) return wire;
  return nullptr;
}

QString BehaviourGraphScene::placeKey(const std::string& stateName) const {
  return QStringLiteral("%1/%2/%3/%4")
      .arg(quintptr(type_))
      .arg(machine_.part)
      .arg(qs(machine_.machine), qs(stateName));
}

void BehaviourGraphScene::sync() {
  BehaviourGraph now = type_ ? graphOf(*type_, machine_) : BehaviourGraph{};
  if (shown_ && now == graph_) return;
  graph_ = std::move(now);
  rebuild();
}

void BehaviourGraphScene::rebuild() {
  rebuilding_ = true;
  std::set<int> picked;
  for (BehaviourNodeItem* node : nodes_)
    if (node->isSelected()) picked.insert(node->source());
  delete dragLine_;
  dragLine_ = nullptr;
  dragFrom_ = -1;
  clear();
  nodes_.clear();
  wires_.clear();
  shown_ = true;
  for (const GraphNode& data : graph_.nodes) {
    auto* node = new BehaviourNodeItem(data.source);
    BehaviourNodeItem::Look look;
    look.title = data.name.empty() ? tr("(no name)") : qs(data.name);
    look.initial = data.initial;
    if (!data.begin.empty()) look.lines << tr("Begin: %1").arg(joined(data.begin));
    if (!data.tick.empty()) look.lines << tr("Tick: %1").arg(joined(data.tick));
    if (!data.end.empty()) look.lines << tr("End: %1").arg(joined(data.end));
    if (look.lines.isEmpty()) look.lines << tr("(no actions)");
    for (const std::string& problem : data.problems) look.problems << qs(problem);
    node->setLook(look);
    node->setSelected(picked.count(data.source) > 0);
    const QString key = placeKey(data.name);
    node->setMovedCallback([this, node, key] {
      if (rebuilding_) return;
      kept_.insert(key, node->pos());
      routeWires();
    });
    addItem(node);
    nodes_.push_back(node);
  }
  for (const GraphWire& data : graph_.wires) {
    auto* wire = new BehaviourWireItem(data);
    addItem(wire);
    wires_.push_back(wire);
  }
  placeNodes();
  routeWires();
  applyLive();
  rebuilding_ = false;
}

void BehaviourGraphScene::placeNodes() {
  const std::vector<NodePlace> places = layeredPlaces(graph_);
  // Each column stacks its boxes in row order, kRowGap apart.
  std::map<std::pair<int, int>, std::size_t> at;  // (column, row) -> node
  for (std::size_t i = 0; i < places.size(); ++i) at[{places[i].column, places[i].row}] = i;
  std::vector<QPointF> automatic(nodes_.size());
  std::map<int, double> columnY;
  for (const auto& [place, i] : at) {
    double& y = columnY[place.first];
    // Columns after the first start lower and lower a little: wires between neighbours of
    // the same row then slant instead of running through a box further along.
    automatic[i] = QPointF(place.first * kColumnStep, y + (place.first % 2) * 36);
    y += nodes_[i]->height() + kRowGap;
  }
  // Boxes shown before keep their place; a new one takes its automatic place, or the first
  // free one below it.
  std::vector<QRectF> taken;
  std::vector<std::size_t> fresh;
  for (std::size_t i = 0; i < nodes_.size(); ++i) {
    const auto kept = kept_.find(placeKey(graph_.nodes[i].name));
    if (kept == kept_.end()) {
      fresh.push_back(i);
      continue;
    }
    nodes_[i]->setPos(*kept);
    taken.push_back(nodes_[i]->mapRectToScene(nodes_[i]->box()));
  }
  for (std::size_t i : fresh) {
    QPointF pos = automatic[i];
    const auto overlaps = [&](QPointF p) {
      const QRectF r = nodes_[i]->box().translated(p).adjusted(-20, -20, 20, 20);
      return std::any_of(taken.begin(), taken.end(), [&](const QRectF& o) { return o.intersects(r); });
    };
    while (overlaps(pos)) pos.ry() += nodes_[i]->height() + kRowGap;
    nodes_[i]->setPos(pos);
    kept_.insert(placeKey(graph_.nodes[i].name), pos);
    taken.push_back(nodes_[i]->mapRectToScene(nodes_[i]->box()));
  }
}

void BehaviourGraphScene::arrange() {
  const QString prefix = placeKey({});
  for (auto it = kept_.begin(); it != kept_.end();)
    it = it.key().startsWith(prefix) ? kept_.erase(it) : std::next(it);
  rebuild();
}

void BehaviourGraphScene::routeWires() {
  std::vector<QRectF> boxes;
  for (BehaviourNodeItem* node : nodes_)
    boxes.push_back(node->mapRectToScene(node->box()).adjusted(-14, -14, 14, 14));
  std::map<std::pair<int, int>, int> seen;  // wires so far per (from, to)
  std::set<std::pair<int, int>> pairs;
  for (const BehaviourWireItem* wire : wires_) pairs.insert({wire->from(), wire->to()});
  for (BehaviourWireItem* wire : wires_) {
    BehaviourNodeItem* from = nodeItem(wire->from());
    BehaviourNodeItem* to = nodeItem(wire->to());
    if (!from || !to) continue;
    const int k = seen[{wire->from(), wire->to()}]++;
    if (from == to) {
      wire->routeLoop(from->mapRectToScene(from->box()), k);
      continue;
    }
    const QPointF a = from->mapRectToScene(from->box()).center();
    const QPointF b = to->mapRectToScene(to->box()).center();
    const QLineF line(a, b);
    const double length = std::max(1.0, line.length());
    const QPointF normal(-(b.y() - a.y()) / length, (b.x() - a.x()) / length);
    // Two ways between the same states bend apart; more wires the same way bend further.
    const double base = (pairs.count({wire->to(), wire->from()}) ? 34 : 0) + 40 * k;
    std::vector<QRectF> others;
    for (std::size_t i = 0; i < nodes_.size(); ++i)
      if (nodes_[i] != from && nodes_[i] != to) others.push_back(boxes[i]);
    double bow = base;
    for (double tried : {base, base + 60, base + 120, base - 60, base - 120, base + 200, base - 200}) {
      const QPointF control = (a + b) / 2 + normal * (2 * tried);
      if (!crosses(a, control, b, others)) {
        bow = tried;
        break;
      }
    }
    const QPointF control = (a + b) / 2 + normal * (2 * bow);
    wire->route(from->borderPoint(control), control, to->borderPoint(control));
  }
  // Labels off the boxes and off each other: slid along their wire when they would cover.
  std::vector<QRectF> taken = boxes;
  for (BehaviourWireItem* wire : wires_) {
    double best = 0.5;
    for (double t : {0.5, 0.38, 0.62, 0.28, 0.72, 0.2, 0.8}) {
      const QRectF r = wire->labelRectAt(t);
      if (std::none_of(taken.begin(), taken.end(), [&](const QRectF& o) { return o.intersects(r); })) {
        best = t;
        break;
      }
    }
    wire->setLabelAt(best);
    taken.push_back(wire->labelRect());
  }
}

void BehaviourGraphScene::selectState(int source) {
  const bool was = rebuilding_;
  rebuilding_ = true;  // not the user's pick
  for (BehaviourNodeItem* node : nodes_) node->setSelected(node->source() == source);
  for (BehaviourWireItem* wire : wires_) wire->setSelected(false);
  rebuilding_ = was;
}

void BehaviourGraphScene::setLive(int state, int flashFrom, int flashLine) {
  liveState_ = state;
  flashFrom_ = flashFrom;
  flashLine_ = flashLine;
  applyLive();
}

void BehaviourGraphScene::applyLive() {
  for (BehaviourNodeItem* node : nodes_) node->setCurrent(node->source() == liveState_);
  for (BehaviourWireItem* wire : wires_)
    wire->setFlashing(!wire->isGoto() && wire->from() == flashFrom_ && wire->wire().line == flashLine_);
}

// ---- edits ------------------------------------------------------------------------------

bool BehaviourGraphScene::pushLines(sw::EnemyState* state, const char* key,
                                    const std::optional<std::vector<std::string>>& lines,
                                    const std::string& why, const QString& text) {
  if (!state || !lines) {
    if (!why.empty()) emit statusMessage(qs(why));
    return false;
  }
  QString refusal;
  QUndoCommand* command =
      makeSetProperty(document_, {EditSubject(state)}, key, {sw::Value(*lines)}, 0, &refusal);
  if (!command) {
    if (!refusal.isEmpty()) emit statusMessage(refusal);
    return false;
  }
  command->setText(text);
  document_->undoStack()->push(command);
  sync();
  return true;
}

bool BehaviourGraphScene::connectStates(int from, int to) {
  sw::EnemyState* source = stateAt(from);
  sw::EnemyState* target = stateAt(to);
  if (!source || !target || graph_.nodeIndex(from) < 0 || graph_.nodeIndex(to) < 0) return false;
  std::string why;
  return pushLines(source, "transitions", withTransition(source->transitions, target->name, &why), why,
                   tr("Add Transition %1 -> %2").arg(qs(source->name), qs(target->name)));
}

bool BehaviourGraphScene::setCondition(int from, int line, const std::string& condition) {
  sw::EnemyState* source = stateAt(from);
  if (!source) return false;
  std::string why;
  return pushLines(source, "transitions", withCondition(source->transitions, line, condition, &why), why,
                   tr("Edit Transition Condition: %1").arg(qs(condition)));
}

bool BehaviourGraphScene::removeWire(int from, sw::StateList list, int line) {
  sw::EnemyState* source = stateAt(from);
  if (!source) return false;
  std::string why;
  return pushLines(source, keyOf(list), withoutLine(linesOf(*source, list), line, &why), why,
                   list == sw::StateList::Transitions ? tr("Remove Transition of %1").arg(qs(source->name))
                                                      : tr("Remove goto of %1").arg(qs(source->name)));
}

bool BehaviourGraphScene::addState() {
  if (!type_) return false;
  sw::EnemyPart* part = machine_.part >= 0 && machine_.part < int(type_->parts.size())
                            ? type_->parts[std::size_t(machine_.part)].get()
                            : nullptr;
  if (machine_.part >= 0 && !part) return false;
  QUndoCommand* command = makeNewOwnedState(document_, type_, part, machine_.machine);
  if (!command) return false;
  document_->undoStack()->push(command);  // the new state becomes the document's current one
  sync();
  return true;
}

bool BehaviourGraphScene::removeState(int source) {
  if (graph_.nodeIndex(source) < 0) return false;
  return removeStateObject(stateAt(source));
}

bool BehaviourGraphScene::removeStateObject(sw::EnemyState* state) {
  if (!type_ || !state) return false;
  // The transitions and gotos of the machine's other states that lead to it go with it.
  std::vector<QUndoCommand*> steps;
  if (!state->name.empty())
    for (const auto& other : *statesOf(*type_, machine_.part)) {
      if (other.get() == state || other->machine != state->machine) continue;
      const std::pair<const char*, std::optional<std::vector<std::string>>> edits[] = {
          {"transitions", withoutLinesTo(other->transitions, true, state->name)},
          {"begin", withoutLinesTo(other->begin, false, state->name)},
          {"tick", withoutLinesTo(other->tick, false, state->name)}};
      for (const auto& [key, lines] : edits)
        if (lines)
          if (QUndoCommand* c = makeSetProperty(document_, {EditSubject(other.get())}, key,
                                                {sw::Value(*lines)}, 0, nullptr))
            steps.push_back(c);
    }
  QUndoCommand* remove = makeRemoveEnemyState(document_, type_, state);
  if (!remove) {
    qDeleteAll(steps);
    return false;
  }
  const QString text = tr("Delete State %1").arg(qs(state->name));
  QUndoStack* stack = document_->undoStack();
  if (steps.empty()) {
    remove->setText(text);
    stack->push(remove);
  } else {
    stack->beginMacro(text);
    for (QUndoCommand* step : steps) stack->push(step);
    stack->push(remove);
    stack->endMacro();
  }
  sync();
  return true;
}

void BehaviourGraphScene::deleteSelection() {
  // Wires first (their lines, per state and list, from the last so indexes hold), then boxes,
  // each removal read from the lines as the steps before left them.
  std::map<std::pair<sw::EnemyState*, sw::StateList>, std::vector<int>> lines;
  std::vector<sw::EnemyState*> states;
  for (BehaviourWireItem* wire : wires_)
    if (wire->isSelected()) lines[{stateAt(wire->from()), wire->wire().list}].push_back(wire->wire().line);
  for (BehaviourNodeItem* node : nodes_)
    if (node->isSelected()) states.push_back(stateAt(node->source()));
  std::vector<QUndoCommand*> wireSteps;
  for (auto& [where, indexes] : lines) {
    if (!where.first) continue;
    std::vector<std::string> after = linesOf(*where.first, where.second);
    std::sort(indexes.rbegin(), indexes.rend());
    for (int i : indexes)
      if (i >= 0 && i < int(after.size())) after.erase(after.begin() + i);
    if (QUndoCommand* c = makeSetProperty(document_, {EditSubject(where.first)}, keyOf(where.second),
                                          {sw::Value(after)}, 0, nullptr))
      wireSteps.push_back(c);
  }
  std::erase(states, nullptr);
  if (wireSteps.empty() && states.empty()) return;
  QUndoStack* stack = document_->undoStack();
  const QString text = states.empty() ? tr("Delete Transitions") : tr("Delete States");
  if (wireSteps.size() == 1 && states.empty()) {
    wireSteps.front()->setText(text);
    stack->push(wireSteps.front());
  } else {
    stack->beginMacro(text);
    for (QUndoCommand* step : wireSteps) stack->push(step);
    for (sw::EnemyState* state : states) removeStateObject(state);
    stack->endMacro();
  }
  sync();
}

// ---- gestures ---------------------------------------------------------------------------

BehaviourNodeItem* BehaviourGraphScene::nodeAt(QPointF scenePos) const {
  for (QGraphicsItem* item : items(scenePos))
    if (item->type() == BehaviourNodeType) return static_cast<BehaviourNodeItem*>(item);
  return nullptr;
}

void BehaviourGraphScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
  if (event->button() == Qt::LeftButton)
    if (BehaviourNodeItem* node = nodeAt(event->scenePos());
        node && node->onOutputPort(node->mapFromScene(event->scenePos()))) {
      dragFrom_ = node->source();
      dragLine_ =
          addLine(QLineF(event->scenePos(), event->scenePos()), QPen(QColor(240, 160, 50), 2, Qt::DashLine));
      dragLine_->setZValue(5);
      event->accept();
      return;
    }
  QGraphicsScene::mousePressEvent(event);
}

void BehaviourGraphScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
  if (dragLine_) {
    dragLine_->setLine(QLineF(dragLine_->line().p1(), event->scenePos()));
    return;
  }
  QGraphicsScene::mouseMoveEvent(event);
}

void BehaviourGraphScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
  if (dragLine_) {
    const int from = std::exchange(dragFrom_, -1);
    delete dragLine_;
    dragLine_ = nullptr;
    if (BehaviourNodeItem* target = nodeAt(event->scenePos());
        target && connectStates(from, target->source()))
      emit statusMessage(tr("Transition added: double-click its label to give it a condition"));
    return;
  }
  QGraphicsScene::mouseReleaseEvent(event);
}

void BehaviourGraphScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) {
  for (QGraphicsItem* item : items(event->scenePos()))
    if (item->type() == BehaviourWireType) {
      auto* wire = static_cast<BehaviourWireItem*>(item);
      if (wire->isGoto())
        emit statusMessage(tr("A goto is an action line: edit it in the state's Begin or Tick"));
      else
        emit conditionEditRequested(wire->from(), wire->wire().line);
      return;
    }
  QGraphicsScene::mouseDoubleClickEvent(event);
}

void BehaviourGraphScene::contextMenuEvent(QGraphicsSceneContextMenuEvent* event) {
  for (QGraphicsItem* item : items(event->scenePos())) {
    if (item->type() == BehaviourNodeType)
      return emit contextMenuRequested(static_cast<BehaviourNodeItem*>(item)->source(), -1, -1,
                                       event->screenPos());
    if (item->type() == BehaviourWireType) {
      const GraphWire& wire = static_cast<BehaviourWireItem*>(item)->wire();
      return emit contextMenuRequested(
          -1, wire.from, wire.kind == GraphWire::Kind::Transition ? wire.line : -1, event->screenPos());
    }
  }
  emit contextMenuRequested(-1, -1, -1, event->screenPos());
}

void BehaviourGraphScene::keyPressEvent(QKeyEvent* event) {
  if (event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace) return deleteSelection();
  QGraphicsScene::keyPressEvent(event);
}

}  // namespace sw::editor::behaviour
