// Format 1 -> 2: enemy fire becomes bullet patterns (bullet_pattern.h).
//
// A project document gets the default bullet kinds (defaultBulletKinds(); "medium" has the
// 0.25 radius every enemy bullet had) and, for each enemy type, its old weapon
// (weapon aimed/ring/spread + bulletsPerShot, spreadAngle, bulletSpeed) as a pattern
// that fires the same bullets, set as the type's default "pattern". Identical weapons
// share one pattern. `setWeapon W` lines become `setPattern P` (P: the type's numbers
// with weapon W) or `setPattern none`. The old keys leave the enemy types.
//
// The generated patterns (n = bulletsPerShot clamped to 1..64 as the old simulation did,
// s = bulletSpeed, all of kind "medium", speed absolute s):
//   aimed  n = 1: fire aim 0.            n > 1: fire aim -2(n-1), then repeat n-1 { fire sequence 4 }
//   spread n = 1: fire aim 0.            n > 1: fire aim -A/2, then repeat n-1 { fire sequence A/(n-1) }
//   ring   fire absolute "$rand * 360", then repeat n-1 { fire sequence 360/n }
// named after the weapon ("aimed", "ring", "spread"), then "_2", "_3" ... for further variants.
// Level documents are untouched (they only get the new formatVersion).
#include <algorithm>
#include <cmath>
#include <string>

#include "model/patterns/bullet_pattern_json_internal.h"
#include "model/io/migration.h"

namespace sw {

namespace {

struct OldWeapon {
  std::string weapon = "none";
  std::int64_t bullets = 1;
  double spreadAngle = 30;
  double speed = 0.2;
};

Json fire(const char* directionKey, const Json& direction, double speed) {
  Json body = Json::object();
  body[directionKey] = direction;
  body["speed"] = speed;
  body["kind"] = "medium";
  Json c = Json::object();
  c["fire"] = std::move(body);
  return c;
}

Json repeat(std::int64_t times, Json command) {
  Json body = Json::object();
  body["times"] = times;
  body["actions"] = Json::array({std::move(command)});
  Json c = Json::object();
  c["repeat"] = std::move(body);
  return c;
}

Json number(double d) {
  if (std::floor(d) == d && std::abs(d) < 1e15) return std::int64_t(d);
  return d;
}

}  // namespace

Json legacyWeaponActions(const std::string& weapon, std::int64_t bullets, double spreadAngle, double speed) {
  OldWeapon w{weapon, bullets, spreadAngle, speed};
  const std::int64_t n = std::clamp<std::int64_t>(w.bullets, 1, 64);
  const double s = w.speed;
  Json actions = Json::array();
  if (w.weapon == "aimed") {
    actions.push_back(fire("aim", number(-2.0 * double(n - 1)), s));
    if (n > 1) actions.push_back(repeat(n - 1, fire("sequence", 4, s)));
  } else if (w.weapon == "spread") {
    if (n == 1) {
      actions.push_back(fire("aim", 0, s));
    } else {
      actions.push_back(fire("aim", number(-w.spreadAngle / 2), s));
      actions.push_back(repeat(n - 1, fire("sequence", number(w.spreadAngle / double(n - 1)), s)));
    }
  } else {  // ring
    actions.push_back(fire("absolute", "$rand * 360", s));
    if (n > 1) actions.push_back(repeat(n - 1, fire("sequence", number(360.0 / double(n)), s)));
  }
  return actions;
}

namespace {

// The name of the pattern firing `w`, adding it to `patterns` unless an identical one is there.
std::string patternFor(const OldWeapon& w, Json& patterns) {
  const Json actions = legacyWeaponActions(w.weapon, w.bullets, w.spreadAngle, w.speed);
  for (const Json& p : patterns)
    if (p["actions"] == actions) return p["name"].get<std::string>();
  std::string name = w.weapon;
  for (int i = 2;; ++i) {
    const bool taken = std::any_of(patterns.begin(), patterns.end(), [&](const Json& p) { return p["name"] == name; });
    if (!taken) break;
    name = w.weapon + "_" + std::to_string(i);
  }
  Json p = Json::object();
  p["name"] = name;
  p["notes"] = "Made from the enemy weapon '" + w.weapon + "' when the project was opened in format 2";
  p["parameters"] = Json::array();
  p["actions"] = actions;
  patterns.push_back(std::move(p));
  return name;
}

// "setWeapon ring" -> the weapon word, or "" when the line is something else.
std::string setWeaponTarget(const std::string& line) {
  std::size_t i = line.find_first_not_of(" \t");
  if (i == std::string::npos || line.compare(i, 9, "setWeapon") != 0) return {};
  i += 9;
  if (i >= line.size() || (line[i] != ' ' && line[i] != '\t')) return {};
  const std::size_t start = line.find_first_not_of(" \t", i);
  if (start == std::string::npos) return {};
  const std::size_t end = line.find_first_of(" \t", start);
  if (end != std::string::npos && line.find_first_not_of(" \t", end) != std::string::npos) return {};
  return line.substr(start, end == std::string::npos ? std::string::npos : end - start);
}

}  // namespace

void migrateV1ToV2(Json& doc) {
  if (!doc.is_object() || !doc.contains("levels")) return;  // a level file: nothing but the version
  if (!doc.contains("bulletKinds")) doc["bulletKinds"] = bulletKindsToJson(defaultBulletKinds());
  Json patterns = doc.contains("patterns") && doc["patterns"].is_array() ? doc["patterns"] : Json::array();
  if (doc.contains("enemyTypes") && doc["enemyTypes"].is_array()) {
    for (Json& type : doc["enemyTypes"]) {
      if (!type.is_object()) continue;
      OldWeapon w;
      if (type.contains("weapon") && type["weapon"].is_string()) w.weapon = type["weapon"].get<std::string>();
      if (type.contains("bulletsPerShot") && type["bulletsPerShot"].is_number())
        w.bullets = type["bulletsPerShot"].get<std::int64_t>();
      if (type.contains("spreadAngle") && type["spreadAngle"].is_number())
        w.spreadAngle = type["spreadAngle"].get<double>();
      if (type.contains("bulletSpeed") && type["bulletSpeed"].is_number()) w.speed = type["bulletSpeed"].get<double>();
      const bool knownWeapon = w.weapon == "aimed" || w.weapon == "ring" || w.weapon == "spread";
      // An unknown weapon word is left in place so reading reports it (an unknown key).
      if (knownWeapon || w.weapon == "none") {
        type["pattern"] = knownWeapon ? patternFor(w, patterns) : "";
        for (const char* key : {"weapon", "bulletsPerShot", "spreadAngle", "bulletSpeed"}) type.erase(key);
      }
      if (!type.contains("states") || !type["states"].is_array()) continue;
      for (Json& state : type["states"]) {
        if (!state.is_object()) continue;
        for (const char* list : {"begin", "tick", "end"}) {
          if (!state.contains(list) || !state[list].is_array()) continue;
          for (Json& line : state[list]) {
            if (!line.is_string()) continue;
            const std::string target = setWeaponTarget(line.get<std::string>());
            if (target == "none") {
              line = "setPattern none";
            } else if (target == "aimed" || target == "ring" || target == "spread") {
              OldWeapon other = w;
              other.weapon = target;
              line = "setPattern " + patternFor(other, patterns);
            }
          }
        }
      }
    }
  }
  if (!patterns.empty()) doc["patterns"] = std::move(patterns);
}

}  // namespace sw
