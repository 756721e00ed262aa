#pragma once
// scrollwork-cli import-tmx FILE --into PROJECT [--level NAME] [--pixels-per-unit N]
// Reads a Tiled map through the format plugins, imports its tilesets and puts its layers
// on the chain links of level NAME (new or existing; default the map's file stem) and its
// object groups into the level as Markers and Triggers (formats/project_import.h says
// where everything lands). Prints "level: NAME", "tilesets: N", "placed_tiles: N",
// "objects: N"; on failure "file: where: message" on stderr, exit status 1, and the
// project untouched.
#include <QStringList>
#include <QTextStream>

namespace sw::cli {

int importTmxCommand(const QStringList& arguments, QTextStream& out, QTextStream& err);

}  // namespace sw::cli
