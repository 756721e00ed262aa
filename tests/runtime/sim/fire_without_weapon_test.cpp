// A behaviour that runs `fire` (or `startFiring`) while the enemy has no pattern does
// nothing in the game; the run reports it once per enemy type, naming the enemy, instead
// of staying silent. A `setPattern` before it is fine.
// Before Qt: its `forever` macro would clash with PatternCommand::forever.
#include "model/bullet_pattern.h"

#include <QtTest>
#include "sim/runtime_level.h"
#include "support/shooter_parts.h"

using namespace sw;

namespace {

std::unique_ptr<Project> arenaWithTurrets(const std::vector<std::string>& begin) {
  auto p = std::make_unique<Project>();
  p->name = "Arena";
  auto tile = std::make_unique<TileDef>();
  tile->name = "open";
  tile->cameraEntry = {0, 0};
  tile->cameraExit = {32, 0};
  p->tileDefs.push_back(std::move(tile));
  auto level = std::make_unique<Level>();
  level->name = "arena";
  level->file = "levels/arena.json";
  for (int i = 0; i < 4; ++i) {
    auto t = std::make_unique<TileInstance>();
    t->name = "t" + std::to_string(i);
    t->tile = "open";
    level->chain.push_back(std::move(t));
  }
  p->levels.push_back(std::move(level));
  auto type = std::make_unique<EnemyType>();
  type->name = "turret";
  type->movement = EnemyMovement::Stationary;
  auto state = std::make_unique<EnemyState>();
  state->name = "shoot";
  state->begin = begin;
  state->tick = {"sleep 5", "fire"};
  type->states.push_back(std::move(state));
  p->enemyTypes.push_back(std::move(type));
  auto aimed = std::make_unique<BulletPattern>();
  aimed->name = "aimed";
  PatternCommand fire;
  fire.op = PatternOp::Fire;
  fire.speed.text = "0.2";
  fire.speed.code = parsePatternExpr("0.2", {}).code;
  fire.direction.code = parsePatternExpr("0", {}).code;
  aimed->actions.push_back(fire);
  p->patterns.push_back(std::move(aimed));
  // Three turrets of the one type: still one report.
  auto spawn = std::make_unique<Spawn>();
  spawn->name = "row";
  spawn->enemyType = "turret";
  spawn->position = {8, 0};
  spawn->count = 3;
  spawn->spacing = 2;
  p->levels[0]->objects.push_back(std::move(spawn));
  return p;
}

}  // namespace

class FireWithoutWeaponTest : public QObject {
  Q_OBJECT
 private slots:
  void reportedOnceNamingTheEnemy() {
    auto p = arenaWithTurrets({});
    Result<RuntimeLevel> rt = RuntimeLevel::build(*p, *p->levels[0], PlayOptions{});
    QVERIFY(rt.ok());
    rt->run(60);
    QCOMPARE(rt->errors().size(), std::size_t(1));
    const Error& e = rt->errors()[0];
    QVERIFY2(e.where.find("row[0]") != std::string::npos && e.where.find("turret") != std::string::npos,
             e.where.c_str());
    QVERIFY2(e.message.find("'fire'") != std::string::npos, e.message.c_str());
    QVERIFY2(e.message.find("no bullet is fired") != std::string::npos, e.message.c_str());
    QCOMPARE(e.file, std::string("levels/arena.json"));
    QVERIFY(enemyBulletsOf(*rt).empty());
  }

  void aWeaponSetByTheBehaviourIsFine() {
    auto p = arenaWithTurrets({"setPattern aimed"});
    Result<RuntimeLevel> rt = RuntimeLevel::build(*p, *p->levels[0], PlayOptions{});
    QVERIFY(rt.ok());
    rt->run(60);
    QVERIFY2(rt->errors().empty(), rt->errors().empty() ? "" : rt->errors().front().toString().c_str());
    QVERIFY(!enemyBulletsOf(*rt).empty());
  }
};

QTEST_GUILESS_MAIN(FireWithoutWeaponTest)
#include "fire_without_weapon_test.moc"
