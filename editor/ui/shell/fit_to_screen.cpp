#include "ui/shell/fit_to_screen.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>
#include <algorithm>

namespace sw::editor {

QRect fittedFrame(const QRect& frame, const QRect& available) {
  if (available.isEmpty()) return frame;
  const QSize size = frame.size().boundedTo(available.size());
  const int x = std::clamp(frame.x(), available.left(), available.right() + 1 - size.width());
  const int y = std::clamp(frame.y(), available.top(), available.bottom() + 1 - size.height());
  return {QPoint(x, y), size};
}

void fitToScreen(QWidget* window) {
  if (window->isMaximized() || window->isFullScreen()) return;
  const QRect frame = window->frameGeometry();
  QScreen* screen = QGuiApplication::screenAt(frame.center());
  if (!screen) screen = QGuiApplication::primaryScreen();
  if (!screen) return;
  const QRect fitted = fittedFrame(frame, screen->availableGeometry());
  if (fitted == frame) return;
  // The frame (title bar, borders) is the window manager's: keep its margins.
  const QSize margins = frame.size() - window->geometry().size();
  window->resize(fitted.size() - margins);
  window->move(fitted.topLeft());
}

}  // namespace sw::editor
