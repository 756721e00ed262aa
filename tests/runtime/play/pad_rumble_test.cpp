// Rumble on hits and deaths (play/pad_rumble.h) with SDL's virtual joysticks: a player's
// death shakes that player's pad hard and never the other's, a platformer character's hurt
// shakes briefly, events that shake nothing do not, the rumble switch and a pad without
// motors are respected, and in network co-op only this side's player shakes this side's pad.
#include "play/pad_rumble.h"

#include <QSettings>
#include <QtTest>

#include "gamepad/gamepads.h"
#include "play/pad_settings.h"
#include "play/play_input.h"
#include "play/play_session.h"
#include "present/presentation_journal.h"
#include "support/boss_arena.h"
#include "support/scratch_settings.h"
#include "support/virtual_pads.h"

using namespace sw::play;
using sw::test::VirtualPad;

namespace {
// A body whose launcher sends one fast missile at the ship (at (-9.6, 2)), which it kills
// (as missile_test's "aMissileThatReachesTheShipKillsIt").
std::unique_ptr<sw::Project> missileSilo() {
  auto p = sw::test::bossArena();
  sw::EnemyType& type = sw::test::addBossType(*p, "silo");
  type.launcher = true;
  type.launchIntervalTicks = 5;
  type.missileSpeed = 0.4;
  type.missileTurnRate = 3;
  type.missileFuseTicks = 1000;
  type.missileHealth = 2;
  type.missileRadius = 0.3;
  type.launchMouth = {0, -3};
  sw::test::addState(type.states, "fire", sw::kMainMachine, {.begin = {"launch"}});
  sw::test::addSpawn(*p, "silo", "silo", {12, 5});
  return p;
}

sw::PresentedEvent presented(std::string_view kind, std::int64_t id) {
  sw::PresentedEvent e;
  e.tick = 5;
  e.kind = kind;
  e.id = id;
  return e;
}
}  // namespace

class PadRumbleTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    sw::test::useScratchSettings(QStringLiteral("padRumbleTest"));
    if (!sw::test::useVirtualPadsOnly()) QFAIL(SDL_GetError());
  }
  void cleanupTestCase() { SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER); }
  void init() { QSettings().clear(); }

  void aDeathShakesThatPlayersPadOnly() {
    VirtualPad one("One"), two("Two");
    PlaySession session;
    PlayInput input;
    input.setEnabled(true);
    PadRumble rumble(&session, &input);
    QVERIFY(rumble.isEnabled());
    rumble.present({presented("player-killed", 1)}, 2);
    QCOMPARE(two.rumbles, 1);
    QCOMPARE(two.low, std::uint16_t(0xFFFF));
    QCOMPARE(one.rumbles, 0);
    rumble.present({presented("player-killed", 0), presented("enemy-killed", 1), presented("shot", 1)}, 2);
    QCOMPARE(one.rumbles, 1);
    QCOMPARE(two.rumbles, 1);  // kills of enemies and shots shake nothing
  }

  // The whole way: a running session whose ship a missile kills shakes the ship's pad once,
  // from the ticks' events in the session's presentation journal.
  void aShipKilledInPlayShakesItsPad() {
    VirtualPad one("One"), two("Two");
    const std::unique_ptr<sw::Project> project = missileSilo();
    PlaySession session;
    PlayInput input;
    session.setInputSource([&input] { return input.takeTick(); });
    input.setEnabled(true);
    PadRumble rumble(&session, &input);
    QVERIFY(session.start(*project, 0, 1, 0, true));
    for (int tick = 0; tick < 200 && one.rumbles == 0; ++tick) session.step();
    QCOMPARE(one.rumbles, 1);
    QCOMPARE(one.low, std::uint16_t(0xFFFF));
    QCOMPARE(two.rumbles, 0);  // player 2's pad (nobody plays player 2 here)
    session.stop();
  }

  // Network co-op: this side plays one player of the game with player 1's pad; the other
  // side's deaths are theirs to feel.
  void inCoopOnlyThisSidesPlayerShakesPlayerOnesPad() {
    VirtualPad mine("Mine"), spare("Spare");
    PlaySession session;
    PlayInput input;
    input.setEnabled(true);
    PadRumble rumble(&session, &input);
    rumble.setNetworkPlayer(1);  // this side joined: it plays player 2
    rumble.present({presented("player-killed", 0)}, 2);
    QCOMPARE(mine.rumbles + spare.rumbles, 0);
    rumble.present({presented("player-killed", 1)}, 2);
    QCOMPARE(mine.rumbles, 1);
    QCOMPARE(spare.rumbles, 0);
    // A run that stops ends the co-op game.
    const std::unique_ptr<sw::Project> project = missileSilo();
    QVERIFY(session.start(*project, 0, 1, 0, true));
    session.stop();
    QCOMPARE(rumble.networkPlayer(), -1);
  }

  void aHurtCharacterShakesBriefly() {
    VirtualPad one("One"), two("Two");
    PlaySession session;
    PlayInput input;
    input.setEnabled(true);
    PadRumble rumble(&session, &input);
    // Alone the player feels any character's hurt (they play whichever is active).
    rumble.present({presented("character-hurt", 1)}, 1);
    QCOMPARE(one.rumbles, 1);
    QVERIFY(one.low < 0xFFFF);
    QCOMPARE(two.rumbles, 0);
    // Two players: character 1 is player 2's.
    rumble.present({presented("character-crushed", 1)}, 2);
    QCOMPARE(two.rumbles, 1);
    QCOMPARE(two.low, std::uint16_t(0xFFFF));
    QCOMPARE(one.rumbles, 1);
    rumble.present({presented("character-hurt", 5)}, 2);  // a third character: nobody's pad
    QCOMPARE(one.rumbles + two.rumbles, 2);
  }

  void switchedOffNothingShakes() {
    VirtualPad one;
    setRumbleEnabled(false);
    PlaySession session;
    PlayInput input;
    input.setEnabled(true);
    PadRumble rumble(&session, &input);
    QVERIFY(!rumble.isEnabled());
    rumble.present({presented("player-killed", 0)}, 1);
    QCOMPARE(one.rumbles, 0);
    rumble.setEnabled(true);
    rumble.present({presented("player-killed", 0)}, 1);
    QCOMPARE(one.rumbles, 1);
  }

  void aPadWithoutMotorsAndNoPadAtAllAreFine() {
    VirtualPad still("Still", false);
    PlaySession session;
    PlayInput input;
    input.setEnabled(true);
    PadRumble rumble(&session, &input);
    QVERIFY(!input.gamepads().canRumble(0));
    rumble.present({presented("player-killed", 0), presented("player-killed", 1)}, 2);
    QCOMPARE(still.rumbles, 0);
    // Play stopped: the input reads no pads, nothing shakes.
    VirtualPad shaker("Shaker");
    input.setEnabled(false);
    rumble.present({presented("player-killed", 1)}, 2);
    QCOMPARE(shaker.rumbles, 0);
  }
};

QTEST_GUILESS_MAIN(PadRumbleTest)
#include "pad_rumble_test.moc"
