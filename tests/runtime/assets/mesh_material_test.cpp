// What loadMesh reports of materials (runtime/assets/mesh_material.cpp): base colour,
// base colour texture (a file resolved beside the mesh, or embedded bytes), whether a
// subset has a material of its own, and a warning for a texture that is missing, for
// glTF, OBJ/MTL, Collada and FBX.
#include <QTemporaryDir>
#include <QtTest>

#include "assets/mesh_data.h"
#include "support/textured_meshes.h"

using namespace sw;
using sw::test::assimpModelsRoot;
using sw::test::pngBytes;
using sw::test::TextureIn;
using sw::test::twoToneImage;
using sw::test::writeBytes;
using sw::test::writeSquareDae;
using sw::test::writeSquareGltf;
using sw::test::writeSquareObj;

namespace {

const QColor kSkin(0xe6, 0x50, 0x3c);
const QColor kRed(255, 0, 0);

bool nearColor(Color c, QColor q, int tolerance = 1) {
  return std::abs(c.r - q.red()) <= tolerance && std::abs(c.g - q.green()) <= tolerance &&
         std::abs(c.b - q.blue()) <= tolerance;
}

QString describe(Color c) { return QColor(c.r, c.g, c.b).name(); }

QString warningsOf(const MeshData& mesh) {
  QStringList out;
  for (const Error& e : mesh.warnings) out << QString::fromStdString(e.toString());
  return out.join('\n');
}

bool isPng(const std::vector<std::uint8_t>& bytes) {
  return bytes.size() > 8 && bytes[0] == 0x89 && bytes[1] == 'P' && bytes[2] == 'N' && bytes[3] == 'G';
}

QString canonical(const std::string& path) { return QFileInfo(QString::fromStdString(path)).canonicalFilePath(); }

}  // namespace

class MeshMaterialTest : public QObject {
  Q_OBJECT
 private:
  QTemporaryDir dir_;

  Result<MeshData> load(const QString& path) { return loadMesh(path.toStdString()); }

 private slots:
  void initTestCase() { QVERIFY(dir_.isValid()); }

  void gltfExternalTextureAndBaseColour() {
    const QString path = dir_.filePath("gltf_file/square.gltf");
    QVERIFY(writeSquareGltf(path, kSkin, TextureIn::File, twoToneImage(kRed, kRed)));
    auto mesh = load(path);
    QVERIFY2(mesh.ok(), mesh.ok() ? "" : mesh.error().toString().c_str());
    QCOMPARE(mesh->subsets.size(), std::size_t(1));
    const MeshSubset& subset = mesh->subsets[0];
    QCOMPARE(subset.materialName, std::string("skin"));
    QVERIFY(subset.hasMaterial);
    // glTF stores the factor linear; we report it in sRGB, as it was picked.
    QVERIFY2(nearColor(subset.baseColor, kSkin), qPrintable(describe(subset.baseColor)));
    QCOMPARE(subset.baseColorTexture, 0);
    QCOMPARE(mesh->textures.size(), std::size_t(1));
    const MeshTexture& texture = mesh->textures[0];
    QVERIFY(!texture.isEmbedded());
    QCOMPARE(texture.reference, std::string("skin.png"));
    QCOMPARE(canonical(texture.path), QFileInfo(dir_.filePath("gltf_file/skin.png")).canonicalFilePath());
    QVERIFY2(mesh->warnings.empty(), qPrintable(warningsOf(*mesh)));
  }

  void gltfEmbeddedTextureComesAsBytes() {
    const QString path = dir_.filePath("gltf_embedded/square.gltf");
    QVERIFY(writeSquareGltf(path, QColor(Qt::white), TextureIn::Embedded, twoToneImage(kRed, kRed)));
    auto mesh = load(path);
    QVERIFY2(mesh.ok(), mesh.ok() ? "" : mesh.error().toString().c_str());
    QCOMPARE(mesh->subsets.size(), std::size_t(1));
    QCOMPARE(mesh->subsets[0].baseColorTexture, 0);
    QVERIFY(nearColor(mesh->subsets[0].baseColor, QColor(Qt::white)));
    const MeshTexture& texture = mesh->textures.at(0);
    QVERIFY(texture.isEmbedded());
    QCOMPARE(texture.reference, std::string("*0"));
    QVERIFY(isPng(texture.encoded));
    QVERIFY2(mesh->warnings.empty(), qPrintable(warningsOf(*mesh)));
  }

  // Assimp turns every format's UVs to OpenGL's way (v = 0 at the image's bottom); the
  // view relies on that. glTF writes v = 0 at the top, OBJ at the bottom: the corner at
  // the top left of the square must come out the same from both.
  void uvsFollowOneConventionAcrossFormats() {
    const QString gltf = dir_.filePath("uv/square.gltf");
    const QString obj = dir_.filePath("uv/square.obj");
    QVERIFY(writeSquareGltf(gltf, kSkin, TextureIn::None));
    QVERIFY(writeSquareObj(obj, kSkin));
    for (const QString& path : {gltf, obj}) {
      auto mesh = load(path);
      QVERIFY2(mesh.ok(), qPrintable(path));
      bool seen = false;
      for (const MeshVertex& v : mesh->vertices) {
        if (v.position[0] < 0 && v.position[1] > 0) {  // top left
          QVERIFY2(std::abs(v.uv[0]) < 1e-5 && std::abs(v.uv[1] - 1) < 1e-5,
                   qPrintable(QStringLiteral("%1: %2 %3").arg(path).arg(v.uv[0]).arg(v.uv[1])));
          seen = true;
        }
      }
      QVERIFY(seen);
    }
  }

  void objMtlMapKd() {
    const QString path = dir_.filePath("obj/square.obj");
    QVERIFY(writeSquareObj(path, QColor(255, 128, 0), QStringLiteral("textures/skin.png"), twoToneImage(kRed, kRed)));
    auto mesh = load(path);
    QVERIFY2(mesh.ok(), mesh.ok() ? "" : mesh.error().toString().c_str());
    QCOMPARE(mesh->subsets.size(), std::size_t(1));
    const MeshSubset& subset = mesh->subsets[0];
    QVERIFY(subset.hasMaterial);
    QVERIFY2(nearColor(subset.baseColor, QColor(255, 128, 0)), qPrintable(describe(subset.baseColor)));
    QCOMPARE(subset.baseColorTexture, 0);
    QCOMPARE(canonical(mesh->textures.at(0).path),
             QFileInfo(dir_.filePath("obj/textures/skin.png")).canonicalFilePath());
    QVERIFY2(mesh->warnings.empty(), qPrintable(warningsOf(*mesh)));
  }

  void oneTextureForMaterialsSharingAnImage() {
    const QString dir = dir_.filePath("shared");
    QVERIFY(writeBytes(dir + "/skin.png", pngBytes(twoToneImage(kRed, kRed))));
    QVERIFY(writeBytes(dir + "/two.mtl", "newmtl a\nKd 1 1 1\nmap_Kd skin.png\nnewmtl b\nKd 0 1 0\nmap_Kd skin.png\n"));
    QVERIFY(writeBytes(dir + "/two.obj",
                       "mtllib two.mtl\nv 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nvt 0 0\nvt 1 0\nvt 1 1\n"
                       "usemtl a\nf 1/1 2/2 3/3\nusemtl b\nf 1/1 3/3 4/2\n"));
    auto mesh = load(dir + "/two.obj");
    QVERIFY(mesh.ok());
    QCOMPARE(mesh->subsets.size(), std::size_t(2));
    QCOMPARE(mesh->textures.size(), std::size_t(1));
    QCOMPARE(mesh->subsets[0].baseColorTexture, 0);
    QCOMPARE(mesh->subsets[1].baseColorTexture, 0);
  }

  void colladaDiffuseTexture() {
    const QString path = dir_.filePath("dae/square.dae");
    QVERIFY(writeSquareDae(path, QStringLiteral("skin.png"), twoToneImage(kRed, kRed)));
    auto mesh = load(path);
    QVERIFY2(mesh.ok(), mesh.ok() ? "" : mesh.error().toString().c_str());
    QCOMPARE(mesh->subsets.size(), std::size_t(1));
    QVERIFY(mesh->subsets[0].hasMaterial);
    QCOMPARE(mesh->subsets[0].baseColorTexture, 0);
    QCOMPARE(canonical(mesh->textures.at(0).path), QFileInfo(dir_.filePath("dae/skin.png")).canonicalFilePath());
    QVERIFY2(mesh->warnings.empty(), qPrintable(warningsOf(*mesh)));
  }

  // Files made by other tools, from Debian's assimp-testmodels: Collada's duck names
  // "./duckCM.tga" beside it; an ASCII FBX embeds its PNG under a Windows path.
  void testModelsReportTheirTextures() {
    const QString root = assimpModelsRoot();
    if (root.isEmpty()) QSKIP("assimp-testmodels is not installed");
    auto duck = load(root + "/Collada/duck.dae");
    QVERIFY2(duck.ok(), duck.ok() ? "" : duck.error().toString().c_str());
    QVERIFY(!duck->subsets.empty());
    QVERIFY(duck->subsets[0].hasMaterial);
    QCOMPARE(duck->subsets[0].baseColorTexture, 0);
    QCOMPARE(canonical(duck->textures.at(0).path), QFileInfo(root + "/Collada/duckCM.tga").canonicalFilePath());

    auto box = load(root + "/FBX/embedded_ascii/box.FBX");
    QVERIFY2(box.ok(), box.ok() ? "" : box.error().toString().c_str());
    QCOMPARE(box->subsets.size(), std::size_t(1));
    QVERIFY(box->subsets[0].hasMaterial);
    QVERIFY2(nearColor(box->subsets[0].baseColor, QColor(150, 150, 150)), qPrintable(describe(box->subsets[0].baseColor)));
    QCOMPARE(box->subsets[0].baseColorTexture, 0);
    QVERIFY(box->textures.at(0).isEmbedded());
    QVERIFY(isPng(box->textures.at(0).encoded));
    QVERIFY2(box->warnings.empty(), qPrintable(warningsOf(*box)));
  }

  void missingTextureIsAWarningNamingMeshAndTexture() {
    const QString path = dir_.filePath("missing/square.gltf");
    QVERIFY(writeSquareGltf(path, kSkin, TextureIn::File, twoToneImage(kRed, kRed), QStringLiteral("gone/skin.png"),
                            /*writeTexture=*/false));
    auto mesh = load(path);
    QVERIFY2(mesh.ok(), mesh.ok() ? "" : mesh.error().toString().c_str());
    QCOMPARE(mesh->subsets.at(0).baseColorTexture, -1);
    QVERIFY(nearColor(mesh->subsets[0].baseColor, kSkin));  // drawn with its base colour
    QVERIFY(mesh->textures.empty());
    QCOMPARE(mesh->warnings.size(), std::size_t(1));
    const Error& warning = mesh->warnings[0];
    QCOMPARE(QString::fromStdString(warning.file), path);
    QVERIFY2(QString::fromStdString(warning.message).contains("gone/skin.png"), warning.message.c_str());
    QVERIFY2(QString::fromStdString(warning.message).contains("not found"), warning.message.c_str());
    QVERIFY2(QString::fromStdString(warning.where).contains("skin"), warning.where.c_str());
  }

  // Faces without a material of their own (none at all, or Assimp's made-up default)
  // are the ones an enemy type's colour tints.
  void meshesWithoutMaterialSaySo() {
    const QString obj = dir_.filePath("bare/square.obj");
    QVERIFY(writeSquareObj(obj, QColor(), {}, {}, /*withMaterial=*/false));
    auto mesh = load(obj);
    QVERIFY2(mesh.ok(), mesh.ok() ? "" : mesh.error().toString().c_str());
    QCOMPARE(mesh->subsets.size(), std::size_t(1));
    QVERIFY(!mesh->subsets[0].hasMaterial);
    QCOMPARE(mesh->subsets[0].baseColorTexture, -1);

    const QString gltf = dir_.filePath("bare/square.gltf");
    QVERIFY(writeSquareGltf(gltf, kSkin, TextureIn::None));
    QFile file(gltf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray json = file.readAll();
    file.close();
    json.replace(", \"material\": 0", "");  // the primitive names no material
    QVERIFY(writeBytes(gltf, json));
    auto bare = load(gltf);
    QVERIFY2(bare.ok(), bare.ok() ? "" : bare.error().toString().c_str());
    QCOMPARE(bare->subsets.size(), std::size_t(1));
    QVERIFY2(!bare->subsets[0].hasMaterial, bare->subsets[0].materialName.c_str());

    auto textured = load(dir_.filePath("gltf_file/square.gltf"));
    QVERIFY(textured.ok());
    QVERIFY(textured->subsets[0].hasMaterial);
  }
};

QTEST_MAIN(MeshMaterialTest)
#include "mesh_material_test.moc"
