#include "view/level_overlays.h"

#include <QtTest>
#include <cmath>
#include <cstring>

#include "model/project/project.h"
#include "view/overlay_detail.h"
#include "view/overlay_geometry.h"

using namespace sw;
using namespace sw::ui;

namespace {

// DOMAIN.md's example tile: entry (0,1), exit (4,0).
std::unique_ptr<Project> stepProject(int tiles) {
  auto project = std::make_unique<Project>();
  auto def = std::make_unique<TileDef>();
  def->name = "step";
  def->cameraEntry = {0, 1};
  def->cameraExit = {4, 0};
  def->collision = {{{0, -9}, {4, -9}, {4, -7}}};
  project->tileDefs.push_back(std::move(def));
  auto level = std::make_unique<Level>();
  for (int i = 0; i < tiles; ++i) {
    auto t = std::make_unique<TileInstance>();
    t->name = "t" + std::to_string(i);
    t->tile = "step";
    level->chain.push_back(std::move(t));
  }
  project->levels.push_back(std::move(level));
  return project;
}

bool allFinite(const OverlayGeometry& g) {
  const QByteArray bytes = g.vertexData();
  std::vector<float> floats(std::size_t(bytes.size()) / sizeof(float));
  std::memcpy(floats.data(), bytes.data(), floats.size() * sizeof(float));
  for (float f : floats)
    if (!std::isfinite(f)) return false;
  return true;
}

}  // namespace

class LevelOverlaysTest : public QObject {
  Q_OBJECT
 private slots:
  // commit() hands the vertices to the renderer and frees its own copy; counting, a
  // re-commit and shapes added after a commit without begin() still see everything.
  void committedVerticesLiveOnlyInTheRenderersCopy() {
    OverlayGeometry g;
    g.begin(OverlayGeometry::Kind::Lines);
    g.addLine({0, 0, 0}, {1, 0, 0}, Qt::red);
    QCOMPARE(g.vertexCount(), 2);
    g.commit();
    QCOMPARE(g.vertexCount(), 2);
    QCOMPARE(g.vertexData().size(), qsizetype(2 * sizeof(OverlayGeometry::Vertex)));
    g.commit();  // again: the same data, not nothing
    QCOMPARE(g.vertexData().size(), qsizetype(2 * sizeof(OverlayGeometry::Vertex)));
    g.addLine({0, 0, 0}, {0, 5, 0}, Qt::blue);  // continues from what was committed
    QCOMPARE(g.vertexCount(), 4);
    g.commit();
    const QByteArray bytes = g.vertexData();
    QCOMPARE(bytes.size(), qsizetype(4 * sizeof(OverlayGeometry::Vertex)));
    OverlayGeometry::Vertex v[4];
    std::memcpy(v, bytes.constData(), sizeof v);
    QCOMPARE(v[1].position[0], 1.0f);
    QCOMPARE(v[3].position[1], 5.0f);
    g.begin(OverlayGeometry::Kind::Triangles);  // a fresh start
    QCOMPARE(g.vertexCount(), 0);
    g.commit();
    QCOMPARE(g.vertexData().size(), qsizetype(0));
  }

  void startScreenIsCentredOnTheFirstEntry() {
    auto project = stepProject(2);
    const auto links = layoutChain(*project, *project->levels.front());
    const QRectF screen = startScreenRect(*project, links);
    QCOMPARE(screen.center(), QPointF(0, 1));
    QCOMPARE(screen.size(), QSizeF(32, 18));
    QCOMPARE(startScreenRect(*project, {}).center(), QPointF(0, 0));
  }

  void extentCoversWhatTheCameraSees() {
    auto project = stepProject(3);  // path (0,1) -> (4,0) -> (8,-1) -> (12,-2)
    const Level& level = *project->levels.front();
    const QRectF extent = levelExtent(*project, level, layoutChain(*project, level));
    QCOMPARE(extent.left(), -16.0);
    QCOMPARE(extent.right(), 12.0 + 16.0);
    // The last tile's collision floor (origin (8,-2), local y -9) plus half a unit of margin.
    QCOMPARE(extent.top(), -2.0 - 9.0 - 0.5);
    QCOMPARE(extent.bottom(), 1.0 + 9.0);
  }

  void placeholderSpansTheCameraPath() {
    auto project = stepProject(1);
    const Box3 box = placeholderBox(*project, project->tileDefs.front().get());
    QCOMPARE(box.min.x, 0.0);
    QCOMPARE(box.max.x, 4.0);
    QCOMPARE(box.min.y, 0.0 - 9.0);
    QCOMPARE(box.max.y, 1.0 + 9.0);
    // Deep, with its front just behind the play plane: Play's entities (z 0.05) show over it.
    QVERIFY(box.min.z < 0 && box.max.z < 0 && box.max.z > -0.5);
    // A missing definition still gets a one-screen box.
    const Box3 missing = placeholderBox(*project, nullptr);
    QCOMPARE(missing.size().x, 32.0);
  }

  void gridSnapsToMajorLinesAndStaysBounded() {
    const QRectF area = gridArea(QRectF(QPointF(-16, -9), QPointF(17, 9)));
    QCOMPARE(area, QRectF(QPointF(-20, -12), QPointF(20, 12)));

    OverlayGeometry grid;
    grid.begin(OverlayGeometry::Kind::Lines);
    QCOMPARE(buildGrid(grid, area, 0.05), 1.0);  // 20 px per unit: unit lines
    QCOMPARE(grid.vertexCount(), 2 * (41 + 25));
    grid.begin(OverlayGeometry::Kind::Lines);
    QCOMPARE(buildGrid(grid, area, 0.5), 4.0);  // 2 px per unit: every fourth line
    // 100,000 tiles of 32 units: the grid coarsens instead of drawing millions of lines.
    grid.begin(OverlayGeometry::Kind::Lines);
    buildGrid(grid, QRectF(QPointF(-20, -12), QPointF(3.2e6, 12)), 0.01);
    QVERIFY(grid.vertexCount() <= 2 * 4100);
  }

  // Zoomed in everything is drawn; zoomed out until joints and outlines are a pixel,
  // crowded ones thin out (and only what reaches the area is built at all).
  void levelLinesThinOutOnlyWhenCrowded() {
    auto project = stepProject(2000);
    project->tileDefs.front()->cameraPoints = {{2, 0.5}};
    const Level& level = *project->levels.front();
    const auto links = layoutChain(*project, level);
    const auto count = [&](double unitsPerPixel, QRectF area) {
      OverlayDetail detail(area, unitsPerPixel);
      OverlayGeometry lines;
      lines.begin(OverlayGeometry::Kind::Lines);
      buildLevelLines(lines, *project, links, 5 * unitsPerPixel, std::nullopt, &detail);
      return lines.vertexCount();
    };
    OverlayGeometry all;
    all.begin(OverlayGeometry::Kind::Lines);
    buildLevelLines(all, *project, links, 5 * 0.01);
    const QRectF everywhere(-100, -2200, 8300, 2400);  // each step goes 4 right, 1 down
    QCOMPARE(count(0.01, everywhere), all.vertexCount());  // 4 units are 400 pixels
    const int far = count(20, everywhere);  // a tile is a fifth of a pixel
    QVERIFY2(far < all.vertexCount() / 3, qPrintable(QString::number(far)));
    QVERIFY(far > 0);
    QVERIFY(count(0.01, QRectF(0, -20, 40, 40)) < all.vertexCount() / 2);  // ten tiles' outlines and joints
  }

  void brokenNumbersDrawNothingBroken() {
    auto project = stepProject(3);
    project->tileDefs.front()->cameraPoints = {{std::nan(""), 2}};
    project->tileDefs.front()->collision.push_back({{0, 0}, {INFINITY, 1}, {2, 2}});
    auto marker = std::make_unique<Marker>();
    marker->name = "m";
    marker->position = {std::nan(""), 0};
    project->levels.front()->objects.push_back(std::move(marker));
    const Level& level = *project->levels.front();
    const auto links = layoutChain(*project, level);

    OverlayGeometry lines;
    lines.begin(OverlayGeometry::Kind::Lines);
    buildLevelLines(lines, *project, links, 0.3);
    lines.commit();
    QVERIFY(lines.vertexCount() > 0);
    QVERIFY(allFinite(lines));

    OverlayGeometry markers;
    markers.begin(OverlayGeometry::Kind::Triangles);
    buildMarkers(markers, level, 0.3);
    markers.commit();
    QCOMPARE(markers.vertexCount(), 0);
    QVERIFY(levelExtent(*project, level, links).isValid());
  }
};

QTEST_MAIN(LevelOverlaysTest)
#include "level_overlays_test.moc"
