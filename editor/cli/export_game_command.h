#pragma once
// scrollwork-cli export-game PROJECT --out DIR [--replace]
// Writes DIR: the player, the snippet library, the game's content in one checked archive,
// a run script and a README naming the Debian packages (model/io/game_export.h). Prints
// "exported: DIR" and one "packed: FILE" line per file the archive holds; a project that
// fails validation is refused with its problems, "file: where: message" on stderr, exit 1.
#include <QStringList>
#include <QTextStream>

namespace sw::cli {

// `arguments` are those after the command name.
int exportGameCommand(const QStringList& arguments, QTextStream& out, QTextStream& err);

}  // namespace sw::cli
