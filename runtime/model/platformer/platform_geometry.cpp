#include "model/platformer/platform_geometry.h"

#include "core/dmath.h"
#include "model/tiles/polygon.h"

namespace sw {

namespace {
constexpr double kDegrees = 3.14159265358979323846 / 180.0;
}

const TypeDescription& PlatformGeometry::describeType() {
  static const TypeDescription d =
      TypeBuilder<PlatformGeometry>("Geometry")
          .field("name", &PlatformGeometry::name).label("Name").required().nameRule(NameRule::Identifier)
          .tooltip("Unique name of this piece in the level; expressions and doors refer to it")
          .field("position", &PlatformGeometry::anchor).label("Anchor").category("Transform")
          .tooltip("The point every other coordinate is relative to: move it and the piece moves whole")
          .field("rotation", &PlatformGeometry::rotation, ValueKind::Angle).label("Rotation").category("Transform")
          .range(-360, 360, 5)
          .tooltip("Degrees counter-clockwise about the anchor")
          .field("shape", &PlatformGeometry::shape).label("Shape").category("Shape")
          .enumNames({"rectangle", "triangle", "polygon"})
          .tooltip("Rectangle: Size, centred on the anchor. Triangle and Polygon: Points, relative to the anchor")
          .field("size", &PlatformGeometry::size).label("Size").category("Shape").range(0.01, 100000, 0.5)
          .tooltip("Rectangle: width and height, in units")
          .field("points", &PlatformGeometry::points).label("Points").category("Shape")
          .tooltip("Triangle (3) or polygon (3 or more): corners relative to the anchor; edges may not cross")
          .check([](const Value& v) -> std::optional<std::string> {
            const auto* list = std::get_if<std::vector<Vec2>>(&v);
            if (!list || list->size() < 3) return std::nullopt;  // Check Project names too few points
            return polygonProblem(*list);
          })
          .field("surface", &PlatformGeometry::surface).label("Surface").category("Behaviour")
          .enumNames({"solid", "oneWay", "trigger"})
          .tooltip("Solid: nothing passes. One Way: stood on from above, passed from below. "
                   "Trigger: an area that stops nothing")
          .field("path", &PlatformGeometry::path, ValueKind::ObjectRef).references("Path").label("Path")
          .category("Moving")
          .tooltip("A path to travel along (optional): the piece moves by the path's shape from where it is placed")
          .field("speed", &PlatformGeometry::speed).label("Speed").category("Moving").range(0.001, 10, 0.01)
          .tooltip("Units per tick along the path (0.05 = 3 units per second), constant along the arc")
          .field("motion", &PlatformGeometry::motion).label("Motion").category("Moving")
          .enumNames({"pingPong", "loop"})
          .tooltip("Ping Pong: back and forth. Loop: from the end straight back to the start (or round a closed path)")
          .field("waitTicks", &PlatformGeometry::waitTicks).label("Wait").category("Moving").range(0, 100000, 1)
          .tooltip("Ticks the piece waits at each end of the path (60 ticks = 1 second)")
          .field("color", &PlatformGeometry::color).label("Colour").category("Appearance")
          .build();
  return d;
}

std::vector<Vec2> PlatformGeometry::localOutline() const {
  if (shape == Shape::Rectangle) {
    const double hx = size.x / 2, hy = size.y / 2;
    return {{-hx, -hy}, {hx, -hy}, {hx, hy}, {-hx, hy}};
  }
  return points;
}

std::vector<Vec2> PlatformGeometry::outlineAt(Vec2 anchorAt) const {
  std::vector<Vec2> out = localOutline();
  double s = 0, c = 1;
  if (rotation != 0) dmath::sincos(rotation * kDegrees, &s, &c);
  for (Vec2& p : out) p = anchorAt + Vec2{p.x * c - p.y * s, p.x * s + p.y * c};
  return out;
}

std::string PlatformGeometry::outlineProblem() const {
  if (!anchor.isFinite() || !std::isfinite(rotation)) return "its anchor or rotation is not a finite number";
  if (shape == Shape::Rectangle) {
    if (!size.isFinite() || size.x <= 0 || size.y <= 0) return "a rectangle needs a width and height above 0";
    return {};
  }
  if (shape == Shape::Triangle && points.size() != 3)
    return "a triangle needs exactly 3 points (it has " + std::to_string(points.size()) + ")";
  if (auto problem = polygonProblem(points)) return *problem;
  return {};
}

const TypeDescription& CharacterStart::describeType() {
  static const TypeDescription d =
      TypeBuilder<CharacterStart>("CharacterStart")
          .field("name", &CharacterStart::name).label("Name").required().nameRule(NameRule::Identifier)
          .tooltip("Unique name of this start in the level")
          .field("position", &CharacterStart::position).label("Position").category("Transform")
          .tooltip("Where the character's feet stand when the level begins")
          .field("character", &CharacterStart::character, ValueKind::ObjectRef).references("CharacterType")
          .label("Character").category("Character")
          .tooltip("The project's character that starts here; the level's first start is the one played first")
          .field("facing", &CharacterStart::facing).label("Facing").category("Character")
          .enumNames({"right", "left"})
          .build();
  return d;
}

}  // namespace sw
