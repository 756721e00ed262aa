#pragma once
// The results screen of a whole-game run (sim/runtime_level.h, "Whole-game runs"): when a
// level ends, a panel over the standing picture says the level is clear and, per player,
// the score this level added, the total, the kills and the lives left, with the level's time
// and what comes next; after the last level it says the game is complete. Drawn by the HUD,
// so the editor's Play and scrollwork-player show the same screen.
#include <QRect>
#include <QString>
#include <cstdint>
#include <vector>

class QPainter;

namespace sw {
class RuntimeLevel;
}

namespace sw::play {

struct HudResults {
  bool shown = false;  // the results screen or the won game is showing
  bool won = false;    // the last level is done
  QString level;       // the level just cleared
  QString next;        // the next level's name (empty after the last)
  double seconds = 0;  // the level's time
  double secondsLeft = 0;  // until the next level starts by itself
  struct Player {
    QString name;
    std::int64_t levelScore = 0, totalScore = 0, kills = 0;
    int lives = 0;
    bool out = false;
  };
  std::vector<Player> players;

  static HudResults from(const sw::RuntimeLevel& runtime);
};

// Paints the panel centred in `area` (nothing when not shown).
void paintHudResults(QPainter& painter, QRect area, const HudResults& results);

}  // namespace sw::play
