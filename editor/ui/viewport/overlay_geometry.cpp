#include "ui/viewport/overlay_geometry.h"

#include <QByteArray>
#include <cmath>
#include <cstddef>
#include <cstring>
#include <limits>

namespace sw::ui {
namespace {

float srgbToLinear(float c) { return c <= 0.04045f ? c / 12.92f : std::pow((c + 0.055f) / 1.055f, 2.4f); }

}  // namespace

OverlayGeometry::OverlayGeometry(QQuick3DObject* parent) : QQuick3DGeometry(parent) {}

void OverlayGeometry::begin(Kind kind) {
  kind_ = kind;
  vertices_.clear();
}

void OverlayGeometry::push(QVector3D p, const QColor& color) {
  const QRgb rgba = color.rgba();
  if (rgba != lastColor_ || vertices_.empty()) {
    lastColor_ = rgba;
    lastLinear_[0] = srgbToLinear(float(qRed(rgba)) / 255.0f);
    lastLinear_[1] = srgbToLinear(float(qGreen(rgba)) / 255.0f);
    lastLinear_[2] = srgbToLinear(float(qBlue(rgba)) / 255.0f);
    lastLinear_[3] = float(qAlpha(rgba)) / 255.0f;
  }
  Vertex v;
  v.position[0] = p.x();
  v.position[1] = p.y();
  v.position[2] = p.z();
  std::memcpy(v.color, lastLinear_, sizeof(v.color));
  vertices_.push_back(v);
}

void OverlayGeometry::addLine(QVector3D a, QVector3D b, const QColor& color) {
  push(a, color);
  push(b, color);
}

void OverlayGeometry::addPolyline(const std::vector<QVector3D>& points, const QColor& color, bool closed) {
  if (points.size() < 2) return;
  for (std::size_t i = 0; i + 1 < points.size(); ++i) addLine(points[i], points[i + 1], color);
  if (closed && points.size() > 2) addLine(points.back(), points.front(), color);
}

void OverlayGeometry::addTriangle(QVector3D a, QVector3D b, QVector3D c, const QColor& color) {
  push(a, color);
  push(b, color);
  push(c, color);
}

void OverlayGeometry::commit() {
  clear();
  setPrimitiveType(kind_ == Kind::Lines ? PrimitiveType::Lines : PrimitiveType::Triangles);
  setStride(int(sizeof(Vertex)));
  addAttribute(Attribute::PositionSemantic, int(offsetof(Vertex, position)), Attribute::F32Type);
  addAttribute(Attribute::ColorSemantic, int(offsetof(Vertex, color)), Attribute::F32Type);

  QByteArray bytes(qsizetype(vertices_.size() * sizeof(Vertex)), Qt::Uninitialized);
  if (!vertices_.empty()) std::memcpy(bytes.data(), vertices_.data(), std::size_t(bytes.size()));
  setVertexData(bytes);

  QVector3D lo(0, 0, 0), hi(0, 0, 0);
  if (!vertices_.empty()) {
    constexpr float inf = std::numeric_limits<float>::infinity();
    lo = QVector3D(inf, inf, inf);
    hi = -lo;
    for (const Vertex& v : vertices_) {
      const QVector3D p(v.position[0], v.position[1], v.position[2]);
      lo = QVector3D(std::min(lo.x(), p.x()), std::min(lo.y(), p.y()), std::min(lo.z(), p.z()));
      hi = QVector3D(std::max(hi.x(), p.x()), std::max(hi.y(), p.y()), std::max(hi.z(), p.z()));
    }
  }
  setBounds(lo, hi);
  update();
}

}  // namespace sw::ui
