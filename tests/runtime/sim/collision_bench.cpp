// How long CollisionWorld takes per tick in a busy scene: 500 enemies (sphere sets),
// 5000 enemy bullets, 400 player bullets, 2 players and 4 wall tiles, all moving; each
// tick places everything and runs all six queries. Prints median and p99 microseconds
// over 600 ticks, for the whole tick and for each step. The simulation's whole tick
// budget is 2000 us (median).
#include <QtTest>
#include <algorithm>
#include <chrono>
#include <cmath>

#include "sim/collision/collision_world.h"

using namespace sw;

namespace {

struct Timings {
  std::vector<double> samples;
  void add(double us) { samples.push_back(us); }
  double quantile(double q) {
    std::sort(samples.begin(), samples.end());
    return samples[static_cast<std::size_t>(q * static_cast<double>(samples.size() - 1))];
  }
};

double microsecondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

class CollisionBench : public QObject {
  Q_OBJECT

 private slots:
  void busyScene() {
    constexpr std::size_t kEnemies = 500, kEnemyBullets = 5000, kPlayerBullets = 400, kWalls = 4;
    constexpr int kTicks = 600;
    CollisionCapacity capacity;
    capacity.enemies = kEnemies;
    capacity.players = 2;
    capacity.playerBullets = kPlayerBullets;
    capacity.enemyBullets = kEnemyBullets;
    capacity.walls = kWalls;
    CollisionWorld world(capacity);
    const int ship = world.addSphereSet(
        {{0, 0, 0.45}, {-0.5, 0.15, 0.25}, {0.5, -0.15, 0.25}, {0, 0.4, 0.2}, {0, -0.4, 0.2}});
    std::vector<Vec3> playerSpheres;
    for (int i = 0; i < 29; ++i) playerSpheres.push_back({-0.7 + 0.05 * i, 0.1 * std::sin(i * 0.7), 0.12});
    world.setPlayerShape(world.addSphereSet(playerSpheres));
    // A tile 8 units wide with a bumpy floor and a ceiling (one concave polygon each).
    const int tile =
        world.addWalls({{{0, -9}, {8, -9}, {8, -7.5}, {6, -7.8}, {5, -6.5}, {3.5, -7.6}, {2, -7}, {0, -7.8}},
                        {{0, 9}, {0, 7.6}, {2.5, 8}, {4, 7}, {5, 7.5}, {8, 7.8}, {8, 9}}});

    std::vector<CollisionHit> out[6];
    for (auto& o : out) o.reserve(20000);
    const char* steps[] = {"place",
                           "playerBulletsHittingEnemies",
                           "playerBulletsHittingWalls",
                           "enemyBulletsHittingWalls",
                           "playersHittingEnemies",
                           "playersHittingEnemyBullets",
                           "playersHittingWalls"};
    Timings total, step[7];
    std::size_t pairs[6] = {};
    auto wrap = [](double v, double lo, double size) {
      return lo + std::fmod(std::fmod(v - lo, size) + size, size);
    };

    std::vector<Vec2> enemyAt(kEnemies), enemyBulletAt(kEnemyBullets), playerBulletAt(kPlayerBullets);
    for (int t = 0; t < kTicks + 10; ++t) {
      // Where things are this tick, worked out before the clock starts.
      for (std::size_t i = 0; i < kEnemies; ++i)
        enemyAt[i] = {wrap(i * 0.731 - t * 0.04, -17, 34), 6.5 * std::sin(i * 0.37 + t * 0.02)};
      for (std::size_t i = 0; i < kEnemyBullets; ++i) {
        const double angle = i * 2.399;
        enemyBulletAt[i] = {wrap(i * 0.0123 + std::cos(angle) * t * 0.1, -17, 34),
                            wrap(i * 0.0071 + std::sin(angle) * t * 0.1, -9.5, 19)};
      }
      for (std::size_t i = 0; i < kPlayerBullets; ++i)
        playerBulletAt[i] = {wrap(-12 + (i % 40) * 0.8 + t * 0.5, -17, 34), -6 + (i / 40) * 1.3};
      const Vec2 playerAt[2] = {{-10 + 2 * std::sin(t * 0.03), 3 * std::cos(t * 0.02)},
                                {-8 + 2 * std::cos(t * 0.025), -3 * std::sin(t * 0.04)}};
      const double scroll = std::fmod(t * 0.05, 8.0);

      const auto start = std::chrono::steady_clock::now();
      auto mark = start;
      for (std::size_t i = 0; i < kEnemies; ++i) world.placeEnemy(i, ship, enemyAt[i]);
      for (std::size_t i = 0; i < kEnemyBullets; ++i) world.placeEnemyBullet(i, enemyBulletAt[i], 0.12);
      for (std::size_t i = 0; i < kPlayerBullets; ++i) world.placePlayerBullet(i, playerBulletAt[i], 0.1);
      world.placePlayer(0, playerAt[0]);
      world.placePlayer(1, playerAt[1]);
      for (std::size_t s = 0; s < kWalls; ++s) world.placeWall(s, tile, {-16.0 + 8 * s - scroll, 0});
      world.removeEnemiesFrom(kEnemies);
      world.removeEnemyBulletsFrom(kEnemyBullets);
      world.removePlayerBulletsFrom(kPlayerBullets);
      const bool measured = t >= 10;  // the first ticks warm caches and pools
      auto lap = [&](int i) {
        if (measured) step[i].add(microsecondsSince(mark));
        mark = std::chrono::steady_clock::now();
      };
      lap(0);
      world.playerBulletsHittingEnemies(out[0]);
      lap(1);
      world.playerBulletsHittingWalls(out[1]);
      lap(2);
      world.enemyBulletsHittingWalls(out[2]);
      lap(3);
      world.playersHittingEnemies(out[3]);
      lap(4);
      world.playersHittingEnemyBullets(out[4]);
      lap(5);
      world.playersHittingWalls(out[5]);
      lap(6);
      if (!measured) continue;
      total.add(microsecondsSince(start));
      for (int i = 0; i < 6; ++i) pairs[i] += out[i].size();
    }
    qInfo(
        "collision tick (%zu enemies x 5 spheres, %zu enemy bullets, %zu player bullets, 2 players x 29 "
        "spheres, "
        "%zu wall tiles), %d ticks:",
        kEnemies, kEnemyBullets, kPlayerBullets, kWalls, kTicks);
    qInfo("  whole tick: median %.0f us, p99 %.0f us", total.quantile(0.5), total.quantile(0.99));
    for (int i = 0; i < 7; ++i)
      qInfo(
          "  %-28s median %6.0f us, p99 %6.0f us%s", steps[i], step[i].quantile(0.5), step[i].quantile(0.99),
          i == 0 ? ""
                 : qPrintable(
                       QStringLiteral(", %1 pairs per tick").arg(pairs[i - 1] / double(kTicks), 0, 'f', 1)));
    QVERIFY(pairs[0] > 0 && pairs[2] > 0 && pairs[4] > 0);  // the scene really collides
  }
};

QTEST_GUILESS_MAIN(CollisionBench)
#include "collision_bench.moc"
