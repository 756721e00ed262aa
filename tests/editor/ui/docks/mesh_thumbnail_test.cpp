// The software thumbnail renderer: the mesh shows where it should, fitted and shaded,
// nearer faces win, the background stays untouched elsewhere; and the cache renders a
// file once per version.
#include "ui/docks/mesh_thumbnail.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "assets/mesh_data.h"
#include "support/textured_meshes.h"
#include "support/test_files.h"

using namespace sw;
using namespace sw::editor;

namespace {

// Appends an axis-aligned box as one subset of the given colour.
void addBox(MeshData& mesh, Vec3 lo, Vec3 hi, Color color) {
  const auto base = std::uint32_t(mesh.vertices.size());
  for (int i = 0; i < 8; ++i) {
    MeshVertex v{};
    v.position[0] = float(i & 1 ? hi.x : lo.x);
    v.position[1] = float(i & 2 ? hi.y : lo.y);
    v.position[2] = float(i & 4 ? hi.z : lo.z);
    mesh.vertices.push_back(v);
    mesh.bounds.extend(Vec3{v.position[0], v.position[1], v.position[2]});
  }
  const std::uint32_t quads[6][4] = {{0, 1, 3, 2}, {4, 6, 7, 5}, {0, 4, 5, 1},
                                     {2, 3, 7, 6}, {0, 2, 6, 4}, {1, 5, 7, 3}};
  MeshSubset subset;
  subset.firstIndex = std::uint32_t(mesh.indices.size());
  subset.baseColor = color;
  for (const auto& q : quads)
    for (std::uint32_t i : {q[0], q[1], q[2], q[0], q[2], q[3]}) mesh.indices.push_back(base + i);
  subset.indexCount = std::uint32_t(mesh.indices.size()) - subset.firstIndex;
  mesh.subsets.push_back(subset);
}

const QColor kBackground(10, 20, 30);

QRect coveredRect(const QImage& image, QColor background) {
  QRect r;
  for (int y = 0; y < image.height(); ++y)
    for (int x = 0; x < image.width(); ++x)
      if (image.pixelColor(x, y) != background) r |= QRect(x, y, 1, 1);
  return r;
}

bool reddish(QColor c) { return c.red() > 2 * c.green() && c.red() > 2 * c.blue() && c.red() > 40; }
bool bluish(QColor c) { return c.blue() > 2 * c.red() && c.blue() > 2 * c.green() && c.blue() > 40; }

using sw::test::writeFile;

}  // namespace

class MeshThumbnailTest : public QObject {
  Q_OBJECT
 private slots:
  void boxCoversTheMiddleAndLeavesTheCornersAlone() {
    MeshData mesh;
    addBox(mesh, {-1, -1, -1}, {1, 1, 1}, Color{220, 40, 30, 255});
    const QImage image = renderMeshThumbnail(mesh, QSize(64, 64), kBackground);
    QCOMPARE(image.size(), QSize(64, 64));
    QVERIFY(reddish(image.pixelColor(32, 32)));
    for (QPoint corner :
         {QPoint(0, 0), QPoint(63, 0), QPoint(0, 63), QPoint(63, 63), QPoint(1, 1), QPoint(62, 62)})
      QCOMPARE(image.pixelColor(corner), kBackground);

    // Fitted: the larger side fills about 90% of the image, centred.
    const QRect covered = coveredRect(image, kBackground);
    QVERIFY2(std::max(covered.width(), covered.height()) >= 55 &&
                 std::max(covered.width(), covered.height()) <= 60,
             qPrintable(QString("%1x%2").arg(covered.width()).arg(covered.height())));
    QVERIFY(std::abs(covered.center().x() - 32) <= 2 && std::abs(covered.center().y() - 32) <= 2);

    // Three faces seen, each lit differently (flat Lambert): three distinct inner colours.
    QSet<QRgb> shades;
    for (int y = 0; y < 64; ++y)
      for (int x = 0; x < 64; ++x) {
        const QColor c = image.pixelColor(x, y);
        if (c == kBackground) continue;
        // Skip anti-aliased edge pixels: keep those whose right and lower neighbours match.
        if (x < 63 && y < 63 && image.pixel(x + 1, y) == image.pixel(x, y) &&
            image.pixel(x, y + 1) == image.pixel(x, y))
          shades.insert(image.pixel(x, y));
      }
    QVERIFY2(shades.size() >= 3, qPrintable(QString::number(shades.size())));
  }

  // A three-quarter view from the front-right and above: the top (+y) face is seen,
  // and a box's front-right corner is in the lower middle.
  void viewIsFromFrontRightAbove() {
    MeshData mesh;
    addBox(mesh, {-1, -1, -1}, {1, 1, 1}, Color{200, 200, 200, 255});
    // A small marker box on top: seen from above it appears near the top of the picture.
    addBox(mesh, {-0.2, 1, -0.2}, {0.2, 1.6, 0.2}, Color{30, 40, 230, 255});
    const QImage image = renderMeshThumbnail(mesh, QSize(64, 64), kBackground);
    int blueAbove = 0, blueBelow = 0;
    for (int y = 0; y < 64; ++y)
      for (int x = 0; x < 64; ++x)
        if (bluish(image.pixelColor(x, y))) (y < 32 ? blueAbove : blueBelow)++;
    QVERIFY2(blueAbove > 10 && blueBelow == 0, qPrintable(QString("%1 %2").arg(blueAbove).arg(blueBelow)));
  }

  // The nearer box wins even when drawn first: a z-buffer, not draw order. The boxes sit
  // one behind the other along the line of sight (the renderer's view: 35 degrees round
  // from the front, 30 down); the far one is larger, so it peeks out around the near one.
  void nearerFacesHideFartherOnes() {
    const double yaw = 35 * M_PI / 180, pitch = 30 * M_PI / 180;
    const Vec3 toViewer{std::sin(yaw) * std::cos(pitch), std::sin(pitch), std::cos(yaw) * std::cos(pitch)};
    const Vec3 nearCentre = toViewer * 3.0, farCentre = toViewer * -3.0;
    MeshData mesh;
    addBox(mesh, nearCentre - Vec3{1, 1, 1}, nearCentre + Vec3{1, 1, 1},
           Color{220, 30, 30, 255});  // drawn first
    addBox(mesh, farCentre - Vec3{1.5, 1.5, 1.5}, farCentre + Vec3{1.5, 1.5, 1.5}, Color{30, 30, 220, 255});
    const QImage image = renderMeshThumbnail(mesh, QSize(64, 64), kBackground);
    QVERIFY(reddish(image.pixelColor(32, 32)));
    int red = 0, blue = 0;
    for (int y = 0; y < 64; ++y)
      for (int x = 0; x < 64; ++x) {
        red += reddish(image.pixelColor(x, y));
        blue += bluish(image.pixelColor(x, y));
      }
    QVERIFY2(red > 300 && blue > 100, qPrintable(QString("%1 %2").arg(red).arg(blue)));

    // The far box alone (same vertices, so the same framing) covers the middle too.
    MeshData farOnly = mesh;
    farOnly.subsets.erase(farOnly.subsets.begin());
    const QImage alone = renderMeshThumbnail(farOnly, QSize(64, 64), kBackground);
    QVERIFY(bluish(alone.pixelColor(32, 32)));
  }

  void emptyMeshIsAllBackground() {
    const QImage image = renderMeshThumbnail(MeshData{}, QSize(16, 16));
    QCOMPARE(image.size(), QSize(16, 16));
    for (int y = 0; y < 16; ++y)
      for (int x = 0; x < 16; ++x) QCOMPARE(qAlpha(image.pixel(x, y)), 0);
  }

  // A textured glTF file as the Project dock shows it: the texture's top half (red) above
  // its bottom half (blue); a base colour without texture in that colour.
  void fileThumbnailsShowTexturesAndBaseColours() {
    QTemporaryDir dir;
    const QString textured = dir.filePath("textured/square.gltf");
    const QString skin = dir.filePath("skin/square.gltf");
    QVERIFY(sw::test::writeSquareGltf(textured, Qt::white, sw::test::TextureIn::File,
                                      sw::test::twoToneImage(QColor(255, 0, 0), QColor(0, 0, 255))));
    QVERIFY(sw::test::writeSquareGltf(skin, QColor(0xe6, 0x50, 0x3c), sw::test::TextureIn::None));
    MeshThumbnails thumbnails;
    QSignalSpy ready(&thumbnails, &MeshThumbnails::ready);
    thumbnails.thumbnail(textured);
    thumbnails.thumbnail(skin);
    QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 2, 10000);

    const QImage image = thumbnails.thumbnail(textured);
    QVERIFY(!image.isNull());
    double redY = 0, blueY = 0;
    int reds = 0, blues = 0;
    for (int y = 0; y < image.height(); ++y)
      for (int x = 0; x < image.width(); ++x) {
        const QColor c = image.pixelColor(x, y);
        if (c.alpha() < 255) continue;
        if (reddish(c)) redY += y, ++reds;
        if (bluish(c)) blueY += y, ++blues;
      }
    QVERIFY2(reds > 200 && blues > 200, qPrintable(QStringLiteral("%1 red, %2 blue").arg(reds).arg(blues)));
    QVERIFY(redY / reds < blueY / blues);

    const QImage plain = thumbnails.thumbnail(skin);
    const QColor middle = plain.pixelColor(plain.width() / 2, plain.height() / 2);
    // Flat shading scales the colour: the hue stays #e6503c's.
    QVERIFY2(middle.alpha() == 255 && std::abs(middle.hsvHue() - QColor(0xe6, 0x50, 0x3c).hsvHue()) <= 3,
             qPrintable(middle.name()));
  }

  void cacheRendersOncePerFileVersion() {
    QTemporaryDir dir;
    const QString path = dir.filePath("box.obj");
    QVERIFY(writeFile(path, "v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nf 1 2 3 4\n"));
    MeshThumbnails thumbnails;
    QSignalSpy ready(&thumbnails, &MeshThumbnails::ready);
    QVERIFY(thumbnails.thumbnail(path).isNull());  // rendering
    QVERIFY(ready.wait(10000));
    QCOMPARE(ready.takeFirst().at(0).toString(), path);
    const QImage first = thumbnails.thumbnail(path);
    QVERIFY(!first.isNull());
    QCOMPARE(first.size(), QSize(64, 64));
    QCOMPARE(thumbnails.thumbnail(path).cacheKey(), first.cacheKey());
    QTest::qWait(100);
    QCOMPARE(ready.count(), 0);

    // A new version (other size and time) renders again.
    QTest::qWait(20);
    QVERIFY(writeFile(path, "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n"));
    QVERIFY(thumbnails.thumbnail(path).isNull());
    QVERIFY(ready.wait(10000));
    QVERIFY(!thumbnails.thumbnail(path).isNull());
    QVERIFY(thumbnails.thumbnail(path) != first);

    // Missing and broken files: no thumbnail, no crash.
    QVERIFY(thumbnails.thumbnail(dir.filePath("ghost.obj")).isNull());
    QVERIFY(writeFile(dir.filePath("bad.obj"), "garbage"));
    QVERIFY(thumbnails.thumbnail(dir.filePath("bad.obj")).isNull());
    QVERIFY(ready.wait(10000));
    QVERIFY(thumbnails.thumbnail(dir.filePath("bad.obj")).isNull());
  }
};

QTEST_MAIN(MeshThumbnailTest)
#include "mesh_thumbnail_test.moc"
