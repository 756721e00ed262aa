#pragma once
// Changing a project's files the way other programs do, for the outside-change tests:
// git and most editors write a new file and rename it over the old one; a plain write
// truncates and rewrites in place.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <string>

#include "core/atomic_file.h"
#include "document/document.h"
#include "model/io/project_io.h"

namespace sw::test {

inline bool writeInPlace(const QString& path, const std::string& bytes) {
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) return false;
  return file.write(bytes.data(), qint64(bytes.size())) == qint64(bytes.size());
}

// Written beside and renamed over: the watch on the old file ends.
inline bool replaceByRename(const QString& path, const std::string& bytes) {
  const QString temporary = path + QStringLiteral(".tmp-outside");
  if (!writeInPlace(temporary, bytes)) return false;
  return std::rename(temporary.toLocal8Bit().constData(), path.toLocal8Bit().constData()) == 0;
}

inline std::string readBytes(const QString& path) {
  auto bytes = sw::readWholeFile(path.toStdString());
  return bytes ? *bytes : std::string();
}

// A new project from the shooter template in `dir`, opened in `document`.
inline bool openShooter(editor::Document& document, const QTemporaryDir& dir) {
  return bool(document.newProject(dir.filePath(QStringLiteral("game")), QStringLiteral("shooter"), QStringLiteral("Game")));
}

inline QString levelPath(const editor::Document& document) {
  return QDir(QString::fromStdString(document.project().directory))
      .filePath(QString::fromStdString(document.level()->file));
}

// The current level's text with one object renamed (as a teammate's edit would).
inline std::string levelTextWith(const editor::Document& document, const std::function<void(Level&)>& change) {
  Level copy = *document.level();
  change(copy);
  return sw::levelText(copy);
}

}  // namespace sw::test
