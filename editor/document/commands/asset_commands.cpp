#include "document/commands/asset_commands.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <algorithm>
#include <cctype>

#include "document/commands/asset_file_commands.h"
#include "document/document.h"
#include "document/commands/enemy_type_commands.h"
#include "document/stores/graph_store.h"
#include "document/commands/list_edit.h"
#include "document/commands/project_lists.h"
#include "document/commands/property_edits.h"
#include "document/qt_strings.h"
#include "document/commands/refusal.h"
#include "document/stores/tileset_store.h"
#include "document/commands/character_commands.h"
#include "document/commands/monster_commands.h"
#include "document/commands/weapon_commands.h"
#include "model/io/project_io.h"
#include "model/references/references.h"

namespace sw::editor {

namespace {
// lupdate reads AssetCommandsText::tr calls under the context "AssetCommands".
struct AssetCommandsText {
  Q_DECLARE_TR_FUNCTIONS(AssetCommands)
};

// Letters, digits and _, not starting with a digit: tile definition names become chain
// link names, which expressions use.
std::string identifierFrom(const std::string& text, const std::string& fallback) {
  std::string out;
  for (char c : text) out += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  if (out.find_first_not_of('_') == std::string::npos) return fallback;
  if (std::isdigit(static_cast<unsigned char>(out[0]))) out = fallback + "_" + out;
  return out;
}

QUndoCommand* duplicateLevel(Document* document, const sw::Level& level) {
  auto& project = document->editableProject();
  ListEdit edit(levelList(document));
  auto* copy = static_cast<sw::Level*>(edit.duplicate(level));
  copy->file = sw::levelFileFor(project, copy->name);
  // Fresh ids: ids are unique in the editor session, names only in their level.
  copy->forEachObject([](sw::LevelObject& o) { o.id = sw::newObjectId(); });
  return edit.command(AssetCommandsText::tr("Duplicate level %1").arg(qs(level.name)));
}
}  // namespace

// --- new assets ----------------------------------------------------------------------------

QUndoCommand* makeNewLevel(Document* document) {
  auto& project = document->editableProject();
  auto level = std::make_unique<sw::Level>();
  for (std::size_t n = project.levels.size() + 1;; ++n) {
    level->name = AssetCommandsText::tr("Level %1").arg(n).toStdString();
    if (!project.findLevel(level->name)) break;
  }
  level->file = sw::levelFileFor(project, level->name);
  const QString text = AssetCommandsText::tr("New level %1").arg(qs(level->name));
  ListEdit edit(levelList(document));
  edit.insert(std::move(level));
  return edit.command(text);
}

std::unique_ptr<sw::TileDef> newTileDef(const sw::Project& project, const QString& mesh,
                                        const sw::Box3* bounds) {
  auto def = std::make_unique<sw::TileDef>();
  def->mesh = mesh.toStdString();
  const std::string base = identifierFrom(
      mesh.isEmpty() ? std::string("tile") : QFileInfo(mesh).completeBaseName().toStdString(), "tile");
  def->name = sw::freeNameUnder(project, *def, base);
  if (bounds && !bounds->isEmpty() && bounds->size().x > 1e-6) {
    def->cameraEntry = {bounds->min.x, 0};
    def->cameraExit = {bounds->max.x, 0};
  }
  return def;
}

QUndoCommand* makeAddTileDef(Document* document, std::unique_ptr<sw::TileDef> def, QString* why) {
  auto& project = document->editableProject();
  if (const auto problem = sw::nameProblemUnder(project, *def, def->name)) return refuse(why, qs(*problem));
  const QString text = AssetCommandsText::tr("New tile definition %1").arg(qs(def->name));
  ListEdit edit(tileDefList(document));
  edit.insert(std::move(def));
  return edit.command(text);
}

// --- any asset -------------------------------------------------------------------------------

QStringList assetNames(Document* document, AssetType type) {
  QStringList names;
  const auto& project = document->project();
  switch (type) {
    case AssetType::Level:
      for (const auto& l : project.levels) names << qs(l->name);
      break;
    case AssetType::TileDef:
      for (const auto& t : project.tileDefs) names << qs(t->name);
      break;
    case AssetType::EnemyType:
      for (const auto& e : project.enemyTypes) names << qs(e->name);
      break;
    case AssetType::Tileset:
      for (int i = 0; i < document->tilesets()->count(); ++i)
        if (const sw::Tileset* t = document->tilesets()->tileset(i)) names << qs(t->name);
      break;
    case AssetType::Graph:
      names = document->graphs()->files();
      break;
    case AssetType::Weapon:
      for (const auto& w : project.weapons) names << qs(w->name);
      break;
    case AssetType::Character:
      for (const auto& c : project.characters) names << qs(c->name);
      break;
    case AssetType::Monster:
      for (const auto& m : project.monsters) names << qs(m->name);
      break;
    case AssetType::SoundCue:
      for (const auto& c : project.soundCues) names << qs(c->name);
      break;
  }
  return names;
}

bool assetExists(Document* document, const AssetKey& asset) {
  return assetNames(document, asset.type).contains(asset.name);
}

QString editableName(const AssetKey& asset) {
  if (asset.type != AssetType::Graph) return asset.name;
  QString name = QFileInfo(asset.name).fileName();
  name.chop(int(qstrlen(".graph.json")));
  return name;
}

QUndoCommand* makeDuplicateAsset(Document* document, const AssetKey& asset, QString* why) {
  auto& project = document->editableProject();
  const std::string name = asset.name.toStdString();
  switch (asset.type) {
    case AssetType::Level:
      if (auto* level = project.findLevel(name)) return duplicateLevel(document, *level);
      break;
    case AssetType::TileDef:
      if (auto* def = project.findTileDef(name)) {
        ListEdit edit(tileDefList(document));
        edit.duplicate(*def);
        return edit.command(AssetCommandsText::tr("Duplicate tile definition %1").arg(qs(def->name)));
      }
      break;
    case AssetType::EnemyType:
      if (auto* type = project.findEnemyType(name)) return makeDuplicateEnemyType(document, type);
      break;
    case AssetType::Tileset:
      return makeDuplicateTileset(document, asset.name, why);
    case AssetType::Graph:
      return makeDuplicateGraph(document, asset.name, why);
    case AssetType::Weapon:
      if (auto* weapon = project.findWeaponType(name)) return makeDuplicateWeapon(document, weapon);
      break;
    case AssetType::Character:
      if (auto* character = project.findCharacterType(name)) return makeDuplicateCharacter(document, character);
      break;
    case AssetType::Monster:
      if (auto* monster = project.findMonsterType(name)) return makeDuplicateMonster(document, monster);
      break;
    case AssetType::SoundCue:
      if (auto* cue = project.findSoundCue(name))
        return makeDuplicateItems(soundCueList(document), {cue},
                                  AssetCommandsText::tr("Duplicate sound cue %1").arg(asset.name));
      break;
  }
  return refuse(why, AssetCommandsText::tr("There is no %1.").arg(describeAsset(asset)));
}

QUndoCommand* makeRemoveAsset(Document* document, const AssetKey& asset, QString* why) {
  auto& project = document->editableProject();
  const std::string name = asset.name.toStdString();
  switch (asset.type) {
    case AssetType::Level:
      if (auto* level = project.findLevel(name)) {
        if (project.levels.size() == 1) return refuse(why, AssetCommandsText::tr("A project keeps at least one level."));
        ListEdit edit(levelList(document));
        edit.remove(*level);
        return edit.command(AssetCommandsText::tr("Delete level %1").arg(asset.name));
      }
      break;
    case AssetType::TileDef:
      if (auto* def = project.findTileDef(name)) {
        ListEdit edit(tileDefList(document));
        edit.remove(*def);
        return edit.command(AssetCommandsText::tr("Delete tile definition %1").arg(asset.name));
      }
      break;
    case AssetType::EnemyType:
      if (auto* type = project.findEnemyType(name)) return makeRemoveEnemyType(document, type);
      break;
    case AssetType::Tileset:
      return makeRemoveTileset(document, asset.name, why);
    case AssetType::Graph:
      return makeRemoveGraph(document, asset.name, why);
    case AssetType::Weapon:
      if (auto* weapon = project.findWeaponType(name)) return makeRemoveWeapon(document, weapon);
      break;
    case AssetType::Character:
      if (auto* character = project.findCharacterType(name)) return makeRemoveCharacter(document, character);
      break;
    case AssetType::Monster:
      if (auto* monster = project.findMonsterType(name)) return makeRemoveMonster(document, monster);
      break;
    case AssetType::SoundCue:
      if (auto* cue = project.findSoundCue(name))
        return makeRemoveItems(soundCueList(document), {cue},
                               AssetCommandsText::tr("Delete sound cue %1").arg(asset.name));
      break;
  }
  return refuse(why, AssetCommandsText::tr("There is no %1.").arg(describeAsset(asset)));
}

QUndoCommand* makeRenameAsset(Document* document, const AssetKey& asset, const QString& newName,
                              QString* why) {
  auto& project = document->editableProject();
  const std::string name = asset.name.toStdString();
  sw::Describable* object = nullptr;
  switch (asset.type) {
    case AssetType::Level:
      object = project.findLevel(name);
      break;
    case AssetType::TileDef:
      object = project.findTileDef(name);
      break;
    case AssetType::EnemyType:
      object = project.findEnemyType(name);
      break;
    case AssetType::Tileset:
      return makeRenameTileset(document, asset.name, newName, why);
    case AssetType::Graph:
      return makeRenameGraph(document, asset.name, newName, why);
    case AssetType::Weapon:
      object = project.findWeaponType(name);
      break;
    case AssetType::Character:
      object = project.findCharacterType(name);
      break;
    case AssetType::Monster:
      object = project.findMonsterType(name);
      break;
    case AssetType::SoundCue:
      object = project.findSoundCue(name);
      break;
  }
  if (!object) return refuse(why, AssetCommandsText::tr("There is no %1.").arg(describeAsset(asset)));
  return makeRename(document, object, newName, why);
}

}  // namespace sw::editor
