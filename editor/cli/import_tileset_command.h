#pragma once
// scrollwork-cli import-tileset FILE --into PROJECT
// Reads a tileset through the format plugins (XML tile strips, Tiled TSX ...), copies its
// images into PROJECT/tilesets/NAME/, writes PROJECT/tilesets/NAME.tileset.json and lists
// it in project.json (formats/project_import.h). Prints "imported: FILE" and "tiles: N";
// on failure "file: where: message" on stderr, exit status 1, and the project untouched.
#include <QStringList>
#include <QTextStream>

namespace sw::cli {

int importTilesetCommand(const QStringList& arguments, QTextStream& out, QTextStream& err);

// Shared by the import commands: "FILE --into PROJECT" plus the value options in
// `valueOptions` (e.g. "--level"); returns an error message, or empty when fine.
QString parseImportArguments(const QStringList& arguments, const QStringList& valueOptions, const QString& command,
                             QString& file, QString& project, QMap<QString, QString>& values);

}  // namespace sw::cli
