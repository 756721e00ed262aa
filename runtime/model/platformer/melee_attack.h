#pragma once
// A melee attack as data (DOMAIN.md, "Combat"): what characters and monsters share, so both
// types inherit these members and describe them with one function (describeMeleeAttack),
// and the property grid, JSON and undo treat them like the type's own.
//
// A swing plays `attackAnimation` (its frames come from the type's sprite; a type without one
// plays `attackFrames` frames of `attackFrameTicks` ticks). It hurts during frames
// attackFirstFrame..attackLastFrame (0-based): whatever its attack shape touches then takes
// `attackDamage` and is knocked back at `attackKnockback`, each target once per swing. The
// attack shape is the frame's own (a sprite tile's attackShape), or else a box `attackReach`
// ahead of the body and `attackHeight` tall, from the feet up. Touching a creature hurts only
// when its type asks for it (contactDamage above 0).
#include <cstdint>
#include <string>

#include "core/property.h"

namespace sw {

class MeleeAttack {
 public:
  bool canAttack = true;
  std::string attackAnimation = "attack";
  std::int64_t attackDamage = 1;
  double attackKnockback = 0.2;
  std::int64_t attackFrames = 4;
  std::int64_t attackFrameTicks = 5;
  std::int64_t attackFirstFrame = 1;
  std::int64_t attackLastFrame = 2;
  double attackReach = 0.9;
  double attackHeight = 1.0;
  std::int64_t attackCooldown = 10;  // ticks after a swing ends before the next may start
  std::int64_t contactDamage = 0;

  // Ticks a swing lasts when no animation drives it.
  std::int64_t swingTicks() const { return attackFrames * attackFrameTicks; }
  // Why these numbers cannot make a swing (frames out of order, none), or empty.
  std::string attackProblem() const;
};

// Adds the attack's properties (category "Attack") to a type that inherits MeleeAttack.
template <class T>
void describeMeleeAttack(TypeBuilder<T>& b) {
  b.field("canAttack", &MeleeAttack::canAttack).label("Attacks").category("Attack")
      .tooltip("Whether it swings an attack (characters: the second button, or up and the second with a hook)")
      .field("attackAnimation", &MeleeAttack::attackAnimation).label("Animation").category("Attack")
      .tooltip("The animation a swing plays; its frames' attack shapes hit")
      .field("attackDamage", &MeleeAttack::attackDamage).label("Damage").category("Attack").range(0, 1000, 1)
      .field("attackKnockback", &MeleeAttack::attackKnockback).label("Knock-back").category("Attack").range(0, 10, 0.05)
      .tooltip("Speed, units per tick, a hit throws the target away from the attacker")
      .field("attackFrames", &MeleeAttack::attackFrames).label("Frames").category("Attack").range(1, 100, 1)
      .tooltip("Frames of a swing when the type has no sprite animation for it")
      .field("attackFrameTicks", &MeleeAttack::attackFrameTicks).label("Ticks per Frame").category("Attack")
      .range(1, 600, 1)
      .tooltip("Ticks each frame of a swing shows when the type has no sprite animation for it")
      .field("attackFirstFrame", &MeleeAttack::attackFirstFrame).label("First Active Frame").category("Attack")
      .range(0, 100, 1)
      .tooltip("From this frame of the swing (0 is the first) the attack hurts")
      .field("attackLastFrame", &MeleeAttack::attackLastFrame).label("Last Active Frame").category("Attack")
      .range(0, 100, 1)
      .tooltip("After this frame of the swing the attack no longer hurts")
      .field("attackReach", &MeleeAttack::attackReach).label("Reach").category("Attack").range(0, 100, 0.05)
      .tooltip("How far ahead of the body the attack reaches when its frames carry no attack shape, in units")
      .field("attackHeight", &MeleeAttack::attackHeight).label("Attack Height").category("Attack").range(0, 100, 0.05)
      .tooltip("How tall the attack box is, from the feet up, when its frames carry no attack shape")
      .field("attackCooldown", &MeleeAttack::attackCooldown).label("Cooldown").category("Attack").range(0, 6000, 1)
      .tooltip("Ticks after a swing ends before the next one can start")
      .field("contactDamage", &MeleeAttack::contactDamage).label("Contact Damage").category("Attack")
      .range(0, 1000, 1)
      .tooltip("Damage its body deals by touch (0: touching it is harmless)");
}

}  // namespace sw
