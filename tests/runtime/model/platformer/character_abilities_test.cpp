// A platformer character as the route finder sees it (model/platformer/character_abilities.h):
// the jump's reach from its numbers, worked out here by hand.
#include <QTest>
#include <cmath>

#include "model/platformer/character_abilities.h"

using namespace sw;

class CharacterAbilitiesTest : public QObject {
  Q_OBJECT
 private slots:
  void theJumpReachesWhatItsNumbersSay() {
    CharacterType c = defaultCharacter("hero");
    c.jumpHeight = 2;
    c.gravity = 0.01;
    c.fallGravityScale = 2;
    c.terminalSpeed = 10;  // never reached
    c.runSpeed = 0.1;
    c.height = 1.5;
    const graph::NavAbilities a = abilitiesOf(c);
    // Up sqrt(2 * 2 / 0.01) = 20 ticks, down sqrt(2 * 2 / 0.02) = 14.14 ticks, at 0.1 a tick.
    QCOMPARE(a.jumpHeight, 2.0);
    QVERIFY(std::abs(a.jumpDistance - 0.1 * (20 + std::sqrt(200.0))) < 1e-9);
    QVERIFY(std::isinf(a.fallHeight));
    QVERIFY(a.canGrip);
    QCOMPARE(a.gripReach, 1.5);
    QVERIFY(a.canClimb);
  }

  void terminalSpeedLengthensTheFall() {
    CharacterType c = defaultCharacter("hero");
    c.jumpHeight = 8;
    c.gravity = 0.01;
    c.fallGravityScale = 1;
    c.terminalSpeed = 0.2;  // reached after 20 ticks and 2 units; the other 6 take 30 ticks
    c.runSpeed = 0.1;
    const graph::NavAbilities a = abilitiesOf(c);
    QVERIFY(std::abs(a.jumpDistance - 0.1 * (40 + 20 + 30)) < 1e-9);
  }

  void aCharacterThatCannotGripNorPlay() {
    CharacterType c = defaultCharacter("heavy");
    c.canGrip = false;
    graph::NavAbilities a = abilitiesOf(c);
    QVERIFY(!a.canGrip && !a.canClimb);
    QCOMPARE(a.gripReach, 0.0);
    c.gravity = 0;  // cannot play: walks only
    a = abilitiesOf(c);
    QCOMPARE(a.jumpHeight, 0.0);
    QCOMPARE(a.jumpDistance, 0.0);
  }
};

QTEST_APPLESS_MAIN(CharacterAbilitiesTest)
#include "character_abilities_test.moc"
