#pragma once
// The replay tests part of Check Project: runs the project's replay tests
// (sim/replay/replay_run.h) on a worker thread, against a copy of the project as edited, so the
// window stays responsive however long they play. When they are done, every failure goes
// to the Log with the file and place it names (the expectation's line, the trail's tick),
// and a summary line says how many passed.
#include <QFutureWatcher>
#include <QObject>
#include <vector>

#include "sim/replay/replay_run.h"

namespace sw {
class Project;
}
namespace sw::editor {
class MessageLog;
}

namespace sw::ui {

class ReplayTestsCheck : public QObject {
  Q_OBJECT
 public:
  ReplayTestsCheck(sw::editor::MessageLog* log, QObject* parent = nullptr);  // objectName "replayTestsCheck"
  ~ReplayTestsCheck() override;

  // Starts a run over the tests of `project`'s folder; false (and nothing starts) when a
  // run is still going or the project has no folder or no tests.
  bool start(const sw::Project& project);
  bool isRunning() const { return watcher_.isRunning(); }

 signals:
  void started(int tests);
  // After the results are in the Log.
  void finished(int passed, int failed);

 private:
  void report();

  sw::editor::MessageLog* log_;
  QFutureWatcher<std::vector<sw::ReplayTestResult>> watcher_;
};

}  // namespace sw::ui
