// The viewport's antialiasing choice (view/scene_antialiasing.h): MSAA on a GPU, none on
// a software rasteriser (Mesa llvmpipe under xvfb-run). Whatever the choice, nothing may
// show what was there before an edit: a moved marker and a moved camera show in the very
// next frame, exactly as the still picture does. (Qt 6.4's progressive AA failed this:
// after its refined frames a moved marker stayed where it was.)
#include <QQuickItem>
#include <QQuickView>
#include <QtTest>
#include <cmath>
#include <memory>

#include "model/project/project.h"
#include "model/io/project_io.h"
#include "ui/viewport/level_viewport.h"
#include "view/scene_antialiasing.h"
#include "support/frame_pixels.h"

using namespace sw;
using sw::ui::LevelViewport;

namespace {

int distance(QColor a, QColor b) {
  return std::max({std::abs(a.red() - b.red()), std::abs(a.green() - b.green()), std::abs(a.blue() - b.blue())});
}

using sw::test::pixelAt;

}  // namespace

class ViewportAntialiasingTest : public QObject {
  Q_OBJECT
 private slots:
  void softwareRenderersAreRecognised() {
    QVERIFY(sw::ui::isSoftwareRenderer("llvmpipe (LLVM 15.0.6, 256 bits)"));
    QVERIFY(sw::ui::isSoftwareRenderer("softpipe"));
    QVERIFY(sw::ui::isSoftwareRenderer("Google SwiftShader"));
    QVERIFY(!sw::ui::isSoftwareRenderer("Mesa Intel(R) UHD Graphics 620 (KBL GT2)"));
    QVERIFY(!sw::ui::isSoftwareRenderer("NVIDIA GeForce RTX 3060/PCIe/SSE2"));
    QVERIFY(!sw::ui::isSoftwareRenderer(""));
  }

  void sceneTakesTheChoice() {
    LevelViewport viewport;
    QVERIFY(viewport.quickView()->rootObject());
    QCOMPARE(viewport.quickView()->rootObject()->property("antialiasing").toString(),
             sw::ui::sceneAntialiasingName());
    if (qEnvironmentVariableIsEmpty("SW_VIEWPORT_AA") && sw::ui::isSoftwareRenderer(sw::ui::glRendererName()))
      QCOMPARE(sw::ui::sceneAntialiasing(), sw::ui::SceneAntialiasing::Off);
  }

  void editShowsInTheNextFrame() {
    Project project;
    auto level = std::make_unique<Level>();
    level->name = "one marker";
    auto marker = std::make_unique<Marker>();
    marker->name = "m";
    marker->id = newObjectId();
    marker->position = {2, 2};
    Marker* m = marker.get();
    level->objects.push_back(std::move(marker));
    project.levels.push_back(std::move(level));

    LevelViewport viewport;
    viewport.resize(640, 360);
    viewport.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewport));
    viewport.showLevel(&project, project.levels.front().get());
    viewport.frameAll();
    const QPointF a = viewport.projectToWidget({2, 2, 0});
    const QPointF b = viewport.projectToWidget({8, 2, 0});
    QVERIFY(std::abs(b.x() - a.x()) > 40);
    const auto moveTo = [&](sw::Vec2 to) {
      m->position = to;
      viewport.refreshObjects({m->id});
    };
    // Still pictures with the marker at a and at b: what the next frame must show.
    QTest::qWait(1500);
    const QImage stillAtA = viewport.grabImage();
    moveTo({8, 2});
    QTest::qWait(1500);
    const QImage stillAtB = viewport.grabImage();
    QVERIFY2(distance(pixelAt(stillAtA, viewport, a), pixelAt(stillAtB, viewport, a)) > 60, "the marker shows");
    QVERIFY2(distance(pixelAt(stillAtA, viewport, b), pixelAt(stillAtB, viewport, b)) > 60, "the marker shows");

    // Each edit shows in the very next frame, at both places.
    for (int round = 0; round < 2; ++round) {
      moveTo({2, 2});
      const QImage nextAtA = viewport.grabImage();
      QVERIFY(distance(pixelAt(nextAtA, viewport, a), pixelAt(stillAtA, viewport, a)) <= 12);
      QVERIFY(distance(pixelAt(nextAtA, viewport, b), pixelAt(stillAtA, viewport, b)) <= 12);
      QTest::qWait(300);
      moveTo({8, 2});
      const QImage nextAtB = viewport.grabImage();
      QVERIFY(distance(pixelAt(nextAtB, viewport, a), pixelAt(stillAtB, viewport, a)) <= 12);
      QVERIFY(distance(pixelAt(nextAtB, viewport, b), pixelAt(stillAtB, viewport, b)) <= 12);
      QTest::qWait(300);
    }

    // A camera move too: the arrow pans, the marker's pixel moves in the next frame.
    const QColor markerColor = pixelAt(stillAtB, viewport, b);
    QTest::keyClick(viewport.viewWidget(), Qt::Key_Right);
    const QPointF after = viewport.projectToWidget({8, 2, 0});
    QVERIFY(std::abs(after.x() - b.x()) > 10);
    QVERIFY(distance(pixelAt(viewport.grabImage(), viewport, after), markerColor) <= 12);
    viewport.showLevel(nullptr, nullptr);
  }
};

QTEST_MAIN(ViewportAntialiasingTest)
#include "viewport_antialiasing_test.moc"
