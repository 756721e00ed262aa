#include "model/project/project.h"

#include <filesystem>

namespace sw {

Project::Project(const Project& other) { *this = other; }

Project& Project::operator=(const Project& other) {
  if (this == &other) return *this;
  name = other.name;
  tickRate = other.tickRate;
  screenExtent = other.screenExtent;
  assetFolders = other.assetFolders;
  rules = other.rules;
  directory = other.directory;
  formatVersionRead = other.formatVersionRead;
  assetsFolder = other.assetsFolder;
  removedGraphFiles = other.removedGraphFiles;
  tilesets.clear();
  for (const auto& t : other.tilesets) tilesets.push_back(std::make_unique<Tileset>(*t));
  graphs.clear();
  for (const auto& g : other.graphs) graphs.push_back(std::make_unique<ProjectGraph>(*g));
  tileDefs.clear();
  levels.clear();
  for (const auto& t : other.tileDefs) tileDefs.push_back(std::make_unique<TileDef>(*t));
  for (const auto& l : other.levels) levels.push_back(std::make_unique<Level>(*l));
  enemyTypes.clear();
  for (const auto& e : other.enemyTypes) enemyTypes.push_back(std::make_unique<EnemyType>(*e));
  bulletKinds.clear();
  for (const auto& k : other.bulletKinds) bulletKinds.push_back(std::make_unique<BulletKind>(*k));
  patterns.clear();
  for (const auto& p : other.patterns) patterns.push_back(std::make_unique<BulletPattern>(*p));
  weapons.clear();
  for (const auto& w : other.weapons) weapons.push_back(std::make_unique<WeaponType>(*w));
  characters.clear();
  for (const auto& c : other.characters) characters.push_back(std::make_unique<CharacterType>(*c));
  monsters.clear();
  for (const auto& m : other.monsters) monsters.push_back(std::make_unique<MonsterType>(*m));
  effects.clear();
  for (const auto& e : other.effects) effects.push_back(std::make_unique<ParticleEffect>(*e));
  soundCues.clear();
  for (const auto& c : other.soundCues) soundCues.push_back(std::make_unique<SoundCue>(*c));
  return *this;
}

const TypeDescription& Project::describeType() {
  static const TypeDescription d =
      TypeBuilder<Project>("Project")
          .field("name", &Project::name).label("Name").required()
          .tooltip("Name of the game project")
          .field("tickRate", &Project::tickRate).label("Tick Rate").category("Simulation")
          .range(1, 1000, 1)
          .tooltip("Simulation ticks per second; the simulation advances in whole ticks")
          .field("screenExtent", &Project::screenExtent).label("Screen Extent").category("Simulation")
          .range(1, 10000)
          .tooltip("Visible part of the play plane, in units (32 x 18 is twice 16:9)")
          .field("assetFolders", &Project::assetFolders).label("Asset Folders").category("Assets")
          .tooltip("Project-relative folders shown in the Project dock")
          .build();
  return d;
}

void Project::forEachChild(const std::function<void(Describable&)>& fn) {
  for (auto& t : tileDefs) fn(*t);
  for (auto& e : enemyTypes) fn(*e);
  for (auto& k : bulletKinds) fn(*k);
  for (auto& p : patterns) fn(*p);
  for (auto& w : weapons) fn(*w);
  for (auto& c : characters) fn(*c);
  for (auto& m : monsters) fn(*m);
  for (auto& e : effects) fn(*e);
  for (auto& c : soundCues) fn(*c);
  for (auto& t : tilesets) fn(*t);
  for (auto& l : levels) fn(*l);
}

TileDef* Project::findTileDef(std::string_view wanted) const {
  for (const auto& t : tileDefs)
    if (t->name == wanted) return t.get();
  return nullptr;
}

Level* Project::findLevel(std::string_view wanted) const {
  for (const auto& l : levels)
    if (l->name == wanted) return l.get();
  return nullptr;
}

EnemyType* Project::findEnemyType(std::string_view wanted) const {
  for (const auto& e : enemyTypes)
    if (e->name == wanted) return e.get();
  return nullptr;
}

BulletKind* Project::findBulletKind(std::string_view wanted) const {
  for (const auto& k : bulletKinds)
    if (k->name == wanted) return k.get();
  return nullptr;
}

BulletPattern* Project::findPattern(std::string_view wanted) const {
  for (const auto& p : patterns)
    if (p->name == wanted) return p.get();
  return nullptr;
}

WeaponType* Project::findWeaponType(std::string_view wanted) const {
  for (const auto& w : weapons)
    if (w->name == wanted) return w.get();
  return nullptr;
}

CharacterType* Project::findCharacterType(std::string_view wanted) const {
  for (const auto& c : characters)
    if (c->name == wanted) return c.get();
  return nullptr;
}

MonsterType* Project::findMonsterType(std::string_view wanted) const {
  for (const auto& m : monsters)
    if (m->name == wanted) return m.get();
  return nullptr;
}

ParticleEffect* Project::findEffect(std::string_view wanted) const {
  for (const auto& e : effects)
    if (e->name == wanted) return e.get();
  return nullptr;
}

SoundCue* Project::findSoundCue(std::string_view wanted) const {
  for (const auto& c : soundCues)
    if (c->name == wanted) return c.get();
  return nullptr;
}

Tileset* Project::findTileset(std::string_view wanted) const {
  for (const auto& t : tilesets)
    if (t->readable() && t->name == wanted) return t.get();
  return nullptr;
}

ProjectGraph* Project::findGraph(std::string_view wanted) const {
  for (const auto& g : graphs)
    if (g->file == wanted) return g.get();
  return nullptr;
}

std::string Project::absolutePath(const std::string& relative) const {
  if (relative.empty()) return {};
  std::filesystem::path p(relative);
  if (p.is_absolute() || directory.empty()) return p.lexically_normal().string();
  return (std::filesystem::path(directory) / p).lexically_normal().string();
}

bool Project::hasFile(const std::string& relative) const {
  std::error_code ec;
  return std::filesystem::is_regular_file(absolutePath(relative), ec);
}

}  // namespace sw
