#pragma once
// A texture snippet: one node type of a procedural texture graph (DOMAIN.md, "Node
// graphs"). The file is a header, a line "%%", then the body of a GLSL function:
//
//   Name: Brick
//   Func: Brick
//   Category: Basis Functions
//   Input: Position, var="position"
//   Input: Blend, var="t", default="0.5"          (optional default when unconnected)
//   Output: Result, var="brickOut"
//   Property: Brick Size, var="brickSize", type="float2", description="...", default="3,1"
//   Property: Metric, var="metric", type="enum", options="Euclidean|Manhattan", default="Euclidean"
//   %%
//   ...GLSL using position, brickSize; assigning brickOut...
//
// Inputs and outputs are vec4. Property types: float, float2, float3, float4 (vec2..vec4
// in GLSL), int, bool, enum (an int holding the option's index). Lines starting with '#'
// and blank lines in the header are ignored. An input's default is "position",
// "texcoord", or 1 to 4 numbers (one number fills all four components); without one,
// inputs named position / texcoord get the graph's position / texture coordinate and
// the others vec4(0).
#include <string>
#include <vector>

#include "core/error.h"
#include "graph/param_value.h"

namespace sw::graph {

struct SnippetInput {
  std::string name;  // shown on the port
  std::string var;   // GLSL parameter name, and the port's key in graph files
  std::string defaultExpr;  // GLSL vec4 expression used when unconnected; empty: the rule above
};

struct SnippetOutput {
  std::string name;
  std::string var;
};

struct SnippetProperty {
  std::string name;
  std::string var;
  ParamType type = ParamType::Float;
  std::string description;
  ParamValue defaultValue;
  std::vector<std::string> enumNames;
};

struct Snippet {
  std::string name;      // node type in graph files; unique within a library
  std::string func;      // GLSL function name (the generator prefixes it)
  std::string category;  // for the add-node menu
  std::vector<SnippetInput> inputs;
  std::vector<SnippetOutput> outputs;
  std::vector<SnippetProperty> properties;
  std::string code;      // function body, as written after "%%"
  std::string file;      // where it was loaded from
  int codeFirstLine = 0; // line number of the first code line in `file`
};

// Parses a snippet; the error names `file` and "line N".
Result<Snippet> parseSnippet(const std::string& text, const std::string& file);

}  // namespace sw::graph
