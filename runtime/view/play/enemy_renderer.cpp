#include "view/play/enemy_renderer.h"

#include <QSet>
#include <algorithm>
#include <cmath>

#include "model/project.h"
#include "sim/runtime_level.h"
#include "sim/systems/enemies/enemy_system.h"
#include "view/level_view.h"
#include "view/mesh_geometry.h"
#include "view/mesh_library.h"
#include "view/mesh_materials.h"
#include "view/play/play_instancing.h"
#include "view/qt_color.h"
#include "view/scene_items.h"

namespace sw::play {

void EnemyRenderer::update(const sw::RuntimeLevel& runtime, const FrameContext& frame) {
  sw::ui::MeshLibrary* library = kit_.view()->meshLibrary();
  sw::ui::MeshMaterials* materials = kit_.view()->meshMaterials();
  auto& shapes = shapes_.instancing->begin();
  for (auto it = meshes_.begin(); it != meshes_.end(); ++it) it->instancing->begin();
  meshInstances_ = 0;
  QSet<QString> dressed;  // batches whose materials were set this update
  const sw::EnemySystem* enemies = runtime.find<sw::EnemySystem>();
  for (const sw::Enemy& enemy : enemies ? enemies->enemies() : std::vector<sw::Enemy>{}) {
    if (enemy.died) continue;
    const sw::EnemySystem::Type& type = enemies->type(enemy.type);
    const QColor color = enemy.hitTicks > 0 ? QColor(Qt::white) : toQColor(type.color);
    if (!type.mesh.empty() && frame.project && library && materials) {
      const QString path = QString::fromStdString(frame.project->absolutePath(type.mesh));
      const sw::ui::MeshLibrary::Asset& asset = library->request(path);
      if (asset.state == sw::ui::MeshLibrary::State::Ready && asset.geometry) {
        // The type's colour tints only subsets without a material of their own; meshes
        // with materials show them, whatever the type's colour. A hit lights it up.
        const bool tinted = materials->takesTint(path);
        const sw::ui::MeshMaterials::Look look{tinted ? toQColor(type.color) : QColor(), enemy.hitTicks > 0};
        const QString key = path + QLatin1Char('\n') + (tinted ? look.tint.name() : QString()) +
                            (look.flash ? QStringLiteral("\nflash") : QString());
        InstanceBatch& batch = meshes_[key];
        if (!batch.model) batch = kit_.makeBatch(kit_.sceneRoot(), asset.geometry.data(), {});
        if (!dressed.contains(key)) {  // again every update: a reload makes new materials
          dressed.insert(key);
          sw::ui::SceneItems::setGeometry(batch.model, asset.geometry.data());
          sw::ui::SceneItems::setMaterials(batch.model, materials->materials(path, look));
        }
        batch.instancing->push({at(enemy.position, frame.origin), 1.0f, 0.0f, QColor(Qt::white)});
        ++meshInstances_;
        continue;
      }
    }
    // No mesh (or still loading): a ship shape sized by its collision spheres.
    double size = 0.5;
    for (const sw::Vec3& s : type.spheres) size = std::max(size, std::hypot(s.x, s.y) + s.z);
    shapes.push_back({at(enemy.position, frame.origin), float(size), turnOf(enemy.direction), color});
  }
  SceneKit::finish(shapes_);
  for (auto it = meshes_.begin(); it != meshes_.end(); ++it) SceneKit::finish(*it);
}

}  // namespace sw::play
