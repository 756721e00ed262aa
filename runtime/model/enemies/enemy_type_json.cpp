#include "model/enemies/enemy_type_json.h"

#include <unordered_map>

namespace sw {

Json enemyTypeToJson(const EnemyType& type) {
  Json j = writeProperties(type);
  Json states = Json::array();
  for (const auto& s : type.states) states.push_back(writeProperties(*s));
  j["states"] = std::move(states);
  return j;
}

Json enemyTypesToJson(const std::vector<std::unique_ptr<EnemyType>>& types) {
  Json list = Json::array();
  for (const auto& t : types) list.push_back(enemyTypeToJson(*t));
  return list;
}

bool readEnemyTypes(const Json& json, const JsonReader& r, const std::string& pointer,
                    std::vector<std::unique_ptr<EnemyType>>& out) {
  if (!json.is_array()) {
    r.fail(pointer, "expected an array of enemy types");
    return false;
  }
  bool ok = true;
  std::unordered_map<std::string, std::string> seen;
  for (std::size_t i = 0; i < json.size(); ++i) {
    const std::string ptr = pointerChild(pointer, i);
    auto type = std::make_unique<EnemyType>();
    bool typeOk = readProperties(*type, json[i], r, ptr, {"states"});
    if (json[i].is_object() && json[i].contains("states")) {
      const Json& states = json[i]["states"];
      const std::string statesPtr = pointerChild(ptr, "states");
      if (!states.is_array()) {
        r.fail(statesPtr, "expected an array of states");
        typeOk = false;
      } else {
        for (std::size_t s = 0; s < states.size(); ++s) {
          auto state = std::make_unique<EnemyState>();
          typeOk = readProperties(*state, states[s], r, pointerChild(statesPtr, s)) && typeOk;
          type->states.push_back(std::move(state));
        }
      }
    }
    if (typeOk) {
      if (type->name.empty()) {
        r.fail(pointerChild(ptr, "name"), "name must not be empty");
        typeOk = false;
      } else if (auto [it, inserted] = seen.emplace(type->name, pointerChild(ptr, "name")); !inserted) {
        r.fail(pointerChild(ptr, "name"),
               "duplicate enemy type name '" + type->name + "' (also used at " + it->second + ")");
        typeOk = false;
      }
    }
    ok = typeOk && ok;
    out.push_back(std::move(type));
  }
  return ok;
}

}  // namespace sw
