#pragma once
// Small value types of the play plane and the 3D art around it. Doubles: the editor
// shows absolute layouts; runtime code stays origin-relative (see model/tiles/tile_chain.h).
#include <cmath>
#include <cstdint>

#include "core/dmath.h"

namespace sw {

struct Vec2 {
  double x = 0, y = 0;
  friend bool operator==(const Vec2&, const Vec2&) = default;
  Vec2 operator+(Vec2 o) const { return {x + o.x, y + o.y}; }
  Vec2 operator-(Vec2 o) const { return {x - o.x, y - o.y}; }
  Vec2 operator*(double s) const { return {x * s, y * s}; }
  Vec2& operator+=(Vec2 o) { x += o.x; y += o.y; return *this; }
  // dmath: the same bits on every build (the simulation measures with it).
  double length() const { return dmath::hypot(x, y); }
  bool isFinite() const { return std::isfinite(x) && std::isfinite(y); }
};

struct Vec3 {
  double x = 0, y = 0, z = 0;
  friend bool operator==(const Vec3&, const Vec3&) = default;
  Vec3 operator+(Vec3 o) const { return {x + o.x, y + o.y, z + o.z}; }
  Vec3 operator-(Vec3 o) const { return {x - o.x, y - o.y, z - o.z}; }
  Vec3 operator*(double s) const { return {x * s, y * s, z * s}; }
  bool isFinite() const { return std::isfinite(x) && std::isfinite(y) && std::isfinite(z); }
};

// The unit vector at `angle` radians from +x, counter-clockwise (deterministic: dmath).
inline Vec2 unitVector(double angle) {
  double s = 0, c = 0;
  dmath::sincos(angle, &s, &c);
  return {c, s};
}

// 8-bit sRGB with alpha; stored in files as "#rrggbbaa".
struct Color {
  std::uint8_t r = 255, g = 255, b = 255, a = 255;
  friend bool operator==(const Color&, const Color&) = default;
};

// Axis-aligned box in 3D, used for framing and placeholders.
struct Box3 {
  Vec3 min{1e300, 1e300, 1e300}, max{-1e300, -1e300, -1e300};
  bool isEmpty() const { return min.x > max.x; }
  void extend(Vec3 p) {
    min = {std::fmin(min.x, p.x), std::fmin(min.y, p.y), std::fmin(min.z, p.z)};
    max = {std::fmax(max.x, p.x), std::fmax(max.y, p.y), std::fmax(max.z, p.z)};
  }
  void extend(const Box3& b) { if (!b.isEmpty()) { extend(b.min); extend(b.max); } }
  Vec3 center() const { return (min + max) * 0.5; }
  Vec3 size() const { return max - min; }
};

}  // namespace sw
