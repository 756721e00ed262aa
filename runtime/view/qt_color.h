#pragma once
// The model's 8-bit RGBA colour as Qt's: one conversion for the view library and the
// editor's widgets alike (header-only, Qt Gui).
#include <QColor>

#include "core/math.h"

namespace sw {

inline QColor toQColor(Color c) { return QColor(c.r, c.g, c.b, c.a); }

}  // namespace sw
