#pragma once
// What the viewport builds for a big level follows the camera: the tile art's instance
// tables (level_art.h), the overlays (overlay_detail.h) and the tile layers' sprite tables
// (tile_layer_batches.h) each hold what reaches into the view grown by a margin, so
// panning within it builds nothing. One rule says when that area is made again, for all
// three: when the view leaves it, or zooms in well inside it (the tables would then
// mostly hold what is far off screen).
#include <QRectF>

namespace sw::ui {

// `view` grown by `margin` times its width and height on every side; null when the view
// is unknown (null or invalid): then everything is built.
inline QRectF areaAround(const QRectF& view, double margin) {
  if (view.isNull() || !view.isValid()) return QRectF();
  return view.adjusted(-view.width() * margin, -view.height() * margin, view.width() * margin,
                       view.height() * margin);
}

// Whether an area built for an earlier view (null: everything) must be made again for
// `view`: it left the area, became unknown while the area is not everything, or is under
// a quarter of the area's width or height.
inline bool areaNeedsRebuild(const QRectF& built, const QRectF& view) {
  if (view.isNull() || !view.isValid()) return !built.isNull();
  return built.isNull() || !built.contains(view) || built.width() > 4 * view.width() ||
         built.height() > 4 * view.height();
}

}  // namespace sw::ui
