// The level viewport builds its object overlays for the view and a margin around it
// (view/overlay_detail.h): objects far outside are not built until the view gets near,
// and are there as soon as it does; zoomed out, identical markers piled onto the same
// few pixels thin out, and zoomed in every one is drawn again. Picking always sees all.
// A trigger under a pixel is one stroke.
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

#include "model/level/level.h"
#include "model/paths/path.h"
#include "model/project/project.h"
#include "model/io/project_io.h"
#include "model/level/spawn.h"
#include "support/shown_level_view.h"
#include "ui/viewport/level_viewport.h"
#include "ui/viewport/object_overlays.h"
#include "view/overlay_detail.h"
#include "view/overlay_geometry.h"

using namespace sw;
using sw::ui::LevelViewport;

namespace {

constexpr int kMarkerVertices = 12;  // a rim diamond and a fill diamond, two triangles each

template <class T>
T& add(Level& level, const std::string& name) {
  auto object = std::make_unique<T>();
  object->name = name;
  object->id = newObjectId();  // refreshObjects() finds them by id
  T& ref = *object;
  level.objects.push_back(std::move(object));
  return ref;
}

std::unique_ptr<Project> nearAndFarProject() {
  auto project = std::make_unique<Project>();
  project->name = "Far";
  auto level = std::make_unique<Level>();
  level->name = "Far";
  add<Marker>(*level, "near").position = {0, 0};
  add<Marker>(*level, "far").position = {300, 0};
  add<Spawn>(*level, "farSpawn").position = {300, 5};
  Path& path = add<Path>(*level, "farPath");
  path.setNodes({{Vec2{290, -4}}, {Vec2{300, 4}}, {Vec2{310, -4}}});
  project->levels.push_back(std::move(level));
  return project;
}

}  // namespace

class ViewportOverlayDetailTest : public QObject {
  Q_OBJECT
 private slots:
  void farObjectsAreBuiltWhenTheViewGetsThere() {
    auto project = nearAndFarProject();
    Level& level = *project->levels.front();
    LevelViewport viewport;
    QVERIFY(sw::test::showLevelIn(viewport, project.get(), &level));
    viewport.frameAll();
    QCOMPARE(viewport.markerVertexCount(), 2 * kMarkerVertices);
    QVERIFY(viewport.spawnVertexCount() > 0);
    QVERIFY(viewport.pathVertexCount() > 0);

    // A screen (32 units) around the near marker: the far objects, 300 units away, are
    // beyond the view and its margin.
    viewport.followArea(QRectF(-16, -9, 32, 18));
    QCOMPARE(viewport.markerVertexCount(), kMarkerVertices);
    QCOMPARE(viewport.spawnVertexCount(), 0);
    QCOMPARE(viewport.pathVertexCount(), 0);
    // Picking does not depend on what is built.
    QCOMPARE(viewport.currentPickTargets().size(), std::size_t(4));

    // The same zoom over there: the far objects are built, the near one is not.
    viewport.followArea(QRectF(284, -9, 32, 18));
    QCOMPARE(viewport.markerVertexCount(), kMarkerVertices);
    QVERIFY(viewport.spawnVertexCount() > 0);
    QVERIFY(viewport.pathVertexCount() > 0);

    // Panning a little (within the margin) keeps what is built.
    viewport.followArea(QRectF(290, -9, 32, 18));
    QCOMPARE(viewport.markerVertexCount(), kMarkerVertices);

    // An edit moving the near marker into view shows it at once.
    static_cast<Marker*>(level.findByName("near"))->position = {296, 2};
    viewport.refreshObjects({level.findByName("near")->id});
    QCOMPARE(viewport.markerVertexCount(), 2 * kMarkerVertices);
  }

  void crowdedMarkersThinOutZoomedOutOnly() {
    auto project = std::make_unique<Project>();
    auto owned = std::make_unique<Level>();
    Level& level = *owned;
    project->levels.push_back(std::move(owned));
    constexpr int count = 200;  // 0.01 apart: 2 units in all
    for (int i = 0; i < count; ++i) add<Marker>(level, "m" + std::to_string(i)).position = {i * 0.01, 0};
    add<Marker>(level, "lone").position = {40, 0};
    LevelViewport viewport;
    QVERIFY(sw::test::showLevelIn(viewport, project.get(), &level));

    // 64 units across 800 px: the 200 markers share about 25 px, a handful of cells.
    viewport.followArea(QRectF(-12, -18, 64, 36));
    const int zoomedOut = viewport.markerVertexCount() / kMarkerVertices;
    QVERIFY2(zoomedOut < count / 4, qPrintable(QString::number(zoomedOut)));
    QVERIFY(zoomedOut >= 1 + sw::ui::OverlayDetail::kPerCell);  // the cluster still reads, the lone one too
    // All of them are still picked by a rubber band over the cluster.
    QCOMPARE(viewport.objectsInRect(QRectF(QPointF(0, 0), QSizeF(viewport.size()))).size(), count + 1);
    // Selecting them all: the highlight thins out the same way.
    QSet<ObjectId> all;
    for (const auto& object : level.objects) all.insert(object->id);
    viewport.setSelectedIds(all);
    const int thinnedHighlight = viewport.highlightVertexCount();
    QVERIFY(thinnedHighlight > 0);

    // 1 unit across 800 px: 8 px between markers, each drawn (those within the margin).
    viewport.followArea(QRectF(0.5, -0.28, 1, 0.5625));
    QCOMPARE(viewport.markerVertexCount(), count * kMarkerVertices);
    QVERIFY(viewport.highlightVertexCount() > thinnedHighlight);
  }

  void triggersUnderAPixelAreOneStroke() {
    // Zoomed far out a trigger's fill, frame and cross would draw a dot: one stroke across
    // it draws the same. Over a pixel, or without a detail, it is drawn whole.
    Level level;
    Trigger& trigger = add<Trigger>(level, "gate");
    trigger.position = {10, 0};
    trigger.size = {4, 18};
    const auto counts = [&](const sw::ui::OverlayDetail* detail) {
      sw::ui::OverlayGeometry fills, lines;
      fills.begin(sw::ui::OverlayGeometry::Kind::Triangles);
      lines.begin(sw::ui::OverlayGeometry::Kind::Lines);
      sw::ui::buildTriggers(fills, lines, level, detail);
      return std::pair{fills.vertexCount(), lines.vertexCount()};
    };
    const auto whole = counts(nullptr);
    QCOMPARE(whole.first, 6);    // the fill: two triangles
    QCOMPARE(whole.second, 12);  // the frame's four sides and the cross's two arms
    const sw::ui::OverlayDetail near(QRectF(), 0.1);  // 18 units: 180 px
    QCOMPARE(counts(&near), whole);
    const sw::ui::OverlayDetail far(QRectF(), 20.0);  // 18 units: under a pixel
    QCOMPARE(counts(&far), std::pair(0, 2));
    const sw::ui::OverlayDetail edge(QRectF(), 18.0);  // exactly a pixel: drawn whole
    QCOMPARE(counts(&edge), whole);
  }
};

QTEST_MAIN(ViewportOverlayDetailTest)
#include "viewport_overlay_detail_test.moc"
