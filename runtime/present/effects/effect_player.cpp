// Playing particle effects from fixed pools (effect_player.h).
#include "present/effects/effect_player.h"

#include <algorithm>
#include <cmath>

namespace sw {

EffectPlayer::EffectPlayer(std::size_t particles, std::size_t runs, std::uint64_t seed)
    : random_(std::uint32_t(seed * 2654435761u + 362436069u), std::uint32_t((seed >> 32) + 521288629u)) {
  particles_.reserve(particles);
  runs_.reserve(runs);
  indexOfSlot_.assign(particles, -1);
  generation_.assign(particles, 0);
  freeSlots_.reserve(particles);
  for (std::size_t s = particles; s-- > 0;) freeSlots_.push_back(std::uint32_t(s));
}

void EffectPlayer::setLibrary(EffectLibrary library) {
  // Old emitter index -> new (same effect name, same place in it), or -1.
  std::vector<std::int32_t> map(library_.emitters().size(), -1);
  for (const CompiledEffect& old : library_.effects()) {
    const int now = library.find(old.name);
    if (now < 0) continue;
    const CompiledEffect& e = library.effects()[std::size_t(now)];
    for (int k = 0; k < old.emitterCount && k < e.emitterCount; ++k)
      map[std::size_t(old.firstEmitter + k)] = e.firstEmitter + k;
  }
  library_ = std::move(library);
  for (std::size_t i = particles_.size(); i-- > 0;) {
    const std::int32_t to = map[std::size_t(particles_[i].emitter)];
    if (to < 0) removeParticle(i);
    else particles_[i].emitter = to;
  }
  for (std::size_t i = runs_.size(); i-- > 0;) {
    const std::int32_t to = map[std::size_t(runs_[i].emitter)];
    if (to >= 0) {
      runs_[i].emitter = to;
      continue;
    }
    runs_[i] = runs_.back();
    runs_.pop_back();
  }
}

bool EffectPlayer::start(int effect, Vec2 at, std::uint32_t owner, std::int32_t followSlot, int depth) {
  if (effect < 0 || std::size_t(effect) >= library_.effects().size() || depth > kMaxDepth) return false;
  const CompiledEffect& e = library_.effects()[std::size_t(effect)];
  bool all = true;
  for (int k = 0; k < e.emitterCount; ++k) {
    if (runs_.size() == runs_.capacity()) {
      ++dropped_;
      all = false;
      continue;
    }
    Run r;
    r.emitter = e.firstEmitter + k;
    r.owner = owner;
    r.origin = at;
    r.followSlot = followSlot;
    r.followGeneration = followSlot >= 0 ? generation_[std::size_t(followSlot)] : 0;
    r.depth = std::uint8_t(depth);
    runs_.push_back(r);
  }
  return all;
}

void EffectPlayer::spawn(const Run& run) {
  if (particles_.size() == particles_.capacity()) {
    ++dropped_;
    return;
  }
  const CompiledEmitter& e = library_.emitters()[std::size_t(run.emitter)];
  Vec2 at = run.origin;
  switch (e.shape) {
    case Emitter::Shape::Point:
      break;
    case Emitter::Shape::Circle: {
      const float radius = float(e.size.x) * 0.5f * std::sqrt(float(random_.unit()));
      const float a = uniform(0, 6.2831853f);
      at += Vec2{radius * std::cos(a), radius * std::sin(a)};
      break;
    }
    case Emitter::Shape::Line: {
      const float along = uniform(-0.5f, 0.5f) * float(e.size.x);
      at += Vec2{-std::sin(e.angle) * along, std::cos(e.angle) * along};
      break;
    }
    case Emitter::Shape::Box:
      at += Vec2{uniform(-0.5f, 0.5f) * float(e.size.x), uniform(-0.5f, 0.5f) * float(e.size.y)};
      break;
  }
  // Never born inside a wall: the emitter's own point, else not at all.
  if (e.collide && walls_ && walls_->solid(at)) {
    at = run.origin;
    if (walls_->solid(at)) return;
  }
  const float direction = e.angle + uniform(-0.5f, 0.5f) * e.spread;
  const float speed = uniform(e.speedMin, e.speedMax);
  EffectParticle p;
  p.position = at;
  p.velocity = {speed * std::cos(direction), speed * std::sin(direction)};
  p.life = std::floor(uniform(e.lifeMin, e.lifeMax + 0.999f));
  p.rotation = uniform(e.rotationMin, e.rotationMax);
  p.spin = uniform(e.spinMin, e.spinMax);
  p.emitter = run.emitter;
  p.owner = run.owner;
  p.depth = run.depth;
  p.slot = freeSlots_.back();
  freeSlots_.pop_back();
  indexOfSlot_[p.slot] = std::int32_t(particles_.size());
  particles_.push_back(p);
  if (e.onBirth >= 0) start(e.onBirth, at, run.owner, std::int32_t(p.slot), run.depth + 1);
}

void EffectPlayer::emitParticles(Run& run, int n) {
  for (int i = 0; i < n; ++i) spawn(run);
}

void EffectPlayer::removeParticle(std::size_t index) {
  const std::uint32_t slot = particles_[index].slot;
  ++generation_[slot];
  indexOfSlot_[slot] = -1;
  freeSlots_.push_back(slot);
  if (index + 1 != particles_.size()) {
    particles_[index] = particles_.back();
    indexOfSlot_[particles_[index].slot] = std::int32_t(index);
  }
  particles_.pop_back();
}

void EffectPlayer::step() {
  const auto& emitters = library_.emitters();
  // Emitters first: what they make this tick moves this tick too. Runs started meanwhile
  // (birth sub-effects) are appended and emit in this same pass; the pool never grows.
  for (std::size_t i = 0; i < runs_.size(); ++i) {
    Run& run = runs_[i];
    if (run.followSlot >= 0) {
      const auto slot = std::size_t(run.followSlot);
      if (generation_[slot] != run.followGeneration) {
        run.done = true;  // what it trailed is gone
        continue;
      }
      run.origin = particles_[std::size_t(indexOfSlot_[slot])].position;
    }
    const CompiledEmitter& e = emitters[std::size_t(run.emitter)];
    if (e.mode == Emitter::Mode::Burst) {
      emitParticles(runs_[i], e.count);
      runs_[i].done = true;
      continue;
    }
    run.owed += e.perTick;
    const int n = int(run.owed);
    run.owed -= float(n);
    emitParticles(runs_[i], n);
    runs_[i].age += 1;
    if (runs_[i].age >= e.durationTicks) runs_[i].done = true;
  }
  for (std::size_t i = 0; i < runs_.size();) {
    if (!runs_[i].done) {
      ++i;
      continue;
    }
    runs_[i] = runs_.back();
    runs_.pop_back();
  }

  for (std::size_t i = 0; i < particles_.size();) {
    EffectParticle& p = particles_[i];
    const CompiledEmitter& e = emitters[std::size_t(p.emitter)];
    p.age += 1;
    if (p.age >= p.life || !p.position.isFinite()) {
      if (e.onDeath >= 0) start(e.onDeath, p.position, p.owner, -1, p.depth + 1);
      removeParticle(i);
      continue;
    }
    p.velocity = p.velocity * double(e.keep) + e.gravity;
    Vec2 next = p.position + p.velocity;
    if (e.collide && walls_ && walls_->solid(next)) {
      // Which way it hit: try each axis alone, reflect what is blocked (as SparkSystem).
      const bool blockedX = walls_->solid({next.x, p.position.y});
      const bool blockedY = walls_->solid({p.position.x, next.y});
      if (blockedX || !blockedY) p.velocity.x = -p.velocity.x * e.bounce;
      if (blockedY || !blockedX) p.velocity.y = -p.velocity.y * e.bounce;
      next = p.position;
    }
    p.position = next;
    p.rotation += p.spin;
    ++i;
  }
}

void EffectPlayer::cancel(std::uint32_t owner) {
  if (owner == 0) return;
  for (std::size_t i = particles_.size(); i-- > 0;)
    if (particles_[i].owner == owner) removeParticle(i);
  for (std::size_t i = runs_.size(); i-- > 0;)
    if (runs_[i].owner == owner) {
      runs_[i] = runs_.back();
      runs_.pop_back();
    }
}

void EffectPlayer::clear() {
  while (!particles_.empty()) removeParticle(particles_.size() - 1);
  runs_.clear();
}

DrawnParticle EffectPlayer::drawn(const EffectParticle& p) const {
  const CompiledEmitter& e = library_.emitters()[std::size_t(p.emitter)];
  const float t = std::clamp(p.age / p.life, 0.0f, 1.0f);
  DrawnParticle d;
  d.position = p.position;
  d.velocity = p.velocity;
  d.size = e.particleSize * e.sizeCurve.at(t);
  d.rotation = p.rotation;
  if (e.hasColorCurve) {
    d.r = e.red.at(t);
    d.g = e.green.at(t);
    d.b = e.blue.at(t);
    d.a = e.colorAlpha.at(t);
  } else {
    d.r = e.color.r / 255.0f;
    d.g = e.color.g / 255.0f;
    d.b = e.color.b / 255.0f;
    d.a = e.color.a / 255.0f;
  }
  d.a *= std::clamp(e.alphaCurve.at(t), 0.0f, 1.0f);
  d.look = e.look;
  d.blend = e.blend;
  if (e.firstSprite >= 0 && e.spriteCount > 0)
    d.sprite = e.firstSprite + int(p.age * e.framesPerTick) % e.spriteCount;
  return d;
}

}  // namespace sw
