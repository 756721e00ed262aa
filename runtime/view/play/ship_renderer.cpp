#include "view/play/ship_renderer.h"

#include "model/project/project.h"
#include "sim/runtime_level.h"
#include "sim/systems/players/player_system.h"
#include "view/play/play_instancing.h"
#include "view/play/ship_shape.h"

namespace sw::play {

namespace {
const QColor kPlayerColors[2] = {QColor(90, 190, 255), QColor(255, 160, 70)};
}  // namespace

void ShipRenderer::update(const sw::RuntimeLevel& runtime, const FrameContext& frame) {
  auto& ships = ships_.instancing->begin();
  meshes_.begin();
  static const std::string none;
  const std::string& mesh = frame.project ? frame.project->rules.shipMesh : none;
  const std::string& material = frame.project ? frame.project->rules.shipMaterial : none;
  if (const auto* players = runtime.find<sw::PlayerSystem>())
    for (const sw::Player& p : players->players()) {
      if (!p.alive || p.out) continue;
      if (p.invulnerableTicks > 0 && (frame.tick / 4) % 2) continue;  // blinks while it cannot be hurt
      const QColor colour = kPlayerColors[p.index & 1];
      if (meshes_.push(frame, mesh, material, colour, false, p.position, 0.0)) continue;
      ships.push_back({at(p.position, frame.origin), sw::ui::kShipScale, 0.0f, colour});
    }
  SceneKit::finish(ships_);
  meshes_.finish();
}

}  // namespace sw::play
