#pragma once
// What uses a project asset, asked before it is deleted (the Project dock lists these
// and lets the user cancel or delete anyway), and the asset kinds the asset commands
// (asset_commands.h) act on.
//
// Levels, tile definitions and enemy types are objects of the project tree: their users
// come from the property tables (model/references/references.h: referrersOf), so a new property that
// refers to them is found with no code here. Graphs are files named by asset properties
// (a tile definition's material): every property of kind AssetRef holding the file is a
// use. Tilesets are named by the tile layers' palettes of the chain links (not a property),
// counted in placed tiles.
#include <QString>
#include <QStringList>

namespace sw::editor {

class Document;

enum class AssetType { Level, TileDef, EnemyType, Tileset, Graph, Weapon, Character, Monster, SoundCue };

// One asset of the project: by name, or for a graph by its project-relative file.
struct AssetKey {
  AssetType type = AssetType::Level;
  QString name;
  bool operator==(const AssetKey&) const = default;
};

// Who uses the asset, one line per user for people ("level 'Level 1': chain link 'gate_1'
// (Tile)"), in project order. Empty when nothing does (or the asset does not exist).
QStringList usesOf(Document* document, const AssetKey& asset);

// "tile definition 'gate'" for dialogs and undo texts.
QString describeAsset(const AssetKey& asset);

}  // namespace sw::editor
