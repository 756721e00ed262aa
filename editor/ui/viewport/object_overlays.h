#pragma once
// Overlays for free objects beyond markers, and the selection highlight. Each fills one
// OverlayGeometry (one draw call however many objects): selecting 10,000 markers adds
// one geometry, not 10,000 scene items.
#include <QSet>
#include <vector>

#include "model/level/level.h"
#include "ui/viewport/viewport_picking.h"

namespace sw::ui {

class OverlayDetail;
class OverlayGeometry;

// Triggers: a faint fill of their rectangle (into translucent `fills`) and an outline
// in their colour (into `lines`); with `detail`, those reaching into its area.
void buildTriggers(OverlayGeometry& fills, OverlayGeometry& lines, const sw::Level& level,
                   const OverlayDetail* detail = nullptr);

// Sizes of the highlight, in pixels (turned into world units with `unitsPerPixel`).
struct HighlightSizes {
  double markerRim = 8.4;  // radius of the marker as drawn (its dark rim)
  double halo = 3.0;       // solid ring around a selected marker
  double glow = 4.0;       // soft ring beyond the halo
  double outline = 2.0;    // band around a selected area or tile
  // Above this many selected points the glow is left out: with thousands selected it
  // adds nothing to read but costs a software renderer most of a frame.
  int glowLimit = 1000;
};

// The selected targets highlighted: a bright ring and a soft glow around points, a
// bright band just outside areas and tiles with a faint tint inside. Opaque parts go to
// `triangles`, translucent ones to `fills`. With `detail`: those reaching into its area,
// crowded halos thinned like the markers under them.
void buildSelectionHighlight(OverlayGeometry& triangles, OverlayGeometry& fills,
                             const std::vector<const PickTarget*>& selected, double unitsPerPixel,
                             const HighlightSizes& sizes = {}, OverlayDetail* detail = nullptr);

}  // namespace sw::ui
