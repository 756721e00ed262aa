#pragma once
// Picking in the play plane, done by us rather than by View3D.pick (which ignores
// instancing): the mouse becomes a ray, the ray meets z = 0, and the level's objects are
// hit-tested there. Free objects come first (markers as small screen-size diamonds,
// triggers by their rectangle, platformer geometry by its outline, puzzle pieces by their
// shape: puzzle_overlays.h), then chain tiles (their play-plane bounds). Plain math
// over the camera and the model, no scene objects: unit-tested without a window.
#include <QPointF>
#include <QRectF>
#include <QVector3D>
#include <QVector>
#include <optional>
#include <utility>
#include <memory>
#include <vector>

#include "core/math.h"
#include "model/tiles/tile_chain.h"
#include "view/camera_controller.h"
#include "view/tile_area.h"  // PlaneRect, TileArea, tileRect

namespace sw::ui {

// Half-diagonal, in pixels, of the diamond a marker is picked by (it is drawn about 8 px).
inline constexpr double kMarkerPickPixels = 9.0;
// How far outside a rectangle (trigger, tile) a click still hits it, in pixels.
inline constexpr double kAreaPickPixels = 3.0;

// One pickable object, flattened from the level.
struct PickTarget {
  enum class Kind {
    Point,  // a marker, or any kind with a Vec2 "position": min == max == position
    Area,   // a trigger: its rectangle; platformer geometry: its outline's bounds and
            // the outline in `polyline`; a character start: its character's box; a
            // puzzle piece: puzzleArea()
    Tile,   // a chain link: its play-plane bounds
    Curve,  // a path: its curve sampled as `polyline`; `rect` its bounds
  };
  Kind kind = Kind::Point;
  sw::ObjectId id = 0;
  PlaneRect rect;
  // Curve: the sampled curve; Area: an outline (closed) when the area is not its
  // rectangle. Shared: a path's is the one kept with its cached curve (level_lookup.h),
  // not a copy of it (5,000 paths' polylines are megabytes).
  std::shared_ptr<const std::vector<sw::Vec2>> polyline;

  const std::vector<sw::Vec2>& points() const {
    static const std::vector<sw::Vec2> none;
    return polyline ? *polyline : none;
  }
};

// How near (pixels) to a path's curve a click still hits it.
inline constexpr double kCurvePickPixels = 5.0;

// World to viewport pixels for many points: CameraController::project with the camera
// pose computed once (a drag over 10,000 markers projects each of them).
class ScreenProjector {
 public:
  explicit ScreenProjector(const CameraController& camera);
  // Viewport pixels (y down); non-finite for points behind a perspective camera.
  QPointF operator()(QVector3D world) const;
  QPointF operator()(sw::Vec2 planePoint) const {
    return (*this)(QVector3D(float(planePoint.x), float(planePoint.y), 0));
  }

 private:
  QVector3D position_, right_, up_, back_;
  double cx_, cy_, unitsPerPixel_, focal_;
  bool orthographic_;
};

// Whether the viewport can drag an object: it has a writable Vec2 "position" that places
// it (a Spawn on a path appears on the path, so its position does not count).
bool isMovable(const sw::LevelObject& object);

// Free objects of the level in order (triggers as areas, paths as curves, spawns at their
// appearance point, other positioned kinds as points; objects without a finite position
// are skipped), then the tiles. `project` places paths attached to chain links (without
// it their points count as absolute).
std::vector<PickTarget> pickTargets(const sw::Level& level, const std::vector<TileArea>& tiles,
                                    const sw::Project* project = nullptr);
// The two parts of pickTargets: the free objects' (reads only the level and the project,
// so it can be made on another thread: side_thread.h), then the tiles appended.
std::vector<PickTarget> objectPickTargets(const sw::Level& level, const sw::Project* project);
void appendTilePickTargets(std::vector<PickTarget>& targets, const std::vector<TileArea>& tiles);

// The point of the play plane (z = 0) under a viewport pixel: the pixel's ray (from the
// camera in perspective, along the view direction in orthographic) meets the plane.
// Nothing when the ray runs parallel to the plane or meets it behind the camera.
std::optional<sw::Vec2> playPlanePoint(const CameraController& camera, QPointF pixel);

// The object under a viewport pixel, 0 for none. Points win over curves (within
// kCurvePickPixels of the curve, the nearest), curves over areas, areas over
// tiles: the nearest point within its diamond, the smallest area containing the plane
// point (a trigger inside a bigger one stays reachable), the tile whose centre is
// nearest (neighbouring tiles' bounds overlap a little).
sw::ObjectId pickAt(const std::vector<PickTarget>& targets, const CameraController& camera, QPointF pixel,
                    double pointRadius = kMarkerPickPixels);

// Objects a rubber band (viewport pixels) selects, in target order: points whose diamond
// touches the band, areas whose rectangle overlaps it, curves with a sample inside it, and tiles lying entirely inside
// it (a band drawn around a few markers over the art must not grab the tiles under them).
QVector<sw::ObjectId> pickInRect(const std::vector<PickTarget>& targets, const CameraController& camera,
                                 const QRectF& band, double pointRadius = kMarkerPickPixels);

// Geometry used above, public for tests.
// Whether the diamond |x - cx| + |y - cy| <= radius meets the rectangle.
bool diamondTouchesRect(QPointF centre, double radius, const QRectF& rect);
// Whether two convex polygons (any winding) overlap, touching included.
bool convexPolygonsOverlap(const std::vector<QPointF>& a, const std::vector<QPointF>& b);
// Whether a point lies inside a polygon (any winding, concave too) or within `margin` of
// its edges.
bool polygonContains(const std::vector<sw::Vec2>& polygon, sw::Vec2 point, double margin = 0);
// Whether a point lies inside a convex polygon (any winding), edges included.
bool convexPolygonContains(const std::vector<QPointF>& polygon, QPointF point);

}  // namespace sw::ui
