#include "document/commands/graph_commands.h"

#include <QFileInfo>

#include <QCoreApplication>
#include <algorithm>
#include <limits>
#include <map>

#include "document/qt_strings.h"
#include "document/stores/graph_store.h"
#include "graph/graph_json.h"

namespace sw::editor {

using sw::graph::CommentBox;
using sw::graph::Connection;
using sw::graph::Graph;
using sw::graph::Node;
using sw::graph::NodeId;
using sw::graph::ParamValue;
using sw::graph::PortRef;

namespace {
// lupdate reads GraphCommandsText::tr calls under the context "GraphCommands".
struct GraphCommandsText {
  Q_DECLARE_TR_FUNCTIONS(GraphCommands)
};

QString nodeTitle(const GraphStore* store, const std::string& type) {
  if (auto t = store->library().nodeTemplate(type)) return qs(t->title);
  return qs(type);
}
}  // namespace

// ---- GraphCommand

GraphCommand::GraphCommand(GraphStore* store, QString file, QUndoCommand* parent)
    : QUndoCommand(parent), store_(store), file_(std::move(file)) {}

Graph* GraphCommand::graph() const { return store_->editableGraph(file_); }
void GraphCommand::changed() const { store_->notifyGraphChanged(file_); }
void GraphCommand::insertGraph(const Graph& graph) const { store_->insertGraph(file_, graph); }
void GraphCommand::removeGraph() const { store_->removeGraph(file_); }

// ---- AddGraphItemsCommand

AddGraphItemsCommand::AddGraphItemsCommand(GraphStore* store, QString file, std::vector<Node> nodes,
                                           std::vector<Connection> connections,
                                           std::vector<CommentBox> comments, QUndoCommand* parent)
    : GraphCommand(store, std::move(file), parent),
      nodes_(std::move(nodes)),
      connections_(std::move(connections)),
      comments_(std::move(comments)) {
  if (nodes_.size() == 1 && comments_.empty())
    setText(GraphCommandsText::tr("Add %1 node").arg(nodeTitle(store_, nodes_.front().type)));
  else if (nodes_.empty() && comments_.size() == 1)
    setText(GraphCommandsText::tr("Add comment"));
  else
    setText(GraphCommandsText::tr("Add %n graph item(s)", nullptr, int(nodes_.size() + comments_.size())));
}

void AddGraphItemsCommand::redo() {
  Graph* g = graph();
  if (!g) return;
  QSet<NodeId> added;
  for (const auto& n : nodes_) added.insert(g->addNode(n));
  for (const auto& c : comments_) added.insert(g->addComment(c));
  replaced_.clear();
  for (const auto& c : connections_) {
    std::optional<Connection> replaced;
    g->connect(c, true, &replaced);
    if (replaced) replaced_.push_back(*replaced);
  }
  added.remove(0);
  changed();
  if (store_->currentFile() == file_) store_->setSelectedNodes(added);
}

void AddGraphItemsCommand::undo() {
  Graph* g = graph();
  if (!g) return;
  for (auto it = connections_.rbegin(); it != connections_.rend(); ++it) g->disconnect(*it);
  for (const auto& c : replaced_) g->connect(c);
  for (const auto& c : comments_) g->removeComment(c.id);
  for (const auto& n : nodes_) g->removeNode(n.id);
  changed();
}

// ---- RemoveGraphItemsCommand

RemoveGraphItemsCommand::RemoveGraphItemsCommand(GraphStore* store, QString file, std::vector<NodeId> ids,
                                                 QUndoCommand* parent)
    : GraphCommand(store, std::move(file), parent), ids_(std::move(ids)) {
  setText(GraphCommandsText::tr("Delete %n graph item(s)", nullptr, int(ids_.size())));
}

void RemoveGraphItemsCommand::redo() {
  Graph* g = graph();
  if (!g) return;
  nodes_.clear();
  comments_.clear();
  wires_.clear();
  for (NodeId id : ids_) {
    std::vector<Connection> removed;
    if (auto n = g->removeNode(id, &removed)) {
      nodes_.push_back(std::move(*n));
      wires_.insert(wires_.end(), removed.begin(), removed.end());
    } else if (auto c = g->removeComment(id)) {
      comments_.push_back(std::move(*c));
    }
  }
  changed();
}

void RemoveGraphItemsCommand::undo() {
  Graph* g = graph();
  if (!g) return;
  for (const auto& n : nodes_) g->addNode(n);
  for (const auto& c : comments_) g->addComment(c);
  // The graph keeps wires sorted by target, so the order they come back in does not
  // matter for the saved bytes. Reroute types depend on wires, so a wire refused because
  // its reroute's type is not decided yet gets a second pass.
  std::vector<Connection> pending = wires_;
  for (int pass = 0; pass < 3 && !pending.empty(); ++pass) {
    std::vector<Connection> refused;
    for (const auto& c : pending)
      if (!g->connect(c).ok()) refused.push_back(c);
    pending = std::move(refused);
  }
  changed();
  if (store_->currentFile() == file_) {
    QSet<NodeId> back;
    for (const auto& n : nodes_) back.insert(n.id);
    for (const auto& c : comments_) back.insert(c.id);
    store_->setSelectedNodes(back);
  }
}

// ---- MoveGraphItemsCommand

MoveGraphItemsCommand::MoveGraphItemsCommand(GraphStore* store, QString file,
                                             std::vector<std::pair<NodeId, sw::Vec2>> newPositions,
                                             int mergeSerial)
    : GraphCommand(store, std::move(file)), new_(std::move(newPositions)), mergeSerial_(mergeSerial) {
  if (const Graph* g = graph()) {
    for (const auto& [id, position] : new_) {
      if (const Node* n = g->node(id))
        old_.emplace_back(id, n->position);
      else if (const CommentBox* c = g->comment(id))
        old_.emplace_back(id, c->position);
      else
        old_.emplace_back(id, position);
    }
  }
  setText(GraphCommandsText::tr("Move %n graph item(s)", nullptr, int(new_.size())));
}

void MoveGraphItemsCommand::apply(const std::vector<std::pair<NodeId, sw::Vec2>>& positions) {
  Graph* g = graph();
  if (!g) return;
  for (const auto& [id, position] : positions) {
    if (Node* n = g->node(id))
      n->position = position;
    else if (CommentBox* c = g->comment(id))
      c->position = position;
  }
  changed();
}

void MoveGraphItemsCommand::redo() { apply(new_); }
void MoveGraphItemsCommand::undo() { apply(old_); }

bool MoveGraphItemsCommand::mergeWith(const QUndoCommand* other) {
  auto* o = dynamic_cast<const MoveGraphItemsCommand*>(other);
  if (!o || o->mergeSerial_ != mergeSerial_ || o->file_ != file_ || o->new_.size() != new_.size())
    return false;
  for (std::size_t i = 0; i < new_.size(); ++i)
    if (o->new_[i].first != new_[i].first) return false;
  new_ = o->new_;
  setObsolete(new_ == old_);  // dragged back to where it started
  return true;
}

// ---- ConnectGraphCommand

ConnectGraphCommand::ConnectGraphCommand(GraphStore* store, QString file, Connection connection,
                                         QUndoCommand* parent)
    : GraphCommand(store, std::move(file), parent), connection_(std::move(connection)) {
  setText(GraphCommandsText::tr("Connect"));
}

void ConnectGraphCommand::redo() {
  Graph* g = graph();
  if (!g) return;
  made_ = g->connect(connection_, true, &replaced_).ok();
  changed();
}

void ConnectGraphCommand::undo() {
  Graph* g = graph();
  if (!g) return;
  if (made_) g->disconnect(connection_);
  if (replaced_) g->connect(*replaced_);
  changed();
}

// ---- DisconnectGraphCommand

DisconnectGraphCommand::DisconnectGraphCommand(GraphStore* store, QString file,
                                               std::vector<Connection> connections, QUndoCommand* parent)
    : GraphCommand(store, std::move(file), parent), connections_(std::move(connections)) {
  setText(GraphCommandsText::tr("Disconnect %n wire(s)", nullptr, int(connections_.size())));
}

void DisconnectGraphCommand::redo() {
  Graph* g = graph();
  if (!g) return;
  for (const auto& c : connections_) g->disconnect(c);
  changed();
}

void DisconnectGraphCommand::undo() {
  Graph* g = graph();
  if (!g) return;
  for (const auto& c : connections_) g->connect(c);
  changed();
}

// ---- CreateGraphCommand

namespace {
class CreateGraphCommand : public GraphCommand {
 public:
  CreateGraphCommand(GraphStore* store, QString file, sw::graph::Graph graph)
      : GraphCommand(store, std::move(file)), graph_(std::move(graph)) {
    setText(GraphCommandsText::tr("New graph %1").arg(QFileInfo(file_).fileName()));
  }
  void redo() override {
    previous_ = store_->currentFile();
    insertGraph(graph_);
    store_->setCurrentFile(file_);
  }
  void undo() override {
    removeGraph();
    store_->setCurrentFile(previous_);
  }

 private:
  QString previous_;
  sw::graph::Graph graph_;
};
}  // namespace

QUndoCommand* makeCreateGraphCommand(GraphStore* store, const QString& name, const QString& kind, QString* why,
                                     QString* file) {
  auto checked = store->newGraphFile(name, kind);
  if (!checked) {
    if (why) *why = QString::fromStdString(checked.error().toString());
    return nullptr;
  }
  if (file) *file = checked.value();
  return new CreateGraphCommand(store, checked.value(), store->newGraph(kind));
}

// ---- EditCommentCommand

EditCommentCommand::EditCommentCommand(GraphStore* store, QString file, CommentBox newBox, int mergeSerial)
    : GraphCommand(store, std::move(file)), new_(std::move(newBox)), mergeSerial_(mergeSerial) {
  const Graph* g = graph();
  const CommentBox* c = g ? g->comment(new_.id) : nullptr;
  old_ = c ? *c : new_;
  setText(c && c->text != new_.text ? GraphCommandsText::tr("Edit comment") : GraphCommandsText::tr("Resize comment"));
}

void EditCommentCommand::redo() {
  if (Graph* g = graph())
    if (CommentBox* c = g->comment(new_.id)) *c = new_;
  changed();
}

void EditCommentCommand::undo() {
  if (Graph* g = graph())
    if (CommentBox* c = g->comment(old_.id)) *c = old_;
  changed();
}

bool EditCommentCommand::mergeWith(const QUndoCommand* other) {
  auto* o = dynamic_cast<const EditCommentCommand*>(other);
  if (!o || o->mergeSerial_ != mergeSerial_ || o->file_ != file_ || o->new_.id != new_.id) return false;
  new_ = o->new_;
  setObsolete(new_ == old_);
  return true;
}

// ---- builders

QUndoCommand* makeConnectCommand(GraphStore* store, const QString& file, const PortRef& from,
                                 const PortRef& to, QString* why) {
  const Graph* g = store->graph(file);
  if (!g) {
    if (why) *why = GraphCommandsText::tr("The graph %1 cannot be read").arg(file);
    return nullptr;
  }
  const auto check = g->connectionPossible(from, to);
  using V = sw::graph::ConnectionCheck::Verdict;
  const bool replaceable =
      check.verdict == V::InputAlreadyConnected && check.existing && !(check.existing->from == from);
  if (!check.ok() && !replaceable) {
    if (why) *why = qs(check.reason);
    return nullptr;
  }
  return new ConnectGraphCommand(store, file, Connection{from, to});
}

QUndoCommand* makeAddNodeCommand(GraphStore* store, const QString& file, const std::string& type,
                                 sw::Vec2 position, const std::optional<PortRef>& wireFrom,
                                 bool wireFromIsOutput, QString* why) {
  const Graph* g = store->graph(file);
  if (!g) {
    if (why) *why = GraphCommandsText::tr("The graph %1 cannot be read").arg(file);
    return nullptr;
  }
  auto node = g->makeNode(type, store->library(), position);
  if (!node) {
    if (why) *why = GraphCommandsText::tr("No node type %1 in the snippet library").arg(qs(type));
    return nullptr;
  }
  node->id = g->nextId();
  std::vector<Connection> wires;
  if (wireFrom) {
    // The other end's real type (a reroute takes its wires' type); the new node's first
    // port of the other direction with that type takes the wire.
    const std::string want = g->effectiveType(wireFrom->node, wireFrom->port, !wireFromIsOutput);
    const auto& ports = wireFromIsOutput ? node->inputs : node->outputs;
    const auto fits = std::find_if(ports.begin(), ports.end(), [&](const sw::graph::PortInfo& p) {
      return want == sw::graph::kAnyPort || p.type == sw::graph::kAnyPort || p.type == want;
    });
    if (fits == ports.end()) {
      if (why)
        *why = wireFromIsOutput
                   ? GraphCommandsText::tr("%1 has no input that takes a %2").arg(nodeTitle(store, type), qs(want))
                   : GraphCommandsText::tr("%1 has no output of type %2").arg(nodeTitle(store, type), qs(want));
      return nullptr;
    }
    const PortRef mine{node->id, fits->key};
    wires.push_back(wireFromIsOutput ? Connection{*wireFrom, mine} : Connection{mine, *wireFrom});
  }
  return new AddGraphItemsCommand(store, file, {std::move(*node)}, std::move(wires));
}

QUndoCommand* makeInsertRerouteCommand(GraphStore* store, const QString& file, const Connection& wire,
                                       sw::Vec2 position, QString* why) {
  const Graph* g = store->graph(file);
  if (!g || std::find(g->connections().begin(), g->connections().end(), wire) == g->connections().end()) {
    if (why) *why = GraphCommandsText::tr("That wire is no longer in the graph");
    return nullptr;
  }
  auto reroute = g->makeNode(sw::graph::kRerouteNodeType, store->library(), position);
  if (!reroute) {
    if (why) *why = GraphCommandsText::tr("This graph has no reroute node");
    return nullptr;
  }
  reroute->id = g->nextId();
  const NodeId id = reroute->id;
  auto* step = new QUndoCommand(GraphCommandsText::tr("Insert reroute"));
  new DisconnectGraphCommand(store, file, {wire}, step);
  new AddGraphItemsCommand(store, file, {std::move(*reroute)},
                           {Connection{wire.from, PortRef{id, sw::graph::kRerouteIn}},
                            Connection{PortRef{id, sw::graph::kRerouteOut}, wire.to}},
                           {}, step);
  return step;
}

std::string copyGraphFragment(const Graph& graph, const std::vector<NodeId>& ids) {
  Graph part(graph.kind(), graph.acyclic());
  for (NodeId id : ids) {
    if (const Node* n = graph.node(id))
      part.addNode(*n);
    else if (const CommentBox* c = graph.comment(id))
      part.addComment(*c);
  }
  for (const auto& c : graph.connections())
    if (part.node(c.from.node) && part.node(c.to.node)) part.connect(c);
  return sw::graph::writeGraph(part);
}

QUndoCommand* makePasteGraphCommand(GraphStore* store, const QString& file, const std::string& fragment,
                                    sw::Vec2 topLeft, QString* why) {
  const Graph* g = store->graph(file);
  if (!g) {
    if (why) *why = GraphCommandsText::tr("The graph %1 cannot be read").arg(file);
    return nullptr;
  }
  auto part = sw::graph::readGraph(fragment, "clipboard", store->library());
  if (!part) {
    if (why) *why = GraphCommandsText::tr("The clipboard holds no graph nodes: %1").arg(qs(part.error().toString()));
    return nullptr;
  }
  if (part->nodes().empty() && part->comments().empty()) {
    if (why) *why = GraphCommandsText::tr("The clipboard holds no graph nodes");
    return nullptr;
  }
  // Fresh ids from the graph's next one, in the fragment's order; positions keep their
  // layout with the top-left corner at `topLeft`.
  double minX = std::numeric_limits<double>::max(), minY = std::numeric_limits<double>::max();
  for (const auto& n : part->nodes())
    minX = std::min(minX, n.position.x), minY = std::min(minY, n.position.y);
  for (const auto& c : part->comments())
    minX = std::min(minX, c.position.x), minY = std::min(minY, c.position.y);
  const sw::Vec2 shift{topLeft.x - minX, topLeft.y - minY};
  std::map<NodeId, NodeId> newId;
  NodeId next = g->nextId();
  std::vector<Node> nodes;
  for (Node n : part->nodes()) {
    newId[n.id] = next;
    n.id = next++;
    n.position = {n.position.x + shift.x, n.position.y + shift.y};
    nodes.push_back(std::move(n));
  }
  std::vector<CommentBox> comments;
  for (CommentBox c : part->comments()) {
    c.id = next++;
    c.position = {c.position.x + shift.x, c.position.y + shift.y};
    comments.push_back(std::move(c));
  }
  std::vector<Connection> wires;
  for (Connection c : part->connections()) {
    c.from.node = newId[c.from.node];
    c.to.node = newId[c.to.node];
    wires.push_back(std::move(c));
  }
  auto* command =
      new AddGraphItemsCommand(store, file, std::move(nodes), std::move(wires), std::move(comments));
  command->setText(
      GraphCommandsText::tr("Paste %n graph item(s)", nullptr, int(part->nodes().size() + part->comments().size())));
  return command;
}

}  // namespace sw::editor
