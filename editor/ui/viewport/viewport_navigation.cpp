#include "ui/viewport/viewport_navigation.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>
#include <QWindow>

#include "view/camera_controller.h"

namespace sw::ui {
namespace {

constexpr double kOrbitDegreesPerPixel = 0.3;
constexpr double kKeyOrbitDegrees = 15.0;
constexpr double kKeyZoomFactor = 1.25;
constexpr double kKeyPanShare = 0.1;  // of the view per arrow press

}  // namespace

ViewportNavigation::ViewportNavigation(CameraController& camera, QWindow* cursorWindow, Callbacks callbacks)
    : camera_(camera), cursorWindow_(cursorWindow), callbacks_(std::move(callbacks)) {}

bool ViewportNavigation::isNavigationKey(const QKeyEvent* event) {
  const bool keypad = event->modifiers() & Qt::KeypadModifier;
  switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Plus:
    case Qt::Key_Equal:
    case Qt::Key_Minus:
    case Qt::Key_PageUp:
    case Qt::Key_PageDown:
    case Qt::Key_Home:
    case Qt::Key_F:
    case Qt::Key_O:
      return !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    case Qt::Key_0:
    case Qt::Key_1:
    case Qt::Key_2:
    case Qt::Key_4:
    case Qt::Key_5:
    case Qt::Key_6:
    case Qt::Key_8:
      return keypad;
    default:
      return false;
  }
}

bool ViewportNavigation::key(const QKeyEvent* event) {
  if (!isNavigationKey(event)) return false;
  const bool keypad = event->modifiers() & Qt::KeypadModifier;
  const QSizeF size = camera_.viewportSize();
  const double panX = size.width() * kKeyPanShare, panY = size.height() * kKeyPanShare;
  // Keypad digits come first: with NumLock off they arrive as arrows and PageUp/Down.
  if (keypad) {
    switch (event->key()) {
      case Qt::Key_4:
        camera_.orbit(-kKeyOrbitDegrees, 0);
        return callbacks_.cameraMoved(), true;
      case Qt::Key_6:
        camera_.orbit(kKeyOrbitDegrees, 0);
        return callbacks_.cameraMoved(), true;
      case Qt::Key_8:
        camera_.orbit(0, -kKeyOrbitDegrees);
        return callbacks_.cameraMoved(), true;
      case Qt::Key_2:
        camera_.orbit(0, kKeyOrbitDegrees);
        return callbacks_.cameraMoved(), true;
      case Qt::Key_5:
        callbacks_.toggleProjection();
        return true;
      case Qt::Key_0:
      case Qt::Key_1:
        camera_.setOrientation(0, 0);
        return callbacks_.cameraMoved(), true;
      default:
        break;
    }
  }
  switch (event->key()) {
    case Qt::Key_Left:
      camera_.pan({panX, 0});
      break;
    case Qt::Key_Right:
      camera_.pan({-panX, 0});
      break;
    case Qt::Key_Up:
      camera_.pan({0, panY});
      break;
    case Qt::Key_Down:
      camera_.pan({0, -panY});
      break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
      camera_.zoom(kKeyZoomFactor);
      break;
    case Qt::Key_Minus:
      camera_.zoom(1.0 / kKeyZoomFactor);
      break;
    case Qt::Key_PageUp:
      camera_.orbit(0, -kKeyOrbitDegrees);
      break;
    case Qt::Key_PageDown:
      camera_.orbit(0, kKeyOrbitDegrees);
      break;
    case Qt::Key_Home:
    case Qt::Key_F:
      callbacks_.frameAll();
      return true;
    case Qt::Key_O:
      callbacks_.toggleProjection();
      return true;
    default:
      return false;
  }
  callbacks_.cameraMoved();
  return true;
}

bool ViewportNavigation::wheel(const QWheelEvent* event) {
  if (!camera_.zoomByWheel(event->angleDelta(), event->position())) return false;
  callbacks_.cameraMoved();
  return true;
}

bool ViewportNavigation::press(const QMouseEvent* event) {
  const bool alt = event->modifiers() & Qt::AltModifier;
  if (event->button() == Qt::MiddleButton || event->button() == Qt::RightButton)
    drag_ = Drag::Pan;
  else if (event->button() == Qt::LeftButton && alt)
    drag_ = Drag::Orbit;
  else
    return false;
  lastMouse_ = event->position();
  cursorWindow_->setCursor(drag_ == Drag::Pan ? Qt::ClosedHandCursor : Qt::SizeAllCursor);
  return true;
}

bool ViewportNavigation::move(const QMouseEvent* event) {
  if (drag_ == Drag::None) return false;
  const QPointF delta = event->position() - lastMouse_;
  lastMouse_ = event->position();
  if (drag_ == Drag::Pan)
    camera_.pan(delta);
  else
    camera_.orbit(-delta.x() * kOrbitDegreesPerPixel, delta.y() * kOrbitDegreesPerPixel);
  callbacks_.cameraMoved();
  return true;
}

bool ViewportNavigation::release(const QMouseEvent* event) {
  if (drag_ == Drag::None) return false;
  if (event->buttons() & (Qt::LeftButton | Qt::MiddleButton | Qt::RightButton)) return true;
  endDrag();
  return true;
}

void ViewportNavigation::endDrag() {
  drag_ = Drag::None;
  cursorWindow_->unsetCursor();
}

}  // namespace sw::ui
