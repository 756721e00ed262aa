#include "ui/shell/recovery_controller.h"

#include <QEvent>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTimer>
#include <algorithm>

#include "document/recovery/autosaver.h"
#include "document/document.h"
#include "document/recovery/recovery_access.h"
#include "ui/shell/window_shell.h"

namespace sw::editor {

RecoveryController::RecoveryController(WindowShell& shell, Document* document, RecoveryStore store)
    : QObject(shell.window()), shell_(shell), window_(shell.window()), document_(document) {
  setObjectName(QStringLiteral("recoveryController"));
  autosaver_ = new Autosaver(document, std::move(store), this);
  const int seconds =
      QSettings().value(QLatin1String(kIntervalKey), Autosaver::kDefaultIntervalSeconds).toInt();
  autosaver_->setIntervalMilliseconds(seconds > 0 ? seconds * 1000 : 0);
  window_->installEventFilter(this);

  prompt = [this](const std::vector<RecoveryCopy>& copies) {
    RecoveryDialog dialog(copies, window_);
    dialog.exec();
    return Answer{dialog.choice(), dialog.chosenIndex()};
  };
  connect(document_, &Document::projectReset, this, [this] {
    ++resets_;
    if (!armed_ || busy_ || !document_->hasFolder()) return;
    // After the open has finished (its message boxes, the start page switching away).
    QTimer::singleShot(0, this, [this, file = document_->projectFile()] {
      if (document_->projectFile() == file) offerFor(file);
    });
  });
}

bool RecoveryController::eventFilter(QObject* watched, QEvent* event) {
  // Switching to another program is when work is most often lost (a crash unnoticed, the
  // machine put to sleep): take a copy then. Unless autosave is off (interval 0).
  if (watched == window_ && event->type() == QEvent::WindowDeactivate &&
      autosaver_->intervalMilliseconds() > 0)
    autosaver_->writeIfChanged();
  return QObject::eventFilter(watched, event);
}

std::vector<RecoveryCopy> RecoveryController::offerable(std::vector<RecoveryCopy> copies) const {
  // Live copies belong to another editor still running (or to this one).
  std::erase_if(copies, [](const RecoveryCopy& c) { return c.live; });
  return copies;
}

void RecoveryController::offerAtStart() {
  armed_ = true;
  offer(offerable(autosaver_->store().list(autosaver_->folder())));
}

bool RecoveryController::offerFor(const QString& projectFile) {
  return offer(offerable(autosaver_->store().listFor(projectFile, autosaver_->folder())));
}

bool RecoveryController::offer(std::vector<RecoveryCopy> copies) {
  if (busy_) return false;
  busy_ = true;
  bool recovered = false;
  // Discard takes one copy away and asks again about the rest; Recover and Later end it.
  while (!copies.empty()) {
    const Answer answer = prompt(copies);
    if (answer.index < 0 || answer.index >= int(copies.size()) ||
        answer.choice == RecoveryDialog::Choice::Later)
      break;
    const RecoveryCopy copy = copies[std::size_t(answer.index)];
    if (answer.choice == RecoveryDialog::Choice::Discard) {
      RecoveryStore::remove(copy.folder);
      copies.erase(copies.begin() + answer.index);
      continue;
    }
    busy_ = false;  // recover() sets it itself
    recovered = recover(copy);
    busy_ = true;
    break;
  }
  busy_ = false;
  return recovered;
}

bool RecoveryController::recover(const RecoveryCopy& copy) {
  if (!shell_.maybeSave()) return false;
  busy_ = true;
  const int resetsBefore = resets_;
  const sw::Errors errors = RecoveryAccess::restore(*document_, copy);
  const bool opened = resets_ != resetsBefore;
  busy_ = false;
  if (opened) {
    // This session's own copy first; the old one goes only once that is on disk.
    autosaver_->carryChanges(copy.manifest.changes, copy.manifest.changeCount);
    const int written = autosaver_->copiesWritten();
    autosaver_->writeNow();
    autosaver_->waitForIdle();
    // Kept when this session could not write its own (a full disk): it is the only copy.
    if (errors.empty() && autosaver_->copiesWritten() > written) RecoveryStore::remove(copy.folder);
  }
  if (errors.empty()) return true;
  QStringList lines;
  for (const sw::Error& e : errors) lines << QString::fromStdString(e.toString());
  QMessageBox box(QMessageBox::Warning, tr("Recover Unsaved Changes"),
                  opened ? tr("Part of the recovery copy could not be read; the rest was recovered.")
                         : tr("The recovery copy could not be opened."),
                  QMessageBox::NoButton, window_);
  box.setInformativeText(lines.join(QLatin1Char('\n')));
  box.setObjectName(QStringLiteral("recoveryErrorBox"));
  QPushButton* discard = box.addButton(tr("Discard the Copy"), QMessageBox::DestructiveRole);
  box.addButton(tr("Keep It"), QMessageBox::RejectRole);
  box.exec();
  if (box.clickedButton() == discard) RecoveryStore::remove(copy.folder);
  return opened;
}

}  // namespace sw::editor
