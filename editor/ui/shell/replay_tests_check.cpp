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

namespace {
// "a, b, c", or the first eight and how many more: a summary stays one readable line.
QString listed(const QStringList& names) {
  constexpr int kShown = 8;
  if (names.size() <= kShown) return names.join(QStringLiteral(", "));
  return names.mid(0, kShown).join(QStringLiteral(", ")) +
         ReplayTestsCheck::tr(" and %n more", nullptr, int(names.size()) - kShown);
}
}  // namespace

void ReplayTestsCheck::report() {
  const std::vector<sw::ReplayTestResult> results = watcher_.result();
  QStringList passedNames, failedNames;
  for (const sw::ReplayTestResult& r : results) {
    const QString name = QString::fromStdString(r.name);
    if (r.passed()) {
      passedNames << name;
      continue;
    }
    failedNames << name;
    for (const sw::Error& e : r.failures)
      log_->add(sw::editor::LogEntry::Severity::Error,
                tr("Replay test '%1' failed: %2").arg(name, QString::fromStdString(e.message)),
                QString::fromStdString(e.file), QString::fromStdString(e.where));
  }
  // The summary names the tests (issue #45: "1 passed" left the user guessing which).
  const int passed = int(passedNames.size()), failed = int(failedNames.size());
  if (failed)
    log_->add(sw::editor::LogEntry::Severity::Error,
              tr("Check: %n replay test(s) failed (%1)", nullptr, failed).arg(listed(failedNames)) +
                  (passed ? QStringLiteral(", ") + tr("%n passed (%1)", nullptr, passed).arg(listed(passedNames))
                          : QString()));
  else
    log_->info(tr("Check: all %n replay test(s) passed (%1)", nullptr, passed).arg(listed(passedNames)));
  emit finished(passed, failed);
}

}  // namespace sw::ui
