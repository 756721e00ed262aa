// The pattern interpreter (sim/pattern_runtime.h): runs the program pattern_compile.cpp made, allocation-free.
#include "sim/patterns/pattern_runtime.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/dmath.h"
#include "model/bullet_pattern.h"
#include "model/project.h"

namespace sw {

namespace {
constexpr double kDegree = std::numbers::pi / 180;

constexpr std::int32_t kEndPc = 0;

double randUnit(void* random) { return static_cast<MwcRandom*>(random)->unit(); }

std::int32_t ticksOf(double v) {
  return std::isfinite(v) ? std::int32_t(std::clamp(std::floor(v), -1e9, 1e9)) : 0;
}

// The shorter way from `from` to `to`, radians, in [-pi, pi].
double shortest(double from, double to) {
  constexpr double pi = std::numbers::pi;
  double d = to - from;
  d -= 2 * pi * double(std::int64_t(d / (2 * pi)));
  if (d > pi) d -= 2 * pi;
  if (d < -pi) d += 2 * pi;
  return d;
}
}  // namespace

// ---------------------------------------------------------------- runners

void PatternRuntime::reserve(const PatternLimits& limits) {
  const std::size_t n = std::max<std::size_t>(limits.runners, 1);
  runners_.assign(n, Runner{});
  frames_.assign(n * std::size_t(maxFrames_), Frame{});
  params_.assign(n * std::size_t(maxParams_), 0.0);
  free_.clear();
  free_.reserve(n);
  for (std::size_t i = n; i-- > 0;) free_.push_back(std::int32_t(i));  // slot 0 is taken first
  live_ = 0;
  touched_ = false;
}

std::int32_t PatternRuntime::allocate(std::int64_t t) {
  if (free_.empty()) return -1;
  const std::int32_t r = free_.back();
  free_.pop_back();
  Runner& runner = runners_[std::size_t(r)];
  const std::uint32_t generation = runner.generation + 1;
  runner = Runner{};
  runner.active = true;
  runner.generation = generation;
  runner.ranTick = t;  // runs now, not again in this tick's pass
  ++live_;
  touched_ = true;
  return r;
}

void PatternRuntime::release(std::int32_t r) {
  Runner& runner = runners_[std::size_t(r)];
  if (!runner.active) return;
  if (runner.parent >= 0) {
    Runner& parent = runners_[std::size_t(runner.parent)];
    if (parent.active && parent.generation == runner.parentGeneration && parent.pending > 0) --parent.pending;
  }
  runner.active = false;
  free_.push_back(r);
  --live_;
}

bool PatternRuntime::start(int pattern, std::uint32_t serial, std::int64_t t, EnemyBulletPool& bullets,
                           PatternHost& host) {
  if (pattern < 0 || std::size_t(pattern) >= patterns_.size() || patterns_[std::size_t(pattern)].entry < 0)
    return false;
  const std::int32_t r = allocate(t);
  if (r < 0) return false;
  Runner& runner = runners_[std::size_t(r)];
  const Pattern& p = patterns_[std::size_t(pattern)];
  runner.pc = p.entry;
  runner.serial = std::int32_t(serial);
  runner.scopeOffset = 0;
  runner.scopeCount = std::int32_t(p.defaults.size());
  std::copy(p.defaults.begin(), p.defaults.end(), params(r));
  // The pattern's body ends in Return: a frame that returns to an End.
  frames(r)[0] = Frame{kEndPc, -2, 0, 0};  // code_[kEndPc] is End
  runner.frames = 1;
  run(r, t, bullets, host);
  return true;
}

void PatternRuntime::tick(std::int64_t t, EnemyBulletPool& bullets, PatternHost& host) {
  for (std::size_t r = 0; r < runners_.size(); ++r)
    if (runners_[r].active && runners_[r].ranTick != t) run(std::int32_t(r), t, bullets, host);
}

void PatternRuntime::bulletMoved(const EnemyBulletPool& bullets, std::size_t to) {
  // The moved bullet's motion names its runner; that runner follows it to its new slot.
  const std::int32_t r = bullets.motion[to].runner;
  if (r >= 0 && std::size_t(r) < runners_.size() && runners_[std::size_t(r)].active) runners_[std::size_t(r)].bullet = std::int32_t(to);
}

void PatternRuntime::bulletDropped(const EnemyBulletPool& bullets, std::size_t slot) {
  const std::int32_t r = bullets.motion[slot].runner;
  if (r < 0 || std::size_t(r) >= runners_.size()) return;
  const Runner& runner = runners_[std::size_t(r)];
  if (runner.active && runner.bulletRun && runner.parent < 0 && runner.bullet == std::int32_t(slot)) release(r);
}

void PatternRuntime::endRunsOf(std::uint32_t serial) {
  for (std::size_t r = 0; r < runners_.size(); ++r)
    if (runners_[r].active && !runners_[r].bulletRun && runners_[r].serial == std::int32_t(serial)) release(std::int32_t(r));
}

bool PatternRuntime::owner(std::int32_t r, const EnemyBulletPool& bullets, PatternHost& host,
                           PatternHost::Emitter& out, std::int32_t& bullet) {
  // Up the parents (parallel branches) to the root; each link must still be the runner it was.
  std::int32_t root = r;
  for (int guard = 0; runners_[std::size_t(root)].parent >= 0; ++guard) {
    const Runner& child = runners_[std::size_t(root)];
    const Runner& parent = runners_[std::size_t(child.parent)];
    if (!parent.active || parent.generation != child.parentGeneration || guard > int(runners_.size())) return false;
    root = child.parent;
  }
  const Runner& rootRunner = runners_[std::size_t(root)];
  const bool enemyAlive = host.emitter(std::uint32_t(rootRunner.serial), out);
  bullet = -1;
  if (!rootRunner.bulletRun) return enemyAlive;
  bullet = rootRunner.bullet;
  if (bullet < 0 || std::size_t(bullet) >= bullets.size() || bullets.life[std::size_t(bullet)] <= 0) return false;
  const std::size_t b = std::size_t(bullet);
  if (!enemyAlive) out.random = &host.spareRandom();
  out.position = bullets.position(b);
  if (bullets.flags[b] & EnemyBulletPool::Polar) {
    out.heading = unitVector(bullets.motion[b].angle);
    out.speed = bullets.motion[b].speed;
  } else {
    out.speed = dmath::hypot(bullets.vx[b], bullets.vy[b]);
    out.heading = out.speed > 0 ? bullets.velocity(b) * (1.0 / out.speed) : Vec2{-1, 0};
  }
  return true;
}

void PatternRuntime::fail(std::int32_t r, PatternHost& host, const std::string& message) {
  host.report(std::uint32_t(runners_[std::size_t(r)].serial), message);
  release(r);
}

void PatternRuntime::run(std::int32_t r, std::int64_t t, EnemyBulletPool& bullets, PatternHost& host) {
  Runner& R = runners_[std::size_t(r)];  // runners_ never reallocates after reserve()
  R.ranTick = t;
  PatternHost::Emitter self;
  std::int32_t bullet = -1;
  if (!owner(r, bullets, host, self, bullet)) {
    release(r);  // its enemy or bullet is gone, or the parallel it belonged to
    return;
  }
  if (R.pending > 0) return;  // a parallel still running
  if (R.wait > 0 && --R.wait > 0) return;
  PatternExprEnv env;
  env.rank = rank;
  env.rand = self.random ? randUnit : nullptr;
  env.randState = self.random;
  auto value = [&](std::int32_t e) {
    env.params = params(r) + R.scopeOffset;
    env.paramCount = std::size_t(R.scopeCount);
    return e >= 0 ? evaluate(exprs_[std::size_t(e)], env) : 0.0;
  };
  auto aimFrom = [&](Vec2 from, Vec2 heading) {
    Vec2 ship;
    if (host.nearestShip(from, ship)) {
      const Vec2 to = ship - from;
      if (to.x != 0 || to.y != 0) return dmath::atan2(to.y, to.x);
    }
    return dmath::atan2(heading.y, heading.x);
  };
  for (std::int64_t steps = 0;; ++steps) {
    if (steps >= kMaxStepsPerTick) {
      fail(r, host, "its pattern ran " + std::to_string(kMaxStepsPerTick) +
                        " commands in one tick without a wait; the run was stopped");
      return;
    }
    const Instr& in = code_[std::size_t(R.pc)];
    switch (in.op) {
      case Op::End: release(r); return;
      case Op::Return: {
        if (R.frames <= 0) { release(r); return; }
        const Frame& f = frames(r)[--R.frames];
        R.pc = f.pc;
        R.scopeOffset = f.paramOffset;  // the caller's scope again
        R.scopeCount = f.paramCount;
        break;
      }
      case Op::Wait: {
        const double n = value(in.a);
        ++R.pc;
        if (n >= 1) {
          R.wait = ticksOf(n);
          return;
        }
        break;
      }
      case Op::RepeatBegin: {
        const std::int32_t n = in.endless ? -1 : std::int32_t(std::clamp<double>(std::floor(value(in.a)), 0, double(kMaxRepeat)));
        if (n == 0) {
          R.pc = in.jump;
          break;
        }
        if (R.frames >= maxFrames_) { fail(r, host, "its pattern nests deeper than it was built for; the run was stopped"); return; }
        frames(r)[R.frames++] = Frame{R.pc + 1, n, 0, 0};
        ++R.pc;
        break;
      }
      case Op::RepeatEnd: {
        Frame& f = frames(r)[R.frames - 1];
        if (f.remaining < 0 || --f.remaining > 0) R.pc = f.pc;
        else {
          --R.frames;
          ++R.pc;
        }
        break;
      }
      case Op::Call: {
        const Pattern& callee = patterns_[std::size_t(in.jump)];
        const std::int32_t offset = R.scopeOffset + R.scopeCount;
        const std::int32_t count = std::int32_t(callee.defaults.size());
        if (callee.entry < 0 || R.frames >= maxFrames_ || offset + count > maxParams_) {
          fail(r, host, "its pattern calls deeper than it was built for; the run was stopped");
          return;
        }
        // Arguments in the caller's scope, then defaults for the rest.
        double* scope = params(r) + offset;
        for (std::int32_t i = 0; i < count; ++i)
          scope[i] = i < in.count ? value(in.first + i) : callee.defaults[std::size_t(i)];
        frames(r)[R.frames++] = Frame{R.pc + 1, -2, R.scopeOffset, R.scopeCount};
        R.scopeOffset = offset;
        R.scopeCount = count;
        R.pc = callee.entry;
        break;
      }
      case Op::Parallel: {
        ++R.pc;
        R.pending = in.count;
        for (std::int32_t b = 0; b < in.count; ++b) {
          const std::int32_t c = allocate(t);
          if (c < 0) {
            --R.pending;  // pool full: the branch is lost
            continue;
          }
          Runner& child = runners_[std::size_t(c)];
          child.pc = branches_[std::size_t(in.first + b)];
          child.serial = R.serial;
          child.bulletRun = R.bulletRun;
          child.parent = r;
          child.parentGeneration = R.generation;
          child.hasPrevious = R.hasPrevious;
          child.previousDirection = R.previousDirection;
          child.previousSpeed = R.previousSpeed;
          std::copy(params(r) + R.scopeOffset, params(r) + R.scopeOffset + R.scopeCount, params(c));
          child.scopeCount = R.scopeCount;
          run(c, t, bullets, host);
        }
        if (R.pending > 0) return;
        break;
      }
      case Op::Fire: {
        const double v = value(in.a) * kDegree;
        const double s = value(in.b);
        double direction = 0;
        switch (DirectionMode(in.directionMode)) {
          case DirectionMode::Aim: direction = aimFrom(self.position, self.heading) + v; break;
          case DirectionMode::Absolute: direction = v; break;
          case DirectionMode::Relative: direction = dmath::atan2(self.heading.y, self.heading.x) + v; break;
          case DirectionMode::Sequence:
            direction = R.hasPrevious ? R.previousDirection + v : aimFrom(self.position, self.heading) + v;
            break;
        }
        double speed = s;
        if (SpeedMode(in.speedMode) == SpeedMode::Relative) speed = self.speed + s;
        else if (SpeedMode(in.speedMode) == SpeedMode::Sequence && R.hasPrevious) speed = R.previousSpeed + s;
        R.hasPrevious = true;
        R.previousDirection = direction;
        R.previousSpeed = speed;
        ++R.pc;
        if (!bullets.add(self.position, unitVector(direction) * speed, kindRadius(in.kind), std::int32_t(bulletLife_),
                         R.serial, std::uint16_t(in.kind)))
          break;  // pool full: the shot is lost
        if (in.jump < 0) break;
        const std::size_t slot = bullets.size() - 1;
        BulletMotion& m = bullets.motion[slot];
        m.speed = speed;
        m.angle = direction;
        bullets.flags[slot] |= EnemyBulletPool::Polar;
        const std::int32_t c = allocate(t);
        if (c < 0) break;  // runner pool full: the bullet flies without its action
        Runner& child = runners_[std::size_t(c)];
        child.pc = in.jump;
        child.serial = R.serial;
        child.bulletRun = true;
        child.bullet = std::int32_t(slot);
        std::copy(params(r) + R.scopeOffset, params(r) + R.scopeOffset + R.scopeCount, params(c));
        child.scopeCount = R.scopeCount;
        m.runner = c;
        bullets.flags[slot] |= EnemyBulletPool::RunsAction;
        run(c, t, bullets, host);
        break;
      }
      case Op::ChangeDirection:
      case Op::ChangeSpeed:
      case Op::Accel:
      case Op::Homing: {
        ++R.pc;
        if (bullet < 0) break;  // an enemy's run: no effect
        const std::size_t b = std::size_t(bullet);
        BulletMotion& m = bullets.beginPolar(b);
        std::uint8_t& flags = bullets.flags[b];
        const std::int32_t n = ticksOf(value(in.c));
        if (in.op == Op::ChangeDirection) {
          const double v = value(in.a) * kDegree;
          if (DirectionMode(in.directionMode) == DirectionMode::Sequence) {
            if (n > 0) m.angleStep = v, m.angleTicks = n, flags |= EnemyBulletPool::ChangeAngle;
            break;
          }
          double target = v;
          if (DirectionMode(in.directionMode) == DirectionMode::Aim) target = aimFrom(bullets.position(b), unitVector(m.angle)) + v;
          else if (DirectionMode(in.directionMode) == DirectionMode::Relative) target = m.angle + v;
          const double d = shortest(m.angle, target);
          if (n > 0) {
            m.angleStep = d / n;
            m.angleTicks = n;
            flags |= EnemyBulletPool::ChangeAngle;
          } else {
            m.angle += d;
            flags &= std::uint8_t(~EnemyBulletPool::ChangeAngle);
            bullets.rebuildVelocity(b);
          }
        } else if (in.op == Op::ChangeSpeed) {
          const double s = value(in.b);
          if (SpeedMode(in.speedMode) == SpeedMode::Sequence) {
            if (n > 0) m.speedStep = s, m.speedTicks = n, flags |= EnemyBulletPool::ChangeSpeed;
            break;
          }
          const double target = SpeedMode(in.speedMode) == SpeedMode::Relative ? m.speed + s : s;
          if (n > 0) {
            m.speedStep = (target - m.speed) / n;
            m.speedTicks = n;
            flags |= EnemyBulletPool::ChangeSpeed;
          } else {
            m.speed = target;
            flags &= std::uint8_t(~EnemyBulletPool::ChangeSpeed);
            bullets.rebuildVelocity(b);
          }
        } else if (in.op == Op::Accel) {
          const double ax = value(in.a), ay = value(in.b);
          if (n > 0) m.accel = {ax, ay}, m.accelTicks = n, flags |= EnemyBulletPool::Accelerate;
        } else {
          m.turnRate = std::abs(value(in.a)) * kDegree;
          m.homingTicks = n > 0 ? n : -1;
          flags |= EnemyBulletPool::Homing;
        }
        break;
      }
      case Op::Vanish:
        if (bullet >= 0) {
          // Its own runner ends when the pool drops it (bulletDropped), or sooner when it
          // runs again this tick and finds the bullet dead.
          bullets.life[std::size_t(bullet)] = 0;
        }
        release(r);
        return;
    }
  }
}

// ---------------------------------------------------------------- state

void PatternRuntime::copyStateFrom(const PatternRuntime& other) {
  // Same program, same capacities: plain element copies, no reallocation once reserved.
  if (runners_.size() != other.runners_.size()) {
    runners_.resize(other.runners_.size());
    frames_.resize(other.frames_.size());
    params_.resize(other.params_.size());
    free_.reserve(other.free_.capacity());
  }
  std::copy(other.runners_.begin(), other.runners_.end(), runners_.begin());
  std::copy(other.frames_.begin(), other.frames_.end(), frames_.begin());
  std::copy(other.params_.begin(), other.params_.end(), params_.begin());
  free_ = other.free_;
  live_ = other.live_;
  touched_ = other.touched_;
  rank = other.rank;
  maxFrames_ = other.maxFrames_;
  maxParams_ = other.maxParams_;
}

}  // namespace sw
