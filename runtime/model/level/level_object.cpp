#include "model/level/level_object.h"
#include "model/level/level_object_cast.h"

#include "model/level/light.h"
#include "model/level/nav_objects.h"
#include "model/platformer/monster_type.h"
#include "model/platformer/platform_geometry.h"
#include "model/platformer/puzzle_objects.h"
#include "model/paths/path.h"
#include "model/level/spawn.h"

namespace sw {

const TypeDescription& TileInstance::describeType() {
  static const TypeDescription d =
      TypeBuilder<TileInstance>("TileInstance")
          .field("name", &TileInstance::name).label("Name").required().nameRule(NameRule::Identifier)
          .tooltip("Unique name of this chain link in the level")
          .field("tile", &TileInstance::tile, ValueKind::AssetRef).label("Tile").assetKind("tile").required()
          .references("TileDef")
          .tooltip("Tile definition shown by this link of the chain")
          .build();
  return d;
}

const TypeDescription& Marker::describeType() {
  static const TypeDescription d =
      TypeBuilder<Marker>("Marker")
          .field("name", &Marker::name).label("Name").required().nameRule(NameRule::Identifier)
          .tooltip("Unique name of this object in the level")
          .field("position", &Marker::position).label("Position").category("Transform")
          .tooltip("Position in the play plane, in level units")
          .field("color", &Marker::color).label("Colour").category("Appearance")
          .field("note", &Marker::note, ValueKind::Text).label("Note").category("Appearance")
          .tooltip("Free text for designers")
          .build();
  return d;
}

const TypeDescription& Trigger::describeType() {
  static const TypeDescription d =
      TypeBuilder<Trigger>("Trigger")
          .field("name", &Trigger::name).label("Name").required().nameRule(NameRule::Identifier)
          .tooltip("Unique name of this object in the level; loops and spawns refer to it")
          .field("position", &Trigger::position).label("Position").category("Transform")
          .tooltip("Centre of the trigger area in the play plane")
          .field("size", &Trigger::size).label("Size").category("Transform").range(0.1, 10000, 0.5)
          .tooltip("Width and height of the trigger area")
          .field("activation", &Trigger::activation).label("Activation").category("Behaviour")
          .enumNames({"playerEnters", "condition", "both"})
          .tooltip("What fires the trigger: a player entering the area, the condition, or both")
          .field("flags", &Trigger::flags, ValueKind::Flags).label("Flags").category("Behaviour")
          .enumNames({"once", "startsEnabled", "showInGame"})
          .tooltip("Once: fires a single time. Starts Enabled: armed when the level starts. Show In Game: drawn while playing")
          .field("condition", &Trigger::condition, ValueKind::Expression).label("Condition").category("Behaviour")
          .tooltip("Expression that must hold for the trigger to fire, e.g. boss.health < 50")
          .field("target", &Trigger::target, ValueKind::ObjectRef).label("Target").category("Behaviour")
          .tooltip("Object this trigger acts on, by unique name")
          .field("delayTicks", &Trigger::delayTicks).label("Delay").category("Behaviour").range(0, 1000000, 1)
          .tooltip("Ticks between firing and acting (60 ticks = 1 second)")
          .field("color", &Trigger::color).label("Colour").category("Appearance")
          .build();
  return d;
}

const TypeDescription& Loop::describeType() {
  static const TypeDescription d =
      TypeBuilder<Loop>("Loop")
          .field("name", &Loop::name).label("Name").required().nameRule(NameRule::Identifier)
          .tooltip("Unique name of this object in the level")
          .field("first", &Loop::first, ValueKind::ObjectRef).references("TileInstance").label("First Tile").category("Loop")
          .tooltip("First chain link of the repeating range")
          .field("last", &Loop::last, ValueKind::ObjectRef).references("TileInstance").label("Last Tile").category("Loop")
          .tooltip("Last chain link of the repeating range; after it the camera goes back to the first")
          .field("untilTrigger", &Loop::untilTrigger, ValueKind::ObjectRef).references("Trigger").label("Until Trigger").category("Loop")
          .tooltip("The loop repeats until this trigger fires, then the chain continues")
          .field("previewRepeats", &Loop::previewRepeats).label("Preview Passes").category("Editor")
          .range(1, 100, 1)
          .tooltip("How many passes the editor's scrubber shows (Play repeats until the trigger fires)")
          .build();
  return d;
}

namespace {
struct FreeKind {
  std::string name;
  std::function<std::unique_ptr<LevelObject>()> make;
};
// The built-in kinds first, in menu order; registerFreeObjectKind appends.
std::vector<FreeKind>& freeKinds() {
  static std::vector<FreeKind> kinds{
      {"Marker", [] { return std::make_unique<Marker>(); }},
      {"Trigger", [] { return std::make_unique<Trigger>(); }},
      {"Loop", [] { return std::make_unique<Loop>(); }},
      {"Path", [] { return std::make_unique<Path>(); }},
      {"Spawn", [] { return std::make_unique<Spawn>(); }},
      {"NavNode", [] { return std::make_unique<NavNode>(); }},
      {"NavLink", [] { return std::make_unique<NavLink>(); }},
      {"Geometry", [] { return std::make_unique<PlatformGeometry>(); }},
      {"CharacterStart", [] { return std::make_unique<CharacterStart>(); }},
      {"Door", [] { return std::make_unique<Door>(); }},
      {"Switch", [] { return std::make_unique<Switch>(); }},
      {"Crate", [] { return std::make_unique<Crate>(); }},
      {"Barrier", [] { return std::make_unique<Barrier>(); }},
      {"Checkpoint", [] { return std::make_unique<Checkpoint>(); }},
      {"Goal", [] { return std::make_unique<Goal>(); }},
      {"Light", [] { return std::make_unique<Light>(); }},
      {"Monster", [] { return std::make_unique<Monster>(); }},
  };
  return kinds;
}
}  // namespace

namespace {
const std::string& levelObjectFamily() {
  static const std::string family = "LevelObject";
  return family;
}
}  // namespace

const std::string& LevelObject::nameFamily() const { return levelObjectFamily(); }

const LevelObject* levelObjectCast(const Describable* object) noexcept {
  // The family's one string, compared by address.
  return object && &object->nameFamily() == &levelObjectFamily() ? static_cast<const LevelObject*>(object)
                                                                  : nullptr;
}

LevelObject* levelObjectCast(Describable* object) noexcept {
  return const_cast<LevelObject*>(levelObjectCast(static_cast<const Describable*>(object)));
}

std::unique_ptr<LevelObject> createFreeObject(const std::string& kind) {
  for (const auto& k : freeKinds())
    if (k.name == kind) return k.make();
  return nullptr;
}

std::unique_ptr<LevelObject> createLevelObject(const std::string& kind) {
  if (kind == "TileInstance") return std::make_unique<TileInstance>();
  return createFreeObject(kind);
}

void registerFreeObjectKind(const std::string& kind, std::function<std::unique_ptr<LevelObject>()> make) {
  for (auto& k : freeKinds())
    if (k.name == kind) {
      k.make = std::move(make);
      return;
    }
  freeKinds().push_back({kind, std::move(make)});
}

bool isLevelObjectType(const std::string& typeName) {
  if (typeName == "LevelObject" || typeName == "TileInstance") return true;
  for (const auto& k : freeKinds())
    if (k.name == typeName) return true;
  return false;
}

}  // namespace sw

namespace sw {
std::vector<std::string> freeObjectKinds() {
  std::vector<std::string> names;
  for (const auto& k : freeKinds()) names.push_back(k.name);
  return names;
}
}  // namespace sw
