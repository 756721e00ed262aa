#pragma once
// The platformer's level geometry as the character controller asks about it: every solid and
// one-way PlatformGeometry cut into convex pieces, placed where its anchor is this tick.
// Pieces keep their shape relative to the anchor (DOMAIN.md: a piece moves as a whole), so a
// moving platform's tick only moves its anchor; the mover system (mover_system.h) sets the
// anchors and the world places the pieces.
//
// The queries are the two a kinematic controller needs, both exact on convex pieces:
// - groundBelow: the highest top surface a vertical line meets between two heights (feet
//   following slopes and curves at a constant standing height, landings);
// - xSpan / ySpan: where the pieces are inside a horizontal (vertical) band: what a body's
//   side (head) runs into.
// Static pieces sit in a uniform grid built once. Moving ones (platforms, doors, crates: a
// thousand in the benchmark) sit in a hashed grid by the cell of their centre, moved from
// bucket to bucket as they move (linked lists, so a move is O(1) and allocates nothing); a
// query looks in the cells its box reaches, widened by the largest such piece's half size.
// The few moving pieces too large for that are checked by their bounds. No allocation after
// build.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/math.h"

namespace sw {

class Level;
class Project;

struct PlatformPiece {
  static constexpr int kMaxCorners = 8;
  int owner = 0;  // index into PlatformWorld::owners()
  int corners = 0;
  std::array<Vec2, kMaxCorners> local{};  // relative to the owner's anchor, counter-clockwise
  std::array<Vec2, kMaxCorners> world{};  // placed at the owner's anchor now
  Vec2 min, max;                          // bounds of `world`
};

// Which way bodies may pass through a piece (the rest of the time it is solid).
enum class Pass : std::uint8_t {
  None,   // solid
  Up,     // from below: a one-way platform, stood on from above
  Down,   // from above: stops heads, not feet
  Left,   // toward -x: blocks bodies coming from the left
  Right,  // toward +x
  All,    // open: stops nothing
};

struct PlatformOwner {
  std::string name;  // the geometry's (door's, crate's ...) name, for messages
  Pass pass = Pass::None;
  bool dynamic = false;  // moves (platforms, doors, crates): kept out of the static grid
  int crate = -1;        // a crate's index (crate_system.h): characters push it
  Vec2 anchor;        // where it is now
  Vec2 moved;         // how far it moved this tick
  int firstPiece = 0, pieceCount = 0;
};

// A top surface found below a point.
struct GroundHit {
  bool found = false;
  double y = 0;
  int owner = -1;
  Vec2 normal{0, 1};  // of the edge stood on (unit, pointing up)
};

class PlatformWorld {
 public:
  struct Span {
    bool found = false;
    double lo = 0, hi = 0;
    int owner = -1;
  };

  // The level's solid and one-way geometry (movers mark theirs dynamic). Problems name the object.
  void build(const Level& level, Errors& problems);
  // What the level's chain links bring (a free level may lay tiles out too): their tile
  // definitions' collision polygons, and the collision of every painted tile whose tileset
  // tile has some (flipped and sized as placed), all solid and still.
  void addTiles(const Project& project, const Level& level);

  const std::vector<PlatformOwner>& owners() const { return owners_; }
  const std::vector<PlatformPiece>& pieces() const { return pieces_; }
  int ownerIndex(const std::string& name) const;
  void setDynamic(int owner) { owners_[std::size_t(owner)].dynamic = true; }
  void setCrate(int owner, int crate) { owners_[std::size_t(owner)].crate = crate; }
  // Another owner (a door, barrier or crate) with this outline (level coordinates, either
  // winding) whose anchor is at `anchor`.
  int addOwner(const std::string& name, const std::vector<Vec2>& outline, Vec2 anchor, Pass pass, bool dynamic);
  // After every owner is added and marked: files the pieces that never move in the grid.
  void finishBuild();
  // The way through an owner now (a barrier's changes as its expression does).
  void setPass(int owner, Pass pass) { owners_[std::size_t(owner)].pass = pass; }
  // Queries skip these owners (a crate asking about its surroundings, a pusher), -1 for none.
  void setIgnored(int owner, int also = -1) const { ignored_ = owner, ignoredAlso_ = also; }
  int ignored() const { return ignored_; }
  // The dynamic owners that are not crates: what may push bodies (after finishBuild).
  const std::vector<int>& pushers() const { return pushers_; }
  // The lowest-numbered pusher above `after` that moved this tick and overlaps the box, or -1.
  int nextPusher(Vec2 min, Vec2 max, int after) const;
  // Whether `p` is inside a solid piece (sparks never start inside geometry).
  bool insideSolid(Vec2 p) const;
  // Whether the box overlaps one of the owner's pieces.
  bool overlaps(int owner, Vec2 min, Vec2 max) const;
  // The owner's extent along x inside the band y0 < y < y1 (or along y inside x0 < x < x1).
  Span ownerSpanX(int owner, double y0, double y1) const;
  Span ownerSpanY(int owner, double x0, double x1) const;
  // The first solid piece (passable no way) the segment from `from` to `to` meets.
  struct RayHit {
    bool found = false;
    Vec2 point;
    int owner = -1;
  };
  RayHit rayCast(Vec2 from, Vec2 to) const;


  // Puts the owner's anchor at `anchor` (its pieces follow); `moved` is this tick's step.
  void place(int owner, Vec2 anchor, Vec2 moved);

  // The highest top surface at x with yBottom <= y <= yTop. One-way pieces count only when
  // their surface was at most `oneWayFrom` (plus how far the piece rose this tick): stood on
  // from above, passed from below. `skipOneWay` ignores them (dropping through).
  GroundHit groundBelow(double x, double yTop, double yBottom, double oneWayFrom, bool skipOneWay) const;

  // The x extent of the pieces that block sideways inside the band y0 < y < y1 and overlap
  // x0 < x < x1: the first such piece's span and owner, if any. A piece passable left or right
  // blocks only a body coming from the other side (`fromX`: where the body was).
  Span xSpan(double y0, double y1, double x0, double x1, double fromX) const;
  // The y extent of the pieces that stop a head inside the band x0 < x < x1 that overlap
  // y0 < y < y1.
  Span ySpan(double x0, double x1, double y0, double y1) const;

 private:
  template <class F>
  void forPiecesNear(double x0, double y0, double x1, double y1, F&& f) const;
  void addPiece(int owner, const std::vector<Vec2>& corners);
  // The owner's pieces for one more outline (level coordinates, either winding); the owner
  // must be the last one added, so its pieces stay together.
  void addOutline(int owner, const std::vector<Vec2>& outline);

  std::vector<PlatformOwner> owners_;
  std::vector<PlatformPiece> pieces_;
  // Moving pieces: hashed grid buckets of `kBuckets` lists (heads, and per piece its links
  // and bucket, -1 when it is not in the grid), and the large ones.
  static constexpr std::size_t kBuckets = 4096;
  static constexpr double kMovingCell = 2;
  void link(int piece);
  void unlink(int piece);
  std::size_t bucketOf(Vec2 centre) const;
  std::vector<int> bucketHead_, next_, prev_, bucket_;
  std::vector<int> largeMoving_, allMoving_;
  double movingReach_ = 0;  // the largest half size of a piece in the hashed grid
  // Static pieces by grid cell: cellStart_[c] .. cellStart_[c + 1] in cellPieces_.
  Vec2 gridMin_;
  double cellSize_ = 4;
  int columns_ = 0, rows_ = 0;
  std::vector<int> cellStart_, cellPieces_;
  mutable std::vector<std::uint32_t> visited_;  // per piece: the query that saw it last
  mutable std::uint32_t query_ = 0;
  mutable int ignored_ = -1, ignoredAlso_ = -1;
  std::vector<int> pushers_;
};

}  // namespace sw
