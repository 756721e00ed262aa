#pragma once
// Copies projects/demo (or any folder) into a temporary folder, so tests never write into
// the source tree.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

namespace sw::test {

// Copies every file under `from` to the same place under `to`, making folders.
inline void copyFolder(const QString& from, const QString& to) {
  QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
  while (it.hasNext()) {
    const QString file = it.next();
    const QString target = QDir(to).filePath(QDir(from).relativeFilePath(file));
    QDir().mkpath(QFileInfo(target).path());
    QFile::copy(file, target);
  }
}

inline QString copyDemo(const QTemporaryDir& dir) {
  copyFolder(QStringLiteral(SW_SOURCE_DIR "/projects/demo"), dir.filePath("demo"));
  return dir.filePath("demo");
}

}  // namespace sw::test
