#pragma once
// What the property grid edits: the selected objects of the current level in document
// order, or (nothing selected) the current tile definition, the current enemy state or
// enemy type (Document::currentEnemyType), the tileset tiles picked in the Tileset dock
// (TilesetStore::selectedTiles), or else the level itself. Every edit goes through apply():
// a function gives each object's new value from its old one, the values are checked
// (Property::check, expression syntax, self references, unique names) and pushed as ONE
// command for all objects, or refused with a message and nothing pushed.
#include <QString>
#include <QStringList>
#include <QVector>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "core/property.h"
#include "document/edit_subject.h"
#include "model/enemy_type.h"
#include "model/level.h"
#include "model/tile_def.h"
#include "model/weapon_type.h"

namespace sw::editor {
class Document;
}

namespace sw::editor::grid {

class GridTarget {
 public:
  explicit GridTarget(Document* document) : document_(document) {}

  // Re-reads the selection. Returns true when the targets changed.
  bool reload();
  // A grid that edits one object whatever is selected (the Game Rules panel): `find`
  // gives it (nullptr: nothing to edit), `title` names it.
  void pin(std::function<sw::Describable*()> find, std::function<QString()> title) {
    pinFind_ = std::move(find);
    pinTitle_ = std::move(title);
    level_ = nullptr;
    tileDef_ = nullptr;
    enemyType_ = nullptr;
    enemyState_ = nullptr;
    ids_.clear();
    graphNodes_.clear();
    tiles_.clear();
  }
  bool isPinned() const { return bool(pinFind_); }

  Document* document() const { return document_; }
  sw::Level* level() const { return level_; }
  bool isLevel() const {
    return level_ && ids_.isEmpty() && !tileDef_ && !enemyType_ && graphNodes_.isEmpty() && tiles_.isEmpty() &&
           weapons_.empty();
  }
  // Nothing selected and a tile definition picked: the grid edits the definition.
  sw::TileDef* tileDef() const { return tileDef_; }
  // Nothing selected and an enemy type picked: the grid edits its state when one is
  // picked too, else the type.
  sw::EnemyType* enemyType() const { return enemyType_; }
  sw::EnemyState* enemyState() const { return enemyState_; }
  // Nodes picked in the graph editor (GraphStore::selectedNodes of its current graph):
  // the grid edits their snippet properties, several nodes as one command.
  const QVector<std::uint32_t>& graphNodes() const { return graphNodes_; }
  // Tiles of one tileset picked in the Tileset dock (nothing else picked): the grid edits
  // them through TilesetTile's table, several tiles as one command.
  const QString& tileset() const { return tileset_; }
  const QStringList& tiles() const { return tiles_; }
  // Player weapon types picked in the Project dock (nothing else picked): several at once.
  const std::vector<sw::WeaponType*>& weapons() const { return weapons_; }
  bool isEmpty() const {
    return isPinned() ? !pinned_
                      : !level_ && !tileDef_ && !enemyType_ && graphNodes_.isEmpty() && tiles_.isEmpty() && weapons_.empty();
  }
  const QVector<ObjectId>& ids() const { return ids_; }
  std::size_t size() const {
    if (!graphNodes_.isEmpty()) return std::size_t(graphNodes_.size());
    if (!tiles_.isEmpty()) return std::size_t(tiles_.size());
    if (isPinned()) return pinned_ ? 1 : 0;
    if (!weapons_.empty()) return weapons_.size();
    return isLevel() || tileDef_ || enemyType_ ? 1 : std::size_t(ids_.size());
  }
  // The described objects, in the same order as ids() (or just the level).
  std::vector<const sw::Describable*> objects() const;

  // "Marker 'boss_start'", "3 Markers", "5 objects", "Level 'Stage 1'".
  QString title() const;
  // Names the reference property `key` of the targets may take: the objects of the type it
  // refers to that are in the first target's scope (model/references.h), the target
  // itself excluded.
  QStringList referenceChoices(const std::string& key) const;
  // Why `value` for reference property `key` names nothing in the targets' scope ("No Path
  // named 'x'"), or nothing when it resolves or is empty.
  std::optional<QString> brokenReference(const std::string& key, const std::string& value) const;
  // The objects as the property command reaches them (same order as objects()).
  std::vector<EditSubject> subjects() const;
  // Why `key` cannot be edited on these targets at all (read-only, names of several
  // objects), or nothing.
  std::optional<QString> whyNotEditable(const sw::Property& property) const;
  // What is wrong with item `item` of the list property `key` (an enemy state's action or
  // transition line that does not parse or names no state), or nothing.
  std::optional<QString> itemProblem(const std::string& key, int item) const;

  // new value of object `index` from its old value; nothing leaves that object unchanged.
  using Edit = std::function<std::optional<sw::Value>(std::size_t index, const sw::Value& old)>;
  // Pushes one command, or returns why not (and pushes nothing). No change: nothing
  // pushed and no message.
  std::optional<QString> apply(const std::string& key, const Edit& edit, int mergeSerial = 0);

 private:
  // Logs the lines of list `key` of the current enemy state that the behaviour compiler
  // rejects, so a bad line is reported where it is typed and not only at Play.
  void reportBadLines(const std::string& key) const;

  Document* document_;
  sw::Level* level_ = nullptr;
  sw::TileDef* tileDef_ = nullptr;
  sw::EnemyType* enemyType_ = nullptr;
  std::vector<sw::WeaponType*> weapons_;
  sw::EnemyState* enemyState_ = nullptr;
  QVector<ObjectId> ids_;
  QString graphFile_;
  QVector<std::uint32_t> graphNodes_;  // sorted
  QString tileset_;    // Tileset::name of tiles_
  QStringList tiles_;  // TilesetTile names, in the store's order
  std::function<sw::Describable*()> pinFind_;
  std::function<QString()> pinTitle_;
  sw::Describable* pinned_ = nullptr;
};

}  // namespace sw::editor::grid
