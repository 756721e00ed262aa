#pragma once
// Graph files (*.graph.json): formatVersion, kind, nodes, connections, comments, in that
// order; nodes and comments by id, connections by target. Example:
//
//   {
//     "formatVersion": 1,
//     "kind": "texture",
//     "nodes": [
//       {"id": 1, "type": "Brick", "position": [0.0, 0.0], "properties": {"brickSize": [3.0, 1.0]}},
//       {"id": 2, "type": "@output", "position": [300.0, 0.0]}
//     ],
//     "connections": [{"from": [1, "brickOut"], "to": [2, "colour"]}],
//     "comments": [{"id": 3, "position": [-20.0, -40.0], "size": [400.0, 200.0], "text": "Walls"}]
//   }
//
// Property values: float -> number, floatN -> list, int -> whole number, bool, enum -> the
// option's name. Errors name the file and a JSON pointer ("/nodes/2/properties/brickSize").
#include <string>

#include "core/error.h"
#include "graph/graph.h"

namespace sw::graph {

inline constexpr int kGraphFormatVersion = 1;

// Fatal problems (not JSON, wrong shapes, a wire that breaks the graph's rules) give an
// error. Softer ones go to `warnings` and the graph still opens: a node whose type the
// catalog does not know becomes a placeholder (Node::missingType); a property or port
// the snippet no longer has is dropped.
Result<Graph> readGraph(const std::string& text, const std::string& file, const NodeCatalog& catalog,
                        Errors* warnings = nullptr);
// Canonical text: the same graph always gives the same bytes.
std::string writeGraph(const Graph& graph);

Result<Graph> loadGraphFile(const std::string& path, const NodeCatalog& catalog, Errors* warnings = nullptr);
Status saveGraphFile(const Graph& graph, const std::string& path);  // atomic

}  // namespace sw::graph
