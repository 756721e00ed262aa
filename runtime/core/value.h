#pragma once
// A property value as the property grid, undo, clipboard and JSON see it. The kind of a
// property (see property.h) says how to edit it; the storage below says how it is held.
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "core/math.h"

namespace sw {

using Polygon = std::vector<Vec2>;

enum class ValueKind : std::uint8_t {
  Bool,
  Int,
  Float,
  Angle,       // degrees, stored as double
  String,
  Text,        // multi-line string
  Enum,        // int64 index into PropertyInfo::enumNames; JSON uses the name
  Flags,       // int64 bit set over PropertyInfo::enumNames; JSON uses a list of names
  Vec2,
  Vec3,
  Color,
  AssetRef,    // project-relative path of an asset, string
  ObjectRef,   // unique name of another object, string
  Expression,  // string, validated by the runtime's expression parser
  PointList,   // std::vector<Vec2>
  PolygonList, // std::vector<Polygon>
  StringList,  // std::vector<std::string>
  SphereList,  // std::vector<Vec3>: collision spheres (x, y, radius) in the play plane
};

const char* toString(ValueKind kind);

using Value = std::variant<std::monostate, bool, std::int64_t, double, std::string, Vec2, Vec3, Color,
                           std::vector<Vec2>, std::vector<Polygon>, std::vector<std::string>, std::vector<Vec3>>;

// Which Value alternative a kind is stored as.
std::size_t storageIndex(ValueKind kind);
bool fitsKind(const Value& value, ValueKind kind);

// Readable one-line text of a value, for logs, tooltips and the read-only grid.
std::string describe(const Value& value);

}  // namespace sw
