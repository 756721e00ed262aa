#include "ui/shell/recent_projects.h"

#include <QFileInfo>
#include <QSettings>

namespace sw::editor {

namespace {
const char* kKey = "recentProjects";
const char* kReopenKey = "reopenLastProject";
}  // namespace

QStringList RecentProjects::list() {
  QSettings settings;
  const QStringList stored = settings.value(kKey).toStringList();
  QStringList existing;
  for (const QString& file : stored)
    if (QFileInfo(file).isFile()) existing << file;
  if (existing.size() != stored.size()) settings.setValue(kKey, existing);
  return existing;
}

void RecentProjects::add(const QString& projectFile) {
  QString path = QFileInfo(projectFile).absoluteFilePath();
  QStringList items = list();
  items.removeAll(path);
  items.prepend(path);
  while (items.size() > kMaxEntries) items.removeLast();
  QSettings().setValue(kKey, items);
}

void RecentProjects::remove(const QString& projectFile) {
  QSettings settings;
  QStringList items = settings.value(kKey).toStringList();
  items.removeAll(projectFile);
  settings.setValue(kKey, items);
}

void RecentProjects::clear() { QSettings().remove(kKey); }

bool RecentProjects::reopenLast() { return QSettings().value(kReopenKey, true).toBool(); }

void RecentProjects::setReopenLast(bool on) { QSettings().setValue(kReopenKey, on); }

}  // namespace sw::editor
