#include "ui/tile_editor/tile_editor_dock.h"

#include <QToolBar>
#include <QVBoxLayout>

#include "document/document.h"
#include "model/tiles/tile_def.h"
#include "ui/tile_editor/tile_edit_tool.h"
#include "ui/tile_editor/tile_editor_view.h"

namespace sw::editor {

TileEditorDock::TileEditorDock(Document* document, QWidget* parent)
    : QDockWidget(tr("Tile Editor"), parent), document_(document) {
  setObjectName(QStringLiteral("tileEditorDock"));
  auto* content = new QWidget(this);
  auto* layout = new QVBoxLayout(content);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(0);
  view_ = new TileEditorView(document_, content);
  auto* toolbar = new QToolBar(content);
  toolbar->setObjectName(QStringLiteral("tileEditorToolBar"));
  toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
  toolbar->addAction(view_->drawPolygonAction());
  toolbar->addAction(view_->snapToGridAction());
  toolbar->addAction(view_->deleteAction());
  toolbar->addAction(view_->frameAction());
  layout->addWidget(toolbar);
  layout->addWidget(view_, 1);
  setWidget(content);
  setFocusProxy(view_);

  connect(view_->tool(), &TileEditTool::changed, this, &TileEditorDock::updateTitle);
  updateTitle();
}

void TileEditorDock::updateTitle() {
  const sw::TileDef* def = view_->tool()->tileDef();
  const QString title = def ? tr("Tile Editor: %1").arg(QString::fromStdString(def->name)) : tr("Tile Editor");
  if (windowTitle() != title) setWindowTitle(title);
}

}  // namespace sw::editor
