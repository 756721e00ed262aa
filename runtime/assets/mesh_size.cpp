#include "assets/mesh_size.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace sw {
namespace {

std::string units(double value) {
  char text[32];
  std::snprintf(text, sizeof text, value >= 1000 ? "%.0f" : value >= 1 ? "%.3g" : "%.2g", value);
  return text;
}

}  // namespace

MeshSize playPlaneSize(const Box3& bounds) {
  if (bounds.isEmpty()) return {};
  return {bounds.max.x - bounds.min.x, bounds.max.y - bounds.min.y};
}

double scaleToFit(MeshSize size, Vec2 screen) {
  const double larger = std::max(size.width / screen.x, size.height / screen.y);
  if (!(larger > 0) || !std::isfinite(larger)) return 0;
  return 1.0 / larger;
}

std::optional<Error> meshSizeWarning(const std::string& file, MeshSize size, double scale, Vec2 screen) {
  if (size.isEmpty() || !std::isfinite(size.width) || !std::isfinite(size.height)) return std::nullopt;
  const std::string measured = units(size.width) + " x " + units(size.height) + " units";
  const std::string onScreen = "the " + units(screen.x) + " x " + units(screen.y) + " screen";
  const double fit = scaleToFit(size, screen) * scale;
  const std::string hint = "; if it is meant to fill the screen (a chain tile), import it again with scale " +
                           units(fit) + " (File > Import Mesh, Scale)";
  if (std::max(size.width, size.height) < screen.y * kFarSmallerThanScreen)
    return Error{file, {}, "mesh is " + measured + ", far smaller than " + onScreen +
                               ": as a chain tile it passes in a moment" + hint};
  if (size.width > screen.x * kFarLargerThanScreen || size.height > screen.y * kFarLargerThanScreen)
    return Error{file, {}, "mesh is " + measured + ", far larger than " + onScreen +
                               ": it fills the view many times over" + hint};
  return std::nullopt;
}

}  // namespace sw
