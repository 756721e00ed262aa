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
  const QString folder = QString::fromStdString(project.directory);
  // Graphs and tilesets: only those changed (the others are on disk already). Into the
  // project's own folder these never fail: an unreadable file is only copied by Save As.
  if (auto graphs = document.graphs()->filesToSave(folder))
    for (auto& file : *graphs) {
      out.files.emplace_back(relativeTo(project.directory, file.path), std::move(file.bytes));
      ++out.changedAssets;
    }
  if (auto tilesets = document.tilesets()->filesToSave(folder))
    for (auto& file : *tilesets) {
      out.files.emplace_back(relativeTo(project.directory, file.path), std::move(file.bytes));
      ++out.changedAssets;
    }
  for (auto& file : sw::projectFiles(project))
    out.files.emplace_back(relativeTo(project.directory, file.path), std::move(file.bytes));
  out.removedFiles = QStringList(document.graphs()->removed_.begin(), document.graphs()->removed_.end());
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
  std::vector<std::pair<int, sw::Tileset>> tilesets;
  for (std::size_t i = 0; i < project->tilesets.size(); ++i) {
    const QString file = QString::fromStdString(project->tilesets[i]);
    if (!m.files.contains(file)) continue;
    auto loaded = sw::loadTilesetFile(RecoveryStore::snapshotFile(copy, file).toStdString());
    if (!loaded) return {loaded.error()};
    tilesets.emplace_back(int(i), std::move(*loaded));
  }

  // On top of the project's folder when it is still there; else untitled (Save As).
  const bool onDisk = !m.projectFile.isEmpty() && QFileInfo(m.projectFile).isFile();
  project->directory = onDisk ? std::filesystem::path(QFileInfo(m.projectFile).absolutePath().toStdString())
                                    .lexically_normal()
                                    .string()
                              : std::string();
  document.replaceProject(std::move(project));

  TilesetStore& store = *document.tilesets();
  for (auto& [index, tileset] : tilesets) store.replaceTileset(index, std::move(tileset));

  // Graphs parse against the snippet library of the project just opened.
  sw::Errors errors;
  GraphStore& graphs = *document.graphs();
  for (const QString& file : m.files) {
    if (!file.endsWith(QLatin1String(".graph.json")) ||
        std::find(document.project().tilesets.begin(), document.project().tilesets.end(),
                  file.toStdString()) != document.project().tilesets.end())
      continue;
    sw::Errors warnings;
    auto loaded = sw::graph::loadGraphFile(RecoveryStore::snapshotFile(copy, file).toStdString(),
                                           graphs.library(), &warnings);
    document.log()->addErrors(warnings, LogEntry::Severity::Warning);
    if (!loaded) {
      errors.push_back(loaded.error());
      continue;
    }
    graphs.insertGraph(file, *loaded);
  }
  for (const QString& file : m.removedFiles) {
    if (graphs.entries_.count(file))
      graphs.removeGraph(file);
    else
      graphs.removed_.insert(file);
  }
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
