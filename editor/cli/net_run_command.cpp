// scrollwork-cli run PROJECT --host PORT | --join HOST:PORT (cli/net_commands.h).
#include <chrono>
#include <random>
#include <thread>

#include "cli/cli_text.h"
#include "cli/net_cli_setup.h"
#include "cli/net_commands.h"
#include "net/enet_transport.h"
#include "net/project_digest.h"
#include "net/spectator.h"

namespace sw::cli {

int netRunCommand(const QStringList& arguments, QTextStream& out, QTextStream& err) {
  const QStringList withValue{
      QStringLiteral("--level"),         QStringLiteral("--ticks"),        QStringLiteral("--inputs"),
      QStringLiteral("--seed"),          QStringLiteral("--host"),         QStringLiteral("--join"),
      QStringLiteral("--input-delay"),   QStringLiteral("--rollback-limit"), QStringLiteral("--timeout-ms"),
      QStringLiteral("--wait-ms"),       QStringLiteral("--report-dir"),   QStringLiteral("--record"),
      QStringLiteral("--spectators")};
  QStringList rest = arguments;
  const bool realtime = rest.removeAll(QStringLiteral("--realtime")) > 0;  // the one flag without a value
  ParsedOptions options = parseOptions(rest, withValue, QStringLiteral("run"));
  QString error = options.error;
  const bool hosting = options.values.contains(QStringLiteral("--host"));
  if (error.isEmpty() && hosting == options.values.contains(QStringLiteral("--join")))
    error = Text::tr("run takes either --host PORT or --join HOST:PORT, not both");
  std::optional<InputRecording> recording;
  NetGame game;
  net::SessionConfig config;
  if (error.isEmpty()) loadRecordingOption(options, QStringLiteral("--inputs"), recording, error);
  if (error.isEmpty()) loadNetGame(options, recording ? &*recording : nullptr, 0, game, error);
  if (error.isEmpty()) readSessionConfig(options, config, error);
  std::int64_t waitMs = 120000;
  if (error.isEmpty() && options.values.contains(QStringLiteral("--wait-ms"))) {
    if (auto n = integerOption(options, QStringLiteral("--wait-ms"), 100, 3600000, error)) waitMs = *n;
  }
  std::string host;
  std::uint16_t port = 0;
  std::string why;
  if (error.isEmpty() && hosting) {
    auto n = integerOption(options, QStringLiteral("--host"), 1, 65535, error);
    if (n) port = std::uint16_t(*n);
  } else if (error.isEmpty() && !net::parseHostPort(options.values.value(QStringLiteral("--join")).toStdString(), host,
                                                    port, why)) {
    error = QString::fromStdString(why);
  }
  std::uint16_t spectatorPort = 0;
  if (error.isEmpty() && options.values.contains(QStringLiteral("--spectators"))) {
    if (!hosting) error = Text::tr("--spectators PORT is for the host");
    else if (auto n = integerOption(options, QStringLiteral("--spectators"), 1, 65535, error)) spectatorPort = std::uint16_t(*n);
  }
  if (!error.isEmpty()) {
    err << error << '\n';
    return 1;
  }

  const net::ProjectDigest digest = net::digestProject(game.project->directory);
  if (!digest.error.empty()) {
    err << QString::fromStdString(digest.error) << '\n';
    return 1;
  }
  Result<RuntimeLevel> level = RuntimeLevel::build(*game.project, *game.level, game.play);
  if (!level) {
    err << QString::fromStdString(level.error().toString()) << '\n';
    return 1;
  }
  std::unique_ptr<net::EnetTransport> transport =
      hosting ? net::EnetTransport::host(port, why) : net::EnetTransport::join(host, port, why);
  if (!transport) {
    err << QString::fromStdString(why) << '\n';
    return 1;
  }
  config.endTick = game.ticks;
  config.sessionId = std::uint32_t(std::random_device{}()) | 1u;
  const net::SessionSetup setup{digest.hash, digest.files, game.level->name, game.play.seed};
  net::RollbackSession session(hosting ? net::SessionRole::Host : net::SessionRole::Join, *level, *transport, setup,
                               config);
  // One spectator, on a port of its own, fed the confirmed inputs (net/spectator.h).
  std::unique_ptr<net::EnetTransport> spectatorTransport;
  std::unique_ptr<net::SpectatorFeed> feed;
  if (spectatorPort != 0) {
    spectatorTransport = net::EnetTransport::host(spectatorPort, why);
    if (!spectatorTransport) {
      err << QString::fromStdString(why) << '\n';
      return 1;
    }
    feed = std::make_unique<net::SpectatorFeed>(session, *spectatorTransport, setup, config.sessionId + 2);
  }
  const int player = session.localPlayer();
  const net::RollbackSession::InputSource local =
      recording ? sideInputs(*recording, player) : net::RollbackSession::InputSource([](std::int64_t) { return 0; });
  if (hosting) err << Text::tr("hosting on UDP port %1; waiting for a player to join").arg(port) << '\n';

  const auto start = std::chrono::steady_clock::now();
  auto nowMs = [&start] {
    return std::uint64_t(
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count());
  };
  std::uint64_t runningSince = 0, desyncSince = 0, frame = 0;
  std::string lastRefusal;
  for (;;) {
    const std::uint64_t now = nowMs();
    bool ran = false;
    session.poll(now);
    if (feed) feed->poll(now);
    if (hosting && session.message() != lastRefusal && session.state() == net::SessionState::Connecting) {
      lastRefusal = session.message();
      err << QString::fromStdString(lastRefusal) << '\n';
    }
    const net::SessionState state = session.state();
    if (state == net::SessionState::Finished || state == net::SessionState::Failed) break;
    if (state == net::SessionState::Connecting && hosting && now > std::uint64_t(waitMs)) {
      err << Text::tr("nobody joined within %1 s").arg(double(waitMs) / 1000.0) << '\n';
      return 1;
    }
    if (state == net::SessionState::Desynced) {
      // Both sides swap their details, then stop.
      if (desyncSince == 0) desyncSince = now + 1;
      if (now - desyncSince > 3000 || session.message().find(" from tick ") != std::string::npos) break;
    }
    if (state == net::SessionState::Running) {
      if (runningSince == 0) runningSince = now;
      const bool due = !realtime || now - runningSince >= frame * 1000 / 60;
      if (due) {
        ran = session.advance(now, local);
        ++frame;
      }
    }
    transport->wait(ran ? 0 : 1);  // waiting (for a frame, a join or the other side): sleep on the socket
  }
  // The play's time and bytes, not the goodbyes'.
  const std::uint64_t endedAt = nowMs(), sentAtEnd = session.bytesSent(), receivedAtEnd = session.bytesReceived();
  const net::SessionStats& stats = session.stats();
  // Done here, but at high loss the other side may still lack our last inputs or acks:
  // stay until its goodbye comes (or it left, or 10 s passed), then leave.
  for (const std::uint64_t until = nowMs() + 10000; session.state() == net::SessionState::Finished &&
                                                     !session.peerFinished() && transport->connected() && nowMs() < until;) {
    session.poll(nowMs());
    session.advance(nowMs(), local);
    if (feed) feed->poll(nowMs());
    transport->wait(1);
  }
  if (session.state() == net::SessionState::Finished) transport->disconnect(500);
  // A spectator gets the rest of the game and the goodbye; one that comes late (the game
  // ran faster than it connected) the whole game: a few seconds at most.
  if (feed) {
    for (const std::uint64_t until = nowMs() + 5000; !feed->done() && nowMs() < until;) {
      feed->poll(nowMs());
      spectatorTransport->wait(1);
    }
    spectatorTransport->disconnect(2000);
  }
  if (session.state() != net::SessionState::Finished) {
    err << QString::fromStdString(session.message()) << '\n';
    return 1;
  }
  if (options.values.contains(QStringLiteral("--record"))) {
    Status saved = saveInputRecording(session.recording(), options.values.value(QStringLiteral("--record")).toStdString());
    if (!saved) {
      err << QString::fromStdString(saved.error().toString()) << '\n';
      return 1;
    }
  }
  const double seconds = std::max(0.001, double(endedAt - runningSince) / 1000.0);
  out << "ticks: " << level->ticksRun() << '\n';
  out << "hash: " << hexHash(level->stateHash()) << '\n';
  out << "player: " << player + 1 << '\n';
  out << "rollbacks: " << stats.rollbacks << '\n';
  out << "resimulated_ticks: " << stats.resimulatedTicks << '\n';
  out << "longest_stall_frames: " << stats.longestStall << '\n';
  out << "stalled_frames: " << stats.stalledFrames << '\n';
  out << "sync_waits: " << stats.syncWaits << '\n';
  out << "largest_prediction_window: " << stats.largestWindow << '\n';
  out << "seconds: " << QString::number(seconds, 'f', 1) << '\n';
  out << "dropped_packets: " << stats.dropped() << '\n';
  out << "dropped_detail: oversized " << stats.oversized << ", truncated " << stats.truncated << ", malformed "
      << stats.malformed << ", replayed " << stats.replayed << ", out of window " << stats.outOfWindow << ", foreign "
      << stats.foreign << ", flood " << stats.flood << ", queue overflow " << transport->overflowed() << '\n';
  out << "ping_ms: " << stats.pingMs << '\n';
  out << "bytes_per_second_sent: " << QString::number(double(sentAtEnd) / seconds, 'f', 0) << '\n';
  out << "bytes_per_second_received: " << QString::number(double(receivedAtEnd) / seconds, 'f', 0) << '\n';
  return 0;
}

}  // namespace sw::cli
