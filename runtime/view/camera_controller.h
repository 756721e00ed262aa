#pragma once
// The level views' camera as plain state and math: an orbit camera around a target
// point, orthographic or perspective, with pan, zoom toward a point, orbit and frame-all.
// No window needed: the viewport copies position(), rotation() and the projection
// values into the QML cameras, and tests check the math directly.
#include <QPoint>
#include <QPointF>
#include <QQuaternion>
#include <QSizeF>
#include <QVector3D>

namespace sw::ui {

class CameraController {
 public:
  // Size of the view in logical pixels (the unit of mouse positions).
  void setViewportSize(QSizeF size);
  QSizeF viewportSize() const { return viewport_; }

  // Switching keeps the target and the scale at the target plane, so the view centre
  // and what is under it stay put.
  void setOrthographic(bool on) { orthographic_ = on; }
  bool isOrthographic() const { return orthographic_; }

  void setFieldOfView(double verticalDegrees);
  double fieldOfView() const { return fov_; }

  // The point the camera looks at and orbits around.
  void setTarget(QVector3D target) { target_ = target; }
  QVector3D target() const { return target_; }

  // Zoom: world units per logical pixel on the plane through the target facing the camera.
  void setUnitsPerPixel(double unitsPerPixel);
  double unitsPerPixel() const { return unitsPerPixel_; }

  // Yaw turns around the world y axis, pitch tilts up/down (positive looks down from
  // above); both in degrees. 0, 0 looks down -z at the play plane.
  void setOrientation(double yawDegrees, double pitchDegrees);
  double yaw() const { return yaw_; }
  double pitch() const { return pitch_; }

  // What the clip planes must keep: the scene's bounds (content may sit in front of and
  // behind the play plane).
  void setSceneBounds(QVector3D min, QVector3D max);

  // Moves the view so the content under the mouse follows a drag of `pixels`.
  void pan(QPointF pixels);
  // factor > 1 zooms in. The point of the target plane under `anchor` (viewport pixels)
  // stays under it; without an anchor the view centre stays.
  void zoom(double factor, const QPointF* anchor = nullptr);
  // One mouse-wheel event: 1.2x per notch toward `anchor` (horizontal wheels count too).
  // False when the event carries no rotation.
  bool zoomByWheel(QPoint angleDelta, QPointF anchor);
  void orbit(double yawDegrees, double pitchDegrees);
  // Fits the box in the view (all eight corners inside, with `margin` as a share of the
  // view on each side) keeping the orientation.
  void frame(QVector3D min, QVector3D max, double margin = 0.06);

  // Camera pose and projection for Qt Quick 3D (camera looks down its local -z).
  QQuaternion rotation() const;
  QVector3D right() const { return rotation().rotatedVector({1, 0, 0}); }
  QVector3D up() const { return rotation().rotatedVector({0, 1, 0}); }
  QVector3D back() const { return rotation().rotatedVector({0, 0, 1}); }
  QVector3D position() const;
  double distance() const;       // camera to target, perspective
  double magnification() const;  // OrthographicCamera horizontal/verticalMagnification
  double clipNear() const;
  double clipFar() const;

  // World point to viewport pixels (y down). Points behind a perspective camera give
  // a non-finite result.
  QPointF project(QVector3D world) const;
  // The point of the plane z = planeZ under a viewport pixel; false when the ray misses it.
  bool pointOnPlane(QPointF pixel, double planeZ, QVector3D* out) const;
  // The point of the plane through the target facing the camera under a pixel.
  QVector3D pointOnTargetPlane(QPointF pixel) const;

 private:
  void depthRange(double* nearest, double* farthest) const;

  QSizeF viewport_{640, 360};
  bool orthographic_ = true;
  double fov_ = 40.0;
  QVector3D target_{0, 0, 0};
  double unitsPerPixel_ = 0.05;
  double yaw_ = 0, pitch_ = 0;
  QVector3D boundsMin_{-16, -9, -1}, boundsMax_{16, 9, 1};
};

}  // namespace sw::ui
