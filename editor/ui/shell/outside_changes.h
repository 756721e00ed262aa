#pragma once
// What the editor does when the project's own files change outside it (document layer:
// outside_watcher.h notices, disk_state.h remembers, reload_commands.h reloads):
//   - no unsaved edits to the file: it is reloaded in place, one undoable step, and the
//     Log says which file;
//   - unsaved edits to it: a question, "Reload" (drop mine for that file), "Keep Mine"
//     (the next save overwrites that version without asking) or "Show Both" (both versions
//     side by side, then pick);
//   - deleted: the Log says so, and the editor's version stays, marked unsaved;
//   - no longer readable (bad JSON): the Log names the file and the place, and the
//     editor's version stays.
// A save refused because a file changed on disk (Document::save) asks: Overwrite, Cancel
// or Reload.
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QStringList>
#include <memory>

class QUndoCommand;

class QMessageBox;
class QWidget;

namespace sw::editor {

class Document;
class OutsideWatcher;

class OutsideChanges : public QObject {
  Q_OBJECT
 public:
  OutsideChanges(Document* document, QWidget* window);  // objectName "outsideChanges"
  OutsideWatcher* watcher() const { return watcher_; }

  // After Document::save refused to overwrite files changed on disk
  // (DiskState::lastConflicts()): asks Overwrite / Cancel / Reload. True when it saved.
  bool resolveSaveConflict();

  // The open question about `path` (absolute), if any: tests press its buttons
  // ("reloadButton", "keepMineButton", "showBothButton").
  QMessageBox* question(const QString& path) const;

  // Reads `path` from disk into the document (one undoable step); false with the reason
  // logged when it cannot be read.
  bool reload(const QString& path);
  // Keeps the editor's version of `path`; the next save overwrites the one on disk now.
  void keepMine(const QString& path);
  // Both versions side by side (both_versions_dialog.h), then the user picks.
  void showBoth(const QString& path);

 private:
  void changed(const QString& path);
  void deleted(const QString& path);
  void ask(const QString& path);
  void push(std::unique_ptr<QUndoCommand> command);

  Document* document_;
  QWidget* window_;
  OutsideWatcher* watcher_;
  QHash<QString, QPointer<QMessageBox>> questions_;  // open questions by file
  QHash<QString, QByteArray> reportedBroken_;         // a broken version is reported once
};

}  // namespace sw::editor
