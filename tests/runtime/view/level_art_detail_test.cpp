// What the level view draws of the tile art follows the camera (view/level_art.h):
//  - the far look (view/mesh_geometry.h farMesh): one box, or the box's front face, per
//    material, in the mesh's subset order;
//  - tiles under LevelArt::kFarPixels on screen take it, as cards for a camera looking
//    down the z axis and as boxes otherwise, and with the demo's tiles the picture is the
//    same as with the full meshes but for a few pixels;
//  - only tiles reaching into the view grown by its size are in the instance tables, and
//    after panning, zooming or an edit every tile the view sees is there; a mesh with no
//    tile near the view is hidden.
// Needs a real GL context (xvfb-run).
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtQuick3D/QQuick3DInstancing>
#include <QtQuick3D/QQuick3DObject>
#include <QtTest>
#include <algorithm>
#include <memory>

#include "model/project/project.h"
#include "model/io/project_io.h"
#include "model/tiles/tile_chain.h"
#include "support/shown_level_view.h"
#include "view/level_view.h"
#include "view/mesh_geometry.h"
#include "support/test_files.h"

using namespace sw;
using sw::ui::FarLook;
using sw::ui::LevelArt;
using sw::ui::LevelView;

namespace {

constexpr double kStep = 32.0;  // one tile every 32 units along x

// Two blocks of different materials with a gap between them, x 2..30: a floor (brick,
// y -7..-3) and a ceiling (moss, y 0..3), both z -2..2.
const char* const kTwoBlocksObj =
    "mtllib blocks.mtl\n"
    "v 2 -7 -2\nv 30 -7 -2\nv 30 -3 -2\nv 2 -3 -2\nv 2 -7 2\nv 30 -7 2\nv 30 -3 2\nv 2 -3 2\n"
    "v 2 0 -2\nv 30 0 -2\nv 30 3 -2\nv 2 3 -2\nv 2 0 2\nv 30 0 2\nv 30 3 2\nv 2 3 2\n"
    "usemtl brick\nf 1 4 3 2\nf 5 6 7 8\nf 1 2 6 5\nf 4 8 7 3\nf 1 5 8 4\nf 2 3 7 6\n"
    "usemtl moss\nf 9 12 11 10\nf 13 14 15 16\nf 9 10 14 13\nf 12 16 15 11\nf 9 13 16 12\nf 10 11 15 14\n";

using sw::test::writeFile;

// `links` chain links cycling through `meshes` (project-relative), one tile each, every
// tile kStep long.
std::unique_ptr<Project> chainProject(const QString& directory, int links,
                                      const std::vector<std::string>& meshes = {"meshes/blocks.obj"}) {
  auto project = std::make_unique<Project>();
  project->directory = directory.toStdString();
  for (std::size_t m = 0; m < meshes.size(); ++m) {
    auto def = std::make_unique<TileDef>();
    def->name = "tile" + std::to_string(m);
    def->mesh = meshes[m];
    def->cameraEntry = {0, 0};
    def->cameraExit = {kStep, 0};
    project->tileDefs.push_back(std::move(def));
  }
  auto level = std::make_unique<Level>();
  level->name = "test";
  for (int i = 0; i < links; ++i) {
    auto link = std::make_unique<TileInstance>();
    link->name = "t" + std::to_string(i);
    link->tile = "tile" + std::to_string(std::size_t(i) % meshes.size());
    link->id = newObjectId();
    level->chain.push_back(std::move(link));
  }
  project->levels.push_back(std::move(level));
  return project;
}

bool copyDemoMeshes(const QString& directory) {
  const QDir demo(QStringLiteral(SW_SOURCE_DIR "/projects/demo/meshes"));
  QDir().mkpath(directory + "/demo");
  for (const QString& file : demo.entryList(QDir::Files))
    if (!QFile::copy(demo.filePath(file), directory + "/demo/" + file)) return false;
  return true;
}

// The x of every tile in the batch's instance table (what the renderer draws).
std::vector<float> tableXs(QQuick3DInstancing* instancing) {
  int count = 0;
  const QByteArray table = static_cast<sw::ui::TileInstancing*>(instancing)->instanceTable(&count);
  std::vector<float> xs;
  const auto* entries = reinterpret_cast<const QQuick3DInstancing::InstanceTableEntry*>(table.constData());
  for (int i = 0; i < count; ++i) xs.push_back(entries[i].getPosition().x());
  std::sort(xs.begin(), xs.end());
  return xs;
}

// A level view whose camera the test can turn.
class TurnableView : public LevelView {
 public:
  void turn(double yawDegrees) {
    camera_.setOrientation(yawDegrees, 0);
    applyCamera();
  }
};

MeshData twoSubsetMesh() {
  MeshData mesh;
  const auto vertex = [&](float x, float y, float z) {
    MeshVertex v{};
    v.position[0] = x;
    v.position[1] = y;
    v.position[2] = z;
    mesh.vertices.push_back(v);
    mesh.bounds.extend(Vec3{x, y, z});
  };
  vertex(0, 0, 0), vertex(4, 0, 1), vertex(0, 2, -1);   // subset 0: a triangle
  vertex(10, 5, 3), vertex(12, 6, 3), vertex(11, 9, 2);  // subset 1
  mesh.indices = {0, 1, 2, 3, 4, 5};
  mesh.subsets.push_back({0, 3, "rock", Color{200, 100, 50, 255}, true, -1});
  mesh.subsets.push_back({3, 3, "moss", Color{50, 200, 50, 255}, true, -1});
  mesh.subsets.push_back({6, 0, "unused", Color{}, true, -1});
  return mesh;
}

// Bounds of the vertices of one subset.
Box3 subsetBox(const MeshData& mesh, std::size_t subset) {
  Box3 box;
  const MeshSubset& s = mesh.subsets[subset];
  for (std::uint32_t i = s.firstIndex; i < s.firstIndex + s.indexCount; ++i) {
    const float* p = mesh.vertices[mesh.indices[i]].position;
    box.extend(Vec3{p[0], p[1], p[2]});
  }
  return box;
}

}  // namespace

class LevelArtDetailTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;

  // The one batch of the blocks mesh once its load finished.
  static LevelView::TileBatchView blocks(LevelView& view) {
    for (const auto& batch : view.tileBatches())
      if (!batch.mesh.isEmpty()) return batch;
    return {};
  }

  static bool loaded(LevelView& view) { return view.pendingMeshLoads() == 0 && blocks(view).model; }

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    QVERIFY(writeFile(dir_.filePath("meshes/blocks.obj"), kTwoBlocksObj));
    QVERIFY(writeFile(dir_.filePath("meshes/blocks.mtl"), "newmtl brick\nKd 0.75 0.2 0.2\nnewmtl moss\nKd 0.2 0.7 0.3\n"));
  }

  void farMeshIsOneBoxPerSubset() {
    const MeshData mesh = twoSubsetMesh();
    for (FarLook look : {FarLook::Boxes, FarLook::Cards}) {
      const MeshData far = farMesh(mesh, look);
      QCOMPARE(far.subsets.size(), mesh.subsets.size());
      const std::uint32_t perBox = look == FarLook::Boxes ? 36 : 6;
      QCOMPARE(far.subsets[0].indexCount, perBox);
      QCOMPARE(far.subsets[1].indexCount, perBox);
      QCOMPARE(far.subsets[2].indexCount, 0u);  // keeps its place: materials stay matched
      QCOMPARE(far.subsets[1].firstIndex, perBox);
      QCOMPARE(far.subsets[1].materialName, std::string("moss"));
      QCOMPARE(far.indices.size(), std::size_t(2 * perBox));
      for (std::size_t s = 0; s < 2; ++s) {
        const Box3 want = subsetBox(mesh, s), got = subsetBox(far, s);
        QCOMPARE(got.min.x, want.min.x);
        QCOMPARE(got.max.x, want.max.x);
        QCOMPARE(got.min.y, want.min.y);
        QCOMPARE(got.max.y, want.max.y);
        QCOMPARE(got.max.z, want.max.z);
        // A card is the box's face toward +z: flat at the box's front, facing +z.
        QCOMPARE(got.min.z, look == FarLook::Cards ? want.max.z : want.min.z);
      }
      if (look == FarLook::Cards)
        for (const MeshVertex& v : far.vertices) QCOMPARE(v.normal[2], 1.0f);
    }
  }

  void tilesUnderTwoPixelsTakeTheFarLook() {
    auto project = chainProject(dir_.path(), 400);  // 12,800 units: 16 a pixel framed in 800
    TurnableView view;
    QVERIFY(sw::test::showLevelIn(view, project.get(), project->levels.front().get()));
    QTRY_VERIFY_WITH_TIMEOUT(loaded(view), 15000);
    view.frameAll();
    QVERIFY(view.camera().unitsPerPixel() > 28.0 / LevelArt::kFarPixels);  // a tile under 2 pixels
    QCOMPARE(blocks(view).look, LevelArt::Look::FarCards);
    QCOMPARE(tableXs(blocks(view).instancing).size(), std::size_t(400));
    auto* far = blocks(view).model->property("geometry").value<QObject*>();

    // Zoomed in on the first tiles: every mesh in full, the same Model.
    view.followArea(QRectF(0, -20, 200, 40));
    QCOMPARE(blocks(view).look, LevelArt::Look::Full);
    QVERIFY(blocks(view).model->property("geometry").value<QObject*>() != far);

    // Turned away from the z axis, the far look is boxes (cards would be seen edge on).
    view.frameAll();
    view.turn(60);
    QCOMPARE(blocks(view).look, LevelArt::Look::FarBoxes);
    view.turn(0);
    QCOMPARE(blocks(view).look, LevelArt::Look::FarCards);
  }

  void farLookLooksLikeTheFullMeshes() {
    // The demo's own tiles: corridors, ramps, pillars, caverns (slabs at angles, posts,
    // several materials each), 420 of them framed whole: each under 2 pixels wide.
    QVERIFY(copyDemoMeshes(dir_.path()));
    std::vector<std::string> meshes;
    for (const char* name : {"corridor", "ramp_up", "pillars", "cavern", "ramp_down", "gate"})
      meshes.push_back(std::string("demo/") + name + ".obj");
    auto project = chainProject(dir_.path(), 420, meshes);
    LevelView view;
    QVERIFY(sw::test::showLevelIn(view, project.get(), project->levels.front().get()));
    QTRY_VERIFY_WITH_TIMEOUT(view.pendingMeshLoads() == 0 && view.tileBatches().size() == meshes.size(), 15000);
    view.frameAll();
    for (const auto& batch : view.tileBatches()) QCOMPARE(batch.look, LevelArt::Look::FarCards);
    const QImage far = view.grabImage().convertToFormat(QImage::Format_RGB32);
    view.setFarPixels(0);
    for (const auto& batch : view.tileBatches()) QCOMPARE(batch.look, LevelArt::Look::Full);
    const QImage full = view.grabImage().convertToFormat(QImage::Format_RGB32);
    QCOMPARE(far.size(), full.size());
    // What a designer could tell apart at this size: where the tiles are (their pixels
    // against the background) and their colour overall. A sub-pixel slope or post shades
    // a pixel a little differently from a flat card: those are only counted.
    const QRgb background = full.pixel(2, 2);
    int art = 0, coverage = 0, shaded = 0;
    double sum[2][3] = {};
    for (int y = 0; y < full.height(); ++y)
      for (int x = 0; x < full.width(); ++x) {
        const QRgb a = far.pixel(x, y), b = full.pixel(x, y);
        if (a == background && b == background) continue;
        ++art;
        if ((a == background) != (b == background)) ++coverage;
        const int d = std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) + std::abs(qBlue(a) - qBlue(b));
        if (d > 48) ++shaded;
        for (int i = 0; i < 2; ++i) {
          const QRgb c = i ? b : a;
          sum[i][0] += qRed(c), sum[i][1] += qGreen(c), sum[i][2] += qBlue(c);
        }
      }
    if (qEnvironmentVariableIsSet("SW_FAR_LOOK_SHOTS")) {
      far.save(qEnvironmentVariable("SW_FAR_LOOK_SHOTS") + "-far.png");
      full.save(qEnvironmentVariable("SW_FAR_LOOK_SHOTS") + "-full.png");
    }
    qInfo("far look against full meshes: of %d art pixels, %d covered by one only, %d shaded differently", art,
          coverage, shaded);
    QVERIFY2(art > 500, qPrintable(QString::number(art)));  // the chain is on screen
    QVERIFY2(coverage * 50 <= art, qPrintable(QStringLiteral("%1 of %2 pixels covered by one only").arg(coverage).arg(art)));
    for (int c = 0; c < 3; ++c)
      QVERIFY2(std::abs(sum[0][c] - sum[1][c]) / art <= 8.0,
               qPrintable(QStringLiteral("mean colour channel %1: %2 against %3").arg(c).arg(sum[0][c] / art).arg(sum[1][c] / art)));
    view.setFarPixels(LevelArt::kFarPixels);
    for (const auto& batch : view.tileBatches()) QCOMPARE(batch.look, LevelArt::Look::FarCards);
  }

  void batchWithNothingNearIsHidden() {
    // Two meshes, the second only at the far end: zoomed in at the start its table is
    // empty, and its Model is hidden (an instanced Model with an empty table may draw the
    // mesh once at the origin).
    auto project = chainProject(dir_.path(), 200);
    Level& level = *project->levels.front();
    auto def = std::make_unique<TileDef>();
    def->name = "other";
    def->mesh = "meshes/other.obj";
    def->cameraExit = {kStep, 0};
    project->tileDefs.push_back(std::move(def));
    QVERIFY(writeFile(dir_.filePath("meshes/other.obj"), kTwoBlocksObj));
    level.chain.back()->tile = "other";
    LevelView view;
    QVERIFY(sw::test::showLevelIn(view, project.get(), &level));
    QTRY_VERIFY_WITH_TIMEOUT(view.pendingMeshLoads() == 0 && view.tileBatches().size() == 2, 15000);
    const auto other = [&] {
      for (const auto& batch : view.tileBatches())
        if (batch.mesh.endsWith("other.obj")) return batch;
      return LevelView::TileBatchView{};
    };
    view.followArea(QRectF(0, -20, 200, 40));
    QVERIFY(tableXs(other().instancing).empty());
    QCOMPARE(other().model->property("visible").toBool(), false);
    QCOMPARE(blocks(view).model->property("visible").toBool(), true);
    view.followArea(QRectF(199 * kStep - 100, -20, 200, 40));  // the far end: shown again
    QCOMPARE(tableXs(other().instancing).size(), std::size_t(1));
    QCOMPARE(other().model->property("visible").toBool(), true);
  }

  void tablesHoldWhatTheViewSees() {
    auto project = chainProject(dir_.path(), 400);
    Level& level = *project->levels.front();
    LevelView view;
    QVERIFY(sw::test::showLevelIn(view, project.get(), &level));
    QTRY_VERIFY_WITH_TIMEOUT(loaded(view), 15000);
    // Each tile the view sees (x .. x + 32) is in the table; far ones are not.
    const auto check = [&](double viewLeft, double viewWidth) {
      view.followArea(QRectF(viewLeft, -20, viewWidth, 40));
      const std::vector<float> xs = tableXs(blocks(view).instancing);
      const std::vector<ChainLink> links = layoutChain(*project, level);
      for (const ChainLink& link : links) {
        const bool seen = link.origin.x + 30 > viewLeft && link.origin.x + 2 < viewLeft + viewWidth;
        const bool drawn = std::binary_search(xs.begin(), xs.end(), float(link.origin.x));
        if (seen && !drawn) return QStringLiteral("tile at %1 seen but not drawn").arg(link.origin.x);
      }
      if (xs.size() >= links.size()) return QStringLiteral("every tile drawn (%1)").arg(xs.size());
      return QString();
    };
    QCOMPARE(check(0, 200), QString());
    QCOMPARE(check(160, 200), QString());  // panned within the area filtered for
    QCOMPARE(check(12000, 300), QString());  // the far end
    QCOMPARE(check(6000, 1000), QString());  // zoomed out in the middle

    // An edit shows at once where the view is: a tile appended at the end.
    view.followArea(QRectF(12600, -20, 400, 40));
    auto link = std::make_unique<TileInstance>();
    link->name = "appended";
    link->tile = "tile0";
    link->id = newObjectId();
    level.chain.push_back(std::move(link));
    view.refresh();
    const std::vector<float> xs = tableXs(blocks(view).instancing);
    QVERIFY(std::binary_search(xs.begin(), xs.end(), float(400 * kStep)));
    QCOMPARE(blocks(view).tileCount, std::size_t(401));
  }
};

QTEST_MAIN(LevelArtDetailTest)
#include "level_art_detail_test.moc"
