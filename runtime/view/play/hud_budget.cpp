#include "view/play/hud_budget.h"

#include <QCoreApplication>
#include <QPainter>

#include "view/play/hud_overlay.h"

namespace sw::play {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("sw::play::HudOverlay", text); }
constexpr int kLine = 20;
}  // namespace

HudPool::Level HudPool::level() const {
  if (capacity == 0) return Level::Normal;
  if (live >= capacity) return Level::Full;
  if (live * 4 >= capacity * 3) return Level::Warning;  // 75%, in integers
  return Level::Normal;
}

QString HudPool::text() const { return QStringLiteral("%1 %2/%3").arg(name).arg(live).arg(capacity); }

std::vector<HudPool> hudPools(const HudState& s) {
  std::vector<HudPool> all{{tr("enemies"), s.enemies, s.enemyCapacity},
                           {tr("enemy bullets"), s.enemyBullets, s.enemyBulletCapacity},
                           {tr("player shots"), s.playerBullets, s.playerBulletCapacity},
                           {tr("particles"), s.particles, s.particleCapacity}};
  // Only the pools the level's game kind has (a platformer has none of the shooter's).
  std::erase_if(all, [](const HudPool& p) { return p.capacity == 0; });
  return all;
}

QColor hudPoolColor(HudPool::Level level) {
  switch (level) {
    case HudPool::Level::Full: return QColor(255, 70, 70);
    case HudPool::Level::Warning: return QColor(255, 165, 0);
    case HudPool::Level::Normal: break;
  }
  return QColor(200, 230, 255);
}

QString hudBudgetText(const HudState& s) {
  QStringList parts;
  for (const HudPool& pool : hudPools(s)) parts << pool.text();
  return parts.join(QStringLiteral("   "));
}

QString hudAidsText(const HudState& s) {
  QStringList parts;
  if (s.godMode) parts << tr("GOD MODE");
  if (s.infiniteLives) parts << tr("INFINITE LIVES");
  if (s.rank >= 0) parts << tr("rank %1").arg(s.rank, 0, 'f', 2);
  return parts.join(QStringLiteral("   "));
}

int paintHudBudget(QPainter& painter, int left, int bottom, const HudState& s) {
  const QFontMetrics fm = painter.fontMetrics();
  const QString gap = QStringLiteral("   ");
  const std::vector<HudPool> pools = hudPools(s);
  // No pool to show: the aids' line alone, where the budget would be.
  const QRect box = pools.empty() ? QRect(left, bottom + 2, 0, 0)
                                  : QRect(left, bottom - kLine, fm.horizontalAdvance(hudBudgetText(s)) + 12, kLine);
  if (pools.empty()) {
    const QString aids = hudAidsText(s);
    if (aids.isEmpty()) return 0;
    const QRect aidsBox(left, bottom - kLine, fm.horizontalAdvance(aids) + 12, kLine);
    painter.fillRect(aidsBox, QColor(0, 0, 0, 150));
    painter.setPen(QColor(255, 230, 90));
    painter.drawText(aidsBox, Qt::AlignCenter, aids);
    return kLine;
  }
  painter.fillRect(box, QColor(0, 0, 0, 150));
  int x = box.left() + 6;
  for (std::size_t i = 0; i < pools.size(); ++i) {
    const QString text = pools[i].text() + (i + 1 < pools.size() ? gap : QString());
    painter.setPen(hudPoolColor(pools[i].level()));
    painter.drawText(QRect(x, box.top(), fm.horizontalAdvance(text) + 2, kLine), Qt::AlignVCenter | Qt::AlignLeft,
                     text);
    x += fm.horizontalAdvance(text);
  }
  const QString aids = hudAidsText(s);
  if (aids.isEmpty()) return kLine;
  const QRect aidsBox(left, box.top() - 2 - kLine, fm.horizontalAdvance(aids) + 12, kLine);
  painter.fillRect(aidsBox, QColor(0, 0, 0, 150));
  painter.setPen(QColor(255, 230, 90));
  painter.drawText(aidsBox, Qt::AlignCenter, aids);
  return 2 * kLine + 2;
}

}  // namespace sw::play
