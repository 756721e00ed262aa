// RuntimeLevel::save / restore (sim/level_state.h): plain copies into vectors that keep
// their capacity, so a warm LevelState is saved and restored without allocating.
#include "sim/level_state.h"

#include "sim/runtime_level_internal.h"

namespace sw {

namespace {
// Copy-assigns `from` into `to` without letting `to` reallocate after its first use: the
// first time it reserves `capacity` (the pool's), later copies fit.
template <class T>
void copyPool(const std::vector<T>& from, std::vector<T>& to, std::size_t capacity) {
  if (to.capacity() < capacity) to.reserve(capacity);
  to = from;  // copy assignment reuses to's storage when it is large enough
}
}  // namespace

void RuntimeLevel::save(SavedState& state) const {
  state.ticks = ticks_;
  state.nextSerial = nextSerial_;
  state.camera = camera_;
  state.pathCamera = snap_->camera.spot();
  state.levelRandom = levelRandom_;
  state.errorCount = errors_.size();
  state.spawns.resize(spawns_.size());
  for (std::size_t i = 0; i < spawns_.size(); ++i) {
    const RuntimeSpawn& s = spawns_[i];
    state.spawns[i] = {s.fired, s.firedTick, s.launched, s.alive, s.health, s.axisY, s.pathOffset};
  }
  state.triggers.resize(triggers_.size());
  for (std::size_t i = 0; i < triggers_.size(); ++i) {
    const RuntimeTrigger& t = triggers_[i];
    state.triggers[i] = {t.position, t.enabled, t.fired, snap_->triggerSpecs[i].wasHolding, t.firedTick, t.pendingTicks};
  }
  state.wavesCleared.resize(snap_->waves.size());
  for (std::size_t i = 0; i < snap_->waves.size(); ++i) state.wavesCleared[i] = snap_->waves[i].cleared ? 1 : 0;
  copyPool(enemies_, state.enemies, enemies_.capacity());
  copyPool(players_, state.players, players_.capacity());
  copyPool(playerBullets_, state.playerBullets, playerBullets_.capacity());
  state.enemyBullets.copyFrom(enemyBullets_);
  state.patterns.copyStateFrom(*patterns_);  // reserves the capacity once, then copies the live ones
  copyPool(particles_, state.particles, particles_.capacity());
}

bool RuntimeLevel::restore(const SavedState& state) {
  // A state from another level (or none) is refused rather than half applied.
  if (state.ticks < 0 || state.spawns.size() != spawns_.size() || state.triggers.size() != triggers_.size() ||
      state.wavesCleared.size() != snap_->waves.size() || state.enemies.size() > enemies_.capacity() ||
      state.playerBullets.size() > playerBullets_.capacity() || state.enemyBullets.size() > enemyBullets_.capacity() ||
      state.particles.size() > particles_.capacity() ||
      state.patterns.runnerCapacity() != patterns_->runnerCapacity())
    return false;
  ticks_ = state.ticks;
  nextSerial_ = state.nextSerial;
  camera_ = state.camera;
  snap_->camera.restoreSpot(state.pathCamera);
  levelRandom_ = state.levelRandom;
  if (errors_.size() > state.errorCount) errors_.resize(state.errorCount);
  for (std::size_t i = 0; i < spawns_.size(); ++i) {
    RuntimeSpawn& s = spawns_[i];
    const SavedState::Spawn& v = state.spawns[i];
    s.fired = v.fired;
    s.firedTick = v.firedTick;
    s.launched = v.launched;
    s.alive = v.alive;
    s.health = v.health;
    s.axisY = v.axisY;
    s.pathOffset = v.pathOffset;
  }
  for (std::size_t i = 0; i < triggers_.size(); ++i) {
    RuntimeTrigger& t = triggers_[i];
    const SavedState::Trigger& v = state.triggers[i];
    t.position = v.position;
    t.enabled = v.enabled;
    t.fired = v.fired;
    t.firedTick = v.firedTick;
    t.pendingTicks = v.pendingTicks;
    snap_->triggerSpecs[i].wasHolding = v.wasHolding;
  }
  for (std::size_t i = 0; i < snap_->waves.size(); ++i) snap_->waves[i].cleared = state.wavesCleared[i] != 0;
  enemies_ = state.enemies;  // within capacity (checked above): no reallocation
  players_ = state.players;
  playerBullets_ = state.playerBullets;
  enemyBullets_.copyFrom(state.enemyBullets);
  patterns_->copyStateFrom(state.patterns);
  particles_ = state.particles;
  updateWallWindow();  // walls are placed on link changes only: place them for the restored link
  return true;
}

}  // namespace sw
