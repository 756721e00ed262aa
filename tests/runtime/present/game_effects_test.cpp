// A running game's effects (present/effects/game_effects.h) on the demo: every shot, hit and
// kill names an effect by data, the journal hands the events over, the effects play at the
// events' absolute places and step once per tick; an event a rollback withdrew takes its
// particles with it; an edited library is used by what is emitted next.
#include <QtTest>
#include <cmath>

#include "present/effects/game_effects.h"
#include "present/presentation_journal.h"
#include "sim/runtime_level.h"
#include "sim/screen_camera.h"
#include "support/demo_project.h"

using namespace sw;

class GameEffectsTest : public QObject {
  Q_OBJECT
 private slots:
  void eventsPlayTheirEffectsWhereTheyHappened() {
    std::unique_ptr<Project> project = test::loadDemo();
    QVERIFY(project);
    // Only this test's effect plays (the demo names its own for every event).
    project->effects.clear();
    for (auto& t : project->enemyTypes)
      for (auto& part : t->parts) part->hitEffect = part->deathEffect = part->muzzleEffect = "";
    for (auto& w : project->weapons) w->impactEffect = "";
    project->rules.playerRespawnEffect = "";
    auto boom = std::make_unique<ParticleEffect>(defaultEffect("boom"));
    boom->emitters[0]->count = 4;
    boom->emitters[0]->speedMin = boom->emitters[0]->speedMax = 0;
    boom->emitters[0]->lifeMin = boom->emitters[0]->lifeMax = 1000;
    project->effects.push_back(std::move(boom));
    for (auto& t : project->enemyTypes) t->hitEffect = t->deathEffect = "boom";
    project->rules.playerDeathEffect = "boom";
    for (const WeaponType& w : builtInWeapons()) {
      if (project->findWeaponType(w.name)) continue;
      project->weapons.push_back(std::make_unique<WeaponType>(w));
    }
    for (auto& w : project->weapons) w->muzzleEffect = "boom";

    Result<RuntimeLevel> level = RuntimeLevel::build(*project, *project->levels.front(), 5);
    QVERIFY2(level, level ? "" : level.error().toString().c_str());
    PresentationJournal journal;
    level->setTickListener(&journal);
    GameEffects effects;
    effects.begin(*project, project->levels.front().get(), 5);
    TickInput fire;
    fire.player[0] = InputFire;
    std::vector<PresentedEvent> shots;
    for (int frame = 0; frame < 120; ++frame) {
      level->run(2, fire);  // two ticks a frame
      const PresentationJournal::Changes& changes = journal.take();
      for (const PresentedEvent& e : changes.started)
        if (e.kind == "shot") shots.push_back(e);
      effects.present(*level, changes);
    }
    QVERIFY(!shots.empty());
    QVERIFY(effects.played() >= std::int64_t(shots.size()));
    QCOMPARE(effects.player().particles().size(), std::size_t(effects.played() * 4));
    // The first shot's particles sit where it was fired, in the layout (frame + origin).
    const auto* camera = level->find<ScreenCamera>();
    QVERIFY(camera);
    const Vec2 first = shots.front().absolute;
    bool found = false;
    for (const EffectParticle& p : effects.player().particles())
      found = found || (std::abs(p.position.x - first.x) < 1e-9 && std::abs(p.position.y - first.y) < 1e-9);
    QVERIFY(found);

    // A rollback withdrew the last shot: its particles go, the others stay.
    const std::size_t before = effects.player().particles().size();
    PresentationJournal::Changes withdrawn;
    withdrawn.cancelled.push_back(shots.back());
    effects.present(*level, withdrawn);
    QCOMPARE(effects.player().particles().size(), before - 4);

    // An edit: the next effects use it, what plays keeps playing.
    project->effects.front()->emitters[0]->count = 9;
    effects.setEffects(*project, project->levels.front().get());
    QCOMPARE(effects.player().particles().size(), before - 4);
    const std::int64_t playedBefore = effects.played();
    level->run(2, fire);
    effects.present(*level, journal.take());
    const std::int64_t more = effects.played() - playedBefore;
    QVERIFY(more > 0);
    QCOMPARE(effects.player().particles().size(), before - 4 + std::size_t(more * 9));
  }
};

QTEST_GUILESS_MAIN(GameEffectsTest)
#include "game_effects_test.moc"
