#pragma once
// The files a project owns on disk, and what the editor holds for each of them now: the
// text a save would write (canonical), or nothing when it holds nothing for the file (a
// graph not opened yet, a tileset that could not be read, a snippet: the editor never
// writes snippets). Outside-change handling compares these with what was read.
#include <QString>
#include <optional>
#include <string>
#include <vector>

#include "core/file_transaction.h"

namespace sw::editor {

class Document;

struct DocumentFile {
  enum class Kind { Project, Level, Tileset, Graph, Snippet, Rules };
  Kind kind = Kind::Project;
  QString path;      // absolute, clean
  QString relative;  // project-relative with forward slashes ("levels/stage_1.json")
};

// project.json, game.json, the levels, the tilesets, the graphs and the project's snippets; empty
// for a project without a folder.
std::vector<DocumentFile> documentFiles(const Document& document);
// The one of documentFiles() at `path` (absolute), if any.
std::optional<DocumentFile> documentFile(const Document& document, const QString& path);
// What the editor holds for `file` now (see above).
std::optional<std::string> heldText(const Document& document, const DocumentFile& file);

// `bytes` in the project's canonical JSON layout when they are JSON, else unchanged: two
// versions of a file compare line by line however each was formatted.
std::string canonicalText(const std::string& bytes);
// `bytes` of `file` as the editor would write them after reading them (numbers, key order
// and layout as a save makes them), so hand-written and saved versions compare fairly;
// canonicalText() when they do not read.
// A level file's bytes as the editor would write them once read (canonicalText() when
// they do not read); safe on any thread.
std::string canonicalLevelText(const std::string& bytes, const std::string& name);
std::string canonicalFileText(const Document& document, const DocumentFile& file, const std::string& bytes);

// The document's DiskState learns every file as it is on disk now (a project opened).
// `readFromDisk`: the document holds the project as just read from those files (its
// levels' baselines are then made from their bytes on a worker, DiskState::rememberLater).
void rememberDocumentFiles(Document& document, bool readFromDisk = false);
// After a save that wrote (or found unchanged) `written`: those are known as written, files
// the document gained are read, files it no longer owns are forgotten.
void rememberSavedFiles(Document& document, const std::vector<sw::FileWrite>& written);

}  // namespace sw::editor
