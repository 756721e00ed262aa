#include "model/io/json_properties.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/text_lines.h"

namespace sw {

namespace {

const char* jsonTypeName(const Json& j) {
  switch (j.type()) {
    case Json::value_t::null: return "null";
    case Json::value_t::boolean: return "a boolean";
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned: return "an integer";
    case Json::value_t::number_float: return "a number";
    case Json::value_t::string: return "a string";
    case Json::value_t::array: return "an array";
    case Json::value_t::object: return "an object";
    default: return "an unsupported value";
  }
}

std::string expected(const char* what, const Json& found) {
  return std::string("expected ") + what + ", found " + jsonTypeName(found);
}

Json pointToJson(Vec2 p) { return Json::array({p.x, p.y}); }

bool readNumber(const Json& j, double& out, const JsonReader& r, const std::string& ptr) {
  if (!j.is_number()) {
    r.fail(ptr, expected("a number", j));
    return false;
  }
  out = j.get<double>();
  return true;
}

bool readPoint(const Json& j, Vec2& out, const JsonReader& r, const std::string& ptr) {
  if (!j.is_array() || j.size() != 2) {
    r.fail(ptr, j.is_array() ? "expected 2 numbers [x, y], found " + std::to_string(j.size())
                             : expected("a point [x, y]", j));
    return false;
  }
  return readNumber(j[0], out.x, r, pointerChild(ptr, 0)) && readNumber(j[1], out.y, r, pointerChild(ptr, 1));
}

bool readPoints(const Json& j, std::vector<Vec2>& out, const JsonReader& r, const std::string& ptr) {
  if (!j.is_array()) {
    r.fail(ptr, expected("a list of points", j));
    return false;
  }
  out.resize(j.size());
  bool ok = true;
  for (std::size_t i = 0; i < j.size(); ++i) ok = readPoint(j[i], out[i], r, pointerChild(ptr, i)) && ok;
  return ok;
}

}  // namespace

Json valueToJson(const Value& value, const PropertyInfo& info) {
  switch (info.kind) {
    case ValueKind::Bool: return std::get<bool>(value);
    case ValueKind::Int: return std::get<std::int64_t>(value);
    case ValueKind::Float:
    case ValueKind::Angle: return std::get<double>(value);
    case ValueKind::String:
    case ValueKind::Text:
    case ValueKind::AssetRef:
    case ValueKind::ObjectRef:
    case ValueKind::Expression: return std::get<std::string>(value);
    case ValueKind::Enum: {
      auto i = std::get<std::int64_t>(value);
      if (i >= 0 && i < std::int64_t(info.enumNames.size())) return info.enumNames[std::size_t(i)];
      return i;
    }
    case ValueKind::Flags: {
      auto bits = std::get<std::int64_t>(value);
      Json names = Json::array();
      for (std::size_t i = 0; i < info.enumNames.size() && i < 63; ++i)
        if (bits & (std::int64_t(1) << i)) names.push_back(info.enumNames[i]);
      return names;
    }
    case ValueKind::Vec2: return pointToJson(std::get<Vec2>(value));
    case ValueKind::Vec3: {
      auto v = std::get<Vec3>(value);
      return Json::array({v.x, v.y, v.z});
    }
    case ValueKind::Color: return describe(value);
    case ValueKind::PointList: {
      Json list = Json::array();
      for (auto p : std::get<std::vector<Vec2>>(value)) list.push_back(pointToJson(p));
      return list;
    }
    case ValueKind::PolygonList: {
      Json list = Json::array();
      for (const auto& poly : std::get<std::vector<Polygon>>(value)) {
        Json points = Json::array();
        for (auto p : poly) points.push_back(pointToJson(p));
        list.push_back(std::move(points));
      }
      return list;
    }
    case ValueKind::StringList: return std::get<std::vector<std::string>>(value);
    case ValueKind::SphereList: {
      Json list = Json::array();
      for (auto s : std::get<std::vector<Vec3>>(value)) list.push_back(Json::array({s.x, s.y, s.z}));
      return list;
    }
  }
  return nullptr;
}

bool valueFromJson(const Json& j, const Property& p, Value& out, const JsonReader& r, const std::string& ptr) {
  switch (p.kind) {
    case ValueKind::Bool:
      if (!j.is_boolean()) return r.fail(ptr, expected("true or false", j)), false;
      out = j.get<bool>();
      break;
    case ValueKind::Int:
      if (!j.is_number_integer()) return r.fail(ptr, expected("an integer", j)), false;
      if (j.is_number_unsigned() && j.get<std::uint64_t>() > std::uint64_t(INT64_MAX))
        return r.fail(ptr, "integer is too large"), false;
      out = j.get<std::int64_t>();
      break;
    case ValueKind::Float:
    case ValueKind::Angle: {
      double d = 0;
      if (!readNumber(j, d, r, ptr)) return false;
      out = d;
      break;
    }
    case ValueKind::String:
    case ValueKind::Text:
    case ValueKind::AssetRef:
    case ValueKind::ObjectRef:
    case ValueKind::Expression:
      if (!j.is_string()) return r.fail(ptr, expected("a string", j)), false;
      out = j.get<std::string>();
      break;
    case ValueKind::Enum: {
      if (!j.is_string()) return r.fail(ptr, expected("a name", j)), false;
      auto name = j.get<std::string>();
      auto it = std::find(p.enumNames.begin(), p.enumNames.end(), name);
      if (it == p.enumNames.end()) return r.fail(ptr, "unknown choice '" + name + "'"), false;
      out = std::int64_t(it - p.enumNames.begin());
      break;
    }
    case ValueKind::Flags: {
      if (!j.is_array()) return r.fail(ptr, expected("a list of names", j)), false;
      std::int64_t bits = 0;
      for (std::size_t i = 0; i < j.size(); ++i) {
        auto it = j[i].is_string() ? std::find(p.enumNames.begin(), p.enumNames.end(), j[i].get<std::string>())
                                   : p.enumNames.end();
        if (it == p.enumNames.end()) return r.fail(pointerChild(ptr, i), "unknown flag"), false;
        bits |= std::int64_t(1) << (it - p.enumNames.begin());
      }
      out = bits;
      break;
    }
    case ValueKind::Vec2: {
      Vec2 v;
      if (!readPoint(j, v, r, ptr)) return false;
      out = v;
      break;
    }
    case ValueKind::Vec3: {
      if (!j.is_array() || j.size() != 3) return r.fail(ptr, expected("3 numbers [x, y, z]", j)), false;
      Vec3 v;
      if (!readNumber(j[0], v.x, r, pointerChild(ptr, 0)) || !readNumber(j[1], v.y, r, pointerChild(ptr, 1)) ||
          !readNumber(j[2], v.z, r, pointerChild(ptr, 2)))
        return false;
      out = v;
      break;
    }
    case ValueKind::Color: {
      std::string s = j.is_string() ? j.get<std::string>() : "";
      bool ok = (s.size() == 9 || s.size() == 7) && s[0] == '#';
      for (std::size_t i = 1; ok && i < s.size(); ++i) ok = hexDigit(s[i]) >= 0;
      if (!ok) return r.fail(ptr, "expected a colour \"#rrggbb\" or \"#rrggbbaa\""), false;
      auto byte = [&](std::size_t at) { return std::uint8_t(hexDigit(s[at]) * 16 + hexDigit(s[at + 1])); };
      out = Color{byte(1), byte(3), byte(5), s.size() == 9 ? byte(7) : std::uint8_t(255)};
      break;
    }
    case ValueKind::PointList: {
      std::vector<Vec2> pts;
      if (!readPoints(j, pts, r, ptr)) return false;
      out = std::move(pts);
      break;
    }
    case ValueKind::PolygonList: {
      if (!j.is_array()) return r.fail(ptr, expected("a list of polygons", j)), false;
      std::vector<Polygon> polys(j.size());
      bool ok = true;
      for (std::size_t i = 0; i < j.size(); ++i) ok = readPoints(j[i], polys[i], r, pointerChild(ptr, i)) && ok;
      if (!ok) return false;
      out = std::move(polys);
      break;
    }
    case ValueKind::StringList: {
      if (!j.is_array()) return r.fail(ptr, expected("a list of strings", j)), false;
      std::vector<std::string> list;
      for (std::size_t i = 0; i < j.size(); ++i) {
        if (!j[i].is_string()) return r.fail(pointerChild(ptr, i), expected("a string", j[i])), false;
        list.push_back(j[i].get<std::string>());
      }
      out = std::move(list);
      break;
    }
    case ValueKind::SphereList: {
      if (!j.is_array()) return r.fail(ptr, expected("a list of spheres [x, y, radius]", j)), false;
      std::vector<Vec3> spheres(j.size());
      for (std::size_t i = 0; i < j.size(); ++i) {
        const Json& item = j[i];
        const std::string at = pointerChild(ptr, i);
        if (!item.is_array() || item.size() != 3)
          return r.fail(at, item.is_array() ? "expected 3 numbers [x, y, radius], found " + std::to_string(item.size())
                                            : expected("a sphere [x, y, radius]", item)),
                 false;
        if (!readNumber(item[0], spheres[i].x, r, pointerChild(at, 0)) ||
            !readNumber(item[1], spheres[i].y, r, pointerChild(at, 1)) ||
            !readNumber(item[2], spheres[i].z, r, pointerChild(at, 2)))
          return false;
      }
      out = std::move(spheres);
      break;
    }
  }
  if (auto problem = p.check(out)) return r.fail(ptr, *problem), false;
  return true;
}

Json writeProperties(const Describable& object) {
  Json j = Json::object();
  for (const auto& p : object.description().properties()) {
    Value v = p.get(object);
    if (p.omittedWhenDefault && v == p.defaultValue) continue;
    j[p.key] = valueToJson(v, p);
  }
  return j;
}

bool readProperties(Describable& object, const Json& j, const JsonReader& r, const std::string& ptr,
                    const std::vector<std::string>& extraKeys) {
  if (!j.is_object()) {
    r.fail(ptr, expected("an object", j));
    return false;
  }
  const auto& desc = object.description();
  bool ok = true;
  // Each property's pointer made in one buffer: a new string per property was 375,000
  // allocations when opening a level of 25,000 objects.
  std::string childPtr = ptr + "/";
  const std::size_t parentLength = childPtr.size();
  for (const auto& p : desc.properties()) {
    auto it = j.find(p.key);
    if (it == j.end()) {
      if (p.required) {
        r.fail(ptr, "missing required field '" + p.key + "'");
        ok = false;
      } else if (p.defaultValue.index() != 0) {
        p.set(object, p.defaultValue);
      }
      continue;
    }
    Value v;
    childPtr.resize(parentLength);
    appendPointerKey(childPtr, p.key);
    if (valueFromJson(*it, p, v, r, childPtr)) p.set(object, v);
    else ok = false;
  }
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (desc.find(it.key()) || std::find(extraKeys.begin(), extraKeys.end(), it.key()) != extraKeys.end()) continue;
    r.fail(pointerChild(ptr, it.key()), "unknown field '" + it.key() + "' in " + desc.typeName());
    ok = false;
  }
  return ok;
}

}  // namespace sw
