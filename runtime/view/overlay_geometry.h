#pragma once
// Vertex-coloured lines or triangles for what the viewport draws over the art: the grid,
// the screen rectangle, camera paths, collision outlines, markers. One geometry holds
// many shapes so each layer is one draw call.
#include <QColor>
#include <QVector3D>
#include <QtQuick3D/QQuick3DGeometry>
#include <vector>

namespace sw::ui {

// The colour to give a shape of a layer with a translucent material (SceneItems::
// createFlatMaterial(parent, true)) so it shows `color` at `alpha`: that material's shader
// writes the vertex colour as it comes, while OverlayGeometry stores colours linearized
// (right for the lit pipeline), so the colour is encoded to sRGB first and the two cancel.
QColor forTranslucentLayer(const QColor& color, double alpha);

class OverlayGeometry : public QQuick3DGeometry {
  Q_OBJECT
 public:
  enum class Kind { Lines, Triangles };

  struct Vertex {
    float position[3];
    float color[4];  // linear RGBA: Qt Quick 3D multiplies vertex colours in linear space
  };

  explicit OverlayGeometry(QQuick3DObject* parent = nullptr);

  // Collects shapes; nothing reaches the renderer until commit().
  void begin(Kind kind);
  void addLine(QVector3D a, QVector3D b, const QColor& color);
  void addPolyline(const std::vector<QVector3D>& points, const QColor& color, bool closed);
  void addTriangle(QVector3D a, QVector3D b, QVector3D c, const QColor& color);
  void commit();

  Kind kind() const { return kind_; }
  // Collected since begin(), or after commit() what was committed.
  int vertexCount() const { return int(released_ ? committedCount_ : vertices_.size()); }

 private:
  // A colour as the vertices hold it, worked out once per shape (QColor::rgba() and the
  // sRGB table per vertex were a quarter of building 100,000 overlay vertices).
  struct VertexColor {
    float rgba[4];
  };
  static VertexColor vertexColor(const QColor& color);
  void push(QVector3D p, const VertexColor& color);
  void reclaim();

  Kind kind_ = Kind::Lines;
  std::vector<Vertex> vertices_;  // emptied by commit(): the renderer holds the committed copy
  std::size_t committedCount_ = 0;
  std::size_t mostCommitted_ = 0;  // the largest commit yet: begin() reserves that much
  bool released_ = false;  // vertices_ were handed over and freed; reclaim() before adding
  bool laidOut_ = false;
  bool hasBounds_ = false;  // bounds were set (by a commit with vertices); they only grow
  Kind committedKind_ = Kind::Lines;
};

}  // namespace sw::ui
