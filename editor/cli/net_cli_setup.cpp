#include "cli/net_cli_setup.h"

#include "cli/cli_text.h"
#include "cli/run_command.h"

namespace sw::cli {

namespace {
bool fraction(const ParsedOptions& options, const QString& name, double& value, QString& error) {
  if (!options.values.contains(name)) return true;
  bool ok = false;
  const double v = options.values.value(name).toDouble(&ok);
  if (!ok || !(v >= 0 && v <= 1)) {
    error = Text::tr("%1 '%2' is not a number from 0 to 1").arg(name, options.values.value(name));
    return false;
  }
  value = v;
  return true;
}

bool milliseconds(const ParsedOptions& options, const QString& name, double& value, QString& error) {
  if (!options.values.contains(name)) return true;
  bool ok = false;
  const double v = options.values.value(name).toDouble(&ok);
  if (!ok || !(v >= 0 && v <= 10000)) {
    error = Text::tr("%1 '%2' is not a number of milliseconds from 0 to 10000").arg(name, options.values.value(name));
    return false;
  }
  value = v;
  return true;
}
}  // namespace

QString hexHash(std::uint64_t hash) { return QStringLiteral("%1").arg(hash, 16, 16, QLatin1Char('0')); }

bool loadRecordingOption(const ParsedOptions& options, const QString& name, std::optional<InputRecording>& recording,
                         QString& error) {
  if (!options.values.contains(name)) return true;
  Result<InputRecording> loaded = loadInputRecording(options.values.value(name).toStdString());
  if (!loaded) {
    error = QString::fromStdString(loaded.error().toString());
    return false;
  }
  recording = std::move(*loaded);
  return true;
}

bool loadNetGame(const ParsedOptions& options, const InputRecording* recording, std::int64_t defaultTicks,
                 NetGame& game, QString& error) {
  if (options.positional.isEmpty()) {
    error = Text::tr("a PROJECT is needed");
    return false;
  }
  ProjectLoad load = loadProject(options.positional.toStdString());
  if (!load.project) {
    QStringList lines;
    for (const Error& e : load.errors) lines << QString::fromStdString(e.toString());
    error = lines.join(QLatin1Char('\n'));
    return false;
  }
  game.project = std::move(load.project);
  game.level = pickLevel(*game.project, options.values.value(QStringLiteral("--level")), recording, error);
  if (!game.level) return false;
  game.play.projectDir = game.project->directory;
  game.play.seed = std::uint64_t(game.level->seed);
  if (recording && recording->seed) game.play.seed = *recording->seed;
  game.play.players = 2;
  if (options.values.contains(QStringLiteral("--seed"))) {
    bool ok = false;
    game.play.seed = options.values.value(QStringLiteral("--seed")).toULongLong(&ok);
    if (!ok) {
      error = Text::tr("--seed '%1' is not a whole number from 0 to 18446744073709551615")
                  .arg(options.values.value(QStringLiteral("--seed")));
      return false;
    }
  }
  if (options.values.contains(QStringLiteral("--ticks"))) {
    auto n = integerOption(options, QStringLiteral("--ticks"), 1, 60 * 60 * 60 * 24, error);
    if (!n) return false;
    game.ticks = *n;
  } else if (recording && recording->length && *recording->length > 0) {
    game.ticks = *recording->length;
  } else if (defaultTicks > 0) {
    game.ticks = defaultTicks;
  } else {
    error = Text::tr("--ticks N is needed (or an --inputs recording that says how many ticks it ran)");
    return false;
  }
  return true;
}

net::RollbackSession::InputSource sideInputs(const InputRecording& recording, int player) {
  const std::size_t column = recording.players >= 2 ? std::size_t(player) : 0;
  return [recording, column](std::int64_t tick) { return recording.at(tick).player[column]; };
}

net::RollbackSession::InputSource randomSideInputs(std::uint64_t seed) {
  return [seed](std::int64_t tick) {
    std::uint64_t x = seed * 0x9E3779B97F4A7C15ull + std::uint64_t(tick / 7) * 0xBF58476D1CE4E5B9ull;
    x ^= x >> 29;
    x *= 0x94D049BB133111EBull;
    x ^= x >> 32;
    return std::uint8_t((x & InputAllBits) | InputFire);
  };
}

bool readConditions(const ParsedOptions& options, net::NetConditions& c, QString& error) {
  if (!milliseconds(options, QStringLiteral("--latency"), c.latencyMs, error) ||
      !milliseconds(options, QStringLiteral("--jitter"), c.jitterMs, error) ||
      !fraction(options, QStringLiteral("--loss"), c.loss, error) ||
      !fraction(options, QStringLiteral("--duplicate"), c.duplicate, error) ||
      !fraction(options, QStringLiteral("--reorder"), c.reorder, error))
    return false;
  if (options.values.contains(QStringLiteral("--net-seed"))) {
    auto n = integerOption(options, QStringLiteral("--net-seed"), 0, std::numeric_limits<qint64>::max(), error);
    if (!n) return false;
    c.seed = std::uint64_t(*n);
  }
  return true;
}

bool readSessionConfig(const ParsedOptions& options, net::SessionConfig& config, QString& error) {
  if (options.values.contains(QStringLiteral("--input-delay"))) {
    auto n = integerOption(options, QStringLiteral("--input-delay"), 0, 30, error);
    if (!n) return false;
    config.inputDelay = int(*n);
  }
  if (options.values.contains(QStringLiteral("--rollback-limit"))) {
    auto n = integerOption(options, QStringLiteral("--rollback-limit"), 1, 60, error);
    if (!n) return false;
    config.rollbackLimit = int(*n);
  }
  if (options.values.contains(QStringLiteral("--timeout-ms"))) {
    auto n = integerOption(options, QStringLiteral("--timeout-ms"), 100, 600000, error);
    if (!n) return false;
    config.timeoutMs = std::uint32_t(*n);
  }
  if (options.values.contains(QStringLiteral("--report-dir")))
    config.reportDir = options.values.value(QStringLiteral("--report-dir")).toStdString();
  return true;
}

}  // namespace sw::cli
