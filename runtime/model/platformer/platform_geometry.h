#pragma once
// Level geometry of a platformer (DOMAIN.md, "Platformers"): a rectangle, triangle or
// polygon placed by its Anchor. Every other coordinate is relative to the anchor (and turned
// by `rotation` about it), so a piece moves, rotates and travels as a whole.
//
// What it is to characters (`surface`):
// - solid: nothing passes;
// - oneWay: passable from below and from the sides, stood on from above (its "up" turns with
//   the piece), and a character pressing down drops through;
// - trigger: an area that stops nothing (checkpoints, goals and scripts look at it).
//
// A piece with a `path` is a moving platform: its anchor travels along the path's shape at
// `speed` (constant along the arc), starting from where it is placed: it moves by
// path(d) - path(0), so one path can drive several pieces. `motion` says what happens at the
// path's end (back and forth, or round again); it waits `waitTicks` at each end.
#include <cstdint>
#include <string>
#include <vector>

#include "model/level/level_object.h"

namespace sw {

class PlatformGeometry final : public LevelObject {
 public:
  enum class Shape { Rectangle, Triangle, Polygon };
  enum class Surface { Solid, OneWay, Trigger };
  enum class Motion { PingPong, Loop };

  Vec2 anchor;
  double rotation = 0;  // degrees, counter-clockwise about the anchor
  Shape shape = Shape::Rectangle;
  Vec2 size{4, 1};  // rectangle: width and height, centred on the anchor
  // triangle (3 points), polygon (3 or more): relative to the anchor, either winding
  std::vector<Vec2> points{{-2, -1}, {2, -1}, {2, 1}};
  Surface surface = Surface::Solid;
  std::string path;   // a Path object: the piece moves along it
  double speed = 0.05;  // units per tick along the path (0.05 = 3 units per second)
  Motion motion = Motion::PingPong;
  std::int64_t waitTicks = 30;
  Color color{150, 160, 175, 255};

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  std::unique_ptr<LevelObject> clone() const override { return std::make_unique<PlatformGeometry>(*this); }

  // The outline relative to the anchor, before rotation: the rectangle's four corners
  // (counter-clockwise) or the points.
  std::vector<Vec2> localOutline() const;
  // The outline in level coordinates with the anchor at `anchorAt`.
  std::vector<Vec2> outlineAt(Vec2 anchorAt) const;
  std::vector<Vec2> outline() const { return outlineAt(anchor); }
  // Why the outline cannot be geometry (too few points, a triangle without three, edges
  // crossing, a NaN), or empty.
  std::string outlineProblem() const;
};

// Where a character of the project's `character` type enters a free level. The feet stand at
// `position`. The first start in the level is the active character when Play begins.
class CharacterStart final : public LevelObject {
 public:
  enum class Facing { Right, Left };
  Vec2 position;
  std::string character;  // a project CharacterType
  Facing facing = Facing::Right;

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  std::unique_ptr<LevelObject> clone() const override { return std::make_unique<CharacterStart>(*this); }
};

}  // namespace sw
