#pragma once
// What the tile tools show before a click: the outline of the brush where a Paint click
// would put it (after snapping), and the rectangle a Fill drag covers. Outlines and a faint
// fill in the viewport's overlay (drawn over the art), added from outside like the nav layer.
#include <QColor>
#include <QObject>
#include <QPointer>
#include <vector>

#include "model/tiles/tile_placement.h"

namespace sw::ui {
class LevelViewport;
class OverlayGeometry;
}  // namespace sw::ui

namespace sw::editor {

// Outlines of `rects` (absolute play-plane units) on the plane world z = `worldZ`.
void buildTileOutlines(sw::ui::OverlayGeometry& lines, const std::vector<sw::TileRect>& rects, double worldZ,
                       const QColor& color);

class TileBrushPreview : public QObject {
  Q_OBJECT
 public:
  explicit TileBrushPreview(sw::ui::LevelViewport* viewport);  // parented to the viewport

  // Shows these rectangles on a tile layer of depth `layerZ` (TileLayer::z); empty hides.
  void show(const std::vector<sw::TileRect>& rects, double layerZ, bool fill);
  void hide() { show({}, 0, false); }
  const std::vector<sw::TileRect>& shown() const { return rects_; }
  int vertexCount() const;

 private:
  QPointer<sw::ui::OverlayGeometry> lines_, fills_;
  std::vector<sw::TileRect> rects_;
};

}  // namespace sw::editor
