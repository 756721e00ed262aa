#include "ui/play/saved_game_actions.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QMainWindow>
#include <QStatusBar>

#include "document/document.h"
#include "model/level/level.h"
#include "play/play_session.h"
#include "sim/platformer/saved_game.h"
#include "sim/runtime_level.h"
#include "ui/shell/named_action.h"

namespace sw::play {

SavedGameActions::SavedGameActions(PlaySession* session, sw::editor::Document* document, QMainWindow* window,
                                   std::function<bool()> startPlay, QObject* parent)
    : QObject(parent), session_(session), document_(document), window_(window), startPlay_(std::move(startPlay)) {
  continueAction_ = sw::editor::namedAction(this, tr("&Continue from Saved Game"), "continueSavedGameAction");
  continueAction_->setStatusTip(tr("Play from the checkpoint this level was last saved at, with its levers and doors"));
  connect(continueAction_, &QAction::triggered, this, &SavedGameActions::continueSavedGame);
  connect(session_, &PlaySession::gameSaved, this, [this](const QString&) {
    // The name of the checkpoint from the run itself: what the file now holds.
    const sw::RuntimeLevel* runtime = session_->runtime();
    const QString checkpoint = runtime ? QString::fromStdString(sw::savedGameOf(*runtime).point.checkpoint) : QString();
    status(tr("Saved at checkpoint %1").arg(checkpoint), 4000);
  });
  connect(document_, &sw::editor::Document::projectReset, this, [this] {
    toldNoFolder_ = false;
    updateAction();
  });
  connect(document_, &sw::editor::Document::levelSwitched, this, &SavedGameActions::updateAction);
  connect(document_, &sw::editor::Document::saved, this, &SavedGameActions::updateAction);  // Save As: a folder
}

QString SavedGameActions::savedGamePath(const sw::editor::Document& document) {
  const sw::Level* level = document.level();
  if (!level || level->kind != sw::Level::Kind::Free || !document.hasFolder()) return {};
  QString stem = QFileInfo(QString::fromStdString(level->file)).completeBaseName();
  if (stem.isEmpty()) stem = QString::fromStdString(level->name);  // a level not saved yet
  const QDir project(QString::fromStdString(document.project().directory));
  return project.filePath(QStringLiteral("saves/") + stem + QStringLiteral(".save.json"));
}

QString SavedGameActions::prepareRun() {
  if (!document_) return {};
  const QString path = savedGamePath(*document_);
  session_->setSavedGameFile(path.toStdString());
  const sw::Level* level = document_->level();
  if (path.isEmpty() && level && level->kind == sw::Level::Kind::Free && !toldNoFolder_) {
    toldNoFolder_ = true;
    return tr("checkpoints are not saved until the project is saved to a folder");
  }
  return {};
}

bool SavedGameActions::continueSavedGame() {
  const QString path = savedGamePath(*document_);
  const sw::Level* level = document_->level();
  if (path.isEmpty() || !level) {
    status(tr("This level has no saved game"), 5000);
    return false;
  }
  sw::Result<sw::ContinuePoint> point = PlaySession::continuePointFor(path.toStdString(), *level);
  if (!point) {
    // Refused by name, and the tester still plays: from the start, as F5 would.
    document_->log()->addError(point.error());
    if (auto* log = window_->findChild<QDockWidget*>(QStringLiteral("logDock"))) {
      log->show();
      log->raise();
    }
    const bool started = startPlay_();
    status(tr("The saved game could not be used (%1); playing from the start")
               .arg(QString::fromStdString(point.error().toString())),
           10000);
    return started;
  }
  const QString checkpoint = QString::fromStdString(point->checkpoint);
  session_->setContinueFrom(*point);
  if (!startPlay_()) {
    session_->setContinueFrom({});  // not left for the next F5 to pick up
    return false;
  }
  status(tr("Continuing from checkpoint %1").arg(checkpoint), 4000);
  return true;
}

void SavedGameActions::setCanStart(bool canStart) {
  canStart_ = canStart;
  updateAction();
}

void SavedGameActions::updateAction() {
  if (!document_) return;
  const QString path = savedGamePath(*document_);
  continueAction_->setEnabled(canStart_ && !path.isEmpty() && QFileInfo::exists(path));
}

void SavedGameActions::status(const QString& text, int ms) {
  if (window_) window_->statusBar()->showMessage(text, ms);
}

}  // namespace sw::play
