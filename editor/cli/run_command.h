#pragma once
// scrollwork-cli run PROJECT [--level NAME] [--ticks N] [--inputs FILE] [--seed S]
//                            [--players 1|2] [--record FILE] [--hash-trail FILE [--dump-at TICK]]
// Plays a level headless (sim/runtime_level.h) and prints, one per line:
//   ticks: N
//   hash: HEX              stateHash() after the last tick, 16 hex digits
//   tick_us_median: X      wall time of one tick() (steady_clock), microseconds
//   tick_us_p99: Y
// Inputs come from a recording (sim/input_recording.h; its last line holds for later
// ticks), else nobody presses anything. The seed is --seed, else the recording's, else the
// level's. --level may be left out when the recording names the level or the project has
// one level; --ticks when the recording says how long it is. --record writes the inputs
// used (seed, level, players, ticks included), so the run can be replayed exactly.
// --hash-trail writes the state hash after every tick (sim/replay/trail.h), and --dump-at
// adds every entity's fields after that tick, for compare-trails.
// Build errors: every one as "file: where: message" on stderr, exit status 1. Errors
// while running go to stderr too, but the exit status stays 0: the run happened.
#include <QStringList>
#include <QTextStream>

#include "model/project.h"
#include "sim/replay/input_recording.h"

namespace sw::cli {

// The level to run: `wanted` (--level), else the recording's, else the project's only one;
// nullptr with `error` saying why (no such level, several to choose from).
const Level* pickLevel(const Project& project, const QString& wanted, const InputRecording* recording, QString& error);

// `arguments` are those after the command name.
int runCommand(const QStringList& arguments, QTextStream& out, QTextStream& err);

}  // namespace sw::cli
