// Instanced meshes of a running level (mesh_instances.h).
#include "view/play/mesh_instances.h"

#include "model/project/project.h"
#include "view/level_view.h"
#include "view/mesh_geometry.h"
#include "view/mesh_library.h"
#include "view/mesh_materials.h"
#include "view/play/play_instancing.h"
#include "view/scene_items.h"

namespace sw::play {

void MeshInstances::begin() {
  for (auto it = batches_.begin(); it != batches_.end(); ++it) it->instancing->begin();
  dressed_.clear();
  count_ = 0;
}

bool MeshInstances::push(const FrameContext& frame, const std::string& mesh, const std::string& material,
                         QColor tint, bool flash, sw::Vec2 position, double angle, float scale) {
  sw::ui::LevelView* view = kit_.view();
  sw::ui::MeshLibrary* library = view ? view->meshLibrary() : nullptr;
  sw::ui::MeshMaterials* materials = view ? view->meshMaterials() : nullptr;
  if (mesh.empty() || !frame.project || !library || !materials) return false;
  const QString path = QString::fromStdString(frame.project->absolutePath(mesh));
  const sw::ui::MeshLibrary::Asset& asset = library->request(path);
  if (asset.state != sw::ui::MeshLibrary::State::Ready || !asset.geometry) return false;
  // A texture graph paints every subset (a graph that cannot be made: the mesh's own look).
  const QString graph = QString::fromStdString(material);
  QQuick3DObject* painted = graph.isEmpty() ? nullptr : view->graphMaterial(graph);
  // The tint colours only subsets without a material of their own; meshes with materials
  // show them, whatever the colour. A hit lights it up.
  const bool tinted = !painted && materials->takesTint(path);
  const sw::ui::MeshMaterials::Look look{tinted ? tint : QColor(), flash && !painted};
  const QString key = path + QLatin1Char('\n') + (painted ? QStringLiteral("graph:") + graph : QString()) +
                      (tinted ? look.tint.name() : QString()) + (look.flash ? QStringLiteral("\nflash") : QString());
  InstanceBatch& batch = batches_[key];
  if (!batch.model) batch = kit_.makeBatch(kit_.sceneRoot(), asset.geometry.data(), {});
  if (!dressed_.contains(key)) {  // again every frame: a reload (of a mesh or a graph) makes new materials
    dressed_.insert(key);
    sw::ui::SceneItems::setGeometry(batch.model, asset.geometry.data());
    if (painted) {
      QList<QQuick3DObject*> all;
      for (int i = 0; i < std::max<int>(1, int(materials->materials(path, look).size())); ++i) all.push_back(painted);
      sw::ui::SceneItems::setMaterials(batch.model, all);
    } else {
      sw::ui::SceneItems::setMaterials(batch.model, materials->materials(path, look));
    }
  }
  batch.instancing->push({at(position, frame.origin), scale, float(angle), QColor(Qt::white)});
  ++count_;
  return true;
}

void MeshInstances::finish() {
  for (auto it = batches_.begin(); it != batches_.end(); ++it) SceneKit::finish(*it);
}

}  // namespace sw::play
