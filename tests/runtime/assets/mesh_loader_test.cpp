#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "assets/mesh_data.h"
#include "support/test_files.h"

using namespace sw;

namespace {

// A 2 x 4 x 6 box from (0,0,0) to (2,4,6): 8 corners, 6 quads (12 triangles), plus a
// line and a point that the loader must ignore. Two materials: red on the +x face.
const char* kBoxObj = R"(mtllib box.mtl
v 0 0 0
v 2 0 0
v 2 4 0
v 0 4 0
v 0 0 6
v 2 0 6
v 2 4 6
v 0 4 6
usemtl grey
f 1 4 3 2
f 5 6 7 8
f 1 2 6 5
f 4 8 7 3
f 1 5 8 4
usemtl red
f 2 3 7 6
l 1 7
p 3
)";

const char* kBoxMtl = R"(newmtl grey
Kd 0.5 0.5 0.5
newmtl red
Kd 1 0 0
)";

using sw::test::writeFile;

bool near(double a, double b) { return std::abs(a - b) < 1e-5; }

}  // namespace

class MeshLoaderTest : public QObject {
  Q_OBJECT
 private:
  QTemporaryDir dir_;
  std::string boxPath_;

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    QVERIFY(writeFile(dir_.filePath("box.obj"), kBoxObj));
    QVERIFY(writeFile(dir_.filePath("box.mtl"), kBoxMtl));
    boxPath_ = dir_.filePath("box.obj").toStdString();
  }

  void objLoadsTrianglesAndBounds() {
    auto mesh = loadMesh(boxPath_);
    QVERIFY2(mesh.ok(), mesh.ok() ? "" : mesh.error().toString().c_str());
    QCOMPARE(mesh->indices.size(), std::size_t(12 * 3));
    QVERIFY(near(mesh->bounds.min.x, 0) && near(mesh->bounds.min.y, 0) && near(mesh->bounds.min.z, 0));
    QVERIFY(near(mesh->bounds.max.x, 2) && near(mesh->bounds.max.y, 4) && near(mesh->bounds.max.z, 6));
    for (std::uint32_t i : mesh->indices) QVERIFY(i < mesh->vertices.size());
  }

  void oneSubsetPerMaterialWithItsColour() {
    auto mesh = loadMesh(boxPath_);
    QVERIFY(mesh.ok());
    QCOMPARE(mesh->subsets.size(), std::size_t(2));
    std::uint32_t total = 0;
    const MeshSubset* red = nullptr;
    for (const auto& s : mesh->subsets) {
      QCOMPARE(s.firstIndex, total);
      total += s.indexCount;
      if (s.materialName == "red") red = &s;
    }
    QCOMPARE(total, std::uint32_t(mesh->indices.size()));
    QVERIFY(red);
    QCOMPARE(red->indexCount, std::uint32_t(2 * 3));
    QCOMPARE(red->baseColor, (Color{255, 0, 0, 255}));
  }

  void normalsAreUnitLength() {
    auto mesh = loadMesh(boxPath_);
    QVERIFY(mesh.ok());
    for (const auto& v : mesh->vertices) {
      const double len =
          std::sqrt(v.normal[0] * v.normal[0] + v.normal[1] * v.normal[1] + v.normal[2] * v.normal[2]);
      QVERIFY(near(len, 1.0));
    }
  }

  // A box has no normals in the file: the generated ones must stay flat per face (its
  // 90-degree edges are hard), not averaged into a gradient across the corners.
  void boxCornersKeepFlatNormals() {
    auto mesh = loadMesh(boxPath_);
    QVERIFY(mesh.ok());
    for (const auto& v : mesh->vertices) {
      const double largest = std::max({std::abs(v.normal[0]), std::abs(v.normal[1]), std::abs(v.normal[2])});
      QVERIFY2(near(largest, 1.0),
               qPrintable(QString("%1 %2 %3").arg(v.normal[0]).arg(v.normal[1]).arg(v.normal[2])));
    }
    QCOMPARE(mesh->vertices.size(), std::size_t(6 * 4));  // corners split per face, joined within a face
  }

  void scaleMultipliesPositions() {
    MeshImportSettings settings;
    settings.scale = 0.5;
    auto mesh = loadMesh(boxPath_, settings);
    QVERIFY(mesh.ok());
    QVERIFY(near(mesh->bounds.max.x, 1) && near(mesh->bounds.max.y, 2) && near(mesh->bounds.max.z, 3));
  }

  // Z-up art (height in z) becomes Y-up: z -> y, y -> -z.
  void zUpBecomesYUp() {
    MeshImportSettings settings;
    settings.upAxis = MeshImportSettings::UpAxis::Z;
    auto mesh = loadMesh(boxPath_, settings);
    QVERIFY(mesh.ok());
    QVERIFY(near(mesh->bounds.min.y, 0) && near(mesh->bounds.max.y, 6));
    QVERIFY(near(mesh->bounds.min.z, -4) && near(mesh->bounds.max.z, 0));
    QVERIFY(near(mesh->bounds.min.x, 0) && near(mesh->bounds.max.x, 2));
  }

  void missingFileNamesTheFile() {
    const std::string path = dir_.filePath("nowhere/ghost.obj").toStdString();
    auto mesh = loadMesh(path);
    QVERIFY(!mesh.ok());
    QCOMPARE(mesh.error().file, path);
    QVERIFY(mesh.error().message.find("not found") != std::string::npos);
  }

  void garbageFileIsAnErrorNotACrash_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QByteArray noise;
    quint32 x = 12345;
    for (int i = 0; i < 4096; ++i) {
      x = x * 1664525u + 1013904223u;
      noise.append(char(x >> 24));
    }
    QTest::newRow("binary noise .obj") << "noise.obj" << noise;
    QTest::newRow("binary noise .fbx") << "noise.fbx" << noise;
    QTest::newRow("binary noise .glb") << "noise.glb" << noise;
    QTest::newRow("broken gltf") << "broken.gltf"
                                 << QByteArray("{\"asset\": {\"version\": \"2.0\"}, \"meshes\": [");
    QTest::newRow("text .dae") << "text.dae" << QByteArray("<COLLADA><library_geometries><geometry>");
    QTest::newRow("obj bad indices") << "bad.obj" << QByteArray("v 0 0 0\nv 1 0 0\nf 1 2 99\nf -7 1 2\n");
    QTest::newRow("empty file") << "empty.obj" << QByteArray();
    QTest::newRow("unknown extension") << "mesh.xyz123" << QByteArray("hello");
  }
  void garbageFileIsAnErrorNotACrash() {
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    const QString path = dir_.filePath(name);
    QVERIFY(writeFile(path, bytes));
    auto mesh = loadMesh(path.toStdString());
    QVERIFY(!mesh.ok());
    QCOMPARE(mesh.error().file, path.toStdString());
    QVERIFY(!mesh.error().message.empty());
    QVERIFY(mesh.error().toString().find(name.toStdString()) != std::string::npos);
  }

  // A glTF whose .bin is missing (from assimp-testmodels): an error, not a crash.
  void gltfWithMissingBufferIsAnError() {
    const QString path = "/usr/share/assimp/models/glTF2/MissingBin/BoxTextured.gltf";
    if (!QFile::exists(path)) QSKIP("assimp-testmodels not installed");
    auto mesh = loadMesh(path.toStdString());
    QVERIFY(!mesh.ok());
    QCOMPARE(mesh.error().file, path.toStdString());
  }

  void linesOnlyFileHasNoTriangles() {
    const QString path = dir_.filePath("lines.obj");
    QVERIFY(writeFile(path, "v 0 0 0\nv 1 0 0\nv 1 1 0\nl 1 2\nl 2 3\np 1\n"));
    auto mesh = loadMesh(path.toStdString());
    QVERIFY(!mesh.ok());
    QVERIFY2(mesh.error().message.find("no triangles") != std::string::npos, mesh.error().message.c_str());
  }

  void invalidScaleIsRefused() {
    MeshImportSettings settings;
    settings.scale = 0;
    QVERIFY(!loadMesh(boxPath_, settings).ok());
  }

  // The Debian assimp-testmodels package, when present: real files in several formats.
  void sampleModelsLoadWhenInstalled_data() {
    QTest::addColumn<QString>("path");
    const QString root = "/usr/share/assimp/models/";
    for (const char* f : {"OBJ/spider.obj", "glTF2/BoxTextured-glTF/BoxTextured.gltf", "Collada/duck.dae",
                          "FBX/box.fbx", "STL/Spider_ascii.stl"})
      QTest::newRow(f) << root + f;
  }
  void sampleModelsLoadWhenInstalled() {
    QFETCH(QString, path);
    if (!QFile::exists(path)) QSKIP("sample model not installed");
    auto mesh = loadMesh(path.toStdString());
    QVERIFY2(mesh.ok(), mesh.ok() ? "" : mesh.error().toString().c_str());
    QVERIFY(!mesh->indices.empty());
    QVERIFY(!mesh->subsets.empty());
    QVERIFY(!mesh->bounds.isEmpty());
    QVERIFY(mesh->indices.size() % 3 == 0);
  }
};

QTEST_GUILESS_MAIN(MeshLoaderTest)
#include "mesh_loader_test.moc"
