// Tile animations: the frame chosen at a time (wall-clock ms and a run's ticks), looping,
// and the errors a tileset file with a bad animation reports (file and place).
#include <QtTest>

#include "model/tiles/tile_animation.h"

using namespace sw;

class TileAnimationTest : public QObject {
  Q_OBJECT

  static TileAnimation water() { return {"water", {{"water_0", 100}, {"water_1", 250}, {"water_2", 50}}}; }

 private slots:
  void frameAtMilliseconds() {
    const TileAnimation a = water();
    QCOMPARE(tileAnimationLength(a), std::int64_t(400));
    QCOMPARE(tileAnimationFrameAt(a, 0), std::size_t(0));
    QCOMPARE(tileAnimationFrameAt(a, 99), std::size_t(0));
    QCOMPARE(tileAnimationFrameAt(a, 100), std::size_t(1));
    QCOMPARE(tileAnimationFrameAt(a, 349), std::size_t(1));
    QCOMPARE(tileAnimationFrameAt(a, 350), std::size_t(2));
    QCOMPARE(tileAnimationFrameAt(a, 399), std::size_t(2));
    QCOMPARE(tileAnimationFrameAt(a, 400), std::size_t(0));   // loops
    QCOMPARE(tileAnimationFrameAt(a, 4150), std::size_t(1));  // 4150 = 10 loops + 150
    QCOMPARE(tileAnimationFrameAt(a, -1), std::size_t(2));    // before 0 counts back
    QCOMPARE(tileAnimationTimeToNextFrame(a, 0), std::int64_t(100));
    QCOMPARE(tileAnimationTimeToNextFrame(a, 120), std::int64_t(230));
    QCOMPARE(tileAnimationTimeToNextFrame(a, 399), std::int64_t(1));
  }

  void frameAtTicks() {
    const TileAnimation a = water();
    QCOMPARE(tileAnimationMs(0, 60), std::int64_t(0));
    QCOMPARE(tileAnimationMs(6, 60), std::int64_t(100));
    QCOMPARE(tileAnimationMs(5, 60), std::int64_t(83));  // rounded down
    QCOMPARE(tileAnimationMs(90, 30), std::int64_t(3000));
    QCOMPARE(tileAnimationMs(7, 0), std::int64_t(7000));  // a bad rate counts as 1
    QCOMPARE(tileAnimationFrameAt(a, tileAnimationMs(5, 60)), std::size_t(0));
    QCOMPARE(tileAnimationFrameAt(a, tileAnimationMs(6, 60)), std::size_t(1));
    QCOMPARE(tileAnimationFrameAt(a, tileAnimationMs(21, 60)), std::size_t(2));  // 350 ms
    QCOMPARE(tileAnimationFrameAt(a, tileAnimationMs(24, 60)), std::size_t(0));  // 400 ms
  }

  void stillAnimations() {
    const TileAnimation one{"a", {{"a", 100}}};
    QCOMPARE(tileAnimationFrameAt(one, 12345), std::size_t(0));
    QCOMPARE(tileAnimationTimeToNextFrame(one, 12345), std::int64_t(0));
    const TileAnimation none{"a", {}};
    QCOMPARE(tileAnimationFrameAt(none, 5), std::size_t(0));
    // Zero durations never get past validation; if one did, it plays as 1 ms, never divides by 0.
    const TileAnimation zero{"a", {{"a", 0}, {"b", 0}}};
    QCOMPARE(tileAnimationFrameAt(zero, 1), std::size_t(1));
  }

  void findsTheTilesAnimation() {
    Tileset t;
    t.animations = {water()};
    QVERIFY(findTileAnimation(t, "water"));
    QVERIFY(!findTileAnimation(t, "water_0"));
  }

  void badAnimationsNameFileAndPlace() {
    const std::string head = R"({"formatVersion": 1, "name": "x", "images": [{"path": "a.png"}],
        "tiles": [{"name": "a"}, {"name": "b"}], "animations": )";
    auto errorOf = [&](const std::string& animations) {
      Errors errors;
      Tileset t;
      if (readTilesetText(head + animations + "}", "x.tileset.json", t, errors)) return Error{};
      return errors.at(0);
    };
    Error e = errorOf(R"([{"tile": "a", "frames": [["a", 100], ["c", 100]]}])");
    QCOMPARE(e.file, std::string("x.tileset.json"));
    QCOMPARE(e.where, std::string("/animations/0/frames/1"));
    QVERIFY(e.message.find("'c'") != std::string::npos);
    e = errorOf(R"([{"tile": "a", "frames": [["a", 100], ["b", 0]]}])");
    QCOMPARE(e.where, std::string("/animations/0/frames/1/1"));
    QVERIFY2(e.message.find("0 ms") != std::string::npos, e.message.c_str());
    QCOMPARE(errorOf(R"([{"tile": "a", "frames": [["b", -5]]}])").where, std::string("/animations/0/frames/0/1"));
    // Not a whole number (JSON has no NaN; 1.5 and strings are refused alike).
    QCOMPARE(errorOf(R"([{"tile": "a", "frames": [["b", 1.5]]}])").where, std::string("/animations/0/frames/0"));
    QCOMPARE(errorOf(R"([{"tile": "a", "frames": [["b", "NaN"]]}])").where, std::string("/animations/0/frames/0"));
    QCOMPARE(errorOf(R"([{"tile": "a", "frames": []}])").where, std::string("/animations/0/frames"));
    QCOMPARE(errorOf(R"([{"tile": "a", "frames": [["b", 5]]}, {"tile": "a", "frames": [["a", 5]]}])").where,
             std::string("/animations/1/tile"));
    QCOMPARE(errorOf(R"([{"tile": "z", "frames": [["b", 5]]}])").where, std::string("/animations/0/tile"));
    QCOMPARE(errorOf(R"([{"tile": "a", "frames": [["b", 5]]}])").where, std::string());  // good
  }
};

QTEST_GUILESS_MAIN(TileAnimationTest)
#include "tile_animation_test.moc"
