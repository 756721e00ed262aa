#include "document/recovery/autosaver.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLockFile>
#include <QMetaObject>
#include <QRunnable>
#include <algorithm>

#include "document/document.h"
#include "document/recovery/recovery_access.h"

namespace sw::editor {

namespace {
constexpr int kListedChanges = 20;  // undo texts a manifest lists (the count covers all)
}

Autosaver::Autosaver(Document* document, RecoveryStore store, QObject* parent)
    : QObject(parent), document_(document), store_(std::move(store)) {
  session_ = QStringLiteral("%1-%2")
                 .arg(QCoreApplication::applicationPid())
                 .arg(QDateTime::currentMSecsSinceEpoch());
  worker_.setMaxThreadCount(1);  // one writer: writes and removals happen in the order asked
  worker_.setExpiryTimeout(-1);
  timer_.setInterval(kDefaultIntervalSeconds * 1000);
  connect(&timer_, &QTimer::timeout, this, &Autosaver::writeIfChanged);
  timer_.start();
  connect(document_->undoStack(), &QUndoStack::indexChanged, this, [this] { dirty_ = true; });
  // Saved, undone back to the saved state, or another project: this copy has served.
  connect(document_, &Document::modifiedChanged, this, [this](bool modified) {
    if (!modified) discardOwn();
  });
  connect(document_, &Document::projectReset, this, [this] {
    carried_.clear();
    carriedCount_ = 0;
    dirty_ = false;
  });
}

Autosaver::~Autosaver() {
  // A clean exit: whatever the user chose about unsaved changes was chosen already.
  timer_.stop();
  worker_.waitForDone();
  if (!folder_.isEmpty()) {
    lock_.reset();
    RecoveryStore::remove(folder_);
  }
}

void Autosaver::setIntervalMilliseconds(int milliseconds) {
  if (milliseconds <= 0) {
    timer_.stop();
    timer_.setInterval(0);
    return;
  }
  timer_.start(milliseconds);
}

int Autosaver::intervalMilliseconds() const { return timer_.isActive() ? timer_.interval() : 0; }

void Autosaver::writeIfChanged() {
  if (dirty_) writeNow();
}

void Autosaver::carryChanges(const QStringList& changes, int count) {
  carried_ = changes;
  carriedCount_ = count;
}

void Autosaver::changesSinceSave(QStringList& texts, int& count) const {
  const QUndoStack* undo = document_->undoStack();
  const int index = undo->index(), clean = undo->cleanIndex();
  texts.clear();
  if (clean < 0) {
    // Never saved since a recovery (or the clean state was dropped): all of it counts.
    texts = carried_;
    for (int i = std::max(0, index - kListedChanges); i < index; ++i) texts.append(undo->text(i));
    count = carriedCount_ + index;
  } else if (index >= clean) {
    for (int i = std::max(clean, index - kListedChanges); i < index; ++i) texts.append(undo->text(i));
    count = index - clean;
  } else {
    // Undone past the save: the steps taken back are the changes.
    for (int i = index; i < std::min(clean, index + kListedChanges); ++i)
      texts.append(tr("Undo %1").arg(undo->text(i)));
    count = clean - index;
  }
  while (texts.size() > kListedChanges) texts.removeFirst();
}

void Autosaver::writeNow() {
  if (!document_->isModified()) return;
  if (inFlight_) {
    pending_ = true;
    return;
  }
  QElapsedTimer clock;
  clock.start();
  RecoverySnapshot snapshot = RecoveryAccess::snapshot(*document_);
  RecoveryManifest manifest;
  manifest.projectFile = snapshot.projectFile;
  manifest.projectName = snapshot.projectName;
  manifest.pid = QCoreApplication::applicationPid();
  manifest.removedFiles = snapshot.removedFiles;
  manifest.changedAssets = snapshot.changedAssets;
  changesSinceSave(manifest.changes, manifest.changeCount);
  lastSnapshotUs_ = clock.nsecsElapsed() / 1000;
  dirty_ = false;

  // A new folder name for every new copy: a removal of the last one, still queued on the
  // worker, must not take the new one (and its lock) with it.
  QString folder = folder_;
  if (folder.isEmpty() || QFileInfo(folder).absolutePath() != store_.projectFolder(snapshot.projectFile)) {
    discardOwn();
    folder =
        store_.sessionFolder(snapshot.projectFile, QStringLiteral("%1-%2").arg(session_).arg(++generation_));
    QDir().mkpath(folder);
    // Held while this session runs: the next start offers only copies whose editor is gone.
    lock_ = std::make_unique<QLockFile>(QDir(folder).filePath(QLatin1String(RecoveryStore::kLockName)));
    lock_->setStaleLockTime(0);
    lock_->tryLock(0);
    folder_ = folder;
  }
  inFlight_ = true;
  worker_.start(QRunnable::create([this, store = store_, folder, manifest = std::move(manifest),
                                   files = std::move(snapshot.files)]() mutable {
    const sw::Status status = store.write(folder, std::move(manifest), files);
    const QString error = status ? QString() : QString::fromStdString(status.error().toString());
    QMetaObject::invokeMethod(
        this, [this, folder, error] { finished(folder, error); }, Qt::QueuedConnection);
  }));
}

void Autosaver::finished(const QString& folder, const QString& error) {
  inFlight_ = false;
  if (error.isEmpty()) {
    ++written_;
    lastError_.clear();
    emit written(folder);
  } else if (error != lastError_) {
    // Once per kind of failure (a full disk would otherwise fill the log every minute).
    lastError_ = error;
    document_->log()->add(LogEntry::Severity::Warning, tr("Autosave failed: %1").arg(error));
    emit failed(error);
  }
  if (pending_) {
    pending_ = false;
    writeIfChanged();
  }
}

void Autosaver::waitForIdle() {
  // Each finished() may queue the next write: go on until nothing is left.
  do {
    worker_.waitForDone();
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
  } while (inFlight_);
}

void Autosaver::discardOwn() {
  if (folder_.isEmpty()) return;
  lock_.reset();
  const QString folder = folder_;
  folder_.clear();
  // After any write still queued for it.
  worker_.start(QRunnable::create([folder] { RecoveryStore::remove(folder); }));
}

}  // namespace sw::editor
