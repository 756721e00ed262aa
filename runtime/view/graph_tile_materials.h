#pragma once
// Tile materials from texture graphs for a level view
// (LevelView::setGraphMaterialProvider): the QML text of a CustomMaterial for a
// project-relative graph file. Graphs come from a lookup (the editor's GraphStore, so
// unsaved edits show) or, without one, from the project folder on disk; the snippets
// from the given library or, without one, the shipped library plus the project's
// `snippets/` folder. Shader files are written under new names for each build.
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>

#include "graph/graph.h"
#include "graph/snippet_library.h"
#include "view/graph_material.h"

namespace sw::ui {

class GraphTileMaterials {
 public:
  using GraphLookup = std::function<const sw::graph::Graph*(const QString& file)>;

  GraphTileMaterials();
  ~GraphTileMaterials();

  // The project whose graphs are read (absolute folder); `library` must outlive this
  // object (nullptr: load the shipped and the project's snippets here).
  void setProject(const QString& directory, const sw::graph::SnippetLibrary* library = nullptr);
  void setGraphLookup(GraphLookup lookup) { lookup_ = std::move(lookup); }

  // Empty when the graph cannot be read or generated (why: lastProblems()).
  QString materialQml(const QString& graphFile);
  QStringList lastProblems() const { return problems_; }

 private:
  const sw::graph::SnippetLibrary& library();

  QString directory_;
  const sw::graph::SnippetLibrary* library_ = nullptr;
  std::unique_ptr<sw::graph::SnippetLibrary> ownLibrary_;
  GraphLookup lookup_;
  GraphMaterialWriter writer_{QStringLiteral("tile")};
  QStringList problems_;
};

}  // namespace sw::ui
