// Paths, spawns and formation ghosts as the viewport draws them, on the demo level:
// every path gives a curve and points, ghost timing markers follow the enemies' speed,
// the ghost ships at a tick are exactly the formation's live ships, and paths and spawns
// are pickable.
#include "ui/viewport/path_overlays.h"

#include <QtTest>

#include "model/level/formation.h"
#include "model/paths/path.h"
#include "model/paths/path_curve.h"
#include "model/paths/path_placement.h"
#include "model/io/project_io.h"
#include "model/level/spawn.h"
#include "support/demo_copy.h"
#include "ui/viewport/viewport_picking.h"
#include "view/camera_controller.h"
#include "view/overlay_geometry.h"

using namespace sw;
using namespace sw::ui;

class PathOverlaysTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  std::unique_ptr<Project> project_;
  Level* level_ = nullptr;

  template <class T>
  std::vector<const T*> all() const {
    std::vector<const T*> out;
    for (const auto& o : level_->objects)
      if (const auto* t = dynamic_cast<const T*>(o.get())) out.push_back(t);
    return out;
  }
  // Live ships at `tick` counted straight from formationAt.
  std::size_t expectedShips(std::int64_t tick) const {
    std::size_t n = 0;
    for (const Spawn* spawn : all<Spawn>()) {
      if (tick < spawn->tick) continue;
      const Path* path = spawnPath(*level_, *spawn);
      std::optional<PathCurve> curve;
      if (path) curve.emplace(*path, pathOrigin(*project_, *level_, *path));
      for (const ShipPose& pose : formationAt(curve ? &*curve : nullptr, *spawn, double(tick - spawn->tick),
                                              spawnMotion(*project_, *spawn)))
        n += pose.launched && !pose.endReached;
    }
    return n;
  }

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    auto load = loadProject(sw::test::copyDemo(dir_).toStdString());
    QVERIFY(load.project);
    project_ = std::move(load.project);
    QVERIFY(!project_->levels.empty());
    level_ = project_->levels.front().get();
    QCOMPARE(all<Path>().size(), std::size_t(6));
    QVERIFY(all<Spawn>().size() >= 10);
  }

  void pathsDrawCurvesPointsAndGhosts() {
    OverlayGeometry lines, triangles;
    lines.begin(OverlayGeometry::Kind::Lines);
    triangles.begin(OverlayGeometry::Kind::Triangles);
    buildPaths(lines, triangles, *project_, *level_, {}, 0.05);
    QVERIFY(lines.vertexCount() > 0);
    std::size_t points = 0;
    for (const Path* p : all<Path>()) points += p->pointCount();
    // Each point: two squares (rim + fill) of 2 triangles; the rest are ghost markers.
    const int pointVertices = int(points) * 12;
    QVERIFY(triangles.vertexCount() > pointVertices);

    // Ghost markers: one every 30 ticks at the path's speed. Halving the interval about
    // doubles them; no ghosts at all leaves only the points.
    OverlayGeometry l2, noGhosts, dense;
    noGhosts.begin(OverlayGeometry::Kind::Triangles);
    dense.begin(OverlayGeometry::Kind::Triangles);
    l2.begin(OverlayGeometry::Kind::Lines);
    buildPaths(l2, noGhosts, *project_, *level_, {}, 0.05, {}, 0);
    buildPaths(l2, dense, *project_, *level_, {}, 0.05, {}, 15);
    QCOMPARE(noGhosts.vertexCount(), pointVertices);
    const int ghosts = triangles.vertexCount() - pointVertices, denseGhosts = dense.vertexCount() - pointVertices;
    QVERIFY(ghosts > 0);
    QVERIFY(denseGhosts >= 2 * ghosts);

    // Exactly: each path shows one marker (rim + fill, 12 vertices) per 30 ticks of travel before its end.
    int expected = 0;
    for (const Path* path : all<Path>()) {
      const PathCurve curve(*path, pathOrigin(*project_, *level_, *path));
      const double step = pathMotion(*project_, *level_, *path).speed * 30;
      for (int k = 1; step * k < curve.length() - 1e-9; ++k) expected += 12;
    }
    QCOMPARE(ghosts, expected);
    const Path* swoop = dynamic_cast<const Path*>(level_->findByName("swoop_top"));
    QVERIFY(swoop);
    QCOMPARE(pathMotion(*project_, *level_, *swoop).speed, project_->findEnemyType("drone")->speed);
  }

  void selectedBezierPathShowsHandles() {
    const Path* swoop = dynamic_cast<const Path*>(level_->findByName("swoop_top"));
    OverlayGeometry plain, edited, l1, l2;
    for (auto* g : {&plain, &edited}) g->begin(OverlayGeometry::Kind::Triangles);
    for (auto* g : {&l1, &l2}) g->begin(OverlayGeometry::Kind::Lines);
    buildPaths(l1, plain, *project_, *level_, {}, 0.05);
    PathEditDisplay edit;
    edit.path = swoop->id;
    edit.selected = {1};
    buildPaths(l2, edited, *project_, *level_, edit, 0.05);
    int handles = 0;
    for (const Path::Node& n : swoop->nodes())
      handles += (n.handleIn.x != 0 || n.handleIn.y != 0) + (n.handleOut.x != 0 || n.handleOut.y != 0);
    QVERIFY(handles > 0);
    QCOMPARE(l2.vertexCount() - l1.vertexCount(), handles * 2);          // a line per handle
    QCOMPARE(edited.vertexCount() - plain.vertexCount(), handles * 8 * 3);  // a dot per handle
  }

  void ghostShipsAreTheFormationsLiveShips() {
    for (const std::int64_t tick : {std::int64_t(0), std::int64_t(320), std::int64_t(400), std::int64_t(1300),
                                    std::int64_t(2620), std::int64_t(3900)}) {
      const std::vector<GhostShip> ships = ghostShips(*project_, *level_, tick);
      QCOMPARE(ships.size(), expectedShips(tick));
      OverlayGeometry lines, triangles;
      lines.begin(OverlayGeometry::Kind::Lines);
      triangles.begin(OverlayGeometry::Kind::Triangles);
      buildSpawns(lines, triangles, *project_, *level_, tick, 0.05);
      QCOMPARE(triangles.vertexCount(), int(ships.size()) * 6);  // rim + body per ship
      QVERIFY(lines.vertexCount() > 0);                           // spawn markers
    }
    QCOMPARE(ghostShips(*project_, *level_, 0).size(), std::size_t(0));  // nothing spawned yet
    QVERIFY(ghostShips(*project_, *level_, 400).size() >= 5);            // drones_a on screen
    // 100 ticks after drones_a, its five ships are strung along swoop_top.
    std::size_t fromA = 0;
    const ObjectId a = level_->findByName("drones_a")->id;
    for (const GhostShip& s : ghostShips(*project_, *level_, 400)) fromA += s.spawn == a;
    QCOMPARE(fromA, std::size_t(5));
  }

  void pathsAndSpawnsArePickable() {
    const std::vector<PickTarget> targets = pickTargets(*level_, {}, project_.get());
    std::size_t curves = 0, spawns = 0;
    for (const PickTarget& t : targets) {
      // Nav links are picked along their segment too; count the paths' curves.
      curves += t.kind == PickTarget::Kind::Curve && dynamic_cast<const Path*>(level_->findById(t.id));
      if (dynamic_cast<const Spawn*>(level_->findById(t.id))) ++spawns;
    }
    QCOMPARE(curves, all<Path>().size());
    QCOMPARE(spawns, all<Spawn>().size());

    // A click on the middle of a path's curve picks it; one well off it does not.
    const Path* swoop = dynamic_cast<const Path*>(level_->findByName("swoop_top"));
    const PathCurve curve(*swoop, pathOrigin(*project_, *level_, *swoop));
    const Vec2 mid = curve.positionAt(curve.length() * 0.37);
    CameraController camera;
    camera.setViewportSize(QSizeF(800, 600));
    camera.setOrthographic(true);
    camera.setTarget(QVector3D(float(mid.x), float(mid.y), 0));
    camera.setUnitsPerPixel(0.05);
    const QPointF centre = ScreenProjector(camera)(mid);
    QCOMPARE(pickAt(targets, camera, centre), swoop->id);
    QCOMPARE(pickAt(targets, camera, centre + QPointF(3, 0)), swoop->id);
    QVERIFY(pickAt(targets, camera, centre + QPointF(0, 150)) != swoop->id);
    // A band around the middle selects it.
    QVERIFY(pickInRect(targets, camera, QRectF(centre - QPointF(10, 10), QSizeF(20, 20))).contains(swoop->id));

    // Spawns on a path are found at their appearance point (the path's start) and cannot
    // be dragged; spawns at a position can.
    const Spawn* drones = dynamic_cast<const Spawn*>(level_->findByName("drones_a"));
    const Vec2 start = curve.positionAt(0);
    camera.setTarget(QVector3D(float(start.x), float(start.y), 0));
    QCOMPARE(pickAt(targets, camera, ScreenProjector(camera)(start)) != 0, true);
    QVERIFY(!isMovable(*drones));
    QVERIFY(isMovable(*level_->findByName("turret_floor")));
  }
};

QTEST_MAIN(PathOverlaysTest)
#include "path_overlays_test.moc"
