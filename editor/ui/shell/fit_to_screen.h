#pragma once
// A window's restored place fitted to the screen it opens on: a geometry saved at 1600x1000
// and restored on a 1366x768 display would leave the Properties dock and the status bar past
// the screen's edges (issue #45), and Qt's restoreGeometry only keeps some of it on screen.
#include <QRect>

class QWidget;

namespace sw::editor {

// `frame` moved, and shrunk where it is larger, to lie inside `available`.
QRect fittedFrame(const QRect& frame, const QRect& available);

// Fits `window` (not maximised or full screen) to the available area of the screen under
// its centre, or the primary screen when none is.
void fitToScreen(QWidget* window);

}  // namespace sw::editor
