#pragma once
// scrollwork-cli bench-sim [--enemies 500] [--bullets 5000] [--particles 2000] [--ticks 600]
// Builds the generated stress level (sim/stress_level.h), runs its warm-up, then times
// `ticks` ticks one by one and prints, one per line:
//   tick_us_median: X  tick_us_p99: Y      wall time of one tick(), microseconds
//   allocs_per_tick: Z                     heap allocations (operator new) per measured tick
//   enemies_live, bullets_live, player_bullets_live, particles_live: what the run reached
//                                          (averages over the measured ticks)
//   warmup_ticks, ticks, hash
// The goal (issue #6): a median of at most 2,000 us per tick on one core, 0 allocations.
// Errors the simulation reports while running go to stderr and make the exit status 1:
// such a run is not the one meant to be measured.
#include <QStringList>
#include <QTextStream>

namespace sw::cli {

int benchSimCommand(const QStringList& arguments, QTextStream& out, QTextStream& err);

}  // namespace sw::cli
