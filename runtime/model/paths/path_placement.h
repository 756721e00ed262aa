#pragma once
// Where a path's points are measured from. A path attached to a chain link moves with
// the chain: its points are relative to that link's tile origin. The editor draws the
// absolute layout (layoutChain); the runtime places the path relative to the link the
// camera is in (relativeOrigin in camera_track.h), like any visible neighbour.
#include <cstddef>
#include <optional>

#include "model/paths/path.h"
#include "model/project/project.h"

namespace sw {

// Index in level.chain of the link the path is attached to; std::nullopt when it is not
// attached or names no chain link (validation reports the latter).
std::optional<std::size_t> attachedLink(const Level& level, const Path& path);

// Absolute origin of the path's points in the editor's layout (first chain link at
// (0, 0)): the attached link's origin, or (0, 0) for an unattached path or a missing link.
// The editor's curve: PathCurve(path, pathOrigin(project, level, path)).
Vec2 pathOrigin(const Project& project, const Level& level, const Path& path);

}  // namespace sw
