#pragma once
// The small filled and outlined shapes the viewport's overlays draw markers with (path
// points, nav nodes, spawn rings), in level units at a given depth of the overlay view.
#include <QColor>
#include <QVector3D>

#include "core/math.h"

namespace sw::ui {

class OverlayGeometry;

inline QVector3D at(sw::Vec2 v, float z = 0.0f) { return QVector3D(float(v.x), float(v.y), z); }

// A filled square of half-side r centred on c.
void addSquare(OverlayGeometry& triangles, sw::Vec2 c, double r, float z, const QColor& color);
// A filled disc of radius r, a polygon of `sides` sides.
void addDisc(OverlayGeometry& triangles, sw::Vec2 c, double r, float z, const QColor& color, int sides);
// A circle's outline of radius r, a closed polyline of `sides` points.
void addRing(OverlayGeometry& lines, sw::Vec2 c, double r, float z, const QColor& color, int sides);

}  // namespace sw::ui
