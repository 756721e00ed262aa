#include "model/patterns/bullet_pattern.h"

namespace sw {

const TypeDescription& BulletKind::describeType() {
  static const TypeDescription d = [] {
    return TypeBuilder<BulletKind>("BulletKind")
        .field("name", &BulletKind::name).label("Name").category("Bullet Kind").required().nameRule(NameRule::Word)
        .tooltip("Unique name of the bullet kind; a pattern's fire command names it")
        .field("radius", &BulletKind::radius).label("Radius").category("Bullet Kind").range(0.01, 10, 0.01)
        .tooltip("Hit radius in units")
        .field("color", &BulletKind::color).label("Colour").category("Bullet Kind")
        .tooltip("Colour the bullet is drawn in")
        .field("shape", &BulletKind::shape).label("Shape").category("Bullet Kind")
        .enumNames({"orb", "needle", "missile"})
        .tooltip("How the bullet is drawn: a round orb, a needle along its direction, or a missile")
        .build();
  }();
  return d;
}

std::vector<std::unique_ptr<BulletKind>> defaultBulletKinds() {
  struct Row {
    const char* name;
    double radius;
    Color color;
    BulletShape shape;
  };
  const Row rows[] = {
      {"small", 0.15, {255, 200, 80, 255}, BulletShape::Orb},
      {"medium", 0.25, {255, 120, 60, 255}, BulletShape::Orb},
      {"large", 0.45, {255, 70, 120, 255}, BulletShape::Orb},
      {"needle", 0.1, {140, 220, 255, 255}, BulletShape::Needle},
      {"missile", 0.2, {230, 230, 230, 255}, BulletShape::Missile},
  };
  std::vector<std::unique_ptr<BulletKind>> out;
  for (const Row& r : rows) {
    auto k = std::make_unique<BulletKind>();
    k->name = r.name;
    k->radius = r.radius;
    k->color = r.color;
    k->shape = r.shape;
    out.push_back(std::move(k));
  }
  return out;
}

const char* toString(PatternOp op) {
  switch (op) {
    case PatternOp::Fire: return "fire";
    case PatternOp::Wait: return "wait";
    case PatternOp::Repeat: return "repeat";
    case PatternOp::Action: return "action";
    case PatternOp::Parallel: return "parallel";
    case PatternOp::ChangeDirection: return "changeDirection";
    case PatternOp::ChangeSpeed: return "changeSpeed";
    case PatternOp::Accel: return "accel";
    case PatternOp::Vanish: return "vanish";
    case PatternOp::Homing: return "homing";
    case PatternOp::Call: return "call";
  }
  return "?";
}

const char* toString(DirectionMode mode) {
  switch (mode) {
    case DirectionMode::Aim: return "aim";
    case DirectionMode::Absolute: return "absolute";
    case DirectionMode::Relative: return "relative";
    case DirectionMode::Sequence: return "sequence";
  }
  return "?";
}

const char* toString(SpeedMode mode) {
  switch (mode) {
    case SpeedMode::Absolute: return "speed";
    case SpeedMode::Relative: return "speedRelative";
    case SpeedMode::Sequence: return "speedSequence";
  }
  return "?";
}

const TypeDescription& BulletPattern::describeType() {
  static const TypeDescription d =
      TypeBuilder<BulletPattern>("BulletPattern")
          .field("name", &BulletPattern::name).label("Name").category("Pattern").required().nameRule(NameRule::Word)
          .tooltip("Unique name of the pattern; enemy types and 'fire PATTERN' actions use it")
          .field("notes", &BulletPattern::notes).label("Notes").category("Pattern")
          .tooltip("Free text for designers: what the pattern is for")
          .build();
  return d;
}

std::vector<std::string> BulletPattern::parameterNames() const {
  std::vector<std::string> out;
  for (const auto& p : parameters) out.push_back(p.name);
  return out;
}

void forEachCommand(const std::vector<PatternCommand>& list, const std::string& pointer, int depth,
                    const std::function<void(const PatternCommand&, const std::string&, int)>& fn) {
  for (std::size_t i = 0; i < list.size(); ++i) {
    const PatternCommand& c = list[i];
    const std::string at = pointer + "/" + std::to_string(i);
    fn(c, at, depth);
    const std::string inner = at + "/" + toString(c.op);
    if (c.op == PatternOp::Action)
      forEachCommand(c.actions, inner, depth + 1, fn);
    else if (!c.actions.empty())
      forEachCommand(c.actions, inner + "/actions", depth + 1, fn);
    for (std::size_t b = 0; b < c.branches.size(); ++b)
      forEachCommand(c.branches[b], inner + "/" + std::to_string(b), depth + 1, fn);
  }
}

}  // namespace sw
