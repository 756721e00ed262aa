#pragma once
// Which part of a property value a grid row shows (a vector component, one flag, a list
// item, a point of a polygon) and the edits a row can make to the whole value. Pure
// functions over sw::Value: the grid applies them to each selected object's own value,
// so setting x on many objects keeps each object's y, and adding a point to a list
// keeps each object's other points.
#include <optional>

#include "core/value.h"

namespace sw::editor::grid {

struct RowPath {
  int component = -1;  // Vec2 / Vec3: 0 = x, 1 = y, 2 = z
  int flag = -1;       // Flags: bit index
  int item = -1;       // PointList / PolygonList / StringList / SphereList: index of the item
  int point = -1;      // PolygonList: index of the point inside polygon `item`

  bool isWhole() const { return component < 0 && flag < 0 && item < 0; }
  friend bool operator==(const RowPath&, const RowPath&) = default;
};

// The part of `whole` at `path`: double for components, bool for flags, the item
// (std::string, Vec2, Polygon as a PointList) for list rows; nothing when out of range.
std::optional<sw::Value> partOf(const sw::Value& whole, const RowPath& path);

// `whole` with the part at `path` replaced (the part's type as partOf returns it).
std::optional<sw::Value> withPart(const sw::Value& whole, const RowPath& path, const sw::Value& part);
// A string list with the first of `names` it does not hold inserted after item `path`
// (appended for the whole list); none when it holds them all.
std::optional<sw::Value> addNameItem(const sw::Value& whole, const RowPath& path, const std::vector<std::string>& names);
// A string list's item set to `part`; when another item already holds `part`, the two
// swap places (nothing is lost and no duplicate is made). Otherwise as withPart.
std::optional<sw::Value> withItemMovedTo(const sw::Value& whole, const RowPath& path, const sw::Value& part);

// On a list (path.item < 0) or a polygon row (path.point < 0): appends an item inside it.
// On an item or a polygon point: inserts a new one right after it. New points sit between
// their neighbours (or one unit further along), new polygons are a unit square, new
// strings are empty.
std::optional<sw::Value> addItem(const sw::Value& whole, const RowPath& path);
std::optional<sw::Value> removeItem(const sw::Value& whole, const RowPath& path);
// Moves the item (or polygon point) by `delta` places; nothing when it would leave the list.
std::optional<sw::Value> moveItem(const sw::Value& whole, const RowPath& path, int delta);

// The part at `path` set back to its part of `defaultValue`: a component, one flag, or the
// whole value for a property row. List items have no default of their own.
std::optional<sw::Value> resetPart(const sw::Value& whole, const sw::Value& defaultValue,
                                   const RowPath& path);

// Where the item addItem created sits (to select it afterwards).
RowPath addedItemPath(const sw::Value& before, const RowPath& path);

}  // namespace sw::editor::grid
