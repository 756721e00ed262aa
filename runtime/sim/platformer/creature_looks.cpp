// How creatures look while a level runs (creature_looks.h).
#include "sim/platformer/creature_looks.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "model/platformer/melee_attack.h"
#include "model/platformer/sprite_frames.h"
#include "model/project/project.h"
#include "model/tiles/tileset.h"
#include "sim/level_events.h"

namespace sw {

int CreatureLooks::add(const std::string& type, const std::string& who, const std::string& sprite,
                       const std::vector<std::string>& animations, const Project& project, const std::string& file,
                       Errors& problems) {
  if (animations.empty()) return -1;
  for (std::size_t i = 0; i < looks_.size(); ++i)
    if (looks_[i].type == type) return int(i);
  const Tileset* tileset = sprite.empty() ? nullptr : project.findTileset(sprite);
  if (!sprite.empty() && !tileset) {
    problems.push_back({file, who, "its sprite '" + sprite + "' is no tileset of the project (or could not be read)"});
    return -1;
  }
  std::vector<AnimationProblem> lineProblems;
  auto compiled = CompiledAnimations::compile(animations, tileset, &lineProblems);
  if (!compiled) {
    for (const AnimationProblem& p : lineProblems)
      problems.push_back({file, who, "animation line " + std::to_string(p.line + 1) + ": " + p.describe()});
    if (lineProblems.empty()) problems.push_back({file, who, "its animations do not compile"});
    return -1;
  }
  Look look;
  look.type = type;
  look.animations = std::move(*compiled);
  if (tileset) {
    look.sprite = -1;
    for (std::size_t s = 0; s < sprites_.size(); ++s)
      if (sprites_[s].name == tileset->name) look.sprite = int(s);
    if (look.sprite < 0) {
      sprites_.push_back(*tileset);
      look.sprite = int(sprites_.size()) - 1;
    }
  }
  // Event kinds made once, so a tick's events name them without allocating.
  for (int id = 0; id < look.animations.eventNameCount(); ++id)
    look.eventKinds.push_back(owner_ + "-" + look.animations.eventName(id));
  looks_.push_back(std::move(look));
  return int(looks_.size()) - 1;
}

const Tileset* CreatureLooks::sprite(int look) const {
  if (look < 0 || looks_[std::size_t(look)].sprite < 0) return nullptr;
  return &sprites_[std::size_t(looks_[std::size_t(look)].sprite)];
}

const TilesetTile* CreatureLooks::frame(int look, const AnimatorState& state) const {
  const Tileset* tileset = sprite(look);
  if (!tileset) return nullptr;
  const int tile = looks_[std::size_t(look)].animations.currentTile(state);
  return tile >= 0 && std::size_t(tile) < tileset->tiles.size() ? &tileset->tiles[std::size_t(tile)] : nullptr;
}

void CreatureLooks::setSwingAnimation(int look, std::string_view name) {
  if (look >= 0) looks_[std::size_t(look)].swing = looks_[std::size_t(look)].animations.findAnimation(name);
}

bool CreatureLooks::step(int look, CharacterBody& body, bool defeated, std::int64_t tick, LevelEvents& events,
                         int creature) {
  if (look < 0) return false;
  const Look& l = looks_[std::size_t(look)];
  double signals[kSignalCount];
  readSignals(body, defeated, tick, signals);
  AnimatorEvents emitted;
  const AnimatorStep step = stepAnimator(body.animation, l.animations, signals, emitted);
  for (int i = 0; i < emitted.count; ++i)
    events.add(l.eventKinds[std::size_t(emitted.ids[std::size_t(i)])], creature, body.position);
  return step.cycled;
}

void CreatureLooks::startSwing(int look, CharacterBody& body) const {
  const int swing = swingAnimation(look);
  if (swing >= 0) playAnimation(body.animation, looks_[std::size_t(look)].animations, swing);
}

void CreatureLooks::advanceSwing(int look, CharacterBody& body, const MeleeAttack& attack) const {
  const int swing = swingAnimation(look);
  if (swing < 0) {
    stepSwing(body, attack);
    return;
  }
  if (body.swingTick < 0) {
    if (body.swingCooldown > 0) --body.swingCooldown;
    return;
  }
  // The swing lasts its animation's frames exactly: ended by time, not by what the animation
  // shows next (an idle whose "if attacking -> attack" would start it again), or cut short
  // when the creature's animations leave it (a hurt switch).
  const CompiledAnimations::Animation& a = looks_[std::size_t(look)].animations.animation(swing);
  ++body.swingTick;
  if (body.swingTick >= std::int64_t(a.frameCount) * a.ticksPerFrame || body.animation.animation != swing) {
    body.swingTick = -1;
    body.swingCooldown = attack.attackCooldown;
  }
}

std::int64_t CreatureLooks::swingFrame(int look, const CharacterBody& body, const MeleeAttack& attack) const {
  const int swing = swingAnimation(look);
  if (swing < 0) return sw::swingFrame(body, attack);
  return body.swingTick >= 0 && body.animation.animation == swing ? body.animation.frame : -1;
}

bool CreatureLooks::swingHurts(int look, const CharacterBody& body, const MeleeAttack& attack) const {
  const std::int64_t f = swingFrame(look, body, attack);
  return f >= attack.attackFirstFrame && f <= attack.attackLastFrame;
}

bool CreatureLooks::swingTouches(int look, const CharacterBody& body, const MeleeAttack& attack, double width,
                                 const Box& target) const {
  const TilesetTile* tile = look < 0 ? nullptr : frame(look, body.animation);
  if (!tile || tile->attackShape.empty()) return attackBox(body, attack, width).overlaps(target);
  for (const Polygon& shape : tile->attackShape) {
    std::array<Vec2, 16> placed{};
    const int n = int(std::min(shape.size(), placed.size()));
    for (int i = 0; i < n; ++i)
      placed[std::size_t(i)] = placeFramePoint(*tile, shape[std::size_t(i)], body.position, body.facing);
    if (convexOverlapsBox(placed.data(), n, target)) return true;
  }
  return false;
}

Box CreatureLooks::hitBox(int look, const CharacterBody& body, double width, double height) const {
  const TilesetTile* tile = look < 0 ? nullptr : frame(look, body.animation);
  if (!tile || tile->hitShape.empty()) return bodyBox(body.position, width, height);
  Box out{{1e300, 1e300}, {-1e300, -1e300}};
  for (const Polygon& shape : tile->hitShape)
    for (const Vec2& local : shape) {
      const Vec2 p = placeFramePoint(*tile, local, body.position, body.facing);
      out.min = {std::min(out.min.x, p.x), std::min(out.min.y, p.y)};
      out.max = {std::max(out.max.x, p.x), std::max(out.max.y, p.y)};
    }
  return out;
}

void readSignals(const CharacterBody& body, bool defeated, std::int64_t tick, double* out) {
  auto set = [out](CreatureSignal s, double v) { out[int(s)] = v; };
  const bool free = body.mode == BodyMode::Free;
  set(CreatureSignal::Grounded, body.grounded);
  set(CreatureSignal::Moving, std::fabs(body.velocity.x) > 0.01);
  set(CreatureSignal::Falling, free && !body.grounded && body.velocity.y < 0);
  set(CreatureSignal::Rising, free && !body.grounded && body.velocity.y > 0);
  set(CreatureSignal::Hanging, body.mode == BodyMode::Hanging);
  set(CreatureSignal::Swinging, body.mode == BodyMode::Swinging);
  set(CreatureSignal::Mantling, body.mode == BodyMode::Mantling);
  set(CreatureSignal::Pushing, body.pushing != 0);
  set(CreatureSignal::Hurt, body.hurtTicks > 0);
  set(CreatureSignal::Attacking, body.swingTick >= 0);
  set(CreatureSignal::Dashing, body.dashTicks > 0);
  set(CreatureSignal::AttackLanded, body.landedTick == tick);
  set(CreatureSignal::Dead, defeated || body.health <= 0);
  set(CreatureSignal::Speed, std::fabs(body.velocity.x));
  set(CreatureSignal::Health, double(body.health));
  set(CreatureSignal::Facing, body.facing);
}

}  // namespace sw
