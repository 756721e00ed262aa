#include "ui/viewport/overlay_shapes.h"

#include <cmath>
#include <vector>

#include "view/overlay_geometry.h"

namespace sw::ui {

namespace {
// (cos, sin) of 2*pi*i/sides for i < sides.
std::vector<sw::Vec2> unitCircle(int sides) {
  std::vector<sw::Vec2> out;
  for (int i = 0; i < sides; ++i) {
    const double a = 2 * M_PI * i / sides;
    out.push_back({std::cos(a), std::sin(a)});
  }
  return out;
}
}  // namespace

void addSquare(OverlayGeometry& triangles, sw::Vec2 c, double r, float z, const QColor& color) {
  const QVector3D a = at(c + sw::Vec2{-r, -r}, z), b = at(c + sw::Vec2{r, -r}, z);
  const QVector3D d = at(c + sw::Vec2{r, r}, z), e = at(c + sw::Vec2{-r, r}, z);
  triangles.addTriangle(a, b, d, color);
  triangles.addTriangle(a, d, e, color);
}

void addDisc(OverlayGeometry& triangles, sw::Vec2 c, double r, float z, const QColor& color, int sides) {
  for (int i = 0; i < sides; ++i) {
    const double a0 = 2 * M_PI * i / sides, a1 = 2 * M_PI * (i + 1) / sides;
    triangles.addTriangle(at(c, z), at(c + sw::Vec2{r * std::cos(a0), r * std::sin(a0)}, z),
                          at(c + sw::Vec2{r * std::cos(a1), r * std::sin(a1)}, z), color);
  }
}

void addRing(OverlayGeometry& lines, sw::Vec2 c, double r, float z, const QColor& color, int sides) {
  // The spawns' count worked out once: two rings of every one of 10,000 spawns a rebuild.
  static const std::vector<sw::Vec2> ring20 = unitCircle(20);
  const std::vector<sw::Vec2> other = sides == 20 ? std::vector<sw::Vec2>{} : unitCircle(sides);
  const std::vector<sw::Vec2>& unit = sides == 20 ? ring20 : other;
  std::vector<QVector3D> ring;
  ring.reserve(unit.size());
  for (const sw::Vec2 u : unit) ring.push_back(at(c + sw::Vec2{r * u.x, r * u.y}, z));
  lines.addPolyline(ring, color, true);
}

}  // namespace sw::ui
