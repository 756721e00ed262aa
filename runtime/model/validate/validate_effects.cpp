#include "model/validate/validate_effects.h"

#include <set>

#include "model/io/json_properties.h"

namespace sw {

namespace {

// Whether following sub-emitters from `effect` comes back to an effect already on the path.
bool effectLoops(const Project& project, const ParticleEffect& effect, std::vector<const ParticleEffect*>& path) {
  for (const ParticleEffect* on : path)
    if (on == &effect) return true;
  path.push_back(&effect);
  for (const auto& e : effect.emitters)
    for (const std::string* sub : {&e->onBirth, &e->onDeath})
      if (const ParticleEffect* next = sub->empty() ? nullptr : project.findEffect(*sub))
        if (effectLoops(project, *next, path)) return true;
  path.pop_back();
  return false;
}

}  // namespace

void validateEffects(const Project& project, const std::string& projectFile, const std::string& rulesFile,
                     Errors& errors) {
  auto known = [&](const std::string& name) { return name.empty() || project.findEffect(name) != nullptr; };
  auto unknown = [](const std::string& who, const std::string& name) {
    return who + " uses particle effect '" + name + "', which does not exist";
  };
  std::set<std::string> names;
  for (std::size_t i = 0; i < project.effects.size(); ++i) {
    const ParticleEffect& effect = *project.effects[i];
    const std::string ptr = pointerChild("/effects", i);
    const std::string who = "effect '" + effect.name + "'";
    if (effect.name.find_first_not_of(" \t\r\n") == std::string::npos)
      errors.push_back({projectFile, ptr + "/name", "an effect has no name, so nothing can play it"});
    else if (!names.insert(effect.name).second)
      errors.push_back({projectFile, ptr + "/name", who + ": another effect has the same name"});
    for (std::size_t k = 0; k < effect.emitters.size(); ++k) {
      const Emitter& e = *effect.emitters[k];
      const std::string at = pointerChild(ptr + "/emitters", k);
      const std::string whoEmitter = who + ", emitter '" + e.name + "': ";
      for (const auto& [key, problem] : e.problems()) errors.push_back({projectFile, at + "/" + key, whoEmitter + problem});
      if (!known(e.onBirth)) errors.push_back({projectFile, at + "/onBirth", unknown(whoEmitter, e.onBirth)});
      if (!known(e.onDeath)) errors.push_back({projectFile, at + "/onDeath", unknown(whoEmitter, e.onDeath)});
      if (e.look == Emitter::Look::Sprite) {
        const Tileset* atlas = project.findTileset(e.tileset);
        if (!atlas)
          errors.push_back({projectFile, at + "/tileset", whoEmitter + "the sprite look needs a tileset ('" +
                                                              e.tileset + "' is not one)"});
        else if (!atlas->findFrameGroup(e.frames) && !atlas->findTile(e.frames))
          errors.push_back({projectFile, at + "/frames",
                            whoEmitter + "tileset '" + e.tileset + "' has no frame group or tile '" + e.frames + "'"});
      }
    }
    std::vector<const ParticleEffect*> path;
    if (effectLoops(project, effect, path))
      errors.push_back({projectFile, ptr + "/emitters",
                        who + ": its sub-emitters lead back to an effect they came from, so it would never end"});
  }
  for (std::size_t i = 0; i < project.enemyTypes.size(); ++i) {
    const EnemyType& t = *project.enemyTypes[i];
    const std::string ptr = pointerChild("/enemyTypes", i);
    const std::string who = "enemy type '" + t.name + "'";
    for (auto [key, name] : {std::pair{"hitEffect", &t.hitEffect}, std::pair{"deathEffect", &t.deathEffect},
                             std::pair{"muzzleEffect", &t.muzzleEffect}})
      if (!known(*name)) errors.push_back({projectFile, ptr + "/" + key, unknown(who, *name)});
    for (std::size_t p = 0; p < t.parts.size(); ++p) {
      const EnemyPart& part = *t.parts[p];
      const std::string partPtr = pointerChild(ptr + "/parts", p);
      const std::string whoPart = who + ", part '" + part.name + "'";
      for (auto [key, name] : {std::pair{"hitEffect", &part.hitEffect}, std::pair{"deathEffect", &part.deathEffect},
                               std::pair{"muzzleEffect", &part.muzzleEffect}})
        if (!known(*name)) errors.push_back({projectFile, partPtr + "/" + key, unknown(whoPart, *name)});
    }
  }
  for (std::size_t i = 0; i < project.weapons.size(); ++i) {
    const WeaponType& w = *project.weapons[i];
    const std::string ptr = pointerChild("/weapons", i);
    const std::string who = "weapon '" + w.name + "'";
    if (!known(w.muzzleEffect)) errors.push_back({projectFile, ptr + "/muzzleEffect", unknown(who, w.muzzleEffect)});
    if (!known(w.impactEffect)) errors.push_back({projectFile, ptr + "/impactEffect", unknown(who, w.impactEffect)});
  }
  if (!known(project.rules.playerDeathEffect))
    errors.push_back({rulesFile, "/playerDeathEffect", unknown("the game rules", project.rules.playerDeathEffect)});
  if (!known(project.rules.missileLaunchEffect))
    errors.push_back({rulesFile, "/missileLaunchEffect", unknown("the game rules", project.rules.missileLaunchEffect)});
  if (!known(project.rules.missileBurstEffect))
    errors.push_back({rulesFile, "/missileBurstEffect", unknown("the game rules", project.rules.missileBurstEffect)});
  if (!known(project.rules.playerRespawnEffect))
    errors.push_back({rulesFile, "/playerRespawnEffect", unknown("the game rules", project.rules.playerRespawnEffect)});
}

}  // namespace sw
