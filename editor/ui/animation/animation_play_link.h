#pragma once
// While Play runs, the Animations dock lights up the animation the selected creature plays
// (issue: "while playing, the selected creature's current animation lights up"): the creature
// of the dock's type that is selected in the level (its CharacterStart or Monster), or else
// the first creature of that type, read from the running level after every advance; nothing
// lights once Play stops.
#include <string>
#include <vector>

namespace sw {
class Describable;
class RuntimeLevel;
}  // namespace sw

namespace sw::play {
class PlaySession;
}

namespace sw::editor {

class AnimationsDock;
class Document;

void linkAnimationsToPlay(AnimationsDock* dock, sw::play::PlaySession* session, Document* document);

// The animation (index in line order) that a creature of `type` (a CharacterType or
// MonsterType of the edited project, matched by kind and name) plays now in `runtime`: the one
// whose start or monster is named in `selected` first, else the first of that type; -1 when
// none runs or the type has no animations.
int currentAnimationOf(const sw::RuntimeLevel& runtime, const sw::Describable& type,
                       const std::vector<std::string>& selected);

}  // namespace sw::editor
