#pragma once
// Geometry of the spawn timeline, kept apart from painting and mouse handling so it can
// be tested without a window: ticks run left to right, one row per Spawn (level order),
// each bar from the spawn's tick to the moment its last formation ship appears.
//
// Spawns that wait for a trigger or a cleared wave have no fixed tick in the game; the
// editor still places them at their `tick` (the preview tick the scrubber uses), drawn
// hatched so designers see they are not timed.
#include <QHash>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QVector>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "model/level/level.h"
#include "model/level/spawn.h"

namespace sw::editor {

struct TimelineBar {
  ObjectId id = 0;
  int row = 0;
  std::int64_t start = 0;  // the spawn's tick
  std::int64_t end = 0;    // start + (count - 1) * delayTicks
  int ships = 1;           // formation count
  bool timed = true;       // spawns at its tick (not on a trigger or a cleared wave)
  QString label;           // name, enemy type and what it waits for
  double labelWidth = -1;  // pixels the label takes after the bar in the view's font (-1: not measured yet)
};

class SpawnTimelineLayout {
 public:
  static constexpr double kRulerHeight = 22;
  static constexpr double kRowHeight = 22;
  static constexpr double kLeftMargin = 8;
  static constexpr double kMinBarWidth = 10;
  static constexpr double kLabelGap = 4;  // between a bar and its label

  // Collects the level's Spawn objects.
  void rebuild(const sw::Level* level);

  // The tick the camera reaches the chain's end (sw::fixedChainEnd), none for a level
  // without links or with loops. Drawn as a line with the time after it shaded, and a
  // timed spawn starting after it is marked: the level is over before it appears.
  void setChainEnd(std::optional<std::int64_t> tick) { chainEnd_ = tick; }
  std::optional<std::int64_t> chainEnd() const { return chainEnd_; }
  bool startsAfterChainEnd(const TimelineBar& bar) const { return bar.timed && chainEnd_ && bar.start > *chainEnd_; }

  const QVector<TimelineBar>& bars() const { return bars_; }
  const TimelineBar* bar(ObjectId id) const;

  double pixelsPerTick() const { return pixelsPerTick_; }
  void setPixelsPerTick(double value);
  double xForTick(double tick) const { return kLeftMargin + tick * pixelsPerTick_; }
  double tickForX(double x) const { return (x - kLeftMargin) / pixelsPerTick_; }
  // The indices [first, last) of the bars whose rows `area` spans (one bar per row).
  std::pair<qsizetype, qsizetype> barsInRows(const QRectF& area) const;

  QRectF barRect(const TimelineBar& bar) const;
  // What takes clicks and drags: the bar and its label after it, drawn as one. A spawn of
  // one ship is a bar of a few pixels; its label is the part people aim at.
  QRectF hitRect(const TimelineBar& bar) const;
  // The width of bar `index`'s label, kept with its text for the next rebuilds.
  void setLabelWidth(qsizetype index, double pixels);
  // Widths measured so far no longer hold (another font).
  void forgetLabelWidths();
  // The bar under a point (topmost row first), or 0.
  ObjectId barAt(QPointF point) const;
  // Bars touching a rectangle (rubber band).
  QVector<ObjectId> barsIn(const QRectF& rect) const;
  // The whole area the content needs, ruler included; `extraTicks` of room after the
  // last bar so a bar can be dragged later.
  QSizeF contentSize(std::int64_t extraTicks) const;

  // A tick step for ruler labels that keeps them at least `minPixels` apart: 1, 5, 10,
  // 30, 60 (a second at 60 Hz), 300, 600 ...
  std::int64_t rulerStep(double minPixels) const;

 private:
  // A spawn's label and what it was made from, kept by id across rebuilds: making and
  // measuring 10,000 labels again was a tenth of the undo of a big delete, which puts
  // back the same spawns. Used only while every field it was made from is equal.
  struct Label {
    std::string name, enemyType, trigger, afterWave;
    std::int64_t count = 0;
    int when = -1;
    QString text;
    double width = -1;
  };
  const QString& labelFor(const sw::Spawn& spawn, std::int64_t count, double* width);

  QVector<TimelineBar> bars_;
  QHash<ObjectId, Label> labels_;
  double pixelsPerTick_ = 0.5;
  std::int64_t lastTick_ = 0;
  std::optional<std::int64_t> chainEnd_;
};

// The tick a dragged bar lands on: `start + deltaTicks`, never before 0, rounded to
// `snap` ticks when snap > 1.
std::int64_t retimedTick(std::int64_t start, double deltaTicks, std::int64_t snap);

}  // namespace sw::editor
