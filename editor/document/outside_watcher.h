#pragma once
// Notices the project's own files (document_files.h) changing on disk while the project
// is open: a git pull, another tool, a teammate on a shared drive.
//
// Change events are gathered until the files have been quiet for a delay (500 ms by
// default), and a file is only reported once its size and time stayed the same over that
// delay: a file still being written is not read half-way. What counts as a change is the
// document's DiskState (disk_state.h): the editor's own saves and a touch that keeps the
// bytes are no change.
//
// Editors and git replace a file by renaming a new one over it, which ends a watch on the
// file itself; so the folders are watched too and the files are watched again after every
// look.
#include <QFileSystemWatcher>
#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

#include "document/disk_state.h"

namespace sw::editor {

class Document;

class OutsideWatcher : public QObject {
  Q_OBJECT
 public:
  explicit OutsideWatcher(Document* document, QObject* parent = nullptr);  // objectName "outsideWatcher"

  // Quiet time before a changed file is read (tests shorten it).
  void setDelay(int milliseconds) { delay_.setInterval(milliseconds); }
  int delay() const { return delay_.interval(); }
  QStringList watchedFiles() const { return watcher_.files(); }
  // Watches the document's files as they are now; follows projectReset and saved itself.
  void rewatch();
  // Looks at every file of the document at once (tests, and a window coming back to the
  // front could use it): reports what changed, without waiting.
  void checkNow();

 signals:
  // `path` (absolute) now differs from what the editor read or wrote, and was stable.
  void changed(const QString& path);
  void deleted(const QString& path);

 private:
  void note(const QString& path);
  void noteFolder(const QString& folder);
  void check();
  void report(const QString& path);

  Document* document_;
  QFileSystemWatcher watcher_;
  QTimer delay_;
  QHash<QString, DiskState::Stamp> pending_;  // changed files and their stamp when last seen
};

}  // namespace sw::editor
