// The one problem list (model/validate/problems.h): broken object references are problems that
// carry their reference, checks at the same place add no second line, and the silent
// no-ops (empty chain, fire without a weapon, a path-following spawn without a path, a
// loop whose trigger nothing fires) are warnings that validateProject leaves out.
#include "model/validate/problems.h"

#include <QtTest>

#include "model/level/camera_track.h"

#include "model/paths/path.h"
#include "model/level/spawn.h"
#include "model/validate/validate.h"
#include "support/sample_project.h"

using namespace sw;

namespace {

std::string dump(const Problems& problems) {
  std::string s;
  for (const auto& p : problems)
    s += std::string(p.severity == ProblemSeverity::Error ? "E " : "W ") + p.toError().toString() +
         (p.reference ? " [reference]" : "") + "\n";
  return s;
}

std::vector<const Problem*> at(const Problems& problems, const std::string& where) {
  std::vector<const Problem*> out;
  for (const auto& p : problems)
    if (p.where == where) out.push_back(&p);
  return out;
}

template <class T>
T& add(Level& level, const std::string& name) {
  return sw::addNewObject<T>(level, name);
}

EnemyType& addType(Project& p, const std::string& name, EnemyMovement movement = EnemyMovement::Stationary) {
  auto t = std::make_unique<EnemyType>();
  t->name = name;
  t->movement = movement;
  p.enemyTypes.push_back(std::move(t));
  return *p.enemyTypes.back();
}

EnemyState& addState(EnemyType& type, const std::string& name) {
  auto s = std::make_unique<EnemyState>();
  s->name = name;
  type.states.push_back(std::move(s));
  return *type.states.back();
}

// The sample project with its mesh problem out of the way (not what these tests are about).
std::unique_ptr<Project> cleanSample() {
  auto p = test::sampleProject();
  p->tileDefs[0]->mesh.clear();
  return p;
}

}  // namespace

class ProblemsTest : public QObject {
  Q_OBJECT
 private slots:
  void aCleanProjectHasNoProblems() {
    auto p = cleanSample();
    const Problems problems = projectProblems(*p);
    QVERIFY2(problems.empty(), dump(problems).c_str());
  }

  void aMissingTileDefinitionIsABrokenReferenceReportedOnce() {
    auto p = cleanSample();
    p->levels[0]->chain[0]->tile = "corridor";
    const Problems problems = projectProblems(*p);
    const auto here = at(problems, "/chain/0/tile");
    QCOMPARE(here.size(), std::size_t(1));
    QVERIFY(here[0]->isBrokenReference());
    QVERIFY(!here[0]->relinkable());
    QCOMPARE(here[0]->severity, ProblemSeverity::Error);
    QCOMPARE(here[0]->message, std::string("'t1' uses tile definition 'corridor', which does not exist"));
    QCOMPARE(here[0]->reference->missing, std::string("corridor"));
    QCOMPARE(here[0]->reference->targetType, std::string("TileDef"));
    QCOMPARE(here[0]->reference->problem, here[0]->message);
    QCOMPARE(brokenReferencesOf(problems).size(), std::size_t(1));
    // validate reads the same list: one line for it, not two.
    int lines = 0;
    for (const auto& e : validateProject(*p)) lines += e.where == "/chain/0/tile";
    QCOMPARE(lines, 1);
  }

  void missingEnemyTypesPathsAndTriggersAreBrokenReferences() {
    auto p = cleanSample();
    addType(*p, "drone");
    Level& level = *p->levels[0];
    Spawn& spawn = add<Spawn>(level, "wave1");  // objects/1
    spawn.enemyType = "ghost";
    spawn.path = "nowhere";
    add<Marker>(level, "not_a_path");           // objects/2
    Spawn& other = add<Spawn>(level, "wave2");  // objects/3
    other.enemyType = "drone";
    other.path = "not_a_path";
    Loop& loop = add<Loop>(level, "boss_loop");  // objects/4
    loop.first = "t1";
    loop.last = "t9";
    loop.untilTrigger = "boss_dead";
    const Problems problems = projectProblems(*p);
    for (const char* where : {"/objects/1/enemyType", "/objects/1/path", "/objects/3/path", "/objects/4/last",
                              "/objects/4/untilTrigger"}) {
      const auto here = at(problems, where);
      QVERIFY2(here.size() == 1, (where + std::string("\n") + dump(problems)).c_str());
      QVERIFY2(here[0]->isBrokenReference(), where);
    }
    QCOMPARE(at(problems, "/objects/1/enemyType")[0]->message,
             std::string("spawn 'wave1' uses enemy type 'ghost', which does not exist"));
    // The check that knows more keeps its words.
    QCOMPARE(at(problems, "/objects/3/path")[0]->message,
             std::string("spawn 'wave2' follows 'not_a_path', which is not a path"));
    QCOMPARE(at(problems, "/objects/1/enemyType")[0]->reference->targetType, std::string("EnemyType"));
  }

  void anEmptyChainIsAWarning() {
    auto p = cleanSample();
    p->levels[0]->chain.clear();
    const Problems problems = projectProblems(*p);
    const auto here = at(problems, "/chain");
    QVERIFY2(here.size() == 1, dump(problems).c_str());
    QCOMPARE(here[0]->severity, ProblemSeverity::Warning);
    QVERIFY(here[0]->message.find("no chain links") != std::string::npos);
    QVERIFY(here[0]->file.find("stage_1.json") != std::string::npos);
    QVERIFY2(validateProject(*p).empty(), "warnings do not fail validation");
  }

  void fireWithoutAWeaponIsAWarning() {
    auto p = cleanSample();
    EnemyType& type = addType(*p, "turret");
    addState(type, "idle").tick = {"sleep 10", "fire"};
    Problems problems = projectProblems(*p);
    auto here = at(problems, "/enemyTypes/0/states/0/tick/1");
    QVERIFY2(here.size() == 1, dump(problems).c_str());
    QCOMPARE(here[0]->severity, ProblemSeverity::Warning);
    QVERIFY2(here[0]->message.find("enemy 'turret'") != std::string::npos, here[0]->message.c_str());
    QVERIFY2(here[0]->message.find("no default pattern") != std::string::npos, here[0]->message.c_str());

    p->bulletKinds = defaultBulletKinds();
    auto ring = std::make_unique<BulletPattern>();
    ring->name = "ring";
    ring->actions.push_back(PatternCommand{PatternOp::Fire});
    p->patterns.push_back(std::move(ring));
    type.pattern = "ring";  // a default pattern: fine
    QVERIFY2(projectProblems(*p).empty(), dump(projectProblems(*p)).c_str());
    type.pattern.clear();
    type.states[0]->tick = {"sleep 10", "fire ring"};  // names its pattern: fine
    QVERIFY2(projectProblems(*p).empty(), dump(projectProblems(*p)).c_str());
    type.states[0]->tick = {"sleep 10", "fire"};
    type.states[0]->begin = {"setPattern ring"};  // armed by its behaviour: fine too
    QVERIFY2(projectProblems(*p).empty(), dump(projectProblems(*p)).c_str());
    type.states[0]->begin = {"startFiring"};  // and startFiring is as silent as fire
    problems = projectProblems(*p);
    QCOMPARE(at(problems, "/enemyTypes/0/states/0/begin/0").size(), std::size_t(1));
  }

  void aPathFollowingSpawnWithoutAPathIsAWarning() {
    auto p = cleanSample();
    addType(*p, "diver", EnemyMovement::FollowPath);
    addType(*p, "runner", EnemyMovement::StraightLine);
    Level& level = *p->levels[0];
    add<Spawn>(level, "lost").enemyType = "diver";   // objects/1
    add<Spawn>(level, "fine").enemyType = "runner";  // objects/2: moves on its own
    Path& path = add<Path>(level, "swoop");          // objects/3
    path.setNodes({{{0, 0}, {}, {}, Path::PointKind::Corner}, {{10, 0}, {}, {}, Path::PointKind::Corner}});
    Spawn& onPath = add<Spawn>(level, "guided");  // objects/4
    onPath.enemyType = "diver";
    onPath.path = "swoop";
    const Problems problems = projectProblems(*p);
    QCOMPARE(problems.size(), std::size_t(1));
    QCOMPARE(problems[0].where, std::string("/objects/1/path"));
    QCOMPARE(problems[0].severity, ProblemSeverity::Warning);
    QVERIFY2(problems[0].message.find("spawn 'lost'") != std::string::npos, problems[0].message.c_str());
  }

  // Issue #45: a spawn at tick 320 on a 30-tick chain spawned with no hint.
  void aSpawnAfterTheChainsEndIsAWarning() {
    auto p = cleanSample();
    addType(*p, "runner", EnemyMovement::StraightLine);
    Level& level = *p->levels[0];
    const std::int64_t end = CameraTrack(*p, level).lengthInTicks();
    QVERIFY(end > 0);
    Spawn& late = add<Spawn>(level, "late");  // objects/1
    late.enemyType = "runner";
    late.tick = end + 290;
    Spawn& last = add<Spawn>(level, "last");  // objects/2: at the very end, still seen
    last.enemyType = "runner";
    last.tick = end;
    Spawn& byTrigger = add<Spawn>(level, "byTrigger");  // objects/3: not timed by the chain
    byTrigger.enemyType = "runner";
    byTrigger.when = Spawn::When::OnTrigger;
    byTrigger.tick = end + 500;
    const Problems all = projectProblems(*p);
    QVERIFY2(at(all, "/objects/2/tick").empty() && at(all, "/objects/3/tick").empty(), dump(all).c_str());
    const auto problems = at(all, "/objects/1/tick");
    QVERIFY2(problems.size() == 1, dump(all).c_str());
    QCOMPARE(problems[0]->severity, ProblemSeverity::Warning);
    QVERIFY2(problems[0]->message.find("spawn 'late' is timed at tick " + std::to_string(end + 290) +
                                      ", after the chain ends (tick " + std::to_string(end) + ")") !=
                 std::string::npos,
             problems[0]->message.c_str());
  }

  void aLoopWhoseTriggerNothingFiresIsAWarning() {
    auto p = cleanSample();
    Level& level = *p->levels[0];
    Trigger& end = add<Trigger>(level, "boss_dead");  // objects/1
    end.flags = Trigger::Once;                        // starts disabled
    Loop& loop = add<Loop>(level, "corridor");        // objects/2
    loop.first = "t1";
    loop.last = "t2";
    loop.untilTrigger = "boss_dead";
    Problems problems = projectProblems(*p);
    QVERIFY2(problems.size() == 1, dump(problems).c_str());
    QCOMPARE(problems[0].where, std::string("/objects/2/untilTrigger"));
    QCOMPARE(problems[0].severity, ProblemSeverity::Warning);

    // An enemy that emits its name fires it.
    EnemyType& boss = addType(*p, "boss");
    addState(boss, "dying").begin = {"emit boss_dead"};
    QVERIFY2(projectProblems(*p).empty(), dump(projectProblems(*p)).c_str());
    boss.states[0]->begin = {"emit something_else"};
    QCOMPARE(projectProblems(*p).size(), std::size_t(1));
    // So does another trigger enabling it, or starting enabled.
    add<Trigger>(level, "arm").target = "boss_dead";
    QVERIFY2(projectProblems(*p).empty(), dump(projectProblems(*p)).c_str());
    level.objects.pop_back();
    end.flags = Trigger::Once | Trigger::StartsEnabled;
    QVERIFY2(projectProblems(*p).empty(), dump(projectProblems(*p)).c_str());
  }

  void warningsComeAfterErrors() {
    auto p = cleanSample();
    p->levels[0]->chain[1]->tile = "gone";
    EnemyType& type = addType(*p, "t");
    addState(type, "s").tick = {"fire"};
    const Problems problems = projectProblems(*p);
    QCOMPARE(problems.size(), std::size_t(2));
    QCOMPARE(problems[0].severity, ProblemSeverity::Error);
    QCOMPARE(problems[1].severity, ProblemSeverity::Warning);
    QCOMPARE(problemsOfSeverity(problems, ProblemSeverity::Warning).size(), std::size_t(1));
  }
};

QTEST_GUILESS_MAIN(ProblemsTest)
#include "problems_test.moc"
