#include "document/recovery/recovery_store.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <algorithm>

#include "core/atomic_file.h"
#include "core/file_transaction.h"
#include "model/io/project_io.h"

namespace sw::editor {

namespace {

constexpr const char* kFormat = "scrollwork-recovery";
constexpr int kFormatVersion = 1;
constexpr int kMaxListed = 1000;  // strings per list in a manifest (changes are capped lower by the writer)

QString text(const char* source) { return QCoreApplication::translate("sw::editor::RecoveryStore", source); }

// A project-relative path a copy may name: no way out of its snapshot folder.
bool isSafeRelative(const QString& path) {
  if (path.isEmpty() || path.size() > 1024 || path.contains(QLatin1Char('\\')) ||
      QDir::isAbsolutePath(path) || path.contains(QLatin1Char(':')))
    return false;
  if (QDir::cleanPath(path) != path) return false;
  for (const QString& part : path.split(QLatin1Char('/')))
    if (part.isEmpty() || part == QLatin1String("..") || part == QLatin1String(".")) return false;
  return true;
}

// project.json and game.json: named in the summary rather than counted as level files.
bool isProjectFile(const QString& relative) {
  return relative == QLatin1String(sw::kProjectFileName) || relative == QLatin1String(sw::kGameRulesFileName);
}

bool isAsset(const QString& relative) {
  return relative.endsWith(QLatin1String(".graph.json")) || relative.endsWith(QLatin1String(".tileset.json"));
}

int snapshotNumber(const QString& name) {
  static const QRegularExpression pattern(QStringLiteral("^snap-([0-9]{1,9})$"));
  const auto match = pattern.match(name);
  return match.hasMatch() ? match.captured(1).toInt() : -1;
}

QJsonArray toArray(const QStringList& list) {
  QJsonArray array;
  for (const QString& s : list) array.append(s);
  return array;
}

// "line L, column C" of a byte offset, for a parse error a person can find.
QString placeOf(const QByteArray& bytes, int offset) {
  int line = 1, column = 1;
  for (int i = 0; i < offset && i < bytes.size(); ++i) {
    if (bytes[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return QStringLiteral("line %1, column %2").arg(line).arg(column);
}

}  // namespace

RecoveryStore::RecoveryStore(QString root) : root_(root.isEmpty() ? defaultRoot() : QDir::cleanPath(root)) {}

QString RecoveryStore::defaultRoot() {
  return QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation))
      .filePath(QStringLiteral("recovery"));
}

QString RecoveryStore::projectFolder(const QString& projectFile) const {
  if (projectFile.isEmpty()) return QDir(root_).filePath(QStringLiteral("untitled"));
  // The canonical folder, so two spellings of one project (a link, "a/../b") share a key.
  const QFileInfo info(projectFile);
  QString folder = QFileInfo(info.absolutePath()).canonicalFilePath();
  if (folder.isEmpty()) folder = QDir::cleanPath(info.absolutePath());
  const QByteArray hash =
      QCryptographicHash::hash(folder.toUtf8(), QCryptographicHash::Sha1).toHex().left(16);
  return QDir(root_).filePath(QString::fromLatin1(hash));
}

QString RecoveryStore::sessionFolder(const QString& projectFile, const QString& session) const {
  return QDir(projectFolder(projectFile)).filePath(session);
}

sw::Status RecoveryStore::write(const QString& folder, RecoveryManifest manifest,
                                const std::vector<std::pair<QString, std::string>>& files) const {
  const QDir dir(folder);
  int next = 0;
  const QStringList old = dir.entryList({QStringLiteral("snap-*")}, QDir::Dirs | QDir::NoDotAndDotDot);
  for (const QString& name : old) next = std::max(next, snapshotNumber(name) + 1);
  manifest.snapshot = QStringLiteral("snap-%1").arg(next);
  manifest.written = QDateTime::currentDateTimeUtc();
  manifest.files.clear();

  // Level files (and project.json) that differ from the project's own: "what changed".
  const QString projectDir =
      manifest.projectFile.isEmpty() ? QString() : QFileInfo(manifest.projectFile).absolutePath();
  manifest.changedLevels = 0;
  manifest.changedProjectFiles.clear();
  sw::FileTransaction transaction;
  const QDir snapshot(dir.filePath(manifest.snapshot));
  for (const auto& [relative, bytes] : files) {
    if (!isSafeRelative(relative))
      return sw::Error{relative.toStdString(), "", text("not a path inside the project").toStdString()};
    manifest.files.append(relative);
    transaction.write(snapshot.filePath(relative).toStdString(), bytes);
    if (isAsset(relative)) continue;
    bool changed = projectDir.isEmpty();
    if (!changed) {
      auto onDisk = sw::readWholeFile(QDir(projectDir).filePath(relative).toStdString());
      changed = !onDisk || *onDisk != bytes;
    }
    if (!changed) continue;
    if (isProjectFile(relative))
      manifest.changedProjectFiles.append(relative);
    else
      ++manifest.changedLevels;
  }

  QJsonObject json{{QStringLiteral("format"), QLatin1String(kFormat)},
                   {QStringLiteral("formatVersion"), kFormatVersion},
                   {QStringLiteral("projectFile"), manifest.projectFile},
                   {QStringLiteral("projectName"), manifest.projectName},
                   {QStringLiteral("written"), manifest.written.toString(Qt::ISODateWithMs)},
                   {QStringLiteral("pid"), manifest.pid},
                   {QStringLiteral("snapshot"), manifest.snapshot},
                   {QStringLiteral("files"), toArray(manifest.files)},
                   {QStringLiteral("removedFiles"), toArray(manifest.removedFiles)},
                   {QStringLiteral("changes"), toArray(manifest.changes)},
                   {QStringLiteral("changeCount"), manifest.changeCount},
                   {QStringLiteral("changedLevels"), manifest.changedLevels},
                   {QStringLiteral("changedProjectFiles"), toArray(manifest.changedProjectFiles)},
                   {QStringLiteral("changedAssets"), manifest.changedAssets}};
  // Last: the manifest makes the new snapshot the copy.
  transaction.write(dir.filePath(QLatin1String(kManifestName)).toStdString(),
                    QJsonDocument(json).toJson(QJsonDocument::Indented).toStdString());
  if (auto status = transaction.commit(); !status) {
    QDir(snapshot).removeRecursively();
    return status;
  }
  for (const QString& name : old)
    if (name != manifest.snapshot) QDir(dir.filePath(name)).removeRecursively();
  return {};
}

RecoveryCopy RecoveryStore::read(const QString& folder) {
  RecoveryCopy copy;
  copy.folder = QDir::cleanPath(folder);
  const QString file = QDir(copy.folder).filePath(QLatin1String(kManifestName));
  {
    // Held by a running editor: its own copy, not one to recover. A lock whose process is
    // gone (a crash) is stale and taken here, then let go.
    QLockFile lock(QDir(copy.folder).filePath(QLatin1String(kLockName)));
    lock.setStaleLockTime(0);
    copy.live = QFileInfo::exists(QDir(copy.folder).filePath(QLatin1String(kLockName))) && !lock.tryLock(0);
  }
  auto fail = [&](const QString& place, const QString& message) {
    copy.problem = place.isEmpty() ? QStringLiteral("%1: %2").arg(file, message)
                                   : QStringLiteral("%1: %2: %3").arg(file, place, message);
    return copy;
  };
  QFile in(file);
  if (!in.exists()) return fail({}, text("the recovery copy has no manifest"));
  if (in.size() > kMaxManifestBytes) return fail({}, text("the manifest is too large"));
  if (!in.open(QIODevice::ReadOnly)) return fail({}, in.errorString());
  const QByteArray bytes = in.read(kMaxManifestBytes + 1);
  QJsonParseError error;
  const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
  if (error.error != QJsonParseError::NoError) return fail(placeOf(bytes, error.offset), error.errorString());
  if (!document.isObject()) return fail({}, text("not a JSON object"));
  const QJsonObject json = document.object();
  if (json.value(QStringLiteral("format")).toString() != QLatin1String(kFormat))
    return fail(QStringLiteral("/format"), text("not a Scrollwork recovery manifest"));
  if (json.value(QStringLiteral("formatVersion")).toInt() != kFormatVersion)
    return fail(QStringLiteral("/formatVersion"), text("unknown version"));

  RecoveryManifest& m = copy.manifest;
  m.projectFile = json.value(QStringLiteral("projectFile")).toString();
  m.projectName = json.value(QStringLiteral("projectName")).toString();
  m.written = QDateTime::fromString(json.value(QStringLiteral("written")).toString(), Qt::ISODateWithMs);
  m.pid = json.value(QStringLiteral("pid")).toInteger();
  m.snapshot = json.value(QStringLiteral("snapshot")).toString();
  m.changeCount = json.value(QStringLiteral("changeCount")).toInt();
  m.changedLevels = json.value(QStringLiteral("changedLevels")).toInt();
  m.changedAssets = json.value(QStringLiteral("changedAssets")).toInt();
  if (!m.written.isValid()) return fail(QStringLiteral("/written"), text("not a date and time"));
  if (snapshotNumber(m.snapshot) < 0)
    return fail(QStringLiteral("/snapshot"), text("not a snapshot folder name"));
  if (!m.projectFile.isEmpty() && !QDir::isAbsolutePath(m.projectFile))
    return fail(QStringLiteral("/projectFile"), text("not an absolute path"));

  auto readList = [&](const char* key, QStringList& out, bool paths) -> bool {
    const QJsonValue value = json.value(QLatin1String(key));
    if (!value.isArray() || value.toArray().size() > (paths ? kMaxFiles : kMaxListed)) {
      fail(QStringLiteral("/%1").arg(QLatin1String(key)), text("not a list of the expected size"));
      return false;
    }
    const QJsonArray array = value.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
      const QString s = array.at(i).toString();
      if (!array.at(i).isString() || (paths && !isSafeRelative(s))) {
        fail(QStringLiteral("/%1/%2").arg(QLatin1String(key)).arg(i),
             paths ? text("not a path inside the project") : text("not a text"));
        return false;
      }
      out.append(s);
    }
    return true;
  };
  if (!readList("files", m.files, true) || !readList("removedFiles", m.removedFiles, true) ||
      !readList("changes", m.changes, false))
    return copy;
  // Written since #45 (earlier manifests counted these two among the level files).
  if (json.contains(QStringLiteral("changedProjectFiles")) &&
      !readList("changedProjectFiles", m.changedProjectFiles, true))
    return copy;
  if (!m.files.contains(QStringLiteral("project.json")))
    return fail(QStringLiteral("/files"), text("project.json is missing"));
  for (qsizetype i = 0; i < m.files.size(); ++i)
    if (!QFileInfo::exists(snapshotFile(copy, m.files[i]))) {
      copy.problem =
          QStringLiteral("%1: %2").arg(snapshotFile(copy, m.files[i]), text("the file is missing"));
      return copy;
    }
  return copy;
}

std::vector<RecoveryCopy> RecoveryStore::list(const QString& skipFolder) const {
  std::vector<RecoveryCopy> copies;
  const QDir root(root_);
  for (const QString& project : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
    const QDir projectDir(root.filePath(project));
    for (const QString& session : projectDir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
      const QString folder = QDir::cleanPath(projectDir.filePath(session));
      if (folder == QDir::cleanPath(skipFolder)) continue;
      copies.push_back(read(folder));
    }
  }
  std::stable_sort(copies.begin(), copies.end(), [](const RecoveryCopy& a, const RecoveryCopy& b) {
    return a.manifest.written > b.manifest.written;
  });
  return copies;
}

std::vector<RecoveryCopy> RecoveryStore::listFor(const QString& projectFile,
                                                 const QString& skipFolder) const {
  const QString mine = QDir::cleanPath(projectFolder(projectFile));
  std::vector<RecoveryCopy> copies = list(skipFolder);
  std::erase_if(copies, [&](const RecoveryCopy& c) { return QFileInfo(c.folder).absolutePath() != mine; });
  return copies;
}

QString RecoveryStore::snapshotFile(const RecoveryCopy& copy, const QString& relative) {
  return QDir(QDir(copy.folder).filePath(copy.manifest.snapshot)).filePath(relative);
}

bool RecoveryStore::remove(const QString& folder) {
  const QString clean = QDir::cleanPath(folder);
  if (!QFileInfo::exists(clean)) return true;
  const bool removed = QDir(clean).removeRecursively();
  QDir().rmdir(QFileInfo(clean).absolutePath());  // only when empty
  return removed;
}

}  // namespace sw::editor
