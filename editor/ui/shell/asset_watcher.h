#pragma once
// Re-imports an imported mesh when its files change on disk: the original source file
// (an artist exporting again from their tool) or the copy inside the project (someone
// editing it there). The files are watched by the editor's one SettledWatcher
// (document/outside/settled_watcher.h), so a file still being written is not read half-way, and
// the re-import runs off the UI thread.
//
// Each imported mesh is remembered with the size and time of its source, its copy and its
// sidecar. Only a difference from what was remembered counts as a change, so the
// watcher's own re-imports (which rename a new folder into place) never trigger another,
// and an import done elsewhere (the dialog, scrollwork-cli) is taken as the new state.
#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>

#include "core/error.h"
#include "document/outside/settled_watcher.h"

namespace sw::editor {

class AssetWatcher : public QObject {
  Q_OBJECT
 public:
  explicit AssetWatcher(QObject* parent = nullptr);  // objectName "assetWatcher"
  ~AssetWatcher() override;

  // Watches the imported meshes (meshes/<name>/<name>.import.json) of this project
  // folder; empty watches nothing.
  void setProjectDirectory(const QString& directory);
  QString projectDirectory() const { return projectDirectory_; }
  // Takes what is on disk now as the known state (after an import made elsewhere).
  void rescan();

  // Quiet time after the last change before re-importing (500 ms by default).
  void setDelay(int milliseconds) { watcher_.setDelay(milliseconds); }
  QStringList watchedFiles() const { return watcher_.watchedFiles(); }

 signals:
  // A mesh was imported again from `fromFile`; project-relative asset path.
  void reimported(const QString& assetPath, const QString& fromFile, const sw::Errors& warnings);
  void reimportFailed(const sw::Error& error);
  // Imported files changed on disk (re-imported here or elsewhere): views reload them.
  void assetsChanged();

 private:
  using Stamp = FileStamp;
  struct Entry {
    QString name;
    QString sidecar, copy, source;  // absolute; source empty when it cannot be found
    Stamp sidecarStamp, copyStamp, sourceStamp;
    bool running = false;
    bool checkAgain = false;
  };

  void scan(bool actOnChanges);
  Entry readEntry(const QString& name) const;
  void check(Entry& entry);
  void startReimport(Entry& entry, const QString& fromFile);
  void watchPaths();

  QString projectDirectory_;
  SettledWatcher watcher_;
  QHash<QString, Entry> entries_;  // by mesh name
  int running_ = 0;
  int session_ = 0;  // results of re-imports begun for another project are dropped
};

}  // namespace sw::editor
