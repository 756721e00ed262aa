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
// Static pieces sit in a uniform grid built once; moving ones are few and checked by their
// bounds. No allocation after build.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/math.h"

namespace sw {

class Level;

struct PlatformPiece {
  static constexpr int kMaxCorners = 8;
  int owner = 0;  // index into PlatformWorld::owners()
  int corners = 0;
  std::array<Vec2, kMaxCorners> local{};  // relative to the owner's anchor, counter-clockwise
  std::array<Vec2, kMaxCorners> world{};  // placed at the owner's anchor now
  Vec2 min, max;                          // bounds of `world`
};

struct PlatformOwner {
  std::string name;  // the geometry's name, for messages
  bool oneWay = false;
  int mover = -1;     // index of its mover (mover_system.h), or -1: it never moves
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
  // The level's solid and one-way geometry. Moving pieces name their mover through
  // `moverOf(geometry name)` (-1 for none). Problems name the object.
  void build(const Level& level, Errors& problems);

  const std::vector<PlatformOwner>& owners() const { return owners_; }
  const std::vector<PlatformPiece>& pieces() const { return pieces_; }
  int ownerIndex(const std::string& name) const;
  void setMover(int owner, int mover) { owners_[std::size_t(owner)].mover = mover; }
  // After setMover for every moving owner: files the pieces that never move in the grid.
  void finishBuild();

  // Puts the owner's anchor at `anchor` (its pieces follow); `moved` is this tick's step.
  void place(int owner, Vec2 anchor, Vec2 moved);

  // The highest top surface at x with yBottom <= y <= yTop. One-way pieces count only when
  // their surface was at most `oneWayFrom` (plus how far the piece rose this tick): stood on
  // from above, passed from below. `skipOneWay` ignores them (dropping through).
  GroundHit groundBelow(double x, double yTop, double yBottom, double oneWayFrom, bool skipOneWay) const;

  // The x extent of the solid pieces (one-way ones never block sideways) inside the band
  // y0 < y < y1 that overlap x0 < x < x1: the first such piece's span and owner, if any.
  struct Span {
    bool found = false;
    double lo = 0, hi = 0;
    int owner = -1;
  };
  Span xSpan(double y0, double y1, double x0, double x1) const;
  // The y extent of the solid pieces inside the band x0 < x < x1 that overlap y0 < y < y1.
  Span ySpan(double x0, double x1, double y0, double y1) const;

 private:
  template <class F>
  void forPiecesNear(double x0, double y0, double x1, double y1, F&& f) const;
  void addPiece(int owner, const std::vector<Vec2>& corners);

  std::vector<PlatformOwner> owners_;
  std::vector<PlatformPiece> pieces_;
  std::vector<int> movingPieces_;
  // Static pieces by grid cell: cellStart_[c] .. cellStart_[c + 1] in cellPieces_.
  Vec2 gridMin_;
  double cellSize_ = 4;
  int columns_ = 0, rows_ = 0;
  std::vector<int> cellStart_, cellPieces_;
  mutable std::vector<std::uint32_t> visited_;  // per piece: the query that saw it last
  mutable std::uint32_t query_ = 0;
};

}  // namespace sw
