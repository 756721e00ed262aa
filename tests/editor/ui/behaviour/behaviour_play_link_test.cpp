// While Play runs, the Behaviour dock lights the state the picked enemy is in and flashes the
// transition that just fired: liveBehaviourOf reads a running arena with two sentries (the
// selected spawn's first, else the first of the type, each machine on its own), and through
// a PlaySession stepped tick by tick the dock's box lights up, the wire flashes for
// kFlashTicks ticks, and everything goes dark when Play stops.
#include "ui/behaviour/behaviour_play_link.h"

#include <QTemporaryDir>
#include <QtTest>

#include "document/document.h"
#include "model/io/project_io.h"
#include "play/play_session.h"
#include "sim/runtime_level.h"
#include "sim/systems/enemies/enemy_system.h"
#include "support/scratch_settings.h"
#include "ui/behaviour/behaviour_dock.h"
#include "ui/behaviour/behaviour_graph_items.h"
#include "ui/behaviour/behaviour_graph_scene.h"

using namespace sw;
using namespace sw::editor;

namespace {

std::unique_ptr<EnemyState> sentryState(const char* name, const char* machine,
                                        std::vector<std::string> transitions) {
  auto s = std::make_unique<EnemyState>();
  s->name = name;
  s->machine = machine;
  s->transitions = std::move(transitions);
  return s;
}

// Two sentries that wait 10 ticks, stay alert 30, and so on; their weapons machine bursts
// after 3 ticks. The second appears 4 ticks after the first.
std::unique_ptr<Project> arena(const QString& folder) {
  auto p = std::make_unique<Project>();
  p->name = "Arena";
  p->directory = folder.toStdString();
  auto tile = std::make_unique<TileDef>();
  tile->name = "open";
  tile->cameraEntry = {0, 0};
  tile->cameraExit = {32, 0};
  p->tileDefs.push_back(std::move(tile));
  auto level = std::make_unique<Level>();
  level->name = "arena";
  level->file = "levels/arena.json";
  for (int i = 0; i < 8; ++i) {
    auto t = std::make_unique<TileInstance>();
    t->name = "t" + std::to_string(i);
    t->tile = "open";
    t->id = newObjectId();
    level->chain.push_back(std::move(t));
  }
  auto type = std::make_unique<EnemyType>();
  type->name = "sentry";
  type->movement = EnemyMovement::Stationary;
  type->health = 1000;
  type->states.push_back(sentryState("wait", "main", {"after 10 -> alert"}));
  type->states.push_back(sentryState("idle", "weapons", {"after 3 -> burst"}));
  type->states.push_back(sentryState("alert", "main", {"playerWithin 0.001 -> wait", "after 30 -> wait"}));
  type->states.push_back(sentryState("burst", "weapons", {}));
  p->enemyTypes.push_back(std::move(type));
  for (auto [name, tick, x] : {std::tuple{"first", 0, 10.0}, std::tuple{"second", 4, 12.0}}) {
    auto spawn = std::make_unique<Spawn>();
    spawn->name = name;
    spawn->enemyType = "sentry";
    spawn->tick = tick;
    spawn->position = {x, 3};
    spawn->id = newObjectId();
    level->objects.push_back(std::move(spawn));
  }
  p->levels.push_back(std::move(level));
  return p;
}

// The main machine of the enemy from spawn `spawn` (its states: wait 0, alert 1).
const StateMachineInstance* machineOf(const RuntimeLevel& rt, const std::string& spawn) {
  const auto& enemies = rt.get<EnemySystem>();
  for (const Enemy& e : enemies.enemies())
    if (enemies.spawn(std::size_t(e.spawn)).spec.name == spawn) return &e.machines[0];
  return nullptr;
}

}  // namespace

class BehaviourPlayLinkTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;

 private slots:
  void initTestCase() {
    sw::test::useScratchSettings(QStringLiteral("behaviourPlayLink"));
    QVERIFY(dir_.isValid());
    auto p = arena(dir_.path());
    QVERIFY2(saveProject(*p).ok(), "saved");
  }

  void theLiveStateAndTheTransitionThatFired() {
    auto p = arena(dir_.path());
    Result<RuntimeLevel> rt = RuntimeLevel::build(*p, *p->levels[0], PlayOptions{});
    QVERIFY2(rt.ok(), rt.ok() ? "" : rt.error().toString().c_str());
    QCOMPARE(liveBehaviourOf(*rt, "sentry", "", "main", {}), LiveBehaviour{});  // nobody yet
    rt->tick();
    QCOMPARE(liveBehaviourOf(*rt, "sentry", "", "main", {}).state, std::string("wait"));
    // Until the first sentry turns alert: then its wait's first transition flashes.
    int ticks = 0;
    while (machineOf(*rt, "first")->state() != 1 && ticks++ < 100)
      rt->tick();  // alert: the main machine's second
    LiveBehaviour live = liveBehaviourOf(*rt, "sentry", "", "main", {});
    QCOMPARE(live.state, std::string("alert"));
    QCOMPARE(live.flashFrom, std::string("wait"));
    QCOMPARE(live.flashTransition, 0);
    // The second sentry came later: still waiting, and it is the one a selected spawn picks.
    QCOMPARE(machineOf(*rt, "second")->state(), 0);
    LiveBehaviour second = liveBehaviourOf(*rt, "sentry", "", "main", {"second"});
    QCOMPARE(second.state, std::string("wait"));
    QCOMPARE(second.flashFrom, std::string());
    // Each machine on its own: the weapons machine burst long ago.
    QCOMPARE(liveBehaviourOf(*rt, "sentry", "", "weapons", {}).state, std::string("burst"));
    QCOMPARE(liveBehaviourOf(*rt, "sentry", "", "nothing", {}), LiveBehaviour{});
    QCOMPARE(liveBehaviourOf(*rt, "drone", "", "main", {}), LiveBehaviour{});
    // The flash lasts kFlashTicks ticks in the new state.
    rt->run(int(kFlashTicks) - 1);
    QCOMPARE(liveBehaviourOf(*rt, "sentry", "", "main", {}).flashFrom, std::string("wait"));
    rt->tick();
    live = liveBehaviourOf(*rt, "sentry", "", "main", {});
    QCOMPARE(live.state, std::string("alert"));
    QCOMPARE(live.flashFrom, std::string());
    // Back to wait through the alert's second transition.
    ticks = 0;
    while (machineOf(*rt, "first")->state() != 0 && ticks++ < 100) rt->tick();
    live = liveBehaviourOf(*rt, "sentry", "", "main", {"first"});
    QCOMPARE(live.state, std::string("wait"));
    QCOMPARE(live.flashFrom, std::string("alert"));
    QCOMPARE(live.flashTransition, 1);
  }

  void aPartsMachineLightsUpToo() {
    auto p = arena(dir_.path());
    auto claw = std::make_unique<EnemyPart>();
    claw->name = "claw";
    claw->states.push_back(sentryState("open", "main", {"after 6 -> snap"}));
    claw->states.push_back(sentryState("snap", "main", {"after 30 -> open"}));
    p->enemyTypes.front()->parts.push_back(std::move(claw));
    Result<RuntimeLevel> rt = RuntimeLevel::build(*p, *p->levels[0], PlayOptions{});
    QVERIFY2(rt.ok(), rt.ok() ? "" : rt.error().toString().c_str());
    const auto& enemies = rt->get<EnemySystem>();
    if (enemies.typeCount() == 0 || enemies.type(0).parts.empty())
      QSKIP("this build runs no part machines yet (the part runtime is on its way)");
    rt->tick();
    QCOMPARE(liveBehaviourOf(*rt, "sentry", "claw", "main", {}).state, std::string("open"));
    int ticks = 0;
    while (liveBehaviourOf(*rt, "sentry", "claw", "main", {}).state != "snap" && ticks++ < 100) rt->tick();
    const LiveBehaviour live = liveBehaviourOf(*rt, "sentry", "claw", "main", {});
    QCOMPARE(live.state, std::string("snap"));
    QCOMPARE(live.flashFrom, std::string("open"));
    QCOMPARE(live.flashTransition, 0);
    QCOMPARE(liveBehaviourOf(*rt, "sentry", "", "main", {}).state, std::string("wait"));  // the body's own
    QCOMPARE(liveBehaviourOf(*rt, "sentry", "leg", "main", {}), LiveBehaviour{});
  }

  void theDockLightsUpWhilePlayRuns() {
    Document document;
    const auto errors = document.open(dir_.path());
    QVERIFY(errors.empty());
    BehaviourDock dock(&document);
    dock.resize(900, 500);
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    const EnemyType* sentry = document.project().enemyTypes.front().get();
    document.setCurrentEnemyType(sentry, sentry->states[0].get());
    QCOMPARE(dock.enemyType(), sentry);
    behaviour::BehaviourGraphScene* scene = dock.scene();
    const int wait = 0, alert = 2;
    QVERIFY(scene->nodeItem(wait) && scene->nodeItem(alert));

    play::PlaySession session;
    linkBehaviourToPlay(&dock, &session, &document);
    QVERIFY(session.start(document.project(), 0, 1, 0, true));
    session.step();
    QVERIFY(scene->nodeItem(wait)->isCurrent());
    QVERIFY(!scene->nodeItem(alert)->isCurrent());
    int ticks = 0;
    while (!scene->nodeItem(alert)->isCurrent() && ticks++ < 100) session.step();
    QVERIFY(scene->nodeItem(alert)->isCurrent());
    QVERIFY(!scene->nodeItem(wait)->isCurrent());
    behaviour::BehaviourWireItem* fired = scene->wireItem(wait, StateList::Transitions, 0);
    QVERIFY(fired && fired->isFlashing());
    QVERIFY(!scene->wireItem(alert, StateList::Transitions, 1)->isFlashing());
    for (int i = 0; i < int(kFlashTicks); ++i) session.step();
    QVERIFY(!fired->isFlashing());
    QVERIFY(scene->nodeItem(alert)->isCurrent());
    // The weapons machine shows its own state.
    QVERIFY(dock.showMachine({-1, "weapons"}));
    session.step();
    QVERIFY(scene->nodeItem(3)->isCurrent());  // burst
    session.stop();
    QVERIFY(!scene->nodeItem(3)->isCurrent());
  }
};

QTEST_MAIN(BehaviourPlayLinkTest)
#include "behaviour_play_link_test.moc"
