#pragma once
// The Recent Projects list, kept in QSettings, newest first, and the start-up setting that
// goes with it (reopen the last project).
#include <QStringList>

namespace sw::editor {

class RecentProjects {
 public:
  static constexpr int kMaxEntries = 10;
  // The project files that still exist; entries whose project was moved or deleted are
  // dropped from the stored list as they are found.
  static QStringList list();
  static void add(const QString& projectFile);
  static void remove(const QString& projectFile);
  static void clear();

  // Whether the editor, started without a project argument, opens the last project.
  // On unless the user turned it off.
  static bool reopenLast();
  static void setReopenLast(bool on);
};

}  // namespace sw::editor
