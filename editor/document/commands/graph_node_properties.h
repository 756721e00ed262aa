#pragma once
// Graph nodes as described objects, for the property grid and the one property command.
// A graph node's properties come from its snippet (float, float2..4, int, bool, enum), so
// each node type gets a table built from its template's property list, and each node a
// small proxy that reads and writes its parameters by id. The GraphStore owns the proxies
// for its lifetime, so commands on the undo stack can always reach them.
//
// A float4 shows as an 8-bit colour. So that an undo puts back the exact parameter, a
// proxy remembers the exact parameter behind every value it has shown, and writing such a
// value back restores that parameter instead of the rounded colour.
//
// Value mapping: float -> Float, float2 -> Vec2, float3 -> Vec3, float4 -> Color (the
// library's float4 properties are colours), int -> Int, bool -> Bool, enum -> Enum.
#include <QString>
#include <QVector>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "core/property.h"
#include "graph/param_value.h"

namespace sw::editor {

class GraphStore;

class GraphNodeProperties {
 public:
  explicit GraphNodeProperties(GraphStore* store);
  ~GraphNodeProperties();

  // The nodes `ids` of graph `file` (those that exist) as described objects; proxies and
  // tables stay alive as long as the store, so pointers held elsewhere never dangle.
  std::vector<const sw::Describable*> objects(const QString& file, const QVector<std::uint32_t>& ids);
  // One node's proxy, or nullptr when the node is gone.
  sw::Describable* proxy(const QString& file, std::uint32_t id);
  // The node's current value of `key` (nothing when gone).
  std::optional<sw::graph::ParamValue> current(const QString& file, std::uint32_t id,
                                               const std::string& key) const;

  static sw::Value toValue(const sw::graph::ParamValue& value);
  // `value` in the type of `like`; nothing when the kinds do not fit.
  static std::optional<sw::graph::ParamValue> toParam(const sw::Value& value,
                                                      const sw::graph::ParamValue& like);

 private:
  class Proxy;
  const sw::TypeDescription* describe(const std::string& type);
  GraphStore* store_;
  std::map<std::pair<QString, std::uint32_t>, std::unique_ptr<Proxy>> proxies_;
  // Per node type, every table built (the newest last): a snippet reloaded with other
  // properties gets a new table while the grid may still point into the old one.
  std::map<std::string, std::vector<std::unique_ptr<sw::TypeDescription>>> tables_;
};

}  // namespace sw::editor
