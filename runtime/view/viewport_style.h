#pragma once
// Colours of the level viewport, in one place so the look can be tuned (and themed) here.
#include <QColor>

namespace sw::ui {

struct ViewportStyle {
  QColor background{0x25, 0x27, 0x2b};
  QColor gridMinor{0x2e, 0x31, 0x36};
  QColor gridMajor{0x3a, 0x3e, 0x45};
  QColor axisX{0x7a, 0x45, 0x45};  // the line y = 0
  QColor axisY{0x45, 0x6e, 0x4a};  // the line x = 0
  QColor screenRect{0xd6, 0xd9, 0xde};
  QColor cameraPath{0x4f, 0xb3, 0xe8};
  QColor collision{0xf0, 0x8a, 0x3c};
  QColor placeholderFill{0x8c, 0x3f, 0x72};
  QColor placeholderLine{0xe8, 0x6a, 0xb0};
  QColor markerOutline{0x14, 0x15, 0x17};
  float triggerFillAlpha = 0.14f;
  // Selection: a bright ring or band around what is selected, a soft glow beyond it,
  // a faint tint over selected areas; the rubber band while dragging one.
  QColor selection{0xff, 0xff, 0xff};
  QColor selectionGlow{0xff, 0xff, 0xff, 0x50};
  QColor selectionAreaTint{0xff, 0xff, 0xff, 0x2a};
  QColor selectionTileTint{0xff, 0xff, 0xff, 0x16};
  QColor rubberBandBorder{0x9c, 0xd4, 0xff};
  QColor rubberBandFill{0x9c, 0xd4, 0xff, 0x30};
};

inline const ViewportStyle& viewportStyle() {
  static const ViewportStyle style;
  return style;
}

}  // namespace sw::ui
