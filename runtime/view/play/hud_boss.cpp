#include "view/play/hud_boss.h"

#include <QPainter>
#include <algorithm>

#include "sim/runtime_level.h"
#include "sim/systems/enemies/enemy_system.h"

namespace sw::play {

double HudBoss::left() const {
  double sum = 0;
  for (const Segment& s : segments) sum += s.share * s.filled;
  return sum;
}

std::vector<HudBoss> hudBosses(const sw::RuntimeLevel& runtime) {
  std::vector<HudBoss> out;
  const auto* enemies = runtime.find<sw::EnemySystem>();
  if (!enemies) return out;
  for (const sw::Enemy& e : enemies->enemies()) {
    const sw::EnemySystem::Type& type = enemies->type(e.type);
    if (!type.boss || e.died || e.endReached) continue;
    HudBoss b;
    b.name = QString::fromStdString(type.name);
    if (e.phase >= 0 && std::size_t(e.phase) < type.phases.size())
      b.phase = QString::fromStdString(type.phases[std::size_t(e.phase)]);
    const sw::PartState* parts = enemies->partsOf(e);
    if (type.defeat == sw::EnemyDefeat::WeakPoints && parts) {
      double total = 0;
      for (const auto& p : type.parts)
        if (p.weakPoint) total += double(p.health);
      for (std::size_t i = 0; i < type.parts.size(); ++i)
        if (type.parts[i].weakPoint && total > 0)
          b.segments.push_back({double(type.parts[i].health) / total,
                                parts[i].destroyed ? 0.0 : double(parts[i].health) / double(type.parts[i].health)});
    } else {
      b.segments.push_back({1.0, type.health > 0 ? std::clamp(double(e.health) / double(type.health), 0.0, 1.0) : 0.0});
    }
    // Every machine that runs: the body's by machine name, each live part's by part name.
    auto add = [&b](const std::string& who, const StateMachineInstance& m) {
      if (const std::string* state = m.stateName())
        b.machines += (b.machines.isEmpty() ? QString() : QStringLiteral(" · ")) + QString::fromStdString(who) +
                      QStringLiteral(": ") + QString::fromStdString(*state);
    };
    for (std::size_t m = 0; m < type.machines.size(); ++m) add(type.machines[m].behaviour().machine, e.machines[m]);
    for (std::size_t p = 0; parts && p < type.parts.size(); ++p)
      for (std::size_t m = 0; !parts[p].destroyed && m < type.parts[p].machines.size(); ++m)
        add(type.parts[p].machines.size() > 1 ? type.parts[p].name + "/" + type.parts[p].machines[m].behaviour().machine
                                             : type.parts[p].name,
            parts[p].machines[m]);
    out.push_back(std::move(b));
  }
  return out;
}

int paintHudBosses(QPainter& painter, QRect area, const std::vector<HudBoss>& bosses) {
  int y = area.top();
  const int width = std::max(120, area.width() * 6 / 10);
  const int x = area.left() + (area.width() - width) / 2;
  const QFontMetrics metrics = painter.fontMetrics();
  for (const HudBoss& b : bosses) {
    const QString title = b.phase.isEmpty() ? b.name : b.name + QStringLiteral(" — ") + b.phase;
    const QRect titleBox(x, y, width, metrics.height() + 2);
    painter.fillRect(titleBox.adjusted(-6, 0, 6, 0), QColor(0, 0, 0, 130));
    painter.setPen(QColor(255, 230, 200));
    painter.drawText(titleBox, Qt::AlignCenter, title);
    y += titleBox.height();
    const QRect bar(x, y, width, 12);
    painter.fillRect(bar.adjusted(-2, -2, 2, 2), QColor(0, 0, 0, 170));
    painter.fillRect(bar, QColor(70, 20, 20));
    double at = 0;
    for (std::size_t i = 0; i < b.segments.size(); ++i) {
      const HudBoss::Segment& s = b.segments[i];
      const int left = bar.left() + int(at * bar.width());
      const int full = int(s.share * bar.width());
      painter.fillRect(QRect(left, bar.top(), int(full * s.filled), bar.height()), QColor(230, 60, 60));
      at += s.share;
      if (i + 1 < b.segments.size())  // the mark between two weak points
        painter.fillRect(QRect(bar.left() + int(at * bar.width()) - 1, bar.top() - 3, 2, bar.height() + 6),
                         QColor(255, 240, 200));
    }
    y += bar.height() + 4;
    if (!b.machines.isEmpty()) {
      QFont font = painter.font();
      const QFont before = font;
      font.setBold(false);
      font.setPointSizeF(font.pointSizeF() * 0.85);
      painter.setFont(font);
      const QRect line(x, y, width, painter.fontMetrics().height());
      const int textWidth = std::min(width, painter.fontMetrics().horizontalAdvance(b.machines)) + 12;
      painter.fillRect(QRect(x + (width - textWidth) / 2, y, textWidth, line.height()), QColor(0, 0, 0, 140));
      painter.setPen(QColor(200, 220, 255));
      painter.drawText(line, Qt::AlignCenter, painter.fontMetrics().elidedText(b.machines, Qt::ElideRight, width));
      painter.setFont(before);
      y += line.height() + 2;
    }
    y += 6;
  }
  return y - area.top();
}

}  // namespace sw::play
