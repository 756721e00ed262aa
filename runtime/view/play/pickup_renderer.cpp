#include "view/play/pickup_renderer.h"

#include <cmath>

#include "sim/runtime_level.h"
#include "sim/systems/pickups/pickup_system.h"
#include "sim/systems/weapons/weapon_system.h"
#include "view/play/play_instancing.h"
#include "view/qt_color.h"

namespace sw::play {

QColor PickupRenderer::colour(sw::EnemyDrop kind) {
  switch (kind) {
    case sw::EnemyDrop::Charge: return {80, 220, 120};
    case sw::EnemyDrop::Score: return {240, 200, 60};
    case sw::EnemyDrop::Life: return {255, 110, 150};
    case sw::EnemyDrop::Weapon: return {110, 200, 255};
    case sw::EnemyDrop::None: break;
  }
  return Qt::white;
}

void PickupRenderer::update(const sw::RuntimeLevel& runtime, const FrameContext& frame) {
  auto& halos = halo_.instancing->begin();
  auto& cores = core_.instancing->begin();
  const auto* pickups = runtime.find<sw::PickupSystem>();
  const auto* weapons = runtime.find<sw::WeaponSystem>();
  if (pickups) {
    // The halo breathes about twice a second, from the tick (frame rate independent).
    const float pulse = float(0.55 + 0.12 * std::sin(double(frame.tick % 30) * (2 * 3.14159265358979 / 30)));
    for (const sw::Pickup& p : pickups->pickups()) {
      QColor c = colour(p.kind);
      if (p.kind == sw::EnemyDrop::Weapon && weapons && p.weapon >= 0 && p.weapon < weapons->count())
        c = sw::toQColor(weapons->weapon(p.weapon).color);
      halos.push_back({at(p.position, frame.origin, kEntityZ - 0.01f), pulse, 0.0f, c.darker(220)});
      cores.push_back({at(p.position, frame.origin), 0.28f, 0.0f, c.lighter(140)});
    }
  }
  SceneKit::finish(halo_);
  SceneKit::finish(core_);
}

}  // namespace sw::play
