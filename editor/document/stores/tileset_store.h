#pragma once
// The project's tilesets as the editor holds them: every file listed in the project's
// "tilesets" (tilesets/NAME.tileset.json), loaded when the project opens, edited only
// through commands on the Document's undo stack, saved with the project (only those
// changed; Save As writes all). Views (the Tileset dock, the level viewport's tile
// layers, the property grid, Broken References) read tilesets here and listen to the
// signals; nothing else writes them.
//
// Besides the tilesets it keeps two editor states every tile view shares:
//   - the brush (Stamp): the tile or rectangular block of tiles picked in the Tileset
//     dock, which the painting tools put down;
//   - the tiles selected for the property grid (several at once edit together).
//
// Image files are watched: a change on disk reaches the views as imagesChanged once it has
// settled (hot reload, no restart), and the shared TileImageCache reads them anew.
//
// A tileset file that cannot be read stays listed (so saving never drops it from the
// project); tileset() returns nullptr for it and the reason is logged once with the file
// and place.
#include <QHash>
#include <QObject>
#include <QSet>
#include <QString>
#include <QStringList>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "core/file_transaction.h"
#include "core/math.h"
#include "document/edit_subject.h"
#include "document/outside/settled_watcher.h"
#include "model/tiles/tileset.h"


namespace sw {
class Project;
}

namespace sw::editor {

class Document;
class TileImageCache;
class TilesetTilesFocus;

class TilesetStore : public QObject {
  Q_OBJECT
 public:
  explicit TilesetStore(Document* document);
  ~TilesetStore() override;

  // Loads every tileset the project lists; problems go to the document's log. Signals
  // are emitted by announceReset() (the Document resets with signals blocked first).
  void reset(const sw::Project& project);
  void announceReset();

  // In the project's order. tileset(i) is nullptr when file i cannot be read.
  int count() const { return int(entries_.size()); }
  const sw::Tileset* tileset(int index) const;
  QString fileOf(int index) const;  // project-relative, as listed in project.json
  // Why tileset(index) is nullptr ("file: place: message"); empty for a readable one.
  QString problemOf(int index) const;
  // By Tileset::name; nullptr when no readable tileset has it.
  const sw::Tileset* find(std::string_view name) const;
  int indexOf(std::string_view name) const;  // -1 when none
  // The tile a placed tile refers to; nullptr when the tileset or tile is unknown.
  const sw::TilesetTile* findTile(std::string_view tileset, std::string_view tile) const;

  // Absolute path of one of a tileset's images ("" when the index is out of range).
  QString imagePath(const sw::Tileset& tileset, std::int64_t image) const;

  // Decoded images of the tilesets, shared by every view that draws tiles. Paths in
  // imagesChanged are dropped from it before any other receiver of the signal runs (it is
  // connected first), whoever emits it.
  TileImageCache* images() const { return images_; }

  // How long changes of image files must settle before imagesChanged (ms; tests shorten it).
  void setReloadDelay(int milliseconds);

  // A tile as the one property command edits it (set_property_command.h): found by its
  // place, so it stays the same tile through a rename; a rename checks names within its
  // tileset and carries the tiles placed with it along (RenameInTileLayersCommand).
  EditSubject tileSubject(int tilesetIndex, std::size_t tileIndex);

  // What a save into `projectDirectory` writes (the store writes nothing itself): every
  // tileset changed since loaded or last saved; Save As into another folder takes all, and
  // a tileset that cannot be read travels as its file's bytes. Document::save commits these
  // with the project's other files in one FileTransaction, then calls markSaved.
  sw::Result<std::vector<sw::FileWrite>> filesToSave(const QString& projectDirectory) const;
  // Those files are on disk now: nothing is changed any more, and the tilesets live in
  // `projectDirectory` (images are watched there). Not called when the save failed.
  void markSaved(const QString& projectDirectory);

  // --- The brush ---
  struct Stamp {
    struct Cell {
      std::string tile;  // TilesetTile::name
      int column = 0, row = 0;  // in the picked block; row 0 is the top row of the palette
      sw::Vec2 offset;  // lower-left of this tile relative to the stamp's lower-left, level units (y up)
    };
    std::string tileset;  // Tileset::name; empty: no brush
    int columns = 0, rows = 0;
    std::vector<Cell> cells;  // row-major; a block may have holes (cells without a tile)
    bool isEmpty() const { return cells.empty(); }
    bool operator==(const Stamp& o) const;
  };
  const Stamp& stamp() const { return stamp_; }
  void setStamp(Stamp stamp);

  // --- Tiles shown in the property grid ---
  // Picking tiles takes the edit focus (tileset_tiles_focus.h), like the other picks of
  // the editor; when another pick takes it, this is cleared.
  QString selectedTileset() const { return selectedTileset_; }
  QStringList selectedTiles() const { return selectedTiles_; }
  void setSelectedTiles(const QString& tileset, const QStringList& tiles);

 signals:
  void tilesetsReset();                     // another project, or a tileset added/removed
  void tilesetChanged(const QString& name); // tiles, images or properties of one changed
  void stampChanged();
  void selectedTilesChanged();
  // Image files of the tilesets changed on disk (reported after a short quiet time, so a
  // file still being written is not read half-way): views reload these absolute paths.
  void imagesChanged(const QStringList& absolutePaths);

 private:
  // Write access is for the commands of tileset_commands.h only: nothing else changes a
  // tileset or the project's list of them.
  friend class ReplaceTilesetCommand;
  friend class AddTilesetCommand;
  friend class RelinkTilesetFileCommand;
  friend class RecoveryAccess;  // a recovery copy's changed tilesets (recovery_access.h)
  friend class AssetFileAccess;  // deleting and duplicating tilesets (asset_file_commands.cpp)
  // Replaces a tileset by value (a tile property edited, an image relinked, ...) and
  // marks it for saving. The name may change; the file stays.
  void replaceTileset(int index, sw::Tileset value);
  // Adds a tileset saved (or to be saved) at `file`; appends the file to the project's
  // list. Returns its index. removeLast() undoes it.
  int addTileset(sw::Tileset value, const QString& file);
  void removeLast();
  // Points entry `index` at another file (project-relative) and reads the tileset from it
  // (a file that cannot be read leaves the entry unreadable, with its problem); the
  // project's list follows. Relinking a missing tileset file (Broken References) and its
  // undo. Returns false when the index is out of range.
  bool relinkFile(int index, const QString& file);

  struct Entry {
    QString file;
    std::unique_ptr<sw::Tileset> tileset;  // null: cannot be read
    QString problem;                        // why not
    bool changed = false;
  };
  // Takes entry `index` out of the project (readable or not, with its unsaved changes)
  // and puts it back at its place: a tileset deleted from the project, and its undo.
  Entry takeEntry(int index);
  void putEntry(int index, Entry entry);
  sw::Project* project() const;
  void clearSelectedTiles();

  // Hot reload: every image of every readable tileset is watched (settled_watcher.h).
  void rewatch();

  Document* document_;
  QString directory_;
  std::vector<Entry> entries_;
  Stamp stamp_;
  QString selectedTileset_;
  QStringList selectedTiles_;
  std::unique_ptr<TilesetTilesFocus> tilesFocus_;

  TileImageCache* images_;
  SettledWatcher* watcher_;
};

}  // namespace sw::editor
