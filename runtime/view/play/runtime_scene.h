#pragma once
// Draws a running level into a level view's Qt Quick 3D scene: enemies with their
// mesh (instanced per mesh asset and look through the view's MeshLibrary; the mesh's own
// materials, the type's colour on subsets without one) or a coloured ship
// shape when they have none (or it is still loading), player ships, bullets and
// particles (one instanced Model each), beams and bolts (weapon_strips.h), and the debug overlays Play offers: collision
// shapes (enemy and ship spheres, bullets, walls), the paths of live formations, spawn
// and trigger markers. Entities go under the scene (lit with the art); overlays go into
// the overlay view so they stay readable in front of it.
//
// Positions: the simulation's frame + RuntimeLevel::frameOrigin() = the editor's
// absolute layout, which is where the view draws the tiles.
#include <QHash>
#include <QPointer>
#include <QString>
#include <cstdint>
#include <memory>
#include <vector>

namespace sw {
class RuntimeLevel;
class Level;
class Project;
}  // namespace sw

class QQuick3DObject;

namespace sw::ui {
class LevelView;
class OverlayGeometry;
}  // namespace sw::ui

namespace sw::play {

class PlayInstancing;
class WeaponStrips;

struct PlayOverlays {
  bool collision = false;
  bool paths = false;
  bool spawns = false;
  bool counters = true;
};

class RuntimeScene {
 public:
  explicit RuntimeScene(sw::ui::LevelView* viewport);
  ~RuntimeScene();
  RuntimeScene(const RuntimeScene&) = delete;
  RuntimeScene& operator=(const RuntimeScene&) = delete;

  bool isValid() const { return valid_; }
  // Redraws from the run's current state. `level` and `project` are the run's own copies
  // (paths, spawn positions, mesh folders).
  void update(const sw::RuntimeLevel& runtime, const sw::Level* level, const sw::Project* project,
              const PlayOverlays& overlays);
  // Removes everything it added (Stop).
  void clear();

  // What the last update() drew, for tests.
  int enemyInstances() const;
  int bulletInstances() const;
  int particleInstances() const;
  int playerInstances() const;
  int collisionVertices() const;
  int pathVertices() const;
  int spawnVertices() const;
  int weaponStripVertices() const;  // beams and bolts

 private:
  struct Batch {
    QPointer<QQuick3DObject> model;
    QPointer<PlayInstancing> instancing;
  };
  Batch makeBatch(QQuick3DObject* parent, QQuick3DObject* geometry, const QList<QQuick3DObject*>& materials);
  void finish(Batch& batch);
  sw::ui::OverlayGeometry* makeLayer(QQuick3DObject* parent, bool lines, QQuick3DObject** model);
  void drawEnemies(const sw::RuntimeLevel& runtime, const sw::Project* project);
  void drawOverlays(const sw::RuntimeLevel& runtime, const sw::Level* level, const sw::Project* project,
                    const PlayOverlays& overlays);

  QPointer<sw::ui::LevelView> viewport_;
  bool valid_ = false;
  QPointer<QQuick3DObject> entityRoot_;   // our Node-like parent under the scene
  QPointer<QQuick3DObject> overlayParent_;
  QPointer<sw::ui::OverlayGeometry> shipShape_, discShape_;
  QPointer<QQuick3DObject> flatMaterial_;
  Batch shipEnemies_, players_, playerBullets_, enemyBullets_, particles_;
  QHash<QString, Batch> meshEnemies_;  // by absolute mesh path, tint and flash
  QPointer<sw::ui::OverlayGeometry> collisionLines_, pathLines_, spawnLines_;
  QList<QPointer<QQuick3DObject>> owned_;  // every scene object we created, for clear()
  int meshEnemyCount_ = 0;
  std::unique_ptr<WeaponStrips> weaponStrips_;  // beams and bolts
  std::uint64_t frame_ = 0;                     // drawn frames: the bolts' jitter
};

}  // namespace sw::play
