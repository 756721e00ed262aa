#include "cli/compare_trails_command.h"

#include <QCoreApplication>

#include "cli/cli_text.h"
#include "sim/replay/trail.h"

namespace sw::cli {

namespace {
QString hex16(std::uint64_t v) { return QStringLiteral("%1").arg(v, 16, 16, QLatin1Char('0')); }
QString q(const std::string& s) { return QString::fromStdString(s); }

void noteSetting(QTextStream& err, const QString& what, const std::string& a, const std::string& b) {
  if (a != b)
    err << Text::tr("note: the trails were recorded with different %1: '%2' and '%3'").arg(what, q(a), q(b))
        << '\n';
}

}  // namespace

int compareTrailsCommand(const QStringList& arguments, QTextStream& out, QTextStream& err) {
  QStringList files;
  bool dump = false;
  for (const QString& arg : arguments) {
    if (arg == QLatin1String("--dump")) {
      dump = true;
    } else if (arg.startsWith(QLatin1Char('-')) && arg.size() > 1) {
      err << Text::tr("unknown option '%1' for compare-trails").arg(arg) << '\n';
      return 2;
    } else {
      files << arg;
    }
  }
  if (files.size() != 2) {
    err << Text::tr("compare-trails needs two trail files: compare-trails A B [--dump]") << '\n';
    return 2;
  }
  Result<Trail> a = loadTrail(files[0].toStdString());
  if (!a) {
    err << q(a.error().toString()) << '\n';
    return 2;
  }
  Result<Trail> b = loadTrail(files[1].toStdString());
  if (!b) {
    err << q(b.error().toString()) << '\n';
    return 2;
  }
  noteSetting(err, Text::tr("levels"), a->level, b->level);
  noteSetting(err, Text::tr("seeds"), a->seed ? std::to_string(*a->seed) : "",
              b->seed ? std::to_string(*b->seed) : "");
  noteSetting(err, Text::tr("player counts"), std::to_string(a->players), std::to_string(b->players));
  noteSetting(err, Text::tr("input recordings"), a->inputs, b->inputs);
  if (const std::optional<std::string> problem = incomparable(*a, *b)) {
    err << q(*problem) << '\n';
    return 2;
  }

  const std::optional<std::int64_t> first = firstDifferingTick(*a, *b);
  if (!first) {
    out << "trails match: " << a->hashes.size() << " ticks\n";
    return 0;
  }
  const std::int64_t t = *first;
  out << "first differing tick: " << t << '\n';
  auto side = [&](const QString& file, const Trail& trail) {
    if (std::size_t(t) < trail.hashes.size())
      out << file << ": " << hex16(trail.hashes[std::size_t(t)]) << '\n';
    else
      out << file << ": " << Text::tr("ends after %1 ticks").arg(trail.hashes.size()) << '\n';
  };
  side(files[0], *a);
  side(files[1], *b);
  if (!dump) return 1;

  const StateDump* da = a->dumpAt(t);
  const StateDump* db = b->dumpAt(t);
  if (!da || !db) {
    for (const auto& [file, d] : {std::pair(files[0], da), std::pair(files[1], db)})
      if (!d)
        err << Text::tr("%1 holds no state dump of tick %2: run it again with --hash-trail %1 --dump-at %2")
                   .arg(file)
                   .arg(t)
            << '\n';
    return 1;
  }
  const std::vector<EntityDifference> differences = compareDumps(*da, *db);
  out << "entities that differ at tick " << t << ": " << differences.size() << '\n';
  for (const EntityDifference& d : differences) {
    QString name = q(d.kind) + QLatin1Char(' ') + QString::number(d.id);
    if (!d.label.empty()) name += QStringLiteral(" (%1)").arg(q(d.label));
    if (d.onlyInA || d.onlyInB) {
      out << "  " << name << ": only in " << (d.onlyInA ? files[0] : files[1]) << '\n';
      continue;
    }
    for (const auto& [field, va, vb] : d.fields)
      out << "  " << name << ": " << q(field) << ": " << q(va) << " | " << q(vb) << '\n';
  }
  return 1;
}

}  // namespace sw::cli
