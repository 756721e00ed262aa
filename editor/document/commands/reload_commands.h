#pragma once
// Reading a file changed outside the editor back into the document as ONE undoable step:
// undo puts back exactly what the editor held before the reload (unsaved edits included).
//
//   - a level: its content is swapped in place (the Level object stays, so views keep
//     their pointer); objects of the new version that carry the name of an object of the
//     old one take over its id, so the selection and everything keyed by id survive;
//   - project.json: settings, tile definitions, enemy types, the tileset list and the
//     level list are swapped; levels and tilesets still listed keep what the editor holds
//     for them, newly listed ones are read from disk; the current tile definition and
//     enemy type are kept by name;
//   - a tileset: ReplaceTilesetCommand with the version read;
//   - a graph the editor has loaded: its content is swapped;
//   - game.json: the changed game rules, as one property edit.
#include <QUndoCommand>
#include <memory>
#include <string>

#include "core/error.h"
#include "document/document_files.h"

namespace sw::editor {

class Document;

// The command that makes `file` hold `bytes` (its new content on disk). nullptr with
// `errors` when the bytes do not read (each error names the file and the place), and
// nullptr without errors when the editor holds nothing for the file (a graph never
// opened, a snippet): then there is nothing to replace.
std::unique_ptr<QUndoCommand> makeReloadCommand(Document& document, const DocumentFile& file,
                                                const std::string& bytes, sw::Errors& errors);

}  // namespace sw::editor
