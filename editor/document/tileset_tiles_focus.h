#pragma once
// The tiles of one tileset picked in the Tileset dock (TilesetStore::selectedTiles) as the
// edit focus (edit_focus.h): the grid edits them through TilesetTile's table, several as one
// command; Rename (one tile) checks names within its tileset and carries placed tiles along.
#include "document/edit_focus.h"

namespace sw::editor {

class TilesetStore;

class TilesetTilesFocus : public FocusOwner {
 public:
  explicit TilesetTilesFocus(TilesetStore* store) : store_(store) {}
  std::vector<EditSubject> focusSubjects() const override;
  QString focusTitle() const override;
  void focusLost() override;

 private:
  TilesetStore* store_;
};

}  // namespace sw::editor
