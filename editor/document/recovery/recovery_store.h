#pragma once
// Recovery copies of unsaved work, kept outside the project, in the user's data folder:
//
//   <root>/<project key>/<session>/manifest.json     what this copy is (RecoveryManifest)
//   <root>/<project key>/<session>/snap-N/<files>    the files a save would write, by their
//                                                    project-relative path
//   <root>/<project key>/<session>/session.lock      held by the editor that writes it
//
// The project key is a hash of the project folder's canonical path ("untitled" for a
// project that has no folder yet), so one project's copies sit together and no project
// path needs quoting. Every editor session writes its own folder, so a second editor, or
// a session that chose "Later" for an older copy, never overwrites what another left.
//
// A copy is written whole or not at all: the snapshot goes into a new snap-N folder and
// manifest.json, which names it, is renamed into place last (core/file_transaction.h).
// Older snapshots are deleted after that. A copy whose editor still runs is "live" (its
// lock is held); a copy left by a session that crashed is not, and is offered for recovery.
//
// write/list/read/remove touch only the files named here, so they may run on any thread.
#include <QDateTime>
#include <QString>
#include <QStringList>
#include <string>
#include <utility>
#include <vector>

#include "core/error.h"

namespace sw::editor {

struct RecoveryManifest {
  QString projectFile;  // absolute path of project.json; empty: an untitled project
  QString projectName;
  QDateTime written;         // UTC
  qint64 pid = 0;            // of the editor that wrote it (for the reader's information)
  QString snapshot;          // "snap-N": the folder beside the manifest holding the files
  QStringList files;         // project-relative, forward slashes: everything a save would write
  QStringList removedFiles;  // project files the next save deletes (graphs deleted in the editor)
  QStringList changes;       // the last undo steps since the last save (newest last)
  int changeCount = 0;       // how many undo steps in all
  int changedLevels = 0;     // level files whose bytes differ from the disk
  QStringList changedProjectFiles;  // project.json, game.json when they differ from the disk
  int changedAssets = 0;     // tilesets and graphs changed, added or removed
};

// One recovery copy found on disk. A damaged one has no readable manifest: `problem`
// names the file and place, and it can only be discarded.
struct RecoveryCopy {
  QString folder;  // absolute
  RecoveryManifest manifest;
  QString problem;
  bool live = false;  // its editor still runs (the lock is held): not offered
  bool isDamaged() const { return !problem.isEmpty(); }
};

class RecoveryStore {
 public:
  // `root` empty: defaultRoot().
  explicit RecoveryStore(QString root = {});

  // <AppLocalDataLocation>/recovery (~/.local/share/Scrollwork/Scrollwork/recovery on
  // Linux; under QStandardPaths' test mode a scratch folder).
  static QString defaultRoot();
  QString root() const { return root_; }

  // The folder of one project's copies; `projectFile` empty: the untitled project's.
  QString projectFolder(const QString& projectFile) const;
  QString sessionFolder(const QString& projectFile, const QString& session) const;

  // Writes a copy into `folder` (made when missing): the files by project-relative path,
  // then the manifest naming them (its snapshot, files and written fields are set here).
  // All or nothing; the error names the file at fault.
  sw::Status write(const QString& folder, RecoveryManifest manifest,
                   const std::vector<std::pair<QString, std::string>>& files) const;

  // Every copy under the root, newest first; damaged ones included. `skipFolder` (the
  // caller's own session) is left out.
  std::vector<RecoveryCopy> list(const QString& skipFolder = {}) const;
  // The copies of one project (same key), newest first.
  std::vector<RecoveryCopy> listFor(const QString& projectFile, const QString& skipFolder = {}) const;
  // Reads one copy's manifest (with its limits and checks) and whether it is live.
  static RecoveryCopy read(const QString& folder);
  // Absolute path of a file of the copy's snapshot.
  static QString snapshotFile(const RecoveryCopy& copy, const QString& relative);
  // Deletes the copy's folder, and its project folder when that is empty then.
  static bool remove(const QString& folder);

  static constexpr const char* kManifestName = "manifest.json";
  static constexpr const char* kLockName = "session.lock";
  static constexpr qint64 kMaxManifestBytes = 4 * 1024 * 1024;
  static constexpr int kMaxFiles = 100000;

 private:
  QString root_;
};

}  // namespace sw::editor
