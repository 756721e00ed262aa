#include "ui/shell/asset_watcher.h"

#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QSet>
#include <QtConcurrent/QtConcurrentRun>
#include <memory>

#include "assets/mesh_import.h"

namespace sw::editor {
namespace {

// Result<ImportedMesh> has no default constructor, which QFuture wants; share it instead.
using ImportResult = std::shared_ptr<const sw::Result<sw::ImportedMesh>>;

}  // namespace

AssetWatcher::AssetWatcher(QObject* parent) : QObject(parent) {
  setObjectName(QStringLiteral("assetWatcher"));
  // What changed is looked up again by scan(): the stamps remembered per mesh decide.
  connect(&watcher_, &SettledWatcher::settled, this, [this] { scan(true); });
}

AssetWatcher::~AssetWatcher() = default;

void AssetWatcher::setProjectDirectory(const QString& directory) {
  ++session_;
  watcher_.dropPending();
  watcher_.watch({});
  entries_.clear();
  projectDirectory_ = directory;
  scan(false);
}

void AssetWatcher::rescan() { scan(false); }

AssetWatcher::Entry AssetWatcher::readEntry(const QString& name) const {
  Entry entry;
  entry.name = name;
  const QDir folder(
      QDir(projectDirectory_).filePath(QLatin1String(sw::kMeshImportFolder) + QLatin1Char('/') + name));
  entry.sidecar = folder.filePath(name + QLatin1String(sw::kMeshImportSuffix));
  entry.sidecarStamp = fileStampOf(entry.sidecar);
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
  entry.copyStamp = fileStampOf(entry.copy);
  entry.sourceStamp = fileStampOf(entry.source);
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
    } else if (fileStampOf(it->sidecar) != it->sidecarStamp) {
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
  const Stamp source = fileStampOf(entry.source);
  const Stamp copy = fileStampOf(entry.copy);
  if (source.size >= 0 && source != entry.sourceStamp)
    startReimport(entry, entry.source);
  else if (copy.size >= 0 && copy != entry.copyStamp)
    startReimport(entry, entry.copy);
}

void AssetWatcher::startReimport(Entry& entry, const QString& fromFile) {
  entry.running = true;
  ++running_;
  const bool fromSource = fromFile == entry.source;
  const Stamp readStamp = fileStampOf(fromFile);  // the version being read
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
      e.copyStamp = fileStampOf(e.copy);
      e.sidecarStamp = fileStampOf(e.sidecar);
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

// The copies and sources of the imported meshes, and the folders where meshes appear.
void AssetWatcher::watchPaths() {
  QStringList files, folders;
  if (!projectDirectory_.isEmpty()) {
    folders << projectDirectory_;  // meshes/ may appear
    folders << QDir(projectDirectory_).filePath(QLatin1String(sw::kMeshImportFolder));
  }
  for (const Entry& e : std::as_const(entries_)) {
    if (!e.copy.isEmpty()) files << e.copy;
    if (!e.source.isEmpty()) files << e.source;  // its folder too: a source that comes back
  }
  watcher_.watch(files, folders);
}

}  // namespace sw::editor
