#pragma once
// scrollwork-cli test PROJECT [--update [--trail]]
// Runs the project's replay tests (sim/replay/replay_run.h: tests/NAME.inputs with
// tests/NAME.expect.json and an optional tests/NAME.trail) and prints one line per test:
//   PASS NAME TICKS ticks
//   FAIL NAME TICKS ticks: FILE: PLACE: what differed   (further failures indented below)
//   UPDATED NAME TICKS ticks                            (--update rewrote its hash / ticks / trail)
// then "tests: N passed, M failed". Exit status 1 when any test failed or the project does
// not load, else 0. --update rewrites the expected ticks, hash and trail of every test to
// what its run gives now (after a deliberate change to the game); conditions stay and must
// still hold. --trail (with --update) writes a hash trail for tests that have none.
#include <QStringList>
#include <QTextStream>

namespace sw::cli {

int testCommand(const QStringList& arguments, QTextStream& out, QTextStream& err);

}  // namespace sw::cli
