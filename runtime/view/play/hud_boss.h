#pragma once
// The boss health bar of the HUD (DOMAIN.md, "Bosses"): for each live enemy whose type is
// marked as a boss, its name and current phase over a bar of what is left of what ends the
// fight: its own health (a core boss), or its weak points, one segment each with a mark
// between them (a weak-point boss); a destroyed weak point's segment is empty. Under the bar
// the current state of each of its machines, so several behaviours at once are visible.
#include <QRect>
#include <QString>
#include <vector>

class QPainter;

namespace sw {
class RuntimeLevel;
}

namespace sw::play {

struct HudBoss {
  QString name;
  QString phase;  // empty before any
  struct Segment {
    double share = 0;  // of the bar's width
    double filled = 0; // 0..1 of the segment
  };
  std::vector<Segment> segments;  // one (the core) or one per weak point
  QString machines;               // "main: attack · guns: volley"
  double left() const;            // 0..1 of the whole bar
};

std::vector<HudBoss> hudBosses(const sw::RuntimeLevel& runtime);
// Paints the bars stacked from the top of `area` (centred, at most 60 % of its width);
// returns the height used.
int paintHudBosses(QPainter& painter, QRect area, const std::vector<HudBoss>& bosses);

}  // namespace sw::play
