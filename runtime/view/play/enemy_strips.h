#pragma once
// The enemies' glowing strips, drawn in the players' weapon strip geometry (one draw call,
// weapon_strips.h): each beam of a body or part (a thin warning line in its colour, a
// pulsing thin line while it charges, then the wide beam with a white core, cut where the
// game cut it), and each missile's trail fading behind it.
#include <QVector3D>
#include <cstdint>
#include <functional>
#include <vector>

namespace sw {
class RuntimeLevel;
struct Vec2;
}  // namespace sw

namespace sw::play {

class StripGeometry;

void addEnemyStrips(StripGeometry& geometry, std::vector<QVector3D>& points, const sw::RuntimeLevel& runtime,
                    std::uint64_t frame, const std::function<QVector3D(sw::Vec2)>& at);

}  // namespace sw::play
