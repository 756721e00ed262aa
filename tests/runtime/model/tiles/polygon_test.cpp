#include <QtTest>
#include <cmath>

#include "model/tiles/polygon.h"

using namespace sw;

class PolygonTest : public QObject {
  Q_OBJECT
 private slots:
  void convexAndConcaveAreFine() {
    QVERIFY(!polygonProblem({{0, 0}, {4, 0}, {4, 2}, {0, 2}}));
    QVERIFY(!polygonProblem({{0, 0}, {6, 0}, {6, 4}, {3, 1}, {0, 4}}));  // a notch: concave
    QCOMPARE(signedArea({{0, 0}, {4, 0}, {4, 2}, {0, 2}}), 8.0);
  }

  void selfIntersectionIsRefused() {
    auto bowTie = polygonProblem({{0, 0}, {4, 4}, {4, 0}, {0, 4}});
    QVERIFY(bowTie);
    QVERIFY(bowTie->find("crosses itself") != std::string::npos);
    // A spike folding back through an earlier edge.
    QVERIFY(polygonProblem({{0, 0}, {6, 0}, {6, 4}, {2, -1}, {0, 4}}));
    // Touching an earlier edge with a corner counts as crossing.
    QVERIFY(polygonProblem({{0, 0}, {6, 0}, {6, 4}, {3, 0}, {0, 4}}));
  }

  void degenerateInputIsRefused() {
    QVERIFY(polygonProblem({{0, 0}, {1, 1}}));
    QVERIFY(polygonProblem({{0, 0}, {1, 1}, {2, 2}}));  // no area
    QVERIFY(polygonProblem({{0, 0}, {1, 0}, {1, 0}, {0, 1}}));
    QVERIFY(polygonProblem({{0, 0}, {1, std::nan("")}, {0, 1}}));
  }

  void segmentIntersection() {
    QVERIFY(segmentsIntersect({0, 0}, {2, 2}, {0, 2}, {2, 0}));
    QVERIFY(!segmentsIntersect({0, 0}, {1, 0}, {0, 1}, {1, 1}));
    QVERIFY(segmentsIntersect({0, 0}, {2, 0}, {1, 0}, {3, 0}));  // collinear overlap
    QVERIFY(!segmentsIntersect({0, 0}, {1, 0}, {2, 0}, {3, 0}));  // collinear apart
  }
};

QTEST_APPLESS_MAIN(PolygonTest)
#include "polygon_test.moc"
