// The platformer kind as Play runs it: the starter template's room builds and plays (a free
// level chooses the kind), the two characters switch, the lift carries whoever stands on it,
// the camera follows inside the bounds and can be sent to look at a point, a recording replays
// to the same trail, and every system rolls back exactly (the sync check).
#include <QtTest>

#include "platformer_fixture.h"
#include "model/level/level.h"
#include "model/paths/path.h"
#include "model/platformer/platform_geometry.h"
#include "model/project/project.h"
#include "model/project/project_templates.h"
#include "sim/game_kind.h"
#include "sim/platformer/character_system.h"
#include "sim/platformer/follow_camera_system.h"
#include "sim/platformer/geometry_system.h"
#include "sim/platformer/puzzle_system.h"
#include "sim/platformer/mover_system.h"
#include "sim/replay/input_recording.h"
#include "sim/replay/sync_check.h"
#include "sim/replay/trail.h"
#include "sim/runtime_level.h"
#include "sim/tick_runner.h"

using namespace sw;
using sw::test::buttons;

namespace {

std::unique_ptr<Project> starter() {
  Result<TemplateContent> content = makeTemplateContent("platformer", "Test");
  if (!content) return nullptr;
  return std::move(content->project);
}

// Runs right, jumping now and then, switching character at tick 300.
TickInput wandering(std::int64_t tick) {
  TickInput in;
  std::uint8_t bits = tick < 200 ? InputRight : (tick < 280 ? InputLeft : InputRight);
  if (tick % 50 < 20) bits |= InputFire;
  if (tick == 300) bits |= InputSwitchWeapon;
  in.player[0] = bits;
  return in;
}

}  // namespace

class PlatformerKindTest : public QObject {
  Q_OBJECT

 private slots:
  void theStarterRoomPlays() {
    auto project = starter();
    QVERIFY(project);
    const Level& level = *project->levels.front();
    QCOMPARE(level.kind, Level::Kind::Free);
    Errors all;
    Result<RuntimeLevel> rt = RuntimeLevel::build(*project, level, PlayOptions{}, &all);
    QVERIFY2(rt, rt ? "" : rt.error().toString().c_str());
    QCOMPARE(rt->gameKind(), std::string(kPlatformerKind));
    const auto& characters = rt->get<CharacterSystem>();
    QCOMPARE(characters.characters().size(), std::size_t(2));
    QCOMPARE(characters.active(), 0);
    for (const CharacterBody& c : characters.characters()) {
      QVERIFY(c.grounded);
      QCOMPARE(c.position.y, -7.0);  // on the floor's top
    }
    TickRunner runner(*rt);
    runner.readFrom(wandering);
    runner.run(600);
    QVERIFY2(rt->errors().empty(), rt->errors().empty() ? "" : rt->errors().front().toString().c_str());
    QCOMPARE(characters.active(), 1);  // switched at tick 300
    const CharacterBody& runner0 = characters.characters()[0];
    QVERIFY(runner0.position.x > -12);  // it ran
    // The camera stays inside the bounds, whatever the characters do.
    const auto& camera = rt->get<FollowCameraSystem>();
    QVERIFY(camera.screenCentre().x - 16 >= level.boundsMin.x - 1e-9);
    QVERIFY(camera.screenCentre().x + 16 <= level.boundsMax.x + 1e-9);
    QVERIFY(camera.screenCentre().y - 9 >= level.boundsMin.y - 1e-9);
  }

  // Only the active character moves with the buttons; the other follows it (follower.h), not
  // the buttons: held left, it still goes right after the active one.
  void onlyTheActiveCharacterTakesInput() {
    auto project = starter();
    Result<RuntimeLevel> rt = RuntimeLevel::build(*project, *project->levels.front(), PlayOptions{});
    QVERIFY(rt);
    TickInput right;
    right.player[0] = InputRight;
    rt->run(60, right);
    const auto& characters = rt->get<CharacterSystem>();
    const auto& c = characters.characters();
    QVERIFY(c[0].position.x > -12 + 5);
    QVERIFY(!characters.following(0));
    QVERIFY(characters.following(1));
    QVERIFY(c[1].position.x > -10 + 1);                // it followed
    QVERIFY(c[1].position.x < c[0].position.x - 1);    // behind, keeping its distance
    TickInput switching = right;
    switching.player[0] |= InputSwitchWeapon;
    rt->tick(switching);
    QVERIFY(characters.following(0));
    TickInput left;
    left.player[0] = InputLeft;
    const double was = c[1].position.x;
    rt->run(40, left);
    QVERIFY(c[1].position.x < was - 3);  // the buttons move the new active one
    QVERIFY(c[0].position.x < c[0].start.x + 20);
    QVERIFY(std::fabs(c[0].position.x - c[1].position.x) < 6);  // and the other came after it
  }

  // A character standing on the lift goes up with it and steps off onto the shelf.
  void theLiftCarriesItsRider() {
    auto project = starter();
    Level& level = *project->levels.front();
    for (auto& o : level.objects)
      if (auto* s = objectCast<CharacterStart*>(o.get()); s && s->name == "start_runner") s->position = {33, -6.4};
    Result<RuntimeLevel> rt = RuntimeLevel::build(*project, level, PlayOptions{});
    QVERIFY(rt);
    const CharacterBody& rider = rt->get<CharacterSystem>().characters()[0];
    QVERIFY(rider.grounded);
    const double start = rider.position.y;
    // Up 11.3 units at 0.05 per tick, then it waits 60 ticks at the top.
    rt->run(226 + 5);
    QVERIFY2(rider.grounded, "still standing on the lift");
    QVERIFY2(std::fabs(rider.position.y - (start + 11.3)) < 1e-6, qPrintable(QString::number(rider.position.y)));
    TickInput right;
    right.player[0] = InputRight;
    rt->run(60, right);
    QVERIFY(rider.position.x > 36);
    QCOMPARE(rider.position.y, 5.0);  // on the shelf
  }

  void theCameraLooksAtAPointForAWhile() {
    auto project = starter();
    Result<RuntimeLevel> rt = RuntimeLevel::build(*project, *project->levels.front(), PlayOptions{});
    QVERIFY(rt);
    auto& camera = const_cast<FollowCameraSystem&>(rt->get<FollowCameraSystem>());  // what a barrier will do
    const Vec2 before = camera.screenCentre();
    camera.lookAt({30, 9}, 90);
    rt->run(80);
    QVERIFY(std::fabs(camera.screenCentre().x - 30) < 0.5);
    rt->run(200);
    QVERIFY(std::fabs(camera.screenCentre().x - before.x) < 0.5);  // back with the character
  }

  void aRecordingReplaysToTheSameTrailAndEverySystemRollsBack() {
    auto project = starter();
    const Level& level = *project->levels.front();
    Result<RuntimeLevel> first = RuntimeLevel::build(*project, level, PlayOptions{});
    QVERIFY(first);
    InputRecording recording;
    Trail trail;
    TickRunner runner(*first);
    runner.readFrom(wandering);
    runner.recordInto(recording);
    runner.trailInto(trail);
    runner.run(500);
    recording.length = 500;
    Result<InputRecording> back = parseInputRecording(inputRecordingText(recording), "room.inputs");
    QVERIFY(back);
    Result<RuntimeLevel> again = RuntimeLevel::build(*project, level, PlayOptions{});
    Trail replayed;
    TickRunner replay(*again);
    replay.replay(*back);
    replay.trailInto(replayed);
    replay.run(*back->length);
    QVERIFY(!firstDifferingTick(trail, replayed));
    QCOMPARE(again->stateHash(), first->stateHash());

    const SyncCheckResult sync = runSyncCheck(*project, level, PlayOptions{}, wandering, 500, 7);
    QVERIFY2(sync.passed(), (sync.error + " " + sync.where).c_str());
  }

  // The starter room is a level one can finish: a player that reacts to what it sees (as a
  // person would: wait for the crusher to rise, for the lift to come down) flips the lever,
  // pushes the crate off the step onto the plate (the gate turns), rides the lift to the shelf,
  // goes through the opened door, reaches the checkpoint and, past the gate, the goal.
  void theStarterRoomCanBeFinished() {
    auto project = starter();
    Result<RuntimeLevel> rt = RuntimeLevel::build(*project, *project->levels.front(), PlayOptions{});
    QVERIFY(rt);
    const CharacterBody& c = rt->get<CharacterSystem>().characters()[0];
    const PuzzleSystem& puzzles = rt->get<PuzzleSystem>();
    const PlatformWorld& world = rt->get<GeometrySystem>().world();
    const int lift = world.ownerIndex("lift");
    double lastX = c.position.x;
    int stuck = 0;
    bool checkpoint = false;
    for (int t = 0; t < 4000 && !rt->levelFinished(); ++t) {
      const bool leverOn = puzzles.state().switches[0].on, plateOn = puzzles.state().switches[1].on;
      const bool onLift = c.grounded && c.groundOwner == lift;
      const double liftY = world.owners()[std::size_t(lift)].anchor.y;
      std::uint8_t b = 0;
      if (!leverOn) {
        b = c.position.x < -6.2 ? InputRight : (c.position.x > -5.8 ? InputLeft : (t % 2 ? InputUp : 0));
      } else if (!plateOn) {
        b = InputRight;  // up the slope, into the crate: it falls off the step onto the plate
      } else if (c.position.x < 30.3 && !onLift) {
        const bool crusherUp = puzzles.state().doors[1].offset <= 0 && t % 240 >= 120 && t % 240 < 200;
        b = c.position.x > 25.5 && c.position.x < 27.2 && !crusherUp ? 0 : (c.position.x < 29.3 ? InputRight : 0);
        if (c.position.x >= 29.3 && liftY < -6.6) b = InputRight | InputFire;  // the lift is down: on it
        if (c.mode == BodyMode::Hanging) b = InputDown;
      } else if (c.position.y < 4) {
        if (onLift) b = c.position.x < 32.5 ? InputRight : (c.position.x > 33.5 ? InputLeft : 0);
        else b = !c.grounded ? InputRight : (liftY < -6.5 ? InputRight | InputFire : 0);
      } else {
        b = InputRight;
      }
      if (c.mode == BodyMode::Hanging && c.position.x > 30) b = InputUp;
      // Blocked while walking: jump (the crate on the plate, a step).
      stuck = std::fabs(c.position.x - lastX) < 1e-6 && (b & (InputLeft | InputRight)) && c.grounded ? stuck + 1 : 0;
      if (stuck > 3) b |= InputFire, stuck = 0;
      lastX = c.position.x;
      rt->tick(buttons(b));
      for (const LevelEvent& e : rt->events()) {
        QVERIFY2(e.kind != "character-crushed", qPrintable(QString("crushed at tick %1").arg(t)));
        checkpoint = checkpoint || e.kind == "checkpoint-reached";
      }
    }
    QVERIFY2(rt->levelFinished(), qPrintable(QString("x %1 y %2").arg(c.position.x).arg(c.position.y)));
    QVERIFY(checkpoint);
    QVERIFY(puzzles.state().goalReached);
  }

  // A run continued from a checkpoint records where it began, and replays from there.
  void aContinuedRunReplaysFromItsCheckpoint() {
    auto project = starter();
    const Level& level = *project->levels.front();
    PlayOptions options;
    options.continueFrom.checkpoint = "cp_shelf";
    options.continueFrom.levers = {{"lever_1", true}};
    options.continueFrom.doors = {{"door_1", 4.2}};
    Result<RuntimeLevel> first = RuntimeLevel::build(*project, level, options);
    QVERIFY2(first, first ? "" : first.error().toString().c_str());
    QCOMPARE(first->get<CharacterSystem>().characters()[0].position.x, 37.0);
    InputRecording recording;
    recording.level = level.name;
    recording.continueFrom = options.continueFrom;
    TickRunner runner(*first);
    runner.readFrom(wandering);
    runner.recordInto(recording);
    runner.run(300);
    recording.length = 300;
    const std::string text = inputRecordingText(recording);
    QVERIFY(text.find("continue cp_shelf") != std::string::npos);
    QVERIFY(text.find("continue-door door_1 4.2") != std::string::npos);
    Result<InputRecording> back = parseInputRecording(text, "continued.inputs");
    QVERIFY2(back, back ? "" : back.error().toString().c_str());
    QVERIFY(back->continueFrom == options.continueFrom);
    PlayOptions again;
    applyRecording(*back, again);
    Result<RuntimeLevel> replayed = RuntimeLevel::build(*project, level, again);
    QVERIFY(replayed);
    TickRunner replay(*replayed);
    replay.replay(*back);
    replay.run(300);
    QCOMPARE(replayed->stateHash(), first->stateHash());
    QVERIFY(!parseInputRecording("scrollwork-inputs 2\ncontinue-lever lever_1 maybe\n", "bad.inputs"));
  }

  // Problems are named by object, and a level with any does not run.
  void brokenPiecesAreRefusedByName() {
    auto project = starter();
    Level& level = *project->levels.front();
    for (auto& o : level.objects)
      if (auto* g = objectCast<PlatformGeometry*>(o.get()); g && g->name == "lift") g->path = "nowhere";
    Errors all;
    Result<RuntimeLevel> rt = RuntimeLevel::build(*project, level, PlayOptions{}, &all);
    QVERIFY(!rt);
    QCOMPARE(rt.error().where, std::string("geometry 'lift'"));
    QVERIFY(rt.error().message.find("'nowhere' does not exist") != std::string::npos);

    auto noStart = starter();
    Level& empty = *noStart->levels.front();
    std::erase_if(empty.objects, [](const auto& o) { return objectCast<const CharacterStart*>(o.get()) != nullptr; });
    rt = RuntimeLevel::build(*noStart, empty, PlayOptions{});
    QVERIFY(!rt);
    QVERIFY(rt.error().message.find("needs a character start") != std::string::npos);

    auto weak = starter();
    weak->characters.front()->jumpHeight = 0.1;  // below its step height
    rt = RuntimeLevel::build(*weak, *weak->levels.front(), PlayOptions{});
    QVERIFY(!rt);
    QVERIFY2(rt.error().message.find("jump cannot leave the ground") != std::string::npos, rt.error().message.c_str());
  }

  void aCharacterWithANonFiniteNumberIsRefusedBeforePlay() {
    auto project = starter();
    project->characters.front()->runSpeed = std::numeric_limits<double>::infinity();
    Errors all;
    Result<RuntimeLevel> rt = RuntimeLevel::build(*project, *project->levels.front(), PlayOptions{}, &all);
    QVERIFY(!rt);  // refused before it runs
    QVERIFY(rt.error().message.find("finite") != std::string::npos);
  }
};

QTEST_APPLESS_MAIN(PlatformerKindTest)
#include "platformer_kind_test.moc"
