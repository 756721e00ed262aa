#pragma once
// The platformer's level geometry as one world (platform_world.h) that every other system of
// the kind asks about: built from the level's Geometry objects, then doors, barriers, crates
// and moving platforms add or mark their own pieces, then the static ones go into the grid.
// The world is derived from the other systems' state (where a platform is, how far a door is
// open), never state of its own: each system places its pieces every tick and again after a
// rollback restore, so this system keeps nothing between ticks and runs no phase.
#include "sim/platformer/platform_world.h"
#include "sim/system.h"

namespace sw {

class GeometrySystem final : public StatelessSystem {
 public:
  explicit GeometrySystem(LevelContext& level) : StatelessSystem(level, "geometry") {}
  // The level's Geometry objects, then what its chain links bring (tile definitions' walls,
  // painted tiles' collision: PlatformWorld::addTiles).
  void build(const Project& project, Errors& problems);
  void step(int, const TickInput&) override {}

  PlatformWorld& world() { return world_; }
  const PlatformWorld& world() const { return world_; }

 private:
  PlatformWorld world_;
};

}  // namespace sw
