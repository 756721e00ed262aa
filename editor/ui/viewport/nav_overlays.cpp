#include "ui/viewport/nav_overlays.h"

#include <cmath>
#include <unordered_map>

#include "core/prefetched.h"
#include "model/level/level_nav_graph.h"
#include "ui/viewport/overlay_shapes.h"
#include "view/overlay_geometry.h"
#include "view/viewport_style.h"

namespace sw::ui {
namespace {

// Depths in the overlay view: links with the level lines, the route band over them, nodes
// in front of the markers (0.01 / 0.02) and arrowheads in front of the nodes they point at.
constexpr float kLinkZ = 0.0f;
constexpr float kRouteZ = 0.008f;
constexpr float kNodeRimZ = 0.021f;
constexpr float kNodeZ = 0.022f;
constexpr float kArrowZ = 0.024f;

const QColor kRouteColor(0xff, 0xe0, 0x40);
const QColor kLinkColor(0xb8, 0xc4, 0xd0);

// A band of half-width `w` from a to b.
void addBand(OverlayGeometry& triangles, sw::Vec2 a, sw::Vec2 b, double w, float z, const QColor& color) {
  const sw::Vec2 d = b - a;
  const double len = d.length();
  if (!(len > 0)) return;
  const sw::Vec2 n{-d.y / len * w, d.x / len * w};
  triangles.addTriangle(at(a + n, z), at(b + n, z), at(b - n, z), color);
  triangles.addTriangle(at(a + n, z), at(b - n, z), at(a - n, z), color);
}

// The arrowhead of one direction, its tip just outside the target node's disc. Each action
// has its own shape as well as its colour, so it reads without colour too: walk one head,
// jump two, fall a head with a bar across its tip, climb a hollow head, grip two hollow heads.
void addArrow(OverlayGeometry& lines, OverlayGeometry& triangles, sw::Vec2 from, sw::Vec2 to,
              sw::NavLink::Action action, double unitsPerPixel) {
  if (action == sw::NavLink::Action::None) return;
  const sw::Vec2 d = to - from;
  const double len = d.length();
  const double nodeR = kNavNodePixels * 1.4 * unitsPerPixel;
  const double headL = kNavArrowPixels * unitsPerPixel;
  if (!(len > 2 * nodeR + headL)) return;
  const sw::Vec2 u = d * (1.0 / len), n{-u.y, u.x};
  const sw::Vec2 tip = to - u * nodeR;
  const double half = headL * 0.45;
  const QColor color = navActionColor(action);
  auto head = [&](sw::Vec2 t) {
    triangles.addTriangle(at(t, kArrowZ), at(t - u * headL + n * half, kArrowZ), at(t - u * headL - n * half, kArrowZ),
                          color);
  };
  auto hollowHead = [&](sw::Vec2 t) {
    lines.addPolyline({at(t, kArrowZ), at(t - u * headL + n * half, kArrowZ), at(t - u * headL - n * half, kArrowZ)},
                      color, true);
  };
  switch (action) {
    case sw::NavLink::Action::Walk: head(tip); break;
    case sw::NavLink::Action::Jump:
      head(tip);
      head(tip - u * (headL * 0.8));
      break;
    case sw::NavLink::Action::Fall:
      head(tip);
      addBand(triangles, tip + n * half, tip - n * half, headL * 0.12, kArrowZ, color);
      break;
    case sw::NavLink::Action::Climb: hollowHead(tip); break;
    case sw::NavLink::Action::Grip:
      hollowHead(tip);
      hollowHead(tip - u * (headL * 0.8));
      break;
    case sw::NavLink::Action::None: break;
  }
}

}  // namespace

QColor navActionColor(sw::NavLink::Action action) { return navActionColor(sw::toNavAction(action)); }

void buildNavGraph(OverlayGeometry& lines, OverlayGeometry& triangles, const sw::Level& level,
                   const NavDisplay& display, double unitsPerPixel) {
  const double u = unitsPerPixel;
  std::unordered_map<std::string, const sw::NavNode*> nodes;
  std::unordered_map<sw::ObjectId, const sw::NavNode*> nodesById;
  for (const auto& object : sw::prefetched(level.objects))
    if (const auto* node = sw::objectCast<const sw::NavNode*>(object.get()); node && node->position.isFinite()) {
      nodes.emplace(node->name, node);
      nodesById.emplace(node->id, node);
    }

  for (const auto& object : sw::prefetched(level.objects)) {
    const auto* link = sw::objectCast<const sw::NavLink*>(object.get());
    if (!link) continue;
    const auto a = nodes.find(link->from), b = nodes.find(link->to);
    if (a == nodes.end() || b == nodes.end() || a->second == b->second) continue;
    const sw::Vec2 pa = a->second->position, pb = b->second->position;
    // A link nobody can take either way is dimmed: it is there, but routes ignore it.
    const bool dead = link->forwardAction == sw::NavLink::Action::None &&
                      link->backwardAction == sw::NavLink::Action::None;
    lines.addLine(at(pa, kLinkZ), at(pb, kLinkZ), dead ? navActionColor(sw::NavLink::Action::None) : kLinkColor);
    addArrow(lines, triangles, pa, pb, link->forwardAction, u);
    addArrow(lines, triangles, pb, pa, link->backwardAction, u);
  }

  // The route: a bright band along its steps, under the nodes and arrows.
  for (std::size_t i = 0; i + 1 < display.route.size(); ++i) {
    const auto a = nodesById.find(display.route[i]), b = nodesById.find(display.route[i + 1]);
    if (a == nodesById.end() || b == nodesById.end()) continue;
    addBand(triangles, a->second->position, b->second->position, 3.0 * u, kRouteZ, kRouteColor);
  }

  const QColor& rim = viewportStyle().markerOutline;
  const double r = kNavNodePixels * u;
  for (const auto& object : sw::prefetched(level.objects)) {
    const auto* node = sw::objectCast<const sw::NavNode*>(object.get());
    if (!node || !node->position.isFinite()) continue;
    const QColor color(node->color.r, node->color.g, node->color.b);
    if (node->isConditional()) {  // a door: square
      addSquare(triangles, node->position, r * 1.3, kNodeRimZ, rim);
      addSquare(triangles, node->position, r * 0.95, kNodeZ, color);
    } else {
      addDisc(triangles, node->position, r * 1.4, kNodeRimZ, rim, 10);
      addDisc(triangles, node->position, r, kNodeZ, color, 10);
    }
  }
  for (const sw::ObjectId end : {display.start, display.goal}) {
    const auto it = nodesById.find(end);
    if (it == nodesById.end()) continue;
    addRing(lines, it->second->position, r * 2.2, kRouteZ, kRouteColor, 20);
    addRing(lines, it->second->position, r * 2.6, kRouteZ, kRouteColor, 20);
  }
  if (display.pendingLink)
    lines.addLine(at(display.pendingLink->first, kArrowZ), at(display.pendingLink->second, kArrowZ), kRouteColor);
}

}  // namespace sw::ui
