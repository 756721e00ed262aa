// The platformer's geometry queries (platform_world.h).
#include "sim/platformer/platform_world.h"

#include <algorithm>
#include <cmath>

#include "model/level/level.h"
#include "model/platformer/platform_geometry.h"
#include "model/project/project.h"
#include "model/tiles/polygon.h"
#include "model/tiles/tile_chain.h"
#include "model/tiles/tile_layer.h"
#include "sim/collision/polygon_triangulation.h"

namespace sw {

namespace {

constexpr int kMaxGridCells = 1 << 20;

// Whether the polygon (counter-clockwise) turns left at every corner.
bool isConvex(const std::vector<Vec2>& p) {
  const std::size_t n = p.size();
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 a = p[i], b = p[(i + 1) % n], c = p[(i + 2) % n];
    const double cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (cross < 0) return false;
  }
  return true;
}

// The part of segment a-b with lo <= coordinate k <= hi (k: 0 for x, 1 for y), widened into
// [outLo, outHi] along the other coordinate.
void clipInto(Vec2 a, Vec2 b, bool alongY, double lo, double hi, double& outLo, double& outHi) {
  const double ka = alongY ? a.y : a.x, kb = alongY ? b.y : b.x;
  const double oa = alongY ? a.x : a.y, ob = alongY ? b.x : b.y;
  double t0 = 0, t1 = 1;
  const double d = kb - ka;
  if (d == 0) {
    if (ka < lo || ka > hi) return;
  } else {
    double ta = (lo - ka) / d, tb = (hi - ka) / d;
    if (ta > tb) std::swap(ta, tb);
    t0 = std::max(t0, ta), t1 = std::min(t1, tb);
    if (t0 > t1) return;
  }
  const double o0 = oa + (ob - oa) * t0, o1 = oa + (ob - oa) * t1;
  outLo = std::min({outLo, o0, o1});
  outHi = std::max({outHi, o0, o1});
}

// The extent of a convex piece along one coordinate inside a band of the other.
bool spanInBand(const PlatformPiece& p, bool bandAlongY, double lo, double hi, double& outLo, double& outHi) {
  outLo = 1e300, outHi = -1e300;
  for (int i = 0; i < p.corners; ++i)
    clipInto(p.world[std::size_t(i)], p.world[std::size_t((i + 1) % p.corners)], bandAlongY, lo, hi, outLo, outHi);
  return outLo <= outHi;
}

}  // namespace

void PlatformWorld::addPiece(int owner, const std::vector<Vec2>& corners) {
  PlatformPiece piece;
  piece.owner = owner;
  piece.corners = int(corners.size());
  const Vec2 anchor = owners_[std::size_t(owner)].anchor;
  piece.min = {1e300, 1e300}, piece.max = {-1e300, -1e300};
  for (std::size_t i = 0; i < corners.size(); ++i) {
    piece.local[i] = corners[i] - anchor;
    piece.world[i] = anchor + piece.local[i];
    piece.min = {std::min(piece.min.x, piece.world[i].x), std::min(piece.min.y, piece.world[i].y)};
    piece.max = {std::max(piece.max.x, piece.world[i].x), std::max(piece.max.y, piece.world[i].y)};
  }
  pieces_.push_back(piece);
}

void PlatformWorld::build(const Level& level, Errors& problems) {
  for (const auto& object : level.objects) {
    const auto* g = objectCast<const PlatformGeometry*>(object.get());
    if (!g || g->surface == PlatformGeometry::Surface::Trigger) continue;
    const std::string problem = g->outlineProblem();
    if (!problem.empty()) {
      problems.push_back({level.file, "geometry '" + g->name + "'", problem});
      continue;
    }
    addOwner(g->name, g->outline(), g->anchor,
             g->surface == PlatformGeometry::Surface::OneWay ? Pass::Up : Pass::None, false);
  }
}

int PlatformWorld::addOwner(const std::string& name, const std::vector<Vec2>& corners, Vec2 anchor, Pass pass,
                            bool dynamic) {
  PlatformOwner owner;
  owner.name = name;
  owner.pass = pass;
  owner.dynamic = dynamic;
  owner.anchor = anchor;
  owner.firstPiece = int(pieces_.size());
  owners_.push_back(owner);
  const int index = int(owners_.size()) - 1;
  addOutline(index, corners);
  return index;
}

void PlatformWorld::addOutline(int index, const std::vector<Vec2>& corners) {
  std::vector<Vec2> outline = corners;
  if (signedArea(outline) < 0) std::reverse(outline.begin(), outline.end());
  if (outline.size() <= std::size_t(PlatformPiece::kMaxCorners) && isConvex(outline))
    addPiece(index, outline);
  else
    for (const auto& t : triangulatePolygon(outline)) addPiece(index, {t[0], t[1], t[2]});
  owners_.back().pieceCount = int(pieces_.size()) - owners_.back().firstPiece;
}

void PlatformWorld::addTiles(const Project& project, const Level& level) {
  const std::vector<ChainLink> links = layoutChain(project, level);
  for (const ChainLink& link : links) {
    if (!link.instance || !link.origin.isFinite()) continue;
    const Vec2 origin = link.origin;
    if (link.def)
      for (const Polygon& polygon : link.def->collision) {
        if (polygonProblem(polygon)) continue;  // Check Project names it
        std::vector<Vec2> outline;
        for (const Vec2& p : polygon) outline.push_back(origin + p);
        addOwner(link.instance->name, outline, origin, Pass::None, false);
      }
    for (const TileLayer& layer : link.instance->tileLayers) {
      // Which palette entries collide (most tiles do not): looked up once per entry.
      std::vector<const TilesetTile*> colliding(layer.palette.size(), nullptr);
      bool any = false;
      for (std::size_t r = 0; r < layer.palette.size(); ++r) {
        const Tileset* tileset = project.findTileset(layer.palette[r].tileset);
        const TilesetTile* tile = tileset ? tileset->findTile(layer.palette[r].tile) : nullptr;
        if (tile && !tile->collision.empty() && tile->size.x > 0 && tile->size.y > 0) colliding[r] = tile, any = true;
      }
      if (!any) continue;
      int owner = -1;
      for (const PlacedTile& placed : layer.tiles) {
        const TilesetTile* tile = placed.ref < colliding.size() ? colliding[placed.ref] : nullptr;
        if (!tile || !placed.position.isFinite() || !placed.size.isFinite()) continue;
        const bool diagonal = placed.flips & PlacedTile::FlipDiagonal;
        const double w = tile->size.x, h = tile->size.y;
        const double fw = diagonal ? h : w, fh = diagonal ? w : h;  // its size after the diagonal flip
        for (const Polygon& polygon : tile->collision) {
          if (polygonProblem(polygon)) continue;
          std::vector<Vec2> outline;
          for (Vec2 p : polygon) {
            // Tiled's order: the diagonal flip (a transpose of the picture), then horizontal, then vertical.
            if (diagonal) p = {h - p.y, w - p.x};
            if (placed.flips & PlacedTile::FlipHorizontal) p.x = fw - p.x;
            if (placed.flips & PlacedTile::FlipVertical) p.y = fh - p.y;
            outline.push_back(origin + placed.position + Vec2{p.x * placed.size.x / fw, p.y * placed.size.y / fh});
          }
          if (owner < 0) owner = addOwner(link.instance->name + "/" + layer.name, outline, origin, Pass::None, false);
          else addOutline(owner, outline);
        }
      }
    }
  }
}

int PlatformWorld::ownerIndex(const std::string& name) const {
  for (std::size_t i = 0; i < owners_.size(); ++i)
    if (owners_[i].name == name) return int(i);
  return -1;
}

void PlatformWorld::place(int ownerIndex, Vec2 anchor, Vec2 moved) {
  PlatformOwner& owner = owners_[std::size_t(ownerIndex)];
  owner.anchor = anchor;
  owner.moved = moved;
  for (int i = owner.firstPiece; i < owner.firstPiece + owner.pieceCount; ++i) {
    PlatformPiece& p = pieces_[std::size_t(i)];
    const bool filed = std::size_t(i) < bucket_.size() && bucket_[std::size_t(i)] >= 0;
    p.min = {1e300, 1e300}, p.max = {-1e300, -1e300};
    for (int c = 0; c < p.corners; ++c) {
      const Vec2 w = anchor + p.local[std::size_t(c)];
      p.world[std::size_t(c)] = w;
      p.min = {std::min(p.min.x, w.x), std::min(p.min.y, w.y)};
      p.max = {std::max(p.max.x, w.x), std::max(p.max.y, w.y)};
    }
    if (filed && int(bucketOf((p.min + p.max) * 0.5)) != bucket_[std::size_t(i)]) {
      unlink(i);
      link(i);
    }
  }
}

// Called once all movers are known (mover_system.cpp): the grid of the pieces that never move.
std::size_t PlatformWorld::bucketOf(Vec2 centre) const {
  const auto cx = std::uint64_t(std::int64_t(std::floor(centre.x / kMovingCell)));
  const auto cy = std::uint64_t(std::int64_t(std::floor(centre.y / kMovingCell)));
  return std::size_t((cx * 73856093u) ^ (cy * 19349663u)) & (kBuckets - 1);
}

void PlatformWorld::link(int piece) {
  const PlatformPiece& p = pieces_[std::size_t(piece)];
  const std::size_t b = bucketOf((p.min + p.max) * 0.5);
  bucket_[std::size_t(piece)] = int(b);
  prev_[std::size_t(piece)] = -1;
  next_[std::size_t(piece)] = bucketHead_[b];
  if (bucketHead_[b] >= 0) prev_[std::size_t(bucketHead_[b])] = piece;
  bucketHead_[b] = piece;
}

void PlatformWorld::unlink(int piece) {
  const std::size_t i = std::size_t(piece);
  if (prev_[i] >= 0)
    next_[std::size_t(prev_[i])] = next_[i];
  else
    bucketHead_[std::size_t(bucket_[i])] = next_[i];
  if (next_[i] >= 0) prev_[std::size_t(next_[i])] = prev_[i];
}

void PlatformWorld::finishBuild() {
  visited_.assign(pieces_.size(), 0);
  // The moving pieces: small ones into the hashed grid, the rest checked always.
  bucketHead_.assign(kBuckets, -1);
  next_.assign(pieces_.size(), -1);
  prev_.assign(pieces_.size(), -1);
  bucket_.assign(pieces_.size(), -1);
  largeMoving_.clear();
  allMoving_.clear();
  movingReach_ = 0;
  for (std::size_t i = 0; i < pieces_.size(); ++i) {
    const PlatformPiece& p = pieces_[i];
    if (!owners_[std::size_t(p.owner)].dynamic) continue;
    allMoving_.push_back(int(i));
    const double half = std::max(p.max.x - p.min.x, p.max.y - p.min.y) * 0.5;
    if (half > 2 * kMovingCell) {
      largeMoving_.push_back(int(i));
      continue;
    }
    movingReach_ = std::max(movingReach_, half);
    link(int(i));
  }
  pushers_.clear();
  for (std::size_t o = 0; o < owners_.size(); ++o)
    if (owners_[o].dynamic && owners_[o].crate < 0) pushers_.push_back(int(o));
  Vec2 lo{1e300, 1e300}, hi{-1e300, -1e300};
  for (std::size_t i = 0; i < pieces_.size(); ++i) {
    const PlatformPiece& p = pieces_[i];
    if (owners_[std::size_t(p.owner)].dynamic) continue;
    lo = {std::min(lo.x, p.min.x), std::min(lo.y, p.min.y)};
    hi = {std::max(hi.x, p.max.x), std::max(hi.y, p.max.y)};
  }
  columns_ = rows_ = 0;
  cellStart_.clear();
  cellPieces_.clear();
  if (lo.x > hi.x) return;
  gridMin_ = lo;
  cellSize_ = 4;
  while (double(std::ceil((hi.x - lo.x) / cellSize_) + 1) * (std::ceil((hi.y - lo.y) / cellSize_) + 1) > kMaxGridCells)
    cellSize_ *= 2;
  columns_ = int((hi.x - lo.x) / cellSize_) + 1;
  rows_ = int((hi.y - lo.y) / cellSize_) + 1;
  std::vector<int> counts(std::size_t(columns_) * std::size_t(rows_) + 1, 0);
  auto cellsOf = [&](const PlatformPiece& p, auto&& f) {
    const int c0 = std::clamp(int((p.min.x - lo.x) / cellSize_), 0, columns_ - 1);
    const int c1 = std::clamp(int((p.max.x - lo.x) / cellSize_), 0, columns_ - 1);
    const int r0 = std::clamp(int((p.min.y - lo.y) / cellSize_), 0, rows_ - 1);
    const int r1 = std::clamp(int((p.max.y - lo.y) / cellSize_), 0, rows_ - 1);
    for (int r = r0; r <= r1; ++r)
      for (int c = c0; c <= c1; ++c) f(std::size_t(r) * std::size_t(columns_) + std::size_t(c));
  };
  for (const PlatformPiece& p : pieces_)
    if (!owners_[std::size_t(p.owner)].dynamic) cellsOf(p, [&](std::size_t cell) { ++counts[cell + 1]; });
  for (std::size_t i = 1; i < counts.size(); ++i) counts[i] += counts[i - 1];
  cellStart_ = counts;
  cellPieces_.assign(std::size_t(counts.back()), 0);
  std::vector<int> fill(counts.begin(), counts.end() - 1);
  for (std::size_t i = 0; i < pieces_.size(); ++i)
    if (!owners_[std::size_t(pieces_[i].owner)].dynamic)
      cellsOf(pieces_[i], [&](std::size_t cell) { cellPieces_[std::size_t(fill[cell]++)] = int(i); });
}

template <class F>
void PlatformWorld::forPiecesNear(double x0, double y0, double x1, double y1, F&& f) const {
  ++query_;
  if (query_ == 0) std::fill(visited_.begin(), visited_.end(), 0), query_ = 1;
  auto consider = [&](int index) {
    if (visited_[std::size_t(index)] == query_) return;
    visited_[std::size_t(index)] = query_;
    const PlatformPiece& p = pieces_[std::size_t(index)];
    if (p.owner == ignored_ || p.owner == ignoredAlso_) return;
    if (p.max.x < x0 || p.min.x > x1 || p.max.y < y0 || p.min.y > y1) return;
    f(p);
  };
  if (columns_ > 0) {
    const int c0 = std::clamp(int(std::floor((x0 - gridMin_.x) / cellSize_)), 0, columns_ - 1);
    const int c1 = std::clamp(int(std::floor((x1 - gridMin_.x) / cellSize_)), 0, columns_ - 1);
    const int r0 = std::clamp(int(std::floor((y0 - gridMin_.y) / cellSize_)), 0, rows_ - 1);
    const int r1 = std::clamp(int(std::floor((y1 - gridMin_.y) / cellSize_)), 0, rows_ - 1);
    for (int r = r0; r <= r1; ++r)
      for (int c = c0; c <= c1; ++c) {
        const std::size_t cell = std::size_t(r) * std::size_t(columns_) + std::size_t(c);
        for (int k = cellStart_[cell]; k < cellStart_[cell + 1]; ++k) consider(cellPieces_[std::size_t(k)]);
      }
  }
  // Moving pieces: the cells the box reaches, widened by the largest one's half size (a
  // piece is filed by its centre); a very wide query looks at them all.
  const double r = movingReach_;
  const double cx0 = std::floor((x0 - r) / kMovingCell), cx1 = std::floor((x1 + r) / kMovingCell);
  const double cy0 = std::floor((y0 - r) / kMovingCell), cy1 = std::floor((y1 + r) / kMovingCell);
  if ((cx1 - cx0 + 1) * (cy1 - cy0 + 1) > 256 || bucketHead_.empty()) {
    for (int index : allMoving_) consider(index);
    return;
  }
  for (double cy = cy0; cy <= cy1; ++cy)
    for (double cx = cx0; cx <= cx1; ++cx) {
      const std::size_t b = bucketOf({(cx + 0.5) * kMovingCell, (cy + 0.5) * kMovingCell});
      for (int index = bucketHead_[b]; index >= 0; index = next_[std::size_t(index)]) consider(index);
    }
  for (int index : largeMoving_) consider(index);
}

GroundHit PlatformWorld::groundBelow(double x, double yTop, double yBottom, double oneWayFrom, bool skipOneWay) const {
  GroundHit best;
  forPiecesNear(x, yBottom, x, yTop + 1, [&](const PlatformPiece& p) {
    const PlatformOwner& owner = owners_[std::size_t(p.owner)];
    const bool oneWay = owner.pass == Pass::Up;
    if (owner.pass == Pass::All || owner.pass == Pass::Down || (oneWay && skipOneWay)) return;
    // Where the vertical line at x leaves the piece upwards, and the edge it leaves through.
    double top = -1e300;
    Vec2 normal{0, 1};
    for (int i = 0; i < p.corners; ++i) {
      const Vec2 a = p.world[std::size_t(i)], b = p.world[std::size_t((i + 1) % p.corners)];
      if (x < std::min(a.x, b.x) || x > std::max(a.x, b.x)) continue;
      double y;
      if (a.x == b.x) {
        y = std::max(a.y, b.y);
      } else {
        y = a.y + (b.y - a.y) * ((x - a.x) / (b.x - a.x));
      }
      if (y > top) {
        top = y;
        // Counter-clockwise outline: the outward normal of edge a->b is (dy, -dx).
        const Vec2 n{b.y - a.y, a.x - b.x};
        const double len = n.length();
        normal = (a.x != b.x && len > 0 && n.y > 0) ? n * (1.0 / len) : Vec2{0, 1};
      }
    }
    if (top == -1e300) return;
    double limit = yTop;
    if (oneWay) limit = std::min(limit, oneWayFrom + std::max(0.0, owner.moved.y));
    if (top > limit || top < yBottom) return;
    // The highest; on a tie the first owner, so the answer never depends on the order pieces
    // were visited in (which moves with the hashed grid's history, and a rollback rewrites it).
    if (!best.found || top > best.y || (top == best.y && p.owner < best.owner)) best = {true, top, p.owner, normal};
  });
  return best;
}

PlatformWorld::Span PlatformWorld::xSpan(double y0, double y1, double x0, double x1, double fromX) const {
  Span out;
  const PlatformPiece* chosen = nullptr;  // the first piece in the list: an answer independent of visit order
  forPiecesNear(x0, y0, x1, y1, [&](const PlatformPiece& p) {
    const Pass pass = owners_[std::size_t(p.owner)].pass;
    if ((chosen && chosen < &p) || pass == Pass::Up || pass == Pass::Down || pass == Pass::All) return;
    if (!(p.min.y < y1 && p.max.y > y0)) return;
    double lo, hi;
    if (!spanInBand(p, true, y0, y1, lo, hi)) return;
    if (hi <= x0 || lo >= x1) return;
    // Passable toward +x: only a body coming from the right (going left) is stopped.
    if (pass == Pass::Right && fromX < (lo + hi) * 0.5) return;
    if (pass == Pass::Left && fromX > (lo + hi) * 0.5) return;
    out = {true, lo, hi, p.owner};
    chosen = &p;
  });
  return out;
}

PlatformWorld::Span PlatformWorld::ySpan(double x0, double x1, double y0, double y1) const {
  Span out;
  const PlatformPiece* chosen = nullptr;
  forPiecesNear(x0, y0, x1, y1, [&](const PlatformPiece& p) {
    const Pass pass = owners_[std::size_t(p.owner)].pass;
    if ((chosen && chosen < &p) || pass == Pass::Up || pass == Pass::All) return;
    if (!(p.min.x < x1 && p.max.x > x0)) return;
    double lo, hi;
    if (!spanInBand(p, false, x0, x1, lo, hi)) return;
    if (hi <= y0 || lo >= y1) return;
    out = {true, lo, hi, p.owner};
    chosen = &p;
  });
  return out;
}

int PlatformWorld::nextPusher(Vec2 min, Vec2 max, int after) const {
  int found = -1;
  forPiecesNear(min.x, min.y, max.x, max.y, [&](const PlatformPiece& p) {
    const PlatformOwner& o = owners_[std::size_t(p.owner)];
    if (p.owner <= after || (found >= 0 && p.owner >= found) || !o.dynamic || o.crate >= 0) return;
    if (o.moved.x == 0 && o.moved.y == 0) return;
    if (p.max.x <= min.x || p.min.x >= max.x || p.max.y <= min.y || p.min.y >= max.y) return;
    double lo, hi;
    if (spanInBand(p, true, min.y, max.y, lo, hi) && hi > min.x && lo < max.x) found = p.owner;
  });
  return found;
}

bool PlatformWorld::insideSolid(Vec2 point) const {
  bool inside = false;
  forPiecesNear(point.x, point.y, point.x, point.y, [&](const PlatformPiece& p) {
    if (inside || owners_[std::size_t(p.owner)].pass == Pass::All) return;
    for (int i = 0; i < p.corners; ++i) {
      const Vec2 a = p.world[std::size_t(i)], b = p.world[std::size_t((i + 1) % p.corners)];
      if ((b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x) < 0) return;  // outside this edge
    }
    inside = true;
  });
  return inside;
}

PlatformWorld::Span PlatformWorld::ownerSpanX(int ownerIndex, double y0, double y1) const {
  Span out;
  const PlatformOwner& owner = owners_[std::size_t(ownerIndex)];
  for (int i = owner.firstPiece; i < owner.firstPiece + owner.pieceCount; ++i) {
    const PlatformPiece& p = pieces_[std::size_t(i)];
    if (!(p.min.y < y1 && p.max.y > y0)) continue;
    double lo, hi;
    if (!spanInBand(p, true, y0, y1, lo, hi)) continue;
    out = out.found ? Span{true, std::min(out.lo, lo), std::max(out.hi, hi), ownerIndex} : Span{true, lo, hi, ownerIndex};
  }
  return out;
}

PlatformWorld::Span PlatformWorld::ownerSpanY(int ownerIndex, double x0, double x1) const {
  Span out;
  const PlatformOwner& owner = owners_[std::size_t(ownerIndex)];
  for (int i = owner.firstPiece; i < owner.firstPiece + owner.pieceCount; ++i) {
    const PlatformPiece& p = pieces_[std::size_t(i)];
    if (!(p.min.x < x1 && p.max.x > x0)) continue;
    double lo, hi;
    if (!spanInBand(p, false, x0, x1, lo, hi)) continue;
    out = out.found ? Span{true, std::min(out.lo, lo), std::max(out.hi, hi), ownerIndex} : Span{true, lo, hi, ownerIndex};
  }
  return out;
}

PlatformWorld::RayHit PlatformWorld::rayCast(Vec2 from, Vec2 to) const {
  RayHit best;
  double bestT = 2;
  const Vec2 d = to - from;
  forPiecesNear(std::min(from.x, to.x), std::min(from.y, to.y), std::max(from.x, to.x), std::max(from.y, to.y),
                [&](const PlatformPiece& p) {
                  if (owners_[std::size_t(p.owner)].pass != Pass::None) return;
                  // Clip the segment against every edge's inside half-plane (convex piece).
                  double t0 = 0, t1 = 1;
                  for (int i = 0; i < p.corners && t0 <= t1; ++i) {
                    const Vec2 a = p.world[std::size_t(i)], b = p.world[std::size_t((i + 1) % p.corners)];
                    const Vec2 n{b.y - a.y, a.x - b.x};  // outward
                    const double num = n.x * (a.x - from.x) + n.y * (a.y - from.y);
                    const double den = n.x * d.x + n.y * d.y;
                    if (den == 0) {
                      if (num < 0) t0 = 2;  // parallel and outside
                    } else if (den < 0) {
                      t0 = std::max(t0, num / den);
                    } else {
                      t1 = std::min(t1, num / den);
                    }
                  }
                  if (t0 <= t1 && (t0 < bestT || (t0 == bestT && p.owner < best.owner))) {
                    bestT = t0;
                    best = {true, from + d * t0, p.owner};
                  }
                });
  return best;
}

bool PlatformWorld::overlaps(int ownerIndex, Vec2 min, Vec2 max) const {
  const PlatformOwner& owner = owners_[std::size_t(ownerIndex)];
  for (int i = owner.firstPiece; i < owner.firstPiece + owner.pieceCount; ++i) {
    const PlatformPiece& p = pieces_[std::size_t(i)];
    if (p.max.x <= min.x || p.min.x >= max.x || p.max.y <= min.y || p.min.y >= max.y) continue;
    double lo, hi;
    if (spanInBand(p, true, min.y, max.y, lo, hi) && hi > min.x && lo < max.x) return true;
  }
  return false;
}

}  // namespace sw
