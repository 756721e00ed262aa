#pragma once
// The two places where recovery touches the Document's insides, and nothing else:
//   - snapshot(): what a recovery copy holds, taken on the UI thread (the model is not
//     thread-safe): every file Document::save would write (project.json, every level, the
//     changed tilesets and graphs) plus the graphs the next save deletes;
//   - restore(): the project opened from such a copy on top of the project on disk, as an
//     UNSAVED document (no undo history, never clean until saved), so nothing on disk
//     changes until the user saves.
// Document and GraphStore name this class their friend.
#include <QString>
#include <QStringList>
#include <string>
#include <utility>
#include <vector>

#include "core/error.h"

namespace sw::editor {

class Document;
struct RecoveryCopy;

struct RecoverySnapshot {
  QString projectFile;  // empty: untitled
  QString projectName;
  std::vector<std::pair<QString, std::string>> files;  // project-relative path, bytes
  QStringList removedFiles;
  int changedAssets = 0;
};

class RecoveryAccess {
 public:
  static RecoverySnapshot snapshot(Document& document);
  // Opens the copy as the document's project. On failure the current project stays and
  // the errors (each naming the file of the copy at fault) are returned.
  static sw::Errors restore(Document& document, const RecoveryCopy& copy);
};

}  // namespace sw::editor
