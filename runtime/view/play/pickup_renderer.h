#pragma once
// Pickups enemies dropped (sim/systems/pickups): a glowing token per pickup, a dim halo that
// pulses behind a bright core, coloured by kind (charge green, score gold, life rose, a
// weapon in its own colour), so a player tells them apart at a glance.
#include <QColor>

#include "model/enemies/enemy_type.h"
#include "view/play/scene_kit.h"

namespace sw {
class RuntimeLevel;
}

namespace sw::play {

class PickupRenderer {
 public:
  explicit PickupRenderer(SceneKit& kit) : halo_(kit.discBatch()), core_(kit.discBatch()) {}
  void update(const sw::RuntimeLevel& runtime, const FrameContext& frame);
  int instances() const { return core_.count(); }

  // The colour of a pickup of `kind` (a weapon's is its own; this is for the others).
  static QColor colour(sw::EnemyDrop kind);

 private:
  InstanceBatch halo_, core_;
};

}  // namespace sw::play
