#include "cli/test_command.h"

#include <QCoreApplication>
#include <QFileInfo>

#include "cli/cli_options.h"
#include "cli/cli_text.h"
#include "model/io/project_io.h"
#include "sim/replay/replay_run.h"

namespace sw::cli {

int testCommand(const QStringList& arguments, QTextStream& out, QTextStream& err) {
  // parseOptions knows only options with values: take the two flags out first.
  QStringList rest = arguments;
  const bool update = rest.removeAll(QStringLiteral("--update")) > 0;
  const bool trail = rest.removeAll(QStringLiteral("--trail")) > 0;
  ParsedOptions options = parseOptions(rest, {}, QStringLiteral("test"));
  if (options.error.isEmpty() && options.positional.isEmpty())
    options.error = Text::tr("test needs a PROJECT");
  if (options.error.isEmpty() && trail && !update) options.error = Text::tr("--trail goes with --update");
  if (!options.error.isEmpty()) {
    err << options.error << '\n';
    return 1;
  }
  ProjectLoad load = loadProject(options.positional.toStdString());
  if (!load.project) {
    for (const Error& e : load.errors) err << QString::fromStdString(e.toString()) << '\n';
    return 1;
  }
  // Files are named as the user spelled the project, so they can be opened from the message.
  const QFileInfo given(options.positional);
  const QString folder = given.isDir() ? options.positional : given.path();
  std::string tooMany;
  const std::vector<ReplayTestFiles> tests = findReplayTests(folder.toStdString(), &tooMany);
  if (!tooMany.empty()) err << QString::fromStdString(tooMany) << '\n';
  if (tests.empty()) {
    out << Text::tr("no replay tests in %1 (Play > Save Session as Test adds one)")
               .arg(QFileInfo(folder + QStringLiteral("/tests")).filePath())
        << '\n';
    return 0;
  }
  ReplayTestOptions runOptions;
  runOptions.update = update;
  runOptions.writeTrail = trail;
  int failed = 0, updated = 0;
  for (const ReplayTestFiles& files : tests) {
    const ReplayTestResult result = runReplayTest(*load.project, files, runOptions);
    failed += !result.passed();
    updated += result.outcome == ReplayTestResult::Outcome::Updated;
    out << QString::fromStdString(replayTestReport(result)) << '\n';
    out.flush();  // one line as each test ends: long suites show progress
  }
  out << "tests: " << (int(tests.size()) - failed) << " passed, " << failed << " failed";
  if (update) out << ", " << updated << " updated";
  out << '\n';
  return failed ? 1 : 0;
}

}  // namespace sw::cli
