// Hash trails (sim/replay/trail.h): the text both ways, every parse error with its line,
// the older formats read as version 1, the first differing tick, and dumps compared entity
// by entity.
#include "sim/replay/trail.h"
#include "sim/state/hash_version.h"

#include <QtTest>

using namespace sw;

Q_DECLARE_METATYPE(std::string)

namespace {

Trail sample() {
  Trail t;
  t.project = "projects/demo";
  t.level = "Stage 1";
  t.seed = 18446744073709551615ull;
  t.players = 2;
  t.inputs = "tests/determinism/two players.inputs";
  t.hashes = {0x0123456789abcdefull, 0xfedcba9876543210ull, 0, 42};
  StateDump d;
  d.tick = 2;
  d.entities = {{"camera", 0, "", {{"tick", "3"}, {"local.x", "0.1"}}},
                {"enemy", 17, "wave 1: #a", {{"position.x", "-1.5e-300"}, {"health", "3"}}},
                {"level", 0, "", {}}};
  t.dumps = {d};
  return t;
}

}  // namespace

class TrailTest : public QObject {
  Q_OBJECT

 private slots:
  void textRoundTrips() {
    const Trail t = sample();
    const std::string text = trailText(t);
    QVERIFY(text.starts_with("scrollwork-trail 2\nhash " + std::to_string(kStateHashVersion) +
                             "\nproject projects/demo\nlevel Stage 1\n"));
    QVERIFY(text.find("\n0 0123456789abcdef\n1 fedcba9876543210\n2 0000000000000000\n3 000000000000002a\n") !=
            std::string::npos);
    QVERIFY(text.find("enemy 17: position.x=-1.5e-300 health=3 # wave 1: #a\n") != std::string::npos);
    Result<Trail> back = parseTrail(text, "t.trail");
    QVERIFY2(back, back ? "" : back.error().toString().c_str());
    QVERIFY(*back == t);
    QVERIFY(back->dumpAt(2) && !back->dumpAt(1));
  }

  void badTrailsAreRefusedWithTheirLine_data() {
    QTest::addColumn<std::string>("text");
    QTest::addColumn<std::string>("expected");
    const std::string h = "scrollwork-trail 1\n";
    QTest::newRow("empty") << std::string() << std::string("t.trail: line 1: empty file (not a hash trail)");
    QTest::newRow("not a trail") << std::string("scrollwork-inputs 1\n") << std::string("t.trail: line 1: not a hash trail");
    QTest::newRow("version") << std::string("scrollwork-trail 9\n") << std::string("t.trail: line 1: unsupported version '9'");
    QTest::newRow("gap") << h + "0 0000000000000000\n2 0000000000000000\n"
                         << std::string("t.trail: line 3: tick 2 where tick 1 was expected");
    QTest::newRow("first tick") << h + "1 0000000000000000\n" << std::string("t.trail: line 2: tick 1 where tick 0 was expected");
    QTest::newRow("short hash") << h + "0 abc\n" << std::string("t.trail: line 2: bad hash 'abc' (16 hex digits)");
    QTest::newRow("bad hex") << h + "0 000000000000000g\n" << std::string("t.trail: line 2: bad hash");
    QTest::newRow("late setting") << h + "0 0000000000000000\nseed 3\n"
                                  << std::string("t.trail: line 3: 'seed' must come before the first tick");
    QTest::newRow("twice") << h + "level A\nlevel B\n" << std::string("t.trail: line 3: 'level' is given twice");
    QTest::newRow("players") << h + "players 3\n" << std::string("t.trail: line 2: bad player count '3' (1 or 2)");
    QTest::newRow("unknown") << h + "hello world\n" << std::string("t.trail: line 2: unknown line 'hello world'");
    QTest::newRow("cut dump") << h + "0 0000000000000000\ndump 0\ncamera 0: tick=1\n"
                              << std::string("t.trail: line 4: dump 0 has no 'end' (the file is cut short)");
    QTest::newRow("bad entity") << h + "dump 0\nenemy: x=1\nend\n" << std::string("t.trail: line 3: expected 'KIND ID: FIELD=VALUE");
    QTest::newRow("bad field") << h + "dump 0\nenemy 1: x\nend\n"
                               << std::string("t.trail: line 3: expected FIELD=VALUE, found 'x'");
    QTest::newRow("dump order") << h + "dump 5\nend\ndump 5\nend\n"
                                << std::string("t.trail: line 4: dump 5 does not come after dump 5");
    QTest::newRow("tick after dump") << h + "dump 0\nend\n0 0000000000000000\n"
                                     << std::string("t.trail: line 4: tick lines must come before the first dump");
    QTest::newRow("hash version") << h + "hash x\n" << std::string("t.trail: line 2: bad hash version 'x'");
    QTest::newRow("hash twice") << h + "hash 2\nhash 2\n" << std::string("t.trail: line 3: 'hash' is given twice");
    QTest::newRow("old hashes only") << std::string("scrollwork-hash-trail 1\n0123\n")
                                     << std::string("t.trail: line 2: '0123' is not a hash of 16 hex digits");
    QTest::newRow("long line") << h + std::string(std::size_t(1) << 21, 'x') + "\n"
                               << std::string("t.trail: line 2: line longer than 1 MiB");
  }
  void badTrailsAreRefusedWithTheirLine() {
    QFETCH(std::string, text);
    QFETCH(std::string, expected);
    Result<Trail> r = parseTrail(text, "t.trail");
    QVERIFY(!r);
    QVERIFY2(r.error().toString().starts_with(expected), r.error().toString().c_str());
  }

  // Trails of the state hash before the systems (version 1) still read, marked so, and are not
  // compared with this build's: their hashes mean something else.
  void olderTrailsReadAsVersionOne() {
    Result<Trail> full = parseTrail("scrollwork-trail 1\nlevel Stage 1\n0 0000000000000001\n1 0000000000000002\n", "a");
    QVERIFY2(full, full ? "" : full.error().toString().c_str());
    QCOMPARE(full->hashVersion, 1);
    QCOMPARE(full->level, std::string("Stage 1"));
    QCOMPARE(full->hashes, (std::vector<std::uint64_t>{1, 2}));
    // A replay test's trail: line k + 1 holds the hash after the k-th tick, tick k - 1 here.
    Result<Trail> hashes = parseTrail("scrollwork-hash-trail 1\n0000000000000001\n0000000000000002\n", "b");
    QVERIFY2(hashes, hashes ? "" : hashes.error().toString().c_str());
    QCOMPARE(hashes->hashVersion, 1);
    QCOMPARE(hashes->hashes, (std::vector<std::uint64_t>{1, 2}));
    QVERIFY(!incomparable(*full, *hashes));
    QCOMPARE(sample().hashVersion, kStateHashVersion);
    Trail now = sample();
    now.hashVersion = 2;
    const std::optional<std::string> why = incomparable(*full, now);
    QVERIFY(why);
    QVERIFY2(why->find("version 1 and 2") != std::string::npos, why->c_str());
    // Written again, a trail keeps its hash version.
    Result<Trail> back = parseTrail(trailText(*full), "c");
    QVERIFY(back);
    QCOMPARE(back->hashVersion, 1);
  }

  void firstDifferingTickIsNamed() {
    Trail a = sample(), b = sample();
    QVERIFY(!firstDifferingTick(a, b));
    b.hashes[2] ^= 1;
    QCOMPARE(*firstDifferingTick(a, b), std::int64_t(2));
    b = sample();
    b.hashes.pop_back();
    QCOMPARE(*firstDifferingTick(a, b), std::int64_t(3));  // b ended: the tick it lacks
    QCOMPARE(*firstDifferingTick(b, a), std::int64_t(3));
  }

  void dumpsAreComparedEntityByEntity() {
    StateDump a = sample().dumps[0], b = a;
    QVERIFY(compareDumps(a, b).empty());
    b.entities[1].fields[0].second = "-1.5000000000000002e-300";
    b.entities.push_back({"particle", 4, "", {{"lifeTicks", "2"}}});
    b.entities.erase(b.entities.begin());  // the camera only in a
    const std::vector<EntityDifference> d = compareDumps(a, b);
    QCOMPARE(d.size(), std::size_t(3));
    QCOMPARE(d[0].kind, std::string("camera"));
    QVERIFY(d[0].onlyInA);
    QCOMPARE(d[1].kind, std::string("enemy"));
    QCOMPARE(d[1].id, std::int64_t(17));
    QCOMPARE(d[1].fields.size(), std::size_t(1));
    QCOMPARE(std::get<0>(d[1].fields[0]), std::string("position.x"));
    QCOMPARE(std::get<2>(d[1].fields[0]), std::string("-1.5000000000000002e-300"));
    QCOMPARE(d[2].kind, std::string("particle"));
    QVERIFY(d[2].onlyInB);
  }
};

QTEST_GUILESS_MAIN(TrailTest)
#include "trail_test.moc"
