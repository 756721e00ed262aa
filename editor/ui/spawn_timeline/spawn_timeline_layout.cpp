#include "ui/spawn_timeline/spawn_timeline_layout.h"

#include <QCoreApplication>
#include <QSizeF>
#include <algorithm>
#include <cmath>

namespace sw::editor {
namespace {

struct Text {
  Q_DECLARE_TR_FUNCTIONS(SpawnTimeline)
};

// Spawn properties read through the type's description, so the timeline needs no more
// than the keys it shows.
std::int64_t intProperty(const sw::LevelObject& object, const char* key, std::int64_t fallback) {
  const sw::Property* p = object.description().find(key);
  if (!p) return fallback;
  const sw::Value v = p->get(object);
  if (const auto* i = std::get_if<std::int64_t>(&v)) return *i;
  return fallback;
}

QString stringProperty(const sw::LevelObject& object, const char* key) {
  const sw::Property* p = object.description().find(key);
  if (!p) return {};
  const sw::Value v = p->get(object);
  if (const auto* s = std::get_if<std::string>(&v)) return QString::fromStdString(*s);
  return {};
}

}  // namespace

void SpawnTimelineLayout::rebuild(const sw::Level* level) {
  bars_.clear();
  lastTick_ = 0;
  if (!level) return;
  int row = 0;
  for (const auto& object : level->objects) {
    if (object->kind() != "Spawn") continue;
    TimelineBar bar;
    bar.id = object->id;
    bar.row = row++;
    bar.start = std::max<std::int64_t>(0, intProperty(*object, "tick", 0));
    const std::int64_t count = std::max<std::int64_t>(1, intProperty(*object, "count", 1));
    const std::int64_t delay = std::max<std::int64_t>(0, intProperty(*object, "delayTicks", 0));
    bar.end = bar.start + (count - 1) * delay;
    bar.ships = int(std::min<std::int64_t>(count, 1000));
    // "when": 0 at a tick, 1 on a trigger, 2 when a wave is cleared (Spawn::When).
    const std::int64_t when = intProperty(*object, "when", 0);
    bar.timed = when == 0;
    QString text = QString::fromStdString(object->name);
    const QString enemy = stringProperty(*object, "enemyType");
    if (!enemy.isEmpty()) text += QStringLiteral(" · ") + enemy;
    if (count > 1) text += QStringLiteral(" ×%1").arg(count);
    if (when == 1) text += QStringLiteral(" · ") + Text::tr("on %1").arg(stringProperty(*object, "trigger"));
    if (when == 2) text += QStringLiteral(" · ") + Text::tr("after wave %1").arg(stringProperty(*object, "afterWave"));
    bar.label = text;
    lastTick_ = std::max(lastTick_, bar.end);
    bars_.push_back(bar);
  }
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
  if (index >= 0 && index < bars_.size()) bars_[index].labelWidth = std::max(0.0, pixels);
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
  const double width = xForTick(double(lastTick_ + extraTicks)) + 200;  // room for the last label
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
