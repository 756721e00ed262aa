// LevelLookup answers exactly what the walks it stands in for answer (first object of a
// name, first link of a name, the link origin summed step by step, the path's curve), only
// while it is alive, and only for its own level.
#include <QtTest>

#include "model/level/camera_track.h"
#include "model/level/level_lookup.h"
#include "model/paths/path.h"
#include "model/paths/path_curve.h"
#include "model/paths/path_placement.h"
#include "support/sample_project.h"

using namespace sw;

namespace {
Path* addPath(Level& level, const std::string& name, const std::string& link) {
  auto p = std::make_unique<Path>();
  p->name = name;
  p->attachedTile = link;
  p->id = newObjectId();
  Path* raw = p.get();
  level.objects.push_back(std::move(p));
  return raw;
}
}  // namespace

class LevelLookupTest : public QObject {
  Q_OBJECT
 private slots:
  void sameAnswersAsTheWalks() {
    auto project = test::sampleProject();
    Level& level = *project->levels.front();
    Path* onT3 = addPath(level, "swoop", "t3");
    Path* loose = addPath(level, "loose", "");
    Path* missing = addPath(level, "lost", "no_such_link");
    addPath(level, "t2", "t1");  // shares a link's name: findByName must still give the link

    const Vec2 walked = pathOrigin(*project, level, *onT3);
    const Vec2 summed = relativeOrigin(*project, level, 0, 2);
    QCOMPARE(walked.x, summed.x);
    QVERIFY(walked.x > 0);  // the sample chain moves right: a wrong link would not give this
    LevelObject* linkT2 = level.findByName("t2");
    QVERIFY(dynamic_cast<TileInstance*>(linkT2));

    const LevelLookup lookup(project.get(), level);
    QCOMPARE(LevelLookup::active(level), &lookup);
    const Vec2 fast = pathOrigin(*project, level, *onT3);
    QCOMPARE(fast.x, walked.x);  // bit for bit: the same sums in the same order
    QCOMPARE(fast.y, walked.y);
    QCOMPARE(level.findByName("t2"), linkT2);
    QCOMPARE(level.findByName("swoop"), static_cast<LevelObject*>(onT3));
    QCOMPARE(level.findByName("nobody"), static_cast<LevelObject*>(nullptr));
    QCOMPARE(attachedLink(level, *onT3), std::optional<std::size_t>(2));
    QCOMPARE(attachedLink(level, *loose), std::optional<std::size_t>());
    QCOMPARE(attachedLink(level, *missing), std::optional<std::size_t>());
    QCOMPARE(pathOrigin(*project, level, *missing).x, 0.0);
    const PathCurve* curve = lookup.curveOf(*project, *onT3);
    QVERIFY(curve);
    QCOMPARE(lookup.curveOf(*project, *onT3), curve);  // made once
    const Project other;
    QCOMPARE(lookup.curveOf(other, *onT3), static_cast<const PathCurve*>(nullptr));
    // The origin it was made at is the walk's.
    QCOMPARE(lookup.originOf(*project, *onT3), std::optional<Vec2>(walked));
    QCOMPARE(lookup.originOf(other, *onT3), std::optional<Vec2>());
    {
      const LevelLookup inner(project.get(), level);  // nests on the same tables
      QCOMPARE(level.findByName("swoop"), static_cast<LevelObject*>(onT3));
      QCOMPARE(inner.curveOf(*project, *onT3), curve);
    }
    QCOMPARE(LevelLookup::active(level), &lookup);
    Level otherLevel;
    QCOMPARE(LevelLookup::active(otherLevel), static_cast<const LevelLookup*>(nullptr));
  }

  // Curves are kept across scopes (every overlay rebuild asked for the same tables), but
  // only while the path and its link origin are what they were made from.
  void curvesKeptAcrossScopesNeverStale() {
    auto project = test::sampleProject();
    Level& level = *project->levels.front();
    Path* path = addPath(level, "swoop", "t3");
    path->points = {{0, 0}, {10, 0}, {10, 10}};
    path->handlesIn = path->handlesOut = {{0, 0}, {0, 0}, {0, 0}};
    bool allFresh = true;  // every answer equals a curve made from scratch
    const auto lengthNow = [&]() -> std::pair<const PathCurve*, double> {
      const LevelLookup lookup(project.get(), level);
      const PathCurve* curve = lookup.curveOf(*project, *path);
      const PathCurve fresh(*path, pathOrigin(*project, level, *path));
      allFresh = allFresh && curve->length() == fresh.length() && curve->positionAt(3) == fresh.positionAt(3);
      // Positions remembered with the curve: asked twice, still what a fresh curve says.
      for (int ask = 0; ask < 2; ++ask)
        allFresh = allFresh && lookup.positionOn(*project, *path, 3) == std::optional<Vec2>(fresh.positionAt(3)) &&
                   lookup.positionOn(*project, *path, 7.5) == std::optional<Vec2>(fresh.positionAt(7.5));
      // So is the polyline kept with it, at either density asked for.
      for (int perSegment : {12, 5, 12}) {
        const std::shared_ptr<const std::vector<Vec2>> line = lookup.polylineOn(*project, *path, perSegment);
        allFresh = allFresh && line && *line == evenPolyline(fresh.segments(), perSegment) &&
                   *line == evenPolyline(pathSegments(*path, pathOrigin(*project, level, *path)), perSegment);
      }
      return {curve, curve->length()};
    };
    const auto [first, length] = lengthNow();
    QCOMPARE(length, 20.0);
    QCOMPARE(lengthNow().first, first);  // the same table again, not rebuilt
    path->points[2] = {10, 30};          // an edit: a new curve at once
    QCOMPARE(lengthNow().second, 40.0);
    path->closed = true;
    QVERIFY(lengthNow().second > 40.0);
    path->closed = false;
    path->handlesOut[0] = {0, 5};
    QVERIFY(lengthNow().second != 40.0);
    path->handlesOut[0] = {0, 0};
    path->curve = Path::Curve::CatmullRom;
    QVERIFY(lengthNow().second != 40.0);
    path->curve = Path::Curve::Bezier;
    QCOMPARE(lengthNow().second, 40.0);
    // The link moves (another tile before it): the origin is part of the key.
    const double xBefore = lengthNow().first->positionAt(0).x;
    level.chain.erase(level.chain.begin());
    const double xAfter = lengthNow().first->positionAt(0).x;
    QVERIFY(xAfter != xBefore);
    QCOMPARE(xAfter, pathOrigin(*project, level, *path).x);
    QVERIFY(allFresh);
    // More distances than are kept, and a path without points: answers, never stale ones.
    {
      const LevelLookup lookup(project.get(), level);
      const PathCurve fresh(*path, pathOrigin(*project, level, *path));
      for (int d = 0; d < 20; ++d)
        QCOMPARE(lookup.positionOn(*project, *path, d), std::optional<Vec2>(fresh.positionAt(d)));
    }
    Path* empty = addPath(level, "nothing", "t3");
    empty->points.clear();
    empty->handlesIn.clear();
    empty->handlesOut.clear();
    const LevelLookup again(project.get(), level);
    QVERIFY(!again.positionOn(*project, *empty, 1.0));
    QVERIFY(again.polylineOn(*project, *empty, 12) && again.polylineOn(*project, *empty, 12)->empty());
    const Project other;
    QVERIFY(!again.polylineOn(other, *path, 12));  // another project: no curve to sample
  }

  void goneWithItsScope() {
    auto project = test::sampleProject();
    Level& level = *project->levels.front();
    { const LevelLookup lookup(project.get(), level); }
    QCOMPARE(LevelLookup::active(level), static_cast<const LevelLookup*>(nullptr));
    // An object renamed after the scope is found by its new name: nothing was kept.
    level.objects.front()->name = "renamed";
    QVERIFY(level.findByName("renamed"));
    QVERIFY(!level.findByName("boss_start"));
  }
};

QTEST_GUILESS_MAIN(LevelLookupTest)
#include "level_lookup_test.moc"
