#include "document/commands/asset_uses.h"

#include "model/sound/event_sounds.h"

#include <QCoreApplication>
#include <map>

#include "document/document.h"
#include "document/qt_strings.h"
#include "model/references/references.h"

namespace sw::editor {

namespace {
// lupdate reads AssetUsesText::tr calls under the context "AssetUses".
struct AssetUsesText {
  Q_DECLARE_TR_FUNCTIONS(AssetUses)
};

// The word people use for a described type; the type name for types not listed.
QString kindOf(const sw::Describable& object) {
  static const std::map<std::string, const char*> words = {
      {"TileInstance", QT_TRANSLATE_NOOP("AssetUses", "chain link")},
      {"Spawn", QT_TRANSLATE_NOOP("AssetUses", "spawn")},
      {"Marker", QT_TRANSLATE_NOOP("AssetUses", "marker")},
      {"Trigger", QT_TRANSLATE_NOOP("AssetUses", "trigger")},
      {"Loop", QT_TRANSLATE_NOOP("AssetUses", "loop")},
      {"Path", QT_TRANSLATE_NOOP("AssetUses", "path")},
      {"Geometry", QT_TRANSLATE_NOOP("AssetUses", "geometry")},
      {"CharacterStart", QT_TRANSLATE_NOOP("AssetUses", "character start")},
      {"Monster", QT_TRANSLATE_NOOP("AssetUses", "monster")},
      {"TileDef", QT_TRANSLATE_NOOP("AssetUses", "tile definition")},
      {"EnemyType", QT_TRANSLATE_NOOP("AssetUses", "enemy type")},
      {"EnemyState", QT_TRANSLATE_NOOP("AssetUses", "state")},
      {"Level", QT_TRANSLATE_NOOP("AssetUses", "level")},
      {"TileLayer", QT_TRANSLATE_NOOP("AssetUses", "tile layer")},
  };
  const std::string& type = object.description().typeName();
  auto it = words.find(type);
  return it == words.end() ? qs(type) : AssetUsesText::tr(it->second);
}

QString named(const sw::Describable& object) {
  return QStringLiteral("%1 \u2018%2\u2019").arg(kindOf(object), qs(sw::nameOf(object)));
}

// "level 'Level 1': chain link 'gate_1' (Tile)": the object in its parent, and the property.
QString useLine(sw::Project& project, sw::Describable& object, const sw::Property& property) {
  QString line = named(object);
  sw::Describable* parent = sw::parentOf(project, object);
  if (parent && parent != &project) line = named(*parent) + QStringLiteral(": ") + line;
  return line + QStringLiteral(" (%1)").arg(qs(property.label));
}

sw::Describable* treeObject(sw::Project& project, const AssetKey& asset) {
  const std::string name = asset.name.toStdString();
  switch (asset.type) {
    case AssetType::Level:
      return project.findLevel(name);
    case AssetType::TileDef:
      return project.findTileDef(name);
    case AssetType::EnemyType:
      return project.findEnemyType(name);
    case AssetType::Weapon:
      return project.findWeaponType(name);
    case AssetType::Character:
      return project.findCharacterType(name);
    case AssetType::Monster:
      return project.findMonsterType(name);
    case AssetType::SoundCue:
      return project.findSoundCue(name);
    default:
      return nullptr;
  }
}
}  // namespace

QString describeAsset(const AssetKey& asset) {
  switch (asset.type) {
    case AssetType::Level:
      return AssetUsesText::tr("level \u2018%1\u2019").arg(asset.name);
    case AssetType::TileDef:
      return AssetUsesText::tr("tile definition \u2018%1\u2019").arg(asset.name);
    case AssetType::EnemyType:
      return AssetUsesText::tr("enemy type \u2018%1\u2019").arg(asset.name);
    case AssetType::Tileset:
      return AssetUsesText::tr("tileset \u2018%1\u2019").arg(asset.name);
    case AssetType::Graph:
      return AssetUsesText::tr("graph \u2018%1\u2019").arg(asset.name);
    case AssetType::Weapon:
      return AssetUsesText::tr("weapon \u2018%1\u2019").arg(asset.name);
    case AssetType::Character:
      return AssetUsesText::tr("character \u2018%1\u2019").arg(asset.name);
    case AssetType::Monster:
      return AssetUsesText::tr("monster type \u2018%1\u2019").arg(asset.name);
    case AssetType::SoundCue:
      return AssetUsesText::tr("sound cue \u2018%1\u2019").arg(asset.name);
  }
  return asset.name;
}

QStringList usesOf(Document* document, const AssetKey& asset) {
  sw::Project& project = document->editableProject();
  QStringList uses;
  if (sw::Describable* object = treeObject(project, asset)) {
    for (const auto& referrer : sw::referrersOf(project, *object))
      uses << useLine(project, *referrer.object, *referrer.property);
  }
  if (asset.type == AssetType::SoundCue) {
    // The game rules live beside the project tree (game.json): their event sounds by hand.
    const auto& rows = project.rules.eventSounds;
    for (std::size_t i = 0; i < rows.size(); ++i)
      if (auto parsed = sw::parseEventSound(rows[i]); parsed.row && parsed.row->cue == asset.name.toStdString())
        uses << AssetUsesText::tr("game rules: event sound \u2018%1\u2019").arg(qs(rows[i]));
  } else if (asset.type == AssetType::Graph) {
    const std::string file = asset.name.toStdString();
    sw::forEachDescribed(project, [&](sw::Describable& o) {
      for (const auto& p : o.description().properties())
        if (p.kind == sw::ValueKind::AssetRef) {
          const sw::Value held = p.get(o);
          if (const auto* text = std::get_if<std::string>(&held); text && *text == file)
            uses << useLine(project, o, p);
        }
    });
  } else if (asset.type == AssetType::Tileset) {
    const std::string name = asset.name.toStdString();
    for (const auto& level : project.levels)
      for (const auto& link : level->chain)
        for (const auto& layer : link->tileLayers) {
          std::size_t placed = 0;
          for (const auto& tile : layer.tiles)
            if (tile.ref < layer.palette.size() && layer.palette[tile.ref].tileset == name) ++placed;
          if (placed > 0)
            uses << AssetUsesText::tr("%1: %2, layer \u2018%3\u2019: %n placed tile(s)", nullptr, int(placed))
                        .arg(named(*level), named(*link), qs(layer.name));
        }
  }
  return uses;
}

}  // namespace sw::editor
