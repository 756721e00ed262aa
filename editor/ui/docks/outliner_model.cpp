#include "ui/docks/outliner_model.h"

#include "document/document.h"

namespace sw::editor {

namespace {
// Group rows have internalId 0; object rows carry their group + 1.
constexpr quintptr kGroupItem = 0;
}  // namespace

OutlinerModel::OutlinerModel(Document* document, QObject* parent) : QAbstractItemModel(parent), document_(document) {
  auto reset = [this] {
    beginResetModel();
    endResetModel();
  };
  connect(document_, &Document::projectReset, this, reset);
  connect(document_, &Document::levelSwitched, this, reset);
  connect(document_, &Document::structureChanged, this, reset);
  connect(document_, &Document::objectsChanged, this, [this](const QVector<ObjectId>& ids) {
    // Rows show names and tiles: a move of 25,000 objects changes neither (and telling the
    // tree view that every row changed costs it a walk over all of them).
    if (!document_->changeMayTouch({"name", "tile"})) return;
    // A few rows: tell the view exactly which. Many: one signal per group, because a
    // QTreeView spends linear time per dataChanged and 10,000 of them take seconds.
    if (ids.size() <= 32) {
      for (ObjectId id : ids) {
        QModelIndex i = indexOf(id);
        if (i.isValid()) emit dataChanged(i, i.siblingAtColumn(1));
      }
      return;
    }
    for (int group = 0; group < rowCount(); ++group) {
      QModelIndex parent = index(group, 0);
      int rows = rowCount(parent);
      if (rows > 0) emit dataChanged(index(0, 0, parent), index(rows - 1, 1, parent));
    }
  });
}

QModelIndex OutlinerModel::index(int row, int column, const QModelIndex& parent) const {
  if (row < 0 || column < 0 || column >= 2) return {};
  if (!parent.isValid()) return row < 2 ? createIndex(row, column, kGroupItem) : QModelIndex();
  if (parent.internalId() != kGroupItem) return {};
  if (row >= rowCount(parent)) return {};
  return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex OutlinerModel::parent(const QModelIndex& child) const {
  if (!child.isValid() || child.internalId() == kGroupItem) return {};
  return createIndex(int(child.internalId() - 1), 0, kGroupItem);
}

int OutlinerModel::rowCount(const QModelIndex& parent) const {
  auto* level = document_->level();
  if (!parent.isValid()) return level ? 2 : 0;
  if (parent.internalId() != kGroupItem || parent.column() != 0 || !level) return 0;
  return parent.row() == ChainGroup ? int(level->chain.size()) : int(level->objects.size());
}

int OutlinerModel::columnCount(const QModelIndex&) const { return 2; }

sw::LevelObject* OutlinerModel::objectAt(const QModelIndex& index) const {
  auto* level = document_->level();
  if (!index.isValid() || index.internalId() == kGroupItem || !level) return nullptr;
  auto row = std::size_t(index.row());
  if (index.internalId() - 1 == ChainGroup) return row < level->chain.size() ? level->chain[row].get() : nullptr;
  return row < level->objects.size() ? level->objects[row].get() : nullptr;
}

QModelIndex OutlinerModel::indexOf(ObjectId id) const {
  // The level's own id index (one for every view, rebuilt once per change of the level's
  // containers): a table of its own here cost 1.5 ms per undo of a big delete.
  auto* level = document_->level();
  const auto place = level ? level->placeOf(id) : std::nullopt;
  if (!place) return {};
  const int group = place->inChain ? ChainGroup : ObjectsGroup;
  return createIndex(int(place->index), 0, quintptr(group + 1));
}

QVariant OutlinerModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid()) return {};
  if (index.internalId() == kGroupItem) {
    if (role != Qt::DisplayRole || index.column() != 0) return {};
    int count = rowCount(index);
    return index.row() == ChainGroup ? tr("Chain (%L1)").arg(count) : tr("Objects (%L1)").arg(count);
  }
  auto* object = objectAt(index);
  if (!object) return {};
  switch (role) {
    case Qt::DisplayRole:
      if (index.column() == 0) return QString::fromStdString(object->name);
      if (auto* tile = sw::objectCast<sw::TileInstance*>(object)) return QString::fromStdString(tile->tile);
      return QString::fromStdString(object->kind());
    case Qt::ToolTipRole:
      return tr("%1 (%2)").arg(QString::fromStdString(object->name), QString::fromStdString(object->kind()));
    case ObjectIdRole: return QVariant::fromValue<quint64>(object->id);
    default: return {};
  }
}

QVariant OutlinerModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  return section == 0 ? tr("Name") : tr("Kind / Tile");
}

Qt::ItemFlags OutlinerModel::flags(const QModelIndex& index) const {
  if (!index.isValid()) return Qt::NoItemFlags;
  if (index.internalId() == kGroupItem) return Qt::ItemIsEnabled;
  return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

}  // namespace sw::editor
