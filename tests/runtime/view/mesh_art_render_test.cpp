// Imported art in a level view (view/level_view.h, view/mesh_materials.h): tiles show their
// meshes' base colours and textures, the right way up, with each texture loaded once per
// mesh; a missing texture is a warning naming mesh and texture and the mesh shows its base
// colour. Needs a real GL context (xvfb-run). Set SW_MESH_ART_SCREENSHOT to a .png path to
// keep the picture.
#include <QApplication>
#include <QQuickItem>
#include <QQuickView>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtQuick3D/QQuick3DTextureData>
#include <QtTest>
#include <memory>

#include "model/project/project.h"
#include "support/textured_meshes.h"
#include "view/level_view.h"
#include "view/mesh_library.h"
#include "view/mesh_materials.h"
#include "support/frame_pixels.h"

using sw::test::TextureIn;
using sw::test::twoToneImage;
using sw::test::writeSquareDae;
using sw::test::writeSquareGltf;
using sw::test::writeSquareObj;
using sw::ui::LevelView;
using sw::ui::MeshLibrary;

namespace {

const QColor kSkin(0xe6, 0x50, 0x3c);
const QColor kRed(255, 0, 0);
const QColor kBlue(0, 0, 255);
constexpr float kHalf = 1.5f;    // squares 3 units wide
constexpr double kTileSpacing = 5.0;    // one tile every 5 units along x

// Tiles in chain order, each a square at its origin.
const char* const kTiles[] = {"red_gltf", "two_tone", "skin", "missing", "obj_red", "dae_red"};

std::unique_ptr<sw::Project> squaresProject(const QString& directory) {
  auto project = std::make_unique<sw::Project>();
  project->directory = directory.toStdString();
  auto level = std::make_unique<sw::Level>();
  level->name = "test";
  for (const char* name : kTiles) {
    auto def = std::make_unique<sw::TileDef>();
    def->name = name;
    def->mesh = std::string("meshes/") + name + "/" + name + (QByteArray(name).startsWith("obj") ? ".obj"
                                                               : QByteArray(name).startsWith("dae") ? ".dae"
                                                                                                    : ".gltf");
    def->cameraEntry = {0, 0};
    def->cameraExit = {kTileSpacing, 0};
    project->tileDefs.push_back(std::move(def));
    auto instance = std::make_unique<sw::TileInstance>();
    instance->name = std::string("t_") + name;
    instance->tile = name;
    level->chain.push_back(std::move(instance));
  }
  project->levels.push_back(std::move(level));
  return project;
}

using sw::test::pixelAt;

bool isReddish(QColor c) { return c.red() > 120 && c.red() > c.green() + 80 && c.red() > c.blue() + 80; }
bool isBluish(QColor c) { return c.blue() > 120 && c.blue() > c.green() + 80 && c.blue() > c.red() + 80; }

// Lighting brightens or darkens a colour; its hue and saturation stay. Within 8 degrees of
// hue, 0.15 of saturation, and not much darker or lighter.
bool looksLike(QColor seen, QColor wanted) {
  const int dh = std::abs(seen.hsvHue() - wanted.hsvHue());
  return std::min(dh, 360 - dh) <= 8 && std::abs(seen.hsvSaturationF() - wanted.hsvSaturationF()) <= 0.15 &&
         seen.valueF() >= wanted.valueF() * 0.7 && seen.valueF() <= std::min(1.0, wanted.valueF() * 1.3);
}

}  // namespace

class MeshArtRenderTest : public QObject {
  Q_OBJECT
 private:
  QTemporaryDir dir_;

  QString mesh(const char* name, const char* ext) const {
    return dir_.filePath(QStringLiteral("meshes/%1/%1.%2").arg(QLatin1String(name), QLatin1String(ext)));
  }
  QPointF centreOf(const LevelView& view, int tile, float dy = 0) const {
    return view.projectToWidget(QVector3D(float(tile * kTileSpacing), dy, 0));
  }

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    const QImage red = twoToneImage(kRed, kRed);
    // A white base colour: the texture shows as it is.
    QVERIFY(writeSquareGltf(mesh("red_gltf", "gltf"), Qt::white, TextureIn::Embedded, red, {}, true, kHalf));
    QVERIFY(writeSquareGltf(mesh("two_tone", "gltf"), Qt::white, TextureIn::File, twoToneImage(kRed, kBlue),
                            QStringLiteral("two_tone.png"), true, kHalf));
    QVERIFY(writeSquareGltf(mesh("skin", "gltf"), kSkin, TextureIn::None, {}, {}, true, kHalf));
    QVERIFY(writeSquareGltf(mesh("missing", "gltf"), kSkin, TextureIn::File, red, QStringLiteral("nowhere.png"),
                            /*writeTexture=*/false, kHalf));
    QVERIFY(writeSquareObj(mesh("obj_red", "obj"), Qt::white, QStringLiteral("red.png"), red, true, kHalf));
    QVERIFY(writeSquareDae(mesh("dae_red", "dae"), QStringLiteral("red.png"), red, kHalf));
  }

  void tilesShowBaseColoursAndTextures() {
    auto project = squaresProject(dir_.path());
    LevelView view;
    QSignalSpy problems(&view, &LevelView::meshProblem);
    view.resize(900, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showLevel(project.get(), project->levels.front().get());
    QTRY_VERIFY_WITH_TIMEOUT(view.pendingMeshLoads() == 0, 20000);
    view.frameAll();

    QImage image;
    const auto ready = [&] {
      image = view.grabImage();
      return !image.isNull() && isReddish(pixelAt(image, view, centreOf(view, 0))) &&
             isReddish(pixelAt(image, view, centreOf(view, 5)));
    };
    (void)QTest::qWaitFor(ready, 15000);  // the checks below say what was not ready
    if (qEnvironmentVariableIsSet("SW_MESH_ART_SCREENSHOT")) image.save(qEnvironmentVariable("SW_MESH_ART_SCREENSHOT"));

    const auto at = [&](int tile, float dy = 0) { return pixelAt(image, view, centreOf(view, tile, dy)); };
    // Embedded glTF texture, OBJ map_Kd, Collada diffuse texture: red.
    QVERIFY2(isReddish(at(0)), qPrintable(at(0).name()));
    QVERIFY2(isReddish(at(4)), qPrintable(at(4).name()));
    QVERIFY2(isReddish(at(5)), qPrintable(at(5).name()));
    // The image's top half on the square's top half.
    QVERIFY2(isReddish(at(1, kHalf * 0.5f)), qPrintable(at(1, kHalf * 0.5f).name()));
    QVERIFY2(isBluish(at(1, -kHalf * 0.5f)), qPrintable(at(1, -kHalf * 0.5f).name()));
    // Base colour only, and a texture that is missing: the base colour.
    QVERIFY2(looksLike(at(2), kSkin), qPrintable(at(2).name()));
    QVERIFY2(looksLike(at(3), kSkin), qPrintable(at(3).name()));

    // One warning, naming the mesh file and the texture.
    QCOMPARE(problems.count(), 1);
    QCOMPARE(problems.at(0).at(0).toString(), mesh("missing", "gltf"));
    QVERIFY2(problems.at(0).at(1).toString().contains("nowhere.png"), qPrintable(problems.at(0).at(1).toString()));
  }

  // Every texture of a mesh is loaded once, however many tiles show it.
  void texturesAreLoadedOncePerMesh() {
    auto project = squaresProject(dir_.path());
    auto& chain = project->levels.front()->chain;
    for (int i = 0; i < 5; ++i) {
      auto instance = std::make_unique<sw::TileInstance>();
      instance->name = "more_" + std::to_string(i);
      instance->tile = "two_tone";
      chain.push_back(std::move(instance));
    }
    LevelView view;
    view.resize(400, 200);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showLevel(project.get(), project->levels.front().get());
    QTRY_VERIFY_WITH_TIMEOUT(view.pendingMeshLoads() == 0, 20000);
    QTest::qWait(50);
    const MeshLibrary::Asset* asset = view.meshLibrary()->find(mesh("two_tone", "gltf"));
    QVERIFY(asset && asset->state == MeshLibrary::State::Ready);
    QCOMPARE(asset->textures.size(), 1);
    QVERIFY(asset->textures[0]);
    QCOMPARE(asset->subsets.size(), 1);
    QCOMPARE(asset->subsets[0].texture, 0);
    // One texture in the whole scene per textured mesh (red_gltf, two_tone, obj_red,
    // dae_red; the missing one has none), not one per tile.
    QCOMPARE(view.quickView()->rootObject()->findChildren<QQuick3DTextureData*>().size(), 4);
    // Still one per tile batch: six tiles of one mesh are one instanced Model.
    int twoToneBatches = 0;
    for (const auto& batch : view.tileBatches())
      if (batch.mesh == mesh("two_tone", "gltf")) ++twoToneBatches;
    QCOMPARE(twoToneBatches, 1);
  }

  // An artist repaints a texture: the view shows the new image after reloadChanged() (what
  // the editor's file watcher calls), and a missing texture that turns up is used.
  void editedAndAddedTexturesShowAfterReload() {
    QTemporaryDir dir;
    const QString twoTone = dir.filePath("meshes/two_tone/two_tone.gltf");
    const QString missing = dir.filePath("meshes/missing/missing.gltf");
    QVERIFY(writeSquareGltf(twoTone, Qt::white, TextureIn::File, twoToneImage(kRed, kBlue),
                            QStringLiteral("two_tone.png"), true, kHalf));
    QVERIFY(writeSquareGltf(missing, kSkin, TextureIn::File, {}, QStringLiteral("nowhere.png"), false, kHalf));
    auto project = squaresProject(dir.path());
    project->tileDefs[0]->mesh = "meshes/missing/missing.gltf";  // tile 0: the missing one
    LevelView view;
    QSignalSpy problems(&view, &LevelView::meshProblem);
    view.resize(900, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showLevel(project.get(), project->levels.front().get());
    QTRY_VERIFY_WITH_TIMEOUT(view.pendingMeshLoads() == 0, 20000);
    view.frameAll();
    const auto at = [&](int tile, float dy = 0) {
      return pixelAt(view.grabImage(), view, centreOf(view, tile, dy));
    };
    QTRY_VERIFY_WITH_TIMEOUT(isReddish(at(1, kHalf * 0.5f)), 15000);
    QVERIFY(looksLike(at(0), kSkin));
    // (The other tiles' meshes are not in this folder: they fail, and say so on each retry.)
    const auto textureWarnings = [&] {
      int n = 0;
      for (const auto& problem : problems) n += problem.at(1).toString().contains("nowhere.png") ? 1 : 0;
      return n;
    };
    QCOMPARE(textureWarnings(), 1);

    // A retry finding the same problem does not say it again.
    QVERIFY(view.meshLibrary()->reloadChanged() >= 1);
    QTRY_VERIFY_WITH_TIMEOUT(view.pendingMeshLoads() == 0, 20000);
    QCOMPARE(textureWarnings(), 1);

    QTest::qWait(1100);  // file times have a resolution of a second on some file systems
    QVERIFY(sw::test::writeBytes(dir.filePath("meshes/two_tone/two_tone.png"),
                                 sw::test::pngBytes(twoToneImage(kBlue, kRed))));
    QVERIFY(sw::test::writeBytes(dir.filePath("meshes/missing/nowhere.png"),
                                 sw::test::pngBytes(twoToneImage(kBlue, kBlue))));
    QVERIFY(view.meshLibrary()->reloadChanged() >= 2);
    QTRY_VERIFY_WITH_TIMEOUT(isBluish(at(1, kHalf * 0.5f)) && isReddish(at(1, -kHalf * 0.5f)), 15000);
    // #e6503c times blue: what is left is dark blue, no longer the skin colour.
    QTRY_VERIFY_WITH_TIMEOUT(!looksLike(at(0), kSkin), 15000);
    QVERIFY(view.meshLibrary()->find(missing)->warnings.isEmpty());
  }

  // A hit enemy flashes: its materials glow, on top of their colours and textures.
  void flashMaterialsGlow() {
    auto project = squaresProject(dir_.path());
    LevelView view;
    view.resize(300, 200);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showLevel(project.get(), project->levels.front().get());
    QTRY_VERIFY_WITH_TIMEOUT(view.pendingMeshLoads() == 0, 20000);
    const QString path = mesh("red_gltf", "gltf");
    const auto plain = view.meshMaterials()->materials(path);
    const auto flash = view.meshMaterials()->materials(path, {QColor(), true});
    QCOMPARE(plain.size(), 1);
    QCOMPARE(flash.size(), 1);
    QVERIFY(plain[0] != flash[0]);
    QCOMPARE(plain[0]->property("emissiveFactor").value<QVector3D>(), QVector3D(0, 0, 0));
    QVERIFY(flash[0]->property("emissiveFactor").value<QVector3D>().x() > 0.3f);
    QVERIFY(flash[0]->property("baseColorMap").value<QObject*>());
    // Asking again gives the same shared materials; a tint the mesh does not take changes nothing.
    QCOMPARE(view.meshMaterials()->materials(path), plain);
    QCOMPARE(view.meshMaterials()->materials(path, {QColor(Qt::green), false}), plain);
    QVERIFY(!view.meshMaterials()->takesTint(path));
  }
};

QTEST_MAIN(MeshArtRenderTest)
#include "mesh_art_render_test.moc"
