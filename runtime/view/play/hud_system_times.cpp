#include "view/play/hud_system_times.h"

#include <QPainter>
#include <QPainterPath>
#include <QStringList>
#include <algorithm>

#include "sim/runtime_level.h"

namespace sw::play {

namespace {
constexpr int kRowHeight = 14;
constexpr int kNameWidth = 96;
constexpr int kGraphWidth = int(SystemTimeHistory::kSamples);
constexpr int kFigureWidth = 64;
}  // namespace

void SystemTimeHistory::clear() {
  names_.clear();
  rings_.clear();
  next_ = filled_ = 0;
  lastTick_ = -1;
}

void SystemTimeHistory::sample(const sw::RuntimeLevel& level) {
  if (!level.timing() || level.ticksRun() == lastTick_ || level.ticksRun() == 0) return;
  const std::vector<double>& micros = level.systemMicroseconds();
  if (names_.size() != micros.size()) {
    clear();
    for (const sw::System* s : level.systems()) names_.push_back(QString::fromStdString(s->name()));
    rings_.assign(names_.size(), std::vector<float>(kSamples, 0.0f));
  }
  lastTick_ = level.ticksRun();
  for (std::size_t i = 0; i < micros.size(); ++i) rings_[i][next_] = float(micros[i]);
  next_ = (next_ + 1) % kSamples;
  filled_ = std::min(filled_ + 1, kSamples);
}

std::vector<HudSystemTime> SystemTimeHistory::rows() const {
  std::vector<HudSystemTime> out;
  for (std::size_t i = 0; i < names_.size(); ++i) {
    HudSystemTime row{names_[i], {}};
    row.micros.reserve(filled_);
    for (std::size_t k = 0; k < filled_; ++k) row.micros.push_back(rings_[i][(next_ + kSamples - filled_ + k) % kSamples]);
    out.push_back(std::move(row));
  }
  return out;
}

QStringList hudSystemTimeTexts(const std::vector<HudSystemTime>& rows) {
  QStringList out;
  for (const HudSystemTime& row : rows)
    out << QStringLiteral("%1 %2 us").arg(row.name).arg(row.micros.empty() ? 0.0 : row.micros.back(), 0, 'f', 0);
  return out;
}

int hudSystemTimesHeight(const std::vector<HudSystemTime>& rows) {
  return rows.empty() ? 0 : int(rows.size()) * kRowHeight + 4;
}

int paintHudSystemTimes(QPainter& painter, int left, int bottom, const std::vector<HudSystemTime>& rows) {
  if (rows.empty()) return 0;
  // One scale for every row: the busiest tick shown, so rows compare at a glance.
  float peak = 1.0f;
  for (const HudSystemTime& row : rows)
    for (float v : row.micros) peak = std::max(peak, v);
  const int height = int(rows.size()) * kRowHeight + 4;
  const QRect box(left, bottom - height, kNameWidth + kGraphWidth + kFigureWidth + 8, height);
  painter.save();
  painter.fillRect(box, QColor(0, 0, 0, 150));
  QFont font = painter.font();
  font.setPointSizeF(std::max(6.0, font.pointSizeF() * 0.8));
  painter.setFont(font);
  const QStringList texts = hudSystemTimeTexts(rows);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const int top = box.top() + 2 + int(i) * kRowHeight;
    painter.setPen(QColor(200, 230, 255));
    painter.drawText(QRect(box.left() + 4, top, kNameWidth - 4, kRowHeight), Qt::AlignVCenter | Qt::AlignLeft,
                     rows[i].name);
    const QRect graph(box.left() + kNameWidth, top + 1, kGraphWidth, kRowHeight - 2);
    painter.fillRect(graph, QColor(255, 255, 255, 20));
    const std::vector<float>& v = rows[i].micros;
    if (v.size() > 1) {
      QPainterPath line;
      for (std::size_t k = 0; k < v.size(); ++k) {
        const double x = graph.left() + double(graph.width()) * double(k) / double(SystemTimeHistory::kSamples - 1);
        const double y = graph.bottom() - double(graph.height()) * std::clamp(double(v[k] / peak), 0.0, 1.0);
        if (k == 0)
          line.moveTo(x, y);
        else
          line.lineTo(x, y);
      }
      painter.setPen(QPen(QColor(120, 220, 140), 1.0));
      painter.drawPath(line);
    }
    painter.setPen(Qt::white);
    painter.drawText(QRect(graph.right() + 4, top, kFigureWidth, kRowHeight), Qt::AlignVCenter | Qt::AlignRight,
                     texts[int(i)].section(QLatin1Char(' '), 1));
  }
  painter.restore();
  return height;
}

}  // namespace sw::play
