#pragma once
// The Play HUD drawn inside the Qt Quick scene, over the 3D: the 3D view lives in its own
// native window (view/scene_host.h), where no widget on top can show through. Paints what
// a HudOverlay holds (the one place that knows the HUD's layout) and repaints when it
// changes; the mouse goes through it to the view.
#include <QPointer>
#include <QQuickPaintedItem>

namespace sw::play {

class HudOverlay;

class HudItem : public QQuickPaintedItem {
  Q_OBJECT
 public:
  // Fills `parent` (the view's root item) and follows its size. objectName "hudItem".
  HudItem(HudOverlay* hud, QQuickItem* parent);

  void paint(QPainter* painter) override;

 private:
  void fill();

  QPointer<HudOverlay> hud_;
};

}  // namespace sw::play
