// The Tile Editor's scene (ui/tile_editor/tile_editor_view.h) shows a tile's mesh with its
// materials: a red-textured glTF shows red, a base colour without texture shows that
// colour. Needs a real GL context (xvfb-run).
#include <QQuickView>
#include <QTemporaryDir>
#include <QtTest>

#include "document/document.h"
#include "model/tiles/tile_def.h"
#include "support/demo_copy.h"
#include "support/textured_meshes.h"
#include "ui/tile_editor/tile_edit_tool.h"
#include "ui/tile_editor/tile_editor_view.h"
#include "support/frame_pixels.h"

using sw::editor::Document;
using sw::editor::TileEditorView;

namespace {

const QColor kSkin(0xe6, 0x50, 0x3c);

using sw::test::pixelAt;

bool isReddish(QColor c) { return c.red() > 120 && c.red() > c.green() + 80 && c.red() > c.blue() + 80; }

bool looksLike(QColor seen, QColor wanted) {
  const int dh = std::abs(seen.hsvHue() - wanted.hsvHue());
  return std::min(dh, 360 - dh) <= 8 && std::abs(seen.hsvSaturationF() - wanted.hsvSaturationF()) <= 0.15 &&
         seen.valueF() >= wanted.valueF() * 0.7;
}

}  // namespace

class TileEditorArtTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void tileMeshShowsItsMaterials_data() {
    QTest::addColumn<bool>("textured");
    QTest::newRow("red texture") << true;
    QTest::newRow("base colour") << false;
  }
  void tileMeshShowsItsMaterials() {
    QFETCH(bool, textured);
    QTemporaryDir dir;
    const QString project = sw::test::copyDemo(dir);
    const QString mesh = project + "/meshes/art/square.gltf";
    QVERIFY(sw::test::writeSquareGltf(mesh, textured ? QColor(Qt::white) : kSkin,
                                      textured ? sw::test::TextureIn::File : sw::test::TextureIn::None,
                                      sw::test::twoToneImage(Qt::red, Qt::red), QStringLiteral("red.png"), true, 4.0f));
    Document document;
    QVERIFY(document.open(project).empty());
    sw::TileDef* def = document.project().findTileDef("pillars");
    QVERIFY(def);
    def->mesh = "meshes/art/square.gltf";
    TileEditorView view(&document);
    view.resize(500, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    document.setCurrentTileDef(def);
    QTRY_COMPARE(view.tool()->tileDef(), def);
    QTRY_COMPARE_WITH_TIMEOUT(view.pendingMeshLoads(), 0, 20000);

    // Inside the square, away from the lines drawn over it (asked again each time: the
    // view frames the tile once its mesh is in).
    const auto centre = [&] { return QPointF(view.viewWidget()->mapFrom(&view, view.planeToWidget({-2, 2}).toPoint())); };
    QImage image;
    const auto shows = [&] {
      image = view.grabImage();
      const QColor c = pixelAt(image, *view.viewWidget(), centre());
      return textured ? isReddish(c) : looksLike(c, kSkin);
    };
    (void)QTest::qWaitFor(shows, 15000);  // the check below says what showed
    const QColor c = pixelAt(image, *view.viewWidget(), centre());
    QVERIFY2(textured ? isReddish(c) : looksLike(c, kSkin), qPrintable(c.name()));
  }
};

QTEST_MAIN(TileEditorArtTest)
#include "tile_editor_art_test.moc"
