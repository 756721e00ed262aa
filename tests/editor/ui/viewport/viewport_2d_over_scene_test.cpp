// 2D items drawn over the 3D scene (the selection tool's rubber band, Play's HUD) cover
// the art as well as the background. The scene is a View3D drawn as an underlay into the
// view's window (view/scene_host.h); Qt Quick's 2D renderer tests depth by default, and
// the art's depth then hid the band and the HUD wherever art was nearer (seen in the
// editor: the HUD vanished behind the demo's back wall). The host turns the 2D depth
// buffer off.
#include <QtTest>

#include "model/io/project_io.h"
#include "support/demo_copy.h"
#include "ui/viewport/level_viewport.h"

using namespace sw;
using sw::ui::LevelViewport;

class Viewport2dOverSceneTest : public QObject {
  Q_OBJECT
 private slots:
  void rubberBandTintsTheArtToo() {
    QTemporaryDir dir;
    ProjectLoad load = loadProject(sw::test::copyDemo(dir).toStdString() + "/project.json");
    QVERIFY(load.project);
    LevelViewport viewport;
    viewport.resize(800, 500);
    viewport.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewport));
    viewport.showLevel(load.project.get(), load.project->levels.front().get());
    QTRY_COMPARE_WITH_TIMEOUT(viewport.pendingMeshLoads(), 0, 20000);
    QTest::qWait(200);
    const QImage plain = viewport.grabImage().convertToFormat(QImage::Format_RGB32);
    const QColor background = viewport.clearColor();

    const QSize size = viewport.viewWidget()->size();
    viewport.setBand(QRectF(QPointF(0, 0), QSizeF(size)), true);
    const QImage banded = viewport.grabImage().convertToFormat(QImage::Format_RGB32);
    QCOMPARE(banded.size(), plain.size());

    // Every pixel showing art (not the background) must be tinted by the band.
    int art = 0, untinted = 0;
    for (int y = 2; y < plain.height() - 2; y += 3)
      for (int x = 2; x < plain.width() - 2; x += 3) {
        const QColor p = plain.pixelColor(x, y);
        if (std::abs(p.red() - background.red()) + std::abs(p.green() - background.green()) +
                std::abs(p.blue() - background.blue()) < 12)
          continue;
        ++art;
        if (banded.pixel(x, y) == plain.pixel(x, y)) ++untinted;
      }
    QVERIFY2(art > 500, qPrintable(QString::number(art)));  // the demo's art is in view
    QVERIFY2(untinted * 100 < art, qPrintable(QStringLiteral("%1 of %2 art pixels not under the band").arg(untinted).arg(art)));
  }
};

QTEST_MAIN(Viewport2dOverSceneTest)
#include "viewport_2d_over_scene_test.moc"
