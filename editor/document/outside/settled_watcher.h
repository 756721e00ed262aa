#pragma once
// The one file watcher of the editor (as Tiled's FileSystemWatcher is its): it owns the
// watched paths and reports changes once they have settled. The Tileset store's images, the
// project's own files (outside_watcher.h) and imported meshes (ui/shell/asset_watcher.h) each
// hand it their paths and hear one signal.
//
// Why a class: QFileSystemWatcher alone reports a file half-written, reports a save in
// several pieces, and forgets a file that an editor or git replaced by renaming a new one
// over it. Here every watched file's folder is watched too, a replaced or re-created file is
// watched again at once, and a change counts only when the file's size or time differs from
// when it was last seen and then stays the same over the quiet delay (500 ms by default).
#include <QFileSystemWatcher>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QTimer>

namespace sw::editor {

// A file's size and modification time: what tells the watchers that it changed.
struct FileStamp {
  qint64 size = -1;  // -1: no such file
  qint64 time = 0;   // modification time, nanoseconds
  bool operator==(const FileStamp&) const = default;
};
// {} (size -1) when there is no such file, or `path` is empty.
FileStamp fileStampOf(const QString& path);

class SettledWatcher : public QObject {
  Q_OBJECT
 public:
  explicit SettledWatcher(QObject* parent = nullptr);

  // Watches exactly these files (absolute; missing ones are seen when they appear) and
  // folders. A file watched before keeps what was last seen of it, so a change made while
  // the owner rewatches is still reported.
  void watch(const QStringList& files, const QStringList& folders = {});
  // Forgets changes not reported yet (another project).
  void dropPending();
  // The files the system watches now (those that exist).
  QStringList watchedFiles() const { return system_.files(); }

  void setDelay(int milliseconds) { quiet_.setInterval(milliseconds); }
  int delay() const { return quiet_.interval(); }

 signals:
  // After the quiet delay: the watched files that differ from when they were last seen
  // (written, replaced, deleted or created), sorted, and the watched folders whose entries
  // changed. Never both empty.
  void settled(const QStringList& files, const QStringList& folders);

 private:
  using Stamp = FileStamp;
  void fileEvent(const QString& path);
  void folderEvent(const QString& folder);
  void note(const QString& file, const Stamp& now);
  void watchAgain(const QString& file);
  void report();

  QFileSystemWatcher system_;
  QTimer quiet_;
  QHash<QString, Stamp> seen_;     // watched file -> as last seen
  QSet<QString> folders_;          // watched folders the owner asked for
  QHash<QString, Stamp> pending_;  // changed files -> as when last noted
  QSet<QString> pendingFolders_;
};

}  // namespace sw::editor
