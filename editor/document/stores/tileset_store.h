#pragma once
// What the editor keeps beside the project's tilesets. The tilesets themselves are the
// project's (sw::Project::tilesets: read with it, edited only through commands on the
// Document's undo stack, saved with it); this store gives the views their signals and
// keeps two editor states every tile view shares:
//   - the brush (Stamp): the tile or rectangular block of tiles picked in the Tileset
//     dock, which the painting tools put down;
//   - the tiles selected for the property grid (several at once edit together).
//
// Image files are watched: a change on disk reaches the views as imagesChanged once it has
// settled (hot reload, no restart), and the shared TileImageCache reads them anew.
//
// A tileset file that cannot be read stays listed (so saving never drops it from the
// project); tileset() returns nullptr for it, and problemOf() says why, with the file and place.
#include <QHash>
#include <QObject>
#include <QSet>
#include <QString>
#include <QStringList>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

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

  // Forgets the brush, the picked tiles and the watched images of the project before.
  // Signals are emitted by announceReset() (the Document resets with signals blocked first).
  void reset();
  void announceReset();

  // The project's tilesets as views read them, in the project's order. tileset(i) is
  // nullptr when file i cannot be read.
  int count() const;
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

  // For the commands that changed the project's tilesets (tileset_commands.h, the list
  // edits of project_lists.h): what the views must hear. A tileset replaced by value (a
  // tile property edited, an image relinked; `oldName` is its name before) is marked for
  // saving; a changed list (added, removed, relinked) drops a brush or picked tiles whose
  // tileset left. Both watch the images anew.
  void notifyTilesetReplaced(int index, const std::string& oldName);
  void notifyTilesetsChanged();

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
  const sw::Project& project() const;
  void clearSelectedTiles();

  // Hot reload: every image of every readable tileset is watched (settled_watcher.h).
  void rewatch();

  Document* document_;
  Stamp stamp_;
  QString selectedTileset_;
  QStringList selectedTiles_;
  std::unique_ptr<TilesetTilesFocus> tilesFocus_;

  TileImageCache* images_;
  SettledWatcher* watcher_;
};

}  // namespace sw::editor
