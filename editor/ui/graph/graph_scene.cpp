#include "ui/graph/graph_scene.h"

#include <QApplication>
#include <QClipboard>
#include <QGraphicsPathItem>
#include <QGraphicsSceneContextMenuEvent>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QInputDialog>
#include <QMenu>
#include <QMimeData>
#include <QToolTip>
#include <QUndoStack>
#include <cmath>

#include "document/document.h"
#include "document/commands/graph_commands.h"
#include "document/stores/graph_store.h"
#include "document/qt_strings.h"
#include "graph/glsl_codegen.h"
#include "graph/graph_json.h"
#include "ui/graph/free_spot.h"
#include "ui/graph/graph_items.h"

namespace sw::editor {

using sw::graph::ConnectionCheck;
using sw::graph::Graph;
using sw::graph::Node;
using sw::graph::NodeId;
using sw::graph::ParamType;
using sw::graph::ParamValue;
using sw::graph::PortRef;

namespace {
sw::Vec2 vec(QPointF p) { return {p.x(), p.y()}; }

QString number(double x) { return QString::number(x, 'g', 4); }

QString valueText(const sw::graph::NodeProperty& p) {
  const ParamValue& v = p.value;
  switch (v.type) {
    case ParamType::Float:
      return number(v.v[0]);
    case ParamType::Float2:
      return number(v.v[0]) + QStringLiteral(", ") + number(v.v[1]);
    case ParamType::Float3:
      return QStringLiteral("%1, %2, %3").arg(number(v.v[0]), number(v.v[1]), number(v.v[2]));
    case ParamType::Float4:
      return QStringLiteral("%1, %2, %3, %4")
          .arg(number(v.v[0]), number(v.v[1]), number(v.v[2]), number(v.v[3]));
    case ParamType::Int:
      return QString::number(qint64(v.v[0]));
    case ParamType::Bool:
      return v.v[0] != 0 ? GraphScene::tr("on") : GraphScene::tr("off");
    case ParamType::Enum: {
      const auto i = std::size_t(v.v[0]);
      return i < p.enumNames.size() ? qs(p.enumNames[i]) : QString::number(i);
    }
  }
  return {};
}
}  // namespace

GraphScene::GraphScene(Document* document, QObject* parent)
    : QGraphicsScene(parent), document_(document), store_(document->graphs()) {
  setSceneRect(-20000, -20000, 40000, 40000);   // room to pan; graphs are far smaller
  setItemIndexMethod(QGraphicsScene::NoIndex);  // items move and change often
  connect(store_, &GraphStore::graphChanged, this, [this](const QString& f) {
    if (f != file_) return;
    sync();
    runCodegen();
  });
  connect(store_, &GraphStore::nodeProblemsChanged, this, [this](const QString& f) {
    if (f == file_) sync();
  });
  connect(store_, &GraphStore::selectedNodesChanged, this, &GraphScene::pullFromStore);
  connect(store_, &GraphStore::graphsReset, this, [this] {
    if (!store_->files().contains(file_)) setFile({});
  });
  connect(this, &QGraphicsScene::selectionChanged, this, &GraphScene::pushFromStore);
}

GraphScene::~GraphScene() {
  // Items deleted with the scene change the selection: nothing to tell the store then.
  syncingSelection_ = true;
  disconnect(this, &QGraphicsScene::selectionChanged, this, nullptr);
}

const Graph* GraphScene::graph() const { return file_.isEmpty() || !store_ ? nullptr : store_->graph(file_); }

void GraphScene::setFile(const QString& file) {
  if (file == file_ && (file.isEmpty() || !nodes_.isEmpty() || !comments_.isEmpty())) return;
  cancelPendingWire();
  file_ = file;
  syncingSelection_ = true;
  clear();  // the scene owns the items; our tables are rebuilt below
  dragWire_ = nullptr;
  wireDrag_.reset();
  drag_ = Drag::None;
  nodes_.clear();
  comments_.clear();
  wires_.clear();
  syncingSelection_ = false;
  sync();
  runCodegen();
}

QPointF GraphScene::portScenePosition(NodeId node, const QString& key, bool input) const {
  const NodeItem* item = nodes_.value(node);
  return item ? item->mapToScene(item->portPosition(key, input)) : QPointF();
}

void GraphScene::sync() {
  const Graph* g = graph();
  syncingSelection_ = true;
  const QSet<NodeId> selected = store_->selectedNodes();
  const auto problems = g ? store_->nodeProblems(file_) : QMap<NodeId, QString>();
  graphProblem_ = problems.value(0);

  QSet<NodeId> seenNodes, seenComments;
  if (g) {
    for (const Node& n : g->nodes()) {
      seenNodes.insert(n.id);
      NodeItem*& item = nodes_[n.id];
      if (!item) {
        item = new NodeItem(n.id);
        addItem(item);
      }
      NodeItem::Look look;
      const auto tpl = store_->library().nodeTemplate(n.type);
      look.reroute = n.type == sw::graph::kRerouteNodeType;
      look.missingType = n.missingType;
      look.title = n.missingType ? tr("%1 (missing snippet)").arg(qs(n.type))
                   : tpl         ? qs(tpl->title)
                                 : qs(n.type);
      for (const auto& p : n.inputs)
        look.inputs.push_back({qs(p.key), qs(p.label), qs(g->effectiveType(n.id, p.key, true))});
      for (const auto& p : n.outputs)
        look.outputs.push_back({qs(p.key), qs(p.label), qs(g->effectiveType(n.id, p.key, false))});
      for (const auto& p : n.properties) {
        const auto* decl = tpl ? tpl->findProperty(p.key) : nullptr;
        look.summary << QStringLiteral("%1: %2").arg(decl ? qs(decl->label) : qs(p.key), valueText(p));
      }
      look.problem = problems.value(n.id);
      if (n.missingType && look.problem.isEmpty())
        look.problem = tr("The snippet library has no node type \u201C%1\u201D").arg(qs(n.type));
      item->setLook(look);
      item->setPos(n.position.x, n.position.y);
      item->setSelected(selected.contains(n.id));
    }
    for (const auto& c : g->comments()) {
      seenComments.insert(c.id);
      CommentItem*& item = comments_[c.id];
      if (!item) {
        item = new CommentItem(c.id);
        addItem(item);
      }
      item->setBox(QSizeF(c.size.x, c.size.y), qs(c.text));
      item->setPos(c.position.x, c.position.y);
      item->setSelected(selected.contains(c.id));
    }
  }
  for (auto it = nodes_.begin(); it != nodes_.end();) {
    if (seenNodes.contains(it.key())) {
      ++it;
      continue;
    }
    delete it.value();
    it = nodes_.erase(it);
  }
  for (auto it = comments_.begin(); it != comments_.end();) {
    if (seenComments.contains(it.key())) {
      ++it;
      continue;
    }
    delete it.value();
    it = comments_.erase(it);
  }

  // Wires are cheap: rebuilt each time, keeping which ones were selected.
  QList<sw::graph::Connection> selectedWires;
  for (WireItem* w : wires_) {
    if (w->isSelected()) selectedWires << w->connection();
    delete w;
  }
  wires_.clear();
  if (g) {
    for (const auto& c : g->connections()) {
      const NodeItem* a = nodes_.value(c.from.node);
      const NodeItem* b = nodes_.value(c.to.node);
      if (!a || !b) continue;
      auto* wire = new WireItem(c);
      wire->setEnds(portScenePosition(c.from.node, qs(c.from.port), false),
                    portScenePosition(c.to.node, qs(c.to.port), true),
                    portColour(qs(g->effectiveType(c.from.node, c.from.port, false))));
      addItem(wire);
      wire->setSelected(selectedWires.contains(c));
      wires_ << wire;
    }
  }
  syncingSelection_ = false;
}

void GraphScene::runCodegen() {
  const Graph* g = graph();
  if (!g || g->kind() != "texture") return;
  const auto result = sw::graph::generateGlsl(*g, store_->library());
  QMap<NodeId, QString> problems;
  for (const auto& p : result.problems)
    problems[p.node] =
        problems.contains(p.node) ? problems[p.node] + QLatin1Char('\n') + qs(p.message) : qs(p.message);
  store_->setNodeProblems(file_, QStringLiteral("codegen"), problems);
}

void GraphScene::pushFromStore() {
  if (syncingSelection_ || file_.isEmpty() || !store_) return;
  QSet<NodeId> ids;
  for (QGraphicsItem* item : selectedItems()) {
    if (item->type() == NodeItemType)
      ids.insert(static_cast<NodeItem*>(item)->nodeId());
    else if (item->type() == CommentItemType)
      ids.insert(static_cast<CommentItem*>(item)->commentId());
  }
  syncingSelection_ = true;
  store_->setSelectedNodes(ids);
  syncingSelection_ = false;
}

void GraphScene::pullFromStore() {
  if (syncingSelection_ || !store_) return;
  syncingSelection_ = true;
  const QSet<NodeId> selected = store_->selectedNodes();
  for (auto it = nodes_.begin(); it != nodes_.end(); ++it)
    it.value()->setSelected(selected.contains(it.key()));
  for (auto it = comments_.begin(); it != comments_.end(); ++it)
    it.value()->setSelected(selected.contains(it.key()));
  syncingSelection_ = false;
}

bool GraphScene::push(QUndoCommand* command, const QString& why) {
  if (!command) {
    if (!why.isEmpty()) emit statusMessage(why);
    return false;
  }
  document_->undoStack()->push(command);
  return true;
}

std::optional<GraphScene::PortUnder> GraphScene::portAt(QPointF scenePos, const QWidget* eventWidget) const {
  // Mouse events come from the view's viewport; its parent is the view and its zoom.
  const auto* view = qobject_cast<const QGraphicsView*>(eventWidget ? eventWidget->parentWidget() : nullptr);
  const double zoom = view ? view->transform().m11() : 1.0;
  const double radius = std::max(NodeItem::kMinPortHitRadius, kPortHitPixels / std::max(zoom, 1e-3));
  for (QGraphicsItem* item : items(scenePos.x() - radius, scenePos.y() - radius, 2 * radius, 2 * radius,
                                   Qt::IntersectsItemBoundingRect, Qt::DescendingOrder)) {
    if (item->type() != NodeItemType) continue;
    auto* node = static_cast<NodeItem*>(item);
    if (auto hit = node->portAt(node->mapFromScene(scenePos), radius)) return PortUnder{node, hit->key, hit->input};
  }
  return std::nullopt;
}

QGraphicsItem* GraphScene::itemUnder(QPointF scenePos) const {
  for (QGraphicsItem* item : items(scenePos, Qt::IntersectsItemShape, Qt::DescendingOrder))
    if (item != dragWire_ &&
        (item->type() == NodeItemType || item->type() == CommentItemType || item->type() == WireItemType))
      return item;
  return nullptr;
}

std::optional<ConnectionCheck> GraphScene::checkLanding(const WireDrag& drag, const PortUnder& target) const {
  const Graph* g = graph();
  if (!g || target.input == !drag.fromOutput) return std::nullopt;  // same direction: not a landing spot
  const PortRef other{target.item->nodeId(), target.key.toStdString()};
  return drag.fromOutput ? g->connectionPossible(drag.port, other) : g->connectionPossible(other, drag.port);
}

namespace {
// An occupied input may be taken over (the old wire goes); everything else refused is refused.
bool landable(const ConnectionCheck& check) {
  return check.ok() || (check.verdict == ConnectionCheck::Verdict::InputAlreadyConnected && check.existing &&
                        check.reason != "these ports are already connected");
}
}  // namespace

void GraphScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
  if (event->button() != Qt::LeftButton || !graph()) return QGraphicsScene::mousePressEvent(event);
  const QPointF at = event->scenePos();
  if (auto port = portAt(at, event->widget())) {
    wireDrag_ = WireDrag{PortRef{port->item->nodeId(), port->key.toStdString()}, !port->input};
    dragWire_ = new QGraphicsPathItem;
    dragWire_->setZValue(5);
    dragWire_->setPen(QPen(QColor(220, 220, 220), 2.2, Qt::DashLine));
    dragWire_->setPath(WireItem::curve(at, at));
    addItem(dragWire_);
    event->accept();
    return;
  }
  QGraphicsItem* item = itemUnder(at);
  if (!item) return QGraphicsScene::mousePressEvent(event);  // empty: the view's rubber band

  const bool toggle = event->modifiers() & (Qt::ControlModifier | Qt::ShiftModifier);
  if (toggle) {
    item->setSelected(!item->isSelected());
  } else if (!item->isSelected()) {
    syncingSelection_ = true;  // one store update for the whole change
    clearSelection();
    syncingSelection_ = false;
    item->setSelected(true);
  }
  event->accept();
  if (item->type() == WireItemType || !item->isSelected()) return;

  dragStart_ = at;
  dragMoved_ = false;
  dragSerial_ = document_->newMergeSerial();
  if (item->type() == CommentItemType) {
    auto* comment = static_cast<CommentItem*>(item);
    if (comment->onResizeGrip(comment->mapFromScene(at))) {
      if (const auto* box = graph()->comment(comment->commentId())) {
        resizeOrigin_ = *box;
        drag_ = Drag::Resize;
        return;
      }
    }
  }
  dragOrigins_.clear();
  for (QGraphicsItem* selected : selectedItems()) {
    if (selected->type() == NodeItemType)
      dragOrigins_.emplace_back(static_cast<NodeItem*>(selected)->nodeId(), vec(selected->pos()));
    else if (selected->type() == CommentItemType)
      dragOrigins_.emplace_back(static_cast<CommentItem*>(selected)->commentId(), vec(selected->pos()));
  }
  std::sort(dragOrigins_.begin(), dragOrigins_.end(), [](auto& a, auto& b) { return a.first < b.first; });
  drag_ = Drag::Move;
}

void GraphScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
  const QPointF at = event->scenePos();
  if (wireDrag_ && dragWire_) {
    const QPointF fixed =
        portScenePosition(wireDrag_->port.node, qs(wireDrag_->port.port), !wireDrag_->fromOutput);
    QPointF end = at;
    QColor colour(220, 220, 220);
    QString tip;
    if (auto port = portAt(at, event->widget())) {
      if (auto check = checkLanding(*wireDrag_, *port)) {
        end = port->item->mapToScene(port->item->portPosition(port->key, port->input));
        const bool ok = landable(*check);
        colour = ok ? QColor(70, 210, 90) : QColor(235, 60, 60);
        tip = ok ? (check->ok() ? tr("Connect") : tr("Replace the wire into this input")) : qs(check->reason);
      }
    }
    dragWire_->setPath(wireDrag_->fromOutput ? WireItem::curve(fixed, end) : WireItem::curve(end, fixed));
    dragWire_->setPen(QPen(colour, 2.4, tip.isEmpty() ? Qt::DashLine : Qt::SolidLine));
    dragWire_->setToolTip(tip);
    emit statusMessage(tip);
    if (!tip.isEmpty() && event->widget()) QToolTip::showText(event->screenPos(), tip, event->widget());
    event->accept();
    return;
  }
  if (drag_ != Drag::None && (event->buttons() & Qt::LeftButton)) {
    const QPointF delta = at - dragStart_;
    if (!dragMoved_ && std::hypot(delta.x(), delta.y()) < 2) return;
    dragMoved_ = true;
    if (drag_ == Drag::Move) {
      std::vector<std::pair<NodeId, sw::Vec2>> positions;
      for (const auto& [id, origin] : dragOrigins_)
        positions.emplace_back(id, sw::Vec2{origin.x + delta.x(), origin.y + delta.y()});
      document_->undoStack()->push(
          new MoveGraphItemsCommand(store_, file_, std::move(positions), dragSerial_));
    } else {
      sw::graph::CommentBox box = resizeOrigin_;
      box.size = {std::max(60.0, resizeOrigin_.size.x + delta.x()),
                  std::max(40.0, resizeOrigin_.size.y + delta.y())};
      document_->undoStack()->push(new EditCommentCommand(store_, file_, box, dragSerial_));
    }
    event->accept();
    return;
  }
  QGraphicsScene::mouseMoveEvent(event);
}

void GraphScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
  if (wireDrag_) {
    const WireDrag drag = *wireDrag_;
    wireDrag_.reset();
    delete dragWire_;
    dragWire_ = nullptr;
    QToolTip::hideText();
    const QPointF at = event->scenePos();
    event->accept();
    if (auto port = portAt(at, event->widget())) {
      if (!checkLanding(drag, *port)) return emit statusMessage(tr("Wires join an output to an input"));
      const PortRef other{port->item->nodeId(), port->key.toStdString()};
      QString why;
      auto* command = drag.fromOutput ? makeConnectCommand(store_, file_, drag.port, other, &why)
                                      : makeConnectCommand(store_, file_, other, drag.port, &why);
      if (push(command, why)) emit statusMessage({});
      return;
    }
    if (itemUnder(at)) return emit statusMessage({});  // dropped on a node body: nothing to do
    // Empty space: the picked node comes connected.
    pendingWire_ = drag;
    searchPos_ = at;
    emit searchRequested(at);
    return;
  }
  if (drag_ != Drag::None) {
    drag_ = Drag::None;
    event->accept();
    return;
  }
  QGraphicsScene::mouseReleaseEvent(event);
}

void GraphScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) {
  QGraphicsItem* item = graph() ? itemUnder(event->scenePos()) : nullptr;
  if (item && item->type() == WireItemType) {
    QString why;
    const QPointF at = event->scenePos() - QPointF(9, 9);  // centre the reroute dot on the click
    push(makeInsertRerouteCommand(store_, file_, static_cast<WireItem*>(item)->connection(), vec(at), &why),
         why);
    event->accept();
    return;
  }
  if (item && item->type() == CommentItemType) {
    auto* comment = static_cast<CommentItem*>(item);
    const auto* box = graph()->comment(comment->commentId());
    QWidget* parent = views().isEmpty() ? nullptr : views().front();
    bool ok = false;
    const QString text =
        QInputDialog::getMultiLineText(parent, tr("Comment"), tr("Text:"), comment->text(), &ok);
    if (ok && box && text != comment->text()) {
      sw::graph::CommentBox changed = *box;
      changed.text = text.toStdString();
      document_->undoStack()->push(new EditCommentCommand(store_, file_, changed));
    }
    event->accept();
    return;
  }
  QGraphicsScene::mouseDoubleClickEvent(event);
}

void GraphScene::contextMenuEvent(QGraphicsSceneContextMenuEvent* event) {
  if (!graph()) return;
  QGraphicsItem* item = itemUnder(event->scenePos());
  if (!item) {
    pendingWire_.reset();
    searchPos_ = event->scenePos();
    emit searchRequested(event->scenePos());
    event->accept();
    return;
  }
  if (!item->isSelected()) {
    clearSelection();
    item->setSelected(true);
  }
  QMenu menu;
  if (item->type() == WireItemType) {
    const auto wire = static_cast<WireItem*>(item)->connection();
    const QPointF at = event->scenePos() - QPointF(9, 9);
    menu.addAction(tr("Insert Reroute"), [this, wire, at] {
      QString why;
      push(makeInsertRerouteCommand(store_, file_, wire, vec(at), &why), why);
    });
  } else {
    menu.addAction(tr("Copy"), this, &GraphScene::copySelection);
  }
  menu.addAction(tr("Delete"), this, &GraphScene::deleteSelection);
  menu.exec(event->screenPos());
  event->accept();
}

// ---- edits

void GraphScene::deleteSelection() {
  if (!graph()) return;
  std::vector<NodeId> ids;
  std::vector<sw::graph::Connection> wires;
  for (QGraphicsItem* item : selectedItems()) {
    if (item->type() == NodeItemType)
      ids.push_back(static_cast<NodeItem*>(item)->nodeId());
    else if (item->type() == CommentItemType)
      ids.push_back(static_cast<CommentItem*>(item)->commentId());
  }
  std::sort(ids.begin(), ids.end());
  for (QGraphicsItem* item : selectedItems())
    if (item->type() == WireItemType) {
      const auto& c = static_cast<WireItem*>(item)->connection();
      // Wires of removed nodes go with their nodes.
      if (!std::binary_search(ids.begin(), ids.end(), c.from.node) &&
          !std::binary_search(ids.begin(), ids.end(), c.to.node))
        wires.push_back(c);
    }
  if (ids.empty() && wires.empty()) return;
  if (wires.empty())
    return void(document_->undoStack()->push(new RemoveGraphItemsCommand(store_, file_, ids)));
  if (ids.empty())
    return void(document_->undoStack()->push(new DisconnectGraphCommand(store_, file_, wires)));
  auto* step = new QUndoCommand(tr("Delete %n graph item(s)", nullptr, int(ids.size() + wires.size())));
  new DisconnectGraphCommand(store_, file_, wires, step);
  new RemoveGraphItemsCommand(store_, file_, ids, step);
  document_->undoStack()->push(step);
}

void GraphScene::copySelection() {
  const Graph* g = graph();
  if (!g) return;
  std::vector<NodeId> ids;
  for (QGraphicsItem* item : selectedItems()) {
    if (item->type() == NodeItemType)
      ids.push_back(static_cast<NodeItem*>(item)->nodeId());
    else if (item->type() == CommentItemType)
      ids.push_back(static_cast<CommentItem*>(item)->commentId());
  }
  if (ids.empty()) return;
  const QByteArray text = QByteArray::fromStdString(copyGraphFragment(*g, ids));
  auto* mime = new QMimeData;
  mime->setData(QString::fromLatin1(kGraphMimeType), text);
  mime->setText(QString::fromUtf8(text));
  QApplication::clipboard()->setMimeData(mime);
  emit statusMessage(tr("Copied %n graph item(s)", nullptr, int(ids.size())));
}

void GraphScene::paste(QPointF scenePos) {
  if (!graph()) return;
  const QMimeData* mime = QApplication::clipboard()->mimeData();
  if (!mime) return;
  const std::string text = mime->hasFormat(QString::fromLatin1(kGraphMimeType))
                               ? mime->data(QString::fromLatin1(kGraphMimeType)).toStdString()
                               : mime->text().toStdString();
  // The pasted group lands free of the nodes already there.
  if (auto part = sw::graph::readGraph(text, "clipboard", store_->library())) {
    const QRectF box = fragmentBox(*part, scenePos);
    if (!box.isEmpty()) scenePos += freeSpot(box, nodeRects()) - box.topLeft();
  }
  QString why;
  push(makePasteGraphCommand(store_, file_, text, vec(scenePos), &why), why);
}

void GraphScene::addComment(QPointF scenePos) {
  const Graph* g = graph();
  if (!g) return;
  sw::graph::CommentBox box;
  box.id = g->nextId();
  box.text = tr("Comment").toStdString();
  // Around the selected nodes when there are some, else at the point given.
  QRectF around;
  for (QGraphicsItem* item : selectedItems())
    if (item->type() == NodeItemType) around |= item->sceneBoundingRect();
  if (!around.isEmpty()) {
    around.adjust(-20, -40, 20, 20);
    box.position = vec(around.topLeft());
    box.size = {around.width(), around.height()};
  } else {
    box.position = vec(scenePos);
  }
  document_->undoStack()->push(new AddGraphItemsCommand(store_, file_, {}, {}, {box}));
}

void GraphScene::addNodeFromSearch(const std::string& type) {
  const auto wire = pendingWire_;
  pendingWire_.reset();
  if (!graph()) return;
  QString why;
  // A node fed by the wire sits to the right of the drop point, one feeding it to the left.
  QPointF at = searchPos_;
  if (wire && !wire->fromOutput) at -= QPointF(180, 0);
  // Free of the nodes already there: a node dropped on another hides it.
  if (auto node = graph()->makeNode(type, store_->library(), vec(at)))
    at = freeSpot(nodeBox(*node), nodeRects());
  std::optional<PortRef> from;
  if (wire) from = wire->port;
  push(makeAddNodeCommand(store_, file_, type, vec(at), from, wire ? wire->fromOutput : true, &why), why);
}

void GraphScene::cancelPendingWire() { pendingWire_.reset(); }

QList<QRectF> GraphScene::nodeRects() const {
  QList<QRectF> rects;
  for (const NodeItem* item : nodes_) rects << item->sceneBoundingRect();
  return rects;
}

}  // namespace sw::editor
