#include "ui/outliner_dock.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QTreeView>

#include "document/document.h"
#include "ui/outliner_model.h"

namespace sw::editor {

OutlinerDock::OutlinerDock(Document* document, QWidget* parent)
    : QDockWidget(tr("Outliner"), parent), document_(document) {
  setObjectName(QStringLiteral("outlinerDock"));
  model_ = new OutlinerModel(document, this);
  view_ = new QTreeView(this);
  view_->setObjectName(QStringLiteral("outlinerView"));
  view_->setModel(model_);
  view_->setSelectionMode(QAbstractItemView::ExtendedSelection);
  view_->setUniformRowHeights(true);  // keeps thousands of rows cheap
  view_->header()->setStretchLastSection(true);
  view_->header()->setSectionResizeMode(0, QHeaderView::Interactive);
  view_->setColumnWidth(0, 160);
  view_->expandAll();
  setWidget(view_);

  auto afterReset = [this] {
    view_->expandAll();
    pullSelectionFromDocument();
  };
  connect(model_, &QAbstractItemModel::modelReset, this, afterReset);
  connect(document_->selection(), &Selection::changed, this, &OutlinerDock::pullSelectionFromDocument);
  connect(view_->selectionModel(), &QItemSelectionModel::selectionChanged, this,
          &OutlinerDock::pushSelectionToDocument);
}

void OutlinerDock::pullSelectionFromDocument() {
  if (syncing_) return;
  syncing_ = true;
  QItemSelection wanted;
  for (ObjectId id : document_->selection()->ids()) {
    QModelIndex i = model_->indexOf(id);
    if (i.isValid()) wanted.select(i, i.siblingAtColumn(1));
  }
  view_->selectionModel()->select(wanted, QItemSelectionModel::ClearAndSelect);
  if (!wanted.isEmpty()) view_->scrollTo(wanted.indexes().first());
  syncing_ = false;
}

void OutlinerDock::pushSelectionToDocument() {
  if (syncing_) return;
  syncing_ = true;
  QSet<ObjectId> ids;
  for (const QModelIndex& i : view_->selectionModel()->selectedRows())
    if (auto* object = model_->objectAt(i)) ids.insert(object->id);
  document_->selection()->set(ids);
  syncing_ = false;
}

}  // namespace sw::editor
