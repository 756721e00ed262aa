#pragma once
// The HUD's testing-aid lines (issue #16, "testing aids in Play"), drawn above the counters:
//   the pool budget: live / capacity of enemies, enemy bullets, player shots and particles,
//     each orange from 75% full and red when full, so a designer sees a pattern about to run
//     out of bullets before it silently stops firing;
//   the aids in force: "GOD MODE", "INFINITE LIVES" and the run's rank, so a screenshot or a
//     video of a run never passes a god-mode run off as a real one.
#include <QColor>
#include <QString>
#include <cstddef>
#include <vector>

class QPainter;

namespace sw::play {

struct HudState;

struct HudPool {
  enum class Level { Normal, Warning, Full };
  QString name;
  std::size_t live = 0, capacity = 0;

  // Full when live >= capacity (> 0); Warning from 75%; Normal otherwise and without capacity.
  Level level() const;
  QString text() const;  // "enemy bullets 3072/4096"
};

// The four pools of a HUD state, in the order drawn.
std::vector<HudPool> hudPools(const HudState& state);
QColor hudPoolColor(HudPool::Level level);
// "enemies 3/40   enemy bullets 0/4096   ..." (the line as drawn, for tests and the status bar).
QString hudBudgetText(const HudState& state);
// "GOD MODE   INFINITE LIVES   rank 0.75"; empty when no aid is on and the rank is the level's.
QString hudAidsText(const HudState& state);
// Draws the budget line (and the aids line above it, when any) with their bottom at `bottom`,
// from `left`; returns the height used.
int paintHudBudget(QPainter& painter, int left, int bottom, const HudState& state);

}  // namespace sw::play
