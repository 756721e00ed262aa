#include "view/play/hud_results.h"

#include <QCoreApplication>
#include <QPainter>
#include <algorithm>

#include "sim/runtime_level.h"
#include "sim/systems/players/player_system.h"

namespace sw::play {
namespace {

// Not named tr(): lupdate would read the calls as tr() calls and miss the texts marked inside.
QString translated(const char* text) { return QCoreApplication::translate("HudResults", text); }

QString clock(double seconds) {
  const int whole = int(seconds);
  return QStringLiteral("%1:%2").arg(whole / 60).arg(whole % 60, 2, 10, QLatin1Char('0'));
}

}  // namespace

HudResults HudResults::from(const sw::RuntimeLevel& runtime) {
  HudResults r;
  if (!runtime.wholeGame()) return r;
  const sw::GameProgress& g = runtime.progress();
  if (!g.inResults() && !g.won) return r;
  r.shown = true;
  r.won = g.won;
  r.level = QString::fromStdString(runtime.level().name);
  const auto& order = runtime.gameOrder();
  if (g.position + 1 < std::int64_t(order.size())) r.next = QString::fromStdString(order[std::size_t(g.position + 1)]);
  const double rate = double(std::max<std::int64_t>(1, runtime.snapshot().tickRate));
  r.seconds = double(runtime.clock().tick) / rate;
  r.secondsLeft = double(std::max<std::int64_t>(0, runtime.options().rules.resultsTicks - g.resultsTick)) / rate;
  if (const auto* players = runtime.find<sw::PlayerSystem>())
    for (const sw::Player& p : players->players()) {
      const std::size_t i = std::size_t(p.index);
      Player row;
      row.name = QString::fromStdString(players->name(p.index));
      row.totalScore = p.score;
      row.levelScore = p.score - (i < g.startScores.size() ? g.startScores[i] : 0);
      row.kills = p.kills - (i < g.startKills.size() ? g.startKills[i] : 0);
      row.lives = p.lives;
      row.out = p.out;
      r.players.push_back(row);
    }
  return r;
}

void paintHudResults(QPainter& painter, QRect area, const HudResults& results) {
  if (!results.shown) return;
  painter.save();
  painter.setRenderHint(QPainter::Antialiasing);
  // The level stands still behind the panel, dimmed: the camera rests at the chain's end, and
  // what lies beyond it is not part of the game.
  painter.fillRect(area, QColor(0, 0, 0, 150));
  QFont title = painter.font();
  title.setBold(true);
  title.setPointSizeF(std::max(14.0, title.pointSizeF() * 2.2));
  QFont body = painter.font();
  body.setBold(false);
  body.setPointSizeF(std::max(10.0, body.pointSizeF() * 1.25));
  const QFontMetrics tm(title), bm(body);
  const int line = bm.height() + 6;
  const int rows = 2 + int(results.players.size()) + 2;
  const int width = std::min(area.width() - 40, std::max(520, bm.horizontalAdvance(QString(48, QLatin1Char('M')))));
  const int height = tm.height() + 24 + rows * line + 20;
  const QRect panel(area.center().x() - width / 2, area.center().y() - height / 2, width, height);
  painter.setPen(QPen(QColor(110, 200, 255, 200), 2));
  painter.setBrush(QColor(5, 10, 25, 215));
  painter.drawRoundedRect(panel, 10, 10);

  int y = panel.top() + 16;
  painter.setFont(title);
  painter.setPen(QColor(255, 230, 140));
  const QString heading = results.won ? translated(QT_TRANSLATE_NOOP("HudResults", "Game complete")) : translated(QT_TRANSLATE_NOOP("HudResults", "%1 clear")).arg(results.level);
  painter.drawText(QRect(panel.left(), y, panel.width(), tm.height()), Qt::AlignHCenter, heading);
  y += tm.height() + 12;

  painter.setFont(body);
  painter.setPen(QColor(200, 220, 240));
  painter.drawText(QRect(panel.left(), y, panel.width(), line), Qt::AlignHCenter,
                   translated(QT_TRANSLATE_NOOP("HudResults", "Time %1")).arg(clock(results.seconds)));
  y += line + 4;
  // Columns: name, this level's score, kills, lives, total.
  const int left = panel.left() + 24, span = panel.width() - 48;
  const int cols[] = {left, left + span * 34 / 100, left + span * 56 / 100, left + span * 72 / 100};
  auto row = [&](const QStringList& cells, const QColor& colour) {
    painter.setPen(colour);
    painter.drawText(QRect(cols[0], y, cols[1] - cols[0], line), Qt::AlignLeft | Qt::AlignVCenter, cells[0]);
    painter.drawText(QRect(cols[1], y, cols[2] - cols[1] - 8, line), Qt::AlignRight | Qt::AlignVCenter, cells[1]);
    painter.drawText(QRect(cols[2], y, cols[3] - cols[2] - 8, line), Qt::AlignRight | Qt::AlignVCenter, cells[2]);
    painter.drawText(QRect(cols[3], y, left + span - cols[3], line), Qt::AlignRight | Qt::AlignVCenter, cells[3]);
    y += line;
  };
  row({QString(), translated(QT_TRANSLATE_NOOP("HudResults", "Score")), translated(QT_TRANSLATE_NOOP("HudResults", "Kills")), translated(QT_TRANSLATE_NOOP("HudResults", "Total"))}, QColor(140, 160, 190));
  for (std::size_t i = 0; i < results.players.size(); ++i) {
    const HudResults::Player& p = results.players[i];
    const QString name = p.out ? translated(QT_TRANSLATE_NOOP("HudResults", "%1 (out)")).arg(p.name) : translated(QT_TRANSLATE_NOOP("HudResults", "%1 \u00d7%2")).arg(p.name).arg(p.lives);
    row({name, QString::number(p.levelScore), QString::number(p.kills), QString::number(p.totalScore)},
        i == 0 ? QColor(110, 200, 255) : QColor(255, 170, 90));
  }
  y += 6;
  painter.setPen(QColor(170, 185, 205));
  const QString footer = results.won ? translated(QT_TRANSLATE_NOOP("HudResults", "Well done!"))
                         : results.next.isEmpty()
                             ? QString()
                             : translated(QT_TRANSLATE_NOOP("HudResults", "Next: %1 in %2 s \u2014 fire to go on")).arg(results.next).arg(int(results.secondsLeft + 0.999));
  painter.drawText(QRect(panel.left(), y, panel.width(), line), Qt::AlignHCenter, footer);
  painter.restore();
}

}  // namespace sw::play
