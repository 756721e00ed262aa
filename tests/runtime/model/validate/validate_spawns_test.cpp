// Validation of paths and spawns: each problem names the level file and the JSON pointer
// of the value to fix.
#include "model/validate/validate_spawns.h"

#include <QtTest>

#include "model/paths/path.h"
#include "model/level/spawn.h"
#include "model/validate/validate.h"
#include "support/sample_project.h"
#include "support/model_errors.h"

using namespace sw;
using sw::test::dump;


namespace {
// The problems of the one level, keyed by "pointer: message".
Errors levelProblems(const Project& project) {
  Errors out;
  for (const auto& e : validateProject(project))
    if (e.file.find("stage_1.json") != std::string::npos) out.push_back(e);
  return out;
}

const Error* at(const Errors& errors, const std::string& where) {
  for (const auto& e : errors)
    if (e.where == where) return &e;
  return nullptr;
}

template <class T>
T& add(Level& level, const std::string& name) {
  return sw::addNewObject<T>(level, name);
}

std::unique_ptr<Project> projectWithGoodSpawns() {
  auto project = test::sampleProject();
  auto drone = std::make_unique<EnemyType>();
  drone->name = "drone";
  project->enemyTypes.push_back(std::move(drone));
  Level& level = *project->levels[0];       // objects: 0 boss_start (Marker)
  add<Trigger>(level, "gate");              // 1
  Path& swoop = add<Path>(level, "swoop");  // 2
  swoop.setNodes({{{0, 0}, {}, {}, Path::PointKind::Corner}, {{10, 0}, {}, {}, Path::PointKind::Corner}});
  swoop.attachedTile = "t2";
  Spawn& first = add<Spawn>(level, "first");  // 3
  first.enemyType = "drone";
  first.path = "swoop";
  first.wave = "w1";
  Spawn& second = add<Spawn>(level, "second");  // 4
  second.enemyType = "drone";
  second.when = Spawn::When::OnTrigger;
  second.trigger = "gate";
  Spawn& third = add<Spawn>(level, "third");  // 5
  third.enemyType = "drone";
  third.when = Spawn::When::WaveCleared;
  third.afterWave = "w1";
  return project;
}
}  // namespace

class ValidateSpawnsTest : public QObject {
  Q_OBJECT
 private slots:
  void consistentLevelHasNoProblems() {
    auto project = projectWithGoodSpawns();
    auto errors = levelProblems(*project);
    QVERIFY2(errors.empty(), dump(errors).c_str());
    QVERIFY(projectHasEnemyType(*project, "drone"));
    QVERIFY(!projectHasEnemyType(*project, "boss"));
  }

  void pathProblems() {
    auto project = projectWithGoodSpawns();
    Level& level = *project->levels[0];
    auto& swoop = dynamic_cast<Path&>(*level.objects[2]);
    swoop.removeNode(1);
    swoop.attachedTile = "boss_start";      // a marker, not a chain link
    Path& lost = add<Path>(level, "lost");  // 6
    lost.setNodes(swoop.nodes());
    lost.points.push_back({1, 1});
    lost.setNodes(lost.nodes());
    lost.attachedTile = "t7";
    auto errors = levelProblems(*project);
    QCOMPARE(errors.size(), std::size_t(3));
    QVERIFY(errors[0].file.ends_with("levels/stage_1.json"));
    const Error* e = at(errors, "/objects/2/points");
    QVERIFY2(e && e->message == "path 'swoop' has 1 point; a path needs at least two", dump(errors).c_str());
    e = at(errors, "/objects/2/attachedTile");
    QVERIFY(e && e->message == "path 'swoop' is attached to 'boss_start', which is not a chain link");
    e = at(errors, "/objects/6/attachedTile");
    QVERIFY(e && e->message == "path 'lost' is attached to 't7', which does not exist");
  }

  void spawnReferenceProblems() {
    auto project = projectWithGoodSpawns();
    Level& level = *project->levels[0];
    auto spawn = [&](std::size_t i) -> Spawn& { return dynamic_cast<Spawn&>(*level.objects[i]); };
    spawn(3).path = "gate";       // a trigger, not a path
    spawn(3).enemyType = "boss";  // no such enemy type
    spawn(4).trigger = "nowhere";
    spawn(5).afterWave = "w9";
    Spawn& bare = add<Spawn>(level, "bare");  // 6
    bare.when = Spawn::When::WaveCleared;
    Spawn& onIdle = add<Spawn>(level, "idle");  // 7
    onIdle.when = Spawn::When::OnTrigger;
    onIdle.enemyType = "drone";
    onIdle.path = "missing_path";
    auto errors = levelProblems(*project);
    const std::vector<std::pair<std::string, std::string>> expected{
        {"/objects/3/path", "spawn 'first' follows 'gate', which is not a path"},
        {"/objects/3/enemyType", "spawn 'first' uses enemy type 'boss', which does not exist"},
        {"/objects/4/trigger", "spawn 'second' waits for trigger 'nowhere', which does not exist"},
        {"/objects/5/afterWave", "spawn 'third' waits for wave 'w9', which no spawn belongs to"},
        {"/objects/6/afterWave", "spawn 'bare' waits for a wave to be cleared but names none"},
        {"/objects/6/enemyType", "spawn 'bare' names no enemy type"},
        {"/objects/7/path", "spawn 'idle' follows 'missing_path', which does not exist"},
        {"/objects/7/trigger", "spawn 'idle' waits for a trigger but names none"},
    };
    QVERIFY2(errors.size() == expected.size(), dump(errors).c_str());
    for (const auto& [where, message] : expected) {
      const Error* e = at(errors, where);
      QVERIFY2(e, where.c_str());
      QCOMPARE(e->message, message);
    }
  }

  void spawnWaitingForItsOwnWaveNeverAppears() {
    auto project = projectWithGoodSpawns();
    auto& third = dynamic_cast<Spawn&>(*project->levels[0]->objects[5]);
    third.wave = "w2";
    third.afterWave = "w2";
    auto errors = levelProblems(*project);
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].where, std::string("/objects/5/afterWave"));
    QVERIFY(errors[0].message.find("never appears") != std::string::npos);
  }

  void startOffsetBeyondThePath() {
    auto project = projectWithGoodSpawns();
    auto& first = dynamic_cast<Spawn&>(*project->levels[0]->objects[3]);
    first.startOffset = 12;
    auto errors = levelProblems(*project);
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].where, std::string("/objects/3/startOffset"));
    QCOMPARE(errors[0].message,
             std::string("spawn 'first' starts 12 units along path 'swoop', which is only 10 units long"));
  }
};

QTEST_GUILESS_MAIN(ValidateSpawnsTest)
#include "validate_spawns_test.moc"
