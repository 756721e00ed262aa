#include "ui/viewport/nav_layer.h"

#include <cmath>

#include "ui/viewport/level_viewport.h"
#include "view/overlay_geometry.h"
#include "view/scene_items.h"

namespace sw::ui {

NavLayer::NavLayer(LevelViewport* viewport) : QObject(viewport), viewport_(viewport) {
  SceneItems* items = viewport->sceneItems();
  if (!items || !items->overlayRoot()) return;  // no scene (QML failed): draw nothing
  QQuick3DObject* root = items->overlayRoot();
  auto make = [&](OverlayGeometry::Kind kind) {
    auto* geometry = new OverlayGeometry();
    geometry->setParent(root);
    geometry->setParentItem(root);
    geometry->begin(kind);
    geometry->commit();
    SceneItems::setMaterials(items->createModel(root, geometry), {items->createFlatMaterial(root)});
    return geometry;
  };
  lines_ = make(OverlayGeometry::Kind::Lines);
  triangles_ = make(OverlayGeometry::Kind::Triangles);
  connect(viewport, &LevelViewport::cameraChanged, this, [this] {
    // Pixel sizes follow the zoom; panning alone changes nothing.
    const double upp = viewport_->camera().unitsPerPixel();
    if (level_ && std::abs(upp - builtUnitsPerPixel_) > 1e-3 * builtUnitsPerPixel_) rebuild();
  });
}

void NavLayer::show(const sw::Level* level, const NavDisplay& display) {
  level_ = level;
  display_ = display;
  rebuild();
}

int NavLayer::vertexCount() const {
  return (lines_ ? lines_->vertexCount() : 0) + (triangles_ ? triangles_->vertexCount() : 0);
}

void NavLayer::rebuild() {
  if (!lines_ || !triangles_) return;
  builtUnitsPerPixel_ = viewport_->camera().unitsPerPixel();
  lines_->begin(OverlayGeometry::Kind::Lines);
  triangles_->begin(OverlayGeometry::Kind::Triangles);
  if (level_) buildNavGraph(*lines_, *triangles_, *level_, display_, builtUnitsPerPixel_);
  lines_->commit();
  triangles_->commit();
}

}  // namespace sw::ui
