// What the grid shows and the Edit menu does for a picked tile definition, enemy type,
// state or parts, player weapons, platformer characters and monster types; the texts are the grid
// header's (context "PropertyGrid").
#include "document/focus/project_focus.h"

#include <QCoreApplication>

#include "document/commands/asset_commands.h"
#include "document/commands/asset_uses.h"
#include "document/commands/enemy_part_commands.h"
#include "document/commands/enemy_type_commands.h"
#include "document/document.h"
#include "document/qt_strings.h"
#include "model/enemies/enemy_behaviour.h"

namespace sw::editor {

namespace {
struct ProjectFocusText {
  Q_DECLARE_TR_FUNCTIONS(PropertyGrid)
};

bool assetVerb(EditVerb verb) { return verb == EditVerb::Remove || verb == EditVerb::Duplicate; }
}  // namespace

// --- tile definition ---

std::vector<EditSubject> TileDefFocus::focusSubjects() const {
  if (sw::TileDef* def = document_->editable(document_->currentTileDef())) return {def};
  return {};
}

QString TileDefFocus::focusTitle() const {
  const sw::TileDef* def = document_->currentTileDef();
  return def ? ProjectFocusText::tr("Tile \u201C%1\u201D").arg(qs(def->name)) : QString();
}

void TileDefFocus::focusLost() { document_->setCurrentTileDef(nullptr); }

bool TileDefFocus::can(EditVerb verb) const {
  return document_->currentTileDef() && (assetVerb(verb) || FocusOwner::can(verb));
}

QStringList TileDefFocus::usesBeforeRemove() const {
  const sw::TileDef* def = document_->currentTileDef();
  return def ? usesOf(document_, {AssetType::TileDef, qs(def->name)}) : QStringList();
}

QUndoCommand* TileDefFocus::removeCommand(QString* why) {
  const sw::TileDef* def = document_->currentTileDef();
  return def ? makeRemoveAsset(document_, {AssetType::TileDef, qs(def->name)}, why) : refuse(why);
}

QUndoCommand* TileDefFocus::duplicateCommand(sw::Vec2, QString* why) {
  const sw::TileDef* def = document_->currentTileDef();
  return def ? makeDuplicateAsset(document_, {AssetType::TileDef, qs(def->name)}, why) : refuse(why);
}

// --- enemy type, state or parts ---

std::vector<EditSubject> EnemyFocus::focusSubjects() const {
  if (sw::EnemyState* state = document_->editable(document_->currentEnemyState())) return {state};
  sw::EnemyType* type = document_->editable(document_->currentEnemyType());
  if (!type) return {};
  const auto& parts = document_->currentEnemyParts();
  if (parts.empty()) return {type};
  std::vector<EditSubject> out;
  for (const sw::EnemyPart* p : parts) out.push_back(document_->editable(p));
  // A part's name is in behaviour lines and its children's `parent`: its own command renames.
  if (out.size() == 1) {
    Document* document = document_;
    sw::EnemyPart* part = document_->editable(parts.front());
    out.front().renamesWith([document, type, part](const std::string& to, QString* why) {
      return makeRenamePart(document, type, part, to, why);
    });
  }
  return out;
}

QString EnemyFocus::focusTitle() const {
  const sw::EnemyType* type = document_->currentEnemyType();
  if (!type) return {};
  if (const sw::EnemyState* state = document_->currentEnemyState()) {
    if (const sw::EnemyPart* part = stateOwner(*type, state))
      return ProjectFocusText::tr("State \u201C%1\u201D of part \u201C%2\u201D")
          .arg(qs(state->name), qs(part->name));
    return ProjectFocusText::tr("State \u201C%1\u201D of \u201C%2\u201D").arg(qs(state->name), qs(type->name));
  }
  const auto& parts = document_->currentEnemyParts();
  if (parts.size() == 1)
    return ProjectFocusText::tr("Part \u201C%1\u201D of \u201C%2\u201D")
        .arg(qs(parts.front()->name), qs(type->name));
  if (!parts.empty())
    return ProjectFocusText::tr("%n parts of \u201C%1\u201D", nullptr, int(parts.size())).arg(qs(type->name));
  return ProjectFocusText::tr("Enemy \u201C%1\u201D").arg(qs(type->name));
}

void EnemyFocus::focusLost() { document_->setCurrentEnemyType(nullptr); }

bool EnemyFocus::can(EditVerb verb) const {
  if (!document_->currentEnemyType()) return false;
  // A state or part is removed on its own; duplicating one has no command (the type's copy has all).
  if ((document_->currentEnemyState() || !document_->currentEnemyParts().empty()) &&
      verb == EditVerb::Duplicate)
    return false;
  return assetVerb(verb) || FocusOwner::can(verb);
}

QStringList EnemyFocus::usesBeforeRemove() const {
  const sw::EnemyType* type = document_->currentEnemyType();
  if (!type || document_->currentEnemyState() || !document_->currentEnemyParts().empty()) return {};
  return usesOf(document_, {AssetType::EnemyType, qs(type->name)});
}

QUndoCommand* EnemyFocus::removeCommand(QString* why) {
  sw::EnemyType* type = document_->editable(document_->currentEnemyType());
  if (!type) return refuse(why);
  if (sw::EnemyState* state = document_->editable(document_->currentEnemyState())) {
    if (why) why->clear();
    return makeRemoveEnemyState(document_, type, state);
  }
  if (!document_->currentEnemyParts().empty()) {
    if (why) why->clear();
    return makeRemoveParts(document_, type, document_->currentEnemyParts());
  }
  return makeRemoveAsset(document_, {AssetType::EnemyType, qs(type->name)}, why);
}

QUndoCommand* EnemyFocus::duplicateCommand(sw::Vec2, QString* why) {
  const sw::EnemyType* type = document_->currentEnemyType();
  if (!type || document_->currentEnemyState() || !document_->currentEnemyParts().empty()) return refuse(why);
  return makeDuplicateAsset(document_, {AssetType::EnemyType, qs(type->name)}, why);
}

std::string EnemyFocus::statePointer() const {
  const sw::EnemyType* type = document_->currentEnemyType();
  const sw::EnemyState* state = document_->currentEnemyState();
  if (!type || !state) return {};
  bool found = false;
  const sw::EnemyPart* part = stateOwner(*type, state, &found);
  if (!found) return {};
  std::string prefix;
  const auto* states = &type->states;
  if (part) {
    for (std::size_t p = 0; p < type->parts.size(); ++p)
      if (type->parts[p].get() == part) prefix = "/parts/" + std::to_string(p);
    states = &part->states;
  }
  for (std::size_t i = 0; i < states->size(); ++i)
    if ((*states)[i].get() == state) return prefix + "/states/" + std::to_string(i);
  return {};
}

std::optional<QString> EnemyFocus::itemProblem(const std::string& key, int item) const {
  const std::string state = statePointer();
  if (state.empty() || item < 0) return std::nullopt;
  // The behaviour compiler is the one judge (Play and validation use it too); an enemy
  // type has a few dozen lines, so compiling it per row costs nothing noticeable.
  std::vector<sw::BehaviourProblem> problems;
  sw::checkBehaviours(*document_->currentEnemyType(), &problems);
  const std::string pointer = state + "/" + key + "/" + std::to_string(item);
  for (const auto& p : problems)
    if (p.pointer == pointer) return qs(p.message);
  return std::nullopt;
}

void EnemyFocus::edited(const std::string& key) {
  // The lines of list `key` that the behaviour compiler rejects go to the log, so a bad
  // line is reported where it is typed and not only at Play.
  const std::string state = statePointer();
  if (state.empty()) return;
  const sw::EnemyType* type = document_->currentEnemyType();
  const auto& types = document_->project().enemyTypes;
  std::size_t typeIndex = 0;
  while (typeIndex < types.size() && types[typeIndex].get() != type) ++typeIndex;
  if (typeIndex == types.size()) return;
  std::vector<sw::BehaviourProblem> problems;
  sw::checkBehaviours(*type, &problems);
  const std::string prefix = state + "/" + key + "/";
  for (const auto& p : problems)
    if (p.fatal && p.pointer.rfind(prefix, 0) == 0)
      document_->log()->add(LogEntry::Severity::Warning, qs(p.message), document_->projectFile(),
                            qs("/enemyTypes/" + std::to_string(typeIndex) + p.pointer));
}

// --- player weapons ---

std::vector<EditSubject> WeaponsFocus::focusSubjects() const {
  std::vector<EditSubject> out;
  for (const sw::WeaponType* w : document_->currentWeapons())
    if (sw::WeaponType* own = document_->editable(w)) out.push_back(own);
  return out;
}

QString WeaponsFocus::focusTitle() const {
  const auto& weapons = document_->currentWeapons();
  if (weapons.size() == 1) return ProjectFocusText::tr("Weapon \u201C%1\u201D").arg(qs(weapons.front()->name));
  return weapons.empty() ? QString() : ProjectFocusText::tr("%n weapons", nullptr, int(weapons.size()));
}

void WeaponsFocus::focusLost() { document_->setCurrentWeapons({}); }

std::vector<std::string> WeaponsFocus::pickedNames() const {
  std::vector<std::string> out;
  for (const sw::WeaponType* w : document_->currentWeapons()) out.push_back(w->name);
  return out;
}

// --- one picked asset at a time is an asset ---

bool PickedAssetsFocus::can(EditVerb verb) const {
  return pickedNames().size() == 1 && (assetVerb(verb) || FocusOwner::can(verb));
}

QStringList PickedAssetsFocus::usesBeforeRemove() const {
  const std::vector<std::string> picked = pickedNames();
  return picked.size() == 1 ? usesOf(document_, {type_, qs(picked.front())}) : QStringList();
}

QUndoCommand* PickedAssetsFocus::removeCommand(QString* why) {
  const std::vector<std::string> picked = pickedNames();
  if (picked.size() != 1) return refuse(why);
  return makeRemoveAsset(document_, {type_, qs(picked.front())}, why);
}

QUndoCommand* PickedAssetsFocus::duplicateCommand(sw::Vec2, QString* why) {
  const std::vector<std::string> picked = pickedNames();
  if (picked.size() != 1) return refuse(why);
  return makeDuplicateAsset(document_, {type_, qs(picked.front())}, why);
}

// --- platformer characters ---

std::vector<EditSubject> CharactersFocus::focusSubjects() const {
  std::vector<EditSubject> out;
  for (const sw::CharacterType* c : document_->currentCharacters())
    if (sw::CharacterType* own = document_->editable(c)) out.push_back(own);
  return out;
}

QString CharactersFocus::focusTitle() const {
  const auto& characters = document_->currentCharacters();
  if (characters.size() == 1) return ProjectFocusText::tr("Character \u201C%1\u201D").arg(qs(characters.front()->name));
  return characters.empty() ? QString() : ProjectFocusText::tr("%n characters", nullptr, int(characters.size()));
}

void CharactersFocus::focusLost() { document_->setCurrentCharacters({}); }

std::vector<std::string> CharactersFocus::pickedNames() const {
  std::vector<std::string> out;
  for (const sw::CharacterType* c : document_->currentCharacters()) out.push_back(c->name);
  return out;
}

// --- platformer monster types ---

std::vector<EditSubject> MonstersFocus::focusSubjects() const {
  std::vector<EditSubject> out;
  for (const sw::MonsterType* m : document_->currentMonsters())
    if (sw::MonsterType* own = document_->editable(m)) out.push_back(own);
  return out;
}

QString MonstersFocus::focusTitle() const {
  const auto& monsters = document_->currentMonsters();
  if (monsters.size() == 1) return ProjectFocusText::tr("Monster type \u201C%1\u201D").arg(qs(monsters.front()->name));
  return monsters.empty() ? QString() : ProjectFocusText::tr("%n monster types", nullptr, int(monsters.size()));
}

void MonstersFocus::focusLost() { document_->setCurrentMonsters({}); }

std::vector<std::string> MonstersFocus::pickedNames() const {
  std::vector<std::string> out;
  for (const sw::MonsterType* m : document_->currentMonsters()) out.push_back(m->name);
  return out;
}

// --- sound cues ---

std::vector<EditSubject> SoundCuesFocus::focusSubjects() const {
  std::vector<EditSubject> out;
  for (const sw::SoundCue* c : document_->currentSoundCues())
    if (sw::SoundCue* own = document_->editable(c)) out.push_back(own);
  return out;
}

QString SoundCuesFocus::focusTitle() const {
  const auto& cues = document_->currentSoundCues();
  if (cues.size() == 1) return ProjectFocusText::tr("Sound cue \u201C%1\u201D").arg(qs(cues.front()->name));
  return cues.empty() ? QString() : ProjectFocusText::tr("%n sound cues", nullptr, int(cues.size()));
}

void SoundCuesFocus::focusLost() { document_->setCurrentSoundCues({}); }

std::vector<std::string> SoundCuesFocus::pickedNames() const {
  std::vector<std::string> out;
  for (const sw::SoundCue* c : document_->currentSoundCues()) out.push_back(c->name);
  return out;
}

}  // namespace sw::editor
