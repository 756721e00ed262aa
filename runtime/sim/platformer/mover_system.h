#pragma once
// Moving geometry of a platformer level: every PlatformGeometry with a path travels along it
// at constant speed along the arc (PathCurve's arc-length table), back and forth or round
// again, waiting at the ends. Its state is the distance along the path, the direction and
// the wait; the world's pieces (platform_world.h) are placed from it every tick, and again
// after a rollback restore (the world itself is the geometry system's, geometry_system.h).
#include <cstdint>
#include <string_view>
#include <vector>

#include "core/fields.h"
#include "model/paths/path_curve.h"
#include "sim/platformer/geometry_system.h"
#include "sim/system.h"

namespace sw {

struct MoverProgress {
  static constexpr std::string_view kStateKind = "mover";
  double distance = 0;       // along the path
  int direction = 1;         // +1 forward, -1 back
  std::int64_t waitLeft = 0; // ticks still to wait at an end
  SW_FIELDS(MoverProgress, distance, direction, waitLeft)
};

struct MoverState {
  std::vector<MoverProgress> movers;
  SW_FIELDS(MoverState, movers)
};

class MoverSystem final : public StatefulSystem<MoverState> {
 public:
  enum Phase { Move };

  MoverSystem(LevelContext& level, GeometrySystem& geometry)
      : StatefulSystem(level, "movers"), world_(geometry.world()) {}
  // The level's geometry and its movers; problems name the geometry (a missing path, a path
  // with fewer than two points, a speed that is not above 0).
  void build(Errors& problems);

  void step(int phase, const TickInput& input) override;
  void afterRestore() override;

  int moverCount() const { return int(movers_.size()); }

 protected:
  std::string_view label(const MoverState& s, std::string_view kind, std::size_t index) const override;
  bool fits(const MoverState& saved) const override { return saved.movers.size() == movers_.size(); }

 private:
  struct Mover {
    int owner = 0;  // in the world
    PathCurve curve;
    Vec2 base;      // the anchor as placed
    Vec2 pathStart;
    double speed = 0.05;
    bool pingPong = true;
    std::int64_t waitTicks = 0;
  };
  Vec2 anchorOf(const Mover& m, const MoverProgress& p) const;
  void placeAll(bool moving);

  PlatformWorld& world_;
  std::vector<Mover> movers_;
  std::vector<Vec2> previous_;  // anchors before this tick's move
};

}  // namespace sw
