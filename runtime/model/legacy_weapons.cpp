#include "model/legacy_weapons.h"

#include <charconv>

#include "model/bullet_pattern_json_internal.h"
#include "model/enemy_actions.h"
#include "model/migration.h"

namespace sw {

namespace {

struct Legacy {
  EnemyWeapon weapon = EnemyWeapon::None;
  std::int64_t bullets = 1;
  double spreadAngle = 30, speed = 0.2;
};

bool number(const PatternValue& v, double& out) {
  auto [end, ec] = std::from_chars(v.text.data(), v.text.data() + v.text.size(), out);
  return ec == std::errc() && end == v.text.data() + v.text.size();
}

// The old weapon `p` was made from, when it has exactly a migrated form.
bool legacyOf(const BulletPattern& p, Legacy& out) {
  if (p.actions.empty() || p.actions.size() > 2 || p.actions[0].op != PatternOp::Fire || !p.parameters.empty())
    return false;
  const PatternCommand& first = p.actions[0];
  double speed = 0, direction = 0, times = 0;
  if (!number(first.speed, speed)) return false;
  std::int64_t n = 1;
  if (p.actions.size() == 2) {
    if (p.actions[1].op != PatternOp::Repeat || !number(p.actions[1].count, times)) return false;
    n = std::int64_t(times) + 1;
  }
  const Json actions = patternToJson(p)["actions"];
  const bool aimLike = first.directionMode == DirectionMode::Aim && number(first.direction, direction);
  const std::pair<EnemyWeapon, Json> candidates[] = {
      {EnemyWeapon::Aimed, legacyWeaponActions("aimed", n, 30, speed)},
      {EnemyWeapon::Spread, legacyWeaponActions("spread", n, aimLike ? -2 * direction : 30, speed)},
      {EnemyWeapon::Ring, legacyWeaponActions("ring", n, 30, speed)},
  };
  for (const auto& [weapon, made] : candidates)
    if (made == actions) {
      out = {weapon, n, weapon == EnemyWeapon::Spread ? -2 * direction : 30, speed};
      return true;
    }
  return false;
}

}  // namespace

void deriveLegacyWeapons(Project& project) {
  for (auto& type : project.enemyTypes) {
    Legacy legacy;
    const BulletPattern* p = project.findPattern(type->pattern);
    if (p && legacyOf(*p, legacy)) {
      type->weapon = legacy.weapon;
      type->bulletsPerShot = legacy.bullets;
      type->spreadAngle = legacy.spreadAngle;
      type->bulletSpeed = legacy.speed;
    } else {
      type->weapon = EnemyWeapon::None;
    }
    type->legacyPatternWeapons.clear();
    for (const auto& state : type->states)
      for (const auto* lines : {&state->begin, &state->tick, &state->end})
        for (const auto& line : *lines) {
          auto parsed = parseAction(line);
          if (!parsed || parsed.value->kind != ActionKind::SetPattern) continue;
          const std::string& name = parsed.value->name;
          Legacy l;
          const BulletPattern* target = project.findPattern(name);
          type->legacyPatternWeapons[name] = target && legacyOf(*target, l) ? l.weapon : EnemyWeapon::None;
        }
  }
}

}  // namespace sw
