#pragma once
// A player's two meters as the original drew them (DOMAIN.md, "Look"): the second meter on
// top, filling from the player's own edge; the weapon charge below it, filling from the
// bottom up; each bar as tall as the HUD's text, with a bright centre fading to dark edges
// (a gradient across the bar's height). The geometry is a plain value so tests check the
// shapes, not only pixels.
#include <QColor>
#include <QRect>

class QPainter;

namespace sw::play {

struct HudMeterGeometry {
  QRect second, charge;          // the bars, outline included
  QRect secondFill, chargeFill;  // their filled parts (empty when the meter is empty)
};

// The meters in a `width`-wide column whose vertical centre is `centreY`; bars `textHeight`
// tall; shares 0..1 (clamped; NaN counts as 0). `mirrored`: the second meter fills from the
// right (player 2 reads right to left).
HudMeterGeometry hudMeterGeometry(int left, int centreY, int width, int textHeight, double charge, double second,
                                  bool mirrored);
// How tall both meters stand together, with the gap between them.
int hudMetersHeight(int textHeight);

// `powered`: the charge bar shows a power-up's time left, in kPowerColour.
void paintHudMeters(QPainter& painter, const HudMeterGeometry& meters, double charge, double second,
                    bool powered = false);

// The colours: bright at the centre of a bar, dark at its top and bottom edges.
inline const QColor kChargeColour(80, 220, 120), kSecondColour(240, 200, 60), kPowerColour(230, 90, 255);

}  // namespace sw::play
