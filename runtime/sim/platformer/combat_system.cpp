// Melee hits (combat_system.h).
#include "sim/platformer/combat_system.h"

#include "sim/level_context.h"
#include "sim/platformer/character_system.h"
#include "sim/platformer/melee.h"
#include "sim/platformer/monster_system.h"

namespace sw {

void CombatSystem::step(int, const TickInput&) {
  if (!s_.characters || !s_.monsters) return;
  charactersHitMonsters();
  monstersHitCharacters();
}

void CombatSystem::charactersHitMonsters() {
  CharacterSystem& characters = *s_.characters;
  MonsterSystem& monsters = *s_.monsters;
  for (std::size_t c = 0; c < characters.characters().size(); ++c) {
    const CharacterBody& attacker = characters.characters()[c];
    const CharacterType& type = characters.type(c);
    const CreatureLooks& looks = characters.looks();
    const int look = characters.look(c);
    if (!looks.swingHurts(look, attacker, type)) continue;
    bool landed = false;
    for (std::size_t m = 0; m < monsters.monsters().size(); ++m) {
      if (!monsters.active(m)) continue;
      const CharacterBody& target = monsters.monsters()[m].body;
      const CharacterType& motion = monsters.motion(m);
      const Box hit = monsters.looks().hitBox(monsters.look(m), target, motion.width, motion.height);
      if (!looks.swingTouches(look, attacker, type, type.width, hit)) continue;
      if (!characters.hitOnce(c, kMonsterTarget + std::int32_t(m))) continue;
      monsters.damage(m, type.attackDamage, attacker.position, type.attackKnockback);
      landed = true;
    }
    if (landed) {
      characters.attackLanded(c);
      level_.events.add("attack-landed", int(c), attacker.position);
    }
  }
}

void CombatSystem::monstersHitCharacters() {
  CharacterSystem& characters = *s_.characters;
  MonsterSystem& monsters = *s_.monsters;
  for (std::size_t m = 0; m < monsters.monsters().size(); ++m) {
    if (!monsters.active(m)) continue;
    const CharacterBody& attacker = monsters.monsters()[m].body;
    const MonsterType& type = monsters.type(m);
    const CharacterType& motion = monsters.motion(m);
    const CreatureLooks& looks = monsters.looks();
    const int look = monsters.look(m);
    const bool swinging = looks.swingHurts(look, attacker, type);
    if (!swinging && type.contactDamage <= 0) continue;
    const Box touch = bodyBox(attacker.position, motion.width, motion.height);
    bool landed = false;
    for (std::size_t c = 0; c < characters.characters().size(); ++c) {
      const CharacterBody& target = characters.characters()[c];
      const CharacterType& ct = characters.type(c);
      const Box body = characters.looks().hitBox(characters.look(c), target, ct.width, ct.height);
      if (swinging && looks.swingTouches(look, attacker, type, motion.width, body) && monsters.hitOnce(m, std::int32_t(c))) {
        landed = characters.damage(c, type.attackDamage, attacker.position, type.attackKnockback) || landed;
      } else if (type.contactDamage > 0 && touch.overlaps(body)) {
        characters.damage(c, type.contactDamage, attacker.position, ct.knockbackSpeed);
      }
    }
    if (landed) {
      monsters.attackLanded(m);
      level_.events.add("monster-attack-landed", int(m), attacker.position);
    }
  }
}

}  // namespace sw
