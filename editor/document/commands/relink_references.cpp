#include "document/commands/relink_references.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringList>
#include <QTextStream>
#include <map>
#include <set>

#include "document/document.h"
#include "document/commands/property_edits.h"
#include "document/commands/tileset_commands.h"
#include "document/stores/tileset_store.h"

namespace sw::editor {

namespace {

// lupdate reads RelinkReferencesText::tr calls under the context "RelinkReferences".
struct RelinkReferencesText {
  Q_DECLARE_TR_FUNCTIONS(RelinkReferences)
};

// One undo step made of the edits of every relinked reference; they touch different
// things (a definition's field, a tileset), so their order only matters for undo, which
// runs them backwards.
class RelinkCommand : public QUndoCommand {
 public:
  std::vector<std::unique_ptr<QUndoCommand>> steps;
  void redo() override {
    for (auto& step : steps) step->redo();
  }
  void undo() override {
    for (auto it = steps.rbegin(); it != steps.rend(); ++it) (*it)->undo();
  }
};

QString projectDirectory(const Document* document) {
  return QString::fromStdString(document->project().directory);
}

// The canonical form when the path exists (temporary folders often sit behind a
// symlink), else the cleaned absolute path.
QString canonical(const QString& path) {
  const QFileInfo info(path);
  const QString c = info.canonicalFilePath();
  return c.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : c;
}

QByteArray fileHash(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return {};
  QCryptographicHash hash(QCryptographicHash::Sha256);
  hash.addData(&file);
  return hash.result();
}

// Material libraries an OBJ names ("mtllib a.mtl b.mtl"), relative to the OBJ.
QStringList objMaterialLibraries(const QString& objFile) {
  QStringList libraries;
  QFile file(objFile);
  if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return libraries;
  QTextStream in(&file);
  while (!in.atEnd()) {
    const QString line = in.readLine().trimmed();
    if (!line.startsWith(QLatin1String("mtllib "))) continue;
    for (const QString& name : line.mid(7).split(QLatin1Char(' '), Qt::SkipEmptyParts))
      if (!QDir::isAbsolutePath(name) && !name.contains(QLatin1String(".."))) libraries << name;
  }
  return libraries;
}

}  // namespace

sw::Problems projectProblems(Document* document) { return sw::projectProblems(document->project()); }

std::vector<sw::BrokenReference> brokenReferences(Document* document) {
  return sw::brokenReferencesOf(projectProblems(document));
}

bool canRelink(const sw::BrokenReference& reference) {
  if (!reference.relinkable) return false;
  switch (reference.owner) {
    case sw::ReferenceOwner::TileDef:
    case sw::ReferenceOwner::EnemyType:
    case sw::ReferenceOwner::Tileset:
    case sw::ReferenceOwner::ProjectList:
      return true;
    default:
      return false;
  }
}

QUndoCommand* makeRelinkCommand(Document* document, const std::vector<Relink>& relinks, QString* why) {
  auto command = std::make_unique<RelinkCommand>();
  QString lastProblem;
  std::map<std::size_t, sw::Tileset>
      tilesets;  // by index in the store: every image of one tileset in one step
  int count = 0;
  sw::Project& project = document->editableProject();
  for (const Relink& relink : relinks) {
    const sw::BrokenReference& ref = relink.reference;
    if (!canRelink(ref)) {
      lastProblem = RelinkReferencesText::tr("%1 cannot be relinked here").arg(QString::fromStdString(ref.label));
      continue;
    }
    if (relink.path.empty()) {
      lastProblem = RelinkReferencesText::tr("%1: no file given").arg(QString::fromStdString(ref.label));
      continue;
    }
    if (relink.path == ref.missing) continue;  // the file is now where it was expected
    QString problem;
    QUndoCommand* step = nullptr;
    if (ref.owner == sw::ReferenceOwner::TileDef && ref.ownerIndex < project.tileDefs.size()) {
      sw::TileDef* def = project.tileDefs[ref.ownerIndex].get();
      step = makeSetProperty(document, {def}, ref.field, {sw::Value(relink.path)}, 0, &problem);
    } else if (ref.owner == sw::ReferenceOwner::EnemyType && ref.ownerIndex < project.enemyTypes.size()) {
      sw::EnemyType* type = project.enemyTypes[ref.ownerIndex].get();
      step = makeSetProperty(document, {type}, ref.field, {sw::Value(relink.path)}, 0, &problem);
    } else if (ref.owner == sw::ReferenceOwner::Tileset) {
      const sw::Tileset* current = document->tilesets()->tileset(int(ref.ownerIndex));
      if (current && ref.item < current->images.size()) {
        auto [it, added] = tilesets.try_emplace(ref.ownerIndex, *current);
        it->second.images[ref.item].path = relink.path;
        ++count;
        continue;
      }
    }
    if (ref.owner == sw::ReferenceOwner::ProjectList && ref.ownerIndex < project.tilesets.size()) {
      step = new RelinkTilesetFileCommand(document, int(ref.ownerIndex), QString::fromStdString(relink.path));
    }
    if (!step) {
      lastProblem = problem.isEmpty()
                        ? RelinkReferencesText::tr("%1 is no longer in the project").arg(QString::fromStdString(ref.label))
                        : problem;
      continue;
    }
    command->steps.emplace_back(step);
    ++count;
  }
  for (auto& [index, after] : tilesets) {
    const QString name = QString::fromStdString(after.name);
    command->steps.push_back(std::make_unique<ReplaceTilesetCommand>(
        document, int(index), std::move(after), RelinkReferencesText::tr("Relink images of tileset %1").arg(name)));
  }
  if (command->steps.empty()) {
    if (why) *why = lastProblem;
    return nullptr;
  }
  command->setText(RelinkReferencesText::tr("Relink %n Reference(s)", nullptr, count));
  return command.release();
}

QString projectRelativePath(const Document* document, const QString& absoluteFile) {
  const QString directory = projectDirectory(document);
  if (directory.isEmpty()) return {};
  const QString relative = QDir(canonical(directory)).relativeFilePath(canonical(absoluteFile));
  if (relative.isEmpty() || relative == QLatin1String("..") || relative.startsWith(QLatin1String("../")) ||
      QDir::isAbsolutePath(relative))
    return {};
  return relative;
}

QString assetFolderFor(Document* document, const sw::BrokenReference& reference) {
  const QString missing = QDir::cleanPath(QString::fromStdString(reference.missing));
  if (!missing.isEmpty() && !QDir::isAbsolutePath(missing) && !missing.startsWith(QLatin1String(".."))) {
    const QString folder = QFileInfo(missing).path();
    if (!folder.isEmpty() && folder != QLatin1String(".")) return folder;
  }
  switch (reference.kind) {
    case sw::BrokenReferenceKind::Mesh:
      return QStringLiteral("meshes");
    case sw::BrokenReferenceKind::GraphMaterial:
      return QStringLiteral("graphs");
    case sw::BrokenReferenceKind::TilesetImage: {
      // Where importers put a tileset's images (formats/project_import.h).
      const sw::Tileset* tileset = document->tilesets()->tileset(int(reference.ownerIndex));
      return tileset ? QStringLiteral("%1/%2").arg(QLatin1String(sw::kTilesetFolder),
                                                   QString::fromStdString(tileset->name))
                     : QString::fromLatin1(sw::kTilesetFolder);
    }
    default:
      return QString::fromLatin1(sw::kTilesetFolder);
  }
}

sw::Result<std::string> copyIntoProject(Document* document, const sw::BrokenReference& reference,
                                        const QString& absoluteFile) {
  const QString directory = projectDirectory(document);
  if (directory.isEmpty())
    return sw::Error{absoluteFile.toStdString(), "",
                     RelinkReferencesText::tr("save the project first: files are copied into its folder").toStdString()};
  const QFileInfo source(absoluteFile);
  if (!source.isFile())
    return sw::Error{absoluteFile.toStdString(), "", RelinkReferencesText::tr("the file does not exist").toStdString()};
  const QString folder = assetFolderFor(document, reference);
  const QDir root(directory);
  if (!root.mkpath(folder))
    return sw::Error{root.filePath(folder).toStdString(), "",
                     RelinkReferencesText::tr("cannot create the folder").toStdString()};
  // A free name: the same name when free or holding the same bytes, else name_2.ext ...
  const QString base = source.completeBaseName(), suffix = source.suffix();
  QString name = source.fileName();
  const QByteArray hash = fileHash(absoluteFile);
  for (int n = 2;; ++n) {
    const QString target = root.filePath(folder + QLatin1Char('/') + name);
    if (!QFileInfo::exists(target)) {
      if (!QFile::copy(absoluteFile, target))
        return sw::Error{target.toStdString(), "",
                         RelinkReferencesText::tr("cannot copy %1 here").arg(absoluteFile).toStdString()};
      break;
    }
    if (fileHash(target) == hash) break;
    name = suffix.isEmpty() ? QStringLiteral("%1_%2").arg(base).arg(n)
                            : QStringLiteral("%1_%2.%3").arg(base).arg(n).arg(suffix);
  }
  if (suffix.compare(QLatin1String("obj"), Qt::CaseInsensitive) == 0) {
    // The OBJ's colours live in its material libraries, next to it.
    for (const QString& library : objMaterialLibraries(absoluteFile)) {
      const QString from = source.dir().filePath(library);
      const QString to = root.filePath(folder + QLatin1Char('/') + library);
      if (QFileInfo::exists(from) && !QFileInfo::exists(to)) {
        QDir().mkpath(QFileInfo(to).path());
        QFile::copy(from, to);
      }
    }
  }
  return (folder + QLatin1Char('/') + name).toStdString();
}

std::vector<std::pair<std::size_t, QString>> findInFolder(const std::vector<sw::BrokenReference>& references,
                                                          const QString& folder) {
  std::set<QString> wanted;
  for (const auto& r : references)
    if (canRelink(r) && !sw::missingFileName(r).empty())
      wanted.insert(QString::fromStdString(sw::missingFileName(r)));
  // Breadth first, names sorted: "first match" is the shallowest, and the same on every run.
  std::map<QString, QString> found;
  QStringList queue{folder};
  while (!queue.isEmpty() && found.size() < wanted.size()) {
    const QDir dir(queue.takeFirst());
    for (const QFileInfo& file : dir.entryInfoList(QDir::Files, QDir::Name))
      if (wanted.count(file.fileName()) && !found.count(file.fileName()))
        found.emplace(file.fileName(), file.absoluteFilePath());
    for (const QFileInfo& sub :
         dir.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::NoSymLinks, QDir::Name))
      queue << sub.absoluteFilePath();
  }
  std::vector<std::pair<std::size_t, QString>> matches;
  for (std::size_t i = 0; i < references.size(); ++i) {
    if (!canRelink(references[i])) continue;
    auto it = found.find(QString::fromStdString(sw::missingFileName(references[i])));
    if (it != found.end()) matches.emplace_back(i, it->second);
  }
  return matches;
}

std::vector<std::pair<std::size_t, QString>> sameFolderMatches(
    const std::vector<sw::BrokenReference>& references, std::size_t located, const QString& folder) {
  std::vector<std::pair<std::size_t, QString>> matches;
  const QDir dir(folder);
  for (std::size_t i = 0; i < references.size(); ++i) {
    if (i == located || !canRelink(references[i])) continue;
    const QString name = QString::fromStdString(sw::missingFileName(references[i]));
    if (!name.isEmpty() && QFileInfo(dir.filePath(name)).isFile())
      matches.emplace_back(i, dir.filePath(name));
  }
  return matches;
}

}  // namespace sw::editor
