#pragma once
// Notices the project's own files (document_files.h) changing on disk while the project
// is open: a git pull, another tool, a teammate on a shared drive.
//
// The files are watched by the editor's one SettledWatcher (settled_watcher.h): a file is
// looked at once its changes have settled (500 ms by default), so one still being written
// is not read half-way, and one replaced by a rename (editors, git) stays watched. What
// counts as a change is the document's DiskState (disk_state.h): the editor's own saves and
// a touch that keeps the bytes are no change.
#include <QObject>
#include <QString>
#include <QStringList>

#include "document/settled_watcher.h"

namespace sw::editor {

class Document;

class OutsideWatcher : public QObject {
  Q_OBJECT
 public:
  explicit OutsideWatcher(Document* document, QObject* parent = nullptr);  // objectName "outsideWatcher"

  // Quiet time before a changed file is read (tests shorten it).
  void setDelay(int milliseconds) { watcher_.setDelay(milliseconds); }
  int delay() const { return watcher_.delay(); }
  QStringList watchedFiles() const { return watcher_.watchedFiles(); }
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
  void report(const QString& path);

  Document* document_;
  SettledWatcher watcher_;
};

}  // namespace sw::editor
