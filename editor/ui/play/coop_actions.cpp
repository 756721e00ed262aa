#include "ui/play/coop_actions.h"

#include <QAction>
#include <QInputDialog>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>

#include "document/document.h"
#include "ui/play/play_controller.h"
#include "ui/viewport/level_viewport.h"
#include "play/net_play.h"
#include "play/pad_rumble.h"
#include "play/play_session.h"

namespace sw::play {

CoopActions::CoopActions(PlayController* play, sw::editor::Document* document, sw::ui::LevelViewport* viewport,
                         QMainWindow* window)
    : QObject(window), play_(play), document_(document), viewport_(viewport), window_(window),
      status_(new QLabel(window)) {
  setObjectName(QStringLiteral("coopActions"));
  status_->setObjectName(QStringLiteral("coopStatus"));
  status_->hide();
  window_->statusBar()->addPermanentWidget(status_);
  // Leaving Play ends co-op: the connection closes and the status line goes.
  connect(play_->session(), &PlaySession::stateChanged, this, [this](PlaySession::State state) {
    if (state != PlaySession::State::Stopped || !net_) return;
    net_.reset();
    status_->hide();
  });
}

CoopActions::~CoopActions() = default;

void CoopActions::populate(QMenu* menu) {
  menu->addSeparator();
  QAction* hostAction = menu->addAction(tr("&Host Co-op..."));
  hostAction->setObjectName(QStringLiteral("hostCoopAction"));
  connect(hostAction, &QAction::triggered, this, [this] {
    bool ok = false;
    const int port = QInputDialog::getInt(window_, tr("Host Co-op"),
                                          tr("UDP port the other player joins (you are player 1):"), 7777, 1, 65535,
                                          1, &ok);
    if (ok) host(quint16(port));
  });
  QAction* joinAction = menu->addAction(tr("&Join Co-op..."));
  joinAction->setObjectName(QStringLiteral("joinCoopAction"));
  connect(joinAction, &QAction::triggered, this, [this] {
    bool ok = false;
    const QString address = QInputDialog::getText(window_, tr("Join Co-op"),
                                                  tr("Address of the host, HOST:PORT (you are player 2):"),
                                                  QLineEdit::Normal, QStringLiteral("127.0.0.1:7777"), &ok);
    if (ok) join(address);
  });
}

// Co-op plays the project as saved: the join compares the files on disk.
bool CoopActions::ready() {
  if (!document_->level()) {
    window_->statusBar()->showMessage(tr("There is no level to play"), 5000);
    return false;
  }
  if (document_->isModified() || !document_->hasFolder()) {
    window_->statusBar()->showMessage(tr("Save the project first: co-op checks that both sides have the same files"),
                                      8000);
    return false;
  }
  return true;
}

bool CoopActions::host(quint16 port) {
  if (!ready()) return false;
  QString error;
  std::unique_ptr<NetPlay> net = NetPlay::host(port, error);
  if (!net) {
    document_->log()->add(editor::LogEntry::Severity::Error, tr("Host Co-op: %1").arg(error));
    window_->statusBar()->showMessage(error, 8000);
    return false;
  }
  return begin(std::move(net));
}

bool CoopActions::join(const QString& hostAndPort) {
  if (!ready()) return false;
  QString error;
  std::unique_ptr<NetPlay> net = NetPlay::join(hostAndPort, error);
  if (!net) {
    document_->log()->add(editor::LogEntry::Severity::Error, tr("Join Co-op: %1").arg(error));
    window_->statusBar()->showMessage(error, 8000);
    return false;
  }
  return begin(std::move(net));
}

bool CoopActions::begin(std::unique_ptr<NetPlay> net) {
  PlaySession* session = play_->session();
  session->stop();
  // No testing aids or rank slider in co-op: both sides must run the same game.
  if (!session->start(document_->project(), document_->levelIndex(), 2, 0, false, false)) return false;
  session->setSpeed(1.0);  // both sides run at the same rate
  net_ = std::move(net);
  connect(net_.get(), &NetPlay::statusChanged, status_, &QLabel::setText);
  connect(net_.get(), &NetPlay::ended, this, [this](const QString& message) {
    document_->log()->add(editor::LogEntry::Severity::Error, tr("Co-op: %1").arg(message));
  });
  net_->attach(*session, *session->project(), *session->level());
  play_->rumble()->setNetworkPlayer(net_->hosting() ? 0 : 1);  // the host is player 1
  status_->show();
  if (viewport_) viewport_->viewWidget()->setFocus(Qt::OtherFocusReason);  // the keys steer the ship
  return true;
}

QString CoopActions::statusText() const { return status_->isVisible() ? status_->text() : QString(); }

}  // namespace sw::play
