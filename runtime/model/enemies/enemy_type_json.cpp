#include "model/enemies/enemy_type_json.h"

#include "model/io/named_list_json.h"

namespace sw {

namespace {

// Keys added with bosses (format unchanged): written only when they differ from a new
// object's, so projects without bosses keep their bytes.
void eraseDefaults(Json& j, const Describable& fresh, std::initializer_list<const char*> keys) {
  const Json defaults = writeProperties(fresh);
  for (const char* key : keys)
    if (j.contains(key) && defaults.contains(key) && j[key] == defaults[key]) j.erase(key);
}

void eraseWeaponryDefaults(Json& j, const Describable& fresh) {
  const Json defaults = writeProperties(fresh);
  for (auto it = defaults.begin(); it != defaults.end(); ++it) {
    const std::string& key = it.key();
    const bool weaponry = key.rfind("beam", 0) == 0 || key.rfind("missile", 0) == 0 || key.rfind("launch", 0) == 0;
    if (weaponry && j.contains(key) && j[key] == it.value()) j.erase(key);
  }
}

Json statesToJson(const std::vector<std::unique_ptr<EnemyState>>& states) {
  static const EnemyState fresh;
  Json list = Json::array();
  for (const auto& s : states) {
    list.push_back(writeProperties(*s));
    eraseDefaults(list.back(), fresh, {"machine"});
  }
  return list;
}

bool readStates(const Json& json, const JsonReader& r, const std::string& ptr,
                std::vector<std::unique_ptr<EnemyState>>& out) {
  if (!json.is_object() || !json.contains("states")) return true;
  const Json& states = json["states"];
  const std::string statesPtr = pointerChild(ptr, "states");
  if (!states.is_array()) {
    r.fail(statesPtr, "expected an array of states");
    return false;
  }
  bool ok = true;
  for (std::size_t s = 0; s < states.size(); ++s) {
    auto state = std::make_unique<EnemyState>();
    ok = readProperties(*state, states[s], r, pointerChild(statesPtr, s)) && ok;
    out.push_back(std::move(state));
  }
  return ok;
}

// A type's properties, then its states and parts (their names are checked by validation,
// which says which state or part of which type).
bool readEnemyType(const Json& json, const JsonReader& r, const std::string& ptr, EnemyType& type) {
  bool ok = readProperties(type, json, r, ptr, {"states", "parts"});
  ok = readStates(json, r, ptr, type.states) && ok;
  if (!json.is_object() || !json.contains("parts")) return ok;
  const Json& parts = json["parts"];
  const std::string partsPtr = pointerChild(ptr, "parts");
  if (!parts.is_array()) {
    r.fail(partsPtr, "expected an array of parts");
    return false;
  }
  for (std::size_t p = 0; p < parts.size(); ++p) {
    auto part = std::make_unique<EnemyPart>();
    const std::string partPtr = pointerChild(partsPtr, p);
    ok = readProperties(*part, parts[p], r, partPtr, {"states"}) && ok;
    ok = readStates(parts[p], r, partPtr, part->states) && ok;
    type.parts.push_back(std::move(part));
  }
  return ok;
}

}  // namespace

Json enemyTypeToJson(const EnemyType& type) {
  static const EnemyType freshType;
  static const EnemyPart freshPart;
  Json j = writeProperties(type);
  eraseDefaults(j, freshType, {"facing", "turnRate", "boss", "defeat"});
  eraseWeaponryDefaults(j, freshType);
  eraseDefaults(j, freshType, {"material", "glowColor", "glowIntensity", "glowRange"});
  j["states"] = statesToJson(type.states);
  if (!type.parts.empty()) {
    Json parts = Json::array();
    for (const auto& p : type.parts) {
      Json part = writeProperties(*p);
      eraseWeaponryDefaults(part, freshPart);
      eraseDefaults(part, freshPart, {"material", "glowColor", "glowIntensity", "glowRange"});
      part["states"] = statesToJson(p->states);
      parts.push_back(std::move(part));
    }
    j["parts"] = std::move(parts);
  }
  return j;
}

Json enemyTypesToJson(const std::vector<std::unique_ptr<EnemyType>>& types) {
  Json list = Json::array();
  for (const auto& t : types) list.push_back(enemyTypeToJson(*t));
  return list;
}

bool readEnemyTypes(const Json& json, const JsonReader& r, const std::string& pointer,
                    std::vector<std::unique_ptr<EnemyType>>& out) {
  static const NamedListRules rules{"enemy types", "enemy type name"};
  return readNamedList<EnemyType>(json, r, pointer, rules, out, readEnemyType);
}

}  // namespace sw
