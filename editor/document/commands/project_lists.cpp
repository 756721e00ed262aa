#include "document/commands/project_lists.h"

#include <memory>

#include "document/document.h"
#include "document/stores/tileset_store.h"

namespace sw::editor {

namespace {

// The placed items of the list's type (all of them are; the cast only restores the type).
template <class T>
std::vector<const T*> placedOf(const std::vector<sw::Describable*>& placed) {
  std::vector<const T*> out;
  for (sw::Describable* item : placed)
    if (const auto* t = dynamic_cast<const T*>(item)) out.push_back(t);
  return out;
}

}  // namespace

DescribedList weaponList(Document* document) {
  sw::Project& project = document->editableProject();
  return {&project, &project.weapons, {{}, [document](const std::vector<sw::Describable*>& placed) {
                                         document->notifyWeaponsChanged();
                                         if (auto weapons = placedOf<sw::WeaponType>(placed);
                                             !weapons.empty())
                                           document->setCurrentWeapons(std::move(weapons));
                                       }}};
}

DescribedList characterList(Document* document) {
  sw::Project& project = document->editableProject();
  return {&project, &project.characters, {{}, [document](const std::vector<sw::Describable*>& placed) {
                                            document->notifyCharactersChanged();
                                            if (auto characters = placedOf<sw::CharacterType>(placed);
                                                !characters.empty())
                                              document->setCurrentCharacters(std::move(characters));
                                          }}};
}

DescribedList monsterList(Document* document) {
  sw::Project& project = document->editableProject();
  return {&project, &project.monsters, {{}, [document](const std::vector<sw::Describable*>& placed) {
                                          document->notifyMonstersChanged();
                                          if (auto monsters = placedOf<sw::MonsterType>(placed);
                                              !monsters.empty())
                                            document->setCurrentMonsters(std::move(monsters));
                                        }}};
}

DescribedList effectList(Document* document) {
  sw::Project& project = document->editableProject();
  return {&project, &project.effects, {{}, [document](const std::vector<sw::Describable*>&) {
                                         document->notifyEffectsChanged();
                                       }}};
}

DescribedList emitterList(Document* document, sw::ParticleEffect* effect) {
  return {effect, &effect->emitters, {{}, [document](const std::vector<sw::Describable*>&) {
                                        document->notifyEffectsChanged();
                                      }}};
}

DescribedList soundCueList(Document* document) {
  sw::Project& project = document->editableProject();
  return {&project, &project.soundCues, {{}, [document](const std::vector<sw::Describable*>& placed) {
                                           document->notifySoundCuesChanged();
                                           if (auto cues = placedOf<sw::SoundCue>(placed); !cues.empty())
                                             document->setCurrentSoundCues(std::move(cues));
                                         }}};
}

DescribedList enemyTypeList(Document* document) {
  sw::Project& project = document->editableProject();
  return {&project, &project.enemyTypes, {{}, [document](const std::vector<sw::Describable*>& placed) {
                                            document->notifyEnemyTypesChanged();
                                            if (auto types = placedOf<sw::EnemyType>(placed); !types.empty())
                                              document->setCurrentEnemyType(types.front());
                                          }}};
}

DescribedList enemyStateList(Document* document, sw::EnemyType* type, sw::EnemyPart* part) {
  sw::Describable* owner = part ? static_cast<sw::Describable*>(part) : type;
  auto* states = part ? &part->states : &type->states;
  return {owner, states, {{}, [document, type](const std::vector<sw::Describable*>& placed) {
                            document->notifyEnemyTypesChanged();
                            if (auto states = placedOf<sw::EnemyState>(placed); !states.empty())
                              document->setCurrentEnemyType(type, states.front());
                          }}};
}

DescribedList enemyPartList(Document* document, sw::EnemyType* type) {
  return {type, &type->parts, {{}, [document, type](const std::vector<sw::Describable*>& placed) {
                                 document->notifyEnemyTypesChanged();
                                 if (auto parts = placedOf<sw::EnemyPart>(placed); !parts.empty())
                                   document->setCurrentEnemyParts(type, std::move(parts));
                               }}};
}

DescribedList bulletKindList(Document* document) {
  sw::Project& project = document->editableProject();
  // The pattern editor lists the kinds a fire command may name.
  return {
      &project, &project.bulletKinds, {{}, [document](const auto&) { document->notifyPatternsChanged(); }}};
}

DescribedList patternList(Document* document) {
  sw::Project& project = document->editableProject();
  // The patterns dock keeps its own current row (by name), so nothing is made current here.
  return {&project, &project.patterns, {{}, [document](const auto&) { document->notifyPatternsChanged(); }}};
}

DescribedList levelList(Document* document) {
  sw::Project& project = document->editableProject();
  // The level shown before the change, so the document keeps showing it when it stays.
  auto shown = std::make_shared<const sw::Level*>(nullptr);
  return {&project,
          &project.levels,
          {[document, shown] { *shown = document->level(); },
           [document, shown](const std::vector<sw::Describable*>& placed) {
             const auto levels = placedOf<sw::Level>(placed);
             document->notifyLevelsChanged(*shown, levels.empty() ? nullptr : levels.front());
           }}};
}

DescribedList tileDefList(Document* document) {
  sw::Project& project = document->editableProject();
  return {&project, &project.tileDefs, {{}, [document](const std::vector<sw::Describable*>& placed) {
                                          document->notifyTileDefsChanged();
                                          if (auto defs = placedOf<sw::TileDef>(placed); !defs.empty())
                                            document->setCurrentTileDef(defs.front());
                                        }}};
}

DescribedList tilesetList(Document* document) {
  sw::Project& project = document->editableProject();
  return {&project, &project.tilesets, {{}, [document](const auto&) {
                                          document->tilesets()->notifyTilesetsChanged();
                                        }}};
}

}  // namespace sw::editor
