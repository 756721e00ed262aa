#pragma once
// The spawn timeline: ticks across, one bar per Spawn. Click, Ctrl-click, Shift-click and
// a rubber band select (the document's one selection); dragging selected bars (anywhere
// on the bar or its label) retimes them all as one undo step (snapped to 5 ticks, Shift:
// single ticks; Esc cancels).
// Ctrl+wheel zooms the tick axis; a click on the ruler asks for that tick to be scrubbed to.
#include <QFont>
#include <QHash>
#include <QWidget>
#include <cstdint>
#include <optional>
#include <vector>

#include "ui/spawn_timeline/spawn_timeline_layout.h"

namespace sw::editor {

class Document;

class SpawnTimelineView : public QWidget {
  Q_OBJECT
 public:
  explicit SpawnTimelineView(Document* document, QWidget* parent = nullptr);

  const SpawnTimelineLayout& layout() const;
  void setPixelsPerTick(double value);
  // The scrubber's tick, drawn as a vertical line.
  void setCurrentTick(std::int64_t tick);
  std::int64_t currentTick() const { return currentTick_; }

  QSize sizeHint() const override;

 public slots:
  void rebuild();

 signals:
  void tickRequested(std::int64_t tick);

 protected:
  bool event(QEvent* event) override;  // tool tips: a bar's label, and why a late spawn never appears
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void showEvent(QShowEvent* event) override;

 private:
  enum class Drag { None, Pending, Retime, Band, Ruler };
  void applyRetime(double deltaTicks, bool fine);
  void finishDrag();
  void updateContentSize();
  void rebuildWhenShown();
  // Reads the chain's end from the project again; repaints and resizes when it moved.
  void refreshChainEnd();
  // Measures the labels of the rows `area` spans that are not measured yet: what is painted
  // or hit is measured, not all 10,000 labels of a level at every open.
  void measureLabels(const QRectF& area);

  Document* document_;
  SpawnTimelineLayout layout_;
  bool stale_ = false;  // the level changed while hidden; rebuilt on show or read
  QHash<QString, qreal> labelWidths_;  // horizontalAdvance per label text in labelWidthFont_
  QFont labelWidthFont_;
  std::int64_t currentTick_ = 0;

  Drag drag_ = Drag::None;
  QPointF pressPos_, lastPos_;
  struct Retimed {
    ObjectId id;
    std::int64_t startTick;
  };
  std::vector<Retimed> retimed_;
  int mergeSerial_ = 0;
  bool pushedRetime_ = false;
};

}  // namespace sw::editor
