#include "view/camera_controller.h"

#include <QtTest>
#include <array>
#include <cmath>

using sw::ui::CameraController;

namespace {

bool samePoint(QPointF a, QPointF b, double tolerance = 1e-2) {
  return std::abs(a.x() - b.x()) < tolerance && std::abs(a.y() - b.y()) < tolerance;
}

std::array<QVector3D, 8> cornersOf(QVector3D lo, QVector3D hi) {
  return {QVector3D(lo.x(), lo.y(), lo.z()), QVector3D(hi.x(), lo.y(), lo.z()),
          QVector3D(lo.x(), hi.y(), lo.z()), QVector3D(hi.x(), hi.y(), lo.z()),
          QVector3D(lo.x(), lo.y(), hi.z()), QVector3D(hi.x(), lo.y(), hi.z()),
          QVector3D(lo.x(), hi.y(), hi.z()), QVector3D(hi.x(), hi.y(), hi.z())};
}

CameraController camera(bool orthographic, double yaw = 0, double pitch = 0) {
  CameraController c;
  c.setViewportSize({800, 450});
  c.setOrthographic(orthographic);
  c.setOrientation(yaw, pitch);
  return c;
}

}  // namespace

class CameraControllerTest : public QObject {
  Q_OBJECT
 private slots:
  void defaultLooksDownMinusZAtThePlayPlane() {
    CameraController c = camera(true);
    c.setSceneBounds({-16, -9, -5}, {16, 9, 3});
    QVERIFY(qFuzzyCompare(c.back(), QVector3D(0, 0, 1)));
    QVERIFY(qFuzzyCompare(c.right(), QVector3D(1, 0, 0)));
    QVERIFY(c.position().z() > 3);
    // Everything between the front and the back of the scene is inside the clip range.
    QVERIFY(c.position().z() - c.clipNear() > 3);
    QVERIFY(c.position().z() - c.clipFar() < -5);
    QVERIFY(samePoint(c.project(c.target()), QPointF(400, 225)));
  }

  void frameAllContainsTheBounds_data() {
    QTest::addColumn<bool>("orthographic");
    QTest::addColumn<double>("yaw");
    QTest::addColumn<double>("pitch");
    QTest::addColumn<QVector3D>("lo");
    QTest::addColumn<QVector3D>("hi");
    const QVector3D chainLo(-16, -9, -4), chainHi(80, 12, 2);  // wide
    const QVector3D towerLo(-3, -40, -1), towerHi(5, 30, 6);   // tall
    for (bool ortho : {true, false}) {
      const char* mode = ortho ? "ortho" : "persp";
      QTest::addRow("%s front wide", mode) << ortho << 0.0 << 0.0 << chainLo << chainHi;
      QTest::addRow("%s front tall", mode) << ortho << 0.0 << 0.0 << towerLo << towerHi;
      QTest::addRow("%s orbited wide", mode) << ortho << 35.0 << 25.0 << chainLo << chainHi;
      QTest::addRow("%s orbited tall", mode) << ortho << -60.0 << -40.0 << towerLo << towerHi;
    }
  }
  void frameAllContainsTheBounds() {
    QFETCH(bool, orthographic);
    QFETCH(double, yaw);
    QFETCH(double, pitch);
    QFETCH(QVector3D, lo);
    QFETCH(QVector3D, hi);
    CameraController c = camera(orthographic, yaw, pitch);
    c.setSceneBounds(lo, hi);
    c.setUnitsPerPixel(5.0);  // start far off: framing must not depend on it
    c.setTarget({1000, -300, 20});
    c.frame(lo, hi, 0.05);
    double minX = 1e9, maxX = -1e9, minY = 1e9, maxY = -1e9;
    for (const QVector3D& corner : cornersOf(lo, hi)) {
      const QPointF p = c.project(corner);
      QVERIFY2(std::isfinite(p.x()) && std::isfinite(p.y()), "corner behind the camera");
      minX = std::min(minX, p.x()), maxX = std::max(maxX, p.x());
      minY = std::min(minY, p.y()), maxY = std::max(maxY, p.y());
    }
    // Inside the view with the margin (5% of 800 = 40 px, of 450 = 22.5 px) ...
    QVERIFY2(minX >= 40 - 0.5 && maxX <= 760 + 0.5 && minY >= 22.5 - 0.5 && maxY <= 427.5 + 0.5,
             qPrintable(QString("x %1..%2 y %3..%4").arg(minX).arg(maxX).arg(minY).arg(maxY)));
    // ... and fitted: one side touches the margin, not a tiny picture in the middle.
    const bool fitsWidth = minX < 40 + 1 || maxX > 760 - 1;
    const bool fitsHeight = minY < 22.5 + 1 || maxY > 427.5 - 1;
    QVERIFY(fitsWidth || fitsHeight);
    // Clip planes keep all of it.
    for (const QVector3D& corner : cornersOf(lo, hi)) {
      const double depth = QVector3D::dotProduct(corner - c.position(), -c.back());  // in front of the camera
      QVERIFY(depth > c.clipNear() && depth < c.clipFar());
    }
  }

  void zoomKeepsThePointUnderTheCursor_data() {
    QTest::addColumn<bool>("orthographic");
    QTest::newRow("ortho") << true;
    QTest::newRow("persp") << false;
  }
  void zoomKeepsThePointUnderTheCursor() {
    QFETCH(bool, orthographic);
    CameraController c = camera(orthographic);
    c.setTarget({10, 2, 0});
    c.setUnitsPerPixel(0.1);
    const QPointF cursor(620, 90);
    QVector3D under;
    QVERIFY(c.pointOnPlane(cursor, 0.0, &under));
    c.zoom(1.5, &cursor);
    QVERIFY(std::abs(c.unitsPerPixel() - 0.1 / 1.5) < 1e-9);
    QVERIFY2(samePoint(c.project(under), cursor),
             qPrintable(QString("%1,%2").arg(c.project(under).x()).arg(c.project(under).y())));
    c.zoom(1.0 / 3.0, &cursor);
    QVERIFY(samePoint(c.project(under), cursor));
  }

  void zoomWithoutCursorKeepsTheCentre() {
    CameraController c = camera(true);
    c.setTarget({3, 4, 0});
    c.zoom(2.0);
    QVERIFY(qFuzzyCompare(c.target(), QVector3D(3, 4, 0)));
  }

  void wheelZoomsOneStepPerNotchTowardTheCursor() {
    CameraController c = camera(true);
    c.setUnitsPerPixel(0.1);
    const QPointF cursor(620, 90);
    QVector3D under;
    QVERIFY(c.pointOnPlane(cursor, 0.0, &under));
    QVERIFY(!c.zoomByWheel(QPoint(0, 0), cursor));
    QCOMPARE(c.unitsPerPixel(), 0.1);
    QVERIFY(c.zoomByWheel(QPoint(0, 120), cursor));
    QVERIFY(std::abs(c.unitsPerPixel() - 0.1 / 1.2) < 1e-9);
    QVERIFY(samePoint(c.project(under), cursor));
    QVERIFY(c.zoomByWheel(QPoint(-240, 0), cursor));  // a horizontal wheel counts too
    QVERIFY(std::abs(c.unitsPerPixel() - 0.1 * 1.2) < 1e-9);
  }

  void panMovesContentWithTheMouse_data() { zoomKeepsThePointUnderTheCursor_data(); }
  void panMovesContentWithTheMouse() {
    QFETCH(bool, orthographic);
    CameraController c = camera(orthographic);
    c.setUnitsPerPixel(0.05);
    const QVector3D p(2, 1, 0);
    const QPointF before = c.project(p);
    c.pan({30, -12});
    QVERIFY(samePoint(c.project(p), before + QPointF(30, -12)));
    // Panning moves in the view plane, never toward or away from the scene.
    QVERIFY(std::abs(c.target().z()) < 1e-6);
  }

  void orbitTurnsAroundTheTarget() {
    CameraController c = camera(false);
    c.setTarget({5, 1, 0});
    c.setUnitsPerPixel(0.05);
    const double distance = (c.position() - c.target()).length();
    c.orbit(30, 20);
    QVERIFY(qFuzzyCompare(c.target(), QVector3D(5, 1, 0)));
    QVERIFY(std::abs((c.position() - c.target()).length() - distance) < 1e-3);
    QVERIFY(samePoint(c.project(c.target()), QPointF(400, 225)));
    // Positive pitch looks down from above, positive yaw moves the camera to +x.
    QVERIFY(c.position().y() > c.target().y());
    QVERIFY(c.position().x() > c.target().x());
    QCOMPARE(c.yaw(), 30.0);
    QCOMPARE(c.pitch(), 20.0);
  }

  void pitchStopsShortOfStraightDown() {
    CameraController c = camera(false);
    c.orbit(0, 200);
    QVERIFY(c.pitch() < 90.0);
    c.orbit(0, -400);
    QVERIFY(c.pitch() > -90.0);
    c.orbit(370, 0);
    QVERIFY(std::abs(c.yaw() - 10.0) < 1e-9);
  }

  void toggleKeepsTheViewCentreAndScale() {
    CameraController c = camera(true, 20, 10);
    c.setTarget({7, -2, 0});
    c.setUnitsPerPixel(0.04);
    // A point on the plane through the target facing the camera, off centre.
    const QVector3D onPlane = c.pointOnTargetPlane({600, 100});
    const QPointF orthoCentre = c.project(c.target());
    const QPointF orthoPoint = c.project(onPlane);
    c.setOrthographic(false);
    QVERIFY(samePoint(c.project(c.target()), orthoCentre));
    QVERIFY(samePoint(c.project(onPlane), orthoPoint));
    c.setOrthographic(true);
    QVERIFY(samePoint(c.project(onPlane), orthoPoint));
  }

  void pointOnPlaneInvertsProject_data() { zoomKeepsThePointUnderTheCursor_data(); }
  void pointOnPlaneInvertsProject() {
    QFETCH(bool, orthographic);
    CameraController c = camera(orthographic, 25, 30);
    c.setUnitsPerPixel(0.03);
    for (const QPointF pixel : {QPointF(10, 10), QPointF(400, 225), QPointF(790, 300)}) {
      QVector3D world;
      QVERIFY(c.pointOnPlane(pixel, 0.0, &world));
      QVERIFY(std::abs(world.z()) < 1e-4);
      QVERIFY(samePoint(c.project(world), pixel));
    }
  }

  void magnificationIsPixelsPerUnit() {
    CameraController c = camera(true);
    c.setUnitsPerPixel(0.05);
    QCOMPARE(c.magnification(), 20.0);
    // One unit to the right is 20 pixels to the right.
    QVERIFY(samePoint(c.project(c.target() + QVector3D(1, 0, 0)), QPointF(420, 225)));
  }

  void badInputIsIgnored() {
    CameraController c = camera(true);
    c.setUnitsPerPixel(0.05);
    c.zoom(std::nan(""));
    c.zoom(-2);
    c.setUnitsPerPixel(std::nan(""));
    c.setOrientation(std::nan(""), 0);
    QCOMPARE(c.unitsPerPixel(), 0.05);
    QCOMPARE(c.yaw(), 0.0);
  }
};

QTEST_GUILESS_MAIN(CameraControllerTest)
#include "camera_controller_test.moc"
