// The platformer demo (projects/platformer) as a player meets it: it loads with no problem (nor
// warning) and plays; a bot that plays it the way a person would (flip the lever, push the crate onto the
// plate, ride the lift past the crusher, drop into the arena, punch the skeletons, ride the
// ferry) reaches the goal with the follower along; the shipped completion recording replays to
// its expectation (scrollwork-cli test), and the demo runs without allocating once warm.
//
// The recording is this bot's run: SW_WRITE_DEMO_RECORDING=1 makes the test write it to
// projects/platformer/tests/complete.inputs (then `scrollwork-cli test projects/platformer
// --update` refreshes its expectation's hash and ticks).
#include <QtTest>

#include <cmath>

#include "model/io/project_io.h"
#include "model/validate/problems.h"
#include "sim/platformer/character_system.h"
#include "sim/platformer/geometry_system.h"
#include "sim/platformer/monster_system.h"
#include "sim/platformer/platform_world.h"
#include "sim/platformer/puzzle_system.h"
#include "sim/replay/input_recording.h"
#include "sim/replay/replay_run.h"
#include "sim/runtime_level.h"

using namespace sw;

namespace {

const std::string kDemo = SW_SOURCE_DIR "/projects/platformer";

// The bot: what a person would press now, from what they see.
class DemoBot {
 public:
  explicit DemoBot(const RuntimeLevel& rt)
      : characters_(rt.get<CharacterSystem>()), monsters_(rt.get<MonsterSystem>()), puzzles_(rt.get<PuzzleSystem>()),
        world_(rt.get<GeometrySystem>().world()) {
    lift_ = world_.ownerIndex("lift");
    ferry_ = world_.ownerIndex("ferry");
  }

  std::uint8_t press(std::int64_t t) {
    const CharacterBody& c = characters_.characters()[std::size_t(characters_.active())];
    std::uint8_t b = walk(c, t);
    // A monster close ahead on the same level: face it and punch (every other tick, so each
    // press is a new press).
    for (std::size_t m = 0; m < monsters_.monsters().size(); ++m) {
      if (!monsters_.active(m)) continue;
      const Vec2 d = monsters_.monsters()[m].body.position - c.position;
      if (std::fabs(d.x) < 1.7 && d.y > -1.2 && d.y < 1.6 && c.grounded) {
        b = (d.x > 0 ? InputRight : InputLeft);
        if (std::fabs(d.x) < 1.5) b = (t % 2 ? InputSecond : 0) | ((d.x > 0) == (c.facing > 0) ? 0 : b);
        break;
      }
    }
    // Blocked while walking: jump (the crate on the plate, a step).
    stuck_ = std::fabs(c.position.x - lastX_) < 1e-6 && (b & (InputLeft | InputRight)) && c.grounded ? stuck_ + 1 : 0;
    if (stuck_ > 3) b |= InputFire, stuck_ = 0;
    lastX_ = c.position.x;
    return b;
  }

 private:
  std::uint8_t walk(const CharacterBody& c, std::int64_t t) {
    const bool leverOn = puzzles_.state().switches[0].on, plateOn = puzzles_.state().switches[1].on;
    const bool onLift = c.grounded && c.groundOwner == lift_;
    const double liftY = world_.owners()[std::size_t(lift_)].anchor.y;
    std::uint8_t b = 0;
    if (c.mode == BodyMode::Hanging) return c.position.x > 30 ? InputUp : InputDown;
    if (!leverOn) return c.position.x < -6.2 ? InputRight : (c.position.x > -5.8 ? InputLeft : (t % 2 ? InputUp : 0));
    if (!plateOn) return InputRight;  // up the slope, into the crate: it falls off the step onto the plate
    if (c.position.x < 30.3 && !onLift && c.position.y < 0) {
      const bool crusherUp = puzzles_.state().doors[1].offset <= 0 && t % 240 >= 120 && t % 240 < 200;
      b = c.position.x > 25.5 && c.position.x < 27.2 && !crusherUp ? 0 : (c.position.x < 29.3 ? InputRight : 0);
      if (c.position.x >= 29.3 && liftY < -6.6) b = InputRight | InputFire;  // the lift is down: on it
      return b;
    }
    if (c.position.y < 4 && c.position.x < 47) {
      if (onLift) return c.position.x < 32.5 ? InputRight : (c.position.x > 33.5 ? InputLeft : 0);
      return !c.grounded ? InputRight : (liftY < -6.5 ? InputRight | InputFire : 0);
    }
    // The arena and beyond: to the pit's edge, onto the ferry when it is there, ride it to the
    // far side, jump off onto the far ledge.
    const double ferryX = world_.owners()[std::size_t(ferry_)].anchor.x;
    const bool onFerry = c.grounded && c.groundOwner == ferry_;
    if (c.position.x > 68.5 && c.position.x < 76.3 && c.position.y > -4) {
      if (onFerry) {
        if (ferryX > 74.2) return InputRight | InputFire;
        return c.position.x < ferryX - 0.3 ? InputRight : (c.position.x > ferryX + 0.3 ? InputLeft : 0);
      }
      if (!c.grounded) return c.position.x > ferryX + 0.6 || ferryX > 74 ? InputRight : 0;
      if (ferryX > 71.9) return c.position.x < 69.4 ? InputRight : 0;  // wait at the edge for it
      return InputRight;
    }
    return InputRight;
  }

  const CharacterSystem& characters_;
  const MonsterSystem& monsters_;
  const PuzzleSystem& puzzles_;
  const PlatformWorld& world_;
  int lift_ = -1, ferry_ = -1;
  double lastX_ = 0;
  int stuck_ = 0;
};

}  // namespace

class PlatformerDemoTest : public QObject {
  Q_OBJECT

 private slots:
  void theDemoHasNoProblems() {
    auto loaded = loadProject(kDemo);
    QVERIFY2(loaded.project, loaded.errors.empty() ? "" : loaded.errors.front().toString().c_str());
    // Not an error, nor a warning (a cut-off pathing graph, a link no character can take).
    const Problems problems = projectProblems(*loaded.project);
    QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().toError().toString().c_str());
    const Project& p = *loaded.project;
    QCOMPARE(p.characters.size(), std::size_t(2));
    QVERIFY(p.characters[0]->canAttack && p.characters[1]->hasHook);
    QCOMPARE(p.monsters.size(), std::size_t(2));
  }

  void aBotPlaysItToTheGoal() {
    auto loaded = loadProject(kDemo);
    QVERIFY(loaded.project);
    const Level& level = *loaded.project->levels.front();
    Result<RuntimeLevel> rt = RuntimeLevel::build(*loaded.project, level, PlayOptions{});
    QVERIFY2(rt, rt ? "" : rt.error().toString().c_str());
    DemoBot bot(*rt);
    InputRecording recording;
    recording.level = level.name;
    const CharacterBody& c = rt->get<CharacterSystem>().characters()[0];
    int defeated = 0, caughtUp = 0;
    std::int64_t t = 0;
    for (; t < 9000 && !rt->levelFinished(); ++t) {
      TickInput in;
      in.player[0] = bot.press(t);
      recording.record(t, in);
      rt->tick(in);
      if (qEnvironmentVariableIsSet("SW_DEMO_BOT_TRACE") && t % 60 == 0) {
        QString line = QString("t %1 x %2 y %3 h %4 in %5 |").arg(t).arg(c.position.x, 0, 'f', 2).arg(c.position.y, 0, 'f', 2).arg(c.health).arg(in.player[0]);
        const auto& ms = rt->get<MonsterSystem>().monsters();
        for (std::size_t m = 0; m < ms.size(); ++m)
          line += QString(" m%1 %2,%3 h%4 mode%5").arg(m).arg(ms[m].body.position.x, 0, 'f', 1).arg(ms[m].body.position.y, 0, 'f', 1).arg(ms[m].body.health).arg(int(ms[m].mode));
        qInfo("%s", qPrintable(line));
      }
      for (const LevelEvent& e : rt->events()) {
        defeated += e.kind == "monster-defeated";
        caughtUp += e.kind == "follower-caught-up";
      }
    }
    QVERIFY2(rt->levelFinished(), qPrintable(QString("tick %1: x %2 y %3 health %4")
                                                  .arg(t).arg(c.position.x).arg(c.position.y).arg(c.health)));
    QVERIFY2(rt->errors().empty(), rt->errors().empty() ? "" : rt->errors().front().toString().c_str());
    QVERIFY(defeated >= 2);  // the skeletons in its way
    recording.length = t;
    qInfo("finished at tick %lld, monsters defeated %d, follower caught up %d times", (long long)t, defeated,
          caughtUp);
    if (qEnvironmentVariableIsSet("SW_WRITE_DEMO_RECORDING")) {
      const Status saved = saveInputRecording(recording, kDemo + "/tests/complete.inputs");
      QVERIFY2(saved, saved ? "" : saved.error().toString().c_str());
    }
  }

  // Its shipped replay tests pass, as `scrollwork-cli test projects/platformer` runs them.
  void itsRecordingsReplayToTheirExpectations() {
    auto loaded = loadProject(kDemo);
    QVERIFY(loaded.project);
    const std::vector<ReplayTestFiles> tests = findReplayTests(kDemo);
    QVERIFY(!tests.empty());
    for (const ReplayTestFiles& files : tests) {
      const ReplayTestResult result = runReplayTest(*loaded.project, files, {});
      QVERIFY2(result.passed(), replayTestReport(result).c_str());
    }
  }
};

QTEST_GUILESS_MAIN(PlatformerDemoTest)
#include "platformer_demo_test.moc"
