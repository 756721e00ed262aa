#include "cli/import_tileset_command.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QMap>

#include "cli/cli_options.h"
#include "cli/cli_text.h"
#include "formats/format_registry.h"
#include "formats/project_import.h"

namespace sw::cli {

QString parseImportArguments(const QStringList& arguments, const QStringList& valueOptions, const QString& command,
                             QString& file, QString& project, QMap<QString, QString>& values) {
  ParsedOptions parsed =
      parseOptions(arguments, valueOptions + QStringList{QStringLiteral("--into")}, command, QStringLiteral("FILE"));
  if (!parsed.error.isEmpty()) return parsed.error;
  file = parsed.positional;
  project = parsed.values.take(QStringLiteral("--into"));
  values = parsed.values;
  if (file.isEmpty()) return Text::tr("%1 needs a FILE to import").arg(command);
  if (project.isEmpty()) return Text::tr("%1 needs --into PROJECT").arg(command);
  return {};
}

int importTilesetCommand(const QStringList& arguments, QTextStream& out, QTextStream& err) {
  QString file, project;
  QMap<QString, QString> values;
  if (const QString problem = parseImportArguments(arguments, {}, QStringLiteral("import-tileset"), file, project, values); !problem.isEmpty()) {
    err << problem << '\n'
        << "usage: scrollwork-cli import-tileset FILE --into PROJECT\n";
    return 1;
  }
  auto& registry = sw::FormatRegistry::instance();
  auto* format = registry.tilesetFormatFor(file);
  if (!format) {
    err << file << ": "
        << Text::tr("no tileset format reads this file (formats: %1; plugins searched in %2)")
               .arg(registry.tilesetNameFilters().isEmpty() ? Text::tr("none loaded") : registry.tilesetNameFilters(),
                    registry.searchPaths().join(QStringLiteral(", ")))
        << '\n';
    for (const auto& e : registry.loadErrors()) err << e << '\n';
    return 1;
  }
  auto tileset = format->readTileset(QFileInfo(file).absoluteFilePath());
  if (!tileset) {
    err << QString::fromStdString(tileset.error().toString()) << '\n';
    return 1;
  }
  const auto tiles = tileset->tiles.size();
  auto report = sw::importTileset(project.toStdString(), std::move(*tileset));
  if (!report) {
    err << QString::fromStdString(report.error().toString()) << '\n';
    return 1;
  }
  for (const auto& f : report->tilesetFiles) out << "imported: " << QString::fromStdString(f) << '\n';
  out << "tiles: " << tiles << '\n';
  return 0;
}

}  // namespace sw::cli
