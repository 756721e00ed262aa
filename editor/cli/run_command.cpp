#include "model/project/game_order.h"
#include "cli/run_command.h"

#include <QCoreApplication>
#include <algorithm>
#include <limits>

#include "cli/cli_options.h"
#include "cli/cli_text.h"
#include "cli/net_commands.h"
#include "sim/tick_times.h"
#include "model/io/project_io.h"
#include "sim/replay/trail.h"
#include "sim/replay/input_recording.h"
#include "sim/runtime_level.h"
#include "sim/tick_runner.h"

namespace sw::cli {

namespace {
QString errorLine(const Error& e) { return QString::fromStdString(e.toString()); }
}  // namespace

// The level to run: --level, else the recording's, else the game's first.
const Level* pickLevel(const Project& project, const QString& wanted, const InputRecording* recording,
                       QString& error) {
  QString name = wanted;
  if (name.isEmpty() && recording && !recording->level.empty())
    name = QString::fromStdString(recording->level);
  if (name.isEmpty()) {
    // Unnamed: the game's first level (the only one, in a one-level project).
    const std::vector<int> order = gameLevelOrder(project);
    if (!order.empty()) return project.levels[std::size_t(order.front())].get();
    error = Text::tr("the project has no level");
    return nullptr;
  }
  if (const Level* level = project.findLevel(name.toStdString())) return level;
  QStringList names;
  for (const auto& level : project.levels) names << QString::fromStdString(level->name);
  error = Text::tr("no level named '%1' (levels: %2)").arg(name, names.join(QLatin1String(", ")));
  return nullptr;
}

int runCommand(const QStringList& arguments, QTextStream& out, QTextStream& err) {
  if (arguments.contains(QStringLiteral("--spectate")))
    return netWatchCommand(arguments, out, err);  // watching one (net_watch_command.cpp)
  if (arguments.contains(QStringLiteral("--host")) || arguments.contains(QStringLiteral("--join")))
    return netRunCommand(arguments, out, err);  // co-op over the network (net_run_command.cpp)
  const QString command = QStringLiteral("run");
  const QStringList withValue{QStringLiteral("--level"),   QStringLiteral("--ticks"),
                              QStringLiteral("--inputs"),  QStringLiteral("--seed"),
                              QStringLiteral("--players"), QStringLiteral("--record"),
                              QStringLiteral("--hash-trail"), QStringLiteral("--dump-at")};
  // parseOptions knows only options with values: take the flag out first.
  QStringList rest = arguments;
  const bool wholeGame = rest.removeAll(QStringLiteral("--game")) > 0;
  ParsedOptions options = parseOptions(rest, withValue, command);
  if (options.error.isEmpty() && options.positional.isEmpty())
    options.error = Text::tr("run needs a PROJECT");
  if (!options.error.isEmpty()) {
    err << options.error << '\n';
    return 1;
  }

  std::optional<InputRecording> recording;
  if (options.values.contains(QStringLiteral("--inputs"))) {
    Result<InputRecording> loaded =
        loadInputRecording(options.values.value(QStringLiteral("--inputs")).toStdString());
    if (!loaded) {
      err << errorLine(loaded.error()) << '\n';
      return 1;
    }
    recording = std::move(*loaded);
  }

  QString error;
  std::int64_t ticks = 0;
  if (options.values.contains(QStringLiteral("--ticks"))) {
    auto n = integerOption(options, QStringLiteral("--ticks"), 0, std::numeric_limits<qint32>::max(), error);
    if (!n) {
      err << error << '\n';
      return 1;
    }
    ticks = *n;
  } else if (recording && recording->length) {
    ticks = *recording->length;
  } else {
    err << Text::tr("run needs --ticks N (or an --inputs recording that says how many ticks it ran)") << '\n';
    return 1;
  }

  ProjectLoad load = loadProject(options.positional.toStdString());
  if (!load.project) {
    for (const Error& e : load.errors) err << errorLine(e) << '\n';
    return 1;
  }
  const Project& project = *load.project;
  const Level* level = pickLevel(project, options.values.value(QStringLiteral("--level")),
                                 recording ? &*recording : nullptr, error);
  if (!level) {
    err << error << '\n';
    return 1;
  }
  if (recording && !recording->level.empty() && recording->level != level->name)
    err << Text::tr("warning: the inputs were recorded on level '%1', running '%2'")
               .arg(QString::fromStdString(recording->level), QString::fromStdString(level->name))
        << '\n';

  PlayOptions play;
  play.projectDir = project.directory;
  play.seed = std::uint64_t(level->seed);
  if (recording) applyRecording(*recording, play);
  if (wholeGame) play.wholeGame = true;
  if (options.values.contains(QStringLiteral("--seed"))) {
    bool ok = false;
    play.seed = options.values.value(QStringLiteral("--seed")).toULongLong(&ok);
    if (!ok) {
      err << Text::tr("--seed '%1' is not a whole number from 0 to 18446744073709551615")
                 .arg(options.values.value(QStringLiteral("--seed")))
          << '\n';
      return 1;
    }
  }
  if (options.values.contains(QStringLiteral("--players"))) {
    auto n = integerOption(options, QStringLiteral("--players"), 1, kMaxPlayers, error);
    if (!n) {
      err << error << '\n';
      return 1;
    }
    play.players = int(*n);
  }

  // --hash-trail FILE [--dump-at TICK] (sim/replay/trail.h): the hash after every tick.
  const bool trailWanted = options.values.contains(QStringLiteral("--hash-trail"));
  std::optional<std::int64_t> dumpAt;
  if (options.values.contains(QStringLiteral("--dump-at"))) {
    if (!trailWanted) {
      err << Text::tr("--dump-at writes into the hash trail: give --hash-trail FILE too") << '\n';
      return 1;
    }
    auto n = integerOption(options, QStringLiteral("--dump-at"), 0, std::max<std::int64_t>(ticks - 1, 0), error);
    if (!n) {
      err << error << '\n';
      return 1;
    }
    dumpAt = *n;
  }
  Trail trail;
  if (trailWanted) {
    trail.project = options.positional.toStdString();
    trail.level = level->name;
    trail.seed = play.seed;
    trail.players = play.players;
    trail.inputs = options.values.value(QStringLiteral("--inputs")).toStdString();
    trail.hashes.reserve(std::size_t(ticks));
  }

  Errors problems;
  Result<RuntimeLevel> built = RuntimeLevel::build(project, *level, play, &problems);
  if (!built) {
    if (problems.empty()) problems.push_back(built.error());
    for (const Error& e : problems) err << errorLine(e) << '\n';
    return 1;
  }
  // Notes (mesh fallbacks and the like) come with a level that built.
  for (const Error& e : problems) err << Text::tr("note: %1").arg(errorLine(e)) << '\n';
  RuntimeLevel& sim = *built;

  InputRecording used;
  used.seed = play.seed;
  used.level = level->name;
  used.players = play.players;
  if (recording) used.from = recording->from;
  used.length = ticks;
  TickTimes times;
  TickRunner runner(sim);
  if (recording) runner.replay(*recording);
  runner.recordInto(used);
  runner.timeInto(times);
  if (trailWanted) runner.trailInto(trail);
  if (dumpAt) runner.dumpAfter(*dumpAt);
  runner.run(ticks);

  for (const Error& e : sim.errors()) err << errorLine(e) << '\n';
  if (options.values.contains(QStringLiteral("--record"))) {
    const QString path = options.values.value(QStringLiteral("--record"));
    Status saved = saveInputRecording(used, path.toStdString());
    if (!saved) {
      err << errorLine(saved.error()) << '\n';
      return 1;
    }
  }

  if (trailWanted) {
    Status saved = saveTrail(trail, options.values.value(QStringLiteral("--hash-trail")).toStdString());
    if (!saved) {
      err << errorLine(saved.error()) << '\n';
      return 1;
    }
  }

  out << "ticks: " << sim.ticksRun() << '\n';
  out << "hash: " << QStringLiteral("%1").arg(sim.stateHash(), 16, 16, QLatin1Char('0')) << '\n';
  out << "tick_us_median: " << QString::number(times.median(), 'f', 1) << '\n';
  out << "tick_us_p99: " << QString::number(times.p99(), 'f', 1) << '\n';
  return 0;
}

}  // namespace sw::cli
