#pragma once
// scrollwork-cli compare-trails A B [--dump]
// Compares two hash trails (sim/replay/trail.h, written by `run --hash-trail`) tick by tick.
//   trails match: N ticks                          exit 0
//   first differing tick: T                        exit 1, then the two hashes there
//   A: HASH / B: HASH  (or "A: ends after N ticks")
// Settings that differ (level, seed, players, inputs) are noted first: they usually explain
// the difference. With --dump, the entities whose state differs at T, one field per line,
// from the state dumps both trails hold for tick T (run both with --dump-at T; when a dump
// is missing it says so and gives the command). Unreadable trails: exit 2, with file and line.
#include <QStringList>
#include <QTextStream>

namespace sw::cli {

int compareTrailsCommand(const QStringList& arguments, QTextStream& out, QTextStream& err);

}  // namespace sw::cli
