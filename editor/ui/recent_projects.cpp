#include "ui/recent_projects.h"

#include <QFileInfo>
#include <QSettings>

namespace sw::editor {

namespace {
const char* kKey = "recentProjects";
}

QStringList RecentProjects::list() { return QSettings().value(kKey).toStringList(); }

void RecentProjects::add(const QString& projectFile) {
  QString path = QFileInfo(projectFile).absoluteFilePath();
  QStringList items = list();
  items.removeAll(path);
  items.prepend(path);
  while (items.size() > kMaxEntries) items.removeLast();
  QSettings().setValue(kKey, items);
}

void RecentProjects::remove(const QString& projectFile) {
  QStringList items = list();
  items.removeAll(projectFile);
  QSettings().setValue(kKey, items);
}

void RecentProjects::clear() { QSettings().remove(kKey); }

}  // namespace sw::editor
