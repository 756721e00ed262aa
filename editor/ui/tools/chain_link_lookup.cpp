// Which link of a level's tile chain a play-plane point belongs to, and where a link sits.
#include "ui/tools/chain_link_lookup.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "model/level/level.h"
#include "model/tiles/tile_chain.h"

namespace sw::editor {
namespace {

double distanceToSegment(sw::Vec2 p, sw::Vec2 a, sw::Vec2 b) {
  const double dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0;
  t = std::clamp(t, 0.0, 1.0);
  return std::hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

}  // namespace

sw::ObjectId chainLinkNear(const sw::Project& project, const sw::Level& level, sw::Vec2 point) {
  sw::ObjectId best = 0;
  double bestDistance = std::numeric_limits<double>::max();
  for (const sw::ChainLink& link : sw::layoutChain(project, level)) {
    if (!link.instance || !link.origin.isFinite()) continue;
    const sw::Vec2 entry = sw::entryOf(link.def), exit = sw::exitOf(link.def);
    const double d = distanceToSegment(point, {link.origin.x + entry.x, link.origin.y + entry.y},
                                       {link.origin.x + exit.x, link.origin.y + exit.y});
    if (d < bestDistance) best = link.instance->id, bestDistance = d;
  }
  return best;
}

sw::Vec2 chainLinkOrigin(const sw::Project& project, const sw::Level& level, sw::ObjectId id) {
  for (const sw::ChainLink& link : sw::layoutChain(project, level))
    if (link.instance && link.instance->id == id) return link.origin;
  return {};
}

}  // namespace sw::editor
