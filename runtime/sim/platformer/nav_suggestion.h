#pragma once
// Suggest Pathing Graph (DOMAIN.md, "Node graphs" 2; "Platformers": the follower and the
// monsters move on it): a first pathing graph for a free level from where one character can
// walk and what its jump reaches, for the designer to trim and to give doors their nodes.
//
// - Nodes: on every walkable surface (walkable_surfaces.h) at both ends (its ledges, or where
//   a wall stops the body) and about every `spacing` units between, evenly.
// - Walk links join a surface's neighbouring nodes both ways, costing the way along it.
// - Between two surfaces, one link at most: of all pairs of their nodes the one with the most
//   directions the character can take, then the shortest; each direction is a jump, a fall
//   or a grip as graph::canTraverse allows for the character (model/platformer/
//   character_abilities.h), a fall only when walking off the ledge at run speed drifts far
//   enough, and only when nothing solid is in the way: rays from the feet (just above the
//   step height) and from the head go up from the start to the higher end's height, across,
//   and down to the end, and must meet nothing solid (one-way pieces are no obstacle).
// - Costs: the distance, times 1.5 for a jump and 2 for a grip, so a route walks rather
//   than leaps when the two are close.
// - Names: nav_1, nav_2 ... for nodes and nav_link_1 ... for links, skipping names the level
//   already has. The same level and character give the same suggestion, names included.
// Hand-made nav objects are neither read nor linked: the suggestion sits beside them.
#include <string>
#include <vector>

#include "model/level/nav_objects.h"

namespace sw {

class CharacterType;
class Level;
class Project;

struct NavSuggestionOptions {
  double spacing = 4;        // units between nodes along a surface (at least its two ends)
  double sampleStep = 0.25;  // units between the columns surfaces are found in
};

struct NavSuggestion {
  std::vector<NavNode> nodes;  // ids 0: the caller gives them ids as it adds them
  std::vector<NavLink> links;  // naming the nodes above
  std::string problem;         // why nothing was suggested, or empty
};

NavSuggestion suggestNavGraph(const Project& project, const Level& level, const CharacterType& character,
                              const NavSuggestionOptions& options = {});

}  // namespace sw
