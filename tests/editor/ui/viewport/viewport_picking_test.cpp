// Picking in the play plane: the mouse ray meets z = 0 in every camera; markers are hit
// by a screen-size diamond, triggers by their rectangle, tiles by their bounds, in that
// order; a rubber band selects what it touches (tiles only when enclosed).
#include "ui/viewport/viewport_picking.h"

#include <QtTest>
#include <cmath>
#include <memory>

#include "model/level/level.h"
#include "model/project/project.h"
#include "model/io/project_io.h"
#include "model/platformer/platform_geometry.h"

using namespace sw;
using namespace sw::ui;

namespace {

CameraController camera(bool orthographic, double yaw = 0, double pitch = 0) {
  CameraController c;
  c.setViewportSize({800, 450});
  c.setOrthographic(orthographic);
  c.setOrientation(yaw, pitch);
  c.setSceneBounds({-40, -20, -5}, {40, 20, 5});
  c.setTarget({0, 0, 0});
  c.setUnitsPerPixel(0.05);  // 20 px per unit at the target
  return c;
}

std::vector<CameraController> cameras() {
  return {camera(true), camera(false), camera(true, 30, 25), camera(false, -35, 40), camera(false, 170, -20)};
}

struct Fixture {
  Level level;
  ObjectId markerA = 0, markerB = 0, bigTrigger = 0, smallTrigger = 0, tile1 = 0, tile2 = 0;
  std::vector<TileArea> tiles;

  Fixture() {
    auto marker = [&](const char* name, Vec2 p) {
      auto m = std::make_unique<Marker>();
      m->name = name;
      m->position = p;
      m->id = newObjectId();
      const ObjectId id = m->id;
      level.objects.push_back(std::move(m));
      return id;
    };
    auto trigger = [&](const char* name, Vec2 centre, Vec2 size) {
      auto t = std::make_unique<Trigger>();
      t->name = name;
      t->position = centre;
      t->size = size;
      t->id = newObjectId();
      const ObjectId id = t->id;
      level.objects.push_back(std::move(t));
      return id;
    };
    markerA = marker("a", {2, 1});
    markerB = marker("b", {2.3, 1});  // 6 px right of a at 20 px per unit
    bigTrigger = trigger("big", {-6, 0}, {8, 10});
    smallTrigger = trigger("small", {-6, 2}, {2, 2});
    tile1 = newObjectId();
    tile2 = newObjectId();
    tiles = {{tile1, {{-16, -9}, {16.5, 9}}}, {tile2, {{15.5, -9}, {48, 9}}}};  // overlap 15.5..16.5
  }
  std::vector<PickTarget> targets() const { return pickTargets(level, tiles); }
};

QPointF screen(const CameraController& c, Vec2 p) { return c.project(QVector3D(float(p.x), float(p.y), 0)); }

}  // namespace

class ViewportPickingTest : public QObject {
  Q_OBJECT
 private slots:
  void rayMeetsThePlayPlaneInEveryCamera() {
    for (const CameraController& c : cameras())
      for (Vec2 p : {Vec2{0, 0}, Vec2{3.25, -2.5}, Vec2{-7, 4}, Vec2{10, 6}}) {
        const QPointF pixel = screen(c, p);
        QVERIFY(std::isfinite(pixel.x()));
        const auto back = playPlanePoint(c, pixel);
        QVERIFY(back);
        QVERIFY2(std::abs(back->x - p.x) < 1e-3 && std::abs(back->y - p.y) < 1e-3,
                 qPrintable(QString("%1,%2 -> %3,%4 yaw %5 pitch %6 ortho %7")
                                .arg(p.x)
                                .arg(p.y)
                                .arg(back->x)
                                .arg(back->y)
                                .arg(c.yaw())
                                .arg(c.pitch())
                                .arg(c.isOrthographic())));
      }
  }

  void projectorMatchesTheCamera() {
    for (const CameraController& c : cameras()) {
      const ScreenProjector project(c);
      for (QVector3D p : {QVector3D(0, 0, 0), QVector3D(5, -3, 2), QVector3D(-12, 7, -4)}) {
        const QPointF a = project(p), b = c.project(p);
        QVERIFY(std::abs(a.x() - b.x()) < 1e-3 && std::abs(a.y() - b.y()) < 1e-3);
      }
    }
  }

  void markersArePickedByAScreenSizeDiamond() {
    Fixture f;
    for (const CameraController& c : cameras()) {
      const QPointF a = screen(c, {2, 1});
      QCOMPARE(pickAt(f.targets(), c, a), f.markerA);
      // Inside the diamond on the side away from b, still a.
      QCOMPARE(pickAt(f.targets(), c, a + QPointF(-2, -kMarkerPickPixels + 3)), f.markerA);
      QCOMPARE(pickAt(f.targets(), c, screen(c, {2.3, 1})), f.markerB);
      // Diamond, not square: a corner of the bounding square misses.
      const QPointF corner = a + QPointF(-kMarkerPickPixels * 0.8, -kMarkerPickPixels * 0.8);
      QVERIFY(pickAt(f.targets(), c, corner) != f.markerA);
    }
    // At 20 px per unit (straight view), 12 px away is out of reach: the tile below is hit.
    const CameraController c = camera(true);
    QCOMPARE(pickAt(f.targets(), c, screen(c, {2, 1}) + QPointF(-12, 0)), f.tile1);
    // The diamond keeps its screen size when zoomed out: 4 px at 100x less zoom still hits.
    CameraController far = camera(true);
    far.setUnitsPerPixel(5.0);
    QCOMPARE(pickAt(f.targets(), far, screen(far, {2, 1}) + QPointF(-4, 0)), f.markerA);
  }

  void nearestMarkerWins() {
    Fixture f;
    const CameraController c = camera(true);
    const QPointF a = screen(c, {2, 1}), b = screen(c, {2.3, 1});
    QCOMPARE(pickAt(f.targets(), c, a + (b - a) * 0.4), f.markerA);
    QCOMPARE(pickAt(f.targets(), c, a + (b - a) * 0.6), f.markerB);
  }

  void triggersByAreaSmallestFirstThenTiles() {
    Fixture f;
    for (const CameraController& c : cameras()) {
      QCOMPARE(pickAt(f.targets(), c, screen(c, {-8, -3})), f.bigTrigger);
      QCOMPARE(pickAt(f.targets(), c, screen(c, {-6, 2.5})), f.smallTrigger);  // inside both
      QCOMPARE(pickAt(f.targets(), c, screen(c, {8, -5})), f.tile1);
      QCOMPARE(pickAt(f.targets(), c, screen(c, {30, 5})), f.tile2);
      QCOMPARE(pickAt(f.targets(), c, screen(c, {16.2, 0})), f.tile2);  // overlap: nearest centre
      QCOMPARE(pickAt(f.targets(), c, screen(c, {15.8, 0})), f.tile1);
      QCOMPARE(pickAt(f.targets(), c, screen(c, {0, 12})), ObjectId(0));  // above every tile
    }
    // A little outside the trigger's edge still hits (a few pixels of tolerance).
    const CameraController c = camera(true);
    QCOMPARE(pickAt(f.targets(), c, screen(c, {-10, 0}) + QPointF(-2, 0)), f.bigTrigger);
    QCOMPARE(pickAt(f.targets(), c, screen(c, {-10, 0}) + QPointF(-6, 0)), f.tile1);
  }

  void markersWinOverTriggers() {
    Fixture f;
    auto m = std::make_unique<Marker>();
    m->position = {-6, 2};  // the small trigger's centre
    m->id = newObjectId();
    const ObjectId inside = m->id;
    f.level.objects.push_back(std::move(m));
    const CameraController c = camera(false, 20, 30);
    QCOMPARE(pickAt(f.targets(), c, screen(c, {-6, 2})), inside);
  }

  void anyKindWithAPositionIsPickedLikeAMarker() {
    // Loops have no position: not pickable in the viewport; markers and triggers are.
    Fixture f;
    auto loop = std::make_unique<Loop>();
    loop->id = newObjectId();
    f.level.objects.push_back(std::move(loop));
    QCOMPARE(f.targets().size(), std::size_t(6));
    QVERIFY(!isMovable(*f.level.objects.back()));
    QVERIFY(isMovable(*f.level.objects.front()));
    TileInstance tile;
    QVERIFY(!isMovable(tile));
  }

  // Platformer geometry is picked inside its outline (turned, concave), not its bounds; a
  // character start inside its character's body (0.8 x 1.6 without the project's type),
  // smaller areas first: the start standing on a platform is reachable.
  void platformGeometryByOutlineAndStartsByTheirBody() {
    Level level;
    auto slab = std::make_unique<PlatformGeometry>();
    slab->id = newObjectId();
    slab->anchor = {0, 0};
    slab->size = {10, 1};
    slab->rotation = 45;
    const ObjectId slabId = slab->id;
    auto hill = std::make_unique<PlatformGeometry>();
    hill->id = newObjectId();
    hill->anchor = {20, 0};
    hill->shape = PlatformGeometry::Shape::Polygon;
    hill->points = {{-4, 0}, {0, 4}, {0, 1}, {4, 4}, {4, 0}};  // a notch between two peaks
    const ObjectId hillId = hill->id;
    auto start = std::make_unique<CharacterStart>();
    start->id = newObjectId();
    start->position = {20, 0};
    const ObjectId startId = start->id;
    level.objects.push_back(std::move(slab));
    level.objects.push_back(std::move(hill));
    level.objects.push_back(std::move(start));
    const std::vector<PickTarget> targets = pickTargets(level, {});
    QCOMPARE(targets.size(), std::size_t(3));
    for (const CameraController& c : cameras()) {
      QCOMPARE(pickAt(targets, c, screen(c, {3, 3})), slabId);            // along the turned slab
      QCOMPARE(pickAt(targets, c, screen(c, {3, -3})), ObjectId(0));      // inside its bounds only
      QCOMPARE(pickAt(targets, c, screen(c, {23, 1.5})), hillId);
      QCOMPARE(pickAt(targets, c, screen(c, {20.5, 3})), ObjectId(0));    // in the notch
      QCOMPARE(pickAt(targets, c, screen(c, {20, 1.2})), startId);        // the body, over the hill
      QCOMPARE(pickAt(targets, c, screen(c, {20.6, 2.4})), ObjectId(0));  // above the body and the notch
    }
    QVERIFY(polygonContains({{0, 0}, {2, 0}, {2, 2}}, {1.5, 0.5}));
    QVERIFY(!polygonContains({{0, 0}, {2, 0}, {2, 2}}, {0.5, 1.5}));
    QVERIFY(polygonContains({{0, 0}, {2, 0}, {2, 2}}, {0.5, 0.5 + 0.05}, 0.1));  // near the edge
  }

  void bandSelectsWhatItTouches() {
    Fixture f;
    const CameraController c = camera(true);
    // A band touching only the edge of a marker's diamond selects it.
    const QPointF a = screen(c, {2, 1});
    QCOMPARE(pickInRect(f.targets(), c, QRectF(a + QPointF(-30, -30), a + QPointF(-8, 2))),
             QVector<ObjectId>{f.markerA});
    QVERIFY(pickInRect(f.targets(), c, QRectF(a + QPointF(-30, -30), a + QPointF(-10, -10))).isEmpty());
    // Crossing the big trigger's corner selects it; its inner small trigger is not touched.
    const QPointF corner = screen(c, {-10, -5});
    QCOMPARE(pickInRect(f.targets(), c, QRectF(corner - QPointF(10, 10), corner + QPointF(10, 10))),
             QVector<ObjectId>{f.bigTrigger});
    // Drawn right to left, bottom to top: the same.
    QCOMPARE(pickInRect(f.targets(), c, QRectF(corner + QPointF(10, 10), corner - QPointF(10, 10))),
             QVector<ObjectId>{f.bigTrigger});
    // Tiles only when enclosed: a band over most of tile1 leaves it out ...
    QVERIFY(!pickInRect(f.targets(), c, QRectF(screen(c, {-15, 8}), screen(c, {15, -8}))).contains(f.tile1));
    // ... a band around all of it takes it, with every object in it.
    CameraController wide = camera(true);
    wide.setUnitsPerPixel(0.2);
    const auto all = pickInRect(f.targets(), wide, QRectF(screen(wide, {-17, 10}), screen(wide, {17, -10})));
    QCOMPARE(all, (QVector<ObjectId>{f.markerA, f.markerB, f.bigTrigger, f.smallTrigger, f.tile1}));
  }

  void bandInPerspectiveUsesTheProjectedShapes() {
    Fixture f;
    const CameraController c = camera(false, 30, 35);
    // The band spans the projected centre of the small trigger but none of its corners.
    const QPointF centre = screen(c, {-6, 2});
    const auto hit = pickInRect(f.targets(), c, QRectF(centre - QPointF(2, 2), centre + QPointF(2, 2)));
    QVERIFY(hit.contains(f.smallTrigger));
    QVERIFY(hit.contains(f.bigTrigger));
    QVERIFY(!hit.contains(f.markerA));
  }

  void tileRectUsesMeshBoundsElseTheCameraSpan() {
    Project project;
    TileDef def;
    def.cameraEntry = {0, 1};
    def.cameraExit = {32, 5};
    ChainLink link;
    link.def = &def;
    link.origin = {100, -2};
    Box3 mesh;
    mesh.extend(Vec3{-1, -8, -3});
    mesh.extend(Vec3{33, 10, 2});
    const PlaneRect withMesh = tileRect(project, link, &mesh);
    QCOMPARE(withMesh.min.x, 99.0);
    QCOMPARE(withMesh.max.x, 133.0);
    QCOMPARE(withMesh.min.y, -10.0);
    QCOMPARE(withMesh.max.y, 8.0);
    // No mesh (missing or still loading): the camera span, screen height around it.
    const Box3 empty;
    for (const PlaneRect& r : {tileRect(project, link, nullptr), tileRect(project, link, &empty)}) {
      QCOMPARE(r.min.x, 100.0);
      QCOMPARE(r.max.x, 132.0);
      QCOMPARE(r.min.y, -2.0 + 1 - 9);
      QCOMPARE(r.max.y, -2.0 + 5 + 9);
    }
  }

  void geometryHelpers() {
    QVERIFY(diamondTouchesRect({0, 0}, 5, QRectF(3, 1, 10, 10)));   // L1 distance 4
    QVERIFY(!diamondTouchesRect({0, 0}, 5, QRectF(3, 3, 10, 10)));  // L1 distance 6
    QVERIFY(diamondTouchesRect({5, 5}, 1, QRectF(0, 0, 10, 10)));   // inside
    const std::vector<QPointF> square{{0, 0}, {10, 0}, {10, 10}, {0, 10}};
    const std::vector<QPointF> diamond{{15, 5}, {20, 0}, {25, 5}, {20, 10}};
    QVERIFY(!convexPolygonsOverlap(square, diamond));
    const std::vector<QPointF> tilted{{9, 5}, {14, 0}, {19, 5}, {14, 10}};
    QVERIFY(convexPolygonsOverlap(square, tilted));
    // A thin diagonal quad crossing the square's corner region without a vertex inside.
    const std::vector<QPointF> sliver{{-5, 12}, {12, -5}, {13, -4}, {-4, 13}};
    QVERIFY(convexPolygonsOverlap(square, sliver));
    const std::vector<QPointF> sliverOutside{
        {-5, 30}, {30, -5}, {31, -4}, {-4, 31}};  // x + y 25..27: past the corner
    QVERIFY(!convexPolygonsOverlap(square, sliverOutside));
    QVERIFY(convexPolygonContains(square, {5, 5}));
    QVERIFY(convexPolygonContains(square, {10, 5}));  // on the edge
    QVERIFY(!convexPolygonContains(square, {10.5, 5}));
    const std::vector<QPointF> clockwise{{0, 0}, {0, 10}, {10, 10}, {10, 0}};
    QVERIFY(convexPolygonContains(clockwise, {5, 5}));
  }
};

QTEST_GUILESS_MAIN(ViewportPickingTest)
#include "viewport_picking_test.moc"
