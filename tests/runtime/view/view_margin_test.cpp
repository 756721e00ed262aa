// The one rule for areas that follow the camera (view/view_margin.h): the tile art, the
// overlays and the tile layers build for the view grown by a margin, and build again
// when the view leaves it, becomes unknown, or zooms in well inside it.
#include "view/view_margin.h"

#include <QtTest>

using sw::ui::areaAround;
using sw::ui::areaNeedsRebuild;

class ViewMarginTest : public QObject {
  Q_OBJECT
 private slots:
  void theAreaIsTheViewGrownByTheMargin() {
    QCOMPARE(areaAround(QRectF(10, 20, 4, 2), 1.0), QRectF(6, 18, 12, 6));
    QCOMPARE(areaAround(QRectF(10, 20, 4, 2), 0.5), QRectF(8, 19, 8, 4));
    QVERIFY(areaAround(QRectF(), 1.0).isNull());               // unknown: everything
    QVERIFY(areaAround(QRectF(0, 0, -1, 2), 1.0).isNull());    // invalid: everything
  }

  void panningWithinTheAreaBuildsNothing() {
    const QRectF view(0, 0, 10, 6);
    const QRectF built = areaAround(view, 1.0);
    QVERIFY(!areaNeedsRebuild(built, view));
    QVERIFY(!areaNeedsRebuild(built, view.translated(9, -5)));   // to the area's edges
    QVERIFY(areaNeedsRebuild(built, view.translated(11, 0)));    // past them
  }

  void zoomingWellInsideBuildsAgain() {
    const QRectF built = areaAround(QRectF(0, 0, 10, 6), 1.0);  // 30 x 18
    QVERIFY(!areaNeedsRebuild(built, QRectF(2, 2, 8, 5)));
    QVERIFY(areaNeedsRebuild(built, QRectF(2, 2, 7, 5)));        // under a quarter wide
    QVERIFY(areaNeedsRebuild(built, QRectF(2, 2, 8, 4)));        // under a quarter high
  }

  void anUnknownViewOrAreaBuildsEverything() {
    QVERIFY(!areaNeedsRebuild(QRectF(), QRectF()));                  // everything already
    QVERIFY(areaNeedsRebuild(QRectF(0, 0, 30, 18), QRectF()));      // view lost: everything
    QVERIFY(areaNeedsRebuild(QRectF(), QRectF(0, 0, 10, 6)));       // view found: just around it
  }
};

QTEST_APPLESS_MAIN(ViewMarginTest)
#include "view_margin_test.moc"
