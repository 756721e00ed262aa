#include "view/play/particle_renderer.h"

#include "model/project/project.h"
#include "sim/runtime_level.h"
#include "sim/systems/effects/effect_system.h"
#include "view/play/play_instancing.h"
#include "view/qt_color.h"

namespace sw::play {

void ParticleRenderer::update(const sw::RuntimeLevel& runtime, const FrameContext& frame) {
  auto& sparks = particles_.instancing->begin();
  // The simulation's own sparks are the look of a project without particle effects; once
  // the project authors effects, its events show those (effect_renderer.h) and these would
  // only be flat discs flying through walls beside them.
  const bool authored = frame.project && !frame.project->effects.empty();
  if (const auto* effects = authored ? nullptr : runtime.find<sw::EffectSystem>())
    for (const sw::Particle& p : effects->particles()) {
      // Fire-and-forget: shrinks as it fades out.
      const double life = p.maxLifeTicks > 0 ? double(p.lifeTicks) / double(p.maxLifeTicks) : 1.0;
      sparks.push_back({at(p.position, frame.origin, kEntityZ + 0.02f), float(p.size * (0.3 + 0.7 * life)), 0.0f,
                        toQColor(p.color)});
    }
  SceneKit::finish(particles_);
}

}  // namespace sw::play
