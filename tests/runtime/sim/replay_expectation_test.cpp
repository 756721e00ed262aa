// The expectation file of a replay test (sim/replay_expectation.h): what it accepts, the
// canonical text, and errors that name the file and the line and column at fault.
#include "sim/replay/replay_expectation.h"

#include <QtTest>

using namespace sw;

class ReplayExpectationTest : public QObject {
  Q_OBJECT

  static Error parseError(const std::string& text) {
    Result<ReplayExpectation> r = parseReplayExpectation(text, "t.expect.json");
    if (r) return Error{"", "", "parsed"};
    return r.error();
  }

 private slots:
  void readsEveryField() {
    const std::string text =
        "{\n"
        "  \"formatVersion\": 1,\n"
        "  \"description\": \"boss\",\n"
        "  \"ticks\": 7200,\n"
        "  \"hash\": \"5F0C3A9E1B2D4C67\",\n"
        "  \"conditions\": [\n"
        "    \"boss.health <= 0 by tick 7000\",\n"
        "    \"player1.lives >= 1\",\n"
        "    \"tick == 10 at tick 10\"\n"
        "  ]\n"
        "}\n";
    Result<ReplayExpectation> r = parseReplayExpectation(text, "t.expect.json");
    QVERIFY2(r, r ? "" : r.error().toString().c_str());
    QCOMPARE(r->description, std::string("boss"));
    QCOMPARE(*r->ticks, std::int64_t(7200));
    QCOMPARE(*r->hash, std::uint64_t(0x5f0c3a9e1b2d4c67));
    QCOMPARE(r->hashWhere, std::string("line 5, column 11"));
    QCOMPARE(r->ticksWhere, std::string("line 4, column 12"));
    QCOMPARE(r->conditions.size(), std::size_t(3));
    QCOMPARE(r->conditions[0].parsed.expression, std::string("boss.health <= 0"));
    QVERIFY(r->conditions[0].parsed.when == ReplayWhen::ByTick);
    QCOMPARE(r->conditions[0].parsed.tick, std::int64_t(7000));
    QCOMPARE(r->conditions[0].where, std::string("line 7, column 6"));
    QVERIFY(r->conditions[1].parsed.when == ReplayWhen::End);
    QCOMPARE(r->conditions[1].where, std::string("line 8, column 6"));
    QVERIFY(r->conditions[2].parsed.when == ReplayWhen::AtTick);
    QCOMPARE(r->conditions[2].parsed.tick, std::int64_t(10));
    QCOMPARE(r->hashVersion, 1);  // a format 1 file: its hash is the old state hash's
  }

  // Format 2 says only that "hash" is state hash version 2; a version 1 file written again
  // stays version 1 (its hash has not been recorded again), a version 2 one stays 2.
  void theFormatSaysWhichStateHash() {
    Result<ReplayExpectation> now = parseReplayExpectation("{\"formatVersion\": 2, \"hash\": \"0000000000000abc\"}", "n");
    QVERIFY2(now, now ? "" : now.error().toString().c_str());
    QCOMPARE(now->hashVersion, 2);
    QVERIFY(replayExpectationText(*now).starts_with("{\n  \"formatVersion\": 2,"));
    Result<ReplayExpectation> old = parseReplayExpectation("{\"formatVersion\": 1, \"hash\": \"0000000000000abc\"}", "o");
    QVERIFY(old);
    QCOMPARE(old->hashVersion, 1);
    QVERIFY(replayExpectationText(*old).starts_with("{\n  \"formatVersion\": 1,"));
  }

  void canonicalTextRoundTrips() {
    ReplayExpectation e;
    e.ticks = 60;
    e.hash = 0xabc;
    for (const char* text : {"score >= 100", "level.finished by tick 60"}) {
      ReplayExpectation::Condition c;
      c.text = text;
      e.conditions.push_back(c);
    }
    const std::string text = replayExpectationText(e);
    QCOMPARE(text,
             std::string(
                 "{\n  \"formatVersion\": 2,\n  \"ticks\": 60,\n  \"hash\": \"0000000000000abc\",\n"
                 "  \"conditions\": [\n    \"score >= 100\",\n    \"level.finished by tick 60\"\n  ]\n}\n"));
    Result<ReplayExpectation> back = parseReplayExpectation(text, "x");
    QVERIFY(back);
    QCOMPARE(replayExpectationText(*back), text);
  }

  void badFilesNameTheirPlace_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("message");
    QTest::newRow("syntax") << "{\n  \"formatVersion\": 1,\n  \"ticks\": ,\n}"
                            << "line 3"
                            << "";
    QTest::newRow("truncated") << "{\"formatVersion\": 1, \"hash\": \"ab"
                               << "line 1"
                               << "";
    QTest::newRow("not an object") << "[1]"
                                   << "/"
                                   << "expected an object";
    QTest::newRow("no version") << "{}"
                                << "/"
                                << "formatVersion";
    QTest::newRow("newer") << "{\"formatVersion\": 9}"
                           << "line 1, column 19"
                           << "newer";
    QTest::newRow("NaN ticks") << "{\"formatVersion\": 1,\n\"ticks\": NaN}"
                               << "line 2"
                               << "";
    QTest::newRow("float ticks") << "{\"formatVersion\": 1,\n\"ticks\": 1.5}"
                                 << "line 2, column 10"
                                 << "whole number";
    QTest::newRow("zero ticks") << "{\"formatVersion\": 1,\n\"ticks\": 0}"
                                << "line 2, column 10"
                                << "whole number";
    QTest::newRow("huge ticks") << "{\"formatVersion\": 1,\n\"ticks\": 1e300}"
                                << "line 2, column 10"
                                << "whole number";
    QTest::newRow("short hash") << "{\"formatVersion\": 1,\n  \"hash\": \"abc\"}"
                                << "line 2, column 11"
                                << "16 hex";
    QTest::newRow("hash number") << "{\"formatVersion\": 1,\n  \"hash\": 12}"
                                 << "line 2, column 11"
                                 << "16 hex";
    QTest::newRow("unknown key") << "{\"formatVersion\": 1,\n  \"hsah\": \"x\"}"
                                 << "line 2, column 11"
                                 << "unknown field 'hsah'";
    QTest::newRow("conditions not a list") << "{\"formatVersion\": 1,\n\"conditions\": \"a\"}"
                                           << "line 2, column 15"
                                           << "list";
    QTest::newRow("condition not text") << "{\"formatVersion\": 1,\n\"conditions\": [\"tick > 1\", 3]}"
                                        << "/conditions/1"
                                        << "as text";
    QTest::newRow("condition syntax")
        << "{\"formatVersion\": 1,\n\"conditions\": [\n  \"tick >= 1\",\n  \"boss.health <\"\n]}"
        << "line 4, column 17"
        << "expected";
    QTest::newRow("bad tick") << "{\"formatVersion\": 1,\n\"conditions\": [\"tick > 1 by tick x\"]}"
                              << "line 2, column 34"
                              << "'x' is not a tick number";
    QTest::newRow("tick too far")
        << "{\"formatVersion\": 1,\n\"conditions\": [\"tick > 1 by tick 99999999999\"]}"
        << "line 2, column 34"
        << "not a tick number";
    QTest::newRow("half a by") << "{\"formatVersion\": 1,\n\"conditions\": [\"tick > 1 by 5\"]}"
                               << "line 2, column 29"
                               << "by tick N";
  }
  void badFilesNameTheirPlace() {
    QFETCH(QString, text);
    QFETCH(QString, where);
    QFETCH(QString, message);
    const Error e = parseError(text.toStdString());
    QCOMPARE(QString::fromStdString(e.file), QStringLiteral("t.expect.json"));
    QVERIFY2(QString::fromStdString(e.where).startsWith(where), e.toString().c_str());
    QVERIFY2(QString::fromStdString(e.message).contains(message), e.toString().c_str());
  }

  void tooBigIsRefusedUnread() {
    const std::string text =
        "{\"formatVersion\": 1, \"description\": \"" + std::string(kMaxReplayExpectationBytes, 'x') + "\"}";
    const Error e = parseError(text);
    QVERIFY2(QString::fromStdString(e.message).contains("bigger"), e.toString().c_str());
  }
};

QTEST_APPLESS_MAIN(ReplayExpectationTest)
#include "replay_expectation_test.moc"
