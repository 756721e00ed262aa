// scrollwork-cli suggest-nav (suggest_nav_command.h).
#include "cli/suggest_nav_command.h"

#include "cli/cli_options.h"
#include "cli/cli_text.h"
#include "model/io/project_io.h"
#include "sim/platformer/nav_suggestion.h"

namespace sw::cli {

int suggestNavCommand(const QStringList& arguments, QTextStream& out, QTextStream& err) {
  const QString usageLine =
      QStringLiteral("usage: scrollwork-cli suggest-nav PROJECT --level NAME --character NAME [--spacing N]\n");
  ParsedOptions options = parseOptions(
      arguments, {QStringLiteral("--level"), QStringLiteral("--character"), QStringLiteral("--spacing")},
      QStringLiteral("suggest-nav"));
  if (options.error.isEmpty() && options.positional.isEmpty()) options.error = Text::tr("suggest-nav needs a PROJECT");
  if (options.error.isEmpty() &&
      (!options.values.contains(QStringLiteral("--level")) || !options.values.contains(QStringLiteral("--character"))))
    options.error = Text::tr("suggest-nav needs --level and --character");
  sw::NavSuggestionOptions suggestion;
  if (options.error.isEmpty() && options.values.contains(QStringLiteral("--spacing"))) {
    bool ok = false;
    suggestion.spacing = options.values.value(QStringLiteral("--spacing")).toDouble(&ok);
    if (!ok || !(suggestion.spacing > 0)) options.error = Text::tr("--spacing takes a number above 0");
  }
  if (!options.error.isEmpty()) {
    err << options.error << '\n' << usageLine;
    return 1;
  }
  auto loaded = sw::loadProject(options.positional.toStdString());
  if (!loaded.project) {
    for (const sw::Error& e : loaded.errors) err << QString::fromStdString(e.toString()) << '\n';
    return 1;
  }
  sw::Project& project = *loaded.project;
  sw::Level* level = project.findLevel(options.values.value(QStringLiteral("--level")).toStdString());
  const sw::CharacterType* character =
      project.findCharacterType(options.values.value(QStringLiteral("--character")).toStdString());
  if (!level || !character) {
    err << (level ? Text::tr("no character '%1' in the project").arg(options.values.value(QStringLiteral("--character")))
                  : Text::tr("no level '%1' in the project").arg(options.values.value(QStringLiteral("--level"))))
        << '\n';
    return 1;
  }
  const sw::NavSuggestion made = sw::suggestNavGraph(project, *level, *character, suggestion);
  if (!made.problem.empty()) {
    err << QString::fromStdString(made.problem) << '\n';
    return 1;
  }
  for (const sw::NavNode& node : made.nodes) level->objects.push_back(node.clone());
  for (const sw::NavLink& link : made.links) level->objects.push_back(link.clone());
  if (auto saved = sw::saveProject(project); !saved) {
    err << QString::fromStdString(saved.error().toString()) << '\n';
    return 1;
  }
  out << "nodes: " << made.nodes.size() << '\n';
  out << "links: " << made.links.size() << '\n';
  return 0;
}

}  // namespace sw::cli
