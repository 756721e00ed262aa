#include "view/overlay_geometry.h"

#include <QByteArray>
#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstring>
#include <limits>

namespace sw::ui {
namespace {

constexpr float kBoundsStep = 16.0f;

float srgbToLinear(float c) { return c <= 0.04045f ? c / 12.92f : std::pow((c + 0.055f) / 1.055f, 2.4f); }

// Colours are 8-bit per channel: one table converts them (10,000 markers alternate two
// colours each, so converting per vertex would cost three powf every time).
const std::array<float, 256>& linearTable() {
  static const std::array<float, 256> table = [] {
    std::array<float, 256> t{};
    for (int i = 0; i < 256; ++i) t[std::size_t(i)] = srgbToLinear(float(i) / 255.0f);
    return t;
  }();
  return table;
}

}  // namespace

OverlayGeometry::OverlayGeometry(QQuick3DObject* parent) : QQuick3DGeometry(parent) {}

void OverlayGeometry::begin(Kind kind) {
  kind_ = kind;
  vertices_.clear();
  released_ = false;
  // As much as the most this layer ever held: after an undo of a delete the last commit
  // held nothing, and growing a layer to 80,000 vertices (a big level's spawns) one
  // doubling at a time moved them all again each time. The room is only lent (commit()
  // frees it); a small level after a big one reserves room it never writes.
  vertices_.reserve(mostCommitted_);
}

void OverlayGeometry::reclaim() {
  // Shapes added after a commit without begin(): continue from what was committed.
  const QByteArray data = vertexData();
  vertices_.resize(std::size_t(data.size()) / sizeof(Vertex));
  if (!vertices_.empty()) std::memcpy(vertices_.data(), data.constData(), vertices_.size() * sizeof(Vertex));
  released_ = false;
}

OverlayGeometry::VertexColor OverlayGeometry::vertexColor(const QColor& color) {
  const QRgb rgba = color.rgba();
  const std::array<float, 256>& linear = linearTable();
  return {{linear[std::size_t(qRed(rgba))], linear[std::size_t(qGreen(rgba))], linear[std::size_t(qBlue(rgba))],
           float(qAlpha(rgba)) / 255.0f}};
}

void OverlayGeometry::push(QVector3D p, const VertexColor& color) {
  if (released_) reclaim();
  Vertex v;
  v.position[0] = p.x();
  v.position[1] = p.y();
  v.position[2] = p.z();
  v.color[0] = color.rgba[0];
  v.color[1] = color.rgba[1];
  v.color[2] = color.rgba[2];
  v.color[3] = color.rgba[3];
  vertices_.push_back(v);
}

void OverlayGeometry::addLine(QVector3D a, QVector3D b, const QColor& color) {
  const VertexColor c = vertexColor(color);
  push(a, c);
  push(b, c);
}

void OverlayGeometry::addPolyline(const std::vector<QVector3D>& points, const QColor& color, bool closed) {
  if (points.size() < 2) return;
  const VertexColor c = vertexColor(color);
  for (std::size_t i = 0; i + 1 < points.size(); ++i) {
    push(points[i], c);
    push(points[i + 1], c);
  }
  if (closed && points.size() > 2) {
    push(points.back(), c);
    push(points.front(), c);
  }
}

void OverlayGeometry::addTriangle(QVector3D a, QVector3D b, QVector3D c, const QColor& color) {
  const VertexColor vc = vertexColor(color);
  push(a, vc);
  push(b, vc);
  push(c, vc);
}

void OverlayGeometry::commit() {
  if (released_) reclaim();
  // The layout is set once per kind: clear() would also reset the bounds (see below).
  const bool layoutChanged = !laidOut_ || committedKind_ != kind_;
  if (layoutChanged) {
    clear();
    setPrimitiveType(kind_ == Kind::Lines ? PrimitiveType::Lines : PrimitiveType::Triangles);
    setStride(int(sizeof(Vertex)));
    addAttribute(Attribute::PositionSemantic, int(offsetof(Vertex, position)), Attribute::F32Type);
    addAttribute(Attribute::ColorSemantic, int(offsetof(Vertex, color)), Attribute::F32Type);
    laidOut_ = true;
    hasBounds_ = false;
    committedKind_ = kind_;
  }

  // Nothing before and nothing now (a layer of a kind the level has none of, rebuilt with
  // every edit): no update, which would ask the window for a frame of its own when it
  // comes ahead of the edit's other changes.
  if (!layoutChanged && vertices_.empty() && vertexData().isEmpty()) {
    std::vector<Vertex>().swap(vertices_);  // begin() lent it room
    committedCount_ = 0;
    released_ = true;
    return;
  }
  QByteArray bytes(qsizetype(vertices_.size() * sizeof(Vertex)), Qt::Uninitialized);
  if (!vertices_.empty()) std::memcpy(bytes.data(), vertices_.data(), std::size_t(bytes.size()));
  setVertexData(bytes);

  if (!vertices_.empty()) {
    constexpr float inf = std::numeric_limits<float>::infinity();
    QVector3D lo(inf, inf, inf), hi = -lo;
    for (const Vertex& v : vertices_) {
      const QVector3D p(v.position[0], v.position[1], v.position[2]);
      lo = QVector3D(std::min(lo.x(), p.x()), std::min(lo.y(), p.y()), std::min(lo.z(), p.z()));
      hi = QVector3D(std::max(hi.x(), p.x()), std::max(hi.y(), p.y()), std::max(hi.z(), p.z()));
    }
    // Bounds only grow, outward to a coarse grid: a change of bounds makes Qt Quick 3D
    // mark the Model dirty while it synchronises, which asks for one more synchronisation
    // and so one more whole frame (repeat_frame_filter.h drops the other repeat). Deleting
    // everything and undoing it, or a drag, then changes no bounds. Only the culling and
    // the depth order of translucent layers read them, and these layers all lie in the
    // play plane, drawn in front of the art by their material.
    const auto down = [](float v) { return std::floor(v / kBoundsStep) * kBoundsStep; };
    const auto up = [](float v) { return std::ceil(v / kBoundsStep) * kBoundsStep; };
    lo = QVector3D(down(lo.x()), down(lo.y()), down(lo.z()));
    hi = QVector3D(up(hi.x()), up(hi.y()), up(hi.z()));
    if (hasBounds_) {
      const QVector3D oldLo = boundsMin(), oldHi = boundsMax();
      lo = QVector3D(std::min(lo.x(), oldLo.x()), std::min(lo.y(), oldLo.y()), std::min(lo.z(), oldLo.z()));
      hi = QVector3D(std::max(hi.x(), oldHi.x()), std::max(hi.y(), oldHi.y()), std::max(hi.z(), oldHi.z()));
    }
    if (!hasBounds_ || boundsMin() != lo || boundsMax() != hi) setBounds(lo, hi);
    hasBounds_ = true;
  }
  update();
  // The renderer has its own copy now (the QByteArray above): ours would be one more
  // copy of every overlay vertex, 60 MB for a level of 25,000 objects.
  committedCount_ = vertices_.size();
  mostCommitted_ = std::max(mostCommitted_, committedCount_);
  std::vector<Vertex>().swap(vertices_);
  released_ = true;
}

QColor forTranslucentLayer(const QColor& color, double alpha) {
  const auto encode = [](int channel) {
    const double c = channel / 255.0;
    const double s = c <= 0.0031308 ? c * 12.92 : 1.055 * std::pow(c, 1.0 / 2.4) - 0.055;
    return std::clamp(int(std::lround(s * 255.0)), 0, 255);
  };
  QColor encoded(encode(color.red()), encode(color.green()), encode(color.blue()));
  encoded.setAlphaF(float(alpha));
  return encoded;
}

}  // namespace sw::ui
