#include "ui/graph_preview/editor_graph_materials.h"

#include <QObject>
#include <memory>

#include "document/document.h"
#include "document/stores/graph_store.h"
#include "model/project/project.h"
#include "ui/viewport/level_viewport.h"
#include "view/graph_tile_materials.h"

namespace sw::ui {

void attachGraphMaterials(LevelViewport* viewport, sw::editor::Document* document) {
  auto materials = std::make_shared<GraphTileMaterials>();
  sw::editor::GraphStore* store = document->graphs();
  materials->setGraphLookup(
      [store](const QString& file) -> const sw::graph::Graph* { return store->graph(file); });
  auto install = [viewport, document, store, materials] {
    materials->setProject(QString::fromStdString(document->project().directory), &store->library());
    // Setting the provider again drops the materials of the previous project.
    viewport->setGraphMaterialProvider(
        [materials](const QString& file) { return materials->materialQml(file); });
  };
  QObject::connect(store, &sw::editor::GraphStore::graphsReset, viewport, install);
  QObject::connect(document, &sw::editor::Document::projectReset, viewport, install);
  QObject::connect(store, &sw::editor::GraphStore::graphChanged, viewport,
                   &LevelViewport::graphMaterialChanged);
  // A tile definition given another graph: the main window already refreshes the
  // viewport on tileDefsChanged, and batches are keyed by mesh and graph.
  install();
}

}  // namespace sw::ui
