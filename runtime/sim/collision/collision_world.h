#pragma once
// The game's collision queries, answered by Bullet: btCollisionWorlds with a
// btDbvtBroadphase each (enemies, players, walls; no dynamics world), bullets queried
// against them one by one (design notes in collision_world.cpp). Everything lives in the
// play plane (z = 0):
// bullets are spheres; an enemy is a set of spheres or a triangle mesh; a player is a
// set of spheres; walls are the chain tiles' 2D polygons, extruded across the plane.
//
// Slots: the simulation's pools are unordered arrays with swap-remove, so each tick it
// places entity i of a pool in slot i of that kind and removes the slots past the end.
// Shapes are built once at level start (addSphereSet, addTriangleMesh, addWalls,
// setPlayerShape) and may allocate, and so may the first placement or query after them
// (it lays out each slot's Bullet objects); after that, placing, removing and querying
// never allocate (tested with a counting allocator that also counts Bullet's own
// btAlignedAlloc), provided the `out` vectors were reserved by the caller. One exception:
// placing an enemy with the player's sphere set lays out the enemy slots again, once.
// A slot out of range is a bug (asserted; ignored in release builds); a shape id of the
// wrong kind, or -1, removes the slot.
//
// Coordinates are the simulation's frame (origin-relative, see runtime_level.h), so they
// stay small however long the level is. Shapes are not rotated: ships face left.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/math.h"
#include "core/value.h"

namespace sw {

struct CollisionCapacity {
  std::size_t enemies = 0;
  std::size_t players = 2;
  std::size_t playerBullets = 0;
  std::size_t enemyBullets = 0;
  std::size_t walls = 0;  // wall slots: tiles near the camera that can collide at once
};

// One overlapping pair found by a query; what `a` and `b` index depends on the query.
struct CollisionHit {
  std::uint32_t a = 0;
  std::uint32_t b = 0;
  bool operator==(const CollisionHit&) const = default;
};

class CollisionWorld {
 public:
  explicit CollisionWorld(const CollisionCapacity& capacity);
  ~CollisionWorld();
  CollisionWorld(CollisionWorld&&) noexcept;
  CollisionWorld& operator=(CollisionWorld&&) noexcept;
  CollisionWorld(const CollisionWorld&) = delete;
  CollisionWorld& operator=(const CollisionWorld&) = delete;

  // --- Shapes (level start; may allocate). Each returns a shape id >= 0, or -1 when
  // there is nothing to collide with (no spheres, no triangles, no polygons).
  int addSphereSet(const std::vector<Vec3>& spheres);  // (x, y, radius) relative to the entity
  // Triangles of an enemy's mesh in its own coordinates (z across the play plane). A
  // bullet touches the mesh's surface; one wholly inside a closed mesh does not.
  // Triangles naming a missing vertex are left out.
  int addTriangleMesh(const std::vector<Vec3>& positions, const std::vector<std::uint32_t>& indices);
  // One tile definition's wall polygons in tile-local coordinates (concave is fine; a
  // sphere wholly inside a polygon touches it too).
  int addWalls(const std::vector<Polygon>& polygons);
  // The sphere set every player ship uses (a shape from addSphereSet).
  void setPlayerShape(int shape);

  // --- Placement (every tick; never allocates). A slot is inactive until placed.
  void placeEnemy(std::size_t slot, int shape, Vec2 position);
  void placePlayer(std::size_t slot, Vec2 position);
  void placePlayerBullet(std::size_t slot, Vec2 position, double radius);
  void placeEnemyBullet(std::size_t slot, Vec2 position, double radius);
  void placeWall(std::size_t slot, int shape, Vec2 tileOrigin);
  void removeEnemy(std::size_t slot);
  void removePlayer(std::size_t slot);
  void removePlayerBullet(std::size_t slot);
  void removeEnemyBullet(std::size_t slot);
  void removeWall(std::size_t slot);
  // Slots [count, capacity) of each kind become inactive: one call per pool per tick.
  void removeEnemiesFrom(std::size_t count);
  // Enemy slots [from, to) become inactive.
  void removeEnemiesBetween(std::size_t from, std::size_t to);
  void removePlayerBulletsFrom(std::size_t count);
  void removeEnemyBulletsFrom(std::size_t count);

  // --- Queries (after placement; never allocate when `out` has room). Each clears `out`
  // and fills it with every touching pair, sorted by (a, b), so the answer does not depend
  // on the broadphase's internal order.
  void playerBulletsHittingEnemies(std::vector<CollisionHit>& out);  // a: player bullet, b: enemy
  void playerBulletsHittingWalls(std::vector<CollisionHit>& out);    // a: player bullet, b: wall slot
  void enemyBulletsHittingWalls(std::vector<CollisionHit>& out);     // a: enemy bullet, b: wall slot
  void playersHittingEnemies(std::vector<CollisionHit>& out);        // a: player, b: enemy
  void playersHittingEnemyBullets(std::vector<CollisionHit>& out);   // a: player, b: enemy bullet
  void playersHittingWalls(std::vector<CollisionHit>& out);          // a: player, b: wall slot

  // --- Capsule queries, for beams and bolts (after placement; never allocate when `out` has
  // room): the segment from `a` to `b` swept by a sphere of `radius`, as a btCapsuleShape.
  // Enemy slots it touches are appended to `out` as {query, slot} in slot order (`out` is not
  // cleared, so a caller can gather the capsules of a whole beam and sort once).
  void enemiesTouchingCapsule(Vec2 a, Vec2 b, double radius, std::uint32_t query, std::vector<CollisionHit>& out);
  // Whether the capsule touches any placed wall.
  bool capsuleTouchesWall(Vec2 a, Vec2 b, double radius);

  const CollisionCapacity& capacity() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace sw
