// The repeated frame an underlay View3D asks for (view/repeat_frame_filter.h), with a real
// GL context (xvfb-run): an edit of the scene draws one frame, not two; a camera move still
// gets its repeat (a pan's frames come back to back), a camera that only steps along its
// view axis (the level's extent changed) does not; a full-update request that no
// synchronisation came before (Qt's retry after a failed frame) still draws a frame; and
// what the edit changed is in the frame drawn.
#include <QQuickView>
#include <QtTest>
#include <atomic>

#include "support/frames_until_still.h"
#include "view/camera_controller.h"
#include "view/overlay_geometry.h"
#include "view/repeat_frame_filter.h"
#include "view/scene_host.h"
#include "view/scene_items.h"

using sw::ui::OverlayGeometry;
using sw::ui::SceneHost;

class RepeatFrameFilterTest : public QObject {
  Q_OBJECT
  std::unique_ptr<SceneHost> host_;
  OverlayGeometry* lines_ = nullptr;
  sw::ui::CameraController camera_;
  std::atomic<int> swapped_{0};

  int framesUntilStill() { return sw::test::framesUntilStill(swapped_); }

  // `count` red lines across the middle of the view, a tenth of a unit apart upwards.
  void drawLines(int count) {
    lines_->begin(OverlayGeometry::Kind::Lines);
    lines_->addLine({-15, -15, 0}, {15, 15, 0}, Qt::red);
    for (int i = 0; i < count; ++i) lines_->addLine({-5, float(i) * 0.1f, 0}, {5, float(i) * 0.1f, 0}, Qt::red);
    lines_->commit();
  }

 private slots:
  void initTestCase() {
    host_ = std::make_unique<SceneHost>(QStringLiteral("repeatFrameSurface"));
    host_->resize(400, 300);
    host_->show();
    QVERIFY(QTest::qWaitForWindowExposed(host_.get()));
    sw::ui::SceneItems* items = host_->sceneItems();
    QVERIFY(items);
    lines_ = new OverlayGeometry();
    lines_->setParent(items->sceneRoot());
    lines_->setParentItem(items->sceneRoot());
    sw::ui::SceneItems::setMaterials(items->createModel(items->sceneRoot(), lines_),
                            {items->createFlatMaterial(items->sceneRoot())});
    connect(
        host_->quickView(), &QQuickWindow::frameSwapped, this, [this] { ++swapped_; }, Qt::DirectConnection);
    camera_.setViewportSize(host_->viewWidget()->size());
    camera_.setSceneBounds({-10, -10, -1}, {10, 10, 1});
    camera_.frame({-10, -10, 0}, {10, 10, 0});
    host_->pushCamera(camera_);
    // Lines spread over the first cell of the bounds grid (overlay_geometry.cpp), so the
    // edits below change no bounds (which would ask for a frame of their own).
    lines_->begin(OverlayGeometry::Kind::Lines);
    lines_->addLine({-15, -15, 0}, {15, 15, 0}, Qt::red);
    lines_->commit();
    framesUntilStill();
  }

  void anEditDrawsOneFrame() {
    const int dropped = host_->repeatFrames()->dropped();
    drawLines(2);
    QCOMPARE(framesUntilStill(), 1);
    QCOMPARE(host_->repeatFrames()->dropped(), dropped + 1);
    // And the frame holds the edit: the second line, a tenth of a unit above the first,
    // is red in the picture (grabbing draws a frame of its own, from the same scene).
    drawLines(40);  // lines 0 to 3.9 units up: a band of red across the middle
    QCOMPARE(framesUntilStill(), 1);
    const QImage shot = host_->grabImage();
    QVERIFY(!shot.isNull());
    const QPointF above = camera_.project({0.0f, 2.0f, 0.0f});  // in the view's pixels
    const double scale = double(shot.width()) / host_->viewWidget()->width();
    const QColor c = shot.pixelColor(QPoint(int(above.x() * scale), int(above.y() * scale)));
    QVERIFY2(c.red() > 150 && c.green() < 100, qPrintable(c.name()));
    framesUntilStill();
  }

  void aCameraMoveKeepsItsRepeat() {
    const int dropped = host_->repeatFrames()->dropped();
    camera_.pan(QPointF(12, 0));
    host_->pushCamera(camera_);
    QCOMPARE(framesUntilStill(), 2);  // the move, and the frame asked for after it
    QCOMPARE(host_->repeatFrames()->dropped(), dropped);
  }

  void anExtentChangeIsNoCameraMove() {
    // After an edit the level's extent changes; an orthographic camera then steps along its
    // view axis to stay in front of it, and its clip planes follow: the same picture.
    const int dropped = host_->repeatFrames()->dropped();
    const QVector3D before = camera_.position();
    camera_.setSceneBounds({-10, -10, -1}, {10, 10, 6});
    QVERIFY(camera_.position() != before);
    host_->pushCamera(camera_);
    drawLines(3);
    QCOMPARE(framesUntilStill(), 1);
    QCOMPARE(host_->repeatFrames()->dropped(), dropped + 1);
  }

  void aRetryWithoutSyncReachesTheWindow() {
    const int dropped = host_->repeatFrames()->dropped();
    QCoreApplication::postEvent(host_->quickView(), new QEvent(QEvent::Type(QEvent::User + 1)));
    QCOMPARE(framesUntilStill(), 1);
    QCOMPARE(host_->repeatFrames()->dropped(), dropped);
  }

  void cleanupTestCase() { host_.reset(); }
};

QTEST_MAIN(RepeatFrameFilterTest)
#include "repeat_frame_filter_test.moc"
