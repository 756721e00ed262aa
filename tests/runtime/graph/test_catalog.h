#pragma once
// A small catalog for graph tests: vec4 nodes, a node with a float port (to test type
// checks), and the texture graph built-ins.
#include "graph/graph.h"
#include "graph/snippet_library.h"

namespace sw::graph::test {

class TestCatalog final : public NodeCatalog {
 public:
  std::optional<NodeTemplate> nodeTemplate(const std::string& type) const override {
    if (type == kOutputNodeType) return SnippetLibrary::outputTemplate();
    if (type == kRerouteNodeType) return SnippetLibrary::rerouteTemplate();
    NodeTemplate t;
    t.type = type;
    t.title = type;
    if (type == "Source") {
      t.outputs = {{"out", "Out", kVec4Port}};
    } else if (type == "Mix") {
      t.inputs = {{"a", "A", kVec4Port}, {"b", "B", kVec4Port}};
      t.outputs = {{"out", "Out", kVec4Port}};
      t.properties = {{"amount", "Amount", "", ParamValue::makeFloat(0.5), {}},
                      {"mode", "Mode", "", ParamValue{ParamType::Enum, {1, 0, 0, 0}}, {"Lighten", "Darken"}}};
    } else if (type == "Scalar") {
      t.inputs = {{"in", "In", "float"}};
      t.outputs = {{"out", "Out", "float"}};
    } else {
      return std::nullopt;
    }
    return t;
  }
  std::vector<std::string> types() const override { return {"Source", "Mix", "Scalar"}; }
};

inline NodeId add(Graph& g, const NodeCatalog& c, const std::string& type, Vec2 at = {}) {
  return g.addNode(*g.makeNode(type, c, at));
}

}  // namespace sw::graph::test
