#include "view/play/enemy_strips.h"

#include <cmath>

#include "model/enemies/enemy_weaponry.h"
#include "sim/runtime_level.h"
#include "sim/systems/enemies/enemy_system.h"
#include "sim/systems/missiles/missile_system.h"
#include "view/play/weapon_strips.h"
#include "view/qt_color.h"

namespace sw::play {

namespace {

QColor faded(QColor c, double k) {
  return QColor::fromRgbF(float(c.redF() * k), float(c.greenF() * k), float(c.blueF() * k), 1.0f);
}

void addBeam(StripGeometry& geometry, std::vector<QVector3D>& points, const sw::BeamState& beam,
             const sw::EnemyWeaponry& w, std::uint64_t frame, const std::function<QVector3D(sw::Vec2)>& at) {
  if (beam.phase == sw::BeamState::Idle || beam.pointCount < 2) return;
  points.clear();
  for (int i = 0; i < beam.pointCount; ++i) points.push_back(at(beam.points[std::size_t(i)]));
  const QColor color = sw::toQColor(w.beamColor);
  const float width = float(w.beamWidth);
  switch (beam.phase) {
    case sw::BeamState::Warning:
      geometry.addStrip(points, std::max(0.04f, width * 0.25f), faded(color, 0.6));
      break;
    case sw::BeamState::Charge: {
      // Brighter as the charge fills, with a flicker (looks only).
      const double fill = w.beamChargeTicks > 0 ? double(beam.ticks) / double(w.beamChargeTicks) : 1.0;
      const double flicker = 0.75 + 0.25 * std::sin(double(frame) * 0.9);
      geometry.addStrip(points, std::max(0.05f, width * float(0.3 + 0.4 * fill)), faded(color, (0.5 + 0.5 * fill) * flicker));
      break;
    }
    case sw::BeamState::Firing:
      geometry.addStrip(points, width * 2.0f, color);
      geometry.addStrip(points, width * 0.7f, QColor(255, 255, 255));
      break;
    default: break;
  }
}

}  // namespace

void addEnemyStrips(StripGeometry& geometry, std::vector<QVector3D>& points, const sw::RuntimeLevel& runtime,
                    std::uint64_t frame, const std::function<QVector3D(sw::Vec2)>& at) {
  if (const auto* enemies = runtime.find<sw::EnemySystem>())
    for (const sw::Enemy& e : enemies->enemies()) {
      if (e.died) continue;
      const sw::EnemySystem::Type& type = enemies->type(e.type);
      addBeam(geometry, points, e.beam, type.weaponry, frame, at);
      if (const sw::PartState* parts = enemies->partsOf(e))
        for (std::size_t p = 0; p < type.parts.size(); ++p)
          if (!parts[p].destroyed) addBeam(geometry, points, parts[p].beam, type.parts[p].weaponry, frame, at);
    }
  if (const auto* missiles = runtime.find<sw::MissileSystem>())
    for (const sw::Missile& m : missiles->missiles()) {
      if (m.dead || m.trailCount < 1) continue;
      // Oldest to newest, then the missile itself.
      points.clear();
      for (int k = 0; k < m.trailCount; ++k) {
        const int i = (m.trailHead - m.trailCount + k + sw::Missile::kTrail) % sw::Missile::kTrail;
        points.push_back(at(m.trail[std::size_t(i)]));
      }
      points.push_back(at(m.position));
      if (points.size() >= 2) geometry.addStrip(points, float(m.radius), faded(sw::toQColor(m.color), 0.55));
    }
}

}  // namespace sw::play
