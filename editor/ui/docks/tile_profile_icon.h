#pragma once
// A small side view of a tile definition for palettes and the chain strip: its wall
// polygons filled and its camera path drawn, scaled to fit. Cheap enough to draw for
// every tile of a long chain without a GL context.
#include <QImage>
#include <QSize>

namespace sw {
class TileDef;
}

namespace sw::editor {

QImage tileProfileImage(const sw::TileDef* def, QSize size);

}  // namespace sw::editor
