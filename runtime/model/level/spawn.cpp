#include "model/level/spawn.h"

namespace sw {

const TypeDescription& Spawn::describeType() {
  static const TypeDescription d =
      TypeBuilder<Spawn>("Spawn")
          .field("name", &Spawn::name).label("Name").required().nameRule(NameRule::Identifier)
          .tooltip("Unique name of this spawn in the level")
          .field("when", &Spawn::when).label("When").category("Spawn")
          .enumNames({"atTick", "onTrigger", "waveCleared"})
          .tooltip("At Tick: at a chain tick. On Trigger: when a trigger fires. "
                   "Wave Cleared: when every enemy of a wave is gone")
          .field("tick", &Spawn::tick).label("Tick").category("Spawn").range(0, 1e9, 1)
          .tooltip("Chain tick of the spawn (60 ticks = 1 second); for the other kinds, where the editor previews it")
          .field("trigger", &Spawn::trigger, ValueKind::ObjectRef).references("Trigger").label("Trigger").category("Spawn")
          .tooltip("On Trigger: the trigger that starts this spawn")
          .field("wave", &Spawn::wave).label("Wave").category("Spawn")
          .tooltip("Name of the wave this spawn belongs to (optional); other spawns can wait until it is cleared")
          .field("afterWave", &Spawn::afterWave).label("After Wave").category("Spawn")
          .tooltip("Wave Cleared: the wave whose enemies must all be gone first")
          .field("enemyType", &Spawn::enemyType, ValueKind::ObjectRef).references("EnemyType").label("Enemy Type").category("Spawn")
          .tooltip("Name of the project's enemy type to spawn")
          .field("path", &Spawn::path, ValueKind::ObjectRef).references("Path").label("Path").category("Spawn")
          .tooltip("Path the ships follow (optional); they start at its beginning")
          .field("startOffset", &Spawn::startOffset).label("Start Offset").category("Spawn").range(0, 1e6, 0.5)
          .tooltip("With a path: how far along it (units) the ships start")
          .field("position", &Spawn::position).label("Position").category("Spawn")
          .tooltip("Without a path: where the ships appear in the play plane")
          .field("count", &Spawn::count).label("Count").category("Formation").range(1, 1000, 1)
          .tooltip("Number of ships in the formation")
          .field("spacing", &Spawn::spacing).label("Spacing").category("Formation").range(0, 100, 0.25)
          .tooltip("Distance (units) between neighbouring ships across the path")
          .field("delayTicks", &Spawn::delayTicks).label("Delay").category("Formation").range(0, 100000, 1)
          .tooltip("Ticks between one ship and the next, so they fly one after another")
          .field("mirror", &Spawn::mirror).label("Mirror").category("Formation")
          .tooltip("Reflect the path and the formation top to bottom about the camera's height at spawn time")
          .build();
  return d;
}

}  // namespace sw
