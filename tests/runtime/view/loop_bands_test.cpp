// Loop ranges as the level viewport marks them (level_overlays.h loopBands and
// buildLoopBands): which tiles a band covers, which loops get none, and the geometry.
#include <QtTest>
#include <cmath>

#include "model/project/project.h"
#include "model/tiles/tile_chain.h"
#include "view/level_overlays.h"
#include "view/overlay_geometry.h"

using namespace sw;
using namespace sw::ui;

namespace {

// Tiles stepping 32 right and 2 up: origins (0,0), (32,2), (64,4), ...
std::unique_ptr<Project> chainProject(int tiles) {
  auto project = std::make_unique<Project>();
  auto def = std::make_unique<TileDef>();
  def->name = "rise";
  def->cameraEntry = {0, 0};
  def->cameraExit = {32, 2};
  project->tileDefs.push_back(std::move(def));
  auto level = std::make_unique<Level>();
  for (int i = 0; i < tiles; ++i) {
    auto t = std::make_unique<TileInstance>();
    t->name = "t" + std::to_string(i);
    t->tile = "rise";
    level->chain.push_back(std::move(t));
  }
  auto trigger = std::make_unique<Trigger>();
  trigger->name = "done";
  level->objects.push_back(std::move(trigger));
  project->levels.push_back(std::move(level));
  return project;
}

Loop& addLoop(Level& level, const std::string& name, const std::string& first, const std::string& last) {
  auto loop = std::make_unique<Loop>();
  loop->name = name;
  loop->first = first;
  loop->last = last;
  loop->untilTrigger = "done";
  Loop& ref = *loop;
  level.objects.push_back(std::move(loop));
  return ref;
}

}  // namespace

class LoopBandsTest : public QObject {
  Q_OBJECT
 private slots:
  void bandSpansExactlyTheLoopedTiles() {
    auto project = chainProject(6);
    Level& level = *project->levels.front();
    addLoop(level, "arena", "t2", "t4");
    const auto links = layoutChain(*project, level);
    const auto bands = loopBands(*project, level, links);
    QCOMPARE(bands.size(), std::size_t(1));
    QCOMPARE(bands[0].first, std::size_t(2));
    QCOMPARE(bands[0].last, std::size_t(4));
    // From t2's entry (64, 4) to t4's exit (160, 10): the seams with t1 and t5.
    QCOMPARE(bands[0].rect.left(), 64.0);
    QCOMPARE(bands[0].rect.right(), 160.0);
    // The screen (18 high) swept along that path: y 4-9 .. 10+9.
    QCOMPARE(bands[0].rect.top(), -5.0);
    QCOMPARE(bands[0].rect.bottom(), 19.0);
    // Neighbours stay outside: t1 ends where the band starts, t5 starts where it ends.
    QCOMPARE(links[1].origin.x + exitOf(links[1].def).x, bands[0].rect.left());
    QCOMPARE(links[5].origin.x + entryOf(links[5].def).x, bands[0].rect.right());
  }

  void tileArtWidensTheBandVertically() {
    auto project = chainProject(3);
    Level& level = *project->levels.front();
    addLoop(level, "one", "t1", "t1");
    const auto links = layoutChain(*project, level);
    // t1's art reaches far above the screen, and wider than its camera span.
    const std::vector<QRectF> art{QRectF(), QRectF(QPointF(30, -3), QPointF(66, 40)), QRectF()};
    const auto bands = loopBands(*project, level, links, art);
    QCOMPARE(bands.size(), std::size_t(1));
    QCOMPARE(bands[0].rect.left(), 32.0);   // still the seams horizontally
    QCOMPARE(bands[0].rect.right(), 64.0);
    QCOMPARE(bands[0].rect.bottom(), 40.0);
    QCOMPARE(bands[0].rect.top(), -7.0);  // the screen reaches lower than the art
  }

  void loopsThatDoNotPlayGetNoBand() {
    auto project = chainProject(6);
    Level& level = *project->levels.front();
    addLoop(level, "missing", "t1", "nowhere");
    addLoop(level, "reversed", "t4", "t3");
    addLoop(level, "good", "t0", "t1");
    addLoop(level, "overlapping", "t1", "t2");
    const auto bands = loopBands(*project, level, layoutChain(*project, level));
    QCOMPARE(bands.size(), std::size_t(1));
    QCOMPARE(bands[0].first, std::size_t(0));
    QCOMPARE(bands[0].last, std::size_t(1));
  }

  void geometryStaysInsideTheBand() {
    auto project = chainProject(6);
    Level& level = *project->levels.front();
    addLoop(level, "a", "t0", "t0");
    addLoop(level, "b", "t3", "t5");
    const auto bands = loopBands(*project, level, layoutChain(*project, level));
    QCOMPARE(bands.size(), std::size_t(2));
    for (double unitsPerPixel : {0.01, 0.1, 5.0}) {  // close up, normal, zoomed far out
      OverlayGeometry triangles;
      triangles.begin(OverlayGeometry::Kind::Triangles);
      buildLoopBands(triangles, bands, unitsPerPixel);
      triangles.commit();
      QVERIFY(triangles.vertexCount() > 0);
      QCOMPARE(triangles.vertexCount() % 3, 0);
      const QByteArray bytes = triangles.vertexData();
      const auto* v = reinterpret_cast<const OverlayGeometry::Vertex*>(bytes.constData());
      bool opaque = false, translucent = false;
      for (int i = 0; i < triangles.vertexCount(); ++i) {
        const QPointF p(v[i].position[0], v[i].position[1]);
        bool inside = false;
        for (const LoopBand& band : bands)
          inside = inside || band.rect.adjusted(-1e-4, -1e-4, 1e-4, 1e-4).contains(p);
        QVERIFY2(inside, qPrintable(QStringLiteral("(%1, %2) at %3").arg(p.x()).arg(p.y()).arg(unitsPerPixel)));
        opaque = opaque || v[i].color[3] > 0.99f;
        translucent = translucent || v[i].color[3] < 0.2f;
      }
      QVERIFY(opaque && translucent);  // brackets and a see-through fill
    }
    OverlayGeometry none;
    none.begin(OverlayGeometry::Kind::Triangles);
    buildLoopBands(none, {}, 0.1);
    none.commit();
    QCOMPARE(none.vertexCount(), 0);
  }
};

QTEST_MAIN(LoopBandsTest)
#include "loop_bands_test.moc"
