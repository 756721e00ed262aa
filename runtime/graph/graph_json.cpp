#include "graph/graph_json.h"

#include <set>

#include "core/atomic_file.h"
#include "core/json_text.h"

namespace sw::graph {

namespace {

// Reading stops at the first fatal problem: a half-read graph is of no use to anyone.
struct Reader {
  std::string file;
  Errors* warnings;
  std::optional<Error> error;

  bool fail(const std::string& pointer, const std::string& message) {
    if (!error) error = Error{file, pointer.empty() ? "/" : pointer, message};
    return false;
  }
  void warn(const std::string& pointer, const std::string& message) const {
    if (warnings) warnings->push_back(Error{file, pointer, message});
  }
};

std::string kindOf(const Json& j) {
  if (j.is_null()) return "null";
  if (j.is_boolean()) return "true/false";
  if (j.is_number()) return "a number";
  if (j.is_string()) return "text";
  if (j.is_array()) return "a list";
  return "an object";
}

bool readNumber(const Json& j, double& out, Reader& r, const std::string& ptr) {
  if (!j.is_number()) return r.fail(ptr, "expected a number, found " + kindOf(j));
  out = j.get<double>();
  if (!std::isfinite(out)) return r.fail(ptr, "expected a finite number");
  return true;
}

bool readVec2(const Json& j, Vec2& out, Reader& r, const std::string& ptr) {
  if (!j.is_array() || j.size() != 2) return r.fail(ptr, "expected [x, y], found " + kindOf(j));
  return readNumber(j[0], out.x, r, pointerChild(ptr, 0)) && readNumber(j[1], out.y, r, pointerChild(ptr, 1));
}

bool readId(const Json& j, NodeId& out, Reader& r, const std::string& ptr) {
  if (!j.is_number_integer() || j.get<std::int64_t>() < 1 || j.get<std::int64_t>() > 0xFFFFFFF)
    return r.fail(ptr, "expected a whole number id of at least 1, found " + (j.is_number() ? j.dump() : kindOf(j)));
  out = NodeId(j.get<std::int64_t>());
  return true;
}

const Json* member(const Json& object, const char* key, Reader& r, const std::string& ptr, bool required = true) {
  auto it = object.find(key);
  if (it == object.end()) {
    if (required) r.fail(ptr, std::string("missing required field '") + key + "'");
    return nullptr;
  }
  return &*it;
}

bool onlyKeys(const Json& object, std::initializer_list<const char*> keys, Reader& r, const std::string& ptr) {
  for (auto it = object.begin(); it != object.end(); ++it) {
    bool known = false;
    for (const char* k : keys) known = known || it.key() == k;
    if (!known) return r.fail(pointerChild(ptr, it.key()), "unknown field '" + it.key() + "'");
  }
  return true;
}

Json paramToJson(const ParamValue& v, const std::vector<std::string>& enumNames) {
  switch (v.type) {
    case ParamType::Float: return v.v[0];
    case ParamType::Int: return static_cast<std::int64_t>(v.v[0]);
    case ParamType::Bool: return v.v[0] != 0;
    case ParamType::Enum: {
      const auto i = static_cast<std::size_t>(v.v[0]);
      if (i < enumNames.size()) return enumNames[i];
      return static_cast<std::int64_t>(v.v[0]);
    }
    default: break;
  }
  Json list = Json::array();
  for (int i = 0; i < componentCount(v.type); ++i) list.push_back(v.v[std::size_t(i)]);
  return list;
}

bool paramFromJson(const Json& j, const PropertyDecl& decl, ParamValue& out, Reader& r, const std::string& ptr) {
  const ParamType type = decl.defaultValue.type;
  out = ParamValue{type, {0, 0, 0, 0}};
  switch (type) {
    case ParamType::Float: return readNumber(j, out.v[0], r, ptr);
    case ParamType::Int:
      if (!j.is_number_integer()) return r.fail(ptr, "expected a whole number, found " + kindOf(j));
      out.v[0] = double(j.get<std::int64_t>());
      return true;
    case ParamType::Bool:
      if (!j.is_boolean()) return r.fail(ptr, "expected true or false, found " + kindOf(j));
      out.v[0] = j.get<bool>() ? 1 : 0;
      return true;
    case ParamType::Enum: {
      std::string names;
      for (std::size_t i = 0; i < decl.enumNames.size(); ++i) {
        if (j.is_string() && j.get<std::string>() == decl.enumNames[i]) {
          out.v[0] = double(i);
          return true;
        }
        names += (i ? ", " : "") + decl.enumNames[i];
      }
      return r.fail(ptr, "expected one of " + names + ", found " + (j.is_string() ? "'" + j.get<std::string>() + "'" : kindOf(j)));
    }
    default: break;
  }
  const int n = componentCount(type);
  if (!j.is_array() || int(j.size()) != n)
    return r.fail(ptr, "expected a list of " + std::to_string(n) + " numbers, found " + kindOf(j));
  for (int i = 0; i < n; ++i)
    if (!readNumber(j[std::size_t(i)], out.v[std::size_t(i)], r, pointerChild(ptr, std::size_t(i)))) return false;
  return true;
}

bool readNode(const Json& j, const NodeCatalog& catalog, Graph& g, Reader& r, const std::string& ptr) {
  if (!j.is_object()) return r.fail(ptr, "expected a node object, found " + kindOf(j));
  if (!onlyKeys(j, {"id", "type", "position", "properties"}, r, ptr)) return false;
  Node n;
  const Json* id = member(j, "id", r, ptr);
  const Json* type = member(j, "type", r, ptr);
  if (!id || !type || !readId(*id, n.id, r, pointerChild(ptr, "id"))) return false;
  if (!type->is_string() || type->get<std::string>().empty())
    return r.fail(pointerChild(ptr, "type"), "expected the node type's name");
  if (const Json* pos = member(j, "position", r, ptr, false))
    if (!readVec2(*pos, n.position, r, pointerChild(ptr, "position"))) return false;
  const Json* props = member(j, "properties", r, ptr, false);
  if (props && !props->is_object())
    return r.fail(pointerChild(ptr, "properties"), "expected an object of property values, found " + kindOf(*props));
  auto tmpl = catalog.nodeTemplate(type->get<std::string>());
  if (!tmpl) {
    n.type = type->get<std::string>();
    n.missingType = true;
    if (props && !props->empty()) n.placeholderProperties = props->dump();
    r.warn(ptr, "unknown node type '" + n.type + "' (a snippet missing from the library?); kept as a placeholder");
  } else {
    const NodeId nodeId = n.id;
    n = *g.makeNode(tmpl->type, catalog, n.position);
    n.id = nodeId;
    if (props) {
      for (auto it = props->begin(); it != props->end(); ++it) {
        const std::string p = pointerChild(pointerChild(ptr, "properties"), it.key());
        const PropertyDecl* decl = tmpl->findProperty(it.key());
        if (!decl) {
          r.warn(p, "node type '" + n.type + "' has no property '" + it.key() + "'; dropped");
          continue;
        }
        ParamValue v;
        if (!paramFromJson(it.value(), *decl, v, r, p)) return false;
        n.setProperty(it.key(), v);
      }
    }
  }
  if (g.addNode(std::move(n)) == 0) return r.fail(pointerChild(ptr, "id"), "id " + id->dump() + " is used twice");
  return true;
}

bool readEnd(const Json& j, PortRef& out, Reader& r, const std::string& ptr) {
  if (!j.is_array() || j.size() != 2 || !j[1].is_string())
    return r.fail(ptr, "expected [node id, \"port\"], found " + kindOf(j));
  out.port = j[1].get<std::string>();
  return readId(j[0], out.node, r, pointerChild(ptr, 0));
}

// Placeholder nodes learn their ports from the wires that use them.
void addPlaceholderPort(Graph& g, const PortRef& ref, bool input) {
  Node* n = g.node(ref.node);
  if (!n || !n->missingType) return;
  auto& ports = input ? n->inputs : n->outputs;
  for (const auto& p : ports)
    if (p.key == ref.port) return;
  ports.push_back({ref.port, ref.port, kAnyPort});
}

bool readConnection(const Json& j, Graph& g, Reader& r, const std::string& ptr) {
  if (!j.is_object()) return r.fail(ptr, "expected a connection object, found " + kindOf(j));
  if (!onlyKeys(j, {"from", "to"}, r, ptr)) return false;
  const Json* from = member(j, "from", r, ptr);
  const Json* to = member(j, "to", r, ptr);
  Connection c;
  if (!from || !to || !readEnd(*from, c.from, r, pointerChild(ptr, "from")) ||
      !readEnd(*to, c.to, r, pointerChild(ptr, "to")))
    return false;
  for (const auto* end : {&c.from, &c.to})
    if (!g.node(end->node))
      return r.fail(pointerChild(ptr, end == &c.from ? "from" : "to"), "no node has id " + std::to_string(end->node));
  addPlaceholderPort(g, c.from, false);
  addPlaceholderPort(g, c.to, true);
  if (!g.node(c.from.node)->findOutput(c.from.port) || !g.node(c.to.node)->findInput(c.to.port)) {
    const bool fromBad = !g.node(c.from.node)->findOutput(c.from.port);
    const PortRef& bad = fromBad ? c.from : c.to;
    r.warn(pointerChild(ptr, fromBad ? "from" : "to"), "node " + std::to_string(bad.node) + " ('" + g.node(bad.node)->type +
                                                           "') has no " + (fromBad ? "output" : "input") + " '" +
                                                           bad.port + "'; the wire is dropped");
    return true;
  }
  auto check = g.connect(c);
  if (!check.ok()) return r.fail(ptr, check.reason);
  return true;
}

bool readComment(const Json& j, Graph& g, Reader& r, const std::string& ptr) {
  if (!j.is_object()) return r.fail(ptr, "expected a comment object, found " + kindOf(j));
  if (!onlyKeys(j, {"id", "position", "size", "text"}, r, ptr)) return false;
  CommentBox box;
  const Json* id = member(j, "id", r, ptr);
  if (!id || !readId(*id, box.id, r, pointerChild(ptr, "id"))) return false;
  if (const Json* pos = member(j, "position", r, ptr, false))
    if (!readVec2(*pos, box.position, r, pointerChild(ptr, "position"))) return false;
  if (const Json* size = member(j, "size", r, ptr, false)) {
    if (!readVec2(*size, box.size, r, pointerChild(ptr, "size"))) return false;
    if (box.size.x < 0 || box.size.y < 0) return r.fail(pointerChild(ptr, "size"), "a size cannot be negative");
  }
  if (const Json* text = member(j, "text", r, ptr, false)) {
    if (!text->is_string()) return r.fail(pointerChild(ptr, "text"), "expected text, found " + kindOf(*text));
    box.text = text->get<std::string>();
  }
  if (g.addComment(std::move(box)) == 0) return r.fail(pointerChild(ptr, "id"), "id " + id->dump() + " is used twice");
  return true;
}

bool readList(const Json& doc, const char* key, Reader& r, const std::function<bool(const Json&, const std::string&)>& each) {
  const Json* list = member(doc, key, r, "", false);
  if (!list) return true;
  const std::string ptr = pointerChild("", key);
  if (!list->is_array()) return r.fail(ptr, "expected a list, found " + kindOf(*list));
  for (std::size_t i = 0; i < list->size(); ++i)
    if (!each((*list)[i], pointerChild(ptr, i))) return false;
  return true;
}

}  // namespace

Result<Graph> readGraph(const std::string& text, const std::string& file, const NodeCatalog& catalog,
                        Errors* warnings) {
  Reader r{file, warnings, std::nullopt};
  Errors parseErrors;
  Json doc;
  if (!parseJsonText(text, doc, JsonReader{file, &parseErrors})) return parseErrors.front();
  if (!doc.is_object()) return Error{file, "/", "expected a JSON object at the top of the file"};
  if (!onlyKeys(doc, {"formatVersion", "kind", "nodes", "connections", "comments"}, r, "")) return *r.error;
  const Json* version = member(doc, "formatVersion", r, "");
  if (!version) return *r.error;
  if (!version->is_number_integer() || version->get<std::int64_t>() < 1)
    return Error{file, "/formatVersion", "expected a whole number of at least 1"};
  if (version->get<std::int64_t>() > kGraphFormatVersion)
    return Error{file, "/formatVersion",
                 "graph formatVersion " + version->dump() + " is newer than this build of Scrollwork understands (" +
                     std::to_string(kGraphFormatVersion) + "); please update Scrollwork"};
  const Json* kind = member(doc, "kind", r, "");
  if (!kind) return *r.error;
  if (!kind->is_string() || kind->get<std::string>() != "texture")
    return Error{file, "/kind", "unknown graph kind " + kind->dump() + " (expected \"texture\")"};
  Graph g(kind->get<std::string>(), true);
  // Nodes and comments share ids, so both are read before the wires.
  if (!readList(doc, "nodes", r, [&](const Json& j, const std::string& p) { return readNode(j, catalog, g, r, p); }) ||
      !readList(doc, "comments", r, [&](const Json& j, const std::string& p) { return readComment(j, g, r, p); }) ||
      !readList(doc, "connections", r, [&](const Json& j, const std::string& p) { return readConnection(j, g, r, p); }))
    return *r.error;
  return g;
}

std::string writeGraph(const Graph& graph) {
  Json doc = Json::object();
  doc["formatVersion"] = kGraphFormatVersion;
  doc["kind"] = graph.kind();
  Json nodes = Json::array();
  for (const auto& n : graph.nodes()) {
    Json j = Json::object();
    j["id"] = n.id;
    j["type"] = n.type;
    j["position"] = Json::array({n.position.x, n.position.y});
    if (n.missingType) {
      if (!n.placeholderProperties.empty()) j["properties"] = Json::parse(n.placeholderProperties);
    } else if (!n.properties.empty()) {
      Json props = Json::object();
      for (const auto& p : n.properties) props[p.key] = paramToJson(p.value, p.enumNames);
      j["properties"] = std::move(props);
    }
    nodes.push_back(std::move(j));
  }
  doc["nodes"] = std::move(nodes);
  Json connections = Json::array();
  for (const auto& c : graph.connections())
    connections.push_back(Json{{"from", Json::array({c.from.node, c.from.port})}, {"to", Json::array({c.to.node, c.to.port})}});
  doc["connections"] = std::move(connections);
  Json comments = Json::array();
  for (const auto& c : graph.comments())
    comments.push_back(Json{{"id", c.id},
                            {"position", Json::array({c.position.x, c.position.y})},
                            {"size", Json::array({c.size.x, c.size.y})},
                            {"text", c.text}});
  doc["comments"] = std::move(comments);
  return toCanonicalText(doc);
}

Result<Graph> loadGraphFile(const std::string& path, const NodeCatalog& catalog, Errors* warnings) {
  auto text = readWholeFile(path);
  if (!text) return text.error();
  return readGraph(*text, path, catalog, warnings);
}

Status saveGraphFile(const Graph& graph, const std::string& path) {
  return writeFileAtomically(path, writeGraph(graph));
}

}  // namespace sw::graph
