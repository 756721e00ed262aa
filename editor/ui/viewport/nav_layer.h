#pragma once
// The pathing graph's layers in a LevelViewport's overlay (one line and one triangle
// geometry: two draw calls however big the graph), added from outside through the viewport's
// SceneItems so the viewport needs no nav code. Hidden with the other overlays while playing.
#include <QObject>
#include <QPointer>

#include "ui/viewport/nav_overlays.h"

namespace sw::ui {

class LevelViewport;
class OverlayGeometry;

class NavLayer : public QObject {
  Q_OBJECT
 public:
  explicit NavLayer(LevelViewport* viewport);  // parented to the viewport

  // Draws `level` (nullptr: nothing) with `display`; kept until the next call. Zooming
  // redraws by itself (sizes are in pixels).
  void show(const sw::Level* level, const NavDisplay& display);
  const NavDisplay& display() const { return display_; }
  int vertexCount() const;

 private:
  void rebuild();

  LevelViewport* viewport_;
  QPointer<OverlayGeometry> lines_, triangles_;
  const sw::Level* level_ = nullptr;
  NavDisplay display_;
  double builtUnitsPerPixel_ = 0;
};

}  // namespace sw::ui
