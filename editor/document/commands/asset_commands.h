#pragma once
// Creating, duplicating, renaming and deleting the project's assets (levels, tile
// definitions, enemy types, tilesets, graphs), each ONE undo step, through one set of
// entry points keyed by AssetKey (asset_uses.h), so the Project dock's menus need no
// per-type code. Renames of tree objects (levels, tile definitions, enemy types) are the
// one rename (property_edits.h: makeRename, references follow); a graph's rename moves its
// file and rewrites the asset properties naming it; a tileset's rename follows into the
// tile layers that paint with it.
//
// Deleting does not check references: the caller asks usesOf() first and lets the user
// decide (a deleted asset's users are then reported by Check Project / Broken References).
// Undo puts everything back exactly (saved text byte-identical).
//
// Files: a deleted graph's file is removed by the next Save (graph_store.h); a deleted
// level's or tileset's file stays on disk, no longer listed. "New Tileset from Image"
// copies the image into tilesets/<name>/ at once (an undo leaves the copy, as imports do).
#include <QString>
#include <QStringList>
#include <QUndoCommand>
#include <memory>

#include "core/math.h"
#include "document/commands/asset_uses.h"

namespace sw {
class TileDef;
class Project;
}  // namespace sw

namespace sw::editor {

class Document;

// --- new assets ------------------------------------------------------------------------

// A new empty level "Level N" (free N) at the end, shown at once.
QUndoCommand* makeNewLevel(Document* document);

// A new tile definition for `mesh` (project-relative; empty: none), named after the mesh
// file (or "tile"), free in the project and usable in expressions. With the mesh's bounds
// its camera enters at the left edge and leaves at the right edge (y 0), so a chain of it
// advances by the mesh's width; without, it is one screen wide (0,0) -> (32,0).
std::unique_ptr<sw::TileDef> newTileDef(const sw::Project& project, const QString& mesh,
                                        const sw::Box3* bounds);
// Adds the definition at the end and makes it current. Refused for a blank or taken name.
QUndoCommand* makeAddTileDef(Document* document, std::unique_ptr<sw::TileDef> def, QString* why);

// How "New Tileset from Image" cuts an image into tiles (pixels): Tiled's terms, margin
// around the image, spacing between tiles.
struct TilesetCut {
  QString name;
  int tileWidth = 32, tileHeight = 32;
  int margin = 0, spacing = 0;
  double pixelsPerUnit = 32;  // a tile of tileWidth pixels is tileWidth / pixelsPerUnit units wide
};
// Copies `imageFile` into the project (tilesets/<name>/; an image already inside the
// project folder is used where it is), cuts it and adds the tileset (saved as
// tilesets/<name>.tileset.json). Refused without a project folder, for an unreadable image,
// a taken name, or a cut that holds no tile; `why` names the file.
QUndoCommand* makeNewTilesetFromImage(Document* document, const QString& imageFile, const TilesetCut& cut,
                                      QString* why);

// --- any asset ---------------------------------------------------------------------------

// The names (graphs: files) of the project's assets of one type, in project order.
QStringList assetNames(Document* document, AssetType type);
bool assetExists(Document* document, const AssetKey& asset);

// A copy named "<name>_copy" (then _copy_2 ...), placed after the original.
QUndoCommand* makeDuplicateAsset(Document* document, const AssetKey& asset, QString* why);
// Removes the asset (refused for the project's last level). Ask usesOf() first.
QUndoCommand* makeRemoveAsset(Document* document, const AssetKey& asset, QString* why);
// Renames it; references follow. For a graph `newName` is the graph's name (its file
// becomes graphs/<newName>.graph.json).
QUndoCommand* makeRenameAsset(Document* document, const AssetKey& asset, const QString& newName,
                              QString* why);

// The name a rename dialog starts with: the asset's name (a graph: its file's stem).
QString editableName(const AssetKey& asset);

}  // namespace sw::editor
