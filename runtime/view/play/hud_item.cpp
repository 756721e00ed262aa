#include "view/play/hud_item.h"

#include <QPainter>

#include "view/play/hud_overlay.h"

namespace sw::play {

HudItem::HudItem(HudOverlay* hud, QQuickItem* parent) : QQuickPaintedItem(parent), hud_(hud) {
  setObjectName(QStringLiteral("hudItem"));
  setParent(parent);
  setAcceptedMouseButtons(Qt::NoButton);
  setAcceptHoverEvents(false);
  setZ(1000);  // over the rubber band and anything else the scene shows
  connect(parent, &QQuickItem::widthChanged, this, &HudItem::fill);
  connect(parent, &QQuickItem::heightChanged, this, &HudItem::fill);
  if (hud) connect(hud, &HudOverlay::changed, this, [this] { update(); });
  fill();
}

void HudItem::fill() {
  if (QQuickItem* parent = parentItem()) setSize(parent->size());
  update();
}

void HudItem::paint(QPainter* painter) {
  if (!hud_) return;
  painter->setRenderHint(QPainter::Antialiasing);
  hud_->paintHud(*painter, size().toSize());
}

}  // namespace sw::play
