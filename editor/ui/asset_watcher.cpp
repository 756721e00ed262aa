#include "ui/asset_watcher.h"

#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QSet>
#include <QtConcurrent/QtConcurrentRun>
#include <filesystem>
#include <memory>

#include "assets/mesh_import.h"

namespace sw::editor {
namespace {

// Result<ImportedMesh> has no default constructor, which QFuture wants; share it instead.
using ImportResult = std::shared_ptr<const sw::Result<sw::ImportedMesh>>;

}  // namespace

AssetWatcher::AssetWatcher(QObject* parent) : QObject(parent) {
  setObjectName(QStringLiteral("assetWatcher"));
  delay_.setSingleShot(true);
  delay_.setInterval(500);
  connect(&delay_, &QTimer::timeout, this, [this] { scan(true); });
  connect(&watcher_, &QFileSystemWatcher::fileChanged, &delay_, qOverload<>(&QTimer::start));
  connect(&watcher_, &QFileSystemWatcher::directoryChanged, &delay_, qOverload<>(&QTimer::start));
}

AssetWatcher::~AssetWatcher() = default;

void AssetWatcher::setProjectDirectory(const QString& directory) {
  ++session_;
  delay_.stop();
  entries_.clear();
  if (!watcher_.files().isEmpty()) watcher_.removePaths(watcher_.files());
  if (!watcher_.directories().isEmpty()) watcher_.removePaths(watcher_.directories());
  projectDirectory_ = directory;
  scan(false);
}

void AssetWatcher::rescan() { scan(false); }

AssetWatcher::Stamp AssetWatcher::stampOf(const QString& path) {
  if (path.isEmpty()) return {};
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path file(path.toStdString());
  const auto size = fs::file_size(file, ec);
  if (ec) return {};
  const auto time = fs::last_write_time(file, ec);
  if (ec) return {};
  return {qint64(time.time_since_epoch().count()), qint64(size)};
}

AssetWatcher::Entry AssetWatcher::readEntry(const QString& name) const {
  Entry entry;
  entry.name = name;
  const QDir folder(
      QDir(projectDirectory_).filePath(QLatin1String(sw::kMeshImportFolder) + QLatin1Char('/') + name));
  entry.sidecar = folder.filePath(name + QLatin1String(sw::kMeshImportSuffix));
  entry.sidecarStamp = stampOf(entry.sidecar);
  auto record = sw::readImportRecord(entry.sidecar.toStdString());
  if (record) {
    entry.copy = folder.filePath(QString::fromStdString(record->file));
    const QString source = QString::fromStdString(record->source);
    // A relative source was given relative to the project (scrollwork-cli and the dialog
    // record absolute paths).
    if (!source.isEmpty())
      entry.source =
          QFileInfo(source).isAbsolute() ? source : QDir(projectDirectory_).absoluteFilePath(source);
    if (QFileInfo(entry.source).absoluteFilePath() == QFileInfo(entry.copy).absoluteFilePath())
      entry.source.clear();
  }
  entry.copyStamp = stampOf(entry.copy);
  entry.sourceStamp = stampOf(entry.source);
  return entry;
}

void AssetWatcher::scan(bool actOnChanges) {
  if (projectDirectory_.isEmpty()) return;
  const QDir meshes(QDir(projectDirectory_).filePath(QLatin1String(sw::kMeshImportFolder)));
  QSet<QString> found;
  for (const QString& name : meshes.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
    if (QFileInfo::exists(
            meshes.filePath(name + QLatin1Char('/') + name + QLatin1String(sw::kMeshImportSuffix))))
      found.insert(name);

  bool changed = false;
  for (auto it = entries_.begin(); it != entries_.end();) {
    if (found.contains(it.key())) {
      ++it;
    } else {
      it = entries_.erase(it);
      changed = true;
    }
  }
  for (const QString& name : found) {
    auto it = entries_.find(name);
    if (it == entries_.end()) {
      entries_.insert(name, readEntry(name));
      changed = true;
    } else if (!actOnChanges) {
      if (it->running)
        it->checkAgain = true;
      else
        *it = readEntry(name);
    } else if (it->running) {
      it->checkAgain = true;
    } else if (stampOf(it->sidecar) != it->sidecarStamp) {
      // Imported again elsewhere (the dialog, scrollwork-cli): that is the new state.
      *it = readEntry(name);
      changed = true;
    } else {
      check(*it);
    }
  }
  watchPaths();
  if (changed && actOnChanges) emit assetsChanged();
}

void AssetWatcher::check(Entry& entry) {
  const Stamp source = stampOf(entry.source);
  const Stamp copy = stampOf(entry.copy);
  if (source.size >= 0 && source != entry.sourceStamp)
    startReimport(entry, entry.source);
  else if (copy.size >= 0 && copy != entry.copyStamp)
    startReimport(entry, entry.copy);
}

void AssetWatcher::startReimport(Entry& entry, const QString& fromFile) {
  entry.running = true;
  ++running_;
  const bool fromSource = fromFile == entry.source;
  const Stamp readStamp = stampOf(fromFile);  // the version being read
  const QString name = entry.name;
  const int session = session_;

  auto* future = new QFutureWatcher<ImportResult>(this);
  connect(future, &QFutureWatcher<ImportResult>::finished, this, [=, this] {
    future->deleteLater();
    --running_;
    if (session != session_) return;
    auto it = entries_.find(name);
    if (it == entries_.end()) return;
    Entry& e = *it;
    e.running = false;
    const ImportResult result = future->result();
    if (fromSource)
      e.sourceStamp = readStamp;
    else
      e.copyStamp = readStamp;
    if (result && result->ok()) {
      // The new copy and sidecar are ours: remember them so they do not count as edits.
      e.copyStamp = stampOf(e.copy);
      e.sidecarStamp = stampOf(e.sidecar);
      watchPaths();
      emit reimported(QString::fromStdString(result->value().assetPath), fromFile, result->value().warnings);
      emit assetsChanged();
    } else {
      watchPaths();
      emit reimportFailed(result ? result->error()
                                 : sw::Error{fromFile.toStdString(), {}, "re-import failed"});
    }
    if (e.checkAgain) {
      e.checkAgain = false;
      check(e);
    }
  });
  const std::string sidecar = entry.sidecar.toStdString(), from = fromFile.toStdString();
  future->setFuture(QtConcurrent::run([sidecar, from]() -> ImportResult {
    return std::make_shared<const sw::Result<sw::ImportedMesh>>(sw::reimportMesh(sidecar, from));
  }));
}

// Watches what exists now. A file replaced by a rename (atomic saves, our own re-imports)
// drops out of the watcher, so this runs after every scan and re-import.
void AssetWatcher::watchPaths() {
  QSet<QString> files, directories;
  if (!projectDirectory_.isEmpty()) {
    directories.insert(projectDirectory_);  // meshes/ may appear
    directories.insert(QDir(projectDirectory_).filePath(QLatin1String(sw::kMeshImportFolder)));
  }
  for (const Entry& e : std::as_const(entries_)) {
    if (!e.copy.isEmpty()) files.insert(e.copy);
    if (!e.source.isEmpty()) {
      files.insert(e.source);
      directories.insert(QFileInfo(e.source).absolutePath());  // notices a source that comes back
    }
  }
  QStringList remove, add;
  for (const QString& f : watcher_.files())
    if (!files.contains(f)) remove << f;
  for (const QString& d : watcher_.directories())
    if (!directories.contains(d)) remove << d;
  if (!remove.isEmpty()) watcher_.removePaths(remove);
  const QStringList watchedFiles = watcher_.files(), watchedDirectories = watcher_.directories();
  for (const QString& f : files)
    if (!watchedFiles.contains(f) && QFileInfo(f).isFile()) add << f;
  for (const QString& d : directories)
    if (!watchedDirectories.contains(d) && QFileInfo(d).isDir()) add << d;
  if (!add.isEmpty()) watcher_.addPaths(add);
}

}  // namespace sw::editor
