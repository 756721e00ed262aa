#include "document/stores/tileset_store.h"
#include "document/focus/tileset_tiles_focus.h"

#include <algorithm>

#include "document/commands/tileset_commands.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include "core/atomic_file.h"
#include "document/document.h"
#include "document/stores/graph_store.h"
#include "document/stores/tile_image_cache.h"
#include "model/project/project.h"

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
      watcher_(new SettledWatcher(this)) {
  // A quiet time so an image still being written is read once, complete.
  watcher_->setDelay(300);
  connect(watcher_, &SettledWatcher::settled, this, [this](const QStringList& files) {
    if (!files.isEmpty()) emit imagesChanged(files);  // the cache drops them first (below)
  });
  // First receiver of imagesChanged, so views reacting to it read the new pixels (the
  // Broken References dialog emits it too, after relinking or copying in images).
  connect(this, &TilesetStore::imagesChanged, images_, &TileImageCache::drop);
  // Picking anything else takes the edit focus from the tiles, which clears them.
  tilesFocus_ = std::make_unique<TilesetTilesFocus>(this);
}

TilesetStore::~TilesetStore() = default;

sw::Project* TilesetStore::project() const { return &document_->editableProject(); }

void TilesetStore::reset(const sw::Project& project) {
  directory_ = QString::fromStdString(project.directory);
  entries_.clear();
  stamp_ = {};
  selectedTileset_.clear();
  selectedTiles_.clear();
  // A file that cannot be read is not logged here: Document::open logs every broken
  // reference (validate), this one included, and once is enough.
  for (const std::string& file : project.tilesets) {
    Entry entry;
    entry.file = QString::fromStdString(file);
    if (!project.directory.empty()) {
      auto loaded = sw::loadTilesetFile(project.absolutePath(file));
      if (loaded) {
        entry.tileset = std::make_unique<sw::Tileset>(std::move(*loaded));
        entry.tileset->file = file;
      } else {
        entry.problem = QString::fromStdString(loaded.error().toString());
      }
    }
    entries_.push_back(std::move(entry));
  }
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

const sw::Tileset* TilesetStore::tileset(int index) const {
  if (index < 0 || index >= count()) return nullptr;
  return entries_[std::size_t(index)].tileset.get();
}

QString TilesetStore::fileOf(int index) const {
  if (index < 0 || index >= count()) return {};
  return entries_[std::size_t(index)].file;
}

QString TilesetStore::problemOf(int index) const {
  if (index < 0 || index >= count()) return {};
  return entries_[std::size_t(index)].problem;
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
  if (QDir::isAbsolutePath(p) || directory_.isEmpty()) return QDir::cleanPath(p);
  return QDir::cleanPath(QDir(directory_).filePath(p));
}

void TilesetStore::replaceTileset(int index, sw::Tileset value) {
  if (index < 0 || index >= count()) return;
  Entry& entry = entries_[std::size_t(index)];
  value.file = entry.file.toStdString();
  const QString oldName = entry.tileset ? QString::fromStdString(entry.tileset->name) : QString();
  entry.tileset = std::make_unique<sw::Tileset>(std::move(value));
  entry.changed = true;
  rewatch();  // an image may have been relinked or added
  const QString newName = QString::fromStdString(entry.tileset->name);
  if (!oldName.isEmpty() && oldName != newName) emit tilesetChanged(oldName);
  emit tilesetChanged(newName);
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
    return tilesetIndex >= 0 && tilesetIndex < count() ? entries_[std::size_t(tilesetIndex)].tileset.get() : nullptr;
  };
  auto find = [tileset, tileIndex]() -> sw::Describable* {
    sw::Tileset* t = tileset();
    return t && tileIndex < t->tiles.size() ? &t->tiles[tileIndex] : nullptr;
  };
  auto changed = [this, tilesetIndex] {
    Entry& entry = entries_[std::size_t(tilesetIndex)];
    entry.changed = true;
    if (entry.tileset) emit tilesetChanged(QString::fromStdString(entry.tileset->name));
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

bool TilesetStore::relinkFile(int index, const QString& file) {
  if (index < 0 || index >= count()) return false;
  Entry& entry = entries_[std::size_t(index)];
  const std::string relative = file.toStdString();
  entry.file = file;
  entry.tileset.reset();
  entry.problem.clear();
  entry.changed = false;  // what is on disk is the tileset now
  if (!directory_.isEmpty()) {
    auto loaded = sw::loadTilesetFile(project()->absolutePath(relative));
    if (loaded) {
      entry.tileset = std::make_unique<sw::Tileset>(std::move(*loaded));
      entry.tileset->file = relative;
    } else {
      entry.problem = QString::fromStdString(loaded.error().toString());
    }
  }
  if (std::size_t(index) < project()->tilesets.size()) project()->tilesets[std::size_t(index)] = relative;
  rewatch();
  emit tilesetsReset();
  return true;
}

int TilesetStore::addTileset(sw::Tileset value, const QString& file) {
  Entry entry;
  entry.file = file;
  value.file = file.toStdString();
  entry.tileset = std::make_unique<sw::Tileset>(std::move(value));
  entry.changed = true;
  entries_.push_back(std::move(entry));
  project()->tilesets.push_back(file.toStdString());
  rewatch();
  emit tilesetsReset();
  return count() - 1;
}

void TilesetStore::removeLast() {
  if (entries_.empty()) return;
  const QString name = entries_.back().tileset ? QString::fromStdString(entries_.back().tileset->name) : QString();
  entries_.pop_back();
  if (!project()->tilesets.empty()) project()->tilesets.pop_back();
  if (!name.isEmpty() && stamp_.tileset == name.toStdString()) setStamp({});
  if (selectedTileset_ == name) clearSelectedTiles();
  rewatch();
  emit tilesetsReset();
}

TilesetStore::Entry TilesetStore::takeEntry(int index) {
  if (index < 0 || index >= count()) return {};
  Entry entry = std::move(entries_[std::size_t(index)]);
  entries_.erase(entries_.begin() + index);
  auto& files = project()->tilesets;
  if (std::size_t(index) < files.size()) files.erase(files.begin() + index);
  const std::string name = entry.tileset ? entry.tileset->name : std::string();
  if (!name.empty() && stamp_.tileset == name) setStamp({});
  if (!name.empty() && selectedTileset_ == QString::fromStdString(name)) clearSelectedTiles();
  rewatch();
  emit tilesetsReset();
  return entry;
}

void TilesetStore::putEntry(int index, Entry entry) {
  index = std::clamp(index, 0, count());
  auto& files = project()->tilesets;
  files.insert(files.begin() + std::min<std::ptrdiff_t>(index, std::ptrdiff_t(files.size())), entry.file.toStdString());
  entries_.insert(entries_.begin() + index, std::move(entry));
  rewatch();
  emit tilesetsReset();
}

sw::Result<std::vector<sw::FileWrite>> TilesetStore::filesToSave(const QString& projectDirectory) const {
  const bool moving = QDir::cleanPath(projectDirectory) != QDir::cleanPath(directory_);
  std::vector<sw::FileWrite> files;
  for (const Entry& entry : entries_) {
    if (!moving && !entry.changed) continue;
    const QString target = QDir(projectDirectory).filePath(entry.file);
    if (!entry.tileset) {
      // A file we cannot read still travels as it is, so Save As loses nothing.
      const QString source = QDir(directory_).filePath(entry.file);
      if (QFile::exists(target) || !QFile::exists(source)) continue;
      auto bytes = sw::readWholeFile(source.toStdString());
      if (!bytes)
        return sw::Error{target.toStdString(), "",
                         Text::tr("cannot copy the tileset file from %1").arg(source).toStdString()};
      files.push_back({target.toStdString(), std::move(*bytes)});
      continue;
    }
    files.push_back({target.toStdString(), sw::tilesetText(*entry.tileset)});
  }
  return files;
}

void TilesetStore::markSaved(const QString& projectDirectory) {
  for (Entry& entry : entries_) entry.changed = false;
  const bool moved = QDir::cleanPath(projectDirectory) != QDir::cleanPath(directory_);
  directory_ = projectDirectory;
  if (moved) rewatch();  // relative image paths now point into the new folder
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
  if (!tiles.isEmpty()) document_->focus()->take(tilesFocus_.get());
  else document_->focus()->release(tilesFocus_.get());
  emit selectedTilesChanged();
}

void TilesetStore::clearSelectedTiles() {
  if (!selectedTiles_.isEmpty()) setSelectedTiles({}, {});
}

// --- Hot reload ---

void TilesetStore::setReloadDelay(int milliseconds) { watcher_->setDelay(milliseconds); }

void TilesetStore::rewatch() {
  QStringList images;
  for (const Entry& entry : entries_) {
    if (!entry.tileset) continue;
    for (std::int64_t i = 0; i < std::int64_t(entry.tileset->images.size()); ++i) {
      const QString path = imagePath(*entry.tileset, i);
      if (!path.isEmpty() && !images.contains(path)) images << path;
    }
  }
  watcher_->watch(images);
}

}  // namespace sw::editor
