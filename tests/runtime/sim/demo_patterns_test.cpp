// The demo shows designers every kind of enemy fire (issue #16 item 7): at least six
// patterns, homing missiles and a rank-scaled one among them, each fired by an enemy, each
// actually putting bullets on screen through the same interpreter Play uses.
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <set>
#include <string>

#include "model/bullet_pattern.h"
#include "model/enemy_type.h"
#include "model/project.h"
#include "model/project_io.h"
#include "sim/patterns/pattern_preview.h"

using namespace sw;

namespace {

// The pattern names an enemy type fires: its default and every fire / startFiring /
// setPattern line of its states.
std::set<std::string> firedPatterns(const Project& project) {
  std::set<std::string> names;
  for (const auto& type : project.enemyTypes) {
    if (!type->pattern.empty()) names.insert(type->pattern);
    for (const auto& state : type->states)
      for (const auto* lines : {&state->begin, &state->tick, &state->end})
        for (const std::string& line : *lines)
          for (const char* verb : {"fire ", "startFiring ", "setPattern "})
            if (line.rfind(verb, 0) == 0) names.insert(line.substr(std::string(verb).size()));
  }
  return names;
}

std::size_t mostBullets(PatternPreview& preview, std::int64_t ticks) {
  std::size_t most = 0;
  for (std::int64_t t = 1; t <= ticks; ++t) {
    preview.stepTo(t);
    most = std::max(most, preview.bulletCount());
  }
  return most;
}

}  // namespace

class DemoPatternsTest : public QObject {
  Q_OBJECT
 private slots:
  void everyPatternIsFiredAndPutsBulletsOnScreen() {
    auto load = loadProject(SW_SOURCE_DIR "/projects/demo");
    QVERIFY(load.project);
    const Project& project = *load.project;
    const std::set<std::string> fired = firedPatterns(project);
    int used = 0;
    for (const auto& pattern : project.patterns) {
      if (!fired.count(pattern->name)) continue;
      ++used;
      PatternPreview preview(project, pattern->name, PatternPreviewSettings{});
      QVERIFY2(preview.ok(), pattern->name.c_str());
      QVERIFY2(mostBullets(preview, 120) > 0, pattern->name.c_str());
    }
    QVERIFY2(used >= 6, qPrintable(QString("only %1 patterns are fired by an enemy").arg(used)));
  }

  // Missiles turn towards the player dummy: fired 35 degrees off, they head almost straight
  // at it a second later.
  void missilesHome() {
    auto load = loadProject(SW_SOURCE_DIR "/projects/demo");
    QVERIFY(load.project);
    PatternPreviewSettings settings;
    settings.player = {-12, 0};
    PatternPreview preview(*load.project, "missiles", settings);
    QVERIFY(preview.ok());
    preview.stepTo(1);
    QCOMPARE(preview.bulletCount(), std::size_t(2));
    auto offAim = [&](const PreviewBullet& b) {
      const Vec2 to = settings.player - b.position;
      const double cosine = (to.x * b.velocity.x + to.y * b.velocity.y) /
                            (std::hypot(to.x, to.y) * std::hypot(b.velocity.x, b.velocity.y));
      return std::acos(std::clamp(cosine, -1.0, 1.0)) * 180 / 3.14159265358979;
    };
    QVERIFY(offAim(preview.bullet(0)) > 30);
    preview.stepTo(30);
    QVERIFY(preview.bulletCount() == 2);
    QVERIFY2(offAim(preview.bullet(0)) < 10, qPrintable(QString::number(offAim(preview.bullet(0)))));
    QVERIFY(offAim(preview.bullet(1)) < 10);
  }

  // "$n + 12 * $rank" bullets: 8 at rank 0, 14 at 0.5, 20 at rank 1.
  void rankScalesTheBurst() {
    auto load = loadProject(SW_SOURCE_DIR "/projects/demo");
    QVERIFY(load.project);
    for (auto [rank, count] : {std::pair{0.0, 8}, std::pair{0.5, 14}, std::pair{1.0, 20}}) {
      PatternPreviewSettings settings;
      settings.rank = rank;
      PatternPreview preview(*load.project, "rank_burst", settings);
      QVERIFY(preview.ok());
      preview.stepTo(1);
      QCOMPARE(preview.bulletCount(), std::size_t(count));
    }
  }
};

QTEST_GUILESS_MAIN(DemoPatternsTest)
#include "demo_patterns_test.moc"
