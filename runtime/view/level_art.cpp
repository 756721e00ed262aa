#include "view/level_art.h"

#include <QtQuick3D/QQuick3DObject>
#include <algorithm>

#include "model/project/project.h"
#include "view/level_overlays.h"
#include "view/mesh_library.h"
#include "view/mesh_materials.h"
#include "view/scene_items.h"
#include "view/view_margin.h"
#include "view/viewport_style.h"

namespace sw::ui {
namespace {

QRectF planeRectF(const PlaneRect& r) { return QRectF(QPointF(r.min.x, r.min.y), QPointF(r.max.x, r.max.y)); }

}  // namespace

LevelArt::LevelArt(SceneItems* items, MeshLibrary* library, MeshMaterials* materials)
    : items_(items), library_(library), meshMaterials_(materials) {
  placeholderMaterial_ = items_->createLitMaterial(items_->sceneRoot(), viewportStyle().placeholderFill);
}

LevelArtLayout LevelArt::build(const sw::Project* project, const std::vector<sw::ChainLink>& links) {
  LevelArtLayout layout;
  layout.tileRects.assign(links.size(), QRectF());
  // One instance table per mesh asset (the key: its absolute path; placeholders under "").
  std::map<QString, std::vector<TileInstancing::Instance>> batches;
  // Each definition's mesh path made once: 5,000 links of a few definitions made 5,000
  // normalised paths (5 ms of every undo that restores the chain).
  std::map<const sw::TileDef*, QString> meshPaths;
  for (std::size_t i = 0; i < links.size(); ++i) {
    const sw::ChainLink& link = links[i];
    if (!link.origin.isFinite()) continue;  // a broken camera point; validation reports it
    const QVector3D origin(float(link.origin.x), float(link.origin.y), 0.0f);
    sw::Box3 bounds;

    bool placeholder = true;
    if (link.def && !link.def->mesh.empty()) {
      auto known = meshPaths.find(link.def);
      if (known == meshPaths.end())
        known = meshPaths.emplace(link.def, QString::fromStdString(project->absolutePath(link.def->mesh))).first;
      const QString& path = known->second;
      const MeshLibrary::Asset& asset = library_->request(path);
      if (asset.state == MeshLibrary::State::Ready && asset.geometry) {
        const bool painted = graphMaterialProvider_ && !link.def->material.empty();
        batches[painted ? path + QLatin1Char('\n') + QString::fromStdString(link.def->material) : path]
            .push_back({origin});
        bounds = asset.bounds;
        placeholder = false;
      } else if (asset.state == MeshLibrary::State::Loading) {
        // Appears when the load finishes; until then it is picked by its camera span.
        const PlaneRect rect = tileRect(*project, link, nullptr);
        if (link.instance) layout.tileAreas.push_back({link.instance->id, rect});
        layout.tileRects[i] = planeRectF(rect);
        continue;
      }
    }
    if (placeholder) {
      // The shared unit box, moved to the box's corner and stretched to its size.
      bounds = placeholderBox(*project, link.def);
      const sw::Vec3 size = bounds.max - bounds.min;
      batches[QString()].push_back(
          {origin + QVector3D(float(bounds.min.x), float(bounds.min.y), float(bounds.min.z)),
           QVector3D(float(size.x), float(size.y), float(size.z))});
      layout.placeholders.push_back({bounds, link.origin});
    }

    const PlaneRect rect = tileRect(*project, link, &bounds);
    if (link.instance) layout.tileAreas.push_back({link.instance->id, rect});
    layout.tileRects[i] = planeRectF(rect);
    if (!bounds.isEmpty()) {
      const sw::Vec3 shift{link.origin.x, link.origin.y, 0};
      layout.meshBounds.extend(bounds.min + shift);
      layout.meshBounds.extend(bounds.max + shift);
    }
  }
  syncBatches(std::move(batches));
  return layout;
}

void LevelArt::syncBatches(std::map<QString, std::vector<TileInstancing::Instance>> wanted) {
  // Batches whose mesh no tile uses any more stay, hidden with an empty table (show()), so
  // an undo that brings their tiles back reuses the Model and its table: Qt Quick 3D makes
  // a new table's node while it synchronises and then asks for one more frame, a whole
  // frame of the level on a software rasteriser. They are as many as the meshes this view
  // ever drew. A batch missing its Model or table goes; the Model first, it refers to it.
  for (auto it = batches_.begin(); it != batches_.end();) {
    if (!it->model || !it->instancing) {
      delete it->model.data();
      delete it->instancing.data();
      it = batches_.erase(it);
      continue;
    }
    if (!wanted.count(it.key()) && !it->tiles.empty()) {
      it->tiles.clear();
      show(*it);
    }
    ++it;
  }
  for (auto& [mesh, instances] : wanted) {
    const bool placeholder = mesh.isEmpty();
    Batch& batch = batches_[mesh];
    QList<QQuick3DObject*> materials;
    if (placeholder) {
      batch.geometry = library_->unitBox();
      batch.farBoxes = batch.farCards = nullptr;  // a box already
      batch.bounds = sw::Box3{{0, 0, 0}, {1, 1, 1}};
      materials = {placeholderMaterial_.data()};
    } else {
      const QString meshPath = mesh.section(QLatin1Char('\n'), 0, 0);
      const MeshLibrary::Asset* asset = library_->find(meshPath);
      batch.geometry = asset ? asset->geometry.data() : nullptr;
      batch.farBoxes = asset ? asset->farBoxes.data() : nullptr;
      batch.farCards = asset ? asset->farCards.data() : nullptr;
      batch.bounds = asset ? asset->bounds : sw::Box3{};
      materials = meshMaterials_->materials(meshPath);
      // A graph material paints every subset of the mesh.
      if (QQuick3DObject* painted = graphMaterial(mesh.section(QLatin1Char('\n'), 1)))
        materials = QList<QQuick3DObject*>(materials.size(), painted);
    }
    if (!batch.instancing) {
      batch.instancing = new TileInstancing();
      batch.instancing->setParent(items_->sceneRoot());
      batch.instancing->setParentItem(items_->sceneRoot());
    }
    batch.tiles = std::move(instances);
    batch.look = lookFor(batch);
    show(batch);
    SceneItems::setMaterials(batch.model, materials);
  }
}

LevelArt::Look LevelArt::lookFor(const Batch& batch) const {
  if (!batch.farBoxes || !batch.farCards || batch.bounds.isEmpty() || !(unitsPerPixel_ > 0)) return Look::Full;
  // Looking down z, a tile shows its x and y extent; turned, its depth may face the camera.
  const sw::Vec3 size = batch.bounds.size();
  const double side = facingZ_ ? std::max(size.x, size.y) : std::max({size.x, size.y, size.z});
  if (!(side < farPixels_ * unitsPerPixel_)) return Look::Full;
  return facingZ_ ? Look::FarCards : Look::FarBoxes;
}

void LevelArt::show(Batch& batch) {
  std::vector<TileInstancing::Instance> shown;
  if (shownArea_.isNull()) {
    shown = batch.tiles;
  } else {
    const sw::Box3& b = batch.bounds;
    for (const TileInstancing::Instance& tile : batch.tiles) {
      // The tile's play-plane extent: the geometry's bounds, scaled and placed. Edges are
      // compared (not QRectF::intersects, false for a flat tile of zero width or height).
      const double x0 = tile.position.x() + tile.scale.x() * b.min.x, x1 = tile.position.x() + tile.scale.x() * b.max.x;
      const double y0 = tile.position.y() + tile.scale.y() * b.min.y, y1 = tile.position.y() + tile.scale.y() * b.max.y;
      if (b.isEmpty() || (std::min(x0, x1) <= shownArea_.right() && std::max(x0, x1) >= shownArea_.left() &&
                          std::min(y0, y1) <= shownArea_.bottom() && std::max(y0, y1) >= shownArea_.top()))
        shown.push_back(tile);
    }
  }
  // An instanced Model with an empty table is not reliably drawn as nothing (it may draw
  // the mesh once at the origin): hidden instead while none of its tiles is near the view.
  const bool any = !shown.empty();
  batch.instancing->setInstances(std::move(shown));  // before the Model draws it
  QQuick3DGeometry* geometry = batch.look == Look::FarCards   ? batch.farCards.data()
                               : batch.look == Look::FarBoxes ? batch.farBoxes.data()
                                                              : batch.geometry.data();
  if (!batch.model)
    batch.model = items_->createInstancedModel(items_->sceneRoot(), geometry, batch.instancing);
  else
    SceneItems::setGeometry(batch.model, geometry);
  if (batch.model && batch.model->property("visible").toBool() != any) batch.model->setProperty("visible", any);
}

bool LevelArt::setView(const QRectF& view, double unitsPerPixel, bool facingZ) {
  // Filtered again only when the view leaves the area or zooms in well inside it
  // (view_margin.h): panning within it costs nothing.
  const bool left = areaNeedsRebuild(shownArea_, view);
  if (left) shownArea_ = areaAround(view, 1.0);
  unitsPerPixel_ = unitsPerPixel;
  facingZ_ = facingZ;
  return showChanged(left);
}

void LevelArt::setFarPixels(double pixels) {
  farPixels_ = std::max(0.0, pixels);
  showChanged(false);
}

bool LevelArt::showChanged(bool all) {
  bool changed = false;
  for (Batch& batch : batches_) {
    const Look look = lookFor(batch);
    if (!all && look == batch.look) continue;
    batch.look = look;
    show(batch);
    changed = true;
  }
  return changed;
}

std::vector<LevelArt::BatchView> LevelArt::batches() const {
  std::vector<BatchView> views;
  for (auto it = batches_.constBegin(); it != batches_.constEnd(); ++it)
    if (!it->tiles.empty())  // not one kept hidden for a mesh no tile uses now
      views.push_back({it.key(), it->model.data(), it->instancing.data(), it->look, it->tiles.size()});
  std::sort(views.begin(), views.end(),
            [](const BatchView& a, const BatchView& b) { return a.mesh < b.mesh; });
  return views;
}

void LevelArt::setGraphMaterialProvider(GraphMaterialProvider provider) {
  graphMaterialProvider_ = std::move(provider);
  for (const QString& file : graphMaterials_.keys()) dropGraphMaterial(file);
}

bool LevelArt::dropGraphMaterial(const QString& graphFile) {
  if (!graphMaterials_.contains(graphFile)) return false;  // no tile is painted by it
  // The batches painted by it go first (a Model must not outlive its material), then
  // the material; the next build makes both again.
  const QString suffix = QLatin1Char('\n') + graphFile;
  for (auto it = batches_.begin(); it != batches_.end();) {
    if (!it.key().endsWith(suffix)) {
      ++it;
      continue;
    }
    delete it->model.data();
    delete it->instancing.data();
    it = batches_.erase(it);
  }
  delete graphMaterials_.take(graphFile).data();
  return true;
}

QQuick3DObject* LevelArt::graphMaterial(const QString& graphFile) {
  if (graphFile.isEmpty() || !graphMaterialProvider_) return nullptr;
  if (auto it = graphMaterials_.constFind(graphFile); it != graphMaterials_.constEnd()) return it->data();
  const QString qml = graphMaterialProvider_(graphFile);
  QQuick3DObject* material =
      qml.isEmpty() ? nullptr : items_->createFromQml(items_->sceneRoot(), qml.toUtf8());
  graphMaterials_.insert(graphFile, material);
  return material;
}

}  // namespace sw::ui
