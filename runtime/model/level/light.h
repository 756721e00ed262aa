#pragma once
// Lights placed in a level (DOMAIN.md, "Look": many coloured point lights, and the "black
// light"). Three shapes:
// - point: a round pool of light of `range` around its position;
// - spot: the same pool cut to a cone of `cone` degrees pointing along `direction`;
// - line: a capsule, light falling off with the distance to a segment of `length` through
//   its position along `direction` (the black light under the ship is a line light).
// Intensity scales the colour; a negative intensity darkens what it reaches instead.
// Flicker dims it by up to `flicker` (0..1) with a pattern drawn from `seed`, at about
// `flickerRate` changes a second: the same seed flickers the same way every run.
//
// A light attached to a chain tile keeps its place on that tile when the chain changes:
// its position is then relative to the tile's origin (like a path's points).
#include <string>
#include <vector>

#include "model/level/level_object.h"

namespace sw {

class Project;
class Level;

class Light final : public LevelObject {
 public:
  enum class Shape { Point, Spot, Line };

  Shape shape = Shape::Point;
  Vec2 position;
  std::string attachedTile;  // a TileInstance's name, or empty
  Color color{255, 220, 170, 255};
  double intensity = 1.0;
  double range = 6.0;
  double direction = 0.0;  // degrees, 0 = +x, counter-clockwise (spot, line)
  double cone = 60.0;      // degrees, the spot's full opening
  double length = 4.0;     // the line's segment
  double flicker = 0.0;
  double flickerRate = 8.0;
  std::int64_t seed = 1;

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  std::unique_ptr<LevelObject> clone() const override { return std::make_unique<Light>(*this); }
  std::vector<FieldProblem> fieldProblems() const override;
};

// The light's brightness factor (0..1) at `seconds` from its flicker: 1 without flicker.
// Smooth value noise from the seed, so a replay flickers the same way.
double flickerFactor(double flicker, double rate, std::int64_t seed, double seconds);

// Where the light is in the editor's layout: its position, plus its tile's origin when it
// is attached to a chain link (a missing link: as if unattached; validation reports it).
Vec2 lightPosition(const Project& project, const Level& level, const Light& light);

}  // namespace sw
