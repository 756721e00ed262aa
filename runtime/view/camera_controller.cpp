#include "view/camera_controller.h"

#include <QtMath>
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace sw::ui {
namespace {

constexpr double kMinUnitsPerPixel = 1e-4;
constexpr double kMaxUnitsPerPixel = 1e4;
constexpr double kMaxPitch = 89.0;

std::array<QVector3D, 8> corners(QVector3D min, QVector3D max) {
  return {QVector3D(min.x(), min.y(), min.z()), QVector3D(max.x(), min.y(), min.z()),
          QVector3D(min.x(), max.y(), min.z()), QVector3D(max.x(), max.y(), min.z()),
          QVector3D(min.x(), min.y(), max.z()), QVector3D(max.x(), min.y(), max.z()),
          QVector3D(min.x(), max.y(), max.z()), QVector3D(max.x(), max.y(), max.z())};
}

// Pixels from the view centre to the edge per unit of tan(half fov): the perspective
// focal length in pixels.
double focalPixels(double viewportHeight, double fovDegrees) {
  return (viewportHeight / 2.0) / std::tan(qDegreesToRadians(fovDegrees) / 2.0);
}

}  // namespace

void CameraController::setViewportSize(QSizeF size) {
  viewport_ = QSizeF(std::max(1.0, size.width()), std::max(1.0, size.height()));
}

void CameraController::setFieldOfView(double verticalDegrees) {
  fov_ = std::clamp(verticalDegrees, 5.0, 150.0);
}

void CameraController::setUnitsPerPixel(double unitsPerPixel) {
  if (!std::isfinite(unitsPerPixel)) return;
  unitsPerPixel_ = std::clamp(unitsPerPixel, kMinUnitsPerPixel, kMaxUnitsPerPixel);
}

void CameraController::setOrientation(double yawDegrees, double pitchDegrees) {
  if (!std::isfinite(yawDegrees) || !std::isfinite(pitchDegrees)) return;
  yaw_ = std::remainder(yawDegrees, 360.0);
  pitch_ = std::clamp(pitchDegrees, -kMaxPitch, kMaxPitch);
}

void CameraController::setSceneBounds(QVector3D min, QVector3D max) {
  boundsMin_ = QVector3D(std::min(min.x(), max.x()), std::min(min.y(), max.y()), std::min(min.z(), max.z()));
  boundsMax_ = QVector3D(std::max(min.x(), max.x()), std::max(min.y(), max.y()), std::max(min.z(), max.z()));
}

QQuaternion CameraController::rotation() const {
  // Positive pitch raises the camera to look down: a negative turn about x.
  return QQuaternion::fromAxisAndAngle(0, 1, 0, float(yaw_)) *
         QQuaternion::fromAxisAndAngle(1, 0, 0, float(-pitch_));
}

double CameraController::distance() const { return unitsPerPixel_ * focalPixels(viewport_.height(), fov_); }

double CameraController::magnification() const { return 1.0 / unitsPerPixel_; }

// How far the scene reaches toward (nearest) and away from (farthest) the camera,
// measured from the target plane along back().
void CameraController::depthRange(double* nearest, double* farthest) const {
  const QVector3D b = back();
  double lo = 0, hi = 0;
  for (const QVector3D& c : corners(boundsMin_, boundsMax_)) {
    const double d = QVector3D::dotProduct(c - target_, b);
    lo = std::min(lo, d);
    hi = std::max(hi, d);
  }
  *nearest = hi;
  *farthest = lo;
}

QVector3D CameraController::position() const {
  if (!orthographic_) return target_ + back() * float(distance());
  // An orthographic camera only needs to stand in front of everything.
  double nearest = 0, farthest = 0;
  depthRange(&nearest, &farthest);
  const double pad = 1.0 + 0.01 * (nearest - farthest);
  return target_ + back() * float(nearest + pad + 1.0);
}

double CameraController::clipNear() const {
  if (orthographic_) return 0.5;
  double nearest = 0, farthest = 0;
  depthRange(&nearest, &farthest);
  const double d = distance();
  const double pad = 1.0 + 0.01 * (nearest - farthest);
  return std::max({d - nearest - pad, d * 0.002, 0.001});
}

double CameraController::clipFar() const {
  double nearest = 0, farthest = 0;
  depthRange(&nearest, &farthest);
  const double pad = 1.0 + 0.01 * (nearest - farthest);
  const double cameraToTarget = orthographic_ ? nearest + pad + 1.0 : distance();
  return std::max(cameraToTarget - farthest + pad, clipNear() * 2.0 + 1.0);
}

void CameraController::pan(QPointF pixels) {
  // Content follows the mouse: moving the mouse right moves the camera left.
  target_ -= right() * float(pixels.x() * unitsPerPixel_);
  target_ += up() * float(pixels.y() * unitsPerPixel_);
}

QVector3D CameraController::pointOnTargetPlane(QPointF pixel) const {
  const double dx = pixel.x() - viewport_.width() / 2.0;
  const double dy = viewport_.height() / 2.0 - pixel.y();
  return target_ + right() * float(dx * unitsPerPixel_) + up() * float(dy * unitsPerPixel_);
}

void CameraController::zoom(double factor, const QPointF* anchor) {
  if (!std::isfinite(factor) || factor <= 0) return;
  if (!anchor) {
    setUnitsPerPixel(unitsPerPixel_ / factor);
    return;
  }
  // On the target plane, a pixel offset maps linearly to a world offset in both
  // projections, so keeping the anchored world point is the same arithmetic.
  const QVector3D fixed = pointOnTargetPlane(*anchor);
  setUnitsPerPixel(unitsPerPixel_ / factor);
  const double dx = anchor->x() - viewport_.width() / 2.0;
  const double dy = viewport_.height() / 2.0 - anchor->y();
  target_ = fixed - right() * float(dx * unitsPerPixel_) - up() * float(dy * unitsPerPixel_);
}

void CameraController::orbit(double yawDegrees, double pitchDegrees) {
  setOrientation(yaw_ + yawDegrees, pitch_ + pitchDegrees);
}

void CameraController::frame(QVector3D min, QVector3D max, double margin) {
  margin = std::clamp(margin, 0.0, 0.45);
  const QVector3D center = (min + max) * 0.5f;
  target_ = center;
  const QVector3D r = right(), u = up(), b = back();
  const double usableW = viewport_.width() * (1.0 - 2.0 * margin);
  const double usableH = viewport_.height() * (1.0 - 2.0 * margin);
  const double focal = focalPixels(viewport_.height(), fov_);
  // A corner at lateral offset x and depth d (toward the camera) appears at
  // x / (unitsPerPixel - d / focal) pixels from the centre in perspective and at
  // x / unitsPerPixel in orthographic; solve each for the smallest unitsPerPixel that fits.
  double needed = kMinUnitsPerPixel;
  for (const QVector3D& c : corners(min, max)) {
    const QVector3D v = c - center;
    const double x = std::abs(QVector3D::dotProduct(v, r));
    const double y = std::abs(QVector3D::dotProduct(v, u));
    double upp = std::max(2.0 * x / usableW, 2.0 * y / usableH);
    if (!orthographic_) upp += QVector3D::dotProduct(v, b) / focal;
    needed = std::max(needed, upp);
  }
  setUnitsPerPixel(needed);
}

QPointF CameraController::project(QVector3D world) const {
  const QVector3D v = world - position();
  const double x = QVector3D::dotProduct(v, right());
  const double y = QVector3D::dotProduct(v, up());
  const double cx = viewport_.width() / 2.0, cy = viewport_.height() / 2.0;
  if (orthographic_) return {cx + x / unitsPerPixel_, cy - y / unitsPerPixel_};
  const double depth = -QVector3D::dotProduct(v, back());
  if (depth <= 0) {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    return {nan, nan};
  }
  const double f = focalPixels(viewport_.height(), fov_);
  return {cx + f * x / depth, cy - f * y / depth};
}

bool CameraController::pointOnPlane(QPointF pixel, double planeZ, QVector3D* out) const {
  const QVector3D onTarget = pointOnTargetPlane(pixel);
  QVector3D origin, direction;
  if (orthographic_) {
    origin = onTarget;
    direction = -back();
  } else {
    origin = position();
    direction = (onTarget - origin).normalized();
  }
  if (std::abs(direction.z()) < 1e-9) return false;
  const double t = (planeZ - origin.z()) / direction.z();
  if (!orthographic_ && t < 0) return false;
  if (out) *out = origin + direction * float(t);
  return true;
}

bool CameraController::zoomByWheel(QPoint angleDelta, QPointF anchor) {
  const int delta = angleDelta.y() != 0 ? angleDelta.y() : angleDelta.x();
  if (delta == 0) return false;
  zoom(std::pow(1.2, delta / 120.0), &anchor);
  return true;
}

}  // namespace sw::ui
