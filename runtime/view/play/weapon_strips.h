#pragma once
// Draws the players' beams and bolts (sim/weapon_state.h) as strips of triangles in the play
// plane: one geometry with position, texture coordinate and colour per vertex, and one
// unlit material whose generated texture is a soft gradient across the strip (bright core,
// dark edges), blended as Screen so overlapping strips glow. The beam is the Bezier the
// game hit with, up to where a wall cut it; a bolt's main path is bright and its branches
// dimmer; a small per-frame jitter (looks only) makes bolts crackle between their 20-tick
// reshapes. Everything is one draw call.
#include <QColor>
#include <QPointer>
#include <QVector3D>
#include <QtQuick3D/QQuick3DGeometry>
#include <cstdint>
#include <vector>

class QQuick3DObject;
class QQuick3DTextureData;

namespace sw {
class RuntimeLevel;
}
namespace sw::ui {
class SceneItems;
}

namespace sw::play {

class StripGeometry : public QQuick3DGeometry {
  Q_OBJECT
 public:
  struct Vertex {
    float position[3];
    float uv[2];
    float color[4];  // linear
  };
  explicit StripGeometry(QQuick3DObject* parent = nullptr);
  void begin();
  // A strip of `width` along `points` (in order), its texture running across (v) and along
  // (u, repeating every `width` * 4 units).
  void addStrip(const std::vector<QVector3D>& points, float width, const QColor& color);
  void commit();
  int vertexCount() const { return int(vertices_.size()); }

 private:
  std::vector<Vertex> vertices_;
  bool laidOut_ = false;
};

class WeaponStrips {
 public:
  // Creates the geometry, its model and material under `parent`; every object it makes is
  // appended to `owned` (the scene deletes them on clear()).
  WeaponStrips(sw::ui::SceneItems& items, QQuick3DObject* parent, QList<QPointer<QQuick3DObject>>& owned);
  bool isValid() const { return geometry_ && model_; }
  // Redraws from the run's state; `frame` counts drawn frames and drives the jitter.
  void update(const sw::RuntimeLevel& runtime, std::uint64_t frame);
  int vertexCount() const { return geometry_ ? geometry_->vertexCount() : 0; }

 private:
  QPointer<StripGeometry> geometry_;
  QPointer<QQuick3DObject> model_;
  QPointer<QQuick3DTextureData> texture_;
  std::vector<QVector3D> points_;  // reused
};

}  // namespace sw::play
