#include "cli/bench_sim_command.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <functional>

#include "cli/allocation_count.h"
#include "cli/cli_options.h"
#include "cli/cli_text.h"
#include "sim/platformer/crate_system.h"
#include "sim/platformer/creature_stress.h"
#include "sim/platformer/monster_system.h"
#include "sim/platformer/pathing_system.h"
#include "sim/platformer/platformer_stress.h"
#include "sim/tick_times.h"
#include "sim/shooter/stress_bosses.h"
#include "sim/shooter/stress_level.h"
#include "sim/tick_runner.h"

namespace sw::cli {

AllocationCounter& allocationCounter() {
  static AllocationCounter counter;
  return counter;
}

namespace {

// The measured ticks: each one's time, its allocations and the time each system took (summed
// over the ticks), shared by both kinds' benchmarks; `each` sees the level after every tick.
struct Measured {
  TickTimes times;
  std::int64_t allocated = 0;
  std::vector<double> systemMicros;
  std::vector<double> systemMaxMicros;  // each system's slowest tick
};

Measured measureTicks(RuntimeLevel& sim, TickRunner& runner, std::int64_t ticks,
                      const std::function<void(const RuntimeLevel&)>& each) {
  const AllocationCounter& allocations = allocationCounter();
  Measured m;
  m.systemMicros.assign(sim.systems().size(), 0.0);
  m.systemMaxMicros.assign(sim.systems().size(), 0.0);
  std::int64_t before = 0;
  sim.setTiming(true);
  runner.timeInto(m.times);
  runner.aroundEachTick(
      [&] {
        before = allocations.available() ? allocations.count() : 0;
        if (allocations.available()) allocations.setCounting(true);
      },
      [&] {
        if (!allocations.available()) return;
        allocations.setCounting(false);
        m.allocated += allocations.count() - before;
      });
  runner.afterEachTick([&](const RuntimeLevel& level) {
    each(level);
    for (std::size_t i = 0; i < m.systemMicros.size(); ++i) {
      m.systemMicros[i] += level.systemMicroseconds()[i];
      m.systemMaxMicros[i] = std::max(m.systemMaxMicros[i], level.systemMicroseconds()[i]);
    }
  });
  runner.run(ticks);
  return m;
}

QString fixed(double v, int decimals) { return QString::number(v, 'f', decimals); }

// tick_us_median, _p95, _p99 and allocs_per_tick.
void printTickFigures(QTextStream& out, const Measured& m, std::int64_t ticks) {
  out << "tick_us_median: " << fixed(m.times.median(), 1) << '\n';
  out << "tick_us_p95: " << fixed(m.times.percentile(95), 1) << '\n';
  out << "tick_us_p99: " << fixed(m.times.p99(), 1) << '\n';
  out << "allocs_per_tick: "
      << (allocationCounter().available() ? QString::number(ticks ? double(m.allocated) / double(ticks) : 0.0, 'g', 6)
                                          : QStringLiteral("unavailable"))
      << '\n';
}

// Where a tick's time goes: each system's share, in microseconds per tick (mean); then the
// ticks and the final hash.
void printSystemFigures(QTextStream& out, const RuntimeLevel& sim, const Measured& m, std::int64_t ticks) {
  for (std::size_t i = 0; i < m.systemMicros.size(); ++i)
    out << "system_us_mean." << QString::fromStdString(sim.systems()[i]->name()) << ": "
        << fixed(ticks ? m.systemMicros[i] / double(ticks) : 0.0, 1) << '\n';
  for (std::size_t i = 0; i < m.systemMaxMicros.size(); ++i)
    out << "system_us_max." << QString::fromStdString(sim.systems()[i]->name()) << ": "
        << fixed(m.systemMaxMicros[i], 1) << '\n';
}

// A whole-number option of a stress level's spec: its name, where it goes, its largest value.
struct CountOption {
  const char* name;
  std::int64_t* into;
  qint64 max;
};

// Reads the count options given; false, with the message on `err`, when one is no whole
// number from 0 to its max.
bool readCounts(const ParsedOptions& options, std::initializer_list<CountOption> counts, QTextStream& err) {
  QString error;
  for (const CountOption& c : counts) {
    const QString key = QString::fromLatin1(c.name);
    if (!options.values.contains(key)) continue;
    auto n = integerOption(options, key, 0, c.max, error);
    if (!n) {
      err << error << '\n';
      return false;
    }
    *c.into = *n;
  }
  return true;
}

// A generated level built for timing; its problems on `err` when it does not build.
Result<RuntimeLevel> buildStressLevel(const Project& project, const Level& level, const PlayOptions& options,
                                      QTextStream& err) {
  Errors problems;
  Result<RuntimeLevel> built = RuntimeLevel::build(project, level, options, &problems);
  if (!built) {
    if (problems.empty()) problems.push_back(built.error());
    for (const Error& e : problems) err << QString::fromStdString(e.toString()) << '\n';
  }
  return built;
}

// The platformer's figures (--kind platformer): 200 moving platforms and doors pushing 1,000
// crates and characters by default (sim/platformer/platformer_stress.h).
int benchPlatformer(const ParsedOptions& options, QTextStream& out, QTextStream& err) {
  PlatformerStressSpec spec;
  if (!readCounts(options, {{"--movers", &spec.movers, 20'000}, {"--bodies", &spec.bodies, 1'000'000},
                            {"--ticks", &spec.ticks, 10'000'000}}, err))
    return 1;
  PlatformerStress stress = makePlatformerStress(spec);
  Result<RuntimeLevel> built = buildStressLevel(*stress.project, stress.level(), stress.options, err);
  if (!built) return 1;
  RuntimeLevel& sim = *built;
  TickRunner runner(sim);
  runner.readFrom([](std::int64_t) { return TickInput{}; });
  runner.run(stress.warmupTicks);
  std::int64_t crushes = 0;
  const Measured m = measureTicks(sim, runner, spec.ticks, [&](const RuntimeLevel& level) {
    for (const LevelEvent& e : level.events()) crushes += e.kind == "crate-crushed" || e.kind == "character-crushed";
  });
  for (const Error& e : sim.errors()) err << QString::fromStdString(e.toString()) << '\n';
  printTickFigures(out, m, spec.ticks);
  out << "movers: " << spec.movers << '\n';
  out << "bodies: " << spec.bodies << '\n';
  out << "crates: " << (sim.find<CrateSystem>() ? sim.find<CrateSystem>()->crates().size() : 0) << '\n';
  out << "crushes_per_second: " << fixed(spec.ticks ? double(crushes) * 60.0 / double(spec.ticks) : 0.0, 1) << '\n';
  printSystemFigures(out, sim, m, spec.ticks);
  out << "ticks: " << spec.ticks << '\n';
  out << "hash: " << QStringLiteral("%1").arg(sim.stateHash(), 16, 16, QLatin1Char('0')) << '\n';
  return sim.errors().empty() ? 0 : 1;
}

// The creatures' figures (--kind creatures): 500 monsters planning and following routes on a
// 2,000-node graph with 200 moving platforms by default (sim/platformer/creature_stress.h).
int benchCreatures(const ParsedOptions& options, QTextStream& out, QTextStream& err) {
  CreatureStressSpec spec;
  if (!readCounts(options, {{"--monsters", &spec.monsters, 100'000}, {"--nodes", &spec.nodes, 1'000'000},
                            {"--movers", &spec.movers, 20'000}, {"--ticks", &spec.ticks, 10'000'000}}, err))
    return 1;
  CreatureStress stress = makeCreatureStress(spec);
  Result<RuntimeLevel> built = buildStressLevel(*stress.project, stress.level(), stress.options, err);
  if (!built) return 1;
  RuntimeLevel& sim = *built;
  TickRunner runner(sim);
  runner.readFrom([](std::int64_t) { return TickInput{}; });
  runner.run(stress.warmupTicks);
  const PathingSystem& pathing = sim.get<PathingSystem>();
  const std::int64_t plansBefore = pathing.plansMade();
  const Measured m = measureTicks(sim, runner, spec.ticks, [](const RuntimeLevel&) {});
  for (const Error& e : sim.errors()) err << QString::fromStdString(e.toString()) << '\n';
  printTickFigures(out, m, spec.ticks);
  out << "monsters: " << sim.get<MonsterSystem>().monsters().size() << '\n';
  out << "nav_nodes: " << pathing.graph().nodes().size() << '\n';
  out << "movers: " << spec.movers << '\n';
  // Monsters on another floor than they started on: their routes' jumps and falls happened.
  std::int64_t climbed = 0;
  for (const MonsterBody& monster : sim.get<MonsterSystem>().monsters())
    climbed += std::fabs(monster.body.position.y - monster.body.start.y) > 1 && monster.body.grounded;
  out << "monsters_on_another_floor: " << climbed << '\n';
  out << "routes_planned_per_second: "
      << fixed(spec.ticks ? double(pathing.plansMade() - plansBefore) * 60.0 / double(spec.ticks) : 0.0, 1) << '\n';
  printSystemFigures(out, sim, m, spec.ticks);
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
                              QStringLiteral("--bodies"),    QStringLiteral("--monsters"),
                              QStringLiteral("--nodes"),     QStringLiteral("--bosses")};
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
  if (kind == QLatin1String("creatures")) return benchCreatures(options, out, err);
  if (kind != QLatin1String("shooter")) {
    err << Text::tr("bench-sim --kind takes shooter, platformer or creatures, not '%1'").arg(kind) << '\n';
    return 1;
  }
  StressSpec spec;
  if (!readCounts(options, {{"--enemies", &spec.enemies, 20'000}, {"--bullets", &spec.bullets, 1'000'000},
                            {"--particles", &spec.particles, 1'000'000}, {"--ticks", &spec.ticks, 10'000'000},
                            {"--bosses", &spec.bosses, 200}},
                  err))
    return 1;

  StressLevel stress = makeStressLevel(spec);
  Result<RuntimeLevel> built = buildStressLevel(*stress.project, stress.level(), stress.options, err);
  if (!built) return 1;
  RuntimeLevel& sim = *built;
  TickRunner runner(sim);
  runner.readFrom([&](std::int64_t) { return stress.input; });
  runner.run(stress.warmupTicks);

  PopulationMeter meter;
  const Measured m = measureTicks(sim, runner, spec.ticks, [&](const RuntimeLevel& level) { meter.sample(level); });
  // A run that hit errors is not the run we meant to measure: say so.
  for (const Error& e : sim.errors()) err << QString::fromStdString(e.toString()) << '\n';
  printTickFigures(out, m, spec.ticks);
  out << "enemies_live: " << fixed(meter.enemies(), 1) << '\n';
  out << "bullets_live: " << fixed(meter.enemyBullets(), 1) << '\n';
  out << "player_bullets_live: " << fixed(meter.playerBullets(), 1) << '\n';
  out << "particles_live: " << fixed(meter.particles(), 1) << '\n';
  if (spec.bosses > 0) {
    out << "bosses: " << spec.bosses << " of " << kStressBossParts << " parts\n";
    out << "missiles_live: " << fixed(meter.missiles(), 1) << '\n';
    out << "beams_firing: " << fixed(meter.beams(), 1) << '\n';
  }
  printSystemFigures(out, sim, m, spec.ticks);
  out << "warmup_ticks: " << stress.warmupTicks << '\n';
  out << "ticks: " << spec.ticks << '\n';
  out << "hash: " << QStringLiteral("%1").arg(sim.stateHash(), 16, 16, QLatin1Char('0')) << '\n';
  return sim.errors().empty() ? 0 : 1;
}

}  // namespace sw::cli
