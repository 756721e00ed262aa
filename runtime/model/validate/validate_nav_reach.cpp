#include "model/validate/validate_nav_reach.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <unordered_map>

#include "graph/nav_abilities.h"
#include "model/io/json_properties.h"
#include "model/level/level_nav_graph.h"
#include "model/level/nav_objects.h"
#include "model/platformer/character_abilities.h"

namespace sw {

namespace {

using graph::NavAction;

// A distance as people write it: 4, 3.2, 6.32.
std::string navUnits(double v) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", v);
  std::string s(text);
  while (!s.empty() && s.back() == '0') s.pop_back();
  if (!s.empty() && s.back() == '.') s.pop_back();
  return s == "-0" ? "0" : s;
}

std::string navQuoted(const std::string& name) { return "'" + name + "'"; }

// Why `action` from `from` to `to` makes no sense (graph::actionFitsEnds said so).
std::string contradiction(Vec2 from, Vec2 to, NavAction action) {
  const double rise = to.y - from.y, gap = std::abs(to.x - from.x);
  switch (action) {
    case NavAction::Jump:
      return "a jump dropping " + navUnits(-rise) + " units over " + navUnits(gap) +
             " across: steeper down than across is a fall";
    case NavAction::Fall:
      return "a fall going up " + navUnits(rise) + " units: falls go down (a jump or a grip?)";
    case NavAction::Climb:
    case NavAction::Grip:
      return std::string("a ") + graph::toString(action) + " going down " + navUnits(-rise) +
             " units: climbs and grips go up (a fall?)";
    default:
      return "an action that does not fit its ends";
  }
}

struct CharacterReach {
  std::string name;
  graph::NavAbilities abilities;
};

// What the way asks and the most the characters give, for the message.
std::string reachSummary(Vec2 from, Vec2 to, NavAction action,
                         const std::vector<CharacterReach>& characters) {
  const double rise = to.y - from.y, gap = std::abs(to.x - from.x);
  const std::string asked = std::string(graph::toString(action)) + " " +
                            (rise >= 0 ? navUnits(rise) + " up" : navUnits(-rise) + " down") + " and " +
                            navUnits(gap) + " across";
  double up = 0, across = 0, grip = 0, fall = 0;
  bool grips = false;
  for (const CharacterReach& c : characters) {
    up = std::max(up, c.abilities.jumpHeight);
    across = std::max(across, c.abilities.jumpDistance);
    fall = std::max(fall, c.abilities.fallHeight);
    if (c.abilities.canGrip)
      grips = true, grip = std::max(grip, c.abilities.jumpHeight + c.abilities.gripReach);
  }
  std::string most;
  switch (action) {
    case NavAction::Jump:
      most =
          "the project's characters jump at most " + navUnits(up) + " up and " + navUnits(across) + " across";
      break;
    case NavAction::Grip:
      most = grips ? "the project's characters grip at most " + navUnits(grip) + " up and " +
                         navUnits(across) + " across"
                   : "no character of the project grips ledges";
      break;
    case NavAction::Climb:
      most = "no character of the project climbs (characters climb by gripping ledges)";
      break;
    case NavAction::Fall:
      most = "the project's characters fall at most " + navUnits(fall) + " safely";
      break;
    default:
      break;
  }
  return "(a " + asked + "); " + most;
}

// Union-find over the level's nodes.
struct NavParts {
  std::vector<std::size_t> parent;
  explicit NavParts(std::size_t n) : parent(n) {
    for (std::size_t i = 0; i < n; ++i) parent[i] = i;
  }
  std::size_t root(std::size_t i) {
    while (parent[i] != i) i = parent[i] = parent[parent[i]];
    return i;
  }
  void join(std::size_t a, std::size_t b) {
    a = root(a), b = root(b);
    if (a != b) parent[std::max(a, b)] = std::min(a, b);  // the earlier node stays the root
  }
};

void reportIslands(const Level& level, const std::vector<std::size_t>& nodeObjects, NavParts& parts,
                   const std::string& levelFile, Errors& warnings) {
  const std::size_t n = nodeObjects.size();
  if (n < 2) return;
  std::vector<std::size_t> size(n, 0);
  for (std::size_t i = 0; i < n; ++i) ++size[parts.root(i)];
  // The largest part; among equals, the one whose first node comes first in the level.
  std::size_t main = parts.root(0);
  for (std::size_t i = 0; i < n; ++i)
    if (parts.root(i) == i && size[i] > size[main]) main = i;
  const std::string mainName = level.objects[nodeObjects[main]]->name;
  for (std::size_t r = 0; r < n; ++r) {
    if (parts.root(r) != r || r == main) continue;
    constexpr std::size_t kNamed = 6;
    std::string names;
    std::size_t count = 0;
    for (std::size_t i = r; i < n; ++i) {
      if (parts.root(i) != r) continue;
      if (count < kNamed) names += (count ? ", " : "") + navQuoted(level.objects[nodeObjects[i]]->name);
      ++count;
    }
    if (count > kNamed) names += " and " + std::to_string(count - kNamed) + " more";
    warnings.push_back({levelFile, pointerChild("/objects", nodeObjects[r]),
                        (count == 1 ? "nav node " + names + " is cut off: no link joins it"
                                    : "nav nodes " + names + " are cut off: no link joins them") +
                            " to the largest part of the pathing graph (which holds " + navQuoted(mainName) +
                            ")"});
  }
}

}  // namespace

void findNavGraphWarnings(const Project& project, const Level& level, const std::string& levelFile,
                          Errors& warnings) {
  std::vector<std::size_t> nodeObjects;  // per node, its index in level.objects
  std::unordered_map<std::string, std::size_t> nodeByName;
  for (std::size_t i = 0; i < level.objects.size(); ++i)
    if (const auto* node = objectCast<const NavNode*>(level.objects[i].get())) {
      nodeByName.emplace(node->name, nodeObjects.size());
      nodeObjects.push_back(i);
    }
  if (nodeObjects.empty()) return;
  std::vector<CharacterReach> characters;
  if (level.kind == Level::Kind::Free)
    for (const auto& c : project.characters)
      if (c->problems().empty()) characters.push_back({c->name, abilitiesOf(*c)});

  NavParts parts(nodeObjects.size());
  auto position = [&](std::size_t node) {
    return static_cast<const NavNode&>(*level.objects[nodeObjects[node]]).position;
  };
  for (std::size_t i = 0; i < level.objects.size(); ++i) {
    const auto* link = objectCast<const NavLink*>(level.objects[i].get());
    if (!link) continue;
    const auto a = nodeByName.find(link->from), b = nodeByName.find(link->to);
    if (a == nodeByName.end() || b == nodeByName.end() || a->second == b->second) continue;
    bool joins = false;
    for (const bool forward : {true, false}) {
      const NavAction action = toNavAction(forward ? link->forwardAction : link->backwardAction);
      if (action == NavAction::None) continue;
      joins = true;
      const std::size_t from = forward ? a->second : b->second, to = forward ? b->second : a->second;
      const Vec2 p = position(from), q = position(to);
      if (!p.isFinite() || !q.isFinite()) continue;
      const std::string way = "nav link " + navQuoted(link->name) + ": its " +
                              (forward ? "forward" : "backward") + " way, from " +
                              navQuoted(forward ? link->from : link->to) + " to " +
                              navQuoted(forward ? link->to : link->from);
      const std::string where =
          pointerChild("/objects", i) + (forward ? "/forwardAction" : "/backwardAction");
      if (!graph::actionFitsEnds(p, q, action)) {
        warnings.push_back({levelFile, where, way + ", is " + contradiction(p, q, action)});
        continue;
      }
      if (characters.empty()) continue;
      const bool someone = std::any_of(characters.begin(), characters.end(), [&](const CharacterReach& c) {
        return graph::canTraverse(c.abilities, p, q, action);
      });
      if (!someone)
        warnings.push_back(
            {levelFile, where,
             way + ", is one no character can take " + reachSummary(p, q, action, characters)});
    }
    if (joins) parts.join(a->second, b->second);
  }
  reportIslands(level, nodeObjects, parts, levelFile, warnings);
}

}  // namespace sw
