#pragma once
// A level: an ordered chain of tile instances plus free named objects. Every object in
// a level has a unique name (chain links included); references are by name.
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/flat_table.h"
#include "model/level/level_object.h"

namespace sw {

class Level final : public Describable {
 public:
  // Scrolling: the camera runs along the chain (the shooter). Free: the camera follows the
  // active character inside the bounds (the platformer, sim/platformer/).
  enum class Kind { Scrolling, Free };

  std::string name;
  Kind kind = Kind::Scrolling;
  std::int64_t seed = 1;
  std::int64_t scrollSpeed = 100;  // camera speed along the chain, sub-units (1/1000 unit) per tick
  double rank = 0.5;  // difficulty 0..1 for bullet patterns ($rank) when PlayOptions::rank is negative
  // Free levels: the camera's screen stays inside [boundsMin, boundsMax]; the character moves
  // inside the dead zone (half sizes around the screen's centre) before the camera follows,
  // and the camera looks `lookAhead` units ahead of where the character faces.
  Vec2 boundsMin{-16, -9};
  Vec2 boundsMax{48, 27};
  Vec2 deadZone{2, 2.5};
  double lookAhead = 3;
  // Music (presentation only; written only when set): a project-relative file that loops from
  // musicLoopStart to musicLoopEnd (seconds; end 0: the file's end) after playing its intro,
  // and the boss track that crossfades in on the first boss phase.
  std::string music;
  double musicLoopStart = 0;
  double musicLoopEnd = 0;
  std::string bossMusic;
  double bossMusicLoopStart = 0;
  double bossMusicLoopEnd = 0;
  std::string file;  // project-relative path of the level's JSON; set by the project, not a property

  std::vector<std::unique_ptr<TileInstance>> chain;
  std::vector<std::unique_ptr<LevelObject>> objects;

  Level() = default;
  Level(const Level& other);  // deep copy: a snapshot for Play, a backup for undo
  Level& operator=(const Level& other);
  Level(Level&&) = default;
  Level& operator=(Level&&) = default;

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  void forEachChild(const std::function<void(Describable&)>& fn) override;

  // Chain links first, then free objects: the order the outliner shows.
  void forEachObject(const std::function<void(LevelObject&)>& fn) const;
  std::size_t objectCount() const { return chain.size() + objects.size(); }

  LevelObject* findByName(std::string_view name) const;
  // Constant time on average: a cached id -> slot index that checks itself on every hit
  // and is rebuilt when the containers changed under it (see level.cpp).
  LevelObject* findById(ObjectId id) const;
  // Where that object is: in the chain or in objects, and its index there (as findById).
  struct Place {
    bool inChain = false;
    std::size_t index = 0;
  };
  std::optional<Place> placeOf(ObjectId id) const;

  // `base` if free, else `base_2`, `base_3`, ... (a trailing _N of base is replaced).
  std::string uniqueName(std::string_view base) const;

 private:
  friend class ObjectsOf;  // model/level/objects_of.h: findById for many ids, looked up ahead
  // One id's place, in a flat table (core/flat_table.h): rebuilding a node-based map of
  // 30,000 ids after every big undo cost milliseconds of allocations.
  struct Slot {
    std::uint32_t index = 0;
    bool inChain = false;
  };
  LevelObject* objectAt(const Slot& slot) const;
  void rebuildIdIndex() const;
  mutable FlatTable<ObjectId, Slot, FlatHash<ObjectId>, true> idIndex_;  // id 0 is no object's
};

// `base` if `taken(base)` is false, else base_2, base_3, ... (a trailing _N of base is
// replaced, so copies of "enemy_2" become "enemy_3", not "enemy_2_2").
std::string uniqueName(std::string_view base, const std::function<bool(const std::string&)>& taken);

// Which links and loops make the level's chain: their ids in order, links first, then a 0,
// then the Loop objects (ids are never reused for other content, so a link removed and
// another added in its place differ). Equal before and after an edit: the edit added or
// removed only free objects, and whatever is made of the chain alone (its layout, camera
// track, loop ranges) is unchanged by it.
std::vector<ObjectId> chainSignature(const Level& level);

}  // namespace sw
