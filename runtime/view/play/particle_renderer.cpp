#include "view/play/particle_renderer.h"

#include "model/project/project.h"
#include "sim/runtime_level.h"
#include "sim/systems/effects/effect_system.h"
#include "view/play/play_instancing.h"
#include "view/play/splat_layer.h"
#include "view/qt_color.h"

namespace sw::play {

void ParticleRenderer::update(const sw::RuntimeLevel& runtime, const FrameContext& frame) {
  auto& sparks = particles_.instancing->begin();
  // The simulation's own sparks are the look of a project without particle effects; once
  // the project authors effects, its events show those (effect_renderer.h) and these would
  // only be flat discs flying through walls beside them.
  const bool authored = frame.project && !frame.project->effects.empty();
  splatted_ = 0;
  const auto* effects = authored ? nullptr : runtime.find<sw::EffectSystem>();
  if (effects && frame.swarm && int(effects->particles().size()) >= frame.splatFrom) {
    SplatImage& image = frame.swarm->canvas();
    for (auto it = effects->particles().rbegin(); it != effects->particles().rend(); ++it) {  // nearest first
      const sw::Particle& p = *it;
      const double life = p.maxLifeTicks > 0 ? double(p.lifeTicks) / double(p.maxLifeTicks) : 1.0;
      image.disc(p.position.x + frame.origin.x, p.position.y + frame.origin.y, p.size * (0.3 + 0.7 * life),
                 SplatColor{p.color.r / 255.0f, p.color.g / 255.0f, p.color.b / 255.0f, p.color.a / 255.0f});
    }
    splatted_ = int(effects->particles().size());
  } else if (effects)
    for (const sw::Particle& p : effects->particles()) {
      // Fire-and-forget: shrinks as it fades out.
      const double life = p.maxLifeTicks > 0 ? double(p.lifeTicks) / double(p.maxLifeTicks) : 1.0;
      sparks.push_back({at(p.position, frame.origin, kEntityZ + 0.02f), float(p.size * (0.3 + 0.7 * life)), 0.0f,
                        toQColor(p.color)});
    }
  SceneKit::finish(particles_);
}

}  // namespace sw::play
