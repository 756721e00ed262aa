#pragma once
// JSON of particle effects: project.json's "effects" (written only when there are any), an
// array of {name, emitters: [every emitter property in table order]}. Internal to
// runtime/model (includes nlohmann).
#include <memory>
#include <vector>

#include "model/effects/particle_effect.h"
#include "model/io/json_properties.h"

namespace sw {

inline constexpr std::size_t kMaxEffects = 1024;
inline constexpr std::size_t kMaxEmittersPerEffect = 16;

Json effectsToJson(const std::vector<std::unique_ptr<ParticleEffect>>& effects);
// Reads the "effects" array at `pointer`, reporting every problem with its JSON pointer
// (unknown keys, NaN, a colour curve line that does not read); names must be unique.
bool readEffects(const Json& json, const JsonReader& reader, const std::string& pointer,
                 std::vector<std::unique_ptr<ParticleEffect>>& out);

}  // namespace sw
