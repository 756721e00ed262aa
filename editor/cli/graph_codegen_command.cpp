#include "cli/graph_codegen_command.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include "cli/cli_text.h"
#include "graph/glsl_codegen.h"
#include "graph/graph_json.h"
#include "graph/material_template.h"
#include "graph/snippet_library.h"

namespace sw::cli {

namespace {
// The project folder holding `file` (the nearest ancestor with a project.json), or empty.
QString projectFolderOf(const QString& file) {
  QDir dir = QFileInfo(file).absoluteDir();
  for (;;) {
    if (dir.exists(QStringLiteral("project.json"))) return dir.absolutePath();
    if (!dir.cdUp()) return {};
  }
}
}  // namespace

int graphCodegenCommand(const QStringList& arguments, QTextStream& out, QTextStream& err) {
  QString graphPath, snippetDir, stage = QStringLiteral("graph");
  for (int i = 0; i < arguments.size(); ++i) {
    const QString& arg = arguments[i];
    if (arg == QLatin1String("--snippets") || arg == QLatin1String("--stage")) {
      if (i + 1 >= arguments.size()) {
        err << Text::tr("'%1' needs a value").arg(arg) << '\n';
        return 1;
      }
      (arg == QLatin1String("--snippets") ? snippetDir : stage) = arguments[++i];
    } else if (arg.startsWith(QLatin1String("--"))) {
      err << Text::tr("unknown option '%1'").arg(arg) << '\n';
      return 1;
    } else if (graphPath.isEmpty()) {
      graphPath = arg;
    } else {
      err << Text::tr("'graph-codegen' takes one GRAPH file") << '\n';
      return 1;
    }
  }
  const QStringList stages{QStringLiteral("graph"), QStringLiteral("fragment"), QStringLiteral("vertex"),
                           QStringLiteral("qml")};
  if (graphPath.isEmpty() || !stages.contains(stage)) {
    err << (graphPath.isEmpty() ? Text::tr("'graph-codegen' needs a GRAPH file")
                                : Text::tr("--stage must be graph, fragment, vertex or qml"))
        << '\n';
    return 1;
  }

  if (snippetDir.isEmpty()) {
    auto found = sw::graph::findLibrarySnippetDirectory(QCoreApplication::applicationDirPath().toStdString());
    if (!found) {
      err << Text::tr("cannot find the snippet library; pass --snippets DIR") << '\n';
      return 1;
    }
    snippetDir = QString::fromStdString(*found);
  }
  sw::graph::SnippetLibrary library;
  sw::Errors warnings;
  library.loadDirectory(snippetDir.toStdString(), warnings);
  const QString project = projectFolderOf(graphPath);
  if (!project.isEmpty() && QFileInfo(project + QStringLiteral("/snippets")).isDir())
    library.loadDirectory((project + QStringLiteral("/snippets")).toStdString(), warnings);

  auto graph = sw::graph::loadGraphFile(graphPath.toStdString(), library, &warnings);
  printErrors(warnings, err);
  if (!graph) {
    printErrors({graph.error()}, err);
    return 1;
  }
  auto generated = sw::graph::generateGlsl(*graph, library);
  if (!generated.ok()) {
    printErrors(sw::graph::toErrors(generated.problems, *graph, graphPath.toStdString()), err);
    return 1;
  }
  if (stage == QLatin1String("graph")) {
    out << QString::fromStdString(generated.shader.code);
  } else if (stage == QLatin1String("qml")) {
    out << QString::fromStdString(
        sw::graph::customMaterialQml(generated.shader, "material.vert", "material.frag"));
  } else {
    const auto shaders = sw::graph::customMaterialShaders(generated.shader);
    out << QString::fromStdString(stage == QLatin1String("vertex") ? shaders.vertex : shaders.fragment);
  }
  return 0;
}

}  // namespace sw::cli
