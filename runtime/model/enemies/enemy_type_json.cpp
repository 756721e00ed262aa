#include "model/enemies/enemy_type_json.h"

#include "model/io/named_list_json.h"

namespace sw {

Json enemyTypeToJson(const EnemyType& type) {
  Json j = writeProperties(type);
  Json states = Json::array();
  for (const auto& s : type.states) states.push_back(writeProperties(*s));
  j["states"] = std::move(states);
  return j;
}

namespace {

// A type's properties, then its states (their names are checked by validation, which
// says which state of which type).
bool readEnemyType(const Json& json, const JsonReader& r, const std::string& ptr, EnemyType& type) {
  bool ok = readProperties(type, json, r, ptr, {"states"});
  if (!json.is_object() || !json.contains("states")) return ok;
  const Json& states = json["states"];
  const std::string statesPtr = pointerChild(ptr, "states");
  if (!states.is_array()) {
    r.fail(statesPtr, "expected an array of states");
    return false;
  }
  for (std::size_t s = 0; s < states.size(); ++s) {
    auto state = std::make_unique<EnemyState>();
    ok = readProperties(*state, states[s], r, pointerChild(statesPtr, s)) && ok;
    type.states.push_back(std::move(state));
  }
  return ok;
}

}  // namespace

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
