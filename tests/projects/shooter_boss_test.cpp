// The shooter demo's boss (projects/demo, spawn `boss`, enemy type `dreadnought`) as a player
// meets it: played from tick 6000 ("Play from here" before the boss loop), a bot that flies
// the way a person would (keeps level with the hull, stays at range, sidesteps what comes
// close, fires all the time) destroys it, parts first; its shipped recording
// (tests/boss_fight.inputs) replays to its expectation, `boss.destroyed by tick N`.
//
// The recording is this bot's run: SW_WRITE_DEMO_RECORDING=1 writes it to
// projects/demo/tests/boss_fight.inputs (then `scrollwork-cli test projects/demo --update`
// refreshes its expectation's hash).
#include <QtTest>

#include <cmath>

#include "model/io/project_io.h"
#include "sim/replay/input_recording.h"
#include "sim/replay/replay_run.h"
#include "sim/runtime_level.h"
#include "sim/systems/camera/camera_system.h"
#include "sim/systems/enemies/enemy_system.h"
#include "sim/systems/enemy_bullets/enemy_bullet_system.h"
#include "sim/systems/missiles/missile_system.h"
#include "sim/systems/players/player_system.h"
#include "support/boss_bot.h"

using namespace sw;

namespace {

const std::string kShooterDemo = SW_SOURCE_DIR "/projects/demo";
constexpr std::int64_t kBossFrom = 6000;

}  // namespace

class ShooterBossTest : public QObject {
  Q_OBJECT

 private slots:
  void aBotDestroysTheBoss() {
    auto loaded = loadProject(kShooterDemo);
    QVERIFY(loaded.project);
    const Level& level = *loaded.project->levels.front();
    InputRecording recording;
    recording.level = level.name;
    recording.from = kBossFrom;
    // The tester's aid "infinite lives" (a run setting the recording keeps): the bot is no
    // ace, and the fight, not its survival, is what this run shows.
    recording.infiniteLives = true;
    PlayOptions options;
    applyRecording(recording, options);
    Result<RuntimeLevel> rt = RuntimeLevel::build(*loaded.project, level, options);
    QVERIFY2(rt, rt ? "" : rt.error().toString().c_str());
    sw::test::BossBot bot(*rt);
    int parts = 0, missiles = 0, beams = 0, phases = 0;
    bool destroyed = false;
    std::int64_t t = 0;
    for (; t < 12000 && !destroyed; ++t) {
      TickInput in;
      if (t >= kBossFrom) in.player[0] = bot.press();
      recording.record(t, in);
      rt->tick(in);
      for (const LevelEvent& e : rt->events()) {
        parts += e.kind == "part-destroyed";
        missiles += e.kind == "missile-launched";
        beams += e.kind == "beam-warning";
        phases += e.kind == "boss-phase";
        if (e.kind == "player-killed" && qEnvironmentVariableIsSet("SW_DEMO_BOT_TRACE")) {
          QString what;
          for (const LevelEvent& o : rt->events()) what += QString::fromStdString(std::string(o.kind)) + " ";
          const EnemyBulletPool& pool = rt->get<EnemyBulletSystem>().bullets();
          double nb = 1e9;
          for (std::size_t i = 0; i < pool.size(); ++i) nb = std::min(nb, (pool.position(i) - e.at).length());
          double nm = 1e9;
          for (const Missile& m : rt->get<MissileSystem>().missiles()) nm = std::min(nm, (m.position - e.at).length());
          double ne = 1e9;
          for (const Enemy& en : rt->get<EnemySystem>().enemies()) ne = std::min(ne, (en.position - e.at).length());
          qInfo("killed at %lld (%f,%f): %s nearest bullet %f missile %f enemy %f", (long long)t, e.at.x, e.at.y, qPrintable(what), nb, nm, ne);
        }
      }
      if (qEnvironmentVariableIsSet("SW_DEMO_BOT_TRACE") && t >= kBossFrom && t % 60 == 0) {
        const Player& pl = rt->get<PlayerSystem>().players()[0];
        QString line = QString("t %1 p %2,%3 lives %4 alive %5 |").arg(t).arg(pl.position.x, 0, 'f', 1).arg(pl.position.y, 0, 'f', 1).arg(pl.lives).arg(pl.alive);
        const EnemySystem& es = rt->get<EnemySystem>();
        for (const Enemy& e : es.enemies()) {
          line += QString(" %1@%2,%3 h%4").arg(QString::fromStdString(es.type(e.type).name)).arg(e.position.x, 0, 'f', 1).arg(e.position.y, 0, 'f', 1).arg(e.health);
          if (const PartState* ps = es.partsOf(e))
            for (std::size_t k = 0; k < es.type(e.type).parts.size(); ++k) line += QString(" %1").arg(ps[k].health);
        }
        qInfo("%s", qPrintable(line));
      }
      for (std::size_t s = 0; s < rt->get<EnemySystem>().spawnCount(); ++s)
        if (rt->get<EnemySystem>().spawn(s).spec.name == "boss" && rt->get<EnemySystem>().spawnProgress(s).destroyed > 0)
          destroyed = true;
    }
    const Player& p = rt->get<PlayerSystem>().players()[0];
    qInfo("boss destroyed %d at tick %lld; parts destroyed %d, missiles %d, beams %d, phases %d, lives %d",
          int(destroyed), (long long)t, parts, missiles, beams, phases, p.lives);
    QVERIFY2(destroyed, qPrintable(QString("not destroyed by tick %1 (lives %2)").arg(t).arg(p.lives)));
    QVERIFY2(rt->errors().empty(), rt->errors().empty() ? "" : rt->errors().front().toString().c_str());
    QVERIFY(parts >= 1);
    QVERIFY(missiles >= 2);
    QVERIFY(beams >= 1);
    QVERIFY(phases >= 2);
    recording.length = t + 150;  // and the trigger it sets off (boss_defeated, 90 ticks later)
    if (qEnvironmentVariableIsSet("SW_WRITE_DEMO_RECORDING")) {
      const Status saved = saveInputRecording(recording, kShooterDemo + "/tests/boss_fight.inputs");
      QVERIFY2(saved, saved ? "" : saved.error().toString().c_str());
    }
  }

  // Its shipped replay tests pass, as `scrollwork-cli test projects/demo` runs them.
  void itsRecordingsReplayToTheirExpectations() {
    auto loaded = loadProject(kShooterDemo);
    QVERIFY(loaded.project);
    const std::vector<ReplayTestFiles> tests = findReplayTests(kShooterDemo);
    QVERIFY(tests.size() >= 5);
    for (const ReplayTestFiles& files : tests) {
      const ReplayTestResult result = runReplayTest(*loaded.project, files, {});
      QVERIFY2(result.passed(), replayTestReport(result).c_str());
    }
  }
};

QTEST_GUILESS_MAIN(ShooterBossTest)
#include "shooter_boss_test.moc"
