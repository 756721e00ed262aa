#pragma once
// A project: settings, tile definitions (shared by all levels) and its levels, and the
// assets it keeps in files of its own (tilesets, texture graphs), all saved together by
// projectFiles (project_io.h).
#include <memory>
#include <string>
#include <vector>

#include "model/patterns/bullet_pattern.h"
#include "model/effects/particle_effect.h"
#include "model/enemies/enemy_type.h"
#include "model/io/format.h"
#include "model/project/game_rules_asset.h"
#include "model/level/level.h"
#include "model/platformer/character_type.h"
#include "model/platformer/monster_type.h"
#include "model/project/project_graph.h"
#include "model/tiles/tile_def.h"
#include "model/tiles/tileset.h"
#include "model/project/weapon_type.h"
#include "model/sound/sound_cue.h"

namespace sw {

class Project final : public Describable {
 public:
  std::string name = "Untitled";
  std::int64_t tickRate = 60;
  Vec2 screenExtent{32, 18};
  std::vector<std::string> assetFolders{"meshes", "textures"};

  std::vector<std::unique_ptr<TileDef>> tileDefs;
  std::vector<std::unique_ptr<Level>> levels;
  std::vector<std::unique_ptr<EnemyType>> enemyTypes;  // saved under "enemyTypes" when not empty
  std::vector<std::unique_ptr<BulletKind>> bulletKinds;  // "bulletKinds" when not empty (bullet_pattern.h)
  std::vector<std::unique_ptr<BulletPattern>> patterns;  // "patterns" when not empty
  // Player weapon types (model/project/weapon_type.h), saved under "weapons" when not empty; none
  // means the built-in shot and spread (builtInWeapons()).
  std::vector<std::unique_ptr<WeaponType>> weapons;
  // Platformer characters (model/platformer/character_type.h), "characters" when not empty.
  std::vector<std::unique_ptr<CharacterType>> characters;
  // Platformer monster types (model/platformer/monster_type.h), "monsters" when not empty.
  std::vector<std::unique_ptr<MonsterType>> monsters;
  // Particle effects (model/effects/particle_effect.h), "effects" when not empty.
  std::vector<std::unique_ptr<ParticleEffect>> effects;
  // Sound cues (model/sound/sound_cue.h), "soundCues" when not empty: presentation only.
  std::vector<std::unique_ptr<SoundCue>> soundCues;
  // The tileset files project.json lists ("tilesets" when not empty), each read with the
  // project; one that cannot be read stays listed (Tileset::readError).
  std::vector<std::unique_ptr<Tileset>> tilesets;
  // The texture graphs of its graphs/ folder (project_graph.h), read on first use, and the
  // files of graphs removed since the last save, which the next save into this folder
  // deletes (a graph deleted or renamed must not come back when the project reopens).
  std::vector<std::unique_ptr<ProjectGraph>> graphs;
  std::vector<std::string> removedGraphFiles;
  GameRulesAsset rules;  // saved in game.json beside project.json (game_rules_json.h)

  // Absolute folder holding project.json; asset paths are relative to it. Not saved.
  std::string directory;
  // The formatVersion project.json had when read: below kFormatVersion, the project was
  // migrated on reading and its next save upgrades the files. Not saved.
  int formatVersionRead = kFormatVersion;
  // The folder the tilesets and graphs were last read from or saved into ("" for a project
  // made in memory). A save into another folder (Save As) writes them all, and copies the
  // files of those that were not or could not be read. Not saved.
  std::string assetsFolder;

  Project() = default;
  Project(const Project& other);
  Project& operator=(const Project& other);

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  void forEachChild(const std::function<void(Describable&)>& fn) override;

  TileDef* findTileDef(std::string_view name) const;
  Level* findLevel(std::string_view name) const;
  EnemyType* findEnemyType(std::string_view name) const;
  BulletKind* findBulletKind(std::string_view name) const;
  BulletPattern* findPattern(std::string_view name) const;
  WeaponType* findWeaponType(std::string_view name) const;  // the project's own only
  CharacterType* findCharacterType(std::string_view name) const;
  MonsterType* findMonsterType(std::string_view name) const;
  ParticleEffect* findEffect(std::string_view name) const;
  SoundCue* findSoundCue(std::string_view name) const;
  Tileset* findTileset(std::string_view name) const;        // readable ones only
  ProjectGraph* findGraph(std::string_view file) const;
  std::string absolutePath(const std::string& relative) const;
  // Whether `relative` names a regular file on disk (an asset's file is there).
  bool hasFile(const std::string& relative) const;
};

}  // namespace sw
