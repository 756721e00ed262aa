#include "graph/graph.h"

#include <algorithm>
#include <queue>
#include <unordered_set>

namespace sw::graph {

namespace {
bool connectionLess(const Connection& a, const Connection& b) {
  return std::tie(a.to, a.from) < std::tie(b.to, b.from);
}

std::string describePort(const PortRef& p) { return "port '" + p.port + "' of node " + std::to_string(p.node); }
}  // namespace

const PropertyDecl* NodeTemplate::findProperty(const std::string& key) const {
  for (const auto& p : properties)
    if (p.key == key) return &p;
  return nullptr;
}

const PortInfo* Node::findInput(const std::string& key) const {
  for (const auto& p : inputs)
    if (p.key == key) return &p;
  return nullptr;
}

const PortInfo* Node::findOutput(const std::string& key) const {
  for (const auto& p : outputs)
    if (p.key == key) return &p;
  return nullptr;
}

const ParamValue* Node::property(const std::string& key) const {
  for (const auto& p : properties)
    if (p.key == key) return &p.value;
  return nullptr;
}

bool Node::setProperty(const std::string& key, const ParamValue& value) {
  for (auto& p : properties)
    if (p.key == key) {
      if (p.value.type != value.type) return false;
      p.value = value;
      return true;
    }
  return false;
}

const char* toString(ConnectionCheck::Verdict verdict) {
  using V = ConnectionCheck::Verdict;
  switch (verdict) {
    case V::Ok: return "ok";
    case V::UnknownNode: return "unknown node";
    case V::UnknownPort: return "unknown port";
    case V::SameNode: return "same node";
    case V::TypeMismatch: return "type mismatch";
    case V::WouldCreateCycle: return "would create a cycle";
    case V::InputAlreadyConnected: return "input already connected";
  }
  return "ok";
}

Graph::Graph(std::string kind, bool acyclic) : kind_(std::move(kind)), acyclic_(acyclic) {}

const Node* Graph::node(NodeId id) const {
  auto it = nodeIndex_.find(id);
  return it == nodeIndex_.end() ? nullptr : &nodes_[it->second];
}

Node* Graph::node(NodeId id) {
  auto it = nodeIndex_.find(id);
  return it == nodeIndex_.end() ? nullptr : &nodes_[it->second];
}

std::optional<Node> Graph::makeNode(const std::string& type, const NodeCatalog& catalog, Vec2 position) const {
  auto t = catalog.nodeTemplate(type);
  if (!t) return std::nullopt;
  Node n;
  n.type = type;
  n.position = position;
  n.inputs = t->inputs;
  n.outputs = t->outputs;
  for (const auto& p : t->properties) n.properties.push_back({p.key, p.defaultValue, p.enumNames});
  return n;
}

bool Graph::idTaken(NodeId id) const {
  return nodeIndex_.count(id) || std::any_of(comments_.begin(), comments_.end(), [&](auto& c) { return c.id == id; });
}

void Graph::reindex() {
  nodeIndex_.clear();
  for (std::size_t i = 0; i < nodes_.size(); ++i) nodeIndex_[nodes_[i].id] = i;
}

NodeId Graph::addNode(Node n) {
  if (n.id == 0) n.id = nextId_;
  if (idTaken(n.id)) return 0;
  nextId_ = std::max(nextId_, n.id + 1);
  const NodeId id = n.id;
  if (nodes_.empty() || nodes_.back().id < id) {
    nodes_.push_back(std::move(n));
    nodeIndex_[id] = nodes_.size() - 1;
  } else {
    auto at = std::lower_bound(nodes_.begin(), nodes_.end(), id, [](const Node& a, NodeId b) { return a.id < b; });
    nodes_.insert(at, std::move(n));
    reindex();
  }
  return id;
}

std::optional<Node> Graph::removeNode(NodeId id, std::vector<Connection>* removed) {
  auto it = nodeIndex_.find(id);
  if (it == nodeIndex_.end()) return std::nullopt;
  auto keep = std::stable_partition(connections_.begin(), connections_.end(),
                                    [&](const Connection& c) { return c.from.node != id && c.to.node != id; });
  if (removed) removed->assign(keep, connections_.end());
  connections_.erase(keep, connections_.end());
  Node n = std::move(nodes_[it->second]);
  nodes_.erase(nodes_.begin() + std::ptrdiff_t(it->second));
  reindex();
  return n;
}

std::string Graph::effectiveType(NodeId nodeId, const std::string& port, bool isInput) const {
  const Node* n = node(nodeId);
  if (!n) return kAnyPort;
  const PortInfo* p = isInput ? n->findInput(port) : n->findOutput(port);
  if (!p) return kAnyPort;
  if (p->type != kAnyPort) return p->type;
  // A pass-through node: its wires decide. Walk upstream first (the source defines the
  // data), then downstream; visited nodes stop cycles in behaviour graphs.
  std::unordered_set<NodeId> visited;
  std::vector<NodeId> stack{nodeId};
  auto concrete = [&](const PortRef& ref, bool input, std::string& out) {
    const Node* m = node(ref.node);
    if (!m) return false;
    const PortInfo* q = input ? m->findInput(ref.port) : m->findOutput(ref.port);
    if (!q) return false;
    if (q->type != kAnyPort) {
      out = q->type;
      return true;
    }
    if (visited.insert(ref.node).second) stack.push_back(ref.node);
    return false;
  };
  for (bool upstream : {true, false}) {
    visited = {nodeId};
    stack = {nodeId};
    while (!stack.empty()) {
      const NodeId at = stack.back();
      stack.pop_back();
      std::string found;
      for (const auto& c : connections_) {
        if (upstream && c.to.node == at && concrete(c.from, false, found)) return found;
        if (!upstream && c.from.node == at && concrete(c.to, true, found)) return found;
      }
    }
  }
  return kAnyPort;
}

bool Graph::reaches(NodeId from, NodeId to) const {
  if (from == to) return true;
  std::unordered_set<NodeId> visited{from};
  std::vector<NodeId> stack{from};
  while (!stack.empty()) {
    const NodeId at = stack.back();
    stack.pop_back();
    for (const auto& c : connections_) {
      if (c.from.node != at) continue;
      if (c.to.node == to) return true;
      if (visited.insert(c.to.node).second) stack.push_back(c.to.node);
    }
  }
  return false;
}

ConnectionCheck Graph::connectionPossible(const PortRef& from, const PortRef& to) const {
  using V = ConnectionCheck::Verdict;
  const Node* a = node(from.node);
  const Node* b = node(to.node);
  if (!a || !b) return {V::UnknownNode, "no node " + std::to_string(a ? to.node : from.node), std::nullopt};
  if (!a->findOutput(from.port)) return {V::UnknownPort, "node " + std::to_string(from.node) + " has no output '" + from.port + "'", std::nullopt};
  if (!b->findInput(to.port)) return {V::UnknownPort, "node " + std::to_string(to.node) + " has no input '" + to.port + "'", std::nullopt};
  if (from.node == to.node) return {V::SameNode, "a node cannot feed itself", std::nullopt};
  const std::string fromType = effectiveType(from.node, from.port, false);
  const std::string toType = effectiveType(to.node, to.port, true);
  if (fromType != kAnyPort && toType != kAnyPort && fromType != toType)
    return {V::TypeMismatch, "cannot connect a " + fromType + " output to a " + toType + " input", std::nullopt};
  if (acyclic_ && reaches(to.node, from.node))
    return {V::WouldCreateCycle,
            "node " + std::to_string(to.node) + " already feeds node " + std::to_string(from.node) +
                "; this wire would make a loop",
            std::nullopt};
  if (auto existing = connectionInto(to)) {
    if (existing->from == from) return {V::InputAlreadyConnected, "these ports are already connected", existing};
    return {V::InputAlreadyConnected, describePort(to) + " already has a wire (replace it?)", existing};
  }
  return {};
}

ConnectionCheck Graph::connect(const Connection& c, bool replace, std::optional<Connection>* replaced) {
  if (replaced) replaced->reset();
  ConnectionCheck check = connectionPossible(c.from, c.to);
  if (check.verdict == ConnectionCheck::Verdict::InputAlreadyConnected && replace && check.existing &&
      !(check.existing->from == c.from)) {
    disconnect(*check.existing);
    if (replaced) *replaced = check.existing;
    check = connectionPossible(c.from, c.to);
    if (!check.ok() && replaced && *replaced) {  // cannot happen today; keep the graph as it was
      connections_.insert(std::upper_bound(connections_.begin(), connections_.end(), **replaced, connectionLess),
                          **replaced);
      replaced->reset();
    }
  }
  if (!check.ok()) return check;
  connections_.insert(std::upper_bound(connections_.begin(), connections_.end(), c, connectionLess), c);
  return check;
}

bool Graph::disconnect(const Connection& c) {
  auto it = std::find(connections_.begin(), connections_.end(), c);
  if (it == connections_.end()) return false;
  connections_.erase(it);
  return true;
}

std::optional<Connection> Graph::connectionInto(const PortRef& input) const {
  // Connections are sorted by target, so this could bisect; graphs are small enough.
  for (const auto& c : connections_)
    if (c.to == input) return c;
  return std::nullopt;
}

std::vector<Connection> Graph::connectionsFrom(const PortRef& output) const {
  std::vector<Connection> out;
  for (const auto& c : connections_)
    if (c.from == output) out.push_back(c);
  return out;
}

std::vector<Connection> Graph::connectionsOf(NodeId id) const {
  std::vector<Connection> out;
  for (const auto& c : connections_)
    if (c.from.node == id || c.to.node == id) out.push_back(c);
  return out;
}

Result<std::vector<NodeId>> Graph::topologicalOrder() const {
  // Kahn's algorithm with a min-heap, so equal graphs give equal orders (golden files).
  std::unordered_map<NodeId, int> pending;
  std::unordered_map<NodeId, std::vector<NodeId>> downstream;
  for (const auto& n : nodes_) pending[n.id] = 0;
  for (const auto& c : connections_) {
    if (!pending.count(c.from.node) || !pending.count(c.to.node)) continue;
    ++pending[c.to.node];
    downstream[c.from.node].push_back(c.to.node);
  }
  std::priority_queue<NodeId, std::vector<NodeId>, std::greater<>> ready;
  for (const auto& n : nodes_)
    if (pending[n.id] == 0) ready.push(n.id);
  std::vector<NodeId> order;
  order.reserve(nodes_.size());
  while (!ready.empty()) {
    const NodeId id = ready.top();
    ready.pop();
    order.push_back(id);
    for (NodeId next : downstream[id])
      if (--pending[next] == 0) ready.push(next);
  }
  if (order.size() != nodes_.size()) {
    for (const auto& n : nodes_)
      if (pending[n.id] > 0)
        return Error{"", "node " + std::to_string(n.id), "the graph has a loop through node " + std::to_string(n.id)};
  }
  return order;
}

const CommentBox* Graph::comment(NodeId id) const {
  for (const auto& c : comments_)
    if (c.id == id) return &c;
  return nullptr;
}

CommentBox* Graph::comment(NodeId id) {
  for (auto& c : comments_)
    if (c.id == id) return &c;
  return nullptr;
}

NodeId Graph::addComment(CommentBox box) {
  if (box.id == 0) box.id = nextId_;
  if (idTaken(box.id)) return 0;
  nextId_ = std::max(nextId_, box.id + 1);
  auto at = std::lower_bound(comments_.begin(), comments_.end(), box.id,
                             [](const CommentBox& a, NodeId b) { return a.id < b; });
  const NodeId id = box.id;
  comments_.insert(at, std::move(box));
  return id;
}

std::optional<CommentBox> Graph::removeComment(NodeId id) {
  auto it = std::find_if(comments_.begin(), comments_.end(), [&](auto& c) { return c.id == id; });
  if (it == comments_.end()) return std::nullopt;
  CommentBox box = std::move(*it);
  comments_.erase(it);
  return box;
}

}  // namespace sw::graph
