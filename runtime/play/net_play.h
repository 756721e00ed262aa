#pragma once
// Network co-op for a PlaySession (scrollwork-player --host/--join, the editor's Play >
// Host Co-op... / Join Co-op...): owns the ENet transport and the rollback session
// (net/rollback_session.h) and becomes the session's tick driver, so the view draws the
// same RuntimeLevel as ever while ticks run only as the other side allows. The host is
// player 1, the joiner player 2; each plays with the keys of player 1. A status line
// (ping, rollbacks per second, input delay, kB/s, dropped packets) is refreshed every second.
// A host may let one spectator watch on a port of its own (allowSpectator); a spectator
// (spectate) plays nobody: its session runs the players' confirmed inputs half a second
// behind them (net/spectator.h).
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <memory>

#include "sim/input.h"

namespace sw {
class Project;
class Level;
class RuntimeLevel;
}  // namespace sw
namespace sw::net {
class EnetTransport;
class RollbackSession;
class SpectatorFeed;
class SpectatorSession;
struct SessionSetup;
struct SessionConfig;
}  // namespace sw::net

namespace sw::play {

class PlaySession;

class NetPlay : public QObject {
  Q_OBJECT
 public:
  ~NetPlay() override;
  // Opens the port, or starts connecting; nullptr with `error` set when it cannot.
  static std::unique_ptr<NetPlay> host(quint16 port, QString& error);
  static std::unique_ptr<NetPlay> join(const QString& hostAndPort, QString& error);
  static std::unique_ptr<NetPlay> spectate(const QString& hostAndPort, QString& error);
  // Host: one spectator may watch through this UDP port. False with `error` when it cannot open.
  bool allowSpectator(quint16 port, QString& error);

  // Drives `session`, which must have started `level` of `project` (copies) with two
  // players. The project folder is hashed for the join check.
  void attach(PlaySession& session, const sw::Project& project, const sw::Level& level);

  bool hosting() const { return hosting_; }
  bool spectating() const { return spectating_; }
  QString statusText() const { return status_; }

 signals:
  void statusChanged(const QString& status);
  // The session ended: the other side left or timed out, a join was refused, a desync was
  // found (the message says where the report is). Play stays on the last frame.
  void ended(const QString& message);

 private:
  NetPlay() = default;
  bool drive(sw::RuntimeLevel& level, const sw::TickInput& input);
  bool watch(sw::RuntimeLevel& level);
  void refreshStatus();

  bool hosting_ = false, spectating_ = false;
  std::unique_ptr<sw::net::EnetTransport> transport_;
  std::unique_ptr<sw::net::EnetTransport> spectatorTransport_;  // host: the spectator's port
  std::unique_ptr<sw::net::SpectatorFeed> feed_;
  std::unique_ptr<sw::net::SpectatorSession> spectator_;
  std::unique_ptr<sw::net::SessionSetup> setup_;
  std::unique_ptr<sw::net::SessionConfig> config_;
  std::unique_ptr<sw::net::RollbackSession> session_;
  // Guarded: the session may go first (an editor window deletes its children in order).
  QPointer<PlaySession> play_;
  QElapsedTimer clock_;
  QTimer statusTimer_;
  QString status_;
  QString lastMessage_;
  bool ended_ = false;
  std::uint64_t lastRollbacks_ = 0, lastBytes_ = 0;
};

}  // namespace sw::play
