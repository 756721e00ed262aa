// A player's saved progress (model/io/game_progress.h): the high score list keeps the best
// ten in order (an equal score below the older one), the text round-trips, and a damaged,
// foreign or newer file is refused naming the file and the place, then kept aside as
// FILE.damaged when the player saves again, never overwritten silently.
#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <fstream>

#include "model/io/game_progress.h"

using namespace sw;

namespace {

void writeProgressText(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

std::string readProgressText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

}  // namespace

class GameProgressTest : public QObject {
  Q_OBJECT
 private slots:
  void highScoresKeepTheBestTenInOrder() {
    SavedProgress progress;
    for (int i = 0; i < 12; ++i)
      QVERIFY(progress.addHighScore({"P" + std::to_string(i), std::int64_t(100 * (i % 6)), "L1", "2026-12-08"}));
    QCOMPARE(progress.highScores.size(), kHighScoresKept);
    for (std::size_t i = 1; i < progress.highScores.size(); ++i)
      QVERIFY(progress.highScores[i - 1].score >= progress.highScores[i].score);
    QCOMPARE(progress.highScores.front().score, std::int64_t(500));
    // Equal scores: the older one ranks first (P5 scored 500 before P11).
    QCOMPARE(progress.highScores[0].name, std::string("P5"));
    QCOMPARE(progress.highScores[1].name, std::string("P11"));
    // The list is full of scores 100 and more: 0 does not make it, 150 does (in place 8).
    QVERIFY(!progress.rankOf(0));
    QVERIFY(!progress.addHighScore({"low", 0, "L1", ""}));
    QCOMPARE(progress.rankOf(150), std::optional<std::size_t>(8));
    QCOMPARE(progress.addHighScore({"mid", 150, "L2", ""}), std::optional<std::size_t>(8));
    QCOMPARE(progress.highScores.size(), kHighScoresKept);
    QCOMPARE(progress.highScores[8].name, std::string("mid"));
  }

  void roundTripsAndContinuesFromTheFurthestLevel() {
    QTemporaryDir dir;
    const std::string path = dir.filePath("progress/Demo.progress.json").toStdString();
    {
      ProgressFile file(path, "Demo");
      QVERIFY(!file.problem());  // no file yet: a fresh start, no problem
      QVERIFY(file.progress().highScores.empty());
      file.progress().furthestLevel = "Level 2";
      file.progress().addHighScore({"Ann", 1200, "Level 2", "2026-12-08"});
      file.progress().addHighScore({"P1", 800, "Level 1", "2026-12-07"});
      QVERIFY(file.save());
    }
    const std::string text = readProgressText(path);
    QVERIFY(text.find("\"formatVersion\": 1") != std::string::npos);
    ProgressFile again(path, "Demo");
    QVERIFY(!again.problem());
    QCOMPARE(again.progress().furthestLevel, std::string("Level 2"));
    QCOMPARE(again.progress().highScores.size(), std::size_t(2));
    QCOMPARE(again.progress().highScores[0], (HighScore{"Ann", 1200, "Level 2", "2026-12-08"}));
    QCOMPARE(gameProgressText(again.progress()), text);  // same data, same bytes
  }

  void refusedFilesNameTheFileAndThePlace_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("says");
    QTest::newRow("damaged") << "{\"formatVersion\": 1, \"kind\": \"scrollwork-pro" << "line" << "";
    QTest::newRow("not progress") << "{\"formatVersion\": 1, \"kind\": \"scrollwork-save\"}" << "/kind"
                                  << "not a Scrollwork progress file";
    QTest::newRow("foreign game") << "{\"formatVersion\": 1, \"kind\": \"scrollwork-progress\", \"game\": \"Other\"}"
                                  << "/game" << "'Other'";
    QTest::newRow("newer") << "{\"formatVersion\": 7, \"kind\": \"scrollwork-progress\", \"game\": \"Demo\"}"
                           << "/formatVersion" << "newer";
    QTest::newRow("bad score")
        << "{\"formatVersion\": 1, \"kind\": \"scrollwork-progress\", \"game\": \"Demo\", \"highScores\": "
           "[{\"name\": \"A\", \"score\": 5}, {\"name\": \"B\", \"score\": -3}]}"
        << "/highScores/1/score" << "score";
  }
  void refusedFilesNameTheFileAndThePlace() {
    QFETCH(QString, text);
    QFETCH(QString, where);
    QFETCH(QString, says);
    QTemporaryDir dir;
    const std::string path = dir.filePath("Demo.progress.json").toStdString();
    writeProgressText(path, text.toStdString());
    ProgressFile file(path, "Demo");
    QVERIFY(file.problem());
    const std::string line = file.problem()->toString();
    QVERIFY2(line.find(path) != std::string::npos, line.c_str());
    QVERIFY2(line.find(where.toStdString()) != std::string::npos, line.c_str());
    QVERIFY2(line.find(says.toStdString()) != std::string::npos, line.c_str());
    QVERIFY(file.progress().highScores.empty());  // a fresh start
    // Saving keeps the refused file aside, byte for byte, before writing the new one.
    file.progress().addHighScore({"P1", 10, "L1", ""});
    QVERIFY(file.save());
    QCOMPARE(file.keptAside(), path + ".damaged");
    QCOMPARE(QString::fromStdString(readProgressText(path + ".damaged")), text);
    QVERIFY(!ProgressFile(path, "Demo").problem());
  }

  // A second refused file does not replace the first one kept aside.
  void aSecondDamagedFileIsKeptBesideTheFirst() {
    QTemporaryDir dir;
    const std::string path = dir.filePath("Demo.progress.json").toStdString();
    writeProgressText(path + ".damaged", "first");
    writeProgressText(path, "second");
    ProgressFile file(path, "Demo");
    QVERIFY(file.problem());
    QVERIFY(file.save());
    QCOMPARE(file.keptAside(), path + ".damaged-2");
    QCOMPARE(readProgressText(path + ".damaged"), std::string("first"));
    QCOMPARE(readProgressText(path + ".damaged-2"), std::string("second"));
  }
};

QTEST_GUILESS_MAIN(GameProgressTest)
#include "game_progress_test.moc"
