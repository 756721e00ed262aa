#pragma once
// Lookups by name for code that reads a whole level at once (the editor's overlays,
// picking and extents with 20,000 objects): while a LevelLookup of a level is alive on
// this thread, Level::findByName, attachedLink and pathOrigin of that level answer from
// tables built once instead of walking the chain and the objects on every call (which
// made a level of 5,000 links and 5,000 paths take a minute to draw).
//
// Nothing is kept past the scope, so nothing can go stale across an edit; the level must
// not change while the scope is alive (make one where a const level is read, never around
// a command). Scopes nest: an inner one of the same level uses the outer one's tables.
#include <cstddef>
#include <map>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "core/math.h"
#include "model/paths/path_curve.h"

namespace sw {

struct CachedCurve;  // level_lookup.cpp: a curve kept across scopes, with what it is made of
class Level;
class LevelObject;
class Path;
class PathCurve;
class Project;

class LevelLookup {
 public:
  LevelLookup(const Project* project, const Level& level);
  ~LevelLookup();
  LevelLookup(const LevelLookup&) = delete;
  LevelLookup& operator=(const LevelLookup&) = delete;

  // The innermost live lookup of `level` on this thread, or nullptr.
  static const LevelLookup* active(const Level& level);

  const Project* project() const { return serving().project_; }
  LevelObject* findByName(std::string_view name) const;
  std::optional<std::size_t> linkIndex(std::string_view name) const;
  // The editor layout origin of chain link `index` (link 0 at (0, 0)); nullopt without a project.
  std::optional<Vec2> linkOrigin(std::size_t index) const;
  // The path's curve at pathOrigin, made once per scope (a spawn on a path asks for it, and
  // 10,000 spawns on 5,000 paths built 15,000 arc-length tables); nullptr when the scope has
  // no project or another one.
  const PathCurve* curveOf(const Project& project, const Path& path) const;
  // The origin curveOf's curve was made at (pathOrigin), nullopt when curveOf is null.
  std::optional<Vec2> originOf(const Project& project, const Path& path) const;
  // curveOf(...)->poseAt(distance), remembered with the curve (the same answer, once per
  // curve and distance); nullopt when curveOf is null or the curve empty.
  std::optional<CurvePose> poseOn(const Project& project, const Path& path, double distance) const;
  std::optional<Vec2> positionOn(const Project& project, const Path& path, double distance) const;
  // evenPolyline(curveOf(...)->segments(), perSegment), remembered with the curve (the
  // pick targets sample every path after every edit, a move of free objects included);
  // nullptr when curveOf is null.
  std::shared_ptr<const std::vector<Vec2>> polylineOn(const Project& project, const Path& path, int perSegment) const;

 private:
  struct Tables;
  // The cache entry of the path's curve, made or checked once per scope.
  CachedCurve* entryOf(const Project& project, const Path& path) const;
  const Level& level_;
  const Project* project_;
  const LevelLookup* outer_;
  Tables* tables_;  // owned; nullptr when an outer scope of the same level serves
  const LevelLookup& serving() const;
};

}  // namespace sw
