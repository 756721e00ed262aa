#include "view/play/hud_meters.h"

#include <QLinearGradient>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace sw::play {
namespace {
constexpr int kGap = 2;  // between the second meter and the charge below it

double share(double value) { return std::isfinite(value) ? std::clamp(value, 0.0, 1.0) : 0.0; }

// Bright along the bar's middle row, dark at its top and bottom: a glowing tube. A full
// meter glows a little brighter.
QLinearGradient tube(const QRect& bar, const QColor& colour, bool full) {
  const QColor centre = full ? colour.lighter(125) : colour;
  QLinearGradient g(QPointF(0, bar.top()), QPointF(0, bar.bottom() + 1));
  g.setColorAt(0.0, centre.darker(190));
  g.setColorAt(0.5, centre);
  g.setColorAt(1.0, centre.darker(190));
  return g;
}

void paintBar(QPainter& painter, const QRect& bar, const QRect& fill, const QColor& colour, bool full) {
  painter.setPen(QColor(255, 255, 255, 140));
  painter.setBrush(QColor(0, 0, 0, 120));
  painter.drawRect(bar.adjusted(0, 0, -1, -1));
  if (!fill.isEmpty()) painter.fillRect(fill, tube(bar, colour, full));
}
}  // namespace

int hudMetersHeight(int textHeight) { return 2 * textHeight + kGap; }

HudMeterGeometry hudMeterGeometry(int left, int centreY, int width, int textHeight, double charge, double second,
                                  bool mirrored) {
  HudMeterGeometry g;
  const int h = std::max(3, textHeight);
  const int top = centreY - hudMetersHeight(h) / 2;
  g.second = QRect(left, top, width, h);
  g.charge = QRect(left, top + h + kGap, width, h);
  // Inside the outline: one pixel in on every side.
  const QRect secondInner = g.second.adjusted(1, 1, -1, -1), chargeInner = g.charge.adjusted(1, 1, -1, -1);
  const int secondWidth = int(std::lround(share(second) * secondInner.width()));
  g.secondFill = QRect(secondInner.left(), secondInner.top(), secondWidth, secondInner.height());
  if (mirrored) g.secondFill.moveRight(secondInner.right());
  const int chargeHeight = int(std::lround(share(charge) * chargeInner.height()));
  g.chargeFill = QRect(chargeInner.left(), chargeInner.bottom() - chargeHeight + 1, chargeInner.width(), chargeHeight);
  return g;
}

void paintHudMeters(QPainter& painter, const HudMeterGeometry& meters, double charge, double second, bool powered) {
  painter.save();
  paintBar(painter, meters.second, meters.secondFill, kSecondColour, share(second) >= 1.0);
  paintBar(painter, meters.charge, meters.chargeFill, powered ? kPowerColour : kChargeColour,
           !powered && share(charge) >= 1.0);
  painter.restore();
}

}  // namespace sw::play
