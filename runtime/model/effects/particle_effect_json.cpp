#include "model/effects/particle_effect_json.h"

#include "model/io/named_list_json.h"

namespace sw {

namespace {

bool readEffect(const Json& json, const JsonReader& r, const std::string& ptr, ParticleEffect& effect) {
  bool ok = readProperties(effect, json, r, ptr, {"emitters"});
  if (!json.is_object() || !json.contains("emitters")) return ok;
  const Json& list = json["emitters"];
  const std::string listPtr = pointerChild(ptr, "emitters");
  if (!list.is_array()) return r.fail(listPtr, "expected an array of emitters"), false;
  if (list.size() > kMaxEmittersPerEffect)
    return r.fail(listPtr, "more than " + std::to_string(kMaxEmittersPerEffect) + " emitters"), false;
  for (std::size_t i = 0; i < list.size(); ++i) {
    auto emitter = std::make_unique<Emitter>();
    const std::string at = pointerChild(listPtr, i);
    ok = readProperties(*emitter, list[i], r, at) && ok;
    // A colour key that does not read would vanish silently: say which.
    if (list[i].is_object() && list[i].contains("colorCurve") && list[i]["colorCurve"].is_array()) {
      std::vector<std::string> lines;
      for (const Json& line : list[i]["colorCurve"])
        if (line.is_string()) lines.push_back(line.get<std::string>());
      std::string problem;
      ColorCurve::fromLines(lines, &problem);
      if (!problem.empty()) r.fail(pointerChild(at, "colorCurve"), problem), ok = false;
    }
    effect.emitters.push_back(std::move(emitter));
  }
  return ok;
}

}  // namespace

Json effectsToJson(const std::vector<std::unique_ptr<ParticleEffect>>& effects) {
  Json list = Json::array();
  for (const auto& e : effects) {
    Json j = writeProperties(*e);
    Json emitters = Json::array();
    for (const auto& emitter : e->emitters) emitters.push_back(writeProperties(*emitter));
    j["emitters"] = std::move(emitters);
    list.push_back(std::move(j));
  }
  return list;
}

bool readEffects(const Json& json, const JsonReader& r, const std::string& pointer,
                 std::vector<std::unique_ptr<ParticleEffect>>& out) {
  static const NamedListRules rules{"effects", "effect name", kMaxEffects};
  return readNamedList<ParticleEffect>(json, r, pointer, rules, out, readEffect);
}

}  // namespace sw
