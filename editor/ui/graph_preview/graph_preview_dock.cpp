#include "ui/graph_preview/graph_preview_dock.h"

#include <QTimer>

#include "document/document.h"
#include "document/stores/graph_store.h"
#include "model/level/level.h"
#include "model/project/project.h"
#include "ui/graph_preview/graph_preview_widget.h"

namespace sw::ui {

GraphPreviewDock::GraphPreviewDock(sw::editor::Document* document, QWidget* parent)
    : QDockWidget(tr("Material Preview"), parent), document_(document) {
  setObjectName(QStringLiteral("graphPreviewDock"));
  preview_ = new GraphPreviewWidget(this);
  setWidget(preview_);

  debounce_ = new QTimer(this);
  debounce_->setSingleShot(true);
  debounce_->setInterval(kDebounceMs);
  connect(debounce_, &QTimer::timeout, this, &GraphPreviewDock::updatePreview);

  sw::editor::GraphStore* store = document_->graphs();
  connect(store, &sw::editor::GraphStore::currentFileChanged, this, &GraphPreviewDock::updatePreview);
  connect(store, &sw::editor::GraphStore::graphsReset, this, &GraphPreviewDock::updatePreview);
  connect(store, &sw::editor::GraphStore::graphChanged, this, [this](const QString& file) {
    if (file == document_->graphs()->currentFile()) scheduleUpdate();
  });
  connect(preview_, &GraphPreviewWidget::compiled, this, &GraphPreviewDock::reportProblems);

  // The tile mesh shape shows the current tile definition's mesh, else the selected
  // chain tile's.
  connect(document_, &sw::editor::Document::currentTileDefChanged, this, &GraphPreviewDock::updateMesh);
  connect(document_, &sw::editor::Document::tileDefsChanged, this, &GraphPreviewDock::updateMesh);
  connect(document_->selection(), &sw::editor::Selection::changed, this, &GraphPreviewDock::updateMesh);
  connect(document_, &sw::editor::Document::projectReset, this, &GraphPreviewDock::updateMesh);

  updateMesh();
  updatePreview();
}

void GraphPreviewDock::scheduleUpdate() { debounce_->start(); }

void GraphPreviewDock::updatePreview() {
  debounce_->stop();
  sw::editor::GraphStore* store = document_->graphs();
  const QString file = store->currentFile();
  // Problems of a graph no longer shown would stay on its nodes otherwise.
  if (!shownFile_.isEmpty() && shownFile_ != file)
    store->setNodeProblems(shownFile_, QStringLiteral("shader"), {});
  shownFile_.clear();
  const sw::graph::Graph* graph = file.isEmpty() ? nullptr : store->graph(file);
  if (!graph) {
    preview_->clearGraph(file.isEmpty() ? tr("Open a texture graph to preview its material")
                                        : tr("%1 cannot be read (see the Log)").arg(file));
    return;
  }
  if (graph->kind() != "texture") {
    preview_->clearGraph(tr("%1 is not a texture graph").arg(file));
    return;
  }
  shownFile_ = file;
  preview_->showGraph(*graph, store->library());
  // The generator refused the graph: those problems are the graph editor's ("codegen").
  if (preview_->state() == GraphPreviewWidget::State::Failed)
    store->setNodeProblems(file, QStringLiteral("shader"), {});
}

void GraphPreviewDock::reportProblems() {
  if (shownFile_.isEmpty()) return;
  document_->graphs()->setNodeProblems(shownFile_, QStringLiteral("shader"), preview_->problems());
}

void GraphPreviewDock::updateMesh() {
  const sw::Project& project = document_->project();
  const sw::TileDef* def = document_->currentTileDef();
  if (!def) {
    // The first selected chain link, in chain order: asking the level about every selected
    // id instead cost 4 ms per selection change with 25,000 objects selected.
    const sw::editor::Selection* selection = document_->selection();
    if (const sw::Level* level = document_->level(); level && !selection->isEmpty())
      for (const auto& link : level->chain)
        if (selection->contains(link->id))
          if ((def = project.findTileDef(link->tile))) break;
  }
  const QString mesh =
      def && !def->mesh.empty() ? QString::fromStdString(project.absolutePath(def->mesh)) : QString();
  preview_->setMeshFile(mesh);
}

}  // namespace sw::ui
