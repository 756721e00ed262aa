#pragma once
// How the level's pathing graph looks in the viewport (model/level/nav_objects.h): nodes as
// discs in their colour (doors, nodes with a passableWhen, as squares), links as lines with
// an arrowhead per direction an actor can take, shaped and coloured by its action, a found
// route as a bright band over its links, and the link being dragged out of a node. Plain
// functions filling OverlayGeometry, so tests count what they draw without a window.
#include <QColor>
#include <optional>
#include <utility>
#include <vector>

#include "model/level/level.h"
#include "model/level/nav_objects.h"
#include "view/nav_action_colors.h"

namespace sw::ui {

class OverlayGeometry;

// What the route tool adds to the graph's own drawing.
struct NavDisplay {
  std::vector<sw::ObjectId> route;  // nodes along the route shown, start to goal
  sw::ObjectId start = 0;           // picked ends (ringed even while no route is found)
  sw::ObjectId goal = 0;
  // A link being dragged out of a node: from the node to the mouse, in play-plane units.
  std::optional<std::pair<sw::Vec2, sw::Vec2>> pendingLink;
  bool operator==(const NavDisplay&) const = default;
};

// Arrow colour per action (walk green, jump orange, fall blue, climb violet, grip pink); the Route dock's
// legend uses the same colours.
QColor navActionColor(sw::NavLink::Action action);

// Sizes in pixels (turned into units with `unitsPerPixel`).
inline constexpr double kNavNodePixels = 6.0;  // radius of a node disc
inline constexpr double kNavArrowPixels = 9.0; // length of an arrowhead

// Lines (links, the pending link, rings round the route's ends) into `lines`, filled shapes
// (nodes, arrowheads, the route band) into `triangles`.
void buildNavGraph(OverlayGeometry& lines, OverlayGeometry& triangles, const sw::Level& level,
                   const NavDisplay& display, double unitsPerPixel);

}  // namespace sw::ui
