// What a creature can do on a pathing graph (graph/nav_abilities.h): the limits of each
// action, and the actions that make no sense for their ends whoever takes them.
#include <QTest>
#include <cmath>
#include <limits>

#include "graph/nav_abilities.h"

using namespace sw;
using namespace sw::graph;

namespace {
NavAbilities jumper() {
  NavAbilities a;
  a.jumpHeight = 3;
  a.jumpDistance = 6;
  a.fallHeight = 10;
  a.canGrip = true;
  a.gripReach = 1.5;
  return a;
}
}  // namespace

class NavAbilitiesTest : public QObject {
  Q_OBJECT
 private slots:
  void jumpsAreLimitedByHeightGapAndSafeDrop() {
    const NavAbilities a = jumper();
    QVERIFY(canTraverse(a, {0, 0}, {5, 3}, NavAction::Jump));
    QVERIFY(!canTraverse(a, {0, 0}, {5, 3.01}, NavAction::Jump));   // too high
    QVERIFY(!canTraverse(a, {0, 0}, {6.5, 0}, NavAction::Jump));    // too wide
    QVERIFY(canTraverse(a, {0, 0}, {-6, 0}, NavAction::Jump));      // either way
    QVERIFY(canTraverse(a, {0, 0}, {6, -4}, NavAction::Jump));      // across and down
  }

  void gripsReachAboveTheJumpByTheHands() {
    NavAbilities a = jumper();
    QVERIFY(canTraverse(a, {0, 0}, {1, 4.5}, NavAction::Grip));   // 3 + 1.5
    QVERIFY(!canTraverse(a, {0, 0}, {1, 4.6}, NavAction::Grip));
    QVERIFY(!canTraverse(a, {0, 0}, {7, 2}, NavAction::Grip));    // too far across
    a.canGrip = false;
    QVERIFY(!canTraverse(a, {0, 0}, {1, 2}, NavAction::Grip));
  }

  void fallsClimbsWalks() {
    NavAbilities a = jumper();
    QVERIFY(canTraverse(a, {0, 10}, {3, 0}, NavAction::Fall));
    QVERIFY(!canTraverse(a, {0, 10.5}, {3, 0}, NavAction::Fall));  // deadly
    a.fallHeight = std::numeric_limits<double>::infinity();
    QVERIFY(canTraverse(a, {0, 1000}, {3, 0}, NavAction::Fall));
    QVERIFY(!canTraverse(a, {0, 0}, {0, 20}, NavAction::Climb));
    a.canClimb = true;
    QVERIFY(canTraverse(a, {0, 0}, {0, 20}, NavAction::Climb));   // ladders have no height limit
    const NavAbilities nothing;
    QVERIFY(canTraverse(nothing, {0, 0}, {100, 7}, NavAction::Walk));
    QVERIFY(!canTraverse(nothing, {0, 0}, {1, 0.5}, NavAction::Jump));
    QVERIFY(!canTraverse(jumper(), {0, 0}, {1, 0}, NavAction::None));
  }

  void actionsThatContradictTheirEnds() {
    // Going down: a climb or a grip is nonsense, a jump only when steeper than across.
    QVERIFY(!actionFitsEnds({0, 4}, {1, 0}, NavAction::Climb));
    QVERIFY(!actionFitsEnds({0, 4}, {1, 0}, NavAction::Grip));
    QVERIFY(!actionFitsEnds({0, 4}, {1, 0}, NavAction::Jump));
    QVERIFY(actionFitsEnds({0, 4}, {5, 0}, NavAction::Jump));
    QVERIFY(actionFitsEnds({0, 4}, {1, 0}, NavAction::Fall));
    // Going up: a fall is nonsense.
    QVERIFY(!actionFitsEnds({0, 0}, {1, 4}, NavAction::Fall));
    QVERIFY(!canTraverse(jumper(), {0, 0}, {1, 2}, NavAction::Fall));
    // Within the tolerance, a level link: anything goes.
    for (NavAction action : {NavAction::Walk, NavAction::Jump, NavAction::Fall, NavAction::Climb, NavAction::Grip}) {
      QVERIFY(actionFitsEnds({0, 0}, {1, kNavLevelTolerance}, action));
      QVERIFY(actionFitsEnds({0, 0}, {1, -kNavLevelTolerance}, action));
    }
    QVERIFY(actionFitsEnds({0, 0}, {0, 30}, NavAction::Walk));
    QVERIFY(!actionFitsEnds({0, std::nan("")}, {0, 0}, NavAction::Walk));
  }
};

QTEST_APPLESS_MAIN(NavAbilitiesTest)
#include "nav_abilities_test.moc"
