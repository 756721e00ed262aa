#pragma once
// scrollwork-cli graph-codegen GRAPH [--snippets DIR] [--stage graph|fragment|vertex|qml]
// Prints the GLSL generated from a texture graph (graph/glsl_codegen.h): by default the
// snippet functions and swg_graph; --stage fragment / vertex prints the Qt Quick 3D
// CustomMaterial shader, qml the material's QML. Snippets come from DIR (default: the
// installed or source-tree library), then from the snippets folder of the project the
// graph lies in, which overrides snippets of the same name. Problems go to stderr as
// "file: where: message"; exit status 1 when no code could be generated.
#include <QStringList>
#include <QTextStream>

namespace sw::cli {

// `arguments` are those after the command name.
int graphCodegenCommand(const QStringList& arguments, QTextStream& out, QTextStream& err);

}  // namespace sw::cli
