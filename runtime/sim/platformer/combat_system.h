#pragma once
// Melee hits (DOMAIN.md, "Combat"): after the characters and monsters moved, every swing in its
// active frames hurts what its attack box touches on the other side (characters hit monsters,
// monsters hit characters), each target once per swing, knocked back away from the attacker; a
// landed swing is an "attack-landed" event and the attacker's landedTick (its animations'
// attackLanded). A monster whose type asks for it (contactDamage) also hurts by touch; no one
// else does. Stateless: what a swing already hit is the attacker's (character_motion.h).
#include "sim/platformer/platformer_systems.h"
#include "sim/system.h"

namespace sw {

class CombatSystem final : public StatelessSystem {
 public:
  enum Phase { Hit };

  explicit CombatSystem(LevelContext& level) : StatelessSystem(level, "combat") {}
  void connect(const PlatformerSystems& systems) { s_ = systems; }
  void step(int phase, const TickInput& input) override;

 private:
  void charactersHitMonsters();
  void monstersHitCharacters();

  PlatformerSystems s_;
};

}  // namespace sw
