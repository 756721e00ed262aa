#pragma once
// The Recent Projects list, kept in QSettings, newest first.
#include <QStringList>

namespace sw::editor {

class RecentProjects {
 public:
  static constexpr int kMaxEntries = 10;
  static QStringList list();
  static void add(const QString& projectFile);
  static void remove(const QString& projectFile);
  static void clear();
};

}  // namespace sw::editor
