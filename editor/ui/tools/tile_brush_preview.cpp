#include "ui/tools/tile_brush_preview.h"

#include "ui/viewport/level_viewport.h"
#include "view/overlay_geometry.h"
#include "view/scene_items.h"

namespace sw::editor {

void buildTileOutlines(sw::ui::OverlayGeometry& lines, const std::vector<sw::TileRect>& rects, double worldZ,
                       const QColor& color) {
  const float z = float(worldZ);
  for (const sw::TileRect& r : rects) {
    const sw::Vec2 hi = r.max();
    lines.addPolyline(
        {QVector3D(float(r.min.x), float(r.min.y), z), QVector3D(float(hi.x), float(r.min.y), z),
         QVector3D(float(hi.x), float(hi.y), z), QVector3D(float(r.min.x), float(hi.y), z)},
        color, true);
  }
}

TileBrushPreview::TileBrushPreview(sw::ui::LevelViewport* viewport) : QObject(viewport) {
  sw::ui::SceneItems* items = viewport->sceneItems();
  if (!items || !items->overlayRoot()) return;  // no scene (QML failed): draw nothing
  QQuick3DObject* root = items->overlayRoot();
  auto make = [&](sw::ui::OverlayGeometry::Kind kind, bool translucent) {
    auto* geometry = new sw::ui::OverlayGeometry();
    geometry->setParent(root);
    geometry->setParentItem(root);
    geometry->begin(kind);
    geometry->commit();
    sw::ui::SceneItems::setMaterials(items->createModel(root, geometry),
                                     {items->createFlatMaterial(root, translucent)});
    return geometry;
  };
  // A faint fill under the outline: thin lines alone get lost over busy tile art.
  fills_ = make(sw::ui::OverlayGeometry::Kind::Triangles, true);
  lines_ = make(sw::ui::OverlayGeometry::Kind::Lines, false);
}

void TileBrushPreview::show(const std::vector<sw::TileRect>& rects, double layerZ, bool fill) {
  if (rects.empty() && rects_.empty()) return;  // hovering with nothing to show: no redraw
  rects_ = rects;
  if (!lines_ || !fills_) return;
  // Paint: the brush in a light cyan; the fill rectangle in amber, as a different promise.
  const QColor color = fill ? QColor(255, 190, 60) : QColor(120, 230, 255);
  QColor shade = color;
  shade.setAlphaF(0.25f);
  const float z = float(-layerZ);  // a layer's z points away from the camera
  lines_->begin(sw::ui::OverlayGeometry::Kind::Lines);
  buildTileOutlines(*lines_, rects_, z, color);
  lines_->commit();
  fills_->begin(sw::ui::OverlayGeometry::Kind::Triangles);
  for (const sw::TileRect& r : rects_) {
    const sw::Vec2 hi = r.max();
    const QVector3D a(float(r.min.x), float(r.min.y), z), b(float(hi.x), float(r.min.y), z),
        c(float(hi.x), float(hi.y), z), d(float(r.min.x), float(hi.y), z);
    fills_->addTriangle(a, b, c, shade);
    fills_->addTriangle(a, c, d, shade);
  }
  fills_->commit();
}

int TileBrushPreview::vertexCount() const {
  return (lines_ ? lines_->vertexCount() : 0) + (fills_ ? fills_->vertexCount() : 0);
}

}  // namespace sw::editor
