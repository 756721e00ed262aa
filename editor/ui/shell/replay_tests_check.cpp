#include "ui/shell/replay_tests_check.h"

#include <QtConcurrent/QtConcurrentRun>
#include <memory>

#include "document/message_log.h"
#include "model/project/project.h"

namespace sw::ui {

ReplayTestsCheck::ReplayTestsCheck(sw::editor::MessageLog* log, QObject* parent)
    : QObject(parent), log_(log) {
  setObjectName(QStringLiteral("replayTestsCheck"));
  connect(&watcher_, &QFutureWatcherBase::finished, this, &ReplayTestsCheck::report);
}

ReplayTestsCheck::~ReplayTestsCheck() {
  // The worker owns its copy of the project and touches nothing of ours, but waiting keeps
  // a closing editor from leaving a thread behind.
  watcher_.disconnect(this);
  watcher_.waitForFinished();
}

bool ReplayTestsCheck::start(const sw::Project& project) {
  if (watcher_.isRunning() || project.directory.empty()) return false;
  std::vector<sw::ReplayTestFiles> tests = sw::findReplayTests(project.directory);
  if (tests.empty()) return false;
  // The copy is made here, on the UI thread, before any later edit can change the project.
  auto copy = std::make_shared<const sw::Project>(project);
  const int count = int(tests.size());
  watcher_.setFuture(QtConcurrent::run([copy, tests = std::move(tests)] {
    std::vector<sw::ReplayTestResult> results;
    results.reserve(tests.size());
    for (const sw::ReplayTestFiles& files : tests) results.push_back(sw::runReplayTest(*copy, files));
    return results;
  }));
  log_->info(tr("Check: running %n replay test(s) in the background", nullptr, count));
  emit started(count);
  return true;
}

void ReplayTestsCheck::report() {
  const std::vector<sw::ReplayTestResult> results = watcher_.result();
  int failed = 0;
  for (const sw::ReplayTestResult& r : results) {
    if (r.passed()) continue;
    ++failed;
    const QString name = QString::fromStdString(r.name);
    for (const sw::Error& e : r.failures)
      log_->add(sw::editor::LogEntry::Severity::Error,
                tr("Replay test '%1' failed: %2").arg(name, QString::fromStdString(e.message)),
                QString::fromStdString(e.file), QString::fromStdString(e.where));
  }
  const int passed = int(results.size()) - failed;
  if (failed)
    log_->add(sw::editor::LogEntry::Severity::Error, tr("Check: %n replay test(s) failed", nullptr, failed) +
                                                         QStringLiteral(", ") +
                                                         tr("%n passed", nullptr, passed));
  else
    log_->info(tr("Check: all %n replay test(s) passed", nullptr, passed));
  emit finished(passed, failed);
}

}  // namespace sw::ui
