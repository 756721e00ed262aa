#pragma once
// A texture graph as a Qt Quick 3D CustomMaterial: generates the GLSL
// (runtime/graph/glsl_codegen.h), writes the two shader files and gives the QML text of
// the material. Qt Quick 3D takes shaders only from file: or qrc: URLs and ignores a URL
// it has seen before, so every build writes files under a new name.
#include <QString>
#include <QTemporaryDir>
#include <map>
#include <memory>
#include <vector>

#include "graph/glsl_codegen.h"
#include "graph/material_template.h"

namespace sw::ui {

struct GraphMaterial {
  std::vector<sw::graph::NodeProblem> problems;  // codegen refused the graph (nothing written)
  sw::graph::GeneratedGraph generated;
  sw::graph::MaterialShaders shaders;
  QString fragmentFile, vertexFile;  // absolute paths
  QString qml;                       // a CustomMaterial component using them
  int revision = 0;
  bool ok() const { return problems.empty() && !qml.isEmpty(); }
};

class GraphMaterialWriter {
 public:
  // Files go to a private temporary folder removed with the writer; `prefix` names them
  // ("preview" gives preview_12.frag).
  explicit GraphMaterialWriter(QString prefix = QStringLiteral("graph"));
  ~GraphMaterialWriter();

  GraphMaterial build(const sw::graph::Graph& graph, const sw::graph::SnippetLibrary& library,
                      const sw::graph::CodegenOptions& options = {});
  // The folder the files go to (empty when it could not be made).
  QString directory() const;

 private:
  std::unique_ptr<QTemporaryDir> dir_;
  QString prefix_;
  int revision_ = 0;
};

// `source` without comments, every line kept (a comment's text becomes nothing, a block
// comment's newlines stay). Qt Quick 3D drops comments together with their line ends
// before compiling, which would move glslang's line numbers away from ours.
std::string withoutComments(const std::string& source);

// Values of the uniforms a material declares as QML properties (codegen's
// propertiesAsUniforms), by property name, ready for QObject::setProperty.
std::map<QString, QVariant> uniformValues(const sw::graph::GeneratedGraph& generated);

}  // namespace sw::ui
