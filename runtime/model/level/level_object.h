#pragma once
// Design-time objects placed in a level. They reference each other only by unique name
// and know nothing of the game runtime (see DOMAIN.md, "Level vs RuntimeLevel").
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/property.h"
#include "model/level/object_cast.h"
#include "model/tiles/tile_layer.h"

namespace sw {

// Identity of an object inside one editing session. Not saved: names are the identity
// on disk, but names change on rename while commands must keep finding their object.
using ObjectId = std::uint64_t;

// A problem with several fields together that no single property's check can see (lists
// that must have the same length). `key` names the property to point at.
struct FieldProblem {
  std::string key;
  std::string message;
};

class LevelObject : public Describable {
 public:
  std::string name;
  ObjectId id = 0;

  // The kind stored in JSON ("TileInstance", "Marker", ...): the type description's name.
  const std::string& kind() const { return description().typeName(); }
  // Every kind shares one family: names are unique in a level (expressions use them).
  const std::string& nameFamily() const override;
  virtual std::unique_ptr<LevelObject> clone() const = 0;
  // Loading refuses an object with problems here, naming the file and JSON pointer.
  virtual std::vector<FieldProblem> fieldProblems() const { return {}; }
};

// One link of the tile chain: which tile definition it shows.
class TileInstance final : public LevelObject {
 public:
  std::string tile;  // name of a TileDef in the project
  std::vector<TileLayer> tileLayers;  // saved under "tileLayers" when not empty (tile_layer.h)

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  std::unique_ptr<LevelObject> clone() const override { return std::make_unique<TileInstance>(*this); }
  void forEachChild(const std::function<void(Describable&)>& fn) override {
    for (auto& layer : tileLayers) fn(layer);
  }
};

// A named point in the play plane: a note for designers and an anchor that later
// kinds (triggers, spawns) may refer to.
class Marker final : public LevelObject {
 public:
  Vec2 position;
  Color color{255, 200, 40, 255};
  std::string note;

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  std::unique_ptr<LevelObject> clone() const override { return std::make_unique<Marker>(*this); }
};

// A rectangle in the play plane that fires when a player enters it (or when its
// condition holds). Loops run until a named trigger fires; spawns can wait for one.
class Trigger final : public LevelObject {
 public:
  enum class Activation { PlayerEnters, Condition, Both };
  enum Flags : std::int64_t { Once = 1, StartsEnabled = 2, ShowInGame = 4 };

  Vec2 position;
  Vec2 size{4, 18};
  Activation activation = Activation::PlayerEnters;
  std::int64_t flags = Once | StartsEnabled;
  std::string condition;  // expression over other objects' state, e.g. "boss.health < 50"
  std::string target;     // name of the object this trigger acts on (optional)
  std::int64_t delayTicks = 0;
  Color color{80, 220, 120, 255};

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  std::unique_ptr<LevelObject> clone() const override { return std::make_unique<Trigger>(*this); }
};

// A range of the tile chain that repeats endlessly (a corridor during a boss fight)
// until a named trigger fires; then the chain continues after `last`. The editor's
// scrubber has no triggers to fire, so it shows `previewRepeats` passes.
class Loop final : public LevelObject {
 public:
  std::string first;    // name of the first chain link of the range
  std::string last;     // name of the last chain link (may equal first)
  std::string untilTrigger;  // name of the Trigger that ends the loop
  std::int64_t previewRepeats = 2;

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  std::unique_ptr<LevelObject> clone() const override { return std::make_unique<Loop>(*this); }
};

// Creates an empty object of a kind read from a file, or nullptr for an unknown kind.
// Chain links are not free objects; only free kinds are created here.
std::unique_ptr<LevelObject> createFreeObject(const std::string& kind);

// Whether objects of `typeName` live in a level ("LevelObject" for any of them).
bool isLevelObjectType(const std::string& typeName);

// createFreeObject, or a chain link for "TileInstance".
std::unique_ptr<LevelObject> createLevelObject(const std::string& kind);

// Every kind createFreeObject knows, in a stable order (for menus and `info`).
std::vector<std::string> freeObjectKinds();
// Adds a kind of free object (a game's own, a test's): files, paste, the property grid,
// undo and renames then handle it through its property table alone.
void registerFreeObjectKind(const std::string& kind, std::function<std::unique_ptr<LevelObject>()> make);

}  // namespace sw
