#pragma once
// Wraps generated graph code into the shaders of a Qt Quick 3D (6.4) shaded
// CustomMaterial: the vertex shader hands the object-space position to the fragment
// shader (so the texture sticks to the mesh, also when instanced), the fragment MAIN
// calls swg_graph with that position and UV0, writes BASE_COLOR from the colour, and
// bends NORMAL by the height's screen-space slope (bump mapping without a normal map).
//
// Qt Quick 3D inserts these texts into shaders of its own, so a glslang error line
// counts from the start of Qt's shader: find the offset by searching the final text (or
// the "swg_graph" line) before mapping lines with `fragmentSpans`.
#include <string>
#include <vector>

#include "graph/glsl_codegen.h"

namespace sw::graph {

struct MaterialOptions {
  double bumpScale = 0.05;  // how far height 1.0 pushes the surface, in object units
  double roughness = 0.8;
};

struct MaterialShaders {
  std::string vertex;
  std::string fragment;
  std::vector<SourceSpan> fragmentSpans;  // GeneratedGraph::spans moved to lines of `fragment`
};

MaterialShaders customMaterialShaders(const GeneratedGraph& graph, const MaterialOptions& options = {});

// QML type of a uniform property for CustomMaterial ("real", "vector2d", ...), and its
// value as QML text ("Qt.vector2d(3, 1)").
const char* qmlPropertyType(ParamType type);
std::string qmlPropertyValue(const ParamValue& value);

// The QML text of a CustomMaterial using the two shader files, declaring one property
// per uniform (Qt Quick 3D only knows uniforms declared as QML properties).
std::string customMaterialQml(const GeneratedGraph& graph, const std::string& vertexUrl, const std::string& fragmentUrl);

}  // namespace sw::graph
