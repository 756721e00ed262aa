// OverlayDetail: what a rebuild of the viewport's overlays draws. Shapes outside the area
// are left out, identical pixel-sized shapes thin out only where they pile up (per kind
// and colour), curves are sampled a few pixels apart, and a default detail draws all.
#include <QtTest>

#include "view/overlay_detail.h"

using sw::Vec2;
using sw::ui::OverlayDetail;

class OverlayDetailTest : public QObject {
  Q_OBJECT
 private slots:
  void defaultDrawsEverything() {
    OverlayDetail all;
    const auto style = OverlayDetail::styleOf(OverlayDetail::Shape::Marker, qRgb(255, 0, 0));
    for (int i = 0; i < 100; ++i) QVERIFY(all.admit({1e6, -1e6}, 0.1, style));
    QVERIFY(all.reaches(QRectF(-1e9, -1e9, 1, 1)));
    QCOMPARE(all.samplesFor(0.001, 24), 24);
  }

  void areaLeavesOutWhatDoesNotReachIt() {
    OverlayDetail detail(QRectF(0, 0, 100, 50), 0);  // no thinning, only the area
    const auto style = OverlayDetail::styleOf(OverlayDetail::Shape::Marker, qRgb(0, 0, 255));
    QVERIFY(detail.admit({50, 25}, 1, style));
    QVERIFY(!detail.admit({200, 25}, 1, style));
    QVERIFY(detail.admit({100.5, 25}, 1, style));  // its edge reaches in
    QVERIFY(!detail.reaches(QRectF(QPointF(101, 0), QPointF(120, 10))));
    QVERIFY(detail.reaches(QRectF(QPointF(-10, 60), QPointF(200, 60)).adjusted(0, -20, 0, 0)));
    // A degenerate rectangle (a vertical line) inside the area still reaches it.
    QVERIFY(detail.reaches(QRectF(QPointF(10, 10), QPointF(10, 40))));
    // A null area is everywhere.
    OverlayDetail anywhere(QRectF(), 0);
    QVERIFY(anywhere.admit({1e7, 1e7}, 1, style));
  }

  void crowdedShapesThinOutPerKindAndColour() {
    OverlayDetail detail(QRectF(), 1.0);  // one unit a pixel
    const auto red = OverlayDetail::styleOf(OverlayDetail::Shape::SpawnRing, qRgb(255, 0, 0));
    const auto blue = OverlayDetail::styleOf(OverlayDetail::Shape::SpawnRing, qRgb(0, 0, 255));
    const auto redMarker = OverlayDetail::styleOf(OverlayDetail::Shape::Marker, qRgb(255, 0, 0));
    int drawn = 0;
    for (int i = 0; i < 10; ++i) drawn += detail.admit({1.0 + i * 0.1, 1.0}, 10, red) ? 1 : 0;
    QCOMPARE(drawn, OverlayDetail::kPerCell);
    // Other colours and other kinds are not crowded out by those.
    QVERIFY(detail.admit({1.0, 1.0}, 10, blue));
    QVERIFY(detail.admit({1.0, 1.0}, 10, redMarker));
    // Shapes a radius or more apart each get drawn: 20 rings in a row, 10 apart.
    OverlayDetail spread(QRectF(), 1.0);
    drawn = 0;
    for (int i = 0; i < 20; ++i) drawn += spread.admit({i * 10.0 + 5.0, 5.0}, 10, red) ? 1 : 0;
    QCOMPARE(drawn, 20);
    // Zoomed in (a small radius in world units) the same piled-up shapes all show again.
    OverlayDetail zoomedIn(QRectF(), 0.001);
    drawn = 0;
    for (int i = 0; i < 10; ++i) drawn += zoomedIn.admit({1.0 + i * 0.1, 1.0}, 0.01, red) ? 1 : 0;
    QCOMPARE(drawn, 10);
  }

  void impossibleValuesDrawRatherThanHide() {
    OverlayDetail detail(QRectF(), 1.0);
    const auto style = OverlayDetail::styleOf(OverlayDetail::Shape::Marker, qRgb(1, 2, 3));
    // Beyond the cell grid's range, or a radius of zero: never thinned.
    for (int i = 0; i < 5; ++i) QVERIFY(detail.admit({1e300, 0}, 1, style));
    for (int i = 0; i < 5; ++i) QVERIFY(detail.admit({0, 0}, 0, style));
    OverlayDetail nan(QRectF(), std::numeric_limits<double>::quiet_NaN());
    QCOMPARE(nan.unitsPerPixel(), 0.0);
    QCOMPARE(nan.samplesFor(5, 24), 24);
    QCOMPARE(detail.samplesFor(std::numeric_limits<double>::infinity(), 24), 24);
  }

  void curvesAreSampledAFewPixelsApart() {
    OverlayDetail detail(QRectF(), 0.5);  // half a unit a pixel: 6 px = 3 units
    QCOMPARE(detail.samplesFor(0.0, 24), 1);
    QCOMPARE(detail.samplesFor(2.9, 24), 1);
    QCOMPARE(detail.samplesFor(30.0, 24), 10);
    QCOMPARE(detail.samplesFor(3000.0, 24), 24);  // never more than before
  }
};

QTEST_APPLESS_MAIN(OverlayDetailTest)
#include "overlay_detail_test.moc"
