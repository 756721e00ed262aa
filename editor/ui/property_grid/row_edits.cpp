#include "ui/property_grid/row_edits.h"

#include <algorithm>
#include <utility>

namespace sw::editor::grid {

namespace {

double* componentRef(sw::Vec2& v, int c) { return c == 0 ? &v.x : c == 1 ? &v.y : nullptr; }
double* componentRef(sw::Vec3& v, int c) { return c == 0 ? &v.x : c == 1 ? &v.y : c == 2 ? &v.z : nullptr; }

bool inRange(int i, std::size_t size) { return i >= 0 && std::size_t(i) < size; }

sw::Vec2 pointAfter(const std::vector<sw::Vec2>& points, int index, bool closed) {
  if (points.empty()) return {0, 0};
  const std::size_t i = std::size_t(index);
  if (i + 1 < points.size()) return (points[i] + points[i + 1]) * 0.5;
  if (closed && points.size() > 1) return (points[i] + points[0]) * 0.5;
  return points[i] + sw::Vec2{1, 0};
}

template <class T>
std::optional<std::vector<T>> moved(std::vector<T> list, int index, int delta) {
  const int to = index + delta;
  if (!inRange(index, list.size()) || !inRange(to, list.size()) || delta == 0) return std::nullopt;
  auto item = std::move(list[std::size_t(index)]);
  list.erase(list.begin() + index);
  list.insert(list.begin() + to, std::move(item));
  return list;
}

}  // namespace

std::optional<sw::Value> partOf(const sw::Value& whole, const RowPath& path) {
  if (path.isWhole()) return whole;
  if (path.component >= 0) {
    if (auto* v = std::get_if<sw::Vec2>(&whole)) {
      auto copy = *v;
      if (double* d = componentRef(copy, path.component)) return sw::Value(*d);
    }
    if (auto* v = std::get_if<sw::Vec3>(&whole)) {
      auto copy = *v;
      if (double* d = componentRef(copy, path.component)) return sw::Value(*d);
    }
    return std::nullopt;
  }
  if (path.flag >= 0) {
    auto* bits = std::get_if<std::int64_t>(&whole);
    if (!bits || path.flag > 62) return std::nullopt;
    return sw::Value(bool(*bits & (std::int64_t(1) << path.flag)));
  }
  if (auto* points = std::get_if<std::vector<sw::Vec2>>(&whole)) {
    if (!inRange(path.item, points->size())) return std::nullopt;
    return sw::Value((*points)[std::size_t(path.item)]);
  }
  if (auto* polygons = std::get_if<std::vector<sw::Polygon>>(&whole)) {
    if (!inRange(path.item, polygons->size())) return std::nullopt;
    const auto& polygon = (*polygons)[std::size_t(path.item)];
    if (path.point < 0) return sw::Value(polygon);
    if (!inRange(path.point, polygon.size())) return std::nullopt;
    return sw::Value(polygon[std::size_t(path.point)]);
  }
  if (auto* strings = std::get_if<std::vector<std::string>>(&whole)) {
    if (!inRange(path.item, strings->size())) return std::nullopt;
    return sw::Value((*strings)[std::size_t(path.item)]);
  }
  if (auto* spheres = std::get_if<std::vector<sw::Vec3>>(&whole)) {
    if (!inRange(path.item, spheres->size())) return std::nullopt;
    return sw::Value((*spheres)[std::size_t(path.item)]);
  }
  return std::nullopt;
}

std::optional<sw::Value> addNameItem(const sw::Value& whole, const RowPath& path, const std::vector<std::string>& names) {
  const auto* strings = std::get_if<std::vector<std::string>>(&whole);
  if (!strings) return std::nullopt;
  for (const std::string& name : names) {
    if (std::find(strings->begin(), strings->end(), name) != strings->end()) continue;
    auto copy = *strings;
    if (path.item < 0) copy.push_back(name);
    else if (inRange(path.item, copy.size())) copy.insert(copy.begin() + path.item + 1, name);
    else return std::nullopt;
    return sw::Value(std::move(copy));
  }
  return std::nullopt;
}

std::optional<sw::Value> withItemMovedTo(const sw::Value& whole, const RowPath& path, const sw::Value& part) {
  const auto* strings = std::get_if<std::vector<std::string>>(&whole);
  const auto* name = std::get_if<std::string>(&part);
  if (!strings || !name || path.item < 0 || !inRange(path.item, strings->size())) return withPart(whole, path, part);
  auto copy = *strings;
  const auto at = std::size_t(path.item);
  for (std::size_t i = 0; i < copy.size(); ++i)
    if (i != at && copy[i] == *name) {
      std::swap(copy[i], copy[at]);
      return sw::Value(std::move(copy));
    }
  copy[at] = *name;
  return sw::Value(std::move(copy));
}

std::optional<sw::Value> withPart(const sw::Value& whole, const RowPath& path, const sw::Value& part) {
  if (path.isWhole()) return part;
  if (path.component >= 0) {
    auto* d = std::get_if<double>(&part);
    if (!d) return std::nullopt;
    if (auto* v = std::get_if<sw::Vec2>(&whole)) {
      auto copy = *v;
      double* c = componentRef(copy, path.component);
      if (!c) return std::nullopt;
      *c = *d;
      return sw::Value(copy);
    }
    if (auto* v = std::get_if<sw::Vec3>(&whole)) {
      auto copy = *v;
      double* c = componentRef(copy, path.component);
      if (!c) return std::nullopt;
      *c = *d;
      return sw::Value(copy);
    }
    return std::nullopt;
  }
  if (path.flag >= 0) {
    auto* bits = std::get_if<std::int64_t>(&whole);
    auto* on = std::get_if<bool>(&part);
    if (!bits || !on || path.flag > 62) return std::nullopt;
    const std::int64_t bit = std::int64_t(1) << path.flag;
    return sw::Value(*on ? (*bits | bit) : (*bits & ~bit));
  }
  if (auto* points = std::get_if<std::vector<sw::Vec2>>(&whole)) {
    auto* p = std::get_if<sw::Vec2>(&part);
    if (!p || !inRange(path.item, points->size())) return std::nullopt;
    auto copy = *points;
    copy[std::size_t(path.item)] = *p;
    return sw::Value(std::move(copy));
  }
  if (auto* polygons = std::get_if<std::vector<sw::Polygon>>(&whole)) {
    if (!inRange(path.item, polygons->size())) return std::nullopt;
    auto copy = *polygons;
    auto& polygon = copy[std::size_t(path.item)];
    if (path.point < 0) {
      auto* replacement = std::get_if<std::vector<sw::Vec2>>(&part);
      if (!replacement) return std::nullopt;
      polygon = *replacement;
    } else {
      auto* p = std::get_if<sw::Vec2>(&part);
      if (!p || !inRange(path.point, polygon.size())) return std::nullopt;
      polygon[std::size_t(path.point)] = *p;
    }
    return sw::Value(std::move(copy));
  }
  if (auto* strings = std::get_if<std::vector<std::string>>(&whole)) {
    auto* s = std::get_if<std::string>(&part);
    if (!s || !inRange(path.item, strings->size())) return std::nullopt;
    auto copy = *strings;
    copy[std::size_t(path.item)] = *s;
    return sw::Value(std::move(copy));
  }
  if (auto* spheres = std::get_if<std::vector<sw::Vec3>>(&whole)) {
    auto* s = std::get_if<sw::Vec3>(&part);
    if (!s || !inRange(path.item, spheres->size())) return std::nullopt;
    auto copy = *spheres;
    copy[std::size_t(path.item)] = *s;
    return sw::Value(std::move(copy));
  }
  return std::nullopt;
}

std::optional<sw::Value> addItem(const sw::Value& whole, const RowPath& path) {
  if (auto* points = std::get_if<std::vector<sw::Vec2>>(&whole)) {
    auto copy = *points;
    if (path.item < 0) {
      copy.push_back(copy.empty() ? sw::Vec2{0, 0} : copy.back() + sw::Vec2{1, 0});
    } else {
      if (!inRange(path.item, copy.size())) return std::nullopt;
      copy.insert(copy.begin() + path.item + 1, pointAfter(copy, path.item, false));
    }
    return sw::Value(std::move(copy));
  }
  if (auto* polygons = std::get_if<std::vector<sw::Polygon>>(&whole)) {
    auto copy = *polygons;
    if (path.item < 0) {
      copy.push_back({{0, 0}, {1, 0}, {1, 1}, {0, 1}});
      return sw::Value(std::move(copy));
    }
    if (!inRange(path.item, copy.size())) return std::nullopt;
    auto& polygon = copy[std::size_t(path.item)];
    if (path.point < 0) {
      polygon.push_back(polygon.empty() ? sw::Vec2{0, 0}
                                        : pointAfter(polygon, int(polygon.size()) - 1, true));
    } else {
      if (!inRange(path.point, polygon.size())) return std::nullopt;
      polygon.insert(polygon.begin() + path.point + 1, pointAfter(polygon, path.point, true));
    }
    return sw::Value(std::move(copy));
  }
  if (auto* strings = std::get_if<std::vector<std::string>>(&whole)) {
    auto copy = *strings;
    if (path.item < 0) {
      copy.emplace_back();
    } else {
      if (!inRange(path.item, copy.size())) return std::nullopt;
      copy.insert(copy.begin() + path.item + 1, std::string());
    }
    return sw::Value(std::move(copy));
  }
  if (auto* spheres = std::get_if<std::vector<sw::Vec3>>(&whole)) {
    // A new sphere copies its neighbour's radius, one unit further along x.
    auto copy = *spheres;
    const int after = path.item < 0 ? int(copy.size()) - 1 : path.item;
    if (path.item >= 0 && !inRange(path.item, copy.size())) return std::nullopt;
    const sw::Vec3 added = after < 0 ? sw::Vec3{0, 0, 0.5} : copy[std::size_t(after)] + sw::Vec3{1, 0, 0};
    copy.insert(copy.begin() + (after + 1), added);
    return sw::Value(std::move(copy));
  }
  return std::nullopt;
}

RowPath addedItemPath(const sw::Value& before, const RowPath& path) {
  RowPath added;
  if (auto* polygons = std::get_if<std::vector<sw::Polygon>>(&before); polygons && path.item >= 0) {
    added.item = path.item;
    if (path.point < 0)
      added.point =
          inRange(path.item, polygons->size()) ? int((*polygons)[std::size_t(path.item)].size()) : 0;
    else
      added.point = path.point + 1;
    return added;
  }
  if (path.item >= 0) {
    added.item = path.item + 1;
    return added;
  }
  std::size_t size = 0;
  if (auto* p = std::get_if<std::vector<sw::Vec2>>(&before)) size = p->size();
  if (auto* p = std::get_if<std::vector<sw::Polygon>>(&before)) size = p->size();
  if (auto* p = std::get_if<std::vector<std::string>>(&before)) size = p->size();
  if (auto* p = std::get_if<std::vector<sw::Vec3>>(&before)) size = p->size();
  added.item = int(size);
  return added;
}

std::optional<sw::Value> removeItem(const sw::Value& whole, const RowPath& path) {
  if (path.item < 0) return std::nullopt;
  if (auto* points = std::get_if<std::vector<sw::Vec2>>(&whole)) {
    if (!inRange(path.item, points->size())) return std::nullopt;
    auto copy = *points;
    copy.erase(copy.begin() + path.item);
    return sw::Value(std::move(copy));
  }
  if (auto* polygons = std::get_if<std::vector<sw::Polygon>>(&whole)) {
    if (!inRange(path.item, polygons->size())) return std::nullopt;
    auto copy = *polygons;
    if (path.point < 0) {
      copy.erase(copy.begin() + path.item);
    } else {
      auto& polygon = copy[std::size_t(path.item)];
      if (!inRange(path.point, polygon.size())) return std::nullopt;
      polygon.erase(polygon.begin() + path.point);
    }
    return sw::Value(std::move(copy));
  }
  if (auto* strings = std::get_if<std::vector<std::string>>(&whole)) {
    if (!inRange(path.item, strings->size())) return std::nullopt;
    auto copy = *strings;
    copy.erase(copy.begin() + path.item);
    return sw::Value(std::move(copy));
  }
  if (auto* spheres = std::get_if<std::vector<sw::Vec3>>(&whole)) {
    if (!inRange(path.item, spheres->size())) return std::nullopt;
    auto copy = *spheres;
    copy.erase(copy.begin() + path.item);
    return sw::Value(std::move(copy));
  }
  return std::nullopt;
}

std::optional<sw::Value> moveItem(const sw::Value& whole, const RowPath& path, int delta) {
  if (path.item < 0) return std::nullopt;
  if (auto* points = std::get_if<std::vector<sw::Vec2>>(&whole)) {
    if (auto list = moved(*points, path.item, delta)) return sw::Value(std::move(*list));
    return std::nullopt;
  }
  if (auto* polygons = std::get_if<std::vector<sw::Polygon>>(&whole)) {
    if (path.point < 0) {
      if (auto list = moved(*polygons, path.item, delta)) return sw::Value(std::move(*list));
      return std::nullopt;
    }
    if (!inRange(path.item, polygons->size())) return std::nullopt;
    auto polygon = moved((*polygons)[std::size_t(path.item)], path.point, delta);
    if (!polygon) return std::nullopt;
    auto copy = *polygons;
    copy[std::size_t(path.item)] = std::move(*polygon);
    return sw::Value(std::move(copy));
  }
  if (auto* strings = std::get_if<std::vector<std::string>>(&whole)) {
    if (auto list = moved(*strings, path.item, delta)) return sw::Value(std::move(*list));
    return std::nullopt;
  }
  if (auto* spheres = std::get_if<std::vector<sw::Vec3>>(&whole)) {
    if (auto list = moved(*spheres, path.item, delta)) return sw::Value(std::move(*list));
    return std::nullopt;
  }
  return std::nullopt;
}

std::optional<sw::Value> resetPart(const sw::Value& whole, const sw::Value& defaultValue,
                                   const RowPath& path) {
  if (path.isWhole()) return defaultValue;
  if (path.component >= 0 || path.flag >= 0) {
    auto part = partOf(defaultValue, path);
    if (!part) return std::nullopt;
    return withPart(whole, path, *part);
  }
  return std::nullopt;
}

}  // namespace sw::editor::grid
