#include "play/net_play.h"

#include <QCoreApplication>
#include <QDir>
#include <QStandardPaths>
#include <random>

#include "net/enet_transport.h"
#include "net/project_digest.h"
#include "net/rollback_session.h"
#include "net/spectator.h"
#include "sim/replay/input_recording.h"
#include "sim/runtime_level.h"
#include "play/play_session.h"

namespace sw::play {

NetPlay::~NetPlay() {
  if (play_) play_->setTickDriver(nullptr);
  if (session_) session_->close("closed");
  feed_.reset();
  if (spectatorTransport_) spectatorTransport_->disconnect(200);
  if (transport_) transport_->disconnect(200);
}

std::unique_ptr<NetPlay> NetPlay::spectate(const QString& hostAndPort, QString& error) {
  std::unique_ptr<NetPlay> n = join(hostAndPort, error);
  if (n) n->spectating_ = true;
  return n;
}

bool NetPlay::allowSpectator(quint16 port, QString& error) {
  std::string why;
  spectatorTransport_ = net::EnetTransport::host(port, why);
  if (!spectatorTransport_) error = QString::fromStdString(why);
  return spectatorTransport_ != nullptr;
}

std::unique_ptr<NetPlay> NetPlay::host(quint16 port, QString& error) {
  std::string why;
  auto transport = net::EnetTransport::host(port, why);
  if (!transport) {
    error = QString::fromStdString(why);
    return nullptr;
  }
  std::unique_ptr<NetPlay> n(new NetPlay);
  n->hosting_ = true;
  n->transport_ = std::move(transport);
  return n;
}

std::unique_ptr<NetPlay> NetPlay::join(const QString& hostAndPort, QString& error) {
  std::string host, why;
  std::uint16_t port = 0;
  if (!net::parseHostPort(hostAndPort.trimmed().toStdString(), host, port, why)) {
    error = QString::fromStdString(why);
    return nullptr;
  }
  auto transport = net::EnetTransport::join(host, port, why);
  if (!transport) {
    error = QString::fromStdString(why);
    return nullptr;
  }
  std::unique_ptr<NetPlay> n(new NetPlay);
  n->transport_ = std::move(transport);
  return n;
}

void NetPlay::attach(PlaySession& session, const sw::Project& project, const sw::Level& level) {
  play_ = &session;
  const net::ProjectDigest digest = net::digestProject(project.directory);
  setup_ = std::make_unique<net::SessionSetup>(
      net::SessionSetup{digest.hash, digest.files, level.name, session.runtime() ? session.runtime()->seed() : 0});
  config_ = std::make_unique<net::SessionConfig>();
  config_->sessionId = std::uint32_t(std::random_device{}()) | 1u;
  // Desync reports go under the user's data folder, never into the project.
  config_->reportDir =
      QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)).filePath("desync-reports").toStdString();
  clock_.start();
  if (spectating_)
    session.setTickDriver([this](sw::RuntimeLevel& rt, const sw::TickInput&) { return watch(rt); });
  else
    session.setTickDriver([this](sw::RuntimeLevel& rt, const sw::TickInput& input) { return drive(rt, input); },
                          [this] { return session_ ? session_->recording() : sw::InputRecording{}; });
  // The goodbye names the tick this side left at, so it goes while the level still exists;
  // then the rollback session, which refers to that level, goes with it.
  connect(&session, &PlaySession::stopping, this, [this] {
    if (session_) session_->close("stopped playing");
    feed_.reset();  // it reads the session
    spectator_.reset();
    session_.reset();
    play_ = nullptr;
    statusTimer_.stop();
  });
  connect(&statusTimer_, &QTimer::timeout, this, &NetPlay::refreshStatus);
  statusTimer_.start(1000);
  refreshStatus();
}

bool NetPlay::drive(sw::RuntimeLevel& level, const sw::TickInput& input) {
  if (!session_)
    session_ = std::make_unique<net::RollbackSession>(hosting_ ? net::SessionRole::Host : net::SessionRole::Join, level,
                                                      *transport_, *setup_, *config_);
  if (!feed_ && spectatorTransport_)
    feed_ = std::make_unique<net::SpectatorFeed>(*session_, *spectatorTransport_, *setup_, config_->sessionId + 2);
  const std::uint64_t now = std::uint64_t(clock_.elapsed());
  session_->poll(now);
  if (feed_) feed_->poll(now);
  const net::SessionState state = session_->state();
  const QString message = QString::fromStdString(session_->message());
  if ((state == net::SessionState::Failed || state == net::SessionState::Desynced) && !ended_ &&
      (state == net::SessionState::Failed || message.contains(QLatin1String("report written")))) {
    ended_ = true;
    lastMessage_ = message;
    refreshStatus();
    Q_EMIT ended(message);
  } else if (state == net::SessionState::Connecting && message != lastMessage_ && !message.isEmpty()) {
    lastMessage_ = message;  // a refused join, on the host: it goes on waiting
    Q_EMIT statusChanged(message);
  }
  const std::uint8_t bits = input.player[0];  // each side plays with player 1's keys
  return session_->advance(now, [bits](std::int64_t) { return bits; });
}

bool NetPlay::watch(sw::RuntimeLevel& level) {
  if (!spectator_) spectator_ = std::make_unique<net::SpectatorSession>(level, *transport_, *setup_);
  const std::uint64_t now = std::uint64_t(clock_.elapsed());
  spectator_->poll(now);
  if (spectator_->state() == net::SessionState::Failed && !ended_) {
    ended_ = true;
    lastMessage_ = QString::fromStdString(spectator_->message());
    refreshStatus();
    Q_EMIT ended(lastMessage_);
  }
  return spectator_->advance(now);
}

void NetPlay::refreshStatus() {
  if (ended_) {  // the last word stays on the status line
    statusTimer_.stop();
    status_ = tr("Co-op ended: %1").arg(lastMessage_);
    Q_EMIT statusChanged(status_);
    return;
  }
  if (spectating_) {
    status_ = spectator_ && spectator_->state() == net::SessionState::Running
                  ? tr("Co-op: watching, %1 ticks behind the players").arg(spectator_->known() - spectator_->tick())
                  : tr("Co-op: connecting");
    Q_EMIT statusChanged(status_);
    return;
  }
  if (!session_) {
    status_ = hosting_ ? tr("Co-op: waiting for a player to join") : tr("Co-op: connecting");
    Q_EMIT statusChanged(status_);
    return;
  }
  const net::SessionStats& s = session_->stats();
  const std::uint64_t bytes = session_->bytesSent() + session_->bytesReceived();
  if (session_->state() == net::SessionState::Connecting) {
    status_ = hosting_ ? tr("Co-op: waiting for a player to join") : tr("Co-op: connecting");
  } else {
    status_ = tr("Co-op (player %1): ping %2 ms, %3 rollbacks/s, input delay %4, %5 kB/s, %6 dropped")
                  .arg(session_->localPlayer() + 1)
                  .arg(s.pingMs)
                  .arg(s.rollbacks - lastRollbacks_)
                  .arg(session_->config().inputDelay)
                  .arg(double(bytes - lastBytes_) / 1024.0, 0, 'f', 1)
                  .arg(s.dropped());
  }
  lastRollbacks_ = s.rollbacks;
  lastBytes_ = bytes;
  Q_EMIT statusChanged(status_);
}

}  // namespace sw::play
