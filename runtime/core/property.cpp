#include "core/property.h"

#include <cmath>

#include "core/expression.h"

namespace sw {

namespace {
bool finite(Vec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }

std::optional<std::string> rangeProblem(double d, const PropertyInfo& p) {
  if (!std::isfinite(d)) return "value is not a finite number";
  if (p.min && d < *p.min) return "value " + describe(d) + " is below the minimum " + describe(*p.min);
  if (p.max && d > *p.max) return "value " + describe(d) + " is above the maximum " + describe(*p.max);
  return std::nullopt;
}
}  // namespace

const std::string& Describable::nameFamily() const { return description().typeName(); }

std::optional<std::string> Property::check(const Value& value) const {
  if (!fitsKind(value, kind)) return std::string("expected a value of kind ") + toString(kind);
  switch (kind) {
    case ValueKind::Int: return rangeProblem(double(std::get<std::int64_t>(value)), *this);
    case ValueKind::Float:
    case ValueKind::Angle: return rangeProblem(std::get<double>(value), *this);
    case ValueKind::Enum: {
      auto i = std::get<std::int64_t>(value);
      if (i < 0 || i >= std::int64_t(enumNames.size())) return "unknown choice " + std::to_string(i);
      return std::nullopt;
    }
    case ValueKind::Flags: {
      auto bits = std::get<std::int64_t>(value);
      if (bits < 0 || (enumNames.size() < 63 && bits >= (std::int64_t(1) << enumNames.size())))
        return "unknown flag in " + std::to_string(bits);
      return std::nullopt;
    }
    case ValueKind::Vec2: {
      auto v = std::get<Vec2>(value);
      if (auto p = rangeProblem(v.x, *this)) return "x: " + *p;
      if (auto p = rangeProblem(v.y, *this)) return "y: " + *p;
      return std::nullopt;
    }
    case ValueKind::Vec3: {
      auto v = std::get<Vec3>(value);
      if (auto p = rangeProblem(v.x, *this)) return "x: " + *p;
      if (auto p = rangeProblem(v.y, *this)) return "y: " + *p;
      if (auto p = rangeProblem(v.z, *this)) return "z: " + *p;
      return std::nullopt;
    }
    case ValueKind::PointList:
      for (const auto& pt : std::get<std::vector<Vec2>>(value))
        if (!finite(pt)) return std::string("a point is not a finite number");
      return std::nullopt;
    case ValueKind::PolygonList:
      for (const auto& poly : std::get<std::vector<Polygon>>(value))
        for (const auto& pt : poly)
          if (!finite(pt)) return std::string("a polygon point is not a finite number");
      return std::nullopt;
    case ValueKind::SphereList: {
      const auto& spheres = std::get<std::vector<Vec3>>(value);
      for (std::size_t i = 0; i < spheres.size(); ++i) {
        const std::string which = "sphere " + std::to_string(i + 1) + ": ";
        if (!spheres[i].isFinite()) return which + "a number is not finite";
        if (!(spheres[i].z > 0)) return which + "radius " + describe(spheres[i].z) + " must be greater than 0";
      }
      return std::nullopt;
    }
    default: return std::nullopt;
  }
}

std::optional<std::string> Property::checkEdit(const Value& value) const {
  if (auto problem = check(value)) return problem;
  if (extraCheck)
    if (auto problem = extraCheck(value)) return problem;
  if (kind == ValueKind::Expression) {
    // Empty means "none"; anything else must parse, so a typo shows where it is typed.
    const auto& text = std::get<std::string>(value);
    if (text.find_first_not_of(" \t\r\n") != std::string::npos)
      if (auto parsed = checkExpression(text); !parsed) return parsed.describe();
  }
  return std::nullopt;
}

TypeDescription::TypeDescription(std::string typeName, std::vector<Property> properties)
    : typeName_(std::move(typeName)), properties_(std::move(properties)) {}

const Property* TypeDescription::find(const std::string& key) const {
  for (const auto& p : properties_)
    if (p.key == key) return &p;
  return nullptr;
}

}  // namespace sw
