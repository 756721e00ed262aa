#pragma once
// The behaviour graph's view, as the texture graph's (ui/graph/graph_view.h) behaves: pan
// with the middle mouse button or Space + drag, zoom with the wheel around the cursor,
// rubber-band selection on the background, frame all (Home, or on request until the user
// zooms or pans). Delete and Backspace are taken before the main window's shortcuts (which
// delete level objects) while the view has focus. Object name "behaviourGraphView".
#include <QGraphicsView>

namespace sw::editor::behaviour {

class BehaviourGraphScene;

class BehaviourView : public QGraphicsView {
  Q_OBJECT
 public:
  explicit BehaviourView(BehaviourGraphScene* scene, QWidget* parent = nullptr);

  void frameAll();
  // Frames now if the view is on screen, and again when it is shown or resized, until the
  // user zooms or pans (a dock still being laid out would frame the graph tiny).
  void requestFrame();
  double zoom() const { return transform().m11(); }

 protected:
  bool event(QEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void keyReleaseEvent(QKeyEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void showEvent(QShowEvent* event) override;

 private:
  void frameIfAsked();
  BehaviourGraphScene* scene_;
  bool spaceHeld_ = false, panning_ = false, autoFrame_ = false;
  QPoint panLast_;
};

}  // namespace sw::editor::behaviour
