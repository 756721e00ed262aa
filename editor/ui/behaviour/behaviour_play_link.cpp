// The Behaviour dock following Play (behaviour_play_link.h).
#include "ui/behaviour/behaviour_play_link.h"

#include <algorithm>

#include "document/document.h"
#include "model/level/level.h"
#include "model/level/spawn.h"
#include "play/play_session.h"
#include "sim/runtime_level.h"
#include "sim/systems/enemies/enemy_system.h"
#include "ui/behaviour/behaviour_dock.h"

namespace sw::editor {

namespace {
// The instance of machine `machine` of the enemy's body or part `part`, or nullptr.
const sw::StateMachineInstance* instanceOf(const sw::EnemySystem& enemies, const sw::Enemy& enemy,
                                           const std::string& part, const std::string& machine) {
  const sw::EnemySystem::Type& type = enemies.type(enemy.type);
  const auto pick = [&](const std::vector<sw::StateMachine>& machines,
                        const std::array<sw::StateMachineInstance, sw::kMaxMachines>& instances)
      -> const sw::StateMachineInstance* {
    for (std::size_t m = 0; m < machines.size() && m < instances.size(); ++m)
      if (machines[m].behaviour().machine == machine) return &instances[m];
    return nullptr;
  };
  if (part.empty()) return pick(type.machines, enemy.machines);
  const sw::PartState* partSlots = enemies.partsOf(enemy);
  if (!partSlots) return nullptr;
  for (int s = 0; s < sw::kMaxParts; ++s) {
    const int p = partSlots[s].part;
    if (p >= 0 && p < int(type.parts.size()) && type.parts[std::size_t(p)].name == part)
      return pick(type.parts[std::size_t(p)].machines, partSlots[s].machines);
  }
  return nullptr;
}

const sw::StateMachine* machineOf(const sw::EnemySystem& enemies, const sw::Enemy& enemy,
                                  const std::string& part, const std::string& machine) {
  const sw::EnemySystem::Type& type = enemies.type(enemy.type);
  const std::vector<sw::StateMachine>* machines = &type.machines;
  if (!part.empty()) {
    machines = nullptr;
    for (const auto& p : type.parts)
      if (p.name == part) machines = &p.machines;
  }
  if (!machines) return nullptr;
  for (const sw::StateMachine& m : *machines)
    if (m.behaviour().machine == machine) return &m;
  return nullptr;
}
}  // namespace

LiveBehaviour liveBehaviourOf(const sw::RuntimeLevel& runtime, const std::string& enemyType,
                              const std::string& part, const std::string& machine,
                              const std::vector<std::string>& selectedSpawns) {
  const auto* enemies = runtime.find<sw::EnemySystem>();
  if (!enemies) return {};
  const sw::Enemy* picked = nullptr;
  for (const sw::Enemy& e : enemies->enemies()) {
    if (e.died || e.type < 0 || enemies->type(e.type).name != enemyType) continue;
    if (!instanceOf(*enemies, e, part, machine)) continue;
    const std::string& spawn = enemies->spawn(std::size_t(e.spawn)).spec.name;
    if (std::find(selectedSpawns.begin(), selectedSpawns.end(), spawn) != selectedSpawns.end()) {
      picked = &e;
      break;
    }
    if (!picked) picked = &e;
  }
  if (!picked) return {};
  const sw::StateMachineInstance* instance = instanceOf(*enemies, *picked, part, machine);
  const sw::StateMachine* compiled = machineOf(*enemies, *picked, part, machine);
  if (!instance || !compiled || instance->state() < 0 ||
      std::size_t(instance->state()) >= compiled->stateCount())
    return {};
  LiveBehaviour live;
  live.state = compiled->state(instance->state()).name;
  // The last transition flashes while the state it led to is young, if it led here.
  const int from = instance->lastTransitionState(), index = instance->lastTransition();
  if (from >= 0 && std::size_t(from) < compiled->stateCount() && instance->ticksInState() < kFlashTicks) {
    const auto& transitions = compiled->state(from).transitions;
    if (index >= 0 && std::size_t(index) < transitions.size() &&
        transitions[std::size_t(index)].state == instance->state()) {
      live.flashFrom = compiled->state(from).name;
      live.flashTransition = index;
    }
  }
  return live;
}

void linkBehaviourToPlay(BehaviourDock* dock, sw::play::PlaySession* session, Document* document) {
  QObject::connect(session, &sw::play::PlaySession::advanced, dock, [dock, session, document] {
    const sw::RuntimeLevel* runtime = session->runtime();
    const sw::EnemyType* type = dock->enemyType();
    if (!runtime || !type || !dock->isVisible()) return;
    const behaviour::MachineRef machine = dock->machine();
    const std::string part = machine.part >= 0 && machine.part < int(type->parts.size())
                                 ? type->parts[std::size_t(machine.part)]->name
                                 : std::string();
    if (machine.part >= 0 && part.empty()) return;
    std::vector<std::string> selected;
    if (const sw::Level* level = document->level())
      for (sw::ObjectId id : document->selection()->ids())
        if (const auto* spawn = dynamic_cast<const sw::Spawn*>(level->findById(id)))
          selected.push_back(spawn->name);
    dock->showLive(liveBehaviourOf(*runtime, type->name, part, machine.machine, selected));
  });
  QObject::connect(session, &sw::play::PlaySession::stateChanged, dock,
                   [dock](sw::play::PlaySession::State state) {
                     if (state == sw::play::PlaySession::State::Stopped) dock->showLive({});
                   });
}

}  // namespace sw::editor
