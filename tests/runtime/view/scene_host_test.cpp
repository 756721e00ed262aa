// A scene host's first frame (view/scene_host.h), with a real GL context (xvfb-run). Qt's
// render loop holds the UI thread through a window's first frame, so that frame draws the
// window's colour alone and the scene joins in the next one: the first frame synchronised
// has the View3D hidden, the frames after it have it shown, and what was put in the scene
// before (a red square) is in the picture.
#include <QQuickItem>
#include <QQuickView>
#include <QSignalSpy>
#include <QtTest>
#include <atomic>
#include <memory>
#include <mutex>
#include <vector>

#include "support/frames_until_still.h"
#include "view/camera_controller.h"
#include "view/overlay_geometry.h"
#include "view/scene_host.h"
#include "view/scene_items.h"

using sw::ui::OverlayGeometry;
using sw::ui::SceneHost;

class SceneHostTest : public QObject {
  Q_OBJECT

  // A host, not shown yet, 400 x 300, framing a red square of 8 units around the origin.
  std::unique_ptr<SceneHost> hostWithRedSquare(const QString& name) {
    auto host = std::make_unique<SceneHost>(name);
    host->resize(400, 300);
    sw::ui::SceneItems* items = host->sceneItems();
    if (!items) return host;
    auto* square = new OverlayGeometry();
    square->setParent(items->sceneRoot());
    square->setParentItem(items->sceneRoot());
    square->begin(OverlayGeometry::Kind::Triangles);
    square->addTriangle({-4, -4, 0}, {4, -4, 0}, {4, 4, 0}, Qt::red);
    square->addTriangle({-4, -4, 0}, {4, 4, 0}, {-4, 4, 0}, Qt::red);
    square->commit();
    sw::ui::SceneItems::setMaterials(items->createModel(items->sceneRoot(), square),
                                     {items->createFlatMaterial(items->sceneRoot())});
    sw::ui::CameraController camera;
    camera.setViewportSize(QSize(400, 300));
    camera.setSceneBounds({-10, -10, -1}, {10, 10, 1});
    camera.frame({-10, -10, 0}, {10, 10, 0});
    host->pushCamera(camera);
    return host;
  }

  static bool redAtCentre(const QImage& shot) {
    if (shot.isNull()) return false;
    const QColor c = shot.pixelColor(shot.width() / 2, shot.height() / 2);
    return c.red() > 150 && c.green() < 100 && c.blue() < 100;
  }

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void firstFrameDrawsTheWindowColourAlone() {
    std::unique_ptr<SceneHost> host = hostWithRedSquare(QStringLiteral("firstFrameSurface"));
    QVERIFY(host->sceneItems());
    auto* sceneView = host->quickView()->rootObject()->findChild<QQuickItem*>(QStringLiteral("sceneView"));
    QVERIFY(sceneView);
    QVERIFY(!host->isSceneShown());
    // Whether each synchronised frame held the View3D, read on the render thread while the
    // UI thread waits for the synchronisation.
    std::mutex mutex;
    std::vector<bool> viewInFrame;
    std::atomic<int> swapped{0};
    connect(
        host->quickView(), &QQuickWindow::afterSynchronizing, this,
        [&] {
          std::lock_guard lock(mutex);
          viewInFrame.push_back(sceneView->isVisible());
        },
        Qt::DirectConnection);
    connect(host->quickView(), &QQuickWindow::frameSwapped, this, [&] { ++swapped; }, Qt::DirectConnection);
    QSignalSpy shown(host.get(), &SceneHost::sceneShown);
    host->show();
    QVERIFY(QTest::qWaitForWindowExposed(host.get()));
    QTRY_COMPARE(shown.count(), 1);
    QVERIFY(host->isSceneShown());
    sw::test::framesUntilStill(swapped);
    {
      std::lock_guard lock(mutex);
      QVERIFY2(viewInFrame.size() >= 2, qPrintable(QString::number(viewInFrame.size())));
      QCOMPARE(viewInFrame.front(), false);
      QCOMPARE(viewInFrame.back(), true);
    }
    // Once only: more frames do not hide it again.
    host->quickView()->update();
    sw::test::framesUntilStill(swapped);
    QCOMPARE(shown.count(), 1);
    QVERIFY(redAtCentre(host->grabImage()));
    disconnect(host->quickView(), nullptr, this, nullptr);  // before the locals go
  }
};

QTEST_MAIN(SceneHostTest)
#include "scene_host_test.moc"
