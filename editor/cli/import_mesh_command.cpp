#include "cli/import_mesh_command.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <algorithm>
#include <cmath>

#include "assets/mesh_import.h"
#include "cli/cli_text.h"
#include "model/io/project_io.h"

namespace sw::cli {

namespace {
struct Arguments {
  QString file;
  QString project;
  sw::MeshImportOptions options;
};

// Reads "--opt value" and "--opt=value"; returns an error message, or empty when fine.
QString parse(const QStringList& arguments, Arguments& parsed) {
  for (int i = 0; i < arguments.size(); ++i) {
    QString arg = arguments[i];
    QString value;
    bool hasValue = false;
    if (arg.startsWith(QLatin1String("--")) && arg.contains(QLatin1Char('='))) {
      value = arg.mid(arg.indexOf(QLatin1Char('=')) + 1);
      arg = arg.left(arg.indexOf(QLatin1Char('=')));
      hasValue = true;
    }
    auto takeValue = [&]() -> bool {
      if (hasValue) return true;
      if (i + 1 >= arguments.size()) return false;
      value = arguments[++i];
      return true;
    };
    if (arg == QLatin1String("--into") || arg == QLatin1String("--name") || arg == QLatin1String("--scale") ||
        arg == QLatin1String("--up") || arg == QLatin1String("--mesh")) {
      if (!takeValue()) return Text::tr("'%1' needs a value").arg(arg);
      if (arg == QLatin1String("--into")) {
        parsed.project = value;
      } else if (arg == QLatin1String("--name")) {
        parsed.options.name = value.toStdString();
        if (!sw::isValidMeshName(parsed.options.name))
          return Text::tr("--name '%1' may only hold a-z, 0-9 and '_' (for example '%2')")
              .arg(value, QString::fromStdString(sw::sanitizeMeshName(parsed.options.name)));
      } else if (arg == QLatin1String("--scale")) {
        bool ok = false;
        const double scale = value.toDouble(&ok);
        if (!ok || !std::isfinite(scale) || scale <= 0)
          return Text::tr("--scale '%1' is not a positive number").arg(value);
        parsed.options.scale = scale;
      } else if (arg == QLatin1String("--up")) {
        const QString axis = value.toLower();
        if (axis != QLatin1String("y") && axis != QLatin1String("z"))
          return Text::tr("--up '%1' must be y or z").arg(value);
        parsed.options.upAxis = axis == QLatin1String("z") ? sw::MeshImportSettings::UpAxis::Z
                                                           : sw::MeshImportSettings::UpAxis::Y;
      } else {
        parsed.options.meshes.push_back(value.toStdString());
      }
    } else if (arg == QLatin1String("--replace") && !hasValue) {
      parsed.options.replace = true;
    } else if (arg.startsWith(QLatin1Char('-')) && arg.size() > 1) {
      return Text::tr("unknown option '%1'").arg(arguments[i]);
    } else if (parsed.file.isEmpty()) {
      parsed.file = arg;
    } else {
      return Text::tr("import-mesh takes one FILE, got '%1' and '%2'").arg(parsed.file, arg);
    }
  }
  if (parsed.file.isEmpty()) return Text::tr("import-mesh needs a mesh FILE");
  if (parsed.project.isEmpty()) return Text::tr("import-mesh needs --into PROJECT");
  return {};
}

QString usageLine() {
  return QStringLiteral(
      "usage: scrollwork-cli import-mesh FILE --into PROJECT [--name NAME] [--scale S] [--up y|z] "
      "[--mesh NAME]... [--replace]\n");
}
}  // namespace

int importMeshCommand(const QStringList& arguments, QTextStream& out, QTextStream& err) {
  Arguments parsed;
  if (const QString problem = parse(arguments, parsed); !problem.isEmpty()) {
    err << problem << '\n' << usageLine();
    return 1;
  }
  auto load = sw::loadProject(parsed.project.toStdString());
  if (!load.project) {
    for (const auto& e : load.errors) err << QString::fromStdString(e.toString()) << '\n';
    return 1;
  }
  const sw::Project& project = *load.project;
  // The absolute path, so a re-import (the editor watches the source) finds it again
  // whatever folder the tool ran in.
  const QString source = QFileInfo(parsed.file).absoluteFilePath();
  sw::MeshImportOptions options = parsed.options;
  options.screen = project.screenExtent;  // a size far from the screen's warns
  auto result = sw::importMesh(source.toStdString(), project.directory, options);
  if (!result) {
    err << QString::fromStdString(result.error().toString()) << '\n';
    return 1;
  }
  out << "imported: " << QString::fromStdString(result->assetPath) << '\n';
  for (const auto& warning : result->warnings)
    out << "warning: " << QString::fromStdString(warning.toString()) << '\n';
  const auto& folders = project.assetFolders;
  if (std::find(folders.begin(), folders.end(), sw::kMeshImportFolder) == folders.end())
    out << "warning: " << QString::fromStdString(project.directory) << ": "
        << Text::tr(
               "the project's asset folders do not list '%1'; add it to see imported meshes in the Project "
               "dock")
               .arg(QLatin1String(sw::kMeshImportFolder))
        << '\n';
  return 0;
}

}  // namespace sw::cli
