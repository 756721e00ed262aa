#pragma once
// A generated level that keeps the simulation busy, for `scrollwork-cli bench-sim`: a long
// chain of a few walled tile definitions and a block of sturdy enemies that ride along
// with the camera (so the count stays put), half firing rings, half aimed shots, while
// two invulnerable players hold fire into them (every hit throws sparks).
//
// The numbers are chosen so that after `warmupTicks` about `enemies` enemies, `bullets`
// enemy bullets and `particles` particles are alive:
//   enemy bullets  = enemies * (1 bullet / 12 ticks) * bullet life    -> bullet life
//   particles      = hits per tick * sparks per hit * average particle life -> sparks per hit
// They depend on how the simulation treats bullets and hits, so a benchmark must print
// what it actually reached (PopulationMeter) rather than trust the request.
#include <cstdint>
#include <memory>

#include "model/project/project.h"
#include "sim/input.h"
#include "sim/runtime_level.h"

namespace sw {

struct StressSpec {
  std::int64_t enemies = 500;
  std::int64_t bullets = 5000;  // enemy bullets
  std::int64_t particles = 2000;
  std::int64_t ticks = 600;  // measured ticks after the warm-up (the chain is long enough for both)
  std::int64_t bosses = 0;   // composite enemies of 16 parts with beams and launchers (stress_bosses.h)
};

struct StressLevel {
  std::unique_ptr<Project> project;  // one level: project->levels[0]
  PlayOptions options;               // two players, pools sized for the spec, tuned rules
  TickInput input;                   // what both players hold every tick (fire)
  std::int64_t warmupTicks = 0;      // ticks until the populations are steady

  const Level& level() const { return *project->levels.front(); }
};

StressLevel makeStressLevel(const StressSpec& spec);

// Average live counts over the ticks it sampled (call sample() after each measured tick).
class PopulationMeter {
 public:
  void sample(const RuntimeLevel& level);
  double enemies() const { return average(enemies_); }
  double enemyBullets() const { return average(enemyBullets_); }
  double playerBullets() const { return average(playerBullets_); }
  double particles() const { return average(particles_); }
  double missiles() const { return average(missiles_); }
  double beams() const { return average(beams_); }
  std::int64_t samples() const { return samples_; }

 private:
  double average(double sum) const { return samples_ ? sum / double(samples_) : 0.0; }
  double enemies_ = 0, enemyBullets_ = 0, playerBullets_ = 0, particles_ = 0, missiles_ = 0, beams_ = 0;
  std::int64_t samples_ = 0;
};

}  // namespace sw
