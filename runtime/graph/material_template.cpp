#include "graph/material_template.h"

#include <algorithm>

namespace sw::graph {

namespace {
int countLines(const std::string& text) { return int(std::count(text.begin(), text.end(), '\n')); }
}  // namespace

MaterialShaders customMaterialShaders(const GeneratedGraph& graph, const MaterialOptions& options) {
  MaterialShaders m;
  m.vertex =
      "// Scrollwork texture graph material: vertex stage.\n"
      "VARYING vec3 swg_objectPosition;\n"
      "\n"
      "void MAIN()\n"
      "{\n"
      "    swg_objectPosition = VERTEX;\n"
      "}\n";
  std::string head =
      "// Scrollwork texture graph material: fragment stage.\n"
      "VARYING vec3 swg_objectPosition;\n"
      "\n";
  const int offset = countLines(head);
  m.fragment = head + graph.code;
  m.fragment +=
      "\n"
      "void MAIN()\n"
      "{\n"
      "    vec4 swg_colour;\n"
      "    vec4 swg_height;\n"
      "    swg_graph(vec4(swg_objectPosition, 1.0), vec4(UV0, 0.0, 1.0), swg_colour, swg_height);\n"
      "    BASE_COLOR = vec4(clamp(swg_colour.rgb, 0.0, 1.0), 1.0);\n"
      "    ROUGHNESS = " + glslFloat(options.roughness) + ";\n"
      "    // Bump mapping from derivatives (surface gradient): the height's change across\n"
      "    // the pixel tilts the normal, so mortar grooves catch the light.\n"
      "    float swg_h = swg_height.x * " + glslFloat(options.bumpScale) + ";\n"
      "    vec3 swg_dpdx = dFdx(VAR_WORLD_POSITION);\n"
      "    vec3 swg_dpdy = dFdy(VAR_WORLD_POSITION);\n"
      "    vec3 swg_n = normalize(NORMAL);\n"
      "    vec3 swg_r1 = cross(swg_dpdy, swg_n);\n"
      "    vec3 swg_r2 = cross(swg_n, swg_dpdx);\n"
      "    float swg_det = dot(swg_dpdx, swg_r1);\n"
      "    vec3 swg_grad = sign(swg_det) * (dFdx(swg_h) * swg_r1 + dFdy(swg_h) * swg_r2);\n"
      "    if (abs(swg_det) > 1e-12)\n"
      "        NORMAL = normalize(abs(swg_det) * swg_n - swg_grad);\n"
      "}\n";
  m.fragmentSpans = graph.spans;
  for (auto& s : m.fragmentSpans) {
    s.firstLine += offset;
    s.lastLine += offset;
  }
  return m;
}

const char* qmlPropertyType(ParamType type) {
  switch (type) {
    case ParamType::Float: return "real";
    case ParamType::Float2: return "vector2d";
    case ParamType::Float3: return "vector3d";
    case ParamType::Float4: return "vector4d";
    case ParamType::Int:
    case ParamType::Enum: return "int";
    case ParamType::Bool: return "bool";
  }
  return "real";
}

std::string qmlPropertyValue(const ParamValue& value) {
  return literalWith(value, std::string("Qt.") + qmlPropertyType(value.type));
}

std::string customMaterialQml(const GeneratedGraph& graph, const std::string& vertexUrl, const std::string& fragmentUrl) {
  auto quoted = [](const std::string& s) {
    std::string out = "\"";
    for (char c : s) {
      if (c == '"' || c == '\\') out += '\\';
      out += c;
    }
    return out + "\"";
  };
  std::string qml =
      "import QtQuick\n"
      "import QtQuick3D\n"
      "\n"
      "CustomMaterial {\n"
      "    shadingMode: CustomMaterial.Shaded\n"
      "    vertexShader: " + quoted(vertexUrl) + "\n"
      "    fragmentShader: " + quoted(fragmentUrl) + "\n";
  for (const auto& u : graph.uniforms)
    qml += "    property " + std::string(qmlPropertyType(u.value.type)) + " " + u.name + ": " + qmlPropertyValue(u.value) + "\n";
  qml += "}\n";
  return qml;
}

}  // namespace sw::graph
