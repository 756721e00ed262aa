#pragma once
// scrollwork-cli import-mesh FILE --into PROJECT [--name NAME] [--scale S] [--up y|z]
//                            [--mesh NAME]... [--replace]
// Copies a mesh file and the files it refers to into PROJECT/meshes/NAME/ (see
// assets/mesh_import.h). Prints "imported: meshes/NAME/FILE" and one "warning: ..." line
// per warning; on failure "file: where: message" on stderr and exit status 1.
#include <QStringList>
#include <QTextStream>

namespace sw::cli {

// `arguments` are those after the command name.
int importMeshCommand(const QStringList& arguments, QTextStream& out, QTextStream& err);

}  // namespace sw::cli
