#include "ui/play/recording_paths.h"

#include <QDir>
#include <QFileInfo>

#include "document/document.h"
#include "model/level/level.h"

namespace sw::editor {

QString recordingsFolder(const Document& document) {
  if (!document.hasFolder()) return {};
  const QDir project(QString::fromStdString(document.project().directory));
  return project.exists(QStringLiteral("recordings")) ? project.filePath(QStringLiteral("recordings"))
                                                      : project.path();
}

QString suggestedRecordingPath(const Document& document, const QDateTime& when) {
  const QString folder = recordingsFolder(document);
  if (folder.isEmpty()) return {};
  const sw::Level* level = document.level();
  const QString stem = level ? QFileInfo(QString::fromStdString(level->file)).completeBaseName() : QStringLiteral("run");
  return QDir(folder).filePath(stem + QLatin1Char('-') + when.toString(QStringLiteral("yyyyMMdd-HHmmss")) +
                               QStringLiteral(".inputs"));
}

}  // namespace sw::editor
