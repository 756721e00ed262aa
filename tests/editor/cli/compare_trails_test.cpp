// scrollwork-cli run --hash-trail / --dump-at and compare-trails: a trail holds one hash per
// tick ending on the printed hash; two runs of one recording match; a one-bit change
// injected into one run at a known tick (through the tests' access to the pools) is named
// by compare-trails: that tick, that entity, that field.
#include <QTemporaryDir>
#include <QtTest>

#include "model/project_io.h"
#include "sim/replay/trail.h"
#include "sim/runtime_level.h"
#include "support/cli_runner.h"
#include "support/runtime_level_test_access.h"

using namespace sw;

namespace {
const QString demo = QStringLiteral(SW_SOURCE_DIR "/projects/demo");

TickInput scripted(std::int64_t t) {
  const std::uint8_t moves[] = {InputUp, InputRight, InputDown, InputLeft};
  return TickInput{{std::uint8_t(InputFire | moves[(t / 40) % 4]), std::uint8_t(InputFire | ((t / 30) % 2 ? InputUp : 0))}};
}

// Plays the demo for `ticks` ticks into a trail with a dump at `dumpAt`; when `flipAt` >= 0,
// flips the lowest bit of enemy `enemyIndex`'s position.x right after that tick and returns
// the enemy's serial in `flipped`.
Trail play(int ticks, std::int64_t dumpAt, std::int64_t flipAt, std::uint32_t* flipped = nullptr) {
  ProjectLoad load = loadProject(demo.toStdString());
  PlayOptions options;
  options.seed = 5;
  options.players = 2;
  Result<RuntimeLevel> rt = RuntimeLevel::build(*load.project, *load.project->levels[0], options);
  Trail trail;
  trail.project = "demo";
  trail.level = load.project->levels[0]->name;
  trail.seed = 5;
  trail.players = 2;
  for (std::int64_t t = 0; t < ticks; ++t) {
    rt->tick(scripted(t));
    if (t == flipAt) {
      auto& enemies = RuntimeLevelTestAccess::enemies(*rt);
      if (!enemies.empty()) {
        auto& e = enemies[enemies.size() / 2];
        RuntimeLevelTestAccess::flipBit(e.position.x, 0);
        if (flipped) *flipped = e.serial;
      }
    }
    trail.hashes.push_back(rt->stateHash());
    if (t == dumpAt) trail.dumps.push_back(dumpState(*rt, t));
  }
  return trail;
}

QString save(const QTemporaryDir& dir, const QString& name, const Trail& trail) {
  const QString path = dir.filePath(name);
  Status s = saveTrail(trail, path.toStdString());
  return s ? path : QString();
}
}  // namespace

class CompareTrailsTest : public QObject {
  Q_OBJECT

 private slots:
  void runWritesOneHashPerTickEndingOnThePrintedHash() {
    QTemporaryDir dir;
    const QString trail = dir.filePath("a.trail"), again = dir.filePath("b.trail");
    test::CliRun a = test::runCliBinary({"run", demo, "--ticks", "600", "--players", "2", "--seed", "9",
                                         "--hash-trail", trail, "--dump-at", "599"});
    QVERIFY2(a.code == 0, qPrintable(a.err));
    Result<Trail> t = loadTrail(trail.toStdString());
    QVERIFY2(t, t ? "" : t.error().toString().c_str());
    QCOMPARE(t->hashes.size(), std::size_t(600));
    QCOMPARE(QStringLiteral("%1").arg(t->hashes.back(), 16, 16, QLatin1Char('0')), a.value("hash"));
    QCOMPARE(t->level, std::string("Stage 1"));
    QCOMPARE(*t->seed, std::uint64_t(9));
    QCOMPARE(t->players, 2);
    QVERIFY(t->dumpAt(599) && t->dumpAt(599)->entities.size() > 3);
    // Same run again: the trails match.
    test::CliRun b = test::runCliBinary({"run", demo, "--ticks", "600", "--players", "2", "--seed", "9",
                                         "--hash-trail", again});
    QCOMPARE(b.code, 0);
    test::CliRun same = test::runCliInProcess({"compare-trails", trail, again});
    QCOMPARE(same.code, 0);
    QCOMPARE(same.out, QStringLiteral("trails match: 600 ticks\n"));
    // Another seed: they differ from the first tick on, and the note says why.
    test::CliRun c = test::runCliBinary({"run", demo, "--ticks", "10", "--seed", "10", "--hash-trail", again});
    QCOMPARE(c.code, 0);
    test::CliRun other = test::runCliInProcess({"compare-trails", trail, again});
    QCOMPARE(other.code, 1);
    QVERIFY(other.out.startsWith("first differing tick: 0\n"));
    QVERIFY2(other.err.contains("different seeds: '9' and '10'"), qPrintable(other.err));
  }

  void anInjectedBitFlipIsNamedWithItsTickAndEntity() {
    const std::int64_t flipAt = 420;  // drones of the first wave are on screen
    std::uint32_t serial = ~0u;
    const Trail clean = play(900, flipAt, -1);
    const Trail flipped = play(900, flipAt, flipAt, &serial);
    QVERIFY(serial != ~0u);  // an enemy was there to flip
    QTemporaryDir dir;
    const QString a = save(dir, "clean.trail", clean), b = save(dir, "flipped.trail", flipped);
    QVERIFY(!a.isEmpty() && !b.isEmpty());
    test::CliRun plain = test::runCliInProcess({"compare-trails", a, b});
    QCOMPARE(plain.code, 1);
    QVERIFY2(plain.out.startsWith(QStringLiteral("first differing tick: %1\n").arg(flipAt)), qPrintable(plain.out));
    test::CliRun dumped = test::runCliInProcess({"compare-trails", a, b, "--dump"});
    QCOMPARE(dumped.code, 1);
    QVERIFY2(dumped.out.contains(QStringLiteral("entities that differ at tick %1: 1\n").arg(flipAt)),
             qPrintable(dumped.out));
    QVERIFY2(QRegularExpression(QStringLiteral("\n  enemy %1 \\([^)]+\\): position\\.x: \\S+ \\| \\S+\n$").arg(serial))
                 .match(dumped.out)
                 .hasMatch(),
             qPrintable(dumped.out));
  }

  void missingDumpsAndBadFilesAreSaid() {
    QTemporaryDir dir;
    const Trail clean = play(50, -1, -1);
    Trail other = clean;
    other.hashes[20] ^= 1;
    const QString a = save(dir, "a.trail", clean), b = save(dir, "b.trail", other);
    test::CliRun r = test::runCliInProcess({"compare-trails", a, b, "--dump"});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("%1 holds no state dump of tick 20: run it again with --hash-trail %1 --dump-at 20").arg(a)),
             qPrintable(r.err));
    QFile bad(dir.filePath("bad.trail"));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("scrollwork-trail 1\n0 00000000000000zz\n");
    bad.close();
    test::CliRun broken = test::runCliInProcess({"compare-trails", a, bad.fileName()});
    QCOMPARE(broken.code, 2);
    QVERIFY2(broken.err.contains("bad.trail: line 2: bad hash"), qPrintable(broken.err));
    QCOMPARE(test::runCliInProcess({"compare-trails", a}).code, 2);
    QCOMPARE(test::runCliInProcess({"compare-trails", a, b, "--frobnicate"}).code, 2);
    test::CliRun noTrail = test::runCliInProcess({"run", demo, "--ticks", "5", "--dump-at", "2"});
    QCOMPARE(noTrail.code, 1);
    QVERIFY(noTrail.err.contains("give --hash-trail FILE too"));
    test::CliRun past = test::runCliInProcess(
        {"run", demo, "--ticks", "5", "--hash-trail", dir.filePath("p.trail"), "--dump-at", "5"});
    QCOMPARE(past.code, 1);
  }
};

QTEST_GUILESS_MAIN(CompareTrailsTest)
#include "compare_trails_test.moc"
