#pragma once
// The Pattern editor's live preview picture: the emitter, the bullets of the current tick
// (coloured by their kind) and the player dummy, which the user drags with the mouse; aim
// follows it. Painted with QPainter: a few thousand circles stay fast on software
// rendering. The play plane is shown 32 x 18 units (the default screen), y up.
#include <QColor>
#include <QPointF>
#include <QVector>
#include <QWidget>

namespace sw::editor {

class PatternPreviewView : public QWidget {
  Q_OBJECT
 public:
  struct Dot {
    QPointF position;  // world units
    double radius = 0.25;
    QColor color;
  };
  explicit PatternPreviewView(QWidget* parent = nullptr);

  void setBullets(QVector<Dot> bullets);
  void setEmitter(QPointF world) { emitter_ = world; update(); }
  QPointF player() const { return player_; }
  void setPlayer(QPointF world);
  void setMessage(const QString& message);  // shown instead of bullets when the preview cannot run

  QPointF toScreen(QPointF world) const;
  QPointF toWorld(QPointF screen) const;
  QSize sizeHint() const override { return {320, 180}; }
  QSize minimumSizeHint() const override { return {160, 90}; }

 signals:
  void playerMoved(QPointF world);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;

 private:
  double scale() const;
  QVector<Dot> bullets_;
  QPointF emitter_{8, 0}, player_{-8, 0};
  QString message_;
  bool dragging_ = false;
};

}  // namespace sw::editor
