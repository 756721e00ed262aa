#include "ui/shell/demo_project.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace sw::editor {

QString findDemoProject() {
  QStringList candidates{QCoreApplication::applicationDirPath() +
                         QStringLiteral("/../share/scrollwork/projects/demo")};
#ifdef SW_DEMO_INSTALL_DIR
  candidates << QStringLiteral(SW_DEMO_INSTALL_DIR);
#endif
#ifdef SW_DEMO_SOURCE_DIR
  candidates << QStringLiteral(SW_DEMO_SOURCE_DIR);
#endif
  for (const QString& folder : candidates)
    if (QFileInfo::exists(folder + QStringLiteral("/project.json"))) return QDir(folder).canonicalPath();
  return {};
}

}  // namespace sw::editor
