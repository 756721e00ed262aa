#include "view/play/particle_renderer.h"

#include "sim/runtime_level.h"
#include "sim/systems/effects/effect_system.h"
#include "view/play/play_instancing.h"
#include "view/qt_color.h"

namespace sw::play {

void ParticleRenderer::update(const sw::RuntimeLevel& runtime, const FrameContext& frame) {
  auto& sparks = particles_.instancing->begin();
  if (const auto* effects = runtime.find<sw::EffectSystem>())
    for (const sw::Particle& p : effects->particles()) {
      // Fire-and-forget: shrinks as it fades out.
      const double life = p.maxLifeTicks > 0 ? double(p.lifeTicks) / double(p.maxLifeTicks) : 1.0;
      sparks.push_back({at(p.position, frame.origin, kEntityZ + 0.02f), float(p.size * (0.3 + 0.7 * life)), 0.0f,
                        toQColor(p.color)});
    }
  SceneKit::finish(particles_);
}

}  // namespace sw::play
