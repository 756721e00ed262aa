// A mesh's size against the screen (#45 friction 2): the play-plane extent, the scale that
// fits, the warnings for meshes far smaller or larger than the screen, and both reaching an
// import (its warnings name the file) and the dialog's summary (Y and Z up).
#include "assets/mesh_size.h"

#include <QTemporaryDir>
#include <QtTest>

#include "assets/mesh_import.h"
#include "support/test_files.h"

using namespace sw;

namespace {
// A 1 x 2 x 3 box (x, y, z).
const char* kSizeTestBoxObj = "v 0 0 0\nv 1 0 0\nv 1 2 0\nv 0 2 0\nv 0 0 3\nv 1 0 3\nv 1 2 3\nv 0 2 3\n"
                      "f 1 2 3 4\nf 5 6 7 8\nf 1 2 6 5\nf 4 8 7 3\n";
const Vec2 kSizeTestScreen{32, 18};
}  // namespace

class MeshSizeTest : public QObject {
  Q_OBJECT
 private slots:
  void sizeAndScaleToFit() {
    Box3 box;
    QVERIFY(playPlaneSize(box).isEmpty());
    box.extend(Vec3{-1, -2, 0});
    box.extend(Vec3{3, 2, 9});
    const MeshSize size = playPlaneSize(box);
    QCOMPARE(size.width, 4.0);
    QCOMPARE(size.height, 4.0);
    QCOMPARE(scaleToFit(size, kSizeTestScreen), 18.0 / 4);  // the height is what limits
    QCOMPARE(scaleToFit({64, 1}, kSizeTestScreen), 0.5);
    QCOMPARE(scaleToFit({}, kSizeTestScreen), 0.0);
    QCOMPARE(scaleToFit({std::numeric_limits<double>::infinity(), 1}, kSizeTestScreen), 0.0);
  }

  void warningsForFarSmallerAndFarLarger() {
    const auto small = meshSizeWarning("art/tiny.gltf", {0.5, 0.25}, 1, kSizeTestScreen);
    QVERIFY(small);
    QCOMPARE(small->file, std::string("art/tiny.gltf"));
    QVERIFY2(small->message.find("far smaller than the 32 x 18 screen") != std::string::npos, small->message.c_str());
    QVERIFY2(small->message.find("scale 64") != std::string::npos, small->message.c_str());
    const auto large = meshSizeWarning("big.obj", {400, 20}, 2, kSizeTestScreen);
    QVERIFY(large);
    QVERIFY2(large->message.find("far larger") != std::string::npos, large->message.c_str());
    QVERIFY2(large->message.find("scale 0.16") != std::string::npos, large->message.c_str());  // 32/400 * 2
    QVERIFY(!meshSizeWarning("tile.obj", {32, 12}, 1, kSizeTestScreen));
    QVERIFY(!meshSizeWarning("ship.obj", {3, 2}, 1, kSizeTestScreen));    // an enemy's size: fine
    QVERIFY(!meshSizeWarning("drone.obj", {1, 1}, 1, kSizeTestScreen));   // a small enemy: fine
    QVERIFY(!meshSizeWarning("wide.obj", {120, 18}, 1, kSizeTestScreen));  // a long tile: fine
    QVERIFY(!meshSizeWarning("empty.obj", {}, 1, kSizeTestScreen));
    QVERIFY(!meshSizeWarning("nan.obj", {std::nan(""), 1}, 1, kSizeTestScreen));
  }

  void inspectAndImportTellTheSize() {
    QTemporaryDir dir;
    const QString source = dir.filePath("art/box.obj");
    QVERIFY(sw::test::writeFile(source, kSizeTestBoxObj));
    QVERIFY(QDir().mkpath(dir.filePath("project")));
    auto summary = inspectMesh(source.toStdString());
    QVERIFY(summary.ok());
    QCOMPARE(summary->meshes.size(), std::size_t(1));
    QCOMPARE(summary->yUp.width, 1.0);
    QCOMPARE(summary->yUp.height, 2.0);
    QCOMPARE(summary->zUp.height, 3.0);  // Z up: the file's z is the play plane's y

    MeshImportOptions options;
    options.name = "box";
    options.scale = 0.1;  // 0.1 x 0.2: as exported in the wrong unit
    options.screen = kSizeTestScreen;
    auto imported = importMesh(source.toStdString(), dir.filePath("project").toStdString(), options);
    QVERIFY(imported.ok());
    QVERIFY(std::abs(imported->bounds.max.y - imported->bounds.min.y - 0.2) < 1e-6);
    QCOMPARE(imported->warnings.size(), std::size_t(1));
    QCOMPARE(imported->warnings[0].file, source.toStdString());
    QVERIFY(imported->warnings[0].message.find("far smaller") != std::string::npos);
    QVERIFY2(imported->warnings[0].message.find("scale 9 ") != std::string::npos, imported->warnings[0].message.c_str());

    options.name = "box_big";
    options.scale = 9;  // 9 x 18: the screen's height
    imported = importMesh(source.toStdString(), dir.filePath("project").toStdString(), options);
    QVERIFY(imported.ok());
    QVERIFY(imported->warnings.empty());

    QVERIFY(!inspectMesh(dir.filePath("art/none.obj").toStdString()).ok());
  }
};

QTEST_GUILESS_MAIN(MeshSizeTest)
#include "mesh_size_test.moc"
