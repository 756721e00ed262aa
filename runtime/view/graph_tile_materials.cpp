#include "view/graph_tile_materials.h"

#include <QCoreApplication>
#include <QDir>

#include "graph/graph_json.h"

namespace sw::ui {

GraphTileMaterials::GraphTileMaterials() = default;
GraphTileMaterials::~GraphTileMaterials() = default;

void GraphTileMaterials::setProject(const QString& directory, const sw::graph::SnippetLibrary* library) {
  directory_ = directory;
  library_ = library;
  ownLibrary_.reset();
}

const sw::graph::SnippetLibrary& GraphTileMaterials::library() {
  if (library_) return *library_;
  if (!ownLibrary_) {
    ownLibrary_ = std::make_unique<sw::graph::SnippetLibrary>();
    sw::Errors errors;  // a broken snippet shows up as a problem of the graphs using it
    if (auto dir =
            sw::graph::findLibrarySnippetDirectory(QCoreApplication::applicationDirPath().toStdString()))
      ownLibrary_->loadDirectory(*dir, errors);
    const QString projectSnippets = QDir(directory_).filePath(QStringLiteral("snippets"));
    if (!directory_.isEmpty() && QDir(projectSnippets).exists())
      ownLibrary_->loadDirectory(projectSnippets.toStdString(), errors);
  }
  return *ownLibrary_;
}

QString GraphTileMaterials::materialQml(const QString& graphFile) {
  problems_.clear();
  const sw::graph::Graph* graph = lookup_ ? lookup_(graphFile) : nullptr;
  std::optional<sw::graph::Graph> loaded;
  if (!graph) {
    auto result = sw::graph::loadGraphFile(QDir(directory_).filePath(graphFile).toStdString(), library());
    if (!result.ok()) {
      problems_ << QString::fromStdString(result.error().toString());
      return {};
    }
    loaded = std::move(*result);
    graph = &*loaded;
  }
  if (graph->kind() != "texture") {
    problems_ << QStringLiteral("%1: not a texture graph").arg(graphFile);
    return {};
  }
  GraphMaterial material = writer_.build(*graph, library());
  for (const auto& e : sw::graph::toErrors(material.problems, *graph, graphFile.toStdString()))
    problems_ << QString::fromStdString(e.toString());
  return material.ok() ? material.qml : QString();
}

}  // namespace sw::ui
