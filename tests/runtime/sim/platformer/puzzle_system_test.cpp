// The platformer's puzzles and what moves in them: a lever opens a door and the next door
// follows (a cascade through expressions), a pressure plate weighed by a crate, a one-way
// barrier whose way is an expression (with its sparks and the camera's glance), crates pushed
// and ridden in a chain, moving geometry pushing and crushing a character, checkpoints saving
// the run to a file that a new run continues from, and a damaged save refused by name.
#include <QTemporaryDir>
#include <QtTest>

#include "platformer_fixture.h"
#include "sim/platformer/character_system.h"
#include "sim/platformer/crate_system.h"
#include "sim/platformer/follow_camera_system.h"
#include "sim/platformer/puzzle_system.h"
#include "sim/platformer/saved_game.h"
#include "sim/platformer/spark_system.h"
#include "sim/replay/sync_check.h"

using namespace sw;
using sw::test::buttons;
using sw::test::Room;

namespace {
bool sawEvent(const RuntimeLevel& rt, std::string_view kind) {
  for (const LevelEvent& e : rt.events())
    if (e.kind == kind) return true;
  return false;
}
}  // namespace

class PuzzleSystemTest : public QObject {
  Q_OBJECT

 private slots:
  void aLeverOpensADoorAndTheNextDoorFollows() {
    Room room;
    room.start("hero_start", {0, 0});
    Switch& lever = room.add<Switch>("lever_1");
    lever.position = {0.5, 0.6};
    Door& first = room.add<Door>("door_1");
    first.position = {5, 2};
    first.size = {1, 4};
    first.travel = 4;
    first.speed = 0.1;
    first.opensWhen = "lever_1.on";
    Door& second = room.add<Door>("door_2");
    second.position = {8, 2};
    second.size = {1, 4};
    second.travel = 4;
    second.speed = 0.2;
    second.delayTicks = 10;
    second.opensWhen = "door_1.open";
    Result<RuntimeLevel> rt = room.build();
    QVERIFY2(rt, rt ? "" : rt.error().toString().c_str());
    const PuzzleSystem& puzzles = rt->get<PuzzleSystem>();
    rt->run(5);
    QCOMPARE(puzzles.state().doors[0].offset, 0.0);
    rt->tick(buttons(InputUp));  // the hero touches the lever: up flips it
    QVERIFY(puzzles.state().switches[0].on);
    QVERIFY(sawEvent(*rt, "switch-flipped"));
    // door_1 opens 4 units at 0.1: 40 ticks, the first being the flip's own (puzzles run first).
    int opened = 0;
    for (int t = 1; t <= 60 && !opened; ++t) {
      rt->tick();
      if (sawEvent(*rt, "door-opened")) opened = t;
    }
    QCOMPARE(opened, 39);
    QCOMPARE(puzzles.state().doors[1].offset, 0.0);
    // door_2 waits its 10 ticks, then 4 units at 0.2: 20 more.
    rt->run(10);
    QCOMPARE(puzzles.state().doors[1].offset, 0.0);
    rt->run(20);
    QVERIFY(std::fabs(puzzles.state().doors[1].offset - 4.0) < 1e-9);
    // Flipping back shuts door_1 again, and door_2 with it.
    rt->tick(buttons(0));
    rt->tick(buttons(InputUp));
    QVERIFY(!puzzles.state().switches[0].on);
    rt->run(120);
    QCOMPARE(puzzles.state().doors[0].offset, 0.0);
    QCOMPARE(puzzles.state().doors[1].offset, 0.0);
  }

  // A crate pushed onto a plate presses it; a character standing half on it does too.
  void aPlateIsPressedByWhateverStandsOnIt() {
    Room room;
    room.start("hero_start", {-4, 0});
    Crate& crate = room.add<Crate>("crate_1");
    crate.position = {-2, 0};
    crate.size = {1, 1};
    Switch& plate = room.add<Switch>("plate_1");
    plate.kind = Switch::Kind::Plate;
    plate.position = {2, 0};
    plate.size = {1, 0.2};
    Result<RuntimeLevel> rt = room.build();
    QVERIFY(rt);
    const PuzzleSystem& puzzles = rt->get<PuzzleSystem>();
    const CharacterBody& box = rt->get<CrateSystem>().crates()[0];
    rt->run(10);
    QVERIFY(!puzzles.state().switches[0].on);
    for (int t = 0; t < 400 && box.position.x < 2; ++t) rt->tick(buttons(InputRight));
    QVERIFY2(box.position.x >= 2 - 1e-9, qPrintable(QString::number(box.position.x)));  // pushed along
    rt->run(2, buttons(0));
    QVERIFY(puzzles.state().switches[0].on);
  }

  void aBarrierLetsThroughOneWayByItsExpression() {
    Room room;
    room.start("hero_start", {0, 0});
    Switch& lever = room.add<Switch>("lever_3");
    lever.position = {-20, 1};
    lever.startsOn = true;
    Switch& plate = room.add<Switch>("plate_1");
    plate.kind = Switch::Kind::Plate;
    plate.position = {-30, 0};
    sw::Barrier& barrier = room.add<sw::Barrier>("gate");
    barrier.position = {3, 2};
    barrier.size = {0.4, 4};
    barrier.passable = "lever_3.on and not plate_1.pressed";
    barrier.glanceTicks = 40;
    Result<RuntimeLevel> rt = room.build();
    QVERIFY2(rt, rt ? "" : rt.error().toString().c_str());
    const auto& hero = rt->get<CharacterSystem>().characters()[0];
    QCOMPARE(rt->get<PuzzleSystem>().state().barriers[0].way, 1);  // passable to the right
    rt->run(60, buttons(InputRight));
    QVERIFY(hero.position.x > 4);  // through it
    rt->run(80, buttons(InputLeft));
    QVERIFY2(hero.position.x > 3 && hero.position.x < 4, qPrintable(QString::number(hero.position.x)));  // not back
  }

  void aBarrierThatChangesThrowsSparksAndTheCameraGlances() {
    Room room;
    room.start("hero_start", {0, 0});
    Switch& lever = room.add<Switch>("lever_3");
    lever.position = {0.5, 0.6};
    sw::Barrier& barrier = room.add<sw::Barrier>("gate");
    barrier.position = {25, 2};
    barrier.size = {0.4, 4};
    barrier.passable = "lever_3.on";
    barrier.glanceTicks = 60;
    Result<RuntimeLevel> rt = room.build();
    QVERIFY(rt);
    QCOMPARE(rt->get<PuzzleSystem>().state().barriers[0].way, 0);
    const double before = rt->get<FollowCameraSystem>().screenCentre().x;
    rt->tick(buttons(InputUp));
    QVERIFY(sawEvent(*rt, "barrier-changed"));
    QCOMPARE(rt->get<PuzzleSystem>().state().barriers[0].way, 1);
    QVERIFY(rt->get<SparkSystem>().sparks().size() > 10);
    rt->run(40);
    QVERIFY(rt->get<FollowCameraSystem>().screenCentre().x > before + 10);  // looking at the gate
    rt->run(120);
    // Back with the hero, who stands at the edge of the dead zone it came back through.
    QVERIFY(std::fabs(rt->get<FollowCameraSystem>().screenCentre().x - before) <= room.level->deadZone.x + 1e-3);
    QVERIFY(rt->get<SparkSystem>().sparks().empty());  // burnt out
  }

  // A platform lifting a crate that carries the hero: riding in a chain.
  void ridingGoesInChains() {
    Room room;
    room.start("hero_start", {10, 1.3});
    room.path("lift_path", {{10, -0.3}, {10, 5.7}});
    PlatformGeometry& lift = room.box("lift", {8, -0.6}, {12, 0});
    lift.anchor = {10, -0.3};
    lift.path = "lift_path";
    lift.speed = 0.05;
    lift.waitTicks = 1000;
    Crate& crate = room.add<Crate>("crate_1");
    crate.position = {10, 0};
    crate.size = {1.2, 1.3};
    Result<RuntimeLevel> rt = room.build();
    QVERIFY2(rt, rt ? "" : rt.error().toString().c_str());
    const auto& hero = rt->get<CharacterSystem>().characters()[0];
    const auto& box = rt->get<CrateSystem>().crates()[0];
    QVERIFY(hero.grounded);
    QCOMPARE(hero.position.y, 1.3);
    rt->run(120);  // 6 units up at 0.05
    QVERIFY2(std::fabs(box.position.y - 6.0) < 1e-6, qPrintable(QString::number(box.position.y)));
    QVERIFY2(std::fabs(hero.position.y - 7.3) < 1e-6, qPrintable(QString::number(hero.position.y)));
    QVERIFY(hero.grounded);
  }

  // A crusher coming down on the hero: pushed down against the floor, crushed: damage, and
  // back at the checkpoint.
  void movingGeometryPushesAndCrushes() {
    Room room;
    room.hero().crushDamage = 2;
    room.start("hero_start", {-10, 0});
    Checkpoint& cp = room.add<Checkpoint>("cp_1");
    cp.position = {-10, 0};
    Door& crusher = room.add<Door>("crusher");
    crusher.position = {6, 5};
    crusher.size = {2, 2};
    crusher.opens = Side::Down;
    crusher.travel = 5;
    crusher.speed = 0.2;
    crusher.delayTicks = 150;  // time to walk under it
    crusher.opensWhen = "cp_1.reached";
    Result<RuntimeLevel> rt = room.build();
    QVERIFY(rt);
    const auto& hero = rt->get<CharacterSystem>().characters()[0];
    bool crushed = false;
    for (int t = 0; t < 300 && !crushed; ++t) {
      rt->tick(buttons(hero.position.x < 6 ? InputRight : 0));
      crushed = sawEvent(*rt, "character-crushed");
    }
    QVERIFY(crushed);
    QVERIFY(rt->get<PuzzleSystem>().state().checkpoints[0].reached);
    QCOMPARE(hero.health, room.hero().maxHealth - 2);
    QVERIFY(std::fabs(hero.position.x - (-10)) < 1e-9);  // back at the checkpoint
    QVERIFY(hero.invulnerableTicks > 0);
  }

  void aDoorPushesACharacterAside() {
    Room room;
    room.start("hero_start", {0, 0});
    Door& slider = room.add<Door>("slider");
    slider.position = {-2, 1};
    slider.size = {1, 2};
    slider.opens = Side::Right;
    slider.travel = 6;
    slider.speed = 0.1;
    slider.opensWhen = "tick > 0";
    Result<RuntimeLevel> rt = room.build();
    QVERIFY2(rt, rt ? "" : rt.error().toString().c_str());
    const auto& hero = rt->get<CharacterSystem>().characters()[0];
    rt->run(70);
    // The door's right side is at -2 + 0.5 + 6 = 4.5: the hero was pushed ahead of it, not crushed.
    QVERIFY2(std::fabs(hero.position.x - (4.5 + rt->get<CharacterSystem>().type(0).width / 2)) < 1e-3,
             qPrintable(QString::number(hero.position.x)));
    QCOMPARE(hero.health, room.hero().maxHealth);
  }

  void aCheckpointSavesAndANewRunContinuesFromIt() {
    Room room;
    room.start("hero_start", {0, 0});
    Checkpoint& cp = room.add<Checkpoint>("cp_hall");
    cp.position = {6, 0};
    Switch& lever = room.add<Switch>("lever_1");
    lever.position = {3, 0.6};
    Door& door = room.add<Door>("door_1");
    door.position = {-6, 2};
    door.travel = 3;
    door.speed = 0.5;
    door.opensWhen = "lever_1.on";
    Result<RuntimeLevel> rt = room.build();
    QVERIFY(rt);
    for (int t = 0; t < 200; ++t) {
      const auto& hero = rt->get<CharacterSystem>().characters()[0];
      rt->tick(buttons(std::fabs(hero.position.x - 3) < 0.3 && !rt->get<PuzzleSystem>().state().switches[0].on
                           ? InputUp
                           : InputRight));
      if (sawEvent(*rt, "checkpoint-reached")) break;
    }
    rt->run(10);
    const SavedGame game = savedGameOf(*rt);
    QCOMPARE(game.point.checkpoint, std::string("cp_hall"));
    QCOMPARE(game.point.levers.size(), std::size_t(1));
    QVERIFY(game.point.levers[0].second);
    QTemporaryDir dir;
    const std::string path = (dir.path() + "/room.save.json").toStdString();
    QVERIFY(writeSavedGame(path, game));
    Result<SavedGame> back = readSavedGame(path);
    QVERIFY2(back, back ? "" : back.error().toString().c_str());
    QVERIFY(*back == game);

    PlayOptions options;
    options.continueFrom = back->point;
    Result<RuntimeLevel> again = room.build(options);
    QVERIFY(again);
    const auto& hero = again->get<CharacterSystem>().characters()[0];
    QCOMPARE(hero.position.x, 6.0);
    QCOMPARE(hero.position.y, 0.0);
    QVERIFY(again->get<PuzzleSystem>().state().switches[0].on);
    QCOMPARE(again->get<PuzzleSystem>().state().doors[0].offset, 3.0);

    // A damaged save is refused, naming the file and the place.
    Result<SavedGame> broken = parseSavedGame(R"({"formatVersion": 1, "kind": "scrollwork-save", "level": "Room",
                                                 "checkpoint": "cp_hall", "doors": {"door_1": "wide"}})",
                                              "saves/room.save.json");
    QVERIFY(!broken);
    QCOMPARE(broken.error().file, std::string("saves/room.save.json"));
    QCOMPARE(broken.error().where, std::string("/doors/door_1"));
    QVERIFY(!parseSavedGame("{\"formatVersion\": 1", "x.json"));
    PlayOptions stale;
    stale.continueFrom.checkpoint = "gone";
    Result<RuntimeLevel> refused = room.build(stale);
    QVERIFY(!refused);
    QVERIFY(refused.error().message.find("'gone' is not in level") != std::string::npos);
  }

  void expressionsNamingNothingAreRefusedByName() {
    Room room;
    room.start("hero_start", {0, 0});
    Door& door = room.add<Door>("door_1");
    door.opensWhen = "lever_9.on";
    Errors all;
    Result<RuntimeLevel> rt = room.build({}, &all);
    QVERIFY(!rt);
    QCOMPARE(rt.error().where, std::string("door 'door_1'"));
    QVERIFY2(rt.error().message.find("no object 'lever_9'") != std::string::npos, rt.error().message.c_str());
    door.opensWhen = "hero_start.on";
    rt = room.build();
    QVERIFY(!rt);
    QVERIFY(rt.error().message.find("is not a switch, door") != std::string::npos);
    door.opensWhen = "door_1.open and";
    rt = room.build();
    QVERIFY(!rt);
    QVERIFY(rt.error().message.find("column") != std::string::npos);
    door.opensWhen = "";
    door.travel = 0;
    rt = room.build();
    QVERIFY(!rt);
    QVERIFY(rt.error().message.find("travel is zero") != std::string::npos);
  }

  // Every puzzle system rolls back exactly: the sync check runs a busy room with rollbacks.
  void everythingRollsBack() {
    Room room;
    room.start("hero_start", {0, 0});
    Switch& lever = room.add<Switch>("lever_1");
    lever.position = {2, 0.6};
    Door& door = room.add<Door>("door_1");
    door.position = {8, 2};
    door.opensWhen = "lever_1.on";
    sw::Barrier& gate = room.add<sw::Barrier>("gate");
    gate.position = {12, 2};
    gate.passable = "door_1.open";
    Crate& crate = room.add<Crate>("crate_1");
    crate.position = {5, 0};
    room.add<Checkpoint>("cp_1").position = {14, 0};
    auto input = [](std::int64_t t) {
      TickInput in;
      in.player[0] = t < 30 ? InputRight : (t == 31 ? InputUp : (t % 40 < 30 ? InputRight : InputFire));
      return in;
    };
    const SyncCheckResult sync = runSyncCheck(room.project, *room.level, PlayOptions{}, input, 400, 6);
    QVERIFY2(sync.passed(), (sync.error + " " + sync.where + " " + std::to_string(sync.mismatch.value_or(-1))).c_str());
  }
};

QTEST_APPLESS_MAIN(PuzzleSystemTest)
#include "puzzle_system_test.moc"
