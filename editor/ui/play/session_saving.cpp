#include "ui/play/session_saving.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

#include "document/document.h"
#include "sim/replay/trail.h"
#include "sim/replay/replay_run.h"
#include "play/play_session.h"

namespace sw::play {

SessionTestSaver::SessionTestSaver(PlaySession* session, sw::editor::Document* document, QWidget* window)
    : QObject(window), session_(session), document_(document), window_(window) {
  action_ = new QAction(tr("Save Session as &Test..."), this);
  action_->setObjectName(QStringLiteral("saveSessionAsTestAction"));
  action_->setStatusTip(
      tr("Keep this run as a replay test in the project's tests folder: Check Project "
         "then checks that it still plays out the same"));
  connect(action_, &QAction::triggered, this, &SessionTestSaver::saveAsked);
  connect(session_, &PlaySession::stateChanged, this, &SessionTestSaver::updateAction);
  connect(document_, &sw::editor::Document::projectReset, this, &SessionTestSaver::updateAction);
  updateAction();
}

void SessionTestSaver::updateAction() {
  if (!document_) return;
  action_->setEnabled(session_->recording().length.has_value() && document_->hasFolder());
}

void SessionTestSaver::status(const QString& text) {
  if (auto* main = qobject_cast<QMainWindow*>(window_)) main->statusBar()->showMessage(text, 8000);
}

void SessionTestSaver::saveAsked() {
  const bool wasRunning = session_->state() == PlaySession::State::Running;
  session_->pause();
  QInputDialog dialog(window_);
  dialog.setObjectName(QStringLiteral("saveSessionAsTestDialog"));
  dialog.setWindowTitle(tr("Save Session as Test"));
  dialog.setLabelText(tr("Test name (letters, digits, _ - .); saved in the project's tests folder:"));
  dialog.setTextValue(
      QStringLiteral("session_%1")
          .arg(QDir(QString::fromStdString(document_->project().directory) + QStringLiteral("/tests"))
                   .entryList({QStringLiteral("*.expect.json")})
                   .size() +
               1));
  if (dialog.exec() == QDialog::Accepted) save(dialog.textValue().trimmed());
  if (wasRunning && session_->state() == PlaySession::State::Paused) session_->resume();
}

bool SessionTestSaver::save(const QString& name) {
  const sw::InputRecording recording = session_->recording();
  if (!recording.length) {
    status(tr("Nothing to save yet: play first"));
    return false;
  }
  if (!document_->hasFolder()) {
    status(tr("Save the project first: its tests live in its folder"));
    return false;
  }
  if (!sw::isValidReplayTestName(name.toStdString())) {
    status(tr("'%1' cannot name a test: use letters, digits, _ - and . (up to 64)").arg(name));
    return false;
  }
  const sw::ReplayTestFiles files = sw::replayTestFiles(document_->project().directory, name.toStdString());
  const bool exists = QFileInfo::exists(QString::fromStdString(files.inputs)) ||
                      QFileInfo::exists(QString::fromStdString(files.expect));
  if (exists) {
    QMessageBox box(QMessageBox::Question, tr("Replace Test"),
                    tr("The project already has a test named '%1'. Replace it with this session?").arg(name),
                    QMessageBox::Yes | QMessageBox::No, window_);
    box.setObjectName(QStringLiteral("replaceTestBox"));
    box.setDefaultButton(QMessageBox::No);
    if (box.exec() != QMessageBox::Yes) {
      status(tr("Test '%1' kept as it was").arg(name));
      return false;
    }
  }
  // The hash is that of a headless replay on the project as it is now (edits included),
  // which is what Check Project runs.
  const sw::ReplayTestResult saved = sw::saveReplayTest(document_->project(), recording, name.toStdString());
  if (!saved.passed()) {
    document_->log()->addErrors(saved.failures);
    status(tr("The test could not be saved, see the Log"));
    return false;
  }
  document_->log()->add(sw::editor::LogEntry::Severity::Info,
                        tr("Saved replay test '%1': %n tick(s), hash %2", nullptr, int(saved.ticks))
                            .arg(name, QString::fromStdString(sw::hashText(saved.hash))),
                        QString::fromStdString(files.expect));
  if (document_->isModified())
    document_->log()->add(sw::editor::LogEntry::Severity::Warning,
                          tr("The project has unsaved changes: test '%1' expects the run with them; save the "
                             "project so that scrollwork-cli test sees them too")
                              .arg(name));
  status(
      tr("Saved test '%1' (%n tick(s)) in the project's tests folder", nullptr, int(saved.ticks)).arg(name));
  return true;
}

}  // namespace sw::play
