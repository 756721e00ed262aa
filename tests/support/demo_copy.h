#pragma once
// Copies projects/demo into a temporary folder, so tests never write into the source tree.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

namespace sw::test {

inline QString copyDemo(const QTemporaryDir& dir) {
  QDir source(QStringLiteral(SW_SOURCE_DIR "/projects/demo"));
  QDirIterator it(source.path(), QDir::Files, QDirIterator::Subdirectories);
  while (it.hasNext()) {
    QString file = it.next();
    QString target = dir.filePath("demo/" + source.relativeFilePath(file));
    QDir().mkpath(QFileInfo(target).path());
    QFile::copy(file, target);
  }
  return dir.filePath("demo");
}

}  // namespace sw::test
