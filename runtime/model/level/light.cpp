// Level lights (light.h).
#include "model/level/light.h"

#include <cmath>

#include "core/mix64.h"
#include "model/level/level.h"
#include "model/level/level_lookup.h"
#include "model/project/project.h"

namespace sw {

const TypeDescription& Light::describeType() {
  static const TypeDescription d =
      TypeBuilder<Light>("Light")
          .field("name", &Light::name).label("Name").required().nameRule(NameRule::Identifier)
          .tooltip("Unique name of this light in the level")
          // "shape", not "kind": a level object's "kind" in the file names its class.
          .field("shape", &Light::shape).label("Shape").category("Light").enumNames({"point", "spot", "line"})
          .tooltip("Point: a round pool of light. Spot: a cone of it. Line: light around a segment "
                   "(with a negative intensity, the ship's black light)")
          .field("position", &Light::position).label("Position").category("Transform")
          .tooltip("Centre of the light in the play plane (relative to its tile's origin when attached)")
          .field("attachedTile", &Light::attachedTile, ValueKind::ObjectRef).references("TileInstance")
          .label("Attached Tile").category("Transform")
          .tooltip("Chain link the light belongs to: it keeps its place on that tile when the chain changes")
          .field("color", &Light::color).label("Colour").category("Light")
          .field("intensity", &Light::intensity).label("Intensity").category("Light").range(-8, 8, 0.1)
          .tooltip("How strongly it lights what it reaches; negative darkens instead (a black light)")
          .field("range", &Light::range).label("Range").category("Light").range(0, 1000, 0.5)
          .tooltip("How far the light reaches, in units; it fades to nothing there")
          .field("direction", &Light::direction).label("Direction").category("Light").range(-360, 360, 5)
          .tooltip("Degrees from +x, counter-clockwise: where a spot points, how a line lies")
          .field("cone", &Light::cone).label("Cone").category("Light").range(1, 180, 5)
          .tooltip("A spot's full opening, in degrees")
          .field("length", &Light::length).label("Length").category("Light").range(0, 1000, 0.5)
          .tooltip("A line light's segment, in units")
          .field("flicker", &Light::flicker).label("Flicker").category("Flicker").range(0, 1, 0.05)
          .tooltip("How much it dims at most while flickering (0: steady, 1: goes out)")
          .field("flickerRate", &Light::flickerRate).label("Flicker Rate").category("Flicker").range(0.1, 60, 0.5)
          .tooltip("About how many times a second the flicker changes")
          .field("seed", &Light::seed).label("Seed").category("Flicker").range(0, 1000000000, 1)
          .tooltip("Picks the flicker's pattern: lights with the same seed flicker together")
          .build();
  return d;
}

std::vector<FieldProblem> Light::fieldProblems() const {
  std::vector<FieldProblem> problems;
  auto finite = [&](const char* key, double v) {
    if (!std::isfinite(v)) problems.push_back({key, "must be a number, not " + std::to_string(v)});
    return std::isfinite(v);
  };
  if (!position.isFinite()) problems.push_back({"position", "must be a finite point"});
  if (finite("range", range) && range < 0) problems.push_back({"range", "must not be negative"});
  if (finite("cone", cone) && (cone <= 0 || cone > 180)) problems.push_back({"cone", "must be above 0 and at most 180 degrees"});
  if (finite("length", length) && length < 0) problems.push_back({"length", "must not be negative"});
  if (finite("flicker", flicker) && (flicker < 0 || flicker > 1)) problems.push_back({"flicker", "must be between 0 and 1"});
  if (finite("flickerRate", flickerRate) && flickerRate <= 0) problems.push_back({"flickerRate", "must be above 0"});
  finite("intensity", intensity);
  finite("direction", direction);
  return problems;
}

namespace {
double latticeValue(std::int64_t seed, std::int64_t step) {
  return double(mix64(std::uint64_t(seed) * 0x9E3779B97F4A7C15ull ^ std::uint64_t(step)) >> 11) * 0x1.0p-53;
}
}  // namespace

double flickerFactor(double flicker, double rate, std::int64_t seed, double seconds) {
  if (!(flicker > 0) || !(rate > 0) || !std::isfinite(seconds)) return 1.0;
  const double t = seconds * rate;
  const double step = std::floor(t);
  const double f = t - step;
  const double s = f * f * (3 - 2 * f);  // smooth between lattice values: no hard pops
  const double a = latticeValue(seed, std::int64_t(step)), b = latticeValue(seed, std::int64_t(step) + 1);
  const double noise = a + (b - a) * s;
  return 1.0 - std::min(flicker, 1.0) * noise;
}

Vec2 lightPosition(const Project& project, const Level& level, const Light& light) {
  if (light.attachedTile.empty()) return light.position;
  std::optional<std::size_t> link;
  for (std::size_t i = 0; i < level.chain.size(); ++i)
    if (level.chain[i]->name == light.attachedTile) {
      link = i;
      break;
    }
  if (!link) return light.position;
  const LevelLookup lookup(&project, level);
  const std::optional<Vec2> origin = lookup.linkOrigin(*link);
  return origin ? light.position + *origin : light.position;
}

}  // namespace sw
