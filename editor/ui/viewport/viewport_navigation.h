#pragma once
// The level viewport's camera navigation, as a level designer expects it: wheel zooms
// toward the cursor; middle- or right-drag pans; Alt+left-drag orbits; arrows pan; +/-
// zoom; PageUp/PageDown and keypad 2/4/6/8 orbit; keypad 1 or 0 looks straight at the play
// plane again; F or Home frames all; O or keypad 5 toggles orthographic/perspective.
// It moves the camera it is given and tells the view through callbacks; the view decides
// which events reach it (a selection that can move takes the arrows first).
#include <QPointF>
#include <functional>

class QKeyEvent;
class QMouseEvent;
class QWheelEvent;
class QWindow;

namespace sw::ui {

class CameraController;

class ViewportNavigation {
 public:
  struct Callbacks {
    std::function<void()> cameraMoved;  // the user moved the camera: apply it
    std::function<void()> frameAll;
    std::function<void()> toggleProjection;
  };
  // `cursorWidget` shows the drag cursors (the quick widget).
  ViewportNavigation(CameraController& camera, QWindow* cursorWindow, Callbacks callbacks);

  // Keys that navigate (and so belong to the viewport, not to menu shortcuts, while it
  // has focus).
  static bool isNavigationKey(const QKeyEvent* event);
  // True: the key moved the camera.
  bool key(const QKeyEvent* event);
  bool wheel(const QWheelEvent* event);

  // Middle or right press: pan; Alt+left: orbit. True: a drag started.
  bool press(const QMouseEvent* event);
  // While dragging: moves the camera (true).
  bool move(const QMouseEvent* event);
  // True while dragging; the drag ends when no button is down any more.
  bool release(const QMouseEvent* event);
  bool isDragging() const { return drag_ != Drag::None; }
  // Ends a drag whose release never came.
  void endDrag();

 private:
  enum class Drag { None, Pan, Orbit };

  CameraController& camera_;
  QWindow* cursorWindow_;
  Callbacks callbacks_;
  Drag drag_ = Drag::None;
  QPointF lastMouse_;
};

}  // namespace sw::ui
