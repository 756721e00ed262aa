#pragma once
// What kinds of node a graph may hold. A graph stores only a node's type name, position
// and property values; its ports and property declarations come from a catalog (for
// texture graphs: the snippet library plus the built-in Output and Reroute nodes), so a
// changed snippet changes every node made from it.
#include <optional>
#include <string>
#include <vector>

#include "graph/param_value.h"

namespace sw::graph {

// Port types are names so other graph kinds (pathing, behaviour) can bring their own.
inline constexpr const char* kVec4Port = "vec4";
// A reroute's ports take the type of whatever they are wired to.
inline constexpr const char* kAnyPort = "any";

// Built-in node types of texture graphs (snippet names may not start with '@').
inline constexpr const char* kOutputNodeType = "@output";
inline constexpr const char* kRerouteNodeType = "@reroute";

struct PortInfo {
  std::string key;    // stable identity within the node (a snippet's var="..."); saved in files
  std::string label;  // shown on the node
  std::string type = kVec4Port;
  friend bool operator==(const PortInfo&, const PortInfo&) = default;
};

struct PropertyDecl {
  std::string key;    // var="..."
  std::string label;  // shown in the property grid
  std::string description;
  ParamValue defaultValue;
  std::vector<std::string> enumNames;  // ParamType::Enum only
};

struct NodeTemplate {
  std::string type;  // what nodes store ("Brick", "@output")
  std::string title;
  std::string category;
  std::vector<PortInfo> inputs, outputs;
  std::vector<PropertyDecl> properties;

  const PropertyDecl* findProperty(const std::string& key) const;
};

class NodeCatalog {
 public:
  virtual ~NodeCatalog() = default;
  // Nothing when the type is unknown (a snippet missing from the library).
  virtual std::optional<NodeTemplate> nodeTemplate(const std::string& type) const = 0;
  // Every type a user may add, in menu order (for the search-to-add menu).
  virtual std::vector<std::string> types() const = 0;
};

}  // namespace sw::graph
