#pragma once
// A tileset tile's collision (TilesetTile::collision) drawn over its picture in the
// Tileset dock, so the user sees which tiles stop characters and where: polygons in the
// tile's units (y up) mapped onto the rectangle its picture fills (y down).
#include <QPainterPath>
#include <QRectF>

#include "model/tiles/tileset.h"

class QPainter;

namespace sw::editor::tileset {

// The tile's collision as one path in the picture's coordinates; empty when it has none
// (or no usable size).
QPainterPath collisionPath(const sw::TilesetTile& tile, const QRectF& picture);

// A translucent magenta fill with a solid outline: apart from the brush's orange, the
// picked tiles' blue and most tile art.
void drawCollision(QPainter& painter, const QPainterPath& path);

}  // namespace sw::editor::tileset
