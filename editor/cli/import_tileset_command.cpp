#include "cli/import_tileset_command.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QMap>

#include "formats/format_registry.h"
#include "formats/project_import.h"

namespace sw::cli {

namespace {
struct Text {
  Q_DECLARE_TR_FUNCTIONS(Cli)
};
}  // namespace

QString parseImportArguments(const QStringList& arguments, const QStringList& valueOptions, QString& file,
                             QString& project, QMap<QString, QString>& values) {
  for (int i = 0; i < arguments.size(); ++i) {
    QString arg = arguments[i];
    QString value;
    bool hasValue = false;
    if (arg.startsWith(QLatin1String("--")) && arg.contains(QLatin1Char('='))) {
      value = arg.mid(arg.indexOf(QLatin1Char('=')) + 1);
      arg = arg.left(arg.indexOf(QLatin1Char('=')));
      hasValue = true;
    }
    if (arg == QLatin1String("--into") || valueOptions.contains(arg)) {
      if (!hasValue) {
        if (i + 1 >= arguments.size()) return Text::tr("'%1' needs a value").arg(arg);
        value = arguments[++i];
      }
      if (arg == QLatin1String("--into")) project = value;
      else values[arg] = value;
    } else if (arg.startsWith(QLatin1Char('-')) && arg.size() > 1) {
      return Text::tr("unknown option '%1'").arg(arguments[i]);
    } else if (file.isEmpty()) {
      file = arg;
    } else {
      return Text::tr("takes one FILE, got '%1' and '%2'").arg(file, arg);
    }
  }
  if (file.isEmpty()) return Text::tr("needs a FILE to import");
  if (project.isEmpty()) return Text::tr("needs --into PROJECT");
  return {};
}

int importTilesetCommand(const QStringList& arguments, QTextStream& out, QTextStream& err) {
  QString file, project;
  QMap<QString, QString> values;
  if (const QString problem = parseImportArguments(arguments, {}, file, project, values); !problem.isEmpty()) {
    err << "import-tileset: " << problem << '\n'
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
