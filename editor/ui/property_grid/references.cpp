#include "ui/property_grid/references.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <algorithm>
#include <filesystem>

#include "model/project/asset_kind.h"
#include "model/project/project_graph.h"

namespace sw::editor::grid {

namespace {
// lupdate reads ReferencesText::tr calls under the context "PropertyGrid".
struct ReferencesText {
  Q_DECLARE_TR_FUNCTIONS(PropertyGrid)
};
}  // namespace

QStringList assetChoices(const sw::Project& project, const std::string& assetKind) {
  QStringList out;
  if (assetKind == "tile") {
    for (const auto& def : project.tileDefs) out << QString::fromStdString(def->name);
    out.sort(Qt::CaseInsensitive);
    return out;
  }
  if (assetKind == "graph")  // the project's texture graphs (graphs/), saved or not yet
    for (const auto& graph : project.graphs) out << QString::fromStdString(graph->file);
  if (project.directory.empty()) {
    out.sort(Qt::CaseInsensitive);
    return out;
  }
  const QDir root(QString::fromStdString(project.directory));
  std::vector<std::string> folders = project.assetFolders;
  // Sounds are looked for where the sound tools put them even before a folder is listed.
  if (assetKind == "sound")
    for (const char* usual : {"sounds", "music"})
      if (std::find(folders.begin(), folders.end(), usual) == folders.end()) folders.push_back(usual);
  for (const auto& folder : folders) {
    QDirIterator it(root.filePath(QString::fromStdString(folder)), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
      const QString file = it.next();
      if (assetKind.empty() || sw::assetKindOf(file.toStdString()) == assetKind)
        out << root.relativeFilePath(file);
    }
  }
  out.sort(Qt::CaseInsensitive);
  out.removeDuplicates();
  return out;
}

std::optional<QString> brokenAsset(const sw::Project& project, const std::string& assetKind,
                                   const std::string& value) {
  if (value.empty()) return std::nullopt;
  if (assetKind == "tile") {
    if (project.findTileDef(value)) return std::nullopt;
    return ReferencesText::tr("No tile definition named '%1' in the project").arg(QString::fromStdString(value));
  }
  if (project.directory.empty()) return std::nullopt;
  std::error_code ec;
  if (std::filesystem::is_regular_file(project.absolutePath(value), ec)) return std::nullopt;
  return ReferencesText::tr("File not found: %1").arg(QString::fromStdString(value));
}

}  // namespace sw::editor::grid
