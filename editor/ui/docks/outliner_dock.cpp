#include "ui/docks/outliner_dock.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QTreeView>
#include <algorithm>

#include "core/prefetched.h"
#include "document/document.h"
#include "ui/docks/outliner_model.h"
#include "ui/shell/empty_hint.h"

namespace sw::editor {

namespace {
constexpr qsizetype kScatteredRanges = 64;
}

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
  expandGroups();
  setWidget(view_);
  EmptyHint::install(view_,
                     tr("This level is empty. Drag tiles from the Chain palette into the chain strip; "
                        "the Edit menu adds paths, markers and triggers."),
                     [this] { return !document_->level() || document_->level()->objectCount() == 0; });

  auto afterReset = [this] {
    expandGroups();
    pullSelectionFromDocument();
  };
  connect(model_, &QAbstractItemModel::modelReset, this, afterReset);
  connect(document_->selection(), &Selection::changed, this, &OutlinerDock::pullSelectionFromDocument);
  connect(view_->selectionModel(), &QItemSelectionModel::selectionChanged, this,
          &OutlinerDock::pushSelectionToDocument);
}

void OutlinerDock::expandGroups() {
  // Only the two groups have children: expandAll() asked each of 25,000 rows for its
  // children after every undo of a delete (20 ms).
  for (int group = 0; group < model_->rowCount(); ++group) view_->expand(model_->index(group, 0));
}

void OutlinerDock::pullSelectionFromDocument() {
  if (syncing_) return;
  syncing_ = true;
  // Rows per group, merged into contiguous ranges: select-all of 10,000 objects is then
  // two ranges instead of 10,000.
  QVector<int> rows[2];
  const Selection* selection = document_->selection();
  const sw::Level* level = document_->level();
  if (level && std::size_t(selection->size()) > level->objectCount() / 8) {
    // Much of the level: walk it in row order asking the selection's hash about each. Looking
    // up each selected id instead visits 25,000 objects in hash order, a cache miss apiece.
    // (Ids are unique in a level, handed out by newObjectId on load and creation; 0 is
    // no object's, as placeOf says.)
    int row = 0;
    for (const auto& link : sw::prefetched(level->chain)) {
      if (link->id && selection->contains(link->id)) rows[0].push_back(row);
      ++row;
    }
    row = 0;
    for (const auto& object : sw::prefetched(level->objects)) {
      if (object->id && selection->contains(object->id)) rows[1].push_back(row);
      ++row;
    }
  } else {
    for (ObjectId id : selection->ids()) {
      QModelIndex i = model_->indexOf(id);
      if (i.isValid()) rows[i.parent().row() == OutlinerModel::ChainGroup ? 0 : 1].push_back(i.row());
    }
  }
  QItemSelection wanted;
  for (int group = 0; group < 2; ++group) {
    std::sort(rows[group].begin(), rows[group].end());  // already sorted when walked: quick
    QModelIndex parent = model_->index(group, 0);
    for (int k = 0; k < rows[group].size();) {
      int first = rows[group][k], last = first;
      while (++k < rows[group].size() && rows[group][k] == last + 1) last = rows[group][k];
      wanted.select(model_->index(first, 0, parent), model_->index(last, 1, parent));
    }
  }
  // ClearAndSelect diffs the old ranges against the new ones pairwise (Qt's
  // emitSelectionChanged), which is quadratic: going from 25,000 selected rows to every
  // other one took 150 ms. Clearing first leaves Qt nothing to diff.
  QItemSelectionModel* model = view_->selectionModel();
  if (model->selection() != wanted) {
    // Thousands of scattered ranges (every other object): the tree view works out the
    // screen region of each range it is told about, most of them far off screen. Then it
    // is not told, and repaints what it shows instead (nothing else listens to this
    // selection model; the document is the one selection).
    const bool scattered = wanted.size() > kScatteredRanges || model->selection().size() > kScatteredRanges;
    const QSignalBlocker quiet(scattered ? model : nullptr);
    if (!model->selection().isEmpty() && !wanted.isEmpty()) model->clearSelection();
    model->select(wanted, QItemSelectionModel::ClearAndSelect);
    if (scattered) view_->viewport()->update();
  }
  if (!wanted.isEmpty()) view_->scrollTo(wanted.first().topLeft());
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
