#pragma once
// The HUD drawn over the 3D view with QPainter: per player name, lives, score (with its
// multiplier), the weapon charge and the second charge (which fills only while the first
// is full). While a power-up lasts, the charge meter shows its time running out, in the
// power colour, and the weapon's name is marked "+". Two layouts (DOMAIN.md, "HUD"):
//   Default: player 1 along the top edge, player 2 along the bottom edge, mirrored
//            (player 2 reads right to left, so each sits at their own edge);
//   Classic: both along the top, player 1 in the left corner, player 2 in the right.
// Counters (tick, entities, speed, paused) are a separate toggle in the lower left, with the
// pool budget and the testing aids in force above them (view/play/hud_budget.h) and above
// those each system's time per tick (view/play/hud_system_times.h).
// The widget is transparent and lets the mouse through. Over a 3D view hosted in its own
// window (view/scene_host.h) a widget cannot show through, so Play draws the same HUD
// inside the scene (view/play/hud_item.h) and keeps this widget hidden; `changed` tells
// the item to repaint.
#include <QString>
#include <QWidget>
#include <cstdint>
#include <vector>

#include "model/project/game_rules_asset.h"
#include "view/play/hud_boss.h"
#include "view/play/hud_meters.h"
#include "view/play/hud_results.h"
#include "view/play/hud_system_times.h"

namespace sw {
class RuntimeLevel;
}

namespace sw::play {

struct HudPlayer {
  QString name;
  int lives = 0;
  std::int64_t score = 0;
  int multiplier = 1;
  double charge = 0;  // 0..1
  double second = 0;  // 0..1
  double power = 0;   // 0..1: the power-up's time left (0: not powered up); the charge meter shows it
  QString weapon;
  bool alive = true;
  bool out = false;
};

struct HudState {
  std::vector<HudPlayer> players;
  std::int64_t tick = 0;
  std::size_t enemies = 0, playerBullets = 0, enemyBullets = 0, particles = 0;
  // Pool sizes, for the budget line (view/play/hud_budget.h).
  std::size_t enemyCapacity = 0, playerBulletCapacity = 0, enemyBulletCapacity = 0, particleCapacity = 0;
  // Testing aids in force this tick, and the run's rank (negative: the level's own).
  bool godMode = false, infiniteLives = false;
  double rank = -1;
  double speed = 1;
  bool paused = false;
  std::size_t errors = 0;
  // Each system's time per tick, recent ticks (hud_system_times.h); empty when not measured.
  std::vector<HudSystemTime> systems;
  // A platformer (sim/platformer): the active character, its health, the crates, sparks and monsters.
  struct Character {
    QString name;
    std::int64_t health = 0, maxHealth = 0;
  };
  std::vector<Character> characters;  // the active one(s): one, or one per player in co-op
  std::size_t crates = 0, sparks = 0;
  // Its monsters (sim/platformer/monster_system.h): those not defeated, of all; shown only
  // when the level has any.
  std::size_t monstersAlive = 0, monsters = 0;
  bool platformer = false;
  // Live bosses' health bars (hud_boss.h).
  std::vector<HudBoss> bosses;
  // A whole game's results screen between two levels (hud_results.h).
  HudResults results;

  static HudState from(const sw::RuntimeLevel& runtime);
};

class HudOverlay : public QWidget {
  Q_OBJECT
 public:
  using Layout = sw::HudLayout;  // a game rule (model/project/game_rules_asset.h)

  explicit HudOverlay(QWidget* parent = nullptr);  // objectName "hudOverlay"

  void setState(const HudState& state);
  const HudState& state() const { return state_; }
  void setLayout(Layout layout);
  Layout layout() const { return layout_; }
  void setCountersVisible(bool on);
  bool countersVisible() const { return counters_; }
  void setPlayersVisible(bool on);

  // The counters line as drawn (for tests and the status bar).
  QString countersText() const;
  // The budget line and the aids line as drawn (hud_budget.h; only with the counters).
  QString budgetText() const;
  QString aidsText() const;
  // Paints the HUD onto `painter` over a `size` area (also used for screenshots).
  void paintHud(QPainter& painter, QSize size) const;
  // The players' meters as last painted, player 1 first (tests check their shapes).
  const std::vector<HudMeterGeometry>& paintedMeters() const { return paintedMeters_; }

 signals:
  void changed();

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  void paintPlayerBar(QPainter& painter, const HudPlayer& player, QRect band, bool mirrored) const;

  HudState state_;
  Layout layout_ = Layout::Default;
  bool counters_ = true;
  bool players_ = true;
  mutable std::vector<HudMeterGeometry> paintedMeters_;
};

}  // namespace sw::play
