#pragma once
// How much of the overlays a rebuild draws. Two limits, neither visible at the zoom it
// applies to (docs/performance.md, "Big levels"):
//  - the area: only shapes reaching into the view grown by a margin are built; the level
//    viewport builds again when the view leaves that area (LevelViewport::cameraApplied),
//    so the far end of a big level costs nothing while the designer works at this end;
//  - crowding: zoomed out until identical pixel-sized shapes (markers, spawn rings, path
//    points, ghost timing marks, selection halos, camera path joints and crosses) pile
//    up, at most kPerCell of each kind
//    and colour are drawn per cell of one shape's radius (so they overlap by most of
//    their size); more would only thicken the cluster.
//    Zoomed in, cells get smaller than the gaps between shapes and every one is drawn.
// Curves are sampled a few pixels apart rather than a fixed number of times per piece;
// the camera path keeps one point per pixel, and an outline under a pixel is one stroke.
// A default OverlayDetail draws everything (tests that count shapes use it).
#include <QRectF>
#include <QRgb>
#include <cstdint>
#include <vector>

#include "core/flat_table.h"
#include "core/math.h"

namespace sw::ui {

class OverlayDetail {
 public:
  static constexpr int kPerCell = 3;
  static constexpr double kSamplePixels = 6.0;  // between curve samples, at most

  OverlayDetail() = default;
  // Shapes reaching into `area` (a null area: anywhere), crowding thinned and curves
  // sampled at `unitsPerPixel` (0: neither).
  OverlayDetail(const QRectF& area, double unitsPerPixel);

  // A shape with these world bounds (or this centre and radius) reaches into the area.
  bool reaches(const QRectF& bounds) const;
  bool reaches(sw::Vec2 centre, double radius) const;
  // Whether to draw a pixel-sized shape of `style` (see styleOf) and `radius` world units
  // at `centre`: it reaches into the area and its cell holds fewer than kPerCell such.
  bool admit(sw::Vec2 centre, double radius, std::uint64_t style);
  // Samples for a curve piece whose control polygon is `length` world units long: one
  // every kSamplePixels or closer, at least one, at most `most`.
  int samplesFor(double length, int most) const;

  double unitsPerPixel() const { return unitsPerPixel_; }
  const QRectF& area() const { return area_; }

  // The pixel-sized shapes that thin out when crowded.
  enum class Shape { Marker = 1, SpawnRing, GhostMark, PathPoint, Halo, SmallAreaFrame, Joint, PathCross };
  // A style key: shapes only crowd out their own kind in their own colour.
  static std::uint64_t styleOf(Shape shape, QRgb color) { return (std::uint64_t(shape) << 32) | color; }

 private:
  QRectF area_;
  double unitsPerPixel_ = 0;
  // Shapes admitted per (style, cell) key, in a flat table (core/flat_table.h): a
  // node-based map allocated a node per cell, some 25,000 per rebuild of a big level's
  // halos.
  sw::FlatTable<std::uint64_t, std::uint8_t> cells_;
};

}  // namespace sw::ui
