#include "document/stores/tileset_store.h"
#include "document/focus/tileset_tiles_focus.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <algorithm>

#include "document/document.h"
#include "document/stores/graph_store.h"
#include "document/stores/tile_image_cache.h"
#include "document/commands/tileset_commands.h"
#include "model/project/project.h"

namespace sw::editor {

namespace {
// lupdate reads TilesetStoreText::tr calls under the context "TilesetStore".
struct TilesetStoreText {
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
      watcher_(new SettledWatcher(this)) {
  // A quiet time so an image still being written is read once, complete.
  watcher_->setDelay(300);
  connect(watcher_, &SettledWatcher::settled, this, [this](const QStringList& files) {
    if (!files.isEmpty()) emit imagesChanged(files);  // the cache drops them first (below)
  });
  // First receiver of imagesChanged, so views reacting to it read the new pixels (the
  // Broken References dialog emits it too, after relinking or copying in images).
  connect(this, &TilesetStore::imagesChanged, images_, &TileImageCache::drop);
  // After Save As the relative image paths point into the new folder.
  connect(document_, &Document::saved, this, &TilesetStore::rewatch);
  // Picking anything else takes the edit focus from the tiles, which clears them.
  tilesFocus_ = std::make_unique<TilesetTilesFocus>(this);
}

TilesetStore::~TilesetStore() = default;

const sw::Project& TilesetStore::project() const { return document_->project(); }

void TilesetStore::reset() {
  stamp_ = {};
  selectedTileset_.clear();
  selectedTiles_.clear();
  images_->clear();
  watcher_->dropPending();
  watcher_->watch({});  // the old project's images are no baseline for the new one
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
  const bool held = document_->focus()->holds(tilesFocus_.get());
  if (tilesetName == selectedTileset_ && tiles == selectedTiles_ && (tiles.isEmpty() || held)) return;
  selectedTileset_ = tiles.isEmpty() ? QString() : tilesetName;
  selectedTiles_ = tiles;
  // The grid edits these tiles now, and nothing else.
  if (!tiles.isEmpty())
    document_->focus()->take(tilesFocus_.get());
  else
    document_->focus()->release(tilesFocus_.get());
  emit selectedTilesChanged();
}

void TilesetStore::clearSelectedTiles() {
  if (!selectedTiles_.isEmpty()) setSelectedTiles({}, {});
}

// --- Hot reload ---

void TilesetStore::setReloadDelay(int milliseconds) { watcher_->setDelay(milliseconds); }

void TilesetStore::rewatch() {
  QStringList images;
  for (int t = 0; t < count(); ++t) {
    const sw::Tileset* tileset = this->tileset(t);
    if (!tileset) continue;
    for (std::int64_t i = 0; i < std::int64_t(tileset->images.size()); ++i) {
      const QString path = imagePath(*tileset, i);
      if (!path.isEmpty() && !images.contains(path)) images << path;
    }
  }
  watcher_->watch(images);
}

}  // namespace sw::editor
