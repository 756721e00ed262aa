#pragma once
// A Spawn: an enemy or a formation of enemies that appears at a tick, when a trigger
// fires or when a wave is cleared, at a point or at the start of a path (see DOMAIN.md,
// "Enemies, spawns and formations"). Design-time only: names of the enemy type, path
// and trigger are resolved when Play builds the RuntimeLevel. Where each ship of the
// formation is at a tick: formation.h.
#include <cstdint>
#include <string>

#include "model/level/level_object.h"

namespace sw {

class Spawn final : public LevelObject {
 public:
  enum class When {
    AtTick,       // at chain tick `tick` (camera_track.h: ticks since the level started)
    OnTrigger,    // when the Trigger named `trigger` fires
    WaveCleared,  // when every enemy of wave `afterWave` is gone
  };

  When when = When::AtTick;
  // Chain tick of an AtTick spawn. For the other kinds, the tick the editor previews it at.
  std::int64_t tick = 0;
  std::string trigger;     // OnTrigger: name of a Trigger object
  std::string wave;        // the wave this spawn belongs to (may be empty: no wave)
  std::string afterWave;   // WaveCleared: the wave that must be cleared first
  std::string enemyType;   // name of a project EnemyType
  std::string path;        // name of a Path object (optional)
  double startOffset = 0;  // with a path: distance along it (units) where the ships start
  Vec2 position;           // without a path: where the ships appear (level coordinates)

  // Formation: `count` ships side by side across the path, `spacing` units apart
  // (lateral), the i-th leaving `delayTicks * i` ticks after the first. `mirror`
  // reflects path and offsets across a horizontal axis chosen at spawn time (formation.h).
  std::int64_t count = 1;
  double spacing = 1.5;
  std::int64_t delayTicks = 0;
  bool mirror = false;

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  std::unique_ptr<LevelObject> clone() const override { return std::make_unique<Spawn>(*this); }
};

}  // namespace sw
