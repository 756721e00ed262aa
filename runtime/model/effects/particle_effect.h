#pragma once
// Particle effects as assets (issue 42, item 1): an effect is a named list of emitters in
// project.json's "effects". Game events pick effects by data (enemy types and parts name hit,
// death and muzzle effects, weapons muzzle and impact, game rules the player's death and
// respawn, barriers their change); the presentation (runtime/present/effects) plays them
// outside the simulation: effects are never state and never hashed.
//
// Units: speeds in units per second, gravity in units per second squared, drag per second,
// lives in ticks, angles in degrees (0 = +x, counter-clockwise), spin in degrees per second.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/math.h"
#include "core/property.h"

namespace sw {

// A value over a particle's life: keys (t in 0..1, value), linear between keys, flat before
// the first and after the last; no keys: 1 (the base value unchanged). Keys must be sorted by
// t and finite (problem()).
struct Curve {
  std::vector<Vec2> keys;  // x = t, y = value
  double at(double t) const;
  std::optional<std::string> problem() const;
  friend bool operator==(const Curve&, const Curve&) = default;
};

// A colour over a particle's life: keys (t, colour), each channel linear between keys.
// Written as lines "T #RRGGBB" or "T #RRGGBBAA" (the property grid edits them as text).
struct ColorCurve {
  struct Key {
    double t = 0;
    Color color;
    friend bool operator==(const Key&, const Key&) = default;
  };
  std::vector<Key> keys;
  Color at(double t) const;  // no keys: white
  // Parsed from lines; a line that does not read is a problem naming it (keys stay unread).
  static ColorCurve fromLines(const std::vector<std::string>& lines, std::string* problem = nullptr);
  std::vector<std::string> lines() const;
  std::optional<std::string> problem() const;  // NaN, t outside 0..1, unsorted
  friend bool operator==(const ColorCurve&, const ColorCurve&) = default;
};

class Emitter final : public Describable {
 public:
  enum class Mode { Burst, Continuous };
  enum class Shape { Point, Circle, Line, Box };
  enum class Look { Disc, Square, Streak, Sprite };
  enum class Blend { Additive, Alpha };

  std::string name = "emitter";
  Mode mode = Mode::Burst;
  std::int64_t count = 12;  // burst: particles at once
  double rate = 30;         // continuous: particles per second ...
  double duration = 1;      // ... for this many seconds
  Shape shape = Shape::Point;
  Vec2 size{1, 1};          // circle: diameter (x); line: length (x); box: width, height
  double speedMin = 2, speedMax = 6;
  double angle = 0, spread = 360;
  std::int64_t lifeMin = 20, lifeMax = 40;
  Vec2 gravity{0, 0};
  double drag = 0;
  bool collide = false;
  double bounce = 0.5;
  Look look = Look::Disc;
  double particleSize = 0.3;
  std::string tileset;  // Look::Sprite: the atlas
  std::string frames;   // its frame group (the frames an animation plays), or one tile's name
  double fps = 12;
  double rotationMin = 0, rotationMax = 0;
  double spinMin = 0, spinMax = 0;
  Color color{255, 200, 120, 255};
  Curve sizeCurve;
  ColorCurve colorCurve;
  Curve alphaCurve{{{0, 1}, {1, 0}}};
  Blend blend = Blend::Additive;
  std::string onBirth;  // an effect each particle carries from its birth (a trail)
  std::string onDeath;  // an effect where each particle dies

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  // Why it cannot play (negative counts, NaN, an unsorted curve), each with the property key.
  std::vector<std::pair<std::string, std::string>> problems() const;
};

class ParticleEffect final : public Describable {
 public:
  std::string name;
  std::vector<std::unique_ptr<Emitter>> emitters;

  ParticleEffect() = default;
  ParticleEffect(const ParticleEffect& other) { *this = other; }
  ParticleEffect& operator=(const ParticleEffect& other);

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  void forEachChild(const std::function<void(Describable&)>& fn) override;
};

// A new effect: one burst of sparks.
ParticleEffect defaultEffect(std::string name);

}  // namespace sw
