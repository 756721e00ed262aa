#pragma once
// Collisions, asked of Bullet through CollisionWorld (sim/collision/collision_world.h): every
// tick each live entity is placed in the slot of its pool index, then each query's pairs
// (sorted, so the order never depends on the broadphase) are applied in a fixed order: player
// bullets against enemies, bullets against walls, then the ships against enemy bullets (the
// enemy bullet system's own pass), enemies and walls. Walls are the tiles near the camera
// (one behind, the camera's, two ahead), placed again whenever the frame moves. Nothing here
// is state: it is all placed anew from the other systems' state.
#include <cstddef>
#include <memory>
#include <utility>
#include <vector>

#include "core/error.h"
#include "model/level/level_object.h"
#include "sim/collision/collision_world.h"
#include "sim/shooter/shooter_systems.h"
#include "sim/system.h"

namespace sw {

class Project;
class WallGrid;

class CollisionSystem final : public StatelessSystem {
 public:
  enum Phase { Place, Resolve };

  // A wall tile near the camera, in frame coordinates, for the overlay.
  struct WallTile {
    std::size_t link = 0;
    Vec2 origin;  // frame coordinates of the tile's origin
    const std::vector<Polygon>* polygons = nullptr;
  };

  explicit CollisionSystem(LevelContext& level);
  ~CollisionSystem() override;
  void connect(const ShooterSystems& systems) { s_ = systems; }
  // Shapes for the enemy types, the ships and the walls; the world for `enemies` ships at
  // once. Enemy types whose mesh cannot be read collide with their spheres (said in the Log).
  void build(const Project& project, std::size_t enemies);

  void step(int phase, const TickInput& input) override;
  void shiftFrame(Vec2 step) override;
  void afterRestore() override { placeWalls(); }

  // What an enemy slot holds: slots below the enemy pool's capacity are enemies by pool index
  // (their body, placed whole); the slots after hold the spheres of turning and composite
  // enemies one by one (they turn with their owner), then missiles.
  struct Target {
    enum Kind : std::uint8_t { Body, Part, Missile } kind = Body;
    std::size_t index = 0;  // enemy pool index, or missile index
    int part = -1;          // Part: index of the part
  };
  Target target(std::size_t slot) const;
  // The players' fire (a bullet, a beam, a bolt) struck what sits in `slot`: bodies and parts
  // take `damage` unless armoured, missiles too. False when nothing there can be struck
  // (already dead); true also when armour stopped it.
  bool strike(std::size_t slot, std::int64_t damage, int byPlayer);

  CollisionWorld& world() { return *world_; }
  const std::vector<WallTile>& wallTiles() const { return wallTiles_; }
  // The enemy bullets' wall grids of the tiles near the camera, with their frame origins;
  // returns how many (at most `max`).
  int wallGrids(const WallGrid** grids, Vec2* origins, int max) const;
  // Enemies touched by the capsules between consecutive `points` (radius `radius`): each enemy
  // once, sorted by pool index (CollisionHit::b). Valid until the next query.
  const std::vector<CollisionHit>& enemiesTouchingCapsules(const Vec2* points, int count, double radius);

 private:
  void placeColliders();
  void placeExtras();
  void resolve();
  void placeWalls();

  ShooterSystems s_;
  std::unique_ptr<CollisionWorld> world_;
  std::vector<int> wallShapes_;       // per chain link: its tile's wall shape, -1 for none
  std::vector<WallGrid> grids_;       // per tile definition with walls: enemy bullets test these
  std::vector<int> gridOfLink_;       // per chain link: index into grids_, -1 for none
  std::vector<WallTile> wallTiles_;
  std::vector<CollisionHit> hits_;    // reused by every query; reserved at build
  std::size_t bodySlots_ = 0;         // the enemy pool's capacity: slots [0, bodySlots_) are bodies
  std::vector<Target> extra_;         // slot bodySlots_ + i holds extra_[i] this tick (reserved at build)
  std::size_t extraPlaced_ = 0;       // extra slots placed last tick
  std::vector<std::pair<double, int>> missileShapes_;  // (radius, shape id) of the launchers' missiles
};

}  // namespace sw
