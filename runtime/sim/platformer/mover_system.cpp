// Moving geometry (mover_system.h).
#include "sim/platformer/mover_system.h"

#include <algorithm>
#include <cmath>

#include "model/level/level.h"
#include "model/paths/path.h"
#include "model/platformer/platform_geometry.h"
#include "sim/level_context.h"

namespace sw {

void MoverSystem::build(Errors& problems) {
  const Level& level = *level_.level;
  for (const auto& object : level.objects) {
    const auto* g = objectCast<const PlatformGeometry*>(object.get());
    if (!g || g->path.empty() || g->surface == PlatformGeometry::Surface::Trigger) continue;
    const int owner = world_.ownerIndex(g->name);
    if (owner < 0) continue;  // its outline was refused (reported by the world)
    const std::string place = "geometry '" + g->name + "'";
    const auto* path = objectCast<const Path*>(level.findByName(g->path));
    if (!path) {
      problems.push_back({level.file, place, "its path '" + g->path + "' does not exist"});
      continue;
    }
    Mover m;
    m.owner = owner;
    m.curve = PathCurve(*path);
    if (m.curve.empty() || !(m.curve.length() > 0)) {
      problems.push_back({level.file, place, "its path '" + g->path + "' needs at least two points apart"});
      continue;
    }
    if (!(g->speed > 0) || !std::isfinite(g->speed)) {
      problems.push_back({level.file, place, "its speed must be a number above 0"});
      continue;
    }
    m.base = g->anchor;
    m.pathStart = m.curve.positionAt(0);
    m.speed = g->speed;
    m.pingPong = g->motion == PlatformGeometry::Motion::PingPong && !m.curve.closed();
    m.waitTicks = std::max<std::int64_t>(g->waitTicks, 0);
    world_.setDynamic(owner);
    movers_.push_back(std::move(m));
  }
  state_.movers.assign(movers_.size(), MoverProgress{});
  previous_.assign(movers_.size(), Vec2{});
  placeAll(false);
}

Vec2 MoverSystem::anchorOf(const Mover& m, const MoverProgress& p) const {
  return m.base + (m.curve.positionAt(p.distance) - m.pathStart);
}

void MoverSystem::placeAll(bool moving) {
  for (std::size_t i = 0; i < movers_.size(); ++i) {
    const Vec2 now = anchorOf(movers_[i], state_.movers[i]);
    world_.place(movers_[i].owner, now, moving ? now - previous_[i] : Vec2{});
  }
}

void MoverSystem::step(int, const TickInput&) {
  for (std::size_t i = 0; i < movers_.size(); ++i) {
    const Mover& m = movers_[i];
    MoverProgress& p = state_.movers[i];
    previous_[i] = anchorOf(m, p);
    if (p.waitLeft > 0) {
      --p.waitLeft;
      continue;
    }
    const double length = m.curve.length();
    p.distance += p.direction * m.speed;
    if (m.curve.closed()) {
      if (p.distance >= length) p.distance -= length;
      if (p.distance < 0) p.distance += length;
    } else if (p.distance >= length || p.distance <= 0) {
      const bool atEnd = p.distance >= length;
      p.distance = std::clamp(p.distance, 0.0, length);
      p.waitLeft = m.waitTicks;
      if (m.pingPong) {
        p.direction = atEnd ? -1 : 1;
      } else if (atEnd) {
        // An open path that loops goes back to its start at once; what stood on the piece
        // stays where it was (placeAll below sees a jump, not a move, through `previous_`).
        p.distance = 0;
        previous_[i] = anchorOf(m, p);
      }
    }
  }
  placeAll(true);
}

void MoverSystem::afterRestore() {
  for (std::size_t i = 0; i < movers_.size(); ++i) previous_[i] = anchorOf(movers_[i], state_.movers[i]);
  placeAll(false);
}

std::string_view MoverSystem::label(const MoverState&, std::string_view, std::size_t index) const {
  return index < movers_.size() ? std::string_view(world_.owners()[std::size_t(movers_[index].owner)].name)
                                : std::string_view();
}

}  // namespace sw
