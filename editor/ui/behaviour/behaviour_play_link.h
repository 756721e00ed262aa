#pragma once
// While Play runs, the Behaviour dock lights up the state the picked enemy's machine is in
// and flashes the transition that just fired (issue 41 item 5), read from the running level
// after every advance (PlaySession::advanced, once per drawn frame); nothing lights once
// Play stops. The enemy: the first live one of the dock's enemy type from a spawn selected in
// the level, else the first live one of that type. States are matched by name, so a list
// reordered while Play runs its snapshot still lights the right box.
#include <cstdint>
#include <string>
#include <vector>

namespace sw {
class RuntimeLevel;
}

namespace sw::play {
class PlaySession;
}

namespace sw::editor {

class BehaviourDock;
class Document;

struct LiveBehaviour {
  std::string state;         // the state the machine is in ("": no enemy, or not started)
  std::string flashFrom;     // the state whose transition just fired ("": none)
  int flashTransition = -1;  // its index in that state's transitions (the line's index)
  friend bool operator==(const LiveBehaviour&, const LiveBehaviour&) = default;
};

// How long after a transition fired it still flashes, in ticks in the new state.
inline constexpr std::int64_t kFlashTicks = 20;

// Machine `machine` of the body (part "") or of part `part` of a live enemy of type
// `enemyType` in `runtime`: the first from a spawn named in `selectedSpawns`, else the first.
LiveBehaviour liveBehaviourOf(const sw::RuntimeLevel& runtime, const std::string& enemyType,
                              const std::string& part, const std::string& machine,
                              const std::vector<std::string>& selectedSpawns);

void linkBehaviourToPlay(BehaviourDock* dock, sw::play::PlaySession* session, Document* document);

}  // namespace sw::editor
