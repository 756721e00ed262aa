#include "view/play/enemy_renderer.h"

#include <QSet>
#include <algorithm>
#include <cmath>

#include "model/project/project.h"
#include "sim/runtime_level.h"
#include "sim/systems/enemies/enemy_system.h"
#include "sim/systems/missiles/missile_system.h"
#include "view/level_view.h"
#include "view/mesh_geometry.h"
#include "view/mesh_library.h"
#include "view/mesh_materials.h"
#include "view/play/play_instancing.h"
#include "view/qt_color.h"
#include "view/scene_items.h"

namespace sw::play {

void EnemyRenderer::update(const sw::RuntimeLevel& runtime, const FrameContext& frame) {
  auto& shapes = shapes_.instancing->begin();
  auto& discs = discs_.instancing->begin();
  meshes_.begin();
  const sw::EnemySystem* enemies = runtime.find<sw::EnemySystem>();
  for (const sw::Enemy& enemy : enemies ? enemies->enemies() : std::vector<sw::Enemy>{}) {
    if (enemy.died) continue;
    const sw::EnemySystem::Type& type = enemies->type(enemy.type);
    const double angle = sw::EnemySystem::bodyAngle(enemy);
    const bool turns = type.facing != sw::EnemyFacing::Fixed || enemies->partsOf(enemy) || angle != 0;
    // Parts first: drawn with their mesh, or a disc per collision sphere.
    if (const sw::PartState* parts = enemies->partsOf(enemy))
      for (std::size_t p = 0; p < type.parts.size(); ++p) {
        const sw::PartState& s = parts[p];
        if (s.destroyed) continue;
        const sw::EnemySystem::Type::Part& tp = type.parts[p];
        if (meshes_.push(frame, tp.mesh, tp.material, toQColor(tp.color), s.hitTicks > 0, s.position, s.angle)) continue;
        const QColor color = s.hitTicks > 0 ? QColor(Qt::white) : toQColor(tp.color);
        for (const sw::Vec3& sphere : tp.spheres)
          discs.push_back({at(s.position + sw::rotated(sw::Vec2{sphere.x, sphere.y}, s.angle), frame.origin,
                              kEntityZ + 0.01f),
                           float(sphere.z), 0.0f, color});
      }
    if (meshes_.push(frame, type.mesh, type.material, toQColor(type.color), enemy.hitTicks > 0, enemy.position, angle))
      continue;
    // No mesh (or still loading): a ship shape sized by its collision spheres.
    const QColor color = enemy.hitTicks > 0 ? QColor(Qt::white) : toQColor(type.color);
    double size = 0.5;
    for (const sw::Vec3& s : type.spheres) size = std::max(size, std::hypot(s.x, s.y) + s.z);
    // The ship shape points along +x; a turning enemy is modelled facing -x.
    shapes.push_back({at(enemy.position, frame.origin), float(size),
                      turns ? float(180 + angle) : turnOf(enemy.direction), color});
  }
  if (const auto* missiles = runtime.find<sw::MissileSystem>())
    for (const sw::Missile& m : missiles->missiles())
      if (!m.dead) discs.push_back({at(m.position, frame.origin, kEntityZ + 0.02f), float(m.radius), 0.0f, toQColor(m.color)});
  SceneKit::finish(shapes_);
  SceneKit::finish(discs_);
  meshes_.finish();
}

}  // namespace sw::play
