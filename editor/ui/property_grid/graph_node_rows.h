#pragma once
// Graph nodes in the property grid. The grid edits anything Describable through its
// property table; a graph node's properties come from its snippet (float, float2..4,
// int, bool, enum), so each node type gets a table built from its template's property
// list, and each selected node a small proxy that reads its values by id. Edits never go
// through the table's setters: GridTarget pushes one SetNodePropertyCommand for all the
// selected nodes (graph_commands.h).
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
}

namespace sw::editor::grid {

class GraphNodeRows {
 public:
  explicit GraphNodeRows(GraphStore* store);
  ~GraphNodeRows();

  // The nodes `ids` of graph `file` as the grid's objects; proxies and tables stay alive
  // for the grid's lifetime, so pointers the grid holds never dangle.
  std::vector<const sw::Describable*> objects(const QString& file, const QVector<std::uint32_t>& ids);
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

}  // namespace sw::editor::grid
