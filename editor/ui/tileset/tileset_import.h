#pragma once
// File > Import Tileset...: reads a tileset with a format plugin (FormatRegistry), copies
// it into the project folder with sw::importTileset (images into tilesets/<name>/, the
// tileset JSON, and project.json listing it, all in one file transaction) and then adds
// it to the open document with makeAddTileset (tileset_commands.h), so it shows at once and the step is
// on the undo stack.
//
// What undo means on disk: the copied images and the tileset JSON stay where they were
// written, and the project.json on disk keeps listing the tileset until the project is
// saved again: the save writes the document's list, without it. Redo adds it back from
// memory. The files are left alone on purpose: undo never deletes user files.
#include <QString>

class QWidget;

namespace sw::editor {

class Document;

// Imports `file` into the document's project folder. Returns the problem as text
// (naming the file) or an empty string on success; `importedName` gets the tileset's name.
QString importTilesetFile(Document* document, const QString& file, QString* importedName = nullptr);

// The interactive command: asks to save a project without a folder first, shows a file
// dialog filtered by the loaded tileset formats, imports, reports problems in a message
// box. Returns the imported tileset's name (empty when nothing was imported).
QString importTilesetInteractively(Document* document, QWidget* parent);

}  // namespace sw::editor
