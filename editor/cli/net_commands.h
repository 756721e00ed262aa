#pragma once
// Network co-op from the command line (runtime/net):
//
// scrollwork-cli run PROJECT --host PORT | --join HOST:PORT [--level NAME] [--ticks N]
//     [--inputs FILE] [--seed S] [--input-delay D] [--rollback-limit L] [--timeout-ms T]
//     [--wait-ms W] [--report-dir DIR] [--record FILE] [--realtime]
//   Two processes play one session over ENet: the host is player 1, the joiner player 2.
//   Each side's --inputs gives its own ship's bits (the P1 column; a two-player recording
//   gives the host P1 and the joiner P2). Prints ticks, hash, rollbacks, longest_stall_frames,
//   dropped_packets, ping_ms and bytes_per_second_sent / _received; --record writes the
//   merged inputs of both players, which `run --inputs` replays offline to the same hash.
//   Without --realtime the peers run as fast as the rollback limit lets them.
//   The host's --spectators PORT lets one spectator watch (net/spectator.h).
//
// scrollwork-cli run PROJECT --spectate HOST:PORT [--level NAME] [--seed S]
//     [--spectator-delay TICKS] [--timeout-ms T] [--realtime]
//   Watches the co-op game of the host whose --spectators port that is: runs both players'
//   confirmed inputs TICKS (30) behind them, sends none; prints ticks and hash (the players'),
//   stalled frames and dropped packets.
//
// scrollwork-cli net-sim PROJECT [--level L] [--ticks N] [--latency MS] [--jitter MS]
//     [--loss P] [--duplicate P] [--reorder P] [--inputs-a F] [--inputs-b F] [--seed S]
//     [--net-seed S] [--input-delay D] [--rollback-limit L]
//   Two peers in this process over a simulated network (simulated time: an hour of play
//   takes as long as its ticks do). Prints both final hashes, the offline run's hash of the
//   merged inputs, rollbacks, the longest stall and bytes per second each way.
//
// scrollwork-cli net-relay --listen P --to HOST:Q [--latency MS] [--jitter MS] [--loss P]
//     [--duplicate P] [--reorder P] [--seconds S] [--net-seed S]
//   A UDP relay playing a bad network between a joiner (joining HOST:P of the relay) and a host.
#include <QString>
#include <QStringList>
#include <QTextStream>

namespace sw::cli {

int netRunCommand(const QStringList& arguments, QTextStream& out, QTextStream& err);
int netSimCommand(const QStringList& arguments, QTextStream& out, QTextStream& err);
int netWatchCommand(const QStringList& arguments, QTextStream& out, QTextStream& err);
int netRelayCommand(const QStringList& arguments, QTextStream& out, QTextStream& err);
QString netUsage();

}  // namespace sw::cli
