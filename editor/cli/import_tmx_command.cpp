#include "cli/import_tmx_command.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QMap>
#include <cmath>

#include "cli/cli_text.h"
#include "cli/import_tileset_command.h"
#include "formats/format_registry.h"
#include "formats/project_import.h"

namespace sw::cli {

int importTmxCommand(const QStringList& arguments, QTextStream& out, QTextStream& err) {
  QString file, project;
  QMap<QString, QString> values;
  const QString usage =
      QStringLiteral("usage: scrollwork-cli import-tmx FILE --into PROJECT [--level NAME] [--pixels-per-unit N]\n");
  QString problem = parseImportArguments(arguments, {QStringLiteral("--level"), QStringLiteral("--pixels-per-unit")},
                                         QStringLiteral("import-tmx"), file, project, values);
  sw::MapImportOptions options;
  if (problem.isEmpty() && values.contains(QStringLiteral("--pixels-per-unit"))) {
    bool ok = false;
    options.pixelsPerUnit = values[QStringLiteral("--pixels-per-unit")].toDouble(&ok);
    if (!ok || !std::isfinite(options.pixelsPerUnit) || options.pixelsPerUnit <= 0)
      problem = QStringLiteral("import-tmx: ") + Text::tr("--pixels-per-unit '%1' is not a positive number").arg(values[QStringLiteral("--pixels-per-unit")]);
  }
  if (!problem.isEmpty()) {
    err << problem << '\n' << usage;
    return 1;
  }
  options.level = values.value(QStringLiteral("--level")).toStdString();
  auto& registry = sw::FormatRegistry::instance();
  auto* format = registry.mapFormatFor(file);
  if (!format) {
    err << file << ": " << Text::tr("no map format reads this file (plugins searched in %1)")
                               .arg(registry.searchPaths().join(QStringLiteral(", ")))
        << '\n';
    for (const auto& e : registry.loadErrors()) err << e << '\n';
    return 1;
  }
  const QString absolute = QFileInfo(file).absoluteFilePath();
  auto map = format->readMap(absolute);
  if (!map) {
    err << QString::fromStdString(map.error().toString()) << '\n';
    return 1;
  }
  options.mapFile = absolute.toStdString();
  auto report = sw::importMap(project.toStdString(), std::move(*map), options);
  if (!report) {
    err << QString::fromStdString(report.error().toString()) << '\n';
    return 1;
  }
  out << "level: " << QString::fromStdString(report->level) << '\n';
  out << "tilesets: " << report->tilesetFiles.size() << '\n';
  out << "placed_tiles: " << report->placedTiles << '\n';
  out << "objects: " << report->objects << '\n';
  return 0;
}

}  // namespace sw::cli
