#pragma once
// JSON of enemy types: each type's properties in table order, then "states", an array of
// state objects (properties in table order). Internal to runtime/model (includes nlohmann).
#include <memory>
#include <vector>

#include "model/enemies/enemy_type.h"
#include "model/io/json_properties.h"

namespace sw {

Json enemyTypeToJson(const EnemyType& type);
Json enemyTypesToJson(const std::vector<std::unique_ptr<EnemyType>>& types);

// Reads the "enemyTypes" array found at `pointer`, reporting every problem with its JSON
// pointer; names must be unique and not empty.
bool readEnemyTypes(const Json& json, const JsonReader& reader, const std::string& pointer,
                    std::vector<std::unique_ptr<EnemyType>>& out);

}  // namespace sw
