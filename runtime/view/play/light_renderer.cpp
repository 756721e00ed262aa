// Lights of a running level (light_renderer.h).
#include "view/play/light_renderer.h"

#include "model/enemies/enemy_type.h"
#include "model/project/project.h"
#include "sim/runtime_level.h"
#include "sim/systems/enemies/enemy_system.h"
#include "sim/systems/players/player_system.h"

namespace sw::play {

LightRenderer::LightRenderer(sw::ui::SceneItems& items, QQuick3DObject* parent) : layer_(items, parent) {}

void LightRenderer::update(const sw::RuntimeLevel& runtime, const FrameContext& frame) {
  shapes_.clear();
  if (frame.project && frame.level) {
    const double rate = frame.project->tickRate > 0 ? double(frame.project->tickRate) : 60.0;
    sw::ui::appendLevelLights(shapes_, *frame.project, *frame.level, double(frame.tick) / rate);
    addEnemies(runtime, frame);
    addShips(runtime, frame);
  }
  layer_.show(shapes_);
}

void LightRenderer::addEnemies(const sw::RuntimeLevel& runtime, const FrameContext& frame) {
  const auto* enemies = runtime.find<sw::EnemySystem>();
  if (!enemies) return;
  if (typesOf_ != frame.project) {
    typesOf_ = frame.project;
    types_.clear();
  }
  auto glowing = [&](sw::Vec2 at, const sw::Color& colour, double intensity, double range) {
    if (intensity == 0 || !(range > 0)) return;
    sw::ui::LightShape s;
    s.at = at + frame.origin;
    s.color = colour;
    s.intensity = intensity;
    s.range = range;
    shapes_.push_back(s);
  };
  for (const sw::Enemy& enemy : enemies->enemies()) {
    if (enemy.died || enemy.type < 0) continue;
    const auto index = std::size_t(enemy.type);
    while (types_.size() <= index)  // the run's types by index, each looked up by name once
      types_.push_back(frame.project->findEnemyType(enemies->type(int(types_.size())).name));
    const sw::EnemyType* type = types_[index];
    if (!type) continue;
    glowing(enemy.position, type->glowColor, type->glowIntensity, type->glowRange);
    if (const sw::PartState* parts = enemies->partsOf(enemy))
      for (std::size_t p = 0; p < type->parts.size() && p < enemies->type(enemy.type).parts.size(); ++p)
        if (!parts[p].destroyed)
          glowing(parts[p].position, type->parts[p]->glowColor, type->parts[p]->glowIntensity,
                  type->parts[p]->glowRange);
  }
}

void LightRenderer::addShips(const sw::RuntimeLevel& runtime, const FrameContext& frame) {
  const auto* players = runtime.find<sw::PlayerSystem>();
  if (!players) return;
  const sw::GameRulesAsset& rules = frame.project->rules;
  for (const sw::Player& p : players->players()) {
    if (!p.alive) continue;
    if (rules.shipLightIntensity != 0 && rules.shipLightRange > 0) {
      sw::ui::LightShape s;
      s.at = p.position + frame.origin;
      s.color = rules.shipLightColor;
      s.intensity = rules.shipLightIntensity;
      s.range = rules.shipLightRange;
      shapes_.push_back(s);
    }
    if (rules.blackLightIntensity > 0 && rules.blackLightRange > 0) {
      sw::ui::LightShape s;
      s.at = p.position + frame.origin;
      s.shape = sw::Light::Shape::Line;
      s.color = {255, 255, 255, 255};
      s.intensity = -rules.blackLightIntensity;
      s.range = rules.blackLightRange;
      s.length = rules.blackLightLength;
      s.hole = 0.5;  // the ship itself stays as bright as it is: the shadow is around it
      shapes_.push_back(s);
    }
  }
}

}  // namespace sw::play
