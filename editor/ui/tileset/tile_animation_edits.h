#pragma once
// Undoable edits of tile animations (sw::TileAnimation, a tileset's "animations"): each
// change (animate, a frame added, removed, moved, its tile or duration changed, the
// animation removed) is one ReplaceTilesetCommand, so undo puts the tileset back exactly.
#include <QString>
#include <optional>
#include <string>

#include "model/tiles/tileset.h"

namespace sw::editor {
class Document;
}

namespace sw::editor::tileset {

// A new frame's duration: Tiled's default too.
inline constexpr std::int64_t kDefaultFrameMs = 100;

// Gives tile `tile` of the tileset at `tilesetIndex` this animation (nullopt or no frames:
// none), as one undo step called `text`. False when nothing changes, the tile is gone, or
// the animation is not valid (a frame naming no tile of the tileset, a duration under 1 ms:
// `why` says which).
bool setTileAnimation(Document* document, int tilesetIndex, const std::string& tile,
                      std::optional<sw::TileAnimation> animation, const QString& text, QString* why = nullptr);

// The picked tiles (TilesetStore::selectedTiles) as an animation of the first one, one frame
// of kDefaultFrameMs per picked tile in the order picked (Ctrl+click adds in that order).
bool animatePickedTiles(Document* document, QString* why = nullptr);

}  // namespace sw::editor::tileset
