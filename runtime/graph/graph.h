#pragma once
// A node graph, Qt-free and id-based (as QtNodes separates its model from the scene): the
// editor's scene observes it and undo commands call its methods; it has no signals.
//
// Nodes carry their ports (instantiated from a NodeCatalog template), a position and
// property values. Connections join an output port to an input port: at most one per
// input, any number per output. Data-flow graphs (texture graphs) must stay acyclic;
// a graph made with `acyclic = false` (behaviour graphs) allows cycles.
// Nodes and comments are kept sorted by id, connections by (target node, target port),
// so the same graph always saves to the same bytes.
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/error.h"
#include "core/math.h"
#include "graph/node_catalog.h"

namespace sw::graph {

using NodeId = std::uint32_t;  // 0 is "no node"; nodes and comments share one id space

struct PortRef {
  NodeId node = 0;
  std::string port;  // PortInfo::key
  friend bool operator==(const PortRef&, const PortRef&) = default;
  friend auto operator<=>(const PortRef&, const PortRef&) = default;
};

struct Connection {
  PortRef from;  // an output
  PortRef to;    // an input
  friend bool operator==(const Connection&, const Connection&) = default;
};

struct NodeProperty {
  std::string key;  // PropertyDecl::key
  ParamValue value;
  std::vector<std::string> enumNames;  // copied from the template: files store enum names
  friend bool operator==(const NodeProperty&, const NodeProperty&) = default;
};

struct Node {
  NodeId id = 0;
  std::string type;
  Vec2 position;
  std::vector<PortInfo> inputs, outputs;
  std::vector<NodeProperty> properties;  // in the template's declaration order
  // The catalog did not know `type`: a placeholder that keeps its wires (ports made up
  // from them, type "any") and its properties as JSON text, so saving loses nothing.
  bool missingType = false;
  std::string placeholderProperties;

  const PortInfo* findInput(const std::string& key) const;
  const PortInfo* findOutput(const std::string& key) const;
  const ParamValue* property(const std::string& key) const;
  bool setProperty(const std::string& key, const ParamValue& value);  // false: no such key, or another type
};

struct CommentBox {
  NodeId id = 0;
  Vec2 position;      // top-left corner in scene units
  Vec2 size{200, 100};
  std::string text;
  friend bool operator==(const CommentBox&, const CommentBox&) = default;
};

// Why a connection cannot be made. InputAlreadyConnected is the only one a caller may
// resolve (by replacing `existing`); everything else is refused.
struct ConnectionCheck {
  enum class Verdict { Ok, UnknownNode, UnknownPort, SameNode, TypeMismatch, WouldCreateCycle, InputAlreadyConnected };
  Verdict verdict = Verdict::Ok;
  std::string reason;                   // plain words, for logs and tooltips
  std::optional<Connection> existing;   // InputAlreadyConnected: the wire now in that input
  bool ok() const { return verdict == Verdict::Ok; }
};

class Graph {
 public:
  explicit Graph(std::string kind = "texture", bool acyclic = true);

  const std::string& kind() const { return kind_; }
  bool acyclic() const { return acyclic_; }

  // ---- nodes
  const std::vector<Node>& nodes() const { return nodes_; }
  const Node* node(NodeId id) const;
  Node* node(NodeId id);
  // A new node of `type` with the template's ports and default properties; nothing when
  // the catalog does not know the type.
  std::optional<Node> makeNode(const std::string& type, const NodeCatalog& catalog, Vec2 position) const;
  // Adds a node; id 0 gets a fresh id. Returns the id, or 0 when the id is taken.
  // (Undo re-inserts removed nodes with their old ids.)
  NodeId addNode(Node node);
  // Removes the node and every connection touching it; returns the node, and the removed
  // connections through `removed` so an undo command can restore them.
  std::optional<Node> removeNode(NodeId id, std::vector<Connection>* removed = nullptr);

  // ---- connections
  const std::vector<Connection>& connections() const { return connections_; }
  ConnectionCheck connectionPossible(const PortRef& from, const PortRef& to) const;
  // Adds when connectionPossible is Ok; with `replace`, an occupied input is freed first
  // (the wire it had is returned through `replaced`).
  ConnectionCheck connect(const Connection& c, bool replace = false, std::optional<Connection>* replaced = nullptr);
  bool disconnect(const Connection& c);
  std::optional<Connection> connectionInto(const PortRef& input) const;
  std::vector<Connection> connectionsFrom(const PortRef& output) const;
  std::vector<Connection> connectionsOf(NodeId node) const;

  // The type a port really carries: its own, or for "any" ports (reroutes) the type found
  // by following wires upstream, then downstream; "any" when nothing decides.
  std::string effectiveType(NodeId node, const std::string& port, bool isInput) const;
  // True when `to` can be reached from `from` by following wires downstream.
  bool reaches(NodeId from, NodeId to) const;

  // Nodes in dependency order (every node after the nodes feeding it), ties by id; an
  // error naming a node on the cycle when there is one.
  Result<std::vector<NodeId>> topologicalOrder() const;

  // ---- comments
  const std::vector<CommentBox>& comments() const { return comments_; }
  const CommentBox* comment(NodeId id) const;
  CommentBox* comment(NodeId id);
  NodeId addComment(CommentBox box);  // id 0 gets a fresh id; 0 returned when taken
  std::optional<CommentBox> removeComment(NodeId id);

  // The id the next addNode/addComment with id 0 gets.
  NodeId nextId() const { return nextId_; }

 private:
  bool idTaken(NodeId id) const;
  void reindex();
  std::string kind_;
  bool acyclic_ = true;
  std::vector<Node> nodes_;
  std::unordered_map<NodeId, std::size_t> nodeIndex_;
  std::vector<Connection> connections_;
  std::vector<CommentBox> comments_;
  NodeId nextId_ = 1;
};

const char* toString(ConnectionCheck::Verdict verdict);

}  // namespace sw::graph
