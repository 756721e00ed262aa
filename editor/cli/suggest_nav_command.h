#pragma once
// scrollwork-cli suggest-nav PROJECT --level NAME --character NAME [--spacing N]
// The editor's Suggest Pathing Graph (sim/platformer/nav_suggestion.h) for scripts: adds the
// suggested nav nodes and links to the free level and saves the project (atomically, like
// every save). Prints "nodes: N" and "links: M"; on a problem one line on stderr, exit
// status 1, and the project untouched.
#include <QStringList>
#include <QTextStream>

namespace sw::cli {

int suggestNavCommand(const QStringList& arguments, QTextStream& out, QTextStream& err);

}  // namespace sw::cli
