// The Animations dock following Play (animation_play_link.h).
#include "ui/animation/animation_play_link.h"

#include <algorithm>

#include "document/document.h"
#include "model/level/level.h"
#include "model/platformer/character_type.h"
#include "model/platformer/monster_type.h"
#include "play/play_session.h"
#include "sim/platformer/character_system.h"
#include "sim/platformer/monster_system.h"
#include "sim/runtime_level.h"
#include "ui/animation/animations_dock.h"

namespace sw::editor {

namespace {
// Of the creatures `count` holds, the one of `type` named in `selected` first, else the
// first of `type`; -1 when none.
template <class IsOfType, class NameOf>
int pick(std::size_t count, IsOfType isOfType, NameOf nameOf, const std::vector<std::string>& selected) {
  int first = -1;
  for (std::size_t i = 0; i < count; ++i) {
    if (!isOfType(i)) continue;
    if (std::find(selected.begin(), selected.end(), nameOf(i)) != selected.end()) return int(i);
    if (first < 0) first = int(i);
  }
  return first;
}
}  // namespace

int currentAnimationOf(const sw::RuntimeLevel& runtime, const sw::Describable& type,
                       const std::vector<std::string>& selected) {
  if (const auto* character = dynamic_cast<const sw::CharacterType*>(&type)) {
    const auto* characters = runtime.find<sw::CharacterSystem>();
    if (!characters) return -1;
    const int i = pick(
        characters->characters().size(), [&](std::size_t c) { return characters->type(c).name == character->name; },
        [&](std::size_t c) { return characters->name(c); }, selected);
    if (i < 0 || characters->look(std::size_t(i)) < 0) return -1;
    return characters->characters()[std::size_t(i)].animation.animation;
  }
  if (const auto* monster = dynamic_cast<const sw::MonsterType*>(&type)) {
    const auto* monsters = runtime.find<sw::MonsterSystem>();
    if (!monsters) return -1;
    const int i = pick(
        monsters->monsters().size(), [&](std::size_t m) { return monsters->type(m).name == monster->name; },
        [&](std::size_t m) { return monsters->name(m); }, selected);
    if (i < 0 || monsters->look(std::size_t(i)) < 0) return -1;
    return monsters->monsters()[std::size_t(i)].body.animation.animation;
  }
  return -1;
}

void linkAnimationsToPlay(AnimationsDock* dock, sw::play::PlaySession* session, Document* document) {
  QObject::connect(session, &sw::play::PlaySession::advanced, dock, [dock, session, document] {
    const sw::RuntimeLevel* runtime = session->runtime();
    const sw::Describable* creature = dock->creature();
    if (!runtime || !creature) return;
    std::vector<std::string> selected;
    if (const sw::Level* level = document->level())
      for (sw::ObjectId id : document->selection()->ids())
        if (const sw::LevelObject* o = level->findById(id)) selected.push_back(o->name);
    dock->showCurrentAnimation(currentAnimationOf(*runtime, *creature, selected));
  });
  QObject::connect(session, &sw::play::PlaySession::stateChanged, dock, [dock](sw::play::PlaySession::State state) {
    if (state == sw::play::PlaySession::State::Stopped) dock->showCurrentAnimation(-1);
  });
}

}  // namespace sw::editor
