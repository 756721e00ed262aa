#include <QtTest>
#include <cmath>

#include "model/level/camera_track.h"

using namespace sw;

namespace {
TileDef* addDef(Project& p, const std::string& name, Vec2 entry, Vec2 exit, std::vector<Vec2> points = {}) {
  auto def = std::make_unique<TileDef>();
  def->name = name;
  def->cameraEntry = entry;
  def->cameraExit = exit;
  def->cameraPoints = std::move(points);
  p.tileDefs.push_back(std::move(def));
  return p.tileDefs.back().get();
}

void addTiles(Level& level, const std::string& def, int count) {
  for (int i = 0; i < count; ++i) {
    auto t = std::make_unique<TileInstance>();
    t->name = def + "_" + std::to_string(level.chain.size());
    t->tile = def;
    level.chain.push_back(std::move(t));
  }
}

Trigger* addTrigger(Level& level, const std::string& name) {
  auto t = std::make_unique<Trigger>();
  t->name = name;
  level.objects.push_back(std::move(t));
  return static_cast<Trigger*>(level.objects.back().get());
}

void addLoop(Level& level, const std::string& name, const std::string& first, const std::string& last,
             const std::string& trigger, int passes) {
  auto l = std::make_unique<Loop>();
  l->name = name;
  l->first = first;
  l->last = last;
  l->untilTrigger = trigger;
  l->previewRepeats = passes;
  level.objects.push_back(std::move(l));
}

double error(Vec2 a, Vec2 b) { return std::hypot(a.x - b.x, a.y - b.y); }
}  // namespace

class CameraTrackTest : public QObject {
  Q_OBJECT
 private slots:
  void domainExampleRelative() {
    Project p;
    addDef(p, "step", {0, 1}, {4, 0});
    Level level;
    addTiles(level, "step", 2);
    Vec2 second = relativeOrigin(p, level, 0, 1);
    QVERIFY((second + Vec2{0, 1} == Vec2{4, 0}));   // its entry on the first exit
    QVERIFY((second + Vec2{4, 0} == Vec2{8, -1}));  // its exit at (8, -1)
    QVERIFY((relativeOrigin(p, level, 1, 0) == Vec2{-4, 1}));
  }

  // 100,000 chained tiles: placing a neighbour relative to the current tile is exactly as
  // precise at the far end as at the start. The naive absolute layout is not: this is
  // what the test would catch if the runtime placed tiles from absolute coordinates.
  void longLevelsDoNotDrift() {
    Project p;
    addDef(p, "odd", {0, 0.3}, {4.1, 0});  // step (4.1, -0.3): not exact in binary
    Level level;
    addTiles(level, "odd", 100000);
    const Vec2 exactStep{4.1, -0.3};
    double nearStart = error(relativeOrigin(p, level, 0, 1), exactStep);
    double atEnd = error(relativeOrigin(p, level, 99998, 99999), exactStep);
    QVERIFY2(atEnd <= nearStart, qPrintable(QString("%1 > %2").arg(atEnd).arg(nearStart)));
    // A neighbour 10 tiles ahead: same error wherever we are.
    QCOMPARE(error(relativeOrigin(p, level, 99989, 99999), exactStep * 10),
             error(relativeOrigin(p, level, 0, 10), exactStep * 10));

    auto absolute = layoutChain(p, level);
    double naiveStart = error(absolute[1].origin - absolute[0].origin, exactStep);
    double naiveEnd = error(absolute[99999].origin - absolute[99998].origin, exactStep);
    QVERIFY2(naiveEnd > naiveStart, "the naive layout should drift; the test would not catch a regression");
  }

  void cameraMovesAtTheIntegerSpeed() {
    Project p;
    addDef(p, "flat", {0, 0}, {32, 0});
    Level level;
    level.scrollSpeed = 100;  // 0.1 unit per tick
    addTiles(level, "flat", 2);
    CameraTrack track(p, level);
    QCOMPARE(track.totalLength(), std::int64_t(64000));
    QCOMPARE(track.lengthInTicks(), std::int64_t(640));
    QVERIFY((track.at(0).absolute == Vec2{0, 0}));
    QVERIFY((track.at(160).absolute == Vec2{16, 0}));
    auto spot = track.at(320);
    QCOMPARE(spot.link, std::size_t(1));
    QCOMPARE(spot.distance, std::int64_t(0));
    QVERIFY((spot.local == Vec2{0, 0}));
    QVERIFY((spot.absolute == Vec2{32, 0}));
    QVERIFY(track.at(640).finished);
    QVERIFY(!track.at(639).finished);
    QCOMPARE(track.firstTickIn(1), std::int64_t(320));
  }

  void followsIntermediatePoints() {
    Project p;
    addDef(p, "bend", {0, 0}, {6, 8}, {{0, 4}});  // up 4, then a 3-4-5 diagonal... (6,8)-(0,4) = 7.21
    QCOMPARE(CameraTrack::pathLength(p.tileDefs[0].get()), std::int64_t(4000 + std::llround(std::hypot(6, 4) * 1000)));
    QVERIFY((CameraTrack::pointOnPath(p.tileDefs[0].get(), 2000) == Vec2{0, 2}));
    QVERIFY((CameraTrack::pointOnPath(p.tileDefs[0].get(), 4000) == Vec2{0, 4}));
  }

  // The scrubber jumps to a tick; Play steps there. Both must agree exactly.
  void steppingAndJumpingAgree() {
    Project p;
    addDef(p, "a", {0, 0}, {31.7, 2.3}, {{10.1, 5.5}});
    addDef(p, "b", {0, 1}, {17.3, -4.9});
    Level level;
    level.scrollSpeed = 137;
    addTiles(level, "a", 3);
    addTiles(level, "b", 3);
    CameraTrack track(p, level);
    std::size_t link = 0;
    std::int64_t inTile = 0;
    const std::int64_t lengths[] = {CameraTrack::pathLength(p.tileDefs[0].get()), CameraTrack::pathLength(p.tileDefs[1].get())};
    for (std::int64_t tick = 0; tick < track.lengthInTicks(); ++tick) {
      auto spot = track.at(tick);
      QCOMPARE(spot.link, link);
      QCOMPARE(spot.distance, inTile);
      inTile += level.scrollSpeed;
      while (link < 6 && inTile >= lengths[link < 3 ? 0 : 1]) {
        inTile -= lengths[link < 3 ? 0 : 1];
        ++link;
      }
    }
  }

  void loopsRepeatTheirRange() {
    Project p;
    addDef(p, "flat", {0, 0}, {10, 0});
    Level level;
    level.scrollSpeed = 1000;  // one unit per tick: 10 ticks per tile
    addTiles(level, "flat", 4);
    addTrigger(level, "boss_dead");
    addLoop(level, "arena", "flat_1", "flat_2", "boss_dead", 3);
    CameraTrack track(p, level);
    QCOMPARE(track.totalLength(), std::int64_t(8 * 10000));  // a, (b c) x3, d
    std::vector<std::size_t> visited;
    for (std::int64_t tick = 0; tick < track.lengthInTicks(); tick += 10) visited.push_back(track.at(tick).link);
    QCOMPARE(visited, (std::vector<std::size_t>{0, 1, 2, 1, 2, 1, 2, 3}));
    QCOMPARE(track.at(35).pass, std::int64_t(1));
    QCOMPARE(track.at(35).link, std::size_t(1));
    QCOMPARE(track.firstTickIn(3), std::int64_t(70));
  }

  void badLoopsAreReported() {
    Level level;
    addTiles(level, "t", 5);
    addTrigger(level, "go");
    addLoop(level, "missing", "nope", "t_1", "go", 2);
    addLoop(level, "reversed", "t_3", "t_1", "go", 2);
    addLoop(level, "good", "t_1", "t_2", "go", 2);
    addLoop(level, "overlap", "t_2", "t_3", "go", 2);
    addLoop(level, "noTrigger", "t_4", "t_4", "t_0", 2);
    std::vector<LoopProblem> problems;
    auto loops = chainLoops(level, &problems);
    QCOMPARE(loops.size(), std::size_t(2));  // good, and noTrigger (still playable, but reported)
    QCOMPARE(problems.size(), std::size_t(4));
    auto mentions = [&](const char* words) {
      for (const auto& p : problems)
        if (p.message.find(words) != std::string::npos) return true;
      return false;
    };
    QVERIFY(mentions("'nope' is not in the chain"));
    QVERIFY(mentions("comes after"));
    QVERIFY(mentions("overlaps loop 'good'"));
    QVERIFY(mentions("'t_0' is not a trigger"));
    QCOMPARE(problems[0].loop, std::string("missing"));
  }

  void emptyChain() {
    Project p;
    Level level;
    CameraTrack track(p, level);
    QVERIFY(track.at(0).finished);
    QCOMPARE(track.lengthInTicks(), std::int64_t(0));
  }
};

QTEST_APPLESS_MAIN(CameraTrackTest)
#include "camera_track_test.moc"
