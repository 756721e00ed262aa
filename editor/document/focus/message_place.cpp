#include "document/focus/message_place.h"

#include <QDir>
#include <QStringList>

#include "document/document.h"
#include "model/enemies/enemy_type.h"
#include "model/io/project_io.h"
#include "model/level/level.h"
#include "model/project/game_rules_asset.h"
#include "model/project/project.h"
#include "model/project/weapon_type.h"
#include "model/tiles/tile_def.h"

namespace sw::editor {
namespace {

// "/objects/3/tick" -> {"objects", "3", "tick"}, with ~1 and ~0 undone (RFC 6901).
QStringList pointerParts(const QString& where) {
  QStringList parts = where.split(QLatin1Char('/'), Qt::SkipEmptyParts);
  for (QString& part : parts) part.replace(QStringLiteral("~1"), QStringLiteral("/")).replace(QStringLiteral("~0"), QStringLiteral("~"));
  return parts;
}

// Index `i` of `parts` as a list index below `size`, or -1.
int indexAt(const QStringList& parts, qsizetype i, std::size_t size) {
  if (i >= parts.size()) return -1;
  bool ok = false;
  const int index = parts[i].toInt(&ok);
  return ok && index >= 0 && std::size_t(index) < size ? index : -1;
}

template <class T>
const T* itemAt(const std::vector<std::unique_ptr<T>>& list, const QStringList& parts, qsizetype i) {
  const int index = indexAt(parts, i, list.size());
  return index < 0 ? nullptr : list[std::size_t(index)].get();
}

}  // namespace

MessagePlace findMessagePlace(const Document& document, const QString& file, const QString& where) {
  MessagePlace place;
  const sw::Project& project = document.project();
  QString relative = QDir::cleanPath(file);
  if (QDir::isAbsolutePath(relative) && !project.directory.empty())
    relative = QDir(QString::fromStdString(project.directory)).relativeFilePath(relative);
  const QStringList parts = pointerParts(where);
  const QString root = parts.value(0);

  if (relative == QLatin1String(sw::kGameRulesFileName)) {
    place.kind = MessagePlace::Kind::GameRules;
    return place;
  }
  for (std::size_t i = 0; i < project.levels.size(); ++i) {
    const sw::Level& level = *project.levels[i];
    if (relative != QDir::cleanPath(QString::fromStdString(level.file))) continue;
    place.kind = MessagePlace::Kind::Level;
    place.level = int(i);
    const sw::LevelObject* object = nullptr;
    if (root == QLatin1String("objects")) object = itemAt(level.objects, parts, 1);
    else if (root == QLatin1String("chain")) object = itemAt(level.chain, parts, 1);
    if (object) {
      place.kind = MessagePlace::Kind::Object;
      place.object = object->id;
    }
    return place;
  }
  if (relative != QLatin1String(sw::kProjectFileName)) return place;
  if (root == QLatin1String("tileDefs")) {
    if ((place.tileDef = itemAt(project.tileDefs, parts, 1))) place.kind = MessagePlace::Kind::TileDef;
  } else if (root == QLatin1String("enemyTypes")) {
    if ((place.enemyType = itemAt(project.enemyTypes, parts, 1))) {
      place.kind = MessagePlace::Kind::EnemyType;
      if (parts.value(2) == QLatin1String("states")) place.enemyState = itemAt(place.enemyType->states, parts, 3);
    }
  } else if (root == QLatin1String("weapons")) {
    if ((place.weapon = itemAt(project.weapons, parts, 1))) place.kind = MessagePlace::Kind::Weapon;
  } else if (root == QLatin1String("soundCues")) {
    if ((place.soundCue = itemAt(project.soundCues, parts, 1))) place.kind = MessagePlace::Kind::SoundCue;
  } else if (root == QLatin1String("patterns")) {
    if (const auto* pattern = itemAt(project.patterns, parts, 1)) {
      place.kind = MessagePlace::Kind::Pattern;
      place.pattern = pattern->name;
    }
  }
  return place;
}

bool goToMessagePlace(Document* document, const MessagePlace& place) {
  switch (place.kind) {
    case MessagePlace::Kind::None:
      return false;
    case MessagePlace::Kind::Level:
    case MessagePlace::Kind::Object:
      if (document->levelIndex() != place.level) document->setLevelIndex(place.level);
      if (place.object) document->selection()->set({place.object});
      return true;
    case MessagePlace::Kind::TileDef:
      document->setCurrentTileDef(place.tileDef);
      return true;
    case MessagePlace::Kind::EnemyType:
      document->setCurrentEnemyType(place.enemyType, place.enemyState);
      return true;
    case MessagePlace::Kind::Weapon:
      document->setCurrentWeapons({place.weapon});
      return true;
    case MessagePlace::Kind::SoundCue:
      document->setCurrentSoundCues({place.soundCue});
      return true;
    case MessagePlace::Kind::Pattern:
    case MessagePlace::Kind::GameRules:
      return true;  // shown by their docks
  }
  return false;
}

}  // namespace sw::editor
