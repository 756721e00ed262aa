#include "ui/shell/demo_project.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace sw::editor {

QString findDemoProject(const QString& name) {
  QStringList candidates{QCoreApplication::applicationDirPath() + QStringLiteral("/../share/scrollwork/projects/") +
                         name};
#ifdef SW_DEMOS_INSTALL_DIR
  candidates << QStringLiteral(SW_DEMOS_INSTALL_DIR "/") + name;
#endif
#ifdef SW_DEMOS_SOURCE_DIR
  candidates << QStringLiteral(SW_DEMOS_SOURCE_DIR "/") + name;
#endif
  for (const QString& folder : candidates)
    if (QFileInfo::exists(folder + QStringLiteral("/project.json"))) return QDir(folder).canonicalPath();
  return {};
}

}  // namespace sw::editor
