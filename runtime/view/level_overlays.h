#pragma once
#include <optional>
// What the viewport draws over a level's art, computed from the model alone: the grid,
// the screen rectangle at the start, the camera path through the chain, collision
// outlines, placeholder outlines, markers and loop ranges. No scene objects here: the functions fill
// OverlayGeometry buffers and return play-plane extents, so they are easy to test.
#include <QColor>
#include <QRectF>
#include <cstddef>
#include <vector>

#include "core/math.h"
#include "model/tiles/tile_chain.h"

namespace sw::ui {

class OverlayDetail;
class OverlayGeometry;

// The play-plane rectangle the camera sees when it stands at the level's first entry.
QRectF startScreenRect(const sw::Project& project, const std::vector<sw::ChainLink>& links);
// The screen rectangle centred on a camera point (the scrubber's tick).
QRectF screenRectAt(const sw::Project& project, sw::Vec2 centre);

// Everything a player could see while the camera follows the path (the screen swept
// along it), plus collision polygons and markers. Never empty: an empty level gives
// the start screen.
QRectF levelExtent(const sw::Project& project, const sw::Level& level,
                   const std::vector<sw::ChainLink>& links);

// Stand-in box (tile-local) for a tile whose mesh is missing: spans the camera path
// horizontally, the screen height vertically, and stands in the play plane like a tile.
sw::Box3 placeholderBox(const sw::Project& project, const sw::TileDef* def);

// Grid lines in the play plane over `area`: a minor step that keeps lines at least
// `minPixels` apart at `unitsPerPixel`, every fourth line stronger, axes coloured.
// Returns the minor step used.
double buildGrid(OverlayGeometry& lines, const QRectF& area, double unitsPerPixel, double minPixels = 7.0);

// Screen rectangle, camera path with its joints (diamonds of `jointRadius` world units
// where tiles meet), collision outlines.
// The screen sits at `screenCentre` when given (the scrubbed tick), else at the start.
// With `detail` (overlay_detail.h): only outlines reaching into its area; crowded joints,
// crosses and outlines smaller than a pixel thinned.
void buildLevelLines(OverlayGeometry& lines, const sw::Project& project,
                     const std::vector<sw::ChainLink>& links, double jointRadius,
                     std::optional<sw::Vec2> screenCentre = std::nullopt, OverlayDetail* detail = nullptr);

// Outline and cross over a placeholder box placed at `origin`.
void addPlaceholderOutline(OverlayGeometry& lines, const sw::Box3& box, sw::Vec2 origin);

// Markers as filled diamonds of `radius` world units, with a dark rim; with `detail`,
// only those it admits (overlay_detail.h: in its area, not crowded out).
void buildMarkers(OverlayGeometry& triangles, const sw::Level& level, double radius,
                  OverlayDetail* detail = nullptr);

// The colour loop ranges are marked in.
QColor loopColor();

// A loop's range of the chain as the viewport marks it.
struct LoopBand {
  std::size_t first = 0, last = 0;  // chain link indices, first <= last
  // Play plane. Horizontally from the camera entry of the first link to the exit of the
  // last (the seams, where the range meets its neighbours); vertically the screen swept
  // along that stretch of path, widened to the tiles' own rectangles.
  QRectF rect;
};

// The loops a level plays (sw::chainLoops: loops naming missing links, reversed or
// overlapping ones are left out; validation reports them). `tileRects`, parallel to
// `links` (it may be shorter; invalid rectangles are ignored), holds the tiles' art.
std::vector<LoopBand> loopBands(const sw::Project& project, const sw::Level& level,
                                const std::vector<sw::ChainLink>& links,
                                const std::vector<QRectF>& tileRects = {});

// Each band as a translucent fill with stronger ribbons along its top and bottom, a
// bracket at each end and an arrow from the end back to the start (it repeats).
// Sizes are pixels at `unitsPerPixel`; vertex alpha blends (a translucent layer).
void buildLoopBands(OverlayGeometry& triangles, const std::vector<LoopBand>& bands, double unitsPerPixel);

// Grid area for a level extent: grown by a margin and snapped to major lines.
QRectF gridArea(const QRectF& extent, double majorStep = 4.0, double margin = 2.0);

}  // namespace sw::ui
