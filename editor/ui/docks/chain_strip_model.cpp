#include "ui/docks/chain_strip_model.h"

#include <QDataStream>
#include <QIODevice>
#include <QMimeData>
#include <unordered_set>

#include "core/prefetched.h"
#include "document/commands/chain_commands.h"
#include "document/commands/commands.h"
#include "document/document.h"
#include "document/commands/object_edits.h"
#include "model/level/camera_track.h"
#include "ui/docks/tile_profile_icon.h"

namespace sw::editor {

ChainStripModel::ChainStripModel(Document* document, QObject* parent)
    : QAbstractListModel(parent), document_(document) {
  connect(document_, &Document::projectReset, this, [this] {
    icons_.clear();
    reset();
  });
  connect(document_, &Document::levelSwitched, this, &ChainStripModel::reset);
  connect(document_, &Document::tileDefsChanged, this, [this] {
    icons_.clear();  // a thumbnail shows its definition's walls and camera path
    reset();
  });
  // A renamed link, a replaced definition or an edited loop; not a dragged marker, nor
  // free objects added or removed.
  connect(document_, &Document::chainChanged, this, &ChainStripModel::reset);
  reset();
}

void ChainStripModel::reset() {
  beginResetModel();
  loopOfRow_.clear();
  if (auto* level = document_->level()) {
    std::vector<sw::LoopProblem> ignored;
    auto loops = sw::chainLoops(*level, &ignored);
    // Names of the loops, in the same order chainLoops sorted them.
    std::vector<std::pair<std::size_t, QString>> names;
    for (const auto& o : sw::prefetched(level->objects))
      if (auto* loop = sw::objectCast<const sw::Loop*>(o.get()))
        for (std::size_t i = 0; i < level->chain.size(); ++i)
          if (level->chain[i]->name == loop->first) names.push_back({i, QString::fromStdString(loop->name)});
    for (int l = 0; l < int(loops.size()); ++l) {
      QString name;
      for (const auto& [first, n] : names)
        if (first == loops[std::size_t(l)].first) name = n;
      for (std::size_t row = loops[std::size_t(l)].first; row <= loops[std::size_t(l)].last; ++row) {
        int edge = (row == loops[std::size_t(l)].first ? 1 : 0) | (row == loops[std::size_t(l)].last ? 2 : 0);
        loopOfRow_.insert(int(row), {name, l, edge});
      }
    }
  }
  endResetModel();
}

int ChainStripModel::rowCount(const QModelIndex& parent) const {
  if (parent.isValid() || !document_->level()) return 0;
  return int(document_->level()->chain.size());
}

QIcon ChainStripModel::iconFor(const std::string& tileName) const {
  QString key = QString::fromStdString(tileName);
  auto it = icons_.find(key);
  if (it != icons_.end()) return *it;
  QIcon icon(QPixmap::fromImage(tileProfileImage(document_->project().findTileDef(tileName), QSize(96, 60))));
  icons_.insert(key, icon);
  return icon;
}

QVariant ChainStripModel::data(const QModelIndex& index, int role) const {
  auto* level = document_->editableLevel();
  if (!level || !index.isValid() || index.row() >= int(level->chain.size())) return {};
  const auto& link = *level->chain[std::size_t(index.row())];
  switch (role) {
    case Qt::DisplayRole: return QString::fromStdString(link.name);
    case Qt::DecorationRole: return iconFor(link.tile);
    case Qt::ToolTipRole: {
      QString tip = tr("%1: tile %2 (#%3 in the chain)")
                        .arg(QString::fromStdString(link.name), QString::fromStdString(link.tile))
                        .arg(index.row() + 1);
      if (!document_->project().findTileDef(link.tile)) tip += QLatin1Char('\n') + tr("The tile definition is missing.");
      if (loopOfRow_.contains(index.row())) tip += QLatin1Char('\n') + tr("In loop %1").arg(loopOfRow_[index.row()].name);
      return tip;
    }
    case ObjectIdRole: return QVariant::fromValue<quint64>(link.id);
    case LoopNameRole: return loopOfRow_.contains(index.row()) ? QVariant(loopOfRow_[index.row()].name) : QVariant();
    case LoopIndexRole: return loopOfRow_.contains(index.row()) ? QVariant(loopOfRow_[index.row()].index) : QVariant();
    case LoopEdgeRole: return loopOfRow_.contains(index.row()) ? QVariant(loopOfRow_[index.row()].edge) : QVariant();
    default: return {};
  }
}

Qt::ItemFlags ChainStripModel::flags(const QModelIndex& index) const {
  if (!index.isValid()) return Qt::ItemIsDropEnabled;
  return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled;
}

QStringList ChainStripModel::mimeTypes() const {
  return {QString::fromLatin1(kChainLinksMimeType), QString::fromLatin1(kTileDefsMimeType)};
}

QMimeData* ChainStripModel::mimeData(const QModelIndexList& indexes) const {
  QByteArray bytes;
  QDataStream stream(&bytes, QIODevice::WriteOnly);
  QList<quint64> ids;
  for (const QModelIndex& i : indexes) ids << i.data(ObjectIdRole).value<quint64>();
  stream << ids;
  auto* mime = new QMimeData;
  mime->setData(QString::fromLatin1(kChainLinksMimeType), bytes);
  return mime;
}

bool ChainStripModel::canDropMimeData(const QMimeData* data, Qt::DropAction, int, int, const QModelIndex&) const {
  return document_->level() && (data->hasFormat(QString::fromLatin1(kChainLinksMimeType)) ||
                                data->hasFormat(QString::fromLatin1(kTileDefsMimeType)));
}

bool ChainStripModel::dropMimeData(const QMimeData* data, Qt::DropAction, int row, int, const QModelIndex& parent) {
  auto* level = document_->editableLevel();
  if (!level) return false;
  if (row < 0) row = parent.isValid() ? parent.row() : int(level->chain.size());
  if (data->hasFormat(QString::fromLatin1(kTileDefsMimeType))) {
    insertTiles(QString::fromUtf8(data->data(QString::fromLatin1(kTileDefsMimeType))).split(QLatin1Char('\n'), Qt::SkipEmptyParts), row);
    return true;
  }
  QByteArray bytes = data->data(QString::fromLatin1(kChainLinksMimeType));
  QDataStream stream(bytes);
  QList<quint64> ids;
  stream >> ids;
  QVector<ObjectId> moved;
  for (quint64 id : ids)
    if (auto* o = level->findById(ObjectId(id)); o && sw::objectCast<sw::TileInstance*>(o)) moved.push_back(ObjectId(id));
  if (moved.isEmpty()) return false;
  auto* command = new ReorderChainCommand(document_, level, moved, row);
  if (!command->changesOrder()) {
    delete command;
    return false;
  }
  document_->undoStack()->push(command);
  // The view must not remove the dragged rows itself: the command already moved them.
  return false;
}

void ChainStripModel::insertTiles(const QStringList& tileNames, int row) {
  auto* level = document_->editableLevel();
  if (!level || tileNames.isEmpty()) return;
  std::vector<NewObject> links;
  for (const QString& name : tileNames) {
    const std::string tile = name.toStdString();
    links.push_back({"TileInstance", tile, {}, [tile](sw::LevelObject& o) { static_cast<sw::TileInstance&>(o).tile = tile; }});
  }
  document_->undoStack()->push(makeAddObjects(document_, level, std::move(links), {}, row));
}

QModelIndex ChainStripModel::indexOf(ObjectId id) const {
  auto* level = document_->editableLevel();
  if (!level) return {};
  for (int i = 0; i < int(level->chain.size()); ++i)
    if (level->chain[std::size_t(i)]->id == id) return index(i);
  return {};
}

}  // namespace sw::editor
