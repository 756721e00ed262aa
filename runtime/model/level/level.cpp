#include "model/level/level.h"

#include "core/prefetched.h"
#include "model/level/level_lookup.h"

#include <cctype>
#include <unordered_set>

namespace sw {

Level::Level(const Level& other) { *this = other; }

Level& Level::operator=(const Level& other) {
  if (this == &other) return *this;
  idIndex_.clear();
  name = other.name;
  kind = other.kind;
  seed = other.seed;
  scrollSpeed = other.scrollSpeed;
  rank = other.rank;
  boundsMin = other.boundsMin;
  boundsMax = other.boundsMax;
  deadZone = other.deadZone;
  lookAhead = other.lookAhead;
  music = other.music;
  musicLoopStart = other.musicLoopStart;
  musicLoopEnd = other.musicLoopEnd;
  bossMusic = other.bossMusic;
  bossMusicLoopStart = other.bossMusicLoopStart;
  bossMusicLoopEnd = other.bossMusicLoopEnd;
  file = other.file;
  chain.clear();
  objects.clear();
  for (const auto& t : other.chain) chain.push_back(std::make_unique<TileInstance>(*t));
  for (const auto& o : other.objects) objects.push_back(o->clone());
  return *this;
}

const TypeDescription& Level::describeType() {
  static const TypeDescription d =
      TypeBuilder<Level>("Level")
          .field("name", &Level::name).label("Name").required()
          .tooltip("Name of the level, unique in the project")
          .field("kind", &Level::kind).label("Kind").enumNames({"scrolling", "free"})
          .tooltip("Scrolling: the camera runs along the chain (a shooter). Free: the camera follows "
                   "the active character inside the bounds (a platformer)")
          .field("seed", &Level::seed).label("Seed").range(1, 4294967295.0, 1)
          .tooltip("Seeds every enemy's random generator when Play builds the level")
          .field("scrollSpeed", &Level::scrollSpeed).label("Scroll Speed").category("Camera")
          .range(1, 1000000, 10)
          .tooltip("How far the camera moves along the chain each tick, in 1/1000 units (100 = 6 units per second)")
          .field("rank", &Level::rank).label("Rank").category("Difficulty").range(0, 1, 0.05)
          .tooltip("Difficulty 0..1 that bullet patterns read as $rank (Play's rank slider can override it)")
          .field("boundsMin", &Level::boundsMin).label("Bounds Min").category("Free Camera")
          .tooltip("Free levels: lower left corner of the area the camera's screen stays inside")
          .field("boundsMax", &Level::boundsMax).label("Bounds Max").category("Free Camera")
          .tooltip("Free levels: upper right corner of the area the camera's screen stays inside")
          .field("deadZone", &Level::deadZone).label("Dead Zone").category("Free Camera").range(0, 1000, 0.5)
          .tooltip("Free levels: half width and half height of the box around the screen's centre the "
                   "character moves in before the camera follows")
          .field("lookAhead", &Level::lookAhead).label("Look Ahead").category("Free Camera").range(0, 100, 0.5)
          .tooltip("Free levels: how far ahead of the character, in the way it faces, the camera looks")
          .field("music", &Level::music, ValueKind::AssetRef).label("Music").category("Music").assetKind("sound")
          .tooltip("The level's music (.ogg, .wav, .flac, .mp3): plays its intro, then loops between Loop Start and Loop End")
          .field("musicLoopStart", &Level::musicLoopStart).label("Loop Start").category("Music").range(0, 36000, 0.1)
          .tooltip("Seconds into the music where its loop begins")
          .field("musicLoopEnd", &Level::musicLoopEnd).label("Loop End").category("Music").range(0, 36000, 0.1)
          .tooltip("Seconds into the music where it jumps back to Loop Start (0: the file's end)")
          .field("bossMusic", &Level::bossMusic, ValueKind::AssetRef).label("Boss Music").category("Music")
          .assetKind("sound")
          .tooltip("The boss track: crossfades in on the first boss phase")
          .field("bossMusicLoopStart", &Level::bossMusicLoopStart).label("Boss Loop Start").category("Music")
          .range(0, 36000, 0.1)
          .field("bossMusicLoopEnd", &Level::bossMusicLoopEnd).label("Boss Loop End").category("Music")
          .range(0, 36000, 0.1)
          .tooltip("Seconds into the boss track where it jumps back to Boss Loop Start (0: the file's end)")
          .build();
  return d;
}

void Level::forEachChild(const std::function<void(Describable&)>& fn) {
  forEachObject([&](LevelObject& o) { fn(o); });
}

void Level::forEachObject(const std::function<void(LevelObject&)>& fn) const {
  for (const auto& t : prefetched(chain)) fn(*t);
  for (const auto& o : prefetched(objects)) fn(*o);
}

LevelObject* Level::findByName(std::string_view wanted) const {
  if (const LevelLookup* lookup = LevelLookup::active(*this)) return lookup->findByName(wanted);
  for (const auto& t : prefetched(chain))
    if (t->name == wanted) return t.get();
  for (const auto& o : prefetched(objects))
    if (o->name == wanted) return o.get();
  return nullptr;
}

LevelObject* Level::objectAt(const Slot& slot) const {
  if (slot.inChain) return slot.index < chain.size() ? chain[slot.index].get() : nullptr;
  return slot.index < objects.size() ? objects[slot.index].get() : nullptr;
}

void Level::rebuildIdIndex() const {
  idIndex_.clear();
  idIndex_.reserve(objectCount());
  // A later object with an id already seen takes its slot (objects after links).
  std::uint32_t i = 0;
  for (const auto& link : prefetched(chain)) {
    if (link->id) idIndex_[link->id] = {i, true};
    ++i;
  }
  i = 0;
  for (const auto& object : prefetched(objects)) {
    if (object->id) idIndex_[object->id] = {i, false};
    ++i;
  }
}

// The containers are public and edited by commands and loaders directly, so the index
// cannot be kept in step by hand. Instead every hit is verified against the slot it
// names; a miss or a stale slot rebuilds the index once (O(n)), after which lookups are
// O(1) again. Bulk edits of 10,000 objects therefore cost one rebuild, not 10,000 scans.
std::optional<Level::Place> Level::placeOf(ObjectId wanted) const {
  if (wanted == 0) return std::nullopt;  // no object's id
  const Slot* slot = idIndex_.find(wanted);
  const LevelObject* object = slot ? objectAt(*slot) : nullptr;
  if (!object || object->id != wanted) {  // stale or missing
    rebuildIdIndex();
    slot = idIndex_.find(wanted);
    if (!slot) return std::nullopt;
  }
  return Place{slot->inChain, slot->index};
}

LevelObject* Level::findById(ObjectId wanted) const {
  const std::optional<Place> place = placeOf(wanted);
  return place ? objectAt(Slot{std::uint32_t(place->index), place->inChain}) : nullptr;
}

std::string Level::uniqueName(std::string_view base) const {
  std::unordered_set<std::string_view> taken;
  taken.reserve(objectCount());
  forEachObject([&](LevelObject& o) { taken.insert(o.name); });
  return sw::uniqueName(base, [&](const std::string& n) { return taken.count(n) > 0; });
}

std::string uniqueName(std::string_view base, const std::function<bool(const std::string&)>& taken) {
  std::string stem(base.empty() ? std::string_view("object") : base);
  if (!taken(stem)) return stem;
  auto underscore = stem.rfind('_');
  if (underscore != std::string::npos && underscore + 1 < stem.size()) {
    bool digits = true;
    for (std::size_t i = underscore + 1; i < stem.size(); ++i)
      digits = digits && std::isdigit(static_cast<unsigned char>(stem[i]));
    if (digits) stem.resize(underscore);
  }
  for (std::size_t n = 2;; ++n) {
    std::string candidate = stem + "_" + std::to_string(n);
    if (!taken(candidate)) return candidate;
  }
}

std::vector<ObjectId> chainSignature(const Level& level) {
  std::vector<ObjectId> ids;
  ids.reserve(level.chain.size() + 1);
  for (const auto& link : prefetched(level.chain)) ids.push_back(link->id);
  ids.push_back(0);
  for (const auto& object : prefetched(level.objects))
    if (sw::objectCast<const Loop*>(object.get())) ids.push_back(object->id);
  return ids;
}

}  // namespace sw
