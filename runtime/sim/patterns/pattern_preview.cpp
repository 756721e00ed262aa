// PatternPreview (sim/pattern_preview.h): one emitter, one dummy ship, the real interpreter
// and bullet motion, no level.
#include "sim/patterns/pattern_preview.h"

#include "model/project.h"
#include "sim/patterns/pattern_runtime.h"

namespace sw {

struct PatternPreview::Impl final : PatternHost {
  PatternPreviewSettings settings;
  PatternRuntime runtime;
  EnemyBulletPool bullets;
  MwcRandom random, spare;
  Errors errors;
  int pattern = -1;
  std::int64_t ticks = 0;
  bool fired = false;

  bool emitter(std::uint32_t, Emitter& out) override {
    out.position = settings.emitter;
    const double len = settings.emitterDirection.length();
    out.heading = len > 1e-12 ? settings.emitterDirection * (1.0 / len) : Vec2{-1, 0};
    out.speed = 0;
    out.random = &random;
    return true;
  }
  bool nearestShip(Vec2, Vec2& out) const override {
    out = settings.player;
    return true;
  }
  void report(std::uint32_t, const std::string& message) override {
    if (errors.size() < 16) errors.push_back({"", "pattern preview", message});
  }
  MwcRandom& spareRandom() override { return spare; }

  void reset() {
    runtime.reserve(PatternLimits{std::max<std::size_t>(settings.bulletCapacity, 256) + 256});
    runtime.rank = settings.rank;
    bullets.clear();
    const std::uint64_t s = settings.seed;
    random = MwcRandom(std::uint32_t(s) ^ 0x9E3779B9u, std::uint32_t(s >> 32) ^ 0x7F4A7C15u);
    spare = MwcRandom(0x2545F491u, 0x4F6CDD1Du);
    ticks = 0;
    fired = false;
  }

  void step() {
    const std::int64_t t = ticks;
    if (!fired && pattern >= 0) {
      runtime.start(pattern, 0, t, bullets, *this);
      fired = true;
    }
    runtime.tick(t, bullets, *this);
    const Vec2 ships[1] = {settings.player};
    const double bound2 = settings.bounds * settings.bounds;
    for (std::size_t i = 0; i < bullets.size(); ++i) {
      if (bullets.flags[i] & EnemyBulletPool::Moving) bullets.stepMotion(i, ships, 1);
      bullets.x[i] += bullets.vx[i];
      bullets.y[i] += bullets.vy[i];
      const double dx = bullets.x[i] - settings.emitter.x, dy = bullets.y[i] - settings.emitter.y;
      if (--bullets.life[i] > 0 && !(dx * dx + dy * dy <= bound2)) bullets.life[i] = 0;
    }
    const EnemyBulletPool& pool = bullets;
    bullets.removeDead([&](std::size_t, std::size_t to) { runtime.bulletMoved(pool, to); },
                       [&](std::size_t slot) { runtime.bulletDropped(pool, slot); });
    ++ticks;
  }
};

PatternPreview::PatternPreview(const Project& project, std::string_view pattern, const PatternPreviewSettings& settings)
    : impl_(std::make_unique<Impl>()) {
  Impl& d = *impl_;
  d.settings = settings;
  d.runtime.compile(project, settings.bulletRadius, settings.bulletLifeTicks, d.errors);
  d.pattern = d.runtime.patternIndex(pattern);
  if (d.pattern < 0) d.errors.push_back({"project.json", "pattern '" + std::string(pattern) + "'", "no such pattern"});
  d.bullets.reserve(std::max<std::size_t>(settings.bulletCapacity, 1));
  d.reset();
}

PatternPreview::~PatternPreview() = default;
PatternPreview::PatternPreview(PatternPreview&&) noexcept = default;
PatternPreview& PatternPreview::operator=(PatternPreview&&) noexcept = default;

bool PatternPreview::ok() const { return impl_->errors.empty(); }
const Errors& PatternPreview::errors() const { return impl_->errors; }
const PatternPreviewSettings& PatternPreview::settings() const { return impl_->settings; }
void PatternPreview::setPlayer(Vec2 player) { impl_->settings.player = player; }
void PatternPreview::reset() { impl_->reset(); }

void PatternPreview::stepTo(std::int64_t tick) {
  if (tick < impl_->ticks) impl_->reset();
  while (impl_->ticks < tick) impl_->step();
}

std::int64_t PatternPreview::tick() const { return impl_->ticks; }
bool PatternPreview::firing() const { return !impl_->fired || impl_->runtime.liveRunners() > 0; }
std::size_t PatternPreview::bulletCount() const { return impl_->bullets.size(); }

PreviewBullet PatternPreview::bullet(std::size_t i) const {
  const EnemyBulletPool& b = impl_->bullets;
  return {b.position(i), b.velocity(i), int(b.kind[i]), b.radius[i]};
}

}  // namespace sw
