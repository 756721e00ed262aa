#pragma once
// The Boss Preview's drawing (boss_preview_run.h): the play plane seen from the front, y up,
// scaled to fit the boss (its furthest reach, open hatches included) and the dummy ship.
// Collision spheres of the body and each part at their pose now (red; invulnerable parts
// grey; destroyed parts gone), pivots and parent links as thin lines, beams as their
// polylines (dashed while warning or charging, wide while firing), missiles as dots with a
// short trail, enemy bullets as small dots, and the dummy ship as a triangle the user drags.
#include <QWidget>

#include "core/math.h"

namespace sw::editor {

class BossPreviewRun;

class BossPreviewView : public QWidget {
  Q_OBJECT
 public:
  explicit BossPreviewView(BossPreviewRun* run, QWidget* parent = nullptr);  // "bossPreviewView"

  // Moves the dummy to the widget point `at` (what a drag does on every mouse move).
  void dragDummyTo(QPointF at);
  // Widget point of a play-plane point, and back (the transform of the last paint or drag).
  QPointF toWidget(Vec2 p) const;
  Vec2 toPlane(QPointF p) const;
  QSize sizeHint() const override { return {480, 320}; }

 signals:
  void dummyMoved(sw::Vec2 at);  // during a drag
  void dummyDropped(sw::Vec2 at);  // the drag ended there

 protected:
  void paintEvent(QPaintEvent*) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void resizeEvent(QResizeEvent*) override { fit(); }

 private:
  // The transform that shows the boss's reach and the dummy (kept while dragging).
  void fit();

  BossPreviewRun* run_;
  Vec2 centre_;      // plane point at the widget's centre
  double scale_ = 20;  // pixels per unit
  bool dragging_ = false;
};

}  // namespace sw::editor
