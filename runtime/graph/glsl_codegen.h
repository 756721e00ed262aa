#pragma once
// GLSL from a texture graph (DOMAIN.md, "Node graphs"): one function per snippet used
// (inputs, then properties with their declared types, then outputs as `out vec4`), and
// a graph function calling them in dependency order, each output stored in a variable
// named after its node ("swg_n12_brickOut"):
//
//   void swg_graph(vec4 swg_position, vec4 swg_texcoord, out vec4 swg_colour, out vec4 swg_height)
//
// Only nodes feeding the Output node (or the previewed port) are generated. Unconnected
// inputs take the snippet's default, else the graph position / texture coordinate for
// inputs named like that, else vec4(0). The text is deterministic (golden files) and
// comes with a map from its lines back to node ids, so compile errors can be put on
// nodes. material_template.h wraps it into a Qt Quick 3D CustomMaterial.
#include <optional>
#include <string>
#include <vector>

#include "graph/graph.h"
#include "graph/snippet_library.h"

namespace sw::graph {

struct CodegenOptions {
  // Show this output port as the colour (a node preview) instead of the Output node's.
  std::optional<PortRef> preview;
  // Pass properties as uniforms (GeneratedGraph::uniforms) instead of literals, so a
  // live preview can change a value without recompiling the shader.
  bool propertiesAsUniforms = false;
};

// Lines [firstLine, lastLine] (1-based, in GeneratedGraph::code) and the nodes they
// belong to: one node for its call in swg_graph; every node using a snippet for the
// snippet's function.
struct SourceSpan {
  int firstLine = 0, lastLine = 0;
  std::vector<NodeId> nodes;
  std::string snippet;  // empty for lines of swg_graph
};

struct ShaderUniform {
  std::string name;  // "swg_u12_brickSize"
  NodeId node = 0;
  std::string property;
  ParamValue value;
};

struct GeneratedGraph {
  std::string code;
  std::vector<SourceSpan> spans;
  std::vector<ShaderUniform> uniforms;  // only with CodegenOptions::propertiesAsUniforms
  std::vector<NodeId> nodeOrder;        // the nodes generated, in evaluation order

  // Nodes owning `line` of `code` (empty for lines outside every span).
  std::vector<NodeId> nodesAtLine(int line) const;
};

struct NodeProblem {
  NodeId node = 0;  // 0: the graph as a whole
  std::string message;
};

struct CodegenResult {
  GeneratedGraph shader;               // complete only when ok()
  std::vector<NodeProblem> problems;   // why not, per node
  bool ok() const { return problems.empty(); }
};

CodegenResult generateGlsl(const Graph& graph, const SnippetLibrary& library, const CodegenOptions& options = {});

// Problems as "file: node N (Type): message" errors for the CLI and the log.
Errors toErrors(const std::vector<NodeProblem>& problems, const Graph& graph, const std::string& file);

}  // namespace sw::graph
