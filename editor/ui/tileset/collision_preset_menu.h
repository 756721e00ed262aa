#pragma once
// The Collision menu of the Tileset dock (its tool button and the palette's right-click
// menu): gives every tile picked in the dock (TilesetStore::selectedTiles) a collision
// preset (collision_presets.h), each scaled to its own size, as ONE undo step through the
// one property edit (makeSetProperty on the tiles' "collision"), so the grid, undo and the
// saved file see it like any other property change.
#include <QString>
#include <functional>

#include "ui/tileset/collision_presets.h"

class QMenu;
class QWidget;

namespace sw::editor {
class Document;
}

namespace sw::editor::tileset {

// Sets the preset on the picked tiles. False when nothing changed: no tiles picked, all
// already had it (`why` empty), or the edit was refused (`why` says why).
bool applyCollisionPreset(Document* document, CollisionPreset preset, QString* why = nullptr);

// A menu with one action per preset (object names from collisionPresetObjectName), enabled
// while tiles are picked. `applied` runs after a preset changed tiles (the dock then shows
// collision); a refusal goes to the Log.
QMenu* makeCollisionMenu(Document* document, QWidget* parent, std::function<void()> applied = {});

}  // namespace sw::editor::tileset
