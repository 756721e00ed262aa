#include "document/outside_watcher.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

#include "document/document.h"
#include "document/document_files.h"

namespace sw::editor {

OutsideWatcher::OutsideWatcher(Document* document, QObject* parent) : QObject(parent), document_(document) {
  setObjectName(QStringLiteral("outsideWatcher"));
  delay_.setSingleShot(true);
  delay_.setInterval(500);
  connect(&delay_, &QTimer::timeout, this, &OutsideWatcher::check);
  connect(&watcher_, &QFileSystemWatcher::fileChanged, this, &OutsideWatcher::note);
  connect(&watcher_, &QFileSystemWatcher::directoryChanged, this, &OutsideWatcher::noteFolder);
  connect(document, &Document::projectReset, this, [this] {
    pending_.clear();
    delay_.stop();
    rewatch();
  });
  connect(document, &Document::saved, this, &OutsideWatcher::rewatch);
  connect(document, &Document::levelsChanged, this, &OutsideWatcher::rewatch);
  rewatch();
}

void OutsideWatcher::note(const QString& path) {
  pending_[QDir::cleanPath(path)] = DiskState::stampOf(path);
  delay_.start();  // restarts: waits for quiet
}

void OutsideWatcher::noteFolder(const QString& folder) {
  // A file replaced by a rename, deleted or created: only the folder hears of it.
  const QString clean = QDir::cleanPath(folder);
  for (const QString& path : document_->diskState()->files())
    if (QFileInfo(path).absolutePath() == clean) note(path);
}

void OutsideWatcher::check() {
  bool again = false;
  for (auto it = pending_.begin(); it != pending_.end();) {
    const DiskState::Stamp now = DiskState::stampOf(it.key());
    if (now != it.value()) {
      // Still being written: look again after another quiet delay.
      it.value() = now;
      again = true;
      ++it;
      continue;
    }
    const QString path = it.key();
    it = pending_.erase(it);
    report(path);
  }
  if (again) delay_.start();
  rewatch();
}

void OutsideWatcher::checkNow() {
  pending_.clear();
  delay_.stop();
  for (const QString& path : document_->diskState()->files()) report(path);
  rewatch();
}

void OutsideWatcher::report(const QString& path) {
  switch (document_->diskState()->changeOf(path)) {
    case DiskState::Change::None: break;
    case DiskState::Change::Changed: emit changed(path); break;
    case DiskState::Change::Deleted: emit deleted(path); break;
  }
}

void OutsideWatcher::rewatch() {
  QSet<QString> files, folders;
  for (const DocumentFile& file : documentFiles(*document_)) {
    files.insert(file.path);
    folders.insert(QFileInfo(file.path).absolutePath());
  }
  QStringList remove, add;
  for (const QString& f : watcher_.files())
    if (!files.contains(f) || !QFileInfo(f).isFile()) remove << f;
  for (const QString& d : watcher_.directories())
    if (!folders.contains(d)) remove << d;
  if (!remove.isEmpty()) watcher_.removePaths(remove);
  const QStringList watchedFiles = watcher_.files(), watchedFolders = watcher_.directories();
  for (const QString& f : files)
    if (!watchedFiles.contains(f) && QFileInfo(f).isFile()) add << f;
  for (const QString& d : folders)
    if (!watchedFolders.contains(d) && QFileInfo(d).isDir()) add << d;
  if (!add.isEmpty()) watcher_.addPaths(add);
}

}  // namespace sw::editor
