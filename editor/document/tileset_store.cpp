#include "document/tileset_store.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QTimer>
#include <algorithm>

#include "document/document.h"
#include "document/graph_store.h"
#include "document/tile_image_cache.h"
#include "document/tileset_commands.h"
#include "model/project.h"

namespace sw::editor {

namespace {
// lupdate reads Text::tr calls under the context "TilesetStore".
struct Text {
  Q_DECLARE_TR_FUNCTIONS(TilesetStore)
};
}  // namespace

bool TilesetStore::Stamp::operator==(const Stamp& o) const {
  if (tileset != o.tileset || columns != o.columns || rows != o.rows || cells.size() != o.cells.size()) return false;
  for (std::size_t i = 0; i < cells.size(); ++i)
    if (cells[i].tile != o.cells[i].tile || cells[i].column != o.cells[i].column || cells[i].row != o.cells[i].row ||
        cells[i].offset.x != o.cells[i].offset.x || cells[i].offset.y != o.cells[i].offset.y)
      return false;
  return true;
}

TilesetStore::TilesetStore(Document* document)
    : QObject(document),
      document_(document),
      images_(new TileImageCache(this)),
      watcher_(new QFileSystemWatcher(this)),
      reloadTimer_(new QTimer(this)) {
  // A quiet time so an image still being written is read once, complete.
  reloadTimer_->setSingleShot(true);
  reloadTimer_->setInterval(300);
  connect(reloadTimer_, &QTimer::timeout, this, &TilesetStore::reportChangedImages);
  // First receiver of imagesChanged, so views reacting to it read the new pixels (the
  // Broken References dialog emits it too, after relinking or copying in images).
  connect(this, &TilesetStore::imagesChanged, images_, &TileImageCache::drop);
  connect(watcher_, &QFileSystemWatcher::fileChanged, this, &TilesetStore::fileChanged);
  connect(watcher_, &QFileSystemWatcher::directoryChanged, this, &TilesetStore::directoryChanged);
  // After Save As the relative image paths point into the new folder.
  connect(document_, &Document::saved, this, &TilesetStore::rewatch);
  // Picking level objects, a tile definition or an enemy type takes the property grid
  // back from tileset tiles.
  connect(document_->selection(), &Selection::changed, this, [this] {
    if (!document_->selection()->isEmpty()) clearSelectedTiles();
  });
  connect(document_, &Document::currentTileDefChanged, this, [this] {
    if (document_->currentTileDef()) clearSelectedTiles();
  });
  connect(document_, &Document::currentEnemyTypeChanged, this, [this] {
    if (document_->currentEnemyType()) clearSelectedTiles();
  });
  connect(document_->graphs(), &GraphStore::selectedNodesChanged, this, [this] {
    if (!document_->graphs()->selectedNodes().isEmpty()) clearSelectedTiles();
  });
}

TilesetStore::~TilesetStore() = default;

const sw::Project& TilesetStore::project() const { return document_->project(); }

void TilesetStore::reset() {
  stamp_ = {};
  selectedTileset_.clear();
  selectedTiles_.clear();
  images_->clear();
  pending_.clear();
  reloadTimer_->stop();
  rewatch();
}

void TilesetStore::announceReset() {
  emit stampChanged();
  emit selectedTilesChanged();
  emit tilesetsReset();
}

int TilesetStore::count() const { return int(project().tilesets.size()); }

const sw::Tileset* TilesetStore::tileset(int index) const {
  if (index < 0 || index >= count()) return nullptr;
  const sw::Tileset* t = project().tilesets[std::size_t(index)].get();
  return t->readable() ? t : nullptr;
}

QString TilesetStore::fileOf(int index) const {
  if (index < 0 || index >= count()) return {};
  return QString::fromStdString(project().tilesets[std::size_t(index)]->file);
}

QString TilesetStore::problemOf(int index) const {
  if (index < 0 || index >= count()) return {};
  const auto& error = project().tilesets[std::size_t(index)]->readError;
  return error ? QString::fromStdString(error->toString()) : QString();
}

int TilesetStore::indexOf(std::string_view name) const {
  for (int i = 0; i < count(); ++i)
    if (const sw::Tileset* t = tileset(i); t && t->name == name) return i;
  return -1;
}

const sw::Tileset* TilesetStore::find(std::string_view name) const { return tileset(indexOf(name)); }

const sw::TilesetTile* TilesetStore::findTile(std::string_view tilesetName, std::string_view tile) const {
  const sw::Tileset* t = find(tilesetName);
  return t ? t->findTile(tile) : nullptr;
}

QString TilesetStore::imagePath(const sw::Tileset& tileset, std::int64_t image) const {
  if (image < 0 || image >= std::int64_t(tileset.images.size())) return {};
  const std::string& path = tileset.images[std::size_t(image)].path;
  const QString p = QString::fromStdString(path);
  const QString directory = QString::fromStdString(project().directory);
  if (QDir::isAbsolutePath(p) || directory.isEmpty()) return QDir::cleanPath(p);
  return QDir::cleanPath(QDir(directory).filePath(p));
}

void TilesetStore::notifyTilesetReplaced(int index, const std::string& oldName) {
  const sw::Tileset* now = tileset(index);
  rewatch();  // an image may have been relinked or added
  const QString newName = now ? QString::fromStdString(now->name) : QString();
  if (!oldName.empty() && QString::fromStdString(oldName) != newName)
    emit tilesetChanged(QString::fromStdString(oldName));
  if (now) emit tilesetChanged(newName);
}

void TilesetStore::notifyTilesetsChanged() {
  if (!stamp_.tileset.empty() && !find(stamp_.tileset)) setStamp({});
  if (!selectedTileset_.isEmpty() && !find(selectedTileset_.toStdString())) clearSelectedTiles();
  rewatch();
  emit tilesetsReset();
}

namespace {
class SelectionRenameCommand : public QUndoCommand {
 public:
  SelectionRenameCommand(TilesetStore* store, QString tileset, QString from, QString to, QUndoCommand* parent)
      : QUndoCommand(parent), store_(store), tileset_(std::move(tileset)), from_(std::move(from)), to_(std::move(to)) {}
  void redo() override { rename(from_, to_); }
  void undo() override { rename(to_, from_); }

 private:
  void rename(const QString& from, const QString& to) {
    if (store_->selectedTileset() != tileset_) return;
    QStringList tiles = store_->selectedTiles();
    if (!tiles.contains(from)) return;
    tiles.replace(tiles.indexOf(from), to);
    store_->setSelectedTiles(tileset_, tiles);
  }
  TilesetStore* store_;
  QString tileset_, from_, to_;
};
}  // namespace

EditSubject TilesetStore::tileSubject(int tilesetIndex, std::size_t tileIndex) {
  auto tileset = [this, tilesetIndex]() -> sw::Tileset* {
    return document_->editable(this->tileset(tilesetIndex));
  };
  auto find = [tileset, tileIndex]() -> sw::Describable* {
    sw::Tileset* t = tileset();
    return t && tileIndex < t->tiles.size() ? &t->tiles[tileIndex] : nullptr;
  };
  auto changed = [this, tileset] {
    sw::Tileset* t = tileset();
    if (!t) return;
    t->unsaved = true;
    emit tilesetChanged(QString::fromStdString(t->name));
  };
  EditSubject subject(find, changed,
                      "tileset-tile:" + std::to_string(tilesetIndex) + ":" + std::to_string(tileIndex));
  subject.withinTree(tileset);
  subject.followRenames([this, tileset](const std::string& from, const std::string& to, QUndoCommand* parent) {
    const sw::Tileset* t = tileset();
    if (!t) return;
    new RenameInTileLayersCommand(document_, RenameInTileLayersCommand::Field::Tile, t->name, from, to, parent);
    // A renamed tile stays the one picked in the Tileset dock (and so in the grid).
    new SelectionRenameCommand(this, QString::fromStdString(t->name), QString::fromStdString(from),
                               QString::fromStdString(to), parent);
  });
  return subject;
}

void TilesetStore::setStamp(Stamp stamp) {
  if (stamp == stamp_) return;
  stamp_ = std::move(stamp);
  emit stampChanged();
}

void TilesetStore::setSelectedTiles(const QString& tilesetName, const QStringList& tiles) {
  if (tilesetName == selectedTileset_ && tiles == selectedTiles_) return;
  selectedTileset_ = tiles.isEmpty() ? QString() : tilesetName;
  selectedTiles_ = tiles;
  if (!tiles.isEmpty()) {
    // The grid shows these tiles now, not the objects, tile definition or enemy type.
    document_->selection()->clear();
    if (document_->currentTileDef()) document_->setCurrentTileDef(nullptr);
    if (document_->currentEnemyType()) document_->setCurrentEnemyType(nullptr);
    document_->graphs()->setSelectedNodes({});
  }
  emit selectedTilesChanged();
}

void TilesetStore::clearSelectedTiles() {
  if (selectedTiles_.isEmpty()) return;
  selectedTiles_.clear();
  selectedTileset_.clear();
  emit selectedTilesChanged();
}

// --- Hot reload ---

void TilesetStore::setReloadDelay(int milliseconds) { reloadTimer_->setInterval(milliseconds); }

int TilesetStore::reloadDelay() const { return reloadTimer_->interval(); }

TilesetStore::FileState TilesetStore::stateOf(const QString& path) {
  const QFileInfo info(path);
  if (!info.exists()) return {};
  return {true, info.lastModified(), info.size()};
}

void TilesetStore::rewatch() {
  QHash<QString, FileState> wanted;
  for (int t = 0; t < count(); ++t) {
    const sw::Tileset* tileset = this->tileset(t);
    if (!tileset) continue;
    for (std::int64_t i = 0; i < std::int64_t(tileset->images.size()); ++i) {
      const QString path = imagePath(*tileset, i);
      if (path.isEmpty() || wanted.contains(path)) continue;
      // Keep what was seen before so a change during the rewatch is still noticed.
      wanted.insert(path, watched_.contains(path) ? watched_.value(path) : stateOf(path));
    }
  }
  // Most replacements (a tile property edited) keep the same images: keep the watches.
  QStringList oldKeys = watched_.keys(), newKeys = wanted.keys();
  oldKeys.sort();
  newKeys.sort();
  const bool same = oldKeys == newKeys && !watcher_->directories().isEmpty() == !newKeys.isEmpty();
  watched_ = std::move(wanted);
  if (same) return;

  QStringList files, directories;
  for (auto it = watched_.cbegin(); it != watched_.cend(); ++it) {
    if (it->exists) files << it.key();
    // The folder too: a missing image that appears later, or one replaced by a rename.
    const QString directory = QFileInfo(it.key()).absolutePath();
    if (QFileInfo::exists(directory) && !directories.contains(directory)) directories << directory;
  }
  const QStringList old = watcher_->files() + watcher_->directories();
  if (!old.isEmpty()) watcher_->removePaths(old);
  if (!files.isEmpty()) watcher_->addPaths(files);
  if (!directories.isEmpty()) watcher_->addPaths(directories);
}

void TilesetStore::fileChanged(const QString& path) {
  if (!watched_.contains(path)) return;
  // A rename over the file ends its watch; the folder's watch sees the new file, and this
  // re-adds it in case the folder event came first.
  if (QFileInfo::exists(path) && !watcher_->files().contains(path)) watcher_->addPath(path);
  watched_[path] = stateOf(path);
  noteChanged(path);
}

void TilesetStore::directoryChanged(const QString& directory) {
  const QString folder = QDir::cleanPath(directory);
  const QStringList watchedFiles = watcher_->files();
  for (auto it = watched_.begin(); it != watched_.end(); ++it) {
    if (QFileInfo(it.key()).absolutePath() != folder) continue;
    const FileState now = stateOf(it.key());
    if (now.exists && !watchedFiles.contains(it.key())) watcher_->addPath(it.key());
    if (now == *it) continue;  // another file of the folder changed
    *it = now;
    noteChanged(it.key());
  }
}

void TilesetStore::noteChanged(const QString& path) {
  pending_.insert(path);
  reloadTimer_->start();  // restarts: report once the files have been quiet for a while
}

void TilesetStore::reportChangedImages() {
  if (pending_.isEmpty()) return;
  QStringList paths(pending_.cbegin(), pending_.cend());
  paths.sort();
  pending_.clear();
  emit imagesChanged(paths);  // the cache drops them first (see the constructor)
}

}  // namespace sw::editor
