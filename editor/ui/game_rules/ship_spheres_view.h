#pragma once
// The ship's hit spheres, edited on the ship as Play draws it (view/play/ship_shape.h),
// the way the Tile Editor edits collision polygons on a tile: a top view of the play
// plane with the ship, its spheres as circles, and a grid.
//
//   - drag inside a sphere: moves it; drag its rim: changes its radius;
//   - Add Sphere / Remove Sphere (or Delete) add one next to the selected one / remove it;
//   - Shift while dragging: snap to 0.05 units.
// A drag edits a working copy and reaches the document on release, as ONE undo step
// (makeSetProperty on the project's game rules, "shipSpheres"); a refused edit (the last
// sphere removed) snaps back and says why in the status line.
//
// Object names: the view "shipSpheresView", its actions "addSphereAction",
// "removeSphereAction".
#include <QPointF>
#include <QWidget>
#include <optional>
#include <vector>

#include "core/math.h"

class QAction;

namespace sw::editor {

class Document;

class ShipSpheresView : public QWidget {
  Q_OBJECT
 public:
  explicit ShipSpheresView(Document* document, QWidget* parent = nullptr);

  QAction* addSphereAction() const { return add_; }
  QAction* removeSphereAction() const { return remove_; }
  // The spheres shown: the document's, or the working copy while dragging.
  const std::vector<sw::Vec3>& spheres() const { return spheres_; }
  int selected() const { return selected_; }
  void setSelected(int index);
  // Play plane (ship coordinates) to widget pixels and back, for tests and tools.
  QPointF toWidget(sw::Vec2 p) const;
  sw::Vec2 toPlane(QPointF pixel) const;
  QString statusText() const { return status_; }

  QSize sizeHint() const override { return {320, 220}; }
  QSize minimumSizeHint() const override { return {160, 120}; }

  static constexpr double kRimPickPixels = 6.0;
  static constexpr double kSnapStep = 0.05;

 signals:
  void statusChanged(const QString& text);

 public slots:
  // Reads the spheres from the document again (an edit, undo, another project).
  void reload();

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  enum class Drag { None, Move, Resize };
  void frame();  // fits the ship and every sphere into the view
  void push(std::vector<sw::Vec3> spheres, int selectAfter);
  void setStatus(const QString& text);
  void updateActions();
  QString describeSelected() const;

  Document* document_;
  std::vector<sw::Vec3> spheres_;
  int selected_ = -1;
  Drag drag_ = Drag::None;
  sw::Vec2 grabOffset_;  // sphere centre minus the pressed point (moves)
  bool moved_ = false;
  double scale_ = 100;   // pixels per unit
  QPointF centre_;       // widget pixel of the ship's origin
  QString status_;
  QAction *add_, *remove_;
};

}  // namespace sw::editor
