#include "core/value.h"

#include <cstdio>

namespace sw {

const char* toString(ValueKind kind) {
  switch (kind) {
    case ValueKind::Bool: return "bool";
    case ValueKind::Int: return "int";
    case ValueKind::Float: return "float";
    case ValueKind::Angle: return "angle";
    case ValueKind::String: return "string";
    case ValueKind::Text: return "text";
    case ValueKind::Enum: return "enum";
    case ValueKind::Flags: return "flags";
    case ValueKind::Vec2: return "vec2";
    case ValueKind::Vec3: return "vec3";
    case ValueKind::Color: return "color";
    case ValueKind::AssetRef: return "asset";
    case ValueKind::ObjectRef: return "object";
    case ValueKind::Expression: return "expression";
    case ValueKind::PointList: return "points";
    case ValueKind::PolygonList: return "polygons";
    case ValueKind::StringList: return "strings";
    case ValueKind::SphereList: return "spheres";
  }
  return "?";
}

std::size_t storageIndex(ValueKind kind) {
  switch (kind) {
    case ValueKind::Bool: return 1;
    case ValueKind::Int:
    case ValueKind::Enum:
    case ValueKind::Flags: return 2;
    case ValueKind::Float:
    case ValueKind::Angle: return 3;
    case ValueKind::String:
    case ValueKind::Text:
    case ValueKind::AssetRef:
    case ValueKind::ObjectRef:
    case ValueKind::Expression: return 4;
    case ValueKind::Vec2: return 5;
    case ValueKind::Vec3: return 6;
    case ValueKind::Color: return 7;
    case ValueKind::PointList: return 8;
    case ValueKind::PolygonList: return 9;
    case ValueKind::StringList: return 10;
    case ValueKind::SphereList: return 11;
  }
  return 0;
}

bool fitsKind(const Value& value, ValueKind kind) { return value.index() == storageIndex(kind); }

namespace {
std::string num(double d) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", d);
  return buf;
}
std::string pointText(Vec2 p) { return "(" + num(p.x) + ", " + num(p.y) + ")"; }
}  // namespace

std::string describe(const Value& value) {
  struct Visitor {
    std::string operator()(std::monostate) const { return {}; }
    std::string operator()(bool b) const { return b ? "true" : "false"; }
    std::string operator()(std::int64_t i) const { return std::to_string(i); }
    std::string operator()(double d) const { return num(d); }
    std::string operator()(const std::string& s) const { return s; }
    std::string operator()(Vec2 v) const { return pointText(v); }
    std::string operator()(Vec3 v) const { return "(" + num(v.x) + ", " + num(v.y) + ", " + num(v.z) + ")"; }
    std::string operator()(Color c) const {
      char buf[16];
      std::snprintf(buf, sizeof buf, "#%02x%02x%02x%02x", c.r, c.g, c.b, c.a);
      return buf;
    }
    std::string operator()(const std::vector<Vec2>& pts) const {
      return std::to_string(pts.size()) + (pts.size() == 1 ? " point" : " points");
    }
    std::string operator()(const std::vector<Polygon>& polys) const {
      return std::to_string(polys.size()) + (polys.size() == 1 ? " polygon" : " polygons");
    }
    std::string operator()(const std::vector<Vec3>& spheres) const {
      return std::to_string(spheres.size()) + (spheres.size() == 1 ? " sphere" : " spheres");
    }
    std::string operator()(const std::vector<std::string>& list) const {
      std::string out;
      for (const auto& s : list) out += (out.empty() ? "" : ", ") + s;
      return out;
    }
  };
  return std::visit(Visitor{}, value);
}

}  // namespace sw
