#include "sim/systems/enemy_bullets/enemy_bullet_pool.h"

#include <algorithm>
#include <numbers>

#include "core/dmath.h"

namespace sw {

namespace {
// Every column of the pool (its field list), so reserve / copy / move cannot forget one.
template <class Pool, class F>
void eachArray(Pool& p, F f) {
  forEachField<EnemyBulletPool>([&](auto field) { f(p.*(field.member)); });
}
}  // namespace

void EnemyBulletPool::reserve(std::size_t capacity) {
  capacity_ = capacity;
  eachArray(*this, [&](auto& a) { a.resize(capacity); });
  size_ = std::min(size_, capacity);
}

bool EnemyBulletPool::add(Vec2 position, Vec2 velocity, double r, std::int32_t lifeTicks, std::int32_t ownerSerial,
                          std::uint16_t kindIndex) {
  if (size_ >= capacity_) return false;
  const std::size_t i = size_++;
  x[i] = position.x;
  y[i] = position.y;
  vx[i] = velocity.x;
  vy[i] = velocity.y;
  radius[i] = r;
  life[i] = lifeTicks;
  owner[i] = ownerSerial;
  kind[i] = kindIndex;
  flags[i] = 0;
  motion[i] = BulletMotion{};
  return true;
}

void EnemyBulletPool::moveSlot(std::size_t from, std::size_t to) {
  eachArray(*this, [&](auto& a) { a[to] = a[from]; });
}

void EnemyBulletPool::copyStateFrom(const EnemyBulletPool& from) {
  if (capacity_ < from.capacity_) reserve(from.capacity_);  // a fresh saved state: once
  size_ = from.size_;
  forEachField<EnemyBulletPool>([&](auto field) {
    const auto& src = from.*(field.member);
    std::copy(src.begin(), src.begin() + std::ptrdiff_t(size_), (this->*(field.member)).begin());
  });
}

BulletMotion& EnemyBulletPool::beginPolar(std::size_t i) {
  BulletMotion& m = motion[i];
  if (!(flags[i] & Polar)) {
    m.speed = dmath::hypot(vx[i], vy[i]);
    m.angle = dmath::atan2(vy[i], vx[i]);
    m.extra = {};
    flags[i] |= Polar;
  }
  return m;
}

void EnemyBulletPool::rebuildVelocity(std::size_t i) {
  const BulletMotion& m = motion[i];
  double s = 0, c = 0;
  dmath::sincos(m.angle, &s, &c);
  vx[i] = c * m.speed + m.extra.x;
  vy[i] = s * m.speed + m.extra.y;
}

namespace {
// The angle `from` turned toward `to` by at most `limit` radians, the short way round.
double turnToward(double from, double to, double limit) {
  constexpr double pi = std::numbers::pi;
  double d = to - from;
  d -= 2 * pi * double(std::int64_t(d / (2 * pi)));  // into (-2pi, 2pi)
  if (d > pi) d -= 2 * pi;
  if (d < -pi) d += 2 * pi;
  return from + std::clamp(d, -limit, limit);
}
}  // namespace

void EnemyBulletPool::stepMotion(std::size_t i, const Vec2* ships, int shipCount) {
  std::uint8_t& f = flags[i];
  if (!(f & Moving)) return;
  BulletMotion& m = motion[i];
  if (f & ChangeSpeed) {
    m.speed += m.speedStep;
    if (--m.speedTicks <= 0) f &= std::uint8_t(~ChangeSpeed);
  }
  if (f & ChangeAngle) {
    m.angle += m.angleStep;
    if (--m.angleTicks <= 0) f &= std::uint8_t(~ChangeAngle);
  }
  if (f & Accelerate) {
    m.extra += m.accel;
    if (--m.accelTicks <= 0) f &= std::uint8_t(~Accelerate);
  }
  if (f & Homing) {
    if (shipCount > 0) {
      auto distance2 = [&](Vec2 s) { return (s.x - x[i]) * (s.x - x[i]) + (s.y - y[i]) * (s.y - y[i]); };
      Vec2 target = ships[0];
      double best = distance2(ships[0]);
      for (int s = 1; s < shipCount; ++s)
        if (const double d = distance2(ships[s]); d < best) best = d, target = ships[s];
      if (best > 1e-18) m.angle = turnToward(m.angle, dmath::atan2(target.y - y[i], target.x - x[i]), m.turnRate);
    }
    if (m.homingTicks > 0 && --m.homingTicks == 0) f &= std::uint8_t(~Homing);
  }
  rebuildVelocity(i);
}

void EnemyBulletPool::shift(Vec2 step) {
  for (std::size_t i = 0; i < size_; ++i) {
    x[i] -= step.x;
    y[i] -= step.y;
  }
}

}  // namespace sw
