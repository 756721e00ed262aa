#include "cli/bench_sim_command.h"

#include <QCoreApplication>

#include "cli/allocation_count.h"
#include "cli/cli_options.h"
#include "cli/cli_text.h"
#include "sim/platformer/crate_system.h"
#include "sim/platformer/platformer_stress.h"
#include "sim/tick_times.h"
#include "sim/shooter/stress_level.h"
#include "sim/tick_runner.h"

namespace sw::cli {

AllocationCounter& allocationCounter() {
  static AllocationCounter counter;
  return counter;
}

namespace {

// The platformer's figures (--kind platformer): 200 moving platforms and doors pushing 1,000
// crates and characters by default (sim/platformer/platformer_stress.h).
int benchPlatformer(const ParsedOptions& options, QTextStream& out, QTextStream& err) {
  PlatformerStressSpec spec;
  QString error;
  auto read = [&](const char* name, std::int64_t& into, qint64 max) {
    const QString key = QString::fromLatin1(name);
    if (!options.values.contains(key)) return true;
    auto n = integerOption(options, key, 0, max, error);
    if (n) into = *n;
    return bool(n);
  };
  if (!read("--movers", spec.movers, 20'000) || !read("--bodies", spec.bodies, 1'000'000) ||
      !read("--ticks", spec.ticks, 10'000'000)) {
    err << error << '\n';
    return 1;
  }
  PlatformerStress stress = makePlatformerStress(spec);
  Errors problems;
  Result<RuntimeLevel> built = RuntimeLevel::build(*stress.project, stress.level(), stress.options, &problems);
  if (!built) {
    if (problems.empty()) problems.push_back(built.error());
    for (const Error& e : problems) err << QString::fromStdString(e.toString()) << '\n';
    return 1;
  }
  RuntimeLevel& sim = *built;
  TickRunner runner(sim);
  runner.readFrom([](std::int64_t) { return TickInput{}; });
  runner.run(stress.warmupTicks);
  const AllocationCounter& allocations = allocationCounter();
  TickTimes times;
  std::int64_t allocated = 0, before = 0, crushes = 0;
  std::vector<double> systemMicros(sim.systems().size(), 0.0);
  sim.setTiming(true);
  runner.timeInto(times);
  runner.aroundEachTick(
      [&] {
        before = allocations.available() ? allocations.count() : 0;
        if (allocations.available()) allocations.setCounting(true);
      },
      [&] {
        if (!allocations.available()) return;
        allocations.setCounting(false);
        allocated += allocations.count() - before;
      });
  runner.afterEachTick([&](const RuntimeLevel& level) {
    for (const LevelEvent& e : level.events()) crushes += e.kind == "crate-crushed" || e.kind == "character-crushed";
    for (std::size_t i = 0; i < systemMicros.size(); ++i) systemMicros[i] += level.systemMicroseconds()[i];
  });
  runner.run(spec.ticks);
  for (const Error& e : sim.errors()) err << QString::fromStdString(e.toString()) << '\n';
  const auto fixed = [](double v, int decimals) { return QString::number(v, 'f', decimals); };
  out << "tick_us_median: " << fixed(times.median(), 1) << '\n';
  out << "tick_us_p95: " << fixed(times.percentile(95), 1) << '\n';
  out << "tick_us_p99: " << fixed(times.p99(), 1) << '\n';
  out << "allocs_per_tick: "
      << (allocations.available()
              ? QString::number(spec.ticks ? double(allocated) / double(spec.ticks) : 0.0, 'g', 6)
              : QStringLiteral("unavailable"))
      << '\n';
  out << "movers: " << spec.movers << '\n';
  out << "bodies: " << spec.bodies << '\n';
  out << "crates: " << (sim.find<CrateSystem>() ? sim.find<CrateSystem>()->crates().size() : 0) << '\n';
  out << "crushes_per_second: " << fixed(spec.ticks ? double(crushes) * 60.0 / double(spec.ticks) : 0.0, 1) << '\n';
  for (std::size_t i = 0; i < systemMicros.size(); ++i)
    out << "system_us_mean." << QString::fromStdString(sim.systems()[i]->name()) << ": "
        << fixed(spec.ticks ? systemMicros[i] / double(spec.ticks) : 0.0, 1) << '\n';
  out << "ticks: " << spec.ticks << '\n';
  out << "hash: " << QStringLiteral("%1").arg(sim.stateHash(), 16, 16, QLatin1Char('0')) << '\n';
  return sim.errors().empty() ? 0 : 1;
}

}  // namespace

int benchSimCommand(const QStringList& arguments, QTextStream& out, QTextStream& err) {
  const QString command = QStringLiteral("bench-sim");
  const QStringList withValue{QStringLiteral("--enemies"), QStringLiteral("--bullets"),
                              QStringLiteral("--particles"), QStringLiteral("--ticks"),
                              QStringLiteral("--kind"),      QStringLiteral("--movers"),
                              QStringLiteral("--bodies")};
  ParsedOptions options = parseOptions(arguments, withValue, command);
  if (options.error.isEmpty() && !options.positional.isEmpty())
    options.error =
        Text::tr("bench-sim takes no PROJECT (it builds its own level), got '%1'").arg(options.positional);
  if (!options.error.isEmpty()) {
    err << options.error << '\n';
    return 1;
  }
  const QString kind = options.values.value(QStringLiteral("--kind"), QStringLiteral("shooter"));
  if (kind == QLatin1String("platformer")) return benchPlatformer(options, out, err);
  if (kind != QLatin1String("shooter")) {
    err << Text::tr("bench-sim --kind takes shooter or platformer, not '%1'").arg(kind) << '\n';
    return 1;
  }
  StressSpec spec;
  QString error;
  auto read = [&](const char* name, std::int64_t& into, qint64 max) {
    const QString key = QString::fromLatin1(name);
    if (!options.values.contains(key)) return true;
    auto n = integerOption(options, key, 0, max, error);
    if (n) into = *n;
    return bool(n);
  };
  if (!read("--enemies", spec.enemies, 20'000) || !read("--bullets", spec.bullets, 1'000'000) ||
      !read("--particles", spec.particles, 1'000'000) || !read("--ticks", spec.ticks, 10'000'000)) {
    err << error << '\n';
    return 1;
  }

  StressLevel stress = makeStressLevel(spec);
  Errors problems;
  Result<RuntimeLevel> built =
      RuntimeLevel::build(*stress.project, stress.level(), stress.options, &problems);
  if (!built) {
    if (problems.empty()) problems.push_back(built.error());
    for (const Error& e : problems) err << QString::fromStdString(e.toString()) << '\n';
    return 1;
  }
  RuntimeLevel& sim = *built;
  TickRunner runner(sim);
  runner.readFrom([&](std::int64_t) { return stress.input; });
  runner.run(stress.warmupTicks);

  // The measured ticks: each one's time, its allocations, the populations and the time each
  // system took (summed over the ticks).
  const AllocationCounter& allocations = allocationCounter();
  TickTimes times;
  PopulationMeter meter;
  std::int64_t allocated = 0, before = 0;
  std::vector<double> systemMicros(sim.systems().size(), 0.0);
  sim.setTiming(true);
  runner.timeInto(times);
  runner.aroundEachTick(
      [&] {
        before = allocations.available() ? allocations.count() : 0;
        if (allocations.available()) allocations.setCounting(true);
      },
      [&] {
        if (!allocations.available()) return;
        allocations.setCounting(false);
        allocated += allocations.count() - before;
      });
  runner.afterEachTick([&](const RuntimeLevel& level) {
    meter.sample(level);
    for (std::size_t i = 0; i < systemMicros.size(); ++i) systemMicros[i] += level.systemMicroseconds()[i];
  });
  runner.run(spec.ticks);

  // A run that hit errors is not the run we meant to measure: say so.
  for (const Error& e : sim.errors()) err << QString::fromStdString(e.toString()) << '\n';
  const auto fixed = [](double v, int decimals) { return QString::number(v, 'f', decimals); };
  out << "tick_us_median: " << fixed(times.median(), 1) << '\n';
  out << "tick_us_p95: " << fixed(times.percentile(95), 1) << '\n';
  out << "tick_us_p99: " << fixed(times.p99(), 1) << '\n';
  out << "allocs_per_tick: "
      << (allocations.available()
              ? QString::number(spec.ticks ? double(allocated) / double(spec.ticks) : 0.0, 'g', 6)
              : QStringLiteral("unavailable"))
      << '\n';
  out << "enemies_live: " << fixed(meter.enemies(), 1) << '\n';
  out << "bullets_live: " << fixed(meter.enemyBullets(), 1) << '\n';
  out << "player_bullets_live: " << fixed(meter.playerBullets(), 1) << '\n';
  out << "particles_live: " << fixed(meter.particles(), 1) << '\n';
  // Where a tick's time goes: each system's share, in microseconds per tick (mean).
  for (std::size_t i = 0; i < systemMicros.size(); ++i)
    out << "system_us_mean." << QString::fromStdString(sim.systems()[i]->name()) << ": "
        << fixed(spec.ticks ? systemMicros[i] / double(spec.ticks) : 0.0, 1) << '\n';
  out << "warmup_ticks: " << stress.warmupTicks << '\n';
  out << "ticks: " << spec.ticks << '\n';
  out << "hash: " << QStringLiteral("%1").arg(sim.stateHash(), 16, 16, QLatin1Char('0')) << '\n';
  return sim.errors().empty() ? 0 : 1;
}

}  // namespace sw::cli
