// Particle effects, emitters and their curves (particle_effect.h).
#include "model/effects/particle_effect.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace sw {

namespace {

std::optional<std::string> curveKeysProblem(std::size_t count, const auto& tOf, const auto& finite) {
  for (std::size_t i = 0; i < count; ++i) {
    if (!finite(i)) return "key " + std::to_string(i + 1) + " is not a finite number";
    const double t = tOf(i);
    if (t < 0 || t > 1) return "key " + std::to_string(i + 1) + " has its time outside 0..1";
    if (i > 0 && t < tOf(i - 1)) return "keys are not sorted by time (key " + std::to_string(i + 1) + ")";
  }
  return std::nullopt;
}

int curveHexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::uint8_t curveLerpChannel(std::uint8_t a, std::uint8_t b, double f) {
  return std::uint8_t(std::clamp(std::lround(double(a) + (double(b) - double(a)) * f), 0L, 255L));
}

}  // namespace

double Curve::at(double t) const {
  if (keys.empty()) return 1;
  if (!(t > keys.front().x)) return keys.front().y;
  if (t >= keys.back().x) return keys.back().y;
  // Few keys: a scan beats a search.
  for (std::size_t i = 1; i < keys.size(); ++i)
    if (t < keys[i].x) {
      const Vec2 a = keys[i - 1], b = keys[i];
      const double span = b.x - a.x;
      return span > 0 ? a.y + (b.y - a.y) * (t - a.x) / span : b.y;
    }
  return keys.back().y;
}

std::optional<std::string> Curve::problem() const {
  return curveKeysProblem(
      keys.size(), [&](std::size_t i) { return keys[i].x; },
      [&](std::size_t i) { return std::isfinite(keys[i].x) && std::isfinite(keys[i].y); });
}

Color ColorCurve::at(double t) const {
  if (keys.empty()) return Color{};
  if (!(t > keys.front().t)) return keys.front().color;
  if (t >= keys.back().t) return keys.back().color;
  for (std::size_t i = 1; i < keys.size(); ++i)
    if (t < keys[i].t) {
      const Key& a = keys[i - 1];
      const Key& b = keys[i];
      const double span = b.t - a.t;
      const double f = span > 0 ? (t - a.t) / span : 1;
      return {curveLerpChannel(a.color.r, b.color.r, f), curveLerpChannel(a.color.g, b.color.g, f),
              curveLerpChannel(a.color.b, b.color.b, f), curveLerpChannel(a.color.a, b.color.a, f)};
    }
  return keys.back().color;
}

ColorCurve ColorCurve::fromLines(const std::vector<std::string>& lines, std::string* problem) {
  ColorCurve c;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string& line = lines[i];
    const std::size_t hash = line.find('#');
    auto fail = [&] {
      if (problem && problem->empty())
        *problem = "key " + std::to_string(i + 1) + " '" + line + "' does not read as 'T #RRGGBB'";
    };
    if (hash == std::string::npos) {
      fail();
      continue;
    }
    Key k;
    char* end = nullptr;
    const std::string time = line.substr(0, hash);
    k.t = std::strtod(time.c_str(), &end);
    const bool timeRead = end != time.c_str() && time.find_first_not_of(" \t", std::size_t(end - time.c_str())) ==
                                                     std::string::npos;
    std::string hex = line.substr(hash + 1);
    while (!hex.empty() && (hex.back() == ' ' || hex.back() == '\t' || hex.back() == '\r')) hex.pop_back();
    if (!timeRead || (hex.size() != 6 && hex.size() != 8)) {
      fail();
      continue;
    }
    std::uint8_t channels[4] = {0, 0, 0, 255};
    bool hexRead = true;
    for (std::size_t ch = 0; ch < hex.size() / 2; ++ch) {
      const int hi = curveHexDigit(hex[2 * ch]), lo = curveHexDigit(hex[2 * ch + 1]);
      hexRead = hexRead && hi >= 0 && lo >= 0;
      channels[ch] = std::uint8_t(std::max(hi, 0) * 16 + std::max(lo, 0));
    }
    if (!hexRead) {
      fail();
      continue;
    }
    k.color = {channels[0], channels[1], channels[2], channels[3]};
    c.keys.push_back(k);
  }
  return c;
}

std::vector<std::string> ColorCurve::lines() const {
  std::vector<std::string> out;
  for (const Key& k : keys) {
    char text[64];
    if (k.color.a == 255)
      std::snprintf(text, sizeof text, "%g #%02x%02x%02x", k.t, k.color.r, k.color.g, k.color.b);
    else
      std::snprintf(text, sizeof text, "%g #%02x%02x%02x%02x", k.t, k.color.r, k.color.g, k.color.b, k.color.a);
    out.emplace_back(text);
  }
  return out;
}

std::optional<std::string> ColorCurve::problem() const {
  return curveKeysProblem(
      keys.size(), [&](std::size_t i) { return keys[i].t; }, [&](std::size_t i) { return std::isfinite(keys[i].t); });
}

const TypeDescription& Emitter::describeType() {
  static const TypeDescription d = [] {
    TypeBuilder<Emitter> b("Emitter");
    b.field("name", &Emitter::name).label("Name").category("Emitter").required().nameRule(NameRule::Word)
        .field("mode", &Emitter::mode).label("Mode").category("Emitter").enumNames({"burst", "continuous"})
        .tooltip("burst: Count particles at once; continuous: Rate particles per second for Duration seconds")
        .field("count", &Emitter::count).label("Count").category("Emitter").range(0, 100000, 1)
        .field("rate", &Emitter::rate).label("Rate").category("Emitter").range(0, 100000, 1)
        .tooltip("Particles per second (continuous)")
        .field("duration", &Emitter::duration).label("Duration").category("Emitter").range(0, 3600, 0.1)
        .tooltip("Seconds a continuous emitter emits")
        .field("shape", &Emitter::shape).label("Spawn Shape").category("Spawn")
        .enumNames({"point", "circle", "line", "box"})
        .field("size", &Emitter::size).label("Size").category("Spawn").range(0, 10000, 0.1)
        .tooltip("Circle: its diameter (x); line: its length (x, along the angle's normal); box: width and height")
        .field("speedMin", &Emitter::speedMin).label("Speed Min").category("Motion").range(0, 10000, 0.1)
        .tooltip("Units per second")
        .field("speedMax", &Emitter::speedMax).label("Speed Max").category("Motion").range(0, 10000, 0.1)
        .field("angle", &Emitter::angle, ValueKind::Angle).label("Angle").category("Motion").range(-360, 360, 1)
        .tooltip("Direction of travel, degrees (0: +x, counter-clockwise)")
        .field("spread", &Emitter::spread, ValueKind::Angle).label("Spread").category("Motion").range(0, 360, 1)
        .tooltip("Directions are spread this many degrees around the angle")
        .field("lifeMin", &Emitter::lifeMin).label("Life Min").category("Motion").range(1, 36000, 1)
        .tooltip("Ticks a particle lives")
        .field("lifeMax", &Emitter::lifeMax).label("Life Max").category("Motion").range(1, 36000, 1)
        .field("gravity", &Emitter::gravity).label("Gravity").category("Motion").range(-10000, 10000, 0.5)
        .tooltip("Acceleration, units per second squared")
        .field("drag", &Emitter::drag).label("Drag").category("Motion").range(0, 100, 0.1)
        .tooltip("Share of its speed a particle loses per second")
        .field("collide", &Emitter::collide).label("Collide").category("Motion")
        .tooltip("Particles bounce off the level's walls (and none is born inside one)")
        .field("bounce", &Emitter::bounce).label("Bounce").category("Motion").range(0, 1, 0.05)
        .tooltip("Share of its speed a particle keeps when it bounces")
        .field("look", &Emitter::look).label("Look").category("Look").enumNames({"disc", "square", "streak", "sprite"})
        .field("particleSize", &Emitter::particleSize).label("Particle Size").category("Look").range(0, 1000, 0.05)
        .tooltip("Units across; the size curve scales it over life")
        .field("tileset", &Emitter::tileset, ValueKind::ObjectRef).label("Tileset").category("Look")
        .references("Tileset")
        .tooltip("Sprite look: the tileset whose atlas the frames come from")
        .field("frames", &Emitter::frames).label("Frames").category("Look")
        .tooltip("Sprite look: a frame group of the tileset (played at Frame Rate) or one tile's name")
        .field("fps", &Emitter::fps).label("Frame Rate").category("Look").range(0, 240, 1)
        .tooltip("Sprite frames per second")
        .field("rotationMin", &Emitter::rotationMin, ValueKind::Angle).label("Rotation Min").category("Look")
        .range(-360, 360, 1)
        .field("rotationMax", &Emitter::rotationMax, ValueKind::Angle).label("Rotation Max").category("Look")
        .range(-360, 360, 1)
        .field("spinMin", &Emitter::spinMin).label("Spin Min").category("Look").range(-36000, 36000, 10)
        .tooltip("Degrees per second about the view axis")
        .field("spinMax", &Emitter::spinMax).label("Spin Max").category("Look").range(-36000, 36000, 10)
        .field("color", &Emitter::color).label("Colour").category("Look")
        .tooltip("Tint; the colour curve, when it has keys, replaces it over life")
        .computed("sizeCurve", ValueKind::PointList, [](const Emitter& e) { return Value(e.sizeCurve.keys); },
                  [](Emitter& e, const Value& v) { e.sizeCurve.keys = std::get<std::vector<Vec2>>(v); })
        .label("Size Curve").category("Over Life")
        .tooltip("Keys (t, scale), t from 0 (birth) to 1 (death), sorted by t; none: constant")
        .computed("colorCurve", ValueKind::StringList, [](const Emitter& e) { return Value(e.colorCurve.lines()); },
                  [](Emitter& e, const Value& v) {
                    e.colorCurve = ColorCurve::fromLines(std::get<std::vector<std::string>>(v));
                  })
        .label("Colour Curve").category("Over Life")
        .tooltip("One key per line: T #RRGGBB (or #RRGGBBAA), T from 0 to 1, sorted; none: the colour")
        .computed("alphaCurve", ValueKind::PointList, [](const Emitter& e) { return Value(e.alphaCurve.keys); },
                  [](Emitter& e, const Value& v) { e.alphaCurve.keys = std::get<std::vector<Vec2>>(v); })
        .label("Alpha Curve").category("Over Life")
        .tooltip("Keys (t, opacity 0..1), sorted by t; none: opaque")
        .field("blend", &Emitter::blend).label("Blend").category("Look").enumNames({"additive", "alpha"})
        .field("onBirth", &Emitter::onBirth, ValueKind::ObjectRef).label("On Birth").category("Sub-emitters")
        .references("ParticleEffect").omittedWhenDefault()
        .tooltip("An effect each particle carries from its birth, following it (smoke trailing a missile)")
        .field("onDeath", &Emitter::onDeath, ValueKind::ObjectRef).label("On Death").category("Sub-emitters")
        .references("ParticleEffect").omittedWhenDefault()
        .tooltip("An effect played where each particle dies (sparks from an explosion)");
    return b.build();
  }();
  return d;
}

std::vector<std::pair<std::string, std::string>> Emitter::problems() const {
  std::vector<std::pair<std::string, std::string>> out;
  for (const Property& p : describeType().properties())
    if (p.kind != ValueKind::StringList)
      if (auto problem = p.check(p.get(*this))) out.emplace_back(p.key, *problem);
  // Negative counts, lives under a tick, NaN: the ranges above said so already.
  if (lifeMax < lifeMin) out.emplace_back("lifeMax", "Life Max is below Life Min");
  if (speedMax < speedMin) out.emplace_back("speedMax", "Speed Max is below Speed Min");
  if (auto p = sizeCurve.problem()) out.emplace_back("sizeCurve", *p);
  if (auto p = alphaCurve.problem()) out.emplace_back("alphaCurve", *p);
  if (auto p = colorCurve.problem()) out.emplace_back("colorCurve", *p);
  return out;
}

ParticleEffect& ParticleEffect::operator=(const ParticleEffect& other) {
  if (this == &other) return *this;
  name = other.name;
  emitters.clear();
  for (const auto& e : other.emitters) emitters.push_back(std::make_unique<Emitter>(*e));
  return *this;
}

const TypeDescription& ParticleEffect::describeType() {
  static const TypeDescription d =
      TypeBuilder<ParticleEffect>("ParticleEffect")
          .field("name", &ParticleEffect::name).label("Name").category("Effect").required()
          .tooltip("Unique name of the effect; enemy types, weapons, game rules and barriers name it")
          .build();
  return d;
}

void ParticleEffect::forEachChild(const std::function<void(Describable&)>& fn) {
  for (auto& e : emitters) fn(*e);
}

ParticleEffect defaultEffect(std::string name) {
  ParticleEffect e;
  e.name = std::move(name);
  e.emitters.push_back(std::make_unique<Emitter>());
  return e;
}

}  // namespace sw
