#include "cli/export_game_command.h"

#include <QCoreApplication>
#include <QDir>

#include "cli/cli_text.h"
#include "graph/snippet_library.h"
#include "model/io/game_export.h"

namespace sw::cli {

int exportGameCommand(const QStringList& arguments, QTextStream& out, QTextStream& err) {
  QString project, folder;
  bool replace = false;
  for (int i = 0; i < arguments.size(); ++i) {
    const QString& arg = arguments[i];
    if (arg == QLatin1String("--out")) {
      if (i + 1 >= arguments.size()) {
        err << Text::tr("'%1' needs a value").arg(arg) << '\n';
        return 1;
      }
      folder = arguments[++i];
    } else if (arg.startsWith(QLatin1String("--out="))) {
      folder = arg.mid(6);
    } else if (arg == QLatin1String("--replace")) {
      replace = true;
    } else if (arg.startsWith(QLatin1String("--")) || !project.isEmpty()) {
      err << Text::tr("unexpected argument '%1' (usage: export-game PROJECT --out DIR [--replace])").arg(arg) << '\n';
      return 1;
    } else {
      project = arg;
    }
  }
  if (project.isEmpty() || folder.isEmpty()) {
    err << Text::tr("usage: export-game PROJECT --out DIR [--replace]") << '\n';
    return 1;
  }
  // The player built or installed beside this program, as the editor finds it too.
  const QString here = QCoreApplication::applicationDirPath();
  sw::GameExportOptions options;
  options.project = project.toStdString();
  options.out = folder.toStdString();
  options.player = QDir(here).filePath(QStringLiteral("scrollwork-player")).toStdString();
  options.snippets = sw::graph::findLibrarySnippetDirectory(here.toStdString()).value_or(std::string());
  options.replace = replace;
  const sw::GameExport exported = sw::exportGame(options);
  if (!exported.ok()) {
    printErrors(exported.errors, err);
    err << Text::tr("the game was not exported") << '\n';
    return 1;
  }
  for (const std::string& file : exported.files) out << "packed: " << QString::fromStdString(file) << '\n';
  out << "exported: " << QDir::cleanPath(QDir(folder).absolutePath()) << '\n';
  return 0;
}

}  // namespace sw::cli
