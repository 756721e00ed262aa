#pragma once
// Where a tile layer's tile finds its picture (tile_layer_batches.h): the tileset image's
// absolute path, the tile's rectangle and its animation's frames. The editor asks its live
// tileset store; scrollwork-player asks the project it loaded, so an exported game draws the
// same tile layers as the editor's Play.
#include <QString>
#include <memory>
#include <string>

#include "view/tile_layer_batches.h"

namespace sw {
class Project;
class Tileset;
}  // namespace sw

namespace sw::ui {

// `tile` of `set`, its image found relative to `projectDirectory` (absolute paths stay).
TileArt tileArtOf(const sw::Tileset& set, const std::string& tile, const QString& projectDirectory);
// Every tileset of `project` (which must outlive the lookup).
TileArtLookup projectTileArt(const sw::Project& project);
// Images read from disk once each (a null image for a file that cannot be read).
TileImageSource cachedTileImages();

}  // namespace sw::ui
