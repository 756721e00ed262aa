#include "document/recovery/recovery_access.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <filesystem>

#include "core/atomic_file.h"
#include "document/document.h"
#include "document/recovery/recovery_store.h"
#include "graph/graph_json.h"
#include "model/project/project_graph.h"
#include "model/io/project_io.h"
#include "model/tiles/tileset.h"

namespace sw::editor {

namespace {

QString relativeTo(const std::string& directory, const std::string& path) {
  const QString p = QString::fromStdString(path);
  if (directory.empty()) return QDir::cleanPath(p);
  return QDir(QString::fromStdString(directory)).relativeFilePath(p);
}

}  // namespace

RecoverySnapshot RecoveryAccess::snapshot(Document& document) {
  RecoverySnapshot out;
  const sw::Project& project = document.project();
  out.projectFile = document.projectFile();
  out.projectName = QString::fromStdString(project.name);
  // Everything a save would write: the changed graphs and tilesets (the others are on disk
  // already), the levels, game.json and project.json. Into the project's own folder this
  // never fails: an unreadable file is only copied by Save As.
  auto files = sw::projectFiles(project);
  if (!files) return out;
  for (auto& file : *files)
    out.files.emplace_back(relativeTo(project.directory, file.path), std::move(file.bytes));
  out.changedAssets = int(std::count_if(project.graphs.begin(), project.graphs.end(),
                                        [](const auto& g) { return g->graph && g->unsaved; }) +
                          std::count_if(project.tilesets.begin(), project.tilesets.end(),
                                        [](const auto& t) { return t->readable() && t->unsaved; }));
  for (const std::string& file : project.removedGraphFiles) out.removedFiles << QString::fromStdString(file);
  out.removedFiles.sort();
  out.changedAssets += int(out.removedFiles.size());
  return out;
}

sw::Errors RecoveryAccess::restore(Document& document, const RecoveryCopy& copy) {
  if (copy.isDamaged()) return {sw::Error{copy.folder.toStdString(), "", copy.problem.toStdString()}};
  const RecoveryManifest& m = copy.manifest;
  auto load =
      sw::loadProject(RecoveryStore::snapshotFile(copy, QStringLiteral("project.json")).toStdString());
  if (!load.project) return load.errors;
  std::unique_ptr<sw::Project> project = std::move(load.project);

  // Tilesets first, read before anything changes: a damaged one stops the recovery here.
  std::vector<std::pair<std::size_t, sw::Tileset>> tilesets;
  for (std::size_t i = 0; i < project->tilesets.size(); ++i) {
    const QString file = QString::fromStdString(project->tilesets[i]->file);
    if (!m.files.contains(file)) continue;
    auto loaded = sw::loadTilesetFile(RecoveryStore::snapshotFile(copy, file).toStdString());
    if (!loaded) return {loaded.error()};
    tilesets.emplace_back(i, std::move(*loaded));
  }

  // On top of the project's folder when it is still there; else untitled (Save As). The
  // tilesets and graphs not in the copy are the ones in that folder.
  const bool onDisk = !m.projectFile.isEmpty() && QFileInfo(m.projectFile).isFile();
  project->directory = onDisk ? std::filesystem::path(QFileInfo(m.projectFile).absolutePath().toStdString())
                                    .lexically_normal()
                                    .string()
                              : std::string();
  sw::Errors leftOut;
  sw::readProjectAssets(*project, leftOut);
  for (auto& [index, tileset] : tilesets) {
    sw::Tileset& entry = *project->tilesets[index];
    const std::string file = entry.file;
    entry = std::move(tileset);
    entry.file = file;
    entry.unsaved = true;
  }
  std::vector<std::string> listed;
  for (const auto& t : project->tilesets) listed.push_back(t->file);
  document.replaceProject(std::move(project));
  document.log()->addErrors(leftOut);

  // Graphs parse against the snippet library of the project just opened.
  sw::Errors errors;
  GraphStore& graphs = *document.graphs();
  for (const QString& file : m.files) {
    if (!file.endsWith(QLatin1String(sw::kGraphSuffix)) ||
        std::find(listed.begin(), listed.end(), file.toStdString()) != listed.end())
      continue;
    sw::Errors graphWarnings;
    auto loaded = sw::graph::loadGraphFile(RecoveryStore::snapshotFile(copy, file).toStdString(),
                                           graphs.library(), &graphWarnings);
    document.log()->addErrors(graphWarnings, LogEntry::Severity::Warning);
    if (!loaded) {
      errors.push_back(loaded.error());
      continue;
    }
    graphs.insertGraph(file, *loaded);
  }
  // Graphs deleted in the editor stay deleted: the next save removes their files.
  for (const QString& file : m.removedFiles) {
    if (!sw::takeGraph(document.editableProject(), file.toStdString()) && !file.isEmpty()) {
      auto& removed = document.editableProject().removedGraphFiles;
      if (std::find(removed.begin(), removed.end(), file.toStdString()) == removed.end())
        removed.push_back(file.toStdString());
    }
  }
  emit graphs.graphsReset();
  // Unsaved: no undo step leads back to a clean state, only a save does.
  document.undo_.resetClean();
  document.log()->info(
      QCoreApplication::translate("sw::editor::RecoveryAccess",
                                  "Recovered unsaved changes of %1 from %2 (not saved yet)")
          .arg(m.projectName, QLocale().toString(m.written.toLocalTime(), QLocale::ShortFormat)));
  for (const sw::Error& e : errors) document.log()->addError(e);
  return errors;
}

}  // namespace sw::editor
