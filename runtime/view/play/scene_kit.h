#pragma once
// What the renderers of a running game share (runtime_scene.h composes them): the level
// view's scene to add to, the unit shapes and flat material the instanced batches use, the
// overlay layer, and the list of every object they created (so Stop removes them all).
// Plus the small pieces of drawing each renderer needs: frame to layout coordinates,
// circles, headings.
#include <QColor>
#include <QList>
#include <QPointer>
#include <QVector3D>
#include <cstdint>

#include "core/math.h"
#include "view/overlay_geometry.h"
#include "view/play/route_overlay.h"

class QQuick3DObject;

namespace sw {
class Level;
class Project;
}  // namespace sw

namespace sw::ui {
class LevelView;
}  // namespace sw::ui

namespace sw::play {

class PlayInstancing;
class SplatLayer;

// Swarms of at least this many (enemy bullets, the simulation's sparks, effect particles)
// are splatted on the CPU instead of drawn instanced (splat_layer.h): a software renderer
// pays per vertex of every instance.
inline constexpr int kSplatFrom = 2000;

struct PlayOverlays {
  bool collision = false;
  bool paths = false;
  bool spawns = false;
  bool counters = true;
  bool route = true;  // the route of the creature selected in the editor (route_overlay.h)
};

// One instanced Model and its table.
struct InstanceBatch {
  QPointer<QQuick3DObject> model;
  QPointer<PlayInstancing> instancing;
  int count() const;
};

// What one frame draws from: where the frame sits in the layout, the tick, the run's copies
// of the level and project, the overlays asked for, the frame's number (jitter) and the
// creature whose route shows.
struct FrameContext {
  sw::Vec2 origin;
  std::int64_t tick = 0;
  const sw::Level* level = nullptr;
  const sw::Project* project = nullptr;
  PlayOverlays overlays;
  std::uint64_t frame = 0;
  RouteSubject route;  // whose route to draw (when overlays.route)
  SplatLayer* swarm = nullptr;  // where large swarms splat this frame (null: none can)
  int splatFrom = kSplatFrom;
};

inline constexpr float kEntityZ = 0.05f;  // just in front of the play plane's lines

// A point of the simulation's frame in the editor's absolute layout.
inline QVector3D at(sw::Vec2 framePoint, sw::Vec2 origin, float z = kEntityZ) {
  return QVector3D(float(framePoint.x + origin.x), float(framePoint.y + origin.y), z);
}
void addCircle(sw::ui::OverlayGeometry& g, QVector3D centre, double radius, const QColor& color);
// Degrees about z for a heading (ships point along +x); a standing ship faces left.
float turnOf(sw::Vec2 direction);

class SceneKit {
 public:
  explicit SceneKit(sw::ui::LevelView* view);
  ~SceneKit();
  SceneKit(const SceneKit&) = delete;
  SceneKit& operator=(const SceneKit&) = delete;

  bool isValid() const { return valid_; }
  sw::ui::LevelView* view() const;
  QQuick3DObject* sceneRoot() const { return sceneRoot_; }
  QQuick3DObject* overlayParent() const { return overlayParent_; }
  sw::ui::OverlayGeometry* shipShape() const { return shipShape_; }
  sw::ui::OverlayGeometry* discShape() const { return discShape_; }
  QQuick3DObject* flatMaterial() const { return flatMaterial_; }
  QList<QPointer<QQuick3DObject>>& owned() { return owned_; }

  // An instanced batch of `geometry` under `parent`, hidden while empty.
  InstanceBatch makeBatch(QQuick3DObject* parent, QQuick3DObject* geometry, const QList<QQuick3DObject*>& materials);
  // A batch of the unit ship or disc under the scene, flat coloured by each instance.
  InstanceBatch shipBatch();
  InstanceBatch discBatch();
  // Commits the batch's table and shows the model only while it has instances.
  static void finish(InstanceBatch& batch);
  // A layer of lines (or triangles) in the overlay view.
  sw::ui::OverlayGeometry* makeLayer(bool lines, bool translucent = false);
  // Removes everything made (Stop).
  void clear();

 private:
  QPointer<sw::ui::LevelView> view_;
  bool valid_ = false;
  QPointer<QQuick3DObject> sceneRoot_, overlayParent_;
  QPointer<sw::ui::OverlayGeometry> shipShape_, discShape_;
  QPointer<QQuick3DObject> flatMaterial_;
  QList<QPointer<QQuick3DObject>> owned_;
};

}  // namespace sw::play
