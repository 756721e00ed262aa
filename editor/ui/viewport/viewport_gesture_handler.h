#pragma once
// A tool that may take left-button gestures and keys in the level viewport before its
// object selection does (the path node tools, editor/ui/path_edit_tool.h). The viewport
// asks it first on every left press; when it accepts, the move and release of that
// gesture go to it too, and Esc or lost focus cancel it.
#include <QKeyEvent>
#include <QPointF>
#include <QRectF>

namespace sw::ui {

class CameraController;

class ViewportGestureHandler {
 public:
  virtual ~ViewportGestureHandler() = default;
  // A left press at `pixel` (viewport pixels); true: the handler owns this gesture.
  virtual bool press(const CameraController& camera, QPointF pixel, Qt::KeyboardModifiers modifiers) = 0;
  virtual void move(const CameraController& camera, QPointF pixel, Qt::KeyboardModifiers modifiers) = 0;
  virtual void release(const CameraController& camera, QPointF pixel, Qt::KeyboardModifiers modifiers) = 0;
  virtual void cancel() = 0;
  // A rubber band drawn by the viewport's selection; true: the handler used it (the
  // objects under it are then not selected).
  virtual bool band(const CameraController& camera, const QRectF& band, Qt::KeyboardModifiers modifiers) = 0;
  // Keys it wants before menu shortcuts (Delete while points are selected); true: handled.
  virtual bool wantsKey(const QKeyEvent* key) const = 0;
  virtual bool key(QKeyEvent* key) = 0;
  // The mouse moved over the viewport with no gesture under way (a tool's preview, such as
  // the tile brush outline), and left it again. Default: nothing.
  virtual void hover(const CameraController&, QPointF, Qt::KeyboardModifiers) {}
  virtual void hoverEnded() {}
};

}  // namespace sw::ui
