#include "model/level/level_lookup.h"

#include <cstdint>
#include <iterator>
#include <memory>
#include <unordered_map>

#include "core/flat_table.h"
#include "core/prefetched.h"
#include "model/level/camera_track.h"
#include "model/level/level.h"
#include "model/paths/path.h"
#include "model/paths/path_curve.h"
#include "model/paths/path_placement.h"
#include "model/project/project.h"

namespace sw {

namespace {
thread_local const LevelLookup* innermost = nullptr;
}  // namespace

// Curves outlive the scopes: every overlay rebuild, pick-target pass and extent asks for
// the same 5,000 arc-length tables again, and building them was most of a selection
// change. An entry keeps a copy of everything the curve is made of (its kind, closure,
// points, handles and origin) and is used only while all of it is equal, so an edit can
// never see a stale curve; the key is the Path's address, compared with its content, so a
// reused address after a delete is harmless too.
struct CachedCurve {
  Path::Curve kind = Path::Curve::Bezier;
  bool closed = false;
  std::vector<Vec2> points, handlesIn, handlesOut;
  Vec2 origin;
  std::shared_ptr<const PathCurve> curve;
  // Poses asked of this curve (distance, pose): every spawn on the path asks for its start
  // point, and its ghost ships for theirs, at every overlay rebuild and pick pass, each an
  // arc-length inversion. Made again with the curve, so they are as fresh as it is.
  std::vector<std::pair<double, CurvePose>> poses;
  // evenPolyline of the curve, and for how many points per segment (0: not made yet).
  std::shared_ptr<const std::vector<Vec2>> polyline;  // shared with whoever asked (pick targets)
  int polylinePerSegment = 0;
  std::uint64_t lastUsed = 0;

  bool matches(const Path& path, Vec2 at) const {
    return kind == path.curve && closed == path.closed && origin == at && points == path.points &&
           handlesIn == path.handlesIn && handlesOut == path.handlesOut;
  }
};
namespace {
struct CurveCache {
  std::unordered_map<const Path*, CachedCurve> entries;
  std::uint64_t generation = 0;  // outermost scopes ended
  // Entries not asked for in this many outermost scopes are dropped (a closed level's
  // paths), and the whole cache when it grows past the limit (bounded memory).
  static constexpr std::uint64_t kKeepScopes = 64;
  static constexpr std::size_t kMaxEntries = 200000;

  void endScope() {
    ++generation;
    if (entries.size() > kMaxEntries) entries.clear();
    if (generation % kKeepScopes != 0) return;
    for (auto it = entries.begin(); it != entries.end();)
      it = generation - it->second.lastUsed > kKeepScopes ? entries.erase(it) : std::next(it);
  }
};
thread_local CurveCache curveCache;
}  // namespace

struct LevelLookup::Tables {
  // Keyed by views of the objects' own names (alive while the scope is), in flat tables
  // (core/flat_table.h): a move of 25,000 objects makes a scope of 30,000 names, and a
  // node-based map spent 9 ms making and freeing its nodes. The first of a name is kept.
  Tables(std::size_t links, std::size_t objects) : byName(links + objects), linkByName(links) {}
  FlatTable<std::string_view, LevelObject*> byName;  // chain first, then objects
  FlatTable<std::string_view, std::size_t> linkByName;
  mutable std::vector<Vec2> origins;  // built on first use
  mutable bool originsBuilt = false;
  // The cache's curves asked for in this scope (some 60,000 asks for 5,000 curves in a
  // big level's rebuild). Plain pointers: the cache entries outlive the scope (they are
  // dropped only when an outermost scope ends) and are not replaced while it lives (the
  // level does not change).
  mutable FlatTable<const Path*, CachedCurve*> curves;
};

LevelLookup::LevelLookup(const Project* project, const Level& level)
    : level_(level), project_(project), outer_(innermost), tables_(nullptr) {
  if (const LevelLookup* same = active(level); same && (same->project_ == project || !project)) {
    innermost = this;
    return;
  }
  tables_ = new Tables(level.chain.size(), level.objects.size());
  for (std::size_t i = 0; i < level.chain.size(); ++i) {
    tables_->byName.insert(level.chain[i]->name, level.chain[i].get());
    tables_->linkByName.insert(level.chain[i]->name, i);
  }
  for (const auto& o : prefetched(level.objects)) tables_->byName.insert(o->name, o.get());
  innermost = this;
}

LevelLookup::~LevelLookup() {
  innermost = outer_;
  if (tables_ && !outer_) curveCache.endScope();
  delete tables_;
}

const LevelLookup* LevelLookup::active(const Level& level) {
  for (const LevelLookup* l = innermost; l; l = l->outer_)
    if (&l->level_ == &level) return l;
  return nullptr;
}

const LevelLookup& LevelLookup::serving() const {
  if (tables_) return *this;
  for (const LevelLookup* l = outer_; l; l = l->outer_)
    if (&l->level_ == &level_ && l->tables_) return *l;
  return *this;  // not reached: a scope without tables always has an outer one with them
}

LevelObject* LevelLookup::findByName(std::string_view name) const {
  const Tables& t = *serving().tables_;
  LevelObject* const* found = t.byName.find(name);
  return found ? *found : nullptr;
}

std::optional<std::size_t> LevelLookup::linkIndex(std::string_view name) const {
  const Tables& t = *serving().tables_;
  const std::size_t* found = t.linkByName.find(name);
  if (!found) return std::nullopt;
  return *found;
}

std::optional<Vec2> LevelLookup::linkOrigin(std::size_t index) const {
  const LevelLookup& s = serving();
  if (!s.project_ || index >= level_.chain.size()) return std::nullopt;
  const Tables& t = *s.tables_;
  if (!t.originsBuilt) {
    // The same sums, in the same order, as relativeOrigin(project, level, 0, index).
    t.origins.assign(level_.chain.size(), Vec2{0, 0});
    const TileDef* previous = level_.chain.empty() ? nullptr : s.project_->findTileDef(level_.chain[0]->tile);
    for (std::size_t i = 1; i < level_.chain.size(); ++i) {
      const TileDef* def = s.project_->findTileDef(level_.chain[i]->tile);
      t.origins[i] = t.origins[i - 1];
      t.origins[i] += chainStep(previous, def);
      previous = def;
    }
    t.originsBuilt = true;
  }
  return t.origins[index];
}

CachedCurve* LevelLookup::entryOf(const Project& project, const Path& path) const {
  const LevelLookup& s = serving();
  if (s.project_ != &project) return nullptr;
  auto& slot = s.tables_->curves[&path];
  if (!slot) {
    const Vec2 origin = pathOrigin(project, level_, path);
    CachedCurve& cached = curveCache.entries[&path];
    if (!cached.curve || !cached.matches(path, origin)) {
      cached.kind = path.curve;
      cached.closed = path.closed;
      cached.points = path.points;
      cached.handlesIn = path.handlesIn;
      cached.handlesOut = path.handlesOut;
      cached.origin = origin;
      cached.curve = std::make_shared<const PathCurve>(path, origin);
      cached.poses.clear();
      cached.polyline.reset();
      cached.polylinePerSegment = 0;
    }
    cached.lastUsed = curveCache.generation;
    slot = &cached;
  }
  return slot;
}

const PathCurve* LevelLookup::curveOf(const Project& project, const Path& path) const {
  const CachedCurve* entry = entryOf(project, path);
  return entry ? entry->curve.get() : nullptr;
}

std::optional<Vec2> LevelLookup::originOf(const Project& project, const Path& path) const {
  const CachedCurve* entry = entryOf(project, path);
  if (!entry) return std::nullopt;
  return entry->origin;
}

std::optional<CurvePose> LevelLookup::poseOn(const Project& project, const Path& path, double distance) const {
  CachedCurve* cached = entryOf(project, path);
  if (!cached || cached->curve->empty()) return std::nullopt;
  for (const auto& [at, pose] : cached->poses)
    if (at == distance) return pose;
  constexpr std::size_t kKeepPoses = 8;  // a path's spawns and ghosts; more are simply not kept
  const CurvePose pose = cached->curve->poseAt(distance);
  if (cached->poses.size() < kKeepPoses) cached->poses.emplace_back(distance, pose);
  return pose;
}

std::shared_ptr<const std::vector<Vec2>> LevelLookup::polylineOn(const Project& project, const Path& path,
                                                                 int perSegment) const {
  CachedCurve* cached = entryOf(project, path);
  if (!cached) return nullptr;
  if (!cached->polyline || cached->polylinePerSegment != perSegment) {
    cached->polyline = std::make_shared<const std::vector<Vec2>>(evenPolyline(cached->curve->segments(), perSegment));
    cached->polylinePerSegment = perSegment;
  }
  return cached->polyline;
}

std::optional<Vec2> LevelLookup::positionOn(const Project& project, const Path& path, double distance) const {
  const std::optional<CurvePose> pose = poseOn(project, path, distance);
  if (!pose) return std::nullopt;
  return pose->position;
}

}  // namespace sw
