#include "ui/spawn_timeline/spawn_timeline_layout.h"

#include <QCoreApplication>
#include <QSizeF>
#include <algorithm>
#include <cmath>

#include "core/prefetched.h"
#include "model/level/level.h"
#include "model/level/spawn.h"

namespace sw::editor {
namespace {

struct SpawnTimelineLayoutText {
  Q_DECLARE_TR_FUNCTIONS(SpawnTimeline)
};

}  // namespace

void SpawnTimelineLayout::rebuild(const sw::Level* level) {
  bars_.clear();
  lastTick_ = 0;
  if (!level) return;
  int row = 0;
  // The spawn's fields read directly: through the property descriptions (a lookup by key
  // and a Value copy each) this was most of a rebuild after moving 10,000 spawns.
  for (const auto& object : sw::prefetched(level->objects)) {
    const auto* spawn = sw::objectCast<const sw::Spawn*>(object.get());
    if (!spawn) continue;
    TimelineBar bar;
    bar.id = spawn->id;
    bar.row = row++;
    bar.start = std::max<std::int64_t>(0, spawn->tick);
    const std::int64_t count = std::max<std::int64_t>(1, spawn->count);
    const std::int64_t delay = std::max<std::int64_t>(0, spawn->delayTicks);
    bar.end = bar.start + (count - 1) * delay;
    bar.ships = int(std::min<std::int64_t>(count, 1000));
    bar.timed = spawn->when == sw::Spawn::When::AtTick;
    bar.label = labelFor(*spawn, count, &bar.labelWidth);
    lastTick_ = std::max(lastTick_, bar.end);
    bars_.push_back(bar);
  }
  // Bounded: labels of spawns gone for good are dropped once they outnumber the living
  // by far (a delete and its undo in between keep theirs).
  if (labels_.size() > 2 * bars_.size() + 20000) {
    QHash<ObjectId, Label> kept;
    for (const TimelineBar& b : bars_) kept.insert(b.id, labels_.value(b.id));
    labels_.swap(kept);
  }
}

const QString& SpawnTimelineLayout::labelFor(const sw::Spawn& spawn, std::int64_t count, double* width) {
  Label& label = labels_[spawn.id];
  const int when = int(spawn.when);
  if (label.when != when || label.count != count || label.name != spawn.name || label.enemyType != spawn.enemyType ||
      label.trigger != spawn.trigger || label.afterWave != spawn.afterWave) {
    label.name = spawn.name;
    label.enemyType = spawn.enemyType;
    label.trigger = spawn.trigger;
    label.afterWave = spawn.afterWave;
    label.count = count;
    label.when = when;
    QString text = QString::fromStdString(spawn.name);
    if (!spawn.enemyType.empty()) text += QStringLiteral(" · ") + QString::fromStdString(spawn.enemyType);
    if (count > 1) text += QStringLiteral(" ×") + QString::number(count);
    if (spawn.when == sw::Spawn::When::OnTrigger)
      text += QStringLiteral(" · ") + SpawnTimelineLayoutText::tr("on %1").arg(QString::fromStdString(spawn.trigger));
    if (spawn.when == sw::Spawn::When::WaveCleared)
      text += QStringLiteral(" · ") + SpawnTimelineLayoutText::tr("after wave %1").arg(QString::fromStdString(spawn.afterWave));
    label.text = std::move(text);
    label.width = -1;
  }
  *width = label.width;
  return label.text;
}

const TimelineBar* SpawnTimelineLayout::bar(ObjectId id) const {
  for (const TimelineBar& b : bars_)
    if (b.id == id) return &b;
  return nullptr;
}

void SpawnTimelineLayout::setPixelsPerTick(double value) {
  if (std::isfinite(value)) pixelsPerTick_ = std::clamp(value, 0.02, 20.0);
}

QRectF SpawnTimelineLayout::barRect(const TimelineBar& bar) const {
  const double x0 = xForTick(double(bar.start));
  const double width = std::max(kMinBarWidth, double(bar.end - bar.start) * pixelsPerTick_);
  return QRectF(x0, kRulerHeight + bar.row * kRowHeight + 2, width, kRowHeight - 4);
}

QRectF SpawnTimelineLayout::hitRect(const TimelineBar& bar) const {
  const QRectF r = barRect(bar);
  if (bar.labelWidth <= 0) return r;
  return r.united(QRectF(r.right(), r.top(), kLabelGap + bar.labelWidth + kLabelGap, r.height()));
}

void SpawnTimelineLayout::setLabelWidth(qsizetype index, double pixels) {
  if (index < 0 || index >= bars_.size()) return;
  TimelineBar& bar = bars_[index];
  bar.labelWidth = std::max(0.0, pixels);
  if (auto it = labels_.find(bar.id); it != labels_.end() && it->text == bar.label) it->width = bar.labelWidth;
}

void SpawnTimelineLayout::forgetLabelWidths() {
  for (Label& label : labels_) label.width = -1;
  for (TimelineBar& bar : bars_) bar.labelWidth = -1;
}

std::pair<qsizetype, qsizetype> SpawnTimelineLayout::barsInRows(const QRectF& area) const {
  const QRectF a = area.normalized();
  const auto rowAt = [](double y) { return std::floor((y - kRulerHeight) / kRowHeight); };
  const qsizetype count = bars_.size();
  const qsizetype first = std::clamp<qsizetype>(qsizetype(rowAt(a.top())), 0, count);
  const qsizetype last = std::clamp<qsizetype>(qsizetype(rowAt(a.bottom())) + 1, 0, count);
  return {first, std::max(first, last)};
}

ObjectId SpawnTimelineLayout::barAt(QPointF point) const {
  for (const TimelineBar& b : bars_)
    if (hitRect(b).contains(point)) return b.id;
  return 0;
}

QVector<ObjectId> SpawnTimelineLayout::barsIn(const QRectF& rect) const {
  QVector<ObjectId> ids;
  const QRectF r = rect.normalized();
  for (const TimelineBar& b : bars_)
    if (hitRect(b).intersects(r)) ids.push_back(b.id);
  return ids;
}

QSizeF SpawnTimelineLayout::contentSize(std::int64_t extraTicks) const {
  const double width = xForTick(double(std::max(lastTick_, chainEnd_.value_or(0)) + extraTicks)) + 200;  // room for the last label
  const double height = kRulerHeight + std::max<qsizetype>(1, bars_.size()) * kRowHeight + 4;
  return QSizeF(width, height);
}

std::int64_t SpawnTimelineLayout::rulerStep(double minPixels) const {
  static const std::int64_t steps[] = {1, 5, 10, 30, 60, 120, 300, 600, 1200, 3000, 6000, 12000, 36000};
  for (std::int64_t s : steps)
    if (double(s) * pixelsPerTick_ >= minPixels) return s;
  return steps[std::size(steps) - 1];
}

std::int64_t retimedTick(std::int64_t start, double deltaTicks, std::int64_t snap) {
  if (!std::isfinite(deltaTicks)) return start;
  double tick = double(start) + deltaTicks;
  if (snap > 1) tick = std::round(tick / double(snap)) * double(snap);
  return std::max<std::int64_t>(0, std::llround(tick));
}

}  // namespace sw::editor
