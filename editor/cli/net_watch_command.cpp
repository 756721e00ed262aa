// scrollwork-cli run PROJECT --spectate HOST:PORT (cli/net_commands.h): watching a co-op game.
#include <chrono>

#include "cli/cli_text.h"
#include "cli/net_cli_setup.h"
#include "cli/net_commands.h"
#include "net/enet_transport.h"
#include "net/project_digest.h"
#include "net/spectator.h"

namespace sw::cli {

int netWatchCommand(const QStringList& arguments, QTextStream& out, QTextStream& err) {
  const QStringList withValue{QStringLiteral("--level"),       QStringLiteral("--seed"),
                              QStringLiteral("--spectate"),    QStringLiteral("--spectator-delay"),
                              QStringLiteral("--timeout-ms"),  QStringLiteral("--ticks")};
  QStringList rest = arguments;
  const bool realtime = rest.removeAll(QStringLiteral("--realtime")) > 0;
  ParsedOptions options = parseOptions(rest, withValue, QStringLiteral("run"));
  QString error = options.error;
  NetGame game;
  if (error.isEmpty()) loadNetGame(options, nullptr, 1, game, error);
  int delay = 30;
  std::uint32_t timeoutMs = 5000;
  if (error.isEmpty() && options.values.contains(QStringLiteral("--spectator-delay"))) {
    if (auto n = integerOption(options, QStringLiteral("--spectator-delay"), 0, 600, error)) delay = int(*n);
  }
  if (error.isEmpty() && options.values.contains(QStringLiteral("--timeout-ms"))) {
    if (auto n = integerOption(options, QStringLiteral("--timeout-ms"), 100, 600000, error)) timeoutMs = std::uint32_t(*n);
  }
  std::string host, why;
  std::uint16_t port = 0;
  if (error.isEmpty() && !net::parseHostPort(options.values.value(QStringLiteral("--spectate")).toStdString(), host,
                                             port, why))
    error = QString::fromStdString(why);
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
  std::unique_ptr<net::EnetTransport> transport = net::EnetTransport::join(host, port, why);
  if (!transport) {
    err << QString::fromStdString(why) << '\n';
    return 1;
  }
  net::SpectatorSession watch(*level, *transport, {digest.hash, digest.files, game.level->name, game.play.seed}, delay,
                              timeoutMs);
  const auto start = std::chrono::steady_clock::now();
  auto nowMs = [&start] {
    return std::uint64_t(
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count());
  };
  std::uint64_t runningSince = 0, frame = 0;
  for (;;) {
    const std::uint64_t now = nowMs();
    watch.poll(now);
    if (watch.state() == net::SessionState::Finished || watch.state() == net::SessionState::Failed) break;
    bool ran = false;
    if (watch.state() == net::SessionState::Running) {
      if (runningSince == 0) runningSince = now;
      if (!realtime || now - runningSince >= frame * 1000 / 60) {
        ran = watch.advance(now);
        ++frame;
      }
    }
    transport->wait(ran ? 0 : 1);
  }
  transport->disconnect(200);
  if (watch.state() != net::SessionState::Finished) {
    err << QString::fromStdString(watch.message()) << '\n';
    return 1;
  }
  const net::SpectatorStats& stats = watch.stats();
  out << "ticks: " << level->ticksRun() << '\n';
  out << "hash: " << hexHash(level->stateHash()) << '\n';
  out << "player: spectator\n";
  out << "stalled_frames: " << stats.stalledFrames << '\n';
  out << "longest_stall_frames: " << stats.longestStall << '\n';
  out << "caught_up_ticks: " << stats.catchUpTicks << '\n';
  out << "dropped_packets: " << stats.dropped << '\n';
  return 0;
}

}  // namespace sw::cli
