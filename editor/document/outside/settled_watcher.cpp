// Watching files until their changes settle (settled_watcher.h).
#include "document/outside/settled_watcher.h"

#include <QDir>
#include <QFileInfo>
#include <filesystem>

namespace sw::editor {

SettledWatcher::SettledWatcher(QObject* parent) : QObject(parent) {
  quiet_.setSingleShot(true);
  quiet_.setInterval(500);
  connect(&quiet_, &QTimer::timeout, this, &SettledWatcher::report);
  connect(&system_, &QFileSystemWatcher::fileChanged, this, &SettledWatcher::fileEvent);
  connect(&system_, &QFileSystemWatcher::directoryChanged, this, &SettledWatcher::folderEvent);
}

FileStamp fileStampOf(const QString& path) {
  if (path.isEmpty()) return {};
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path file(path.toStdString());
  const auto size = fs::file_size(file, ec);
  if (ec) return {};
  const auto time = fs::last_write_time(file, ec);
  if (ec) return {};
  return {qint64(size), qint64(time.time_since_epoch().count())};
}

void SettledWatcher::watch(const QStringList& files, const QStringList& folders) {
  QHash<QString, Stamp> seen;
  for (const QString& f : files) {
    const QString file = QDir::cleanPath(f);
    seen.insert(file, seen_.contains(file) ? seen_.value(file) : fileStampOf(file));
  }
  seen_ = std::move(seen);
  folders_.clear();
  for (const QString& folder : folders) folders_.insert(QDir::cleanPath(folder));
  for (auto it = pending_.begin(); it != pending_.end();)
    it = seen_.contains(it.key()) ? std::next(it) : pending_.erase(it);
  for (auto it = pendingFolders_.begin(); it != pendingFolders_.end();)
    it = folders_.contains(*it) ? std::next(it) : pendingFolders_.erase(it);

  // What the system should watch: the files that exist, their folders and the folders asked for.
  QSet<QString> wantFiles, wantFolders = folders_;
  for (auto it = seen_.cbegin(); it != seen_.cend(); ++it) {
    if (QFileInfo(it.key()).isFile()) wantFiles.insert(it.key());
    wantFolders.insert(QFileInfo(it.key()).absolutePath());
  }
  QStringList remove, add;
  for (const QString& f : system_.files())
    if (!wantFiles.contains(f)) remove << f;
  for (const QString& d : system_.directories())
    if (!wantFolders.contains(d)) remove << d;
  if (!remove.isEmpty()) system_.removePaths(remove);
  const QStringList watchedFiles = system_.files(), watchedFolders = system_.directories();
  for (const QString& f : std::as_const(wantFiles))
    if (!watchedFiles.contains(f)) add << f;
  for (const QString& d : std::as_const(wantFolders))
    if (!watchedFolders.contains(d) && QFileInfo(d).isDir()) add << d;
  if (!add.isEmpty()) system_.addPaths(add);
}

void SettledWatcher::dropPending() {
  quiet_.stop();
  pending_.clear();
  pendingFolders_.clear();
}

void SettledWatcher::watchAgain(const QString& file) {
  // A rename over the file ended its watch; the folder's event brings it back.
  if (QFileInfo(file).isFile() && !system_.files().contains(file)) system_.addPath(file);
}

void SettledWatcher::note(const QString& file, const Stamp& now) {
  pending_[file] = now;
  quiet_.start();  // restarts: report once the files have been quiet for a while
}

void SettledWatcher::fileEvent(const QString& path) {
  const QString file = QDir::cleanPath(path);
  if (!seen_.contains(file)) return;
  watchAgain(file);
  note(file, fileStampOf(file));
}

void SettledWatcher::folderEvent(const QString& path) {
  // A file replaced by a rename, deleted or created: only its folder hears of it.
  const QString folder = QDir::cleanPath(path);
  for (auto it = seen_.cbegin(); it != seen_.cend(); ++it) {
    if (QFileInfo(it.key()).absolutePath() != folder) continue;
    watchAgain(it.key());
    const Stamp now = fileStampOf(it.key());
    if (now != it.value() || pending_.contains(it.key())) note(it.key(), now);
  }
  if (folders_.contains(folder)) {
    pendingFolders_.insert(folder);
    quiet_.start();
  }
}

void SettledWatcher::report() {
  QStringList files;
  bool again = false;
  for (auto it = pending_.begin(); it != pending_.end();) {
    const Stamp now = fileStampOf(it.key());
    if (now != it.value()) {
      // Still being written: look again after another quiet delay.
      it.value() = now;
      again = true;
      ++it;
      continue;
    }
    if (now != seen_.value(it.key())) {
      seen_[it.key()] = now;
      files << it.key();
    }
    it = pending_.erase(it);
  }
  QStringList folders(pendingFolders_.cbegin(), pendingFolders_.cend());
  pendingFolders_.clear();
  if (again) quiet_.start();
  files.sort();
  folders.sort();
  if (!files.isEmpty() || !folders.isEmpty()) emit settled(files, folders);
}

}  // namespace sw::editor
