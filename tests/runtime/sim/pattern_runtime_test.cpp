// The bullet pattern interpreter (sim/pattern_runtime.h) through PatternPreview: each
// command against bullet positions computed by hand, rank scaling, homing, parameters,
// $rand's determinism, the run-time step limit, and the preview's speed.
//
// Timing (pattern_runtime.h): a run starts at tick 0 and fires at once; a bullet fired in
// tick f moves in ticks f, f+1, ...; so after stepTo(n) it has moved n - f times.
#include "model/bullet_pattern_json.h"
#include "model/project.h"
#include "sim/patterns/pattern_preview.h"

#include <QtTest>
#include <chrono>
#include <cmath>
#include <numbers>

using namespace sw;

namespace {

constexpr double kDeg = std::numbers::pi / 180;

// A project with the default bullet kinds and these patterns ("[pattern, pattern]" JSON objects).
std::unique_ptr<Project> projectWith(const std::vector<std::string>& patterns) {
  auto p = std::make_unique<Project>();
  p->bulletKinds = defaultBulletKinds();
  for (std::size_t i = 0; i < patterns.size(); ++i) {
    auto pattern = std::make_unique<BulletPattern>();
    Errors errors;
    if (!readPatternText(patterns[i], "project.json", "/patterns/" + std::to_string(i), *pattern, errors))
      qFatal("bad test pattern: %s", errors.empty() ? "?" : errors.front().toString().c_str());
    p->patterns.push_back(std::move(pattern));
  }
  return p;
}

PatternPreview preview(const Project& p, const char* name, Vec2 player = {-8, 0}, double rank = 0.5,
                       std::uint64_t seed = 1) {
  PatternPreviewSettings s;
  s.player = player;
  s.rank = rank;
  s.seed = seed;
  return PatternPreview(p, name, s);
}

#define NEAR_VEC(actual, ex, ey)                                                                      \
  do {                                                                                                \
    const Vec2 a_ = (actual);                                                                         \
    if (!(std::abs(a_.x - (ex)) < 1e-9 && std::abs(a_.y - (ey)) < 1e-9))                              \
      QFAIL(qPrintable(QStringLiteral("(%1, %2), expected (%3, %4)").arg(a_.x, 0, 'g', 15).arg(a_.y, 0, 'g', 15) \
                           .arg(double(ex), 0, 'g', 15).arg(double(ey), 0, 'g', 15)));                \
  } while (0)

}  // namespace

class PatternRuntimeTest : public QObject {
  Q_OBJECT

 private slots:
  void fireAbsoluteAndKind() {
    auto p = projectWith({R"({"name": "up", "actions": [{"fire": {"absolute": 90, "speed": 0.5, "kind": "large"}}]})"});
    PatternPreview v = preview(*p, "up");
    QVERIFY(v.ok());
    v.stepTo(4);
    QCOMPARE(v.bulletCount(), std::size_t(1));
    NEAR_VEC(v.bullet(0).position, 0, 2.0);
    QCOMPARE(v.bullet(0).kind, 2);  // small, medium, large, ...
  }

  void fireAimFollowsThePlayer() {
    auto p = projectWith({R"({"name": "aim", "actions": [{"fire": {"aim": 0, "speed": 0.5}}, {"fire": {"aim": 90, "speed": 0.5}}]})"});
    PatternPreview v = preview(*p, "aim", {-8, 0});
    v.stepTo(2);
    NEAR_VEC(v.bullet(0).position, -1, 0);
    NEAR_VEC(v.bullet(1).position, 0, -1);  // 180 + 90 degrees
    v.setPlayer({0, 5});  // dragged: a re-run from tick 0 aims at it
    v.reset();
    v.stepTo(2);
    NEAR_VEC(v.bullet(0).position, 0, 1);
  }

  void repeatWaitAndSequence() {
    auto p = projectWith({R"({"name": "fan", "actions": [{"repeat": {"times": 3, "actions": [
        {"fire": {"sequence": 10, "speed": 1}}, {"wait": 2}]}}]})"});
    PatternPreview v = preview(*p, "fan", {10, 0});  // aim = 0 degrees
    v.stepTo(6);
    QCOMPARE(v.bulletCount(), std::size_t(3));
    NEAR_VEC(v.bullet(0).position, 6 * std::cos(10 * kDeg), 6 * std::sin(10 * kDeg));  // fired at 0
    NEAR_VEC(v.bullet(1).position, 4 * std::cos(20 * kDeg), 4 * std::sin(20 * kDeg));  // at 2
    NEAR_VEC(v.bullet(2).position, 2 * std::cos(30 * kDeg), 2 * std::sin(30 * kDeg));  // at 4
    QVERIFY(v.firing());  // the last wait ends in tick 6
    v.stepTo(7);
    QVERIFY(!v.firing());
  }

  void nestedActionAndParallel() {
    auto p = projectWith({R"({"name": "par", "actions": [
        {"parallel": [[{"fire": {"absolute": 0, "speed": 1}}], [{"wait": 3}, {"fire": {"absolute": 90, "speed": 1}}]]},
        {"action": [{"fire": {"absolute": 180, "speed": 1}}]}]})"});
    PatternPreview v = preview(*p, "par");
    v.stepTo(6);
    QCOMPARE(v.bulletCount(), std::size_t(3));
    NEAR_VEC(v.bullet(0).position, 6, 0);   // branch 1, tick 0
    NEAR_VEC(v.bullet(1).position, 0, 3);   // branch 2, tick 3
    // The parallel ended in tick 3; its runner had already run then, so it goes on in tick 4.
    NEAR_VEC(v.bullet(2).position, -2, 0);
  }

  void changeDirectionOverTicks() {
    auto p = projectWith({R"({"name": "turn", "actions": [{"fire": {"absolute": 0, "speed": 1,
        "actions": [{"changeDirection": {"absolute": 90, "ticks": 3}}]}}]})"});
    PatternPreview v = preview(*p, "turn");
    v.stepTo(4);
    // Moves at 30, 60, 90, 90 degrees.
    const double x = std::cos(30 * kDeg) + std::cos(60 * kDeg), y = std::sin(30 * kDeg) + std::sin(60 * kDeg) + 2;
    NEAR_VEC(v.bullet(0).position, x, y);
  }

  void changeSpeedAndAccel() {
    auto p = projectWith({R"({"name": "speed", "actions": [{"fire": {"absolute": 0, "speed": 1,
        "actions": [{"changeSpeed": {"speed": 3, "ticks": 2}}]}}]})",
                          R"({"name": "accel", "actions": [{"fire": {"absolute": 0, "speed": 0,
        "actions": [{"accel": {"x": 0, "y": 0.5, "ticks": 2}}]}}]})"});
    PatternPreview s = preview(*p, "speed");
    s.stepTo(3);
    NEAR_VEC(s.bullet(0).position, 2 + 3 + 3, 0);
    PatternPreview a = preview(*p, "accel");
    a.stepTo(3);
    NEAR_VEC(a.bullet(0).position, 0, 0.5 + 1.0 + 1.0);
  }

  void vanishEndsTheBullet() {
    auto p = projectWith({R"({"name": "blink", "actions": [{"fire": {"absolute": 0, "speed": 1,
        "actions": [{"wait": 2}, {"vanish": {}}]}}, {"fire": {"absolute": 180, "speed": 1}}]})"});
    PatternPreview v = preview(*p, "blink");
    v.stepTo(2);
    QCOMPARE(v.bulletCount(), std::size_t(2));
    v.stepTo(3);
    QCOMPARE(v.bulletCount(), std::size_t(1));
    NEAR_VEC(v.bullet(0).position, -3, 0);  // the other one, moved into slot 0
  }

  void homingTurnsAtItsRate() {
    auto p = projectWith({R"({"name": "missile", "actions": [{"fire": {"absolute": 90, "speed": 1,
        "actions": [{"homing": {"turnRate": 10}}]}}]})"});
    PatternPreview v = preview(*p, "missile", {100, 0});
    v.stepTo(1);
    NEAR_VEC(v.bullet(0).position, std::cos(80 * kDeg), std::sin(80 * kDeg));
    v.stepTo(2);
    NEAR_VEC(v.bullet(0).position, std::cos(80 * kDeg) + std::cos(70 * kDeg), std::sin(80 * kDeg) + std::sin(70 * kDeg));
    // It never turns past the target: far enough on, it flies at the dummy.
    v.stepTo(30);
    QVERIFY(std::abs(v.bullet(0).velocity.y) < std::abs(v.bullet(0).velocity.x) * 0.2);
  }

  void callWithParameters() {
    auto p = projectWith({R"({"name": "shot", "parameters": [{"name": "dir", "default": 0}, {"name": "speed", "default": 2}],
                              "actions": [{"fire": {"absolute": "$dir", "speed": "$speed"}}]})",
                          R"({"name": "main", "actions": [{"call": {"pattern": "shot", "args": [90]}},
                              {"call": {"pattern": "shot", "args": [180, 1]}}]})"});
    PatternPreview v = preview(*p, "main");
    v.stepTo(1);
    NEAR_VEC(v.bullet(0).position, 0, 2);   // speed from the default
    NEAR_VEC(v.bullet(1).position, -1, 0);
  }

  void rankScalesCountsAndSpeeds() {
    auto p = projectWith({R"({"name": "ranked", "actions": [{"repeat": {"times": "2 + 4 * $rank", "actions": [
        {"fire": {"absolute": 0, "speed": "1 + $rank"}}]}}]})"});
    PatternPreview easy = preview(*p, "ranked", {-8, 0}, 0.0);
    easy.stepTo(1);
    QCOMPARE(easy.bulletCount(), std::size_t(2));
    NEAR_VEC(easy.bullet(0).position, 1, 0);
    PatternPreview hard = preview(*p, "ranked", {-8, 0}, 1.0);
    hard.stepTo(1);
    QCOMPARE(hard.bulletCount(), std::size_t(6));
    NEAR_VEC(hard.bullet(5).position, 2, 0);
  }

  void randIsDeterministicPerSeed() {
    auto p = projectWith({R"({"name": "spray", "actions": [{"repeat": {"times": 5, "actions": [
        {"fire": {"absolute": "$rand * 360", "speed": 1}}]}}]})"});
    auto positions = [&](std::uint64_t seed) {
      PatternPreview v = preview(*p, "spray", {-8, 0}, 0.5, seed);
      v.stepTo(3);
      std::vector<double> out;
      for (std::size_t i = 0; i < v.bulletCount(); ++i) out.push_back(v.bullet(i).position.x);
      return out;
    };
    QCOMPARE(positions(7), positions(7));
    QVERIFY(positions(7) != positions(8));
  }

  void endlessLoopIsStoppedAndReported() {
    // Validation refuses this; the interpreter must still never freeze.
    auto p = projectWith({R"({"name": "spin", "actions": [{"repeat": {"times": "forever", "actions": [{"fire": {"speed": 0}}]}}]})"});
    PatternPreviewSettings s;
    s.bulletCapacity = 16;
    PatternPreview v(*p, "spin", s);
    v.stepTo(2);
    QVERIFY(!v.errors().empty());
    QVERIFY2(v.errors().front().message.find("without a wait") != std::string::npos, v.errors().front().message.c_str());
    QCOMPARE(v.bulletCount(), std::size_t(16));  // the pool filled, the rest were lost
  }

  void unknownPatternIsAnError() {
    auto p = projectWith({});
    PatternPreview v = preview(*p, "nothing");
    QVERIFY(!v.ok());
    v.stepTo(10);
    QCOMPARE(v.bulletCount(), std::size_t(0));
  }

  void sixHundredTicksOfABusyPattern() {
    // The time is printed, not asserted: the suite has no timed assertions (it failed
    // under ASan on a slow machine); danmaku speed is bench_sim_bench's.
    auto p = projectWith({R"({"name": "busy", "actions": [{"repeat": {"times": "forever", "actions": [
        {"repeat": {"times": 24, "actions": [{"fire": {"sequence": 15, "speed": 0.1,
            "actions": [{"changeDirection": {"sequence": 1, "ticks": 60}}]}}]}}, {"wait": 4}]}}]})"});
    PatternPreview v = preview(*p, "busy");
    const auto start = std::chrono::steady_clock::now();
    v.stepTo(600);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    qInfo("600 ticks, %zu bullets live: %.1f ms", v.bulletCount(), ms);
    QVERIFY(v.bulletCount() > 1000);
    QVERIFY(v.errors().empty());
  }
};

QTEST_APPLESS_MAIN(PatternRuntimeTest)
#include "pattern_runtime_test.moc"
