#include "sim/platformer/nav_suggestion.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <unordered_set>

#include "graph/nav_abilities.h"
#include "model/level/level.h"
#include "model/platformer/character_abilities.h"
#include "model/platformer/character_type.h"
#include "sim/platformer/platform_world.h"
#include "sim/platformer/walkable_surfaces.h"

namespace sw {

namespace {

using graph::NavAction;

// Rounded so the file reads well: positions to a thousandth, costs to a hundredth.
double roundTo(double v, double unit) { return std::round(v / unit) * unit; }

// A place for a node: where on which surface.
struct Spot {
  Vec2 at;
  int surface = 0;
  double along = 0;  // distance along the surface from its left end
};

NavLink::Action modelAction(NavAction action) {
  switch (action) {
    case NavAction::Walk:
      return NavLink::Action::Walk;
    case NavAction::Jump:
      return NavLink::Action::Jump;
    case NavAction::Fall:
      return NavLink::Action::Fall;
    case NavAction::Climb:
      return NavLink::Action::Climb;
    case NavAction::Grip:
      return NavLink::Action::Grip;
    case NavAction::None:
      break;
  }
  return NavLink::Action::None;
}

double costFactor(NavAction action) {
  switch (action) {
    case NavAction::Jump:
      return 1.5;
    case NavAction::Grip:
      return 2;
    default:
      return 1;
  }
}

class Suggester {
 public:
  Suggester(const PlatformWorld& world, const CharacterType& type, const NavSuggestionOptions& options)
      : world_(world), type_(type), options_(options), abilities_(abilitiesOf(type)) {}

  void placeNodes(const std::vector<WalkableSurface>& surfaces) {
    firstSpot_.clear();
    for (std::size_t s = 0; s < surfaces.size(); ++s) {
      const std::vector<Vec2>& feet = surfaces[s].feet;
      firstSpot_.push_back(spots_.size());
      std::vector<double> along(feet.size(), 0);
      for (std::size_t i = 1; i < feet.size(); ++i)
        along[i] = along[i - 1] + (feet[i] - feet[i - 1]).length();
      const double length = along.back();
      const int gaps = length > 0 ? std::max(1, int(std::ceil(length / options_.spacing - 1e-9))) : 0;
      std::size_t lastIndex = feet.size();  // none yet
      for (int j = 0; j <= gaps; ++j) {
        const double want = gaps ? length * j / gaps : 0;
        // The column nearest to that distance along (the surface's own height there).
        const auto it = std::lower_bound(along.begin(), along.end(), want);
        std::size_t i = std::size_t(it - along.begin());
        if (i == along.size() || (i > 0 && want - along[i - 1] < along[i] - want)) --i;
        if (i == lastIndex) continue;
        lastIndex = i;
        spots_.push_back({feet[i], int(s), along[i]});
      }
    }
    firstSpot_.push_back(spots_.size());
  }

  // How the character gets from a to b, or None.
  NavAction actionBetween(const Spot& a, const Spot& b) const {
    const double rise = b.at.y - a.at.y, gap = std::abs(b.at.x - a.at.x);
    NavAction tries[2] = {NavAction::Jump, NavAction::None};
    if (rise > graph::kNavLevelTolerance) {
      tries[1] = NavAction::Grip;
    } else if (rise < -graph::kNavLevelTolerance && gap <= fallDrift(-rise)) {
      tries[0] = NavAction::Fall;
      tries[1] = NavAction::Jump;
    }
    for (NavAction action : tries)
      if (action != NavAction::None && graph::canTraverse(abilities_, a.at, b.at, action))
        return clear(a.at, b.at) ? action : NavAction::None;
    return NavAction::None;
  }

  void link(NavSuggestion& out, const std::vector<std::string>& names,
            const std::function<std::string()>& linkName) {
    auto add = [&](std::size_t a, std::size_t b, NavAction forward, NavAction backward, double distance) {
      NavLink l;
      l.name = linkName();
      l.from = names[a];
      l.to = names[b];
      l.forwardAction = modelAction(forward);
      l.forwardCost = forward == NavAction::None ? 0 : roundTo(distance * costFactor(forward), 0.01);
      l.backwardAction = modelAction(backward);
      l.backwardCost = backward == NavAction::None ? 0 : roundTo(distance * costFactor(backward), 0.01);
      out.links.push_back(std::move(l));
    };
    const std::size_t surfaces = firstSpot_.size() - 1;
    // Along each surface.
    for (std::size_t s = 0; s < surfaces; ++s)
      for (std::size_t i = firstSpot_[s]; i + 1 < firstSpot_[s + 1]; ++i)
        add(i, i + 1, NavAction::Walk, NavAction::Walk, spots_[i + 1].along - spots_[i].along);
    // Between surfaces: the best pair of nodes of each two.
    for (std::size_t s = 0; s < surfaces; ++s)
      for (std::size_t t = s + 1; t < surfaces; ++t) {
        struct Best {
          std::size_t a = 0, b = 0;
          NavAction forward = NavAction::None, backward = NavAction::None;
          int ways = 0;
          double distance = 0;
        } best;
        for (std::size_t i = firstSpot_[s]; i < firstSpot_[s + 1]; ++i)
          for (std::size_t j = firstSpot_[t]; j < firstSpot_[t + 1]; ++j) {
            const double distance = (spots_[j].at - spots_[i].at).length();
            // Nothing better can come of a pair no shorter with no more ways than the best.
            if (best.ways == 2 && distance >= best.distance) continue;
            if (!withinReach(spots_[i], spots_[j])) continue;
            const NavAction forward = actionBetween(spots_[i], spots_[j]);
            const NavAction backward = actionBetween(spots_[j], spots_[i]);
            const int ways = int(forward != NavAction::None) + int(backward != NavAction::None);
            if (ways == 0 || ways < best.ways || (ways == best.ways && distance >= best.distance)) continue;
            best = {i, j, forward, backward, ways, distance};
          }
        if (best.ways) add(best.a, best.b, best.forward, best.backward, best.distance);
      }
  }

  const std::vector<Spot>& spots() const { return spots_; }

 private:
  // How far sideways a body walking off a ledge at run speed gets while dropping `drop`, plus
  // half its width (the feet leave the edge with the body's middle past it).
  double fallDrift(double drop) const {
    const double g = type_.gravity * type_.fallGravityScale;
    if (!(g > 0)) return 0;
    return type_.width * 0.5 + type_.runSpeed * std::sqrt(2 * drop / g);
  }

  // A cheap test before the rays: no jump crosses more, no fall drifts further.
  bool withinReach(const Spot& a, const Spot& b) const {
    const double dx = std::abs(b.at.x - a.at.x), dy = std::abs(b.at.y - a.at.y);
    return dx <= std::max(abilities_.jumpDistance, fallDrift(dy));
  }

  // Nothing solid between: up from a to the higher end's height, across, down to b, once for
  // the feet (above the step height, so the ground walked on is no obstacle) and once for the
  // head.
  bool clear(Vec2 a, Vec2 b) const {
    const double top = std::max(a.y, b.y);
    const double feet = std::min(type_.stepHeight + 0.05, type_.height * 0.5);
    const double head = std::max(type_.height - 0.05, feet);
    for (double lift : {feet, head}) {
      const Vec2 points[4] = {{a.x, a.y + lift}, {a.x, top + lift}, {b.x, top + lift}, {b.x, b.y + lift}};
      for (int i = 0; i < 3; ++i)
        if (!(points[i] == points[i + 1]) && world_.rayCast(points[i], points[i + 1]).found) return false;
    }
    return true;
  }

  const PlatformWorld& world_;
  const CharacterType& type_;
  const NavSuggestionOptions& options_;
  const graph::NavAbilities abilities_;
  std::vector<Spot> spots_;
  std::vector<std::size_t> firstSpot_;  // per surface, its first spot; then the end
};

}  // namespace

NavSuggestion suggestNavGraph(const Project& project, const Level& level, const CharacterType& character,
                              const NavSuggestionOptions& options) {
  NavSuggestion out;
  if (const auto problems = character.problems(); !problems.empty()) {
    out.problem = "character '" + character.name + "' cannot play: " + problems.front();
    return out;
  }
  if (!(options.spacing > 0) || !(options.sampleStep > 0)) {
    out.problem = "node spacing and sample step must be above 0";
    return out;
  }
  PlatformWorld world;
  buildStillWorld(world, project, level);
  const std::vector<WalkableSurface> surfaces = walkableSurfaces(world, character, options.sampleStep);
  if (surfaces.empty()) {
    out.problem = "the level has no ground '" + character.name + "' can stand on";
    return out;
  }
  Suggester suggester(world, character, options);
  suggester.placeNodes(surfaces);

  std::unordered_set<std::string> taken;
  level.forEachObject([&](LevelObject& o) { taken.insert(o.name); });
  auto freeName = [&](const std::string& stem, int& counter) {
    std::string name;
    do name = stem + std::to_string(++counter);
    while (taken.count(name));
    taken.insert(name);
    return name;
  };
  int nodeCounter = 0, linkCounter = 0;
  std::vector<std::string> names;
  for (const Spot& spot : suggester.spots()) {
    NavNode node;
    node.name = freeName("nav_", nodeCounter);
    node.position = {roundTo(spot.at.x, 0.001), roundTo(spot.at.y, 0.001)};
    names.push_back(node.name);
    out.nodes.push_back(std::move(node));
  }
  suggester.link(out, names, [&] { return freeName("nav_link_", linkCounter); });
  return out;
}

}  // namespace sw
