#pragma once
// Puts shader compile errors on the nodes whose code the failing lines came from.
//
// glslang's line numbers (Qt 6.4) count lines of our fragment text after Qt Quick 3D
// rewrote it: comments go with their line ends (GraphMaterialWriter already removed them,
// keeping the lines) and VARYING declarations are moved out with theirs. Seen on 6.4.2
// and guarded by the render test (tests/editor/ui/graph_preview). Lines in a snippet's
// function also name the line of the snippet file.
#include <QMap>
#include <QStringList>

#include "graph/glsl_codegen.h"
#include "graph/material_template.h"
#include "graph/snippet_library.h"
#include "ui/graph_preview/shader_compile_log.h"

namespace sw::ui {

// The line of `fragment` (1-based) that glslang calls `compiledLine`; 0 when beyond it.
int fragmentLineOf(int compiledLine, const std::string& fragment);

// Messages for each node (0: the graph as a whole, for lines outside every node),
// several errors of one node on separate lines.
QMap<sw::graph::NodeId, QString> shaderProblemsByNode(const QStringList& messages,
                                                      const sw::graph::MaterialShaders& shaders,
                                                      const sw::graph::SnippetLibrary& library);

}  // namespace sw::ui
