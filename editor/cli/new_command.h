#pragma once
// scrollwork-cli new DIR [--template empty|shooter] [--name NAME]
// Makes a project in DIR from a template (model/project/project_templates.h), the same project the
// editor's File > New Project makes. DIR may not exist yet; an existing DIR must be empty.
// Prints "created: DIR" and "template: ID"; on failure one "file: where: message" line on
// stderr and exit status 1, with nothing written.
#include <QStringList>
#include <QTextStream>

namespace sw::cli {

// `arguments` are those after the command name.
int newCommand(const QStringList& arguments, QTextStream& out, QTextStream& err);

}  // namespace sw::cli
