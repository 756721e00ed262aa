#pragma once
// What a message names: a Check Project finding or a load error carries a file and a
// JSON Pointer into it ("levels/level_1.json", "/objects/3/tick"). This finds the thing
// the pointer is in (a level object or chain link, a tile definition, an enemy type and
// its state, a weapon, a pattern, the game rules) so a double-click on the message in the
// Log shows it (#45 friction 7).
#include <QString>
#include <string>

#include "model/level/level_object.h"

namespace sw {
class TileDef;
class EnemyType;
class EnemyState;
class WeaponType;
class SoundCue;
}  // namespace sw

namespace sw::editor {

class Document;

struct MessagePlace {
  enum class Kind { None, Level, Object, TileDef, EnemyType, Weapon, Pattern, GameRules, SoundCue };
  Kind kind = Kind::None;
  int level = -1;                            // Level and Object: the level's index
  ObjectId object = 0;                       // Object: a free object or a chain link
  const sw::TileDef* tileDef = nullptr;
  const sw::EnemyType* enemyType = nullptr;
  const sw::EnemyState* enemyState = nullptr;  // with EnemyType, when the pointer names one
  const sw::WeaponType* weapon = nullptr;
  const sw::SoundCue* soundCue = nullptr;    // SoundCue: /soundCues/N/...
  std::string pattern;                       // Pattern: its name
};

// `file` as messages give it: relative to the project folder or absolute.
MessagePlace findMessagePlace(const Document& document, const QString& file, const QString& where);

// Makes the place current where the document holds it: switches to the level and selects
// the object, picks the tile definition, enemy type (and state) or weapon. Patterns and
// the game rules are shown by their docks. False for Kind::None.
bool goToMessagePlace(Document* document, const MessagePlace& place);

}  // namespace sw::editor
