// scrollwork-cli net-sim and net-relay (cli/net_commands.h).
#include <csignal>

#include "cli/cli_text.h"
#include "cli/net_cli_setup.h"
#include "cli/net_commands.h"
#include "net/enet_transport.h"
#include "net/net_sim.h"
#include "net/udp_relay.h"

namespace sw::cli {

QString netUsage() {
  return Text::tr(
      "\n"
      "Network co-op:\n"
      "  run PROJECT --host PORT | --join HOST:PORT [--inputs FILE] [--ticks N] [--input-delay D]\n"
      "      [--rollback-limit L] [--timeout-ms T] [--report-dir DIR] [--record FILE] [--realtime]\n"
      "                     play one session with another process (host: player 1, joiner: player 2)\n"
      "                     over UDP (ENet); prints the final hash, rollbacks, stalls and bytes per second;\n"
      "                     the host's --spectators PORT2 lets one more process watch:\n"
      "  run PROJECT --spectate HOST:PORT2 [--spectator-delay TICKS] [--realtime]\n"
      "                     watch a co-op game TICKS (30) behind the players; prints its hash\n"
      "  net-sim PROJECT [--level L] [--ticks N] [--latency MS] [--jitter MS] [--loss P] [--duplicate P]\n"
      "      [--reorder P] [--inputs-a FILE] [--inputs-b FILE] [--spectator-delay TICKS]\n"
      "                     two peers in this process through a simulated network; prints both hashes,\n"
      "                     the offline hash of the merged inputs, rollbacks, longest stall, bytes/s;\n"
      "                     with a spectator fed by the host, watching TICKS behind, its hash too\n"
      "  net-relay --listen P --to HOST:Q [--latency MS] [--jitter MS] [--loss P] [--duplicate P]\n"
      "      [--reorder P] [--seconds S] [--loss-after S]\n"
      "                     relay UDP from port P to HOST:Q through a simulated bad network (the loss\n"
      "                     only from S seconds on: the peers connect first)\n");
}

int netSimCommand(const QStringList& arguments, QTextStream& out, QTextStream& err) {
  const QStringList withValue{
      QStringLiteral("--level"),     QStringLiteral("--ticks"),     QStringLiteral("--seed"),
      QStringLiteral("--latency"),   QStringLiteral("--jitter"),    QStringLiteral("--loss"),
      QStringLiteral("--duplicate"), QStringLiteral("--reorder"),   QStringLiteral("--net-seed"),
      QStringLiteral("--inputs-a"),  QStringLiteral("--inputs-b"),  QStringLiteral("--input-delay"),
      QStringLiteral("--rollback-limit"), QStringLiteral("--report-dir"), QStringLiteral("--spectator-delay")};
  ParsedOptions options = parseOptions(arguments, withValue, QStringLiteral("net-sim"));
  QString error = options.error;
  std::optional<InputRecording> a, b;
  NetGame game;
  net::NetSimSetup setup;
  if (error.isEmpty()) loadRecordingOption(options, QStringLiteral("--inputs-a"), a, error);
  if (error.isEmpty()) loadRecordingOption(options, QStringLiteral("--inputs-b"), b, error);
  if (error.isEmpty()) loadNetGame(options, a ? &*a : nullptr, 3600, game, error);
  if (error.isEmpty()) readConditions(options, setup.aToB, error);
  if (error.isEmpty()) readSessionConfig(options, setup.config, error);
  if (error.isEmpty() && options.values.contains(QStringLiteral("--spectator-delay"))) {
    if (auto n = integerOption(options, QStringLiteral("--spectator-delay"), 0, 600, error)) {
      setup.spectator = true;
      setup.spectatorDelay = int(*n);
    }
  }
  if (!error.isEmpty()) {
    err << error << '\n';
    return 1;
  }
  setup.bToA = setup.aToB;
  setup.toSpectator = setup.aToB;  // the spectator's link is as bad as the players'
  setup.toSpectator.seed = setup.aToB.seed * 31 + 11;
  setup.fromSpectator = setup.aToB;
  setup.fromSpectator.seed = setup.aToB.seed * 31 + 13;
  setup.bToA.seed = setup.aToB.seed * 31 + 7;
  setup.ticks = game.ticks;
  setup.inputA = a ? sideInputs(*a, 0) : randomSideInputs(game.play.seed * 2 + 1);
  setup.inputB = b ? sideInputs(*b, 1) : randomSideInputs(game.play.seed * 2 + 2);
  const net::NetSimResult r = net::runNetSim(*game.project, *game.level, game.play, setup);
  if (!r.error.empty()) {
    err << QString::fromStdString(r.error) << '\n';
    return 1;
  }
  const bool same = r.hashA == r.offlineHash && r.hashB == r.offlineHash;
  const double seconds = std::max(r.seconds, 0.001);
  const bool desync = r.stateA == net::SessionState::Desynced || r.stateB == net::SessionState::Desynced;
  out << "ticks: " << game.ticks << '\n';
  out << "hash_a: " << hexHash(r.hashA) << '\n';
  out << "hash_b: " << hexHash(r.hashB) << '\n';
  out << "hash_offline: " << hexHash(r.offlineHash) << '\n';
  out << "same: " << (same ? "yes" : "no") << '\n';
  if (setup.spectator) {
    out << "hash_spectator: " << hexHash(r.spectatorHash) << '\n';
    out << "spectator_frames_behind: " << r.spectatorExtraFrames << '\n';
  }
  out << "desync: " << (desync ? "yes" : "no") << '\n';
  out << "rollbacks_a: " << r.statsA.rollbacks << '\n';
  out << "rollbacks_b: " << r.statsB.rollbacks << '\n';
  out << "resimulated_ticks: " << r.statsA.resimulatedTicks + r.statsB.resimulatedTicks << '\n';
  out << "longest_stall_frames: " << std::max(r.statsA.longestStall, r.statsB.longestStall) << '\n';
  out << "stalled_frames: " << r.statsA.stalledFrames + r.statsB.stalledFrames << '\n';
  out << "bytes_per_second_a_to_b: " << QString::number(double(r.bytesAToB) / seconds, 'f', 0) << '\n';
  out << "bytes_per_second_b_to_a: " << QString::number(double(r.bytesBToA) / seconds, 'f', 0) << '\n';
  out << "sync_waits: " << r.statsA.syncWaits + r.statsB.syncWaits << '\n';
  out << "largest_prediction_window: " << std::max(r.statsA.largestWindow, r.statsB.largestWindow) << '\n';
  out << "prediction_window_a: " << r.statsA.window << '\n';
  out << "prediction_window_b: " << r.statsB.window << '\n';
  out << "most_copies_per_frame: " << std::max(r.statsA.mostCopies, r.statsB.mostCopies) << '\n';
  out << "simulated_seconds: " << QString::number(r.seconds, 'f', 1) << '\n';
  if (!r.messageA.empty()) err << "A: " << QString::fromStdString(r.messageA) << '\n';
  if (!r.messageB.empty()) err << "B: " << QString::fromStdString(r.messageB) << '\n';
  if (setup.spectator && !r.spectatorMessage.empty()) err << "spectator: " << QString::fromStdString(r.spectatorMessage) << '\n';
  const bool watched = !setup.spectator || (r.spectatorState == net::SessionState::Finished && r.spectatorHash == r.offlineHash);
  return same && watched && !desync && r.stateA == net::SessionState::Finished && r.stateB == net::SessionState::Finished ? 0 : 1;
}

int netRelayCommand(const QStringList& arguments, QTextStream& out, QTextStream& err) {
  const QStringList withValue{QStringLiteral("--listen"),  QStringLiteral("--to"),        QStringLiteral("--latency"),
                              QStringLiteral("--jitter"),  QStringLiteral("--loss"),      QStringLiteral("--duplicate"),
                              QStringLiteral("--reorder"), QStringLiteral("--seconds"),   QStringLiteral("--net-seed"),
                              QStringLiteral("--loss-after")};
  ParsedOptions options = parseOptions(arguments, withValue, QStringLiteral("net-relay"));
  QString error = options.error;
  net::RelayOptions relay;
  if (error.isEmpty() && !options.positional.isEmpty())
    error = Text::tr("net-relay takes no PROJECT, only options");
  if (error.isEmpty() && (!options.values.contains(QStringLiteral("--listen")) || !options.values.contains(QStringLiteral("--to"))))
    error = Text::tr("net-relay needs --listen PORT and --to HOST:PORT");
  if (error.isEmpty()) {
    if (auto n = integerOption(options, QStringLiteral("--listen"), 1, 65535, error)) relay.listenPort = std::uint16_t(*n);
  }
  std::string why;
  if (error.isEmpty() && !net::parseHostPort(options.values.value(QStringLiteral("--to")).toStdString(), relay.toHost,
                                             relay.toPort, why))
    error = QString::fromStdString(why);
  if (error.isEmpty()) readConditions(options, relay.conditions, error);
  if (error.isEmpty() && options.values.contains(QStringLiteral("--seconds"))) {
    if (auto n = integerOption(options, QStringLiteral("--seconds"), 1, 86400 * 7, error)) relay.seconds = double(*n);
  }
  if (error.isEmpty() && options.values.contains(QStringLiteral("--loss-after"))) {
    if (auto n = integerOption(options, QStringLiteral("--loss-after"), 1, 86400, error)) relay.lossAfterSeconds = double(*n);
  }
  if (!error.isEmpty()) {
    err << error << '\n';
    return 1;
  }
  std::signal(SIGINT, [](int) { net::stopRelay(); });
  std::signal(SIGTERM, [](int) { net::stopRelay(); });
  err << Text::tr("relaying UDP port %1 to %2:%3").arg(relay.listenPort).arg(QString::fromStdString(relay.toHost)).arg(relay.toPort)
      << '\n';
  err.flush();
  net::RelayStats stats;
  if (!net::runUdpRelay(relay, stats, why)) {
    err << QString::fromStdString(why) << '\n';
    return 1;
  }
  out << "forwarded_to_host: " << stats.up << '\n';
  out << "forwarded_to_client: " << stats.down << '\n';
  out << "dropped: " << stats.dropped << '\n';
  out << "duplicated: " << stats.duplicated << '\n';
  out << "strangers: " << stats.strangers << '\n';
  return 0;
}

}  // namespace sw::cli
