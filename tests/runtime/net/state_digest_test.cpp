// net/state_digest.h reads a saved state through RuntimeLevel::visitState, the list the state
// hash and `--dump-at` use: a saved state visits exactly like the level it came from, one
// changed field changes the whole-state hash and only the digest of the entity holding it,
// the report describes that entity's field, and the hash allocates nothing.
#include "net/state_digest.h"

#include <QtTest>

#include "model/project_io.h"
#include "sim/state/state_visitor.h"
#include "support/allocation_counter.h"
#include "support/runtime_level_test_access.h"
#include "support/shooter_parts.h"

using namespace sw;
using T = RuntimeLevelTestAccess;
using namespace sw::net;

namespace {

std::unique_ptr<Project> loadDemo() {
  ProjectLoad load = loadProject(std::string(SW_SOURCE_DIR) + "/projects/demo");
  if (!load.project || load.project->levels.empty()) return nullptr;
  return std::move(load.project);
}

// Every entity and field as text, in visit order.
class Recorder final : public StateVisitor {
 public:
  void entity(std::string_view kind, std::int64_t id, std::string_view label) override {
    text += std::string(kind) + ' ' + std::to_string(id) + ' ' + std::string(label) + '\n';
  }
  void integer(const FieldPath& field, std::int64_t value) override {
    text += field.text() + '=' + std::to_string(value) + '\n';
  }
  void real(const FieldPath& field, double value) override {
    text += field.text() + '=' + QByteArray::number(value, 'g', 17).toStdString() + '\n';
  }
  std::string text;
};

// A level under way: enemies, both players, bullets of both sides and particles.
RuntimeLevel busyLevel(const Project& project) {
  PlayOptions options;
  options.players = 2;
  options.seed = 11;
  options.projectDir = project.directory;
  options.invulnerableUntilTick = 1 << 30;
  Result<RuntimeLevel> rt = RuntimeLevel::build(project, *project.levels[0], options);
  if (!rt) qFatal("%s", rt.error().toString().c_str());
  // The first tick that has all of them (the demo's first waves come within a minute).
  for (int t = 0; t < 20000; ++t) {
    std::uint64_t x = std::uint64_t(t / 20 + 1) * 0xBF58476D1CE4E5B9ull;  // busy, changing inputs
    x ^= x >> 29;
    TickInput in;
    in.player[0] = std::uint8_t((x & InputAllBits) | InputFire);
    in.player[1] = std::uint8_t(((x >> 8) & InputAllBits) | InputFire);
    rt->tick(in);
    if (enemiesOf(*rt).size() > 1 && !enemyBulletsOf(*rt).empty() && !playerBulletsOf(*rt).empty() &&
        !particlesOf(*rt).empty())
      break;
  }
  return std::move(*rt);
}

const EntityDigest* find(const std::vector<EntityDigest>& list, EntityKind kind, std::uint32_t id) {
  for (const EntityDigest& d : list)
    if (d.kind == kind && d.id == id) return &d;
  return nullptr;
}

// The digests of `a` and `b` that differ (present on one side only counts as differing).
std::vector<std::pair<EntityKind, std::uint32_t>> differing(const std::vector<EntityDigest>& a,
                                                            const std::vector<EntityDigest>& b) {
  std::vector<std::pair<EntityKind, std::uint32_t>> out;
  for (const EntityDigest& d : a) {
    const EntityDigest* other = find(b, d.kind, d.id);
    if (!other || other->hash != d.hash) out.push_back({d.kind, d.id});
  }
  for (const EntityDigest& d : b)
    if (!find(a, d.kind, d.id)) out.push_back({d.kind, d.id});
  return out;
}

}  // namespace

class StateDigestTest : public QObject {
  Q_OBJECT

 private slots:
  void aSavedStateVisitsLikeTheLevelItCameFrom() {
    auto project = loadDemo();
    QVERIFY(project);
    RuntimeLevel rt = busyLevel(*project);
    QVERIFY(!enemiesOf(rt).empty());
    QVERIFY(!playerBulletsOf(rt).empty());
    LevelState state;
    rt.save(state);
    Recorder live, saved;
    rt.visitState(live);
    rt.visitState(state, saved);
    QCOMPARE(saved.text, live.text);
    QVERIFY(live.text.find("enemy ") != std::string::npos);
    QVERIFY(live.text.find("wasHolding=") != std::string::npos);
    QVERIFY(live.text.find("nextSerial=") != std::string::npos);
  }

  void oneChangedFieldNamesOnlyItsEntity_data() {
    QTest::addColumn<QString>("what");
    QTest::newRow("player score") << "player";
    QTest::newRow("enemy clock") << "enemy";
    QTest::newRow("enemy birth tick") << "born";
    QTest::newRow("enemy bullet") << "enemy-bullet";
    QTest::newRow("particle") << "particle";
    QTest::newRow("trigger edge memory") << "trigger";
    QTest::newRow("next enemy serial") << "serial";
  }
  void oneChangedFieldNamesOnlyItsEntity() {
    QFETCH(QString, what);
    auto project = loadDemo();
    QVERIFY(project);
    RuntimeLevel rt = busyLevel(*project);
    LevelState a;
    rt.save(a);
    LevelState b = a;
    std::pair<EntityKind, std::uint32_t> expected;
    std::string field;
    if (what == "player") {
      T::saved<PlayerSystem>(rt, b).players[1].score ^= 1;
      expected = {EntityKind::Player, 1};
      field = "score: " + std::to_string(T::saved<PlayerSystem>(rt, b).players[1].score);
    } else if (what == "enemy") {
      QVERIFY(T::saved<EnemySystem>(rt, b).enemies.size() > 1);
      T::saved<EnemySystem>(rt, b).enemies[1].clock += 0.5;
      expected = {EntityKind::Enemy, T::saved<EnemySystem>(rt, b).enemies[1].serial};
      field = "clock: ";
    } else if (what == "born") {  // a field the hand-written digest used to miss
      QVERIFY(!T::saved<EnemySystem>(rt, b).enemies.empty());
      T::saved<EnemySystem>(rt, b).enemies[0].bornTick += 1;
      expected = {EntityKind::Enemy, T::saved<EnemySystem>(rt, b).enemies[0].serial};
      field = "bornTick: " + std::to_string(T::saved<EnemySystem>(rt, b).enemies[0].bornTick);
    } else if (what == "enemy-bullet") {
      QVERIFY(!T::saved<EnemyBulletSystem>(rt, b).bullets.empty());
      T::saved<EnemyBulletSystem>(rt, b).bullets.life[T::saved<EnemyBulletSystem>(rt, b).bullets.size() - 1] += 1;  // structure of arrays
      expected = {EntityKind::EnemyBullets, 0};
      field = "count: " + std::to_string(T::saved<EnemyBulletSystem>(rt, b).bullets.size());
    } else if (what == "particle") {
      QVERIFY(!T::saved<EffectSystem>(rt, b).particles.empty());
      T::saved<EffectSystem>(rt, b).particles.pop_back();  // a count that differs is named too
      expected = {EntityKind::Particles, 0};
      field = "count: " + std::to_string(T::saved<EffectSystem>(rt, b).particles.size());
    } else if (what == "trigger") {
      QVERIFY(!T::saved<TriggerSystem>(rt, b).triggers.empty());
      T::saved<TriggerSystem>(rt, b).triggers[0].wasHolding = !T::saved<TriggerSystem>(rt, b).triggers[0].wasHolding;
      expected = {EntityKind::Level, 0};
      field = "wasHolding " + std::to_string(T::saved<TriggerSystem>(rt, b).triggers[0].wasHolding ? 1 : 0);
    } else {
      T::saved<EnemySystem>(rt, b).nextSerial += 1;
      expected = {EntityKind::Level, 0};
      field = "nextSerial " + std::to_string(T::saved<EnemySystem>(rt, b).nextSerial);
    }
    QVERIFY(levelStateHash(rt, a) != levelStateHash(rt, b));
    std::vector<EntityDigest> da, db;
    entityDigests(rt, a, da);
    entityDigests(rt, b, db);
    const auto diff = differing(da, db);
    QCOMPARE(diff.size(), std::size_t(1));
    QCOMPARE(int(diff[0].first), int(expected.first));
    QCOMPARE(diff[0].second, expected.second);
    const EntityDigest* d = find(db, expected.first, expected.second);
    QVERIFY(d);
    const std::string text = describeEntity(rt, b, *d);
    QVERIFY2(text.find(field) != std::string::npos, (field + " not in\n" + text).c_str());
  }

  void theLabelsNameTheEntity() {
    auto project = loadDemo();
    QVERIFY(project);
    RuntimeLevel rt = busyLevel(*project);
    LevelState s;
    rt.save(s);
    QCOMPARE(entityLabel(rt, s, {EntityKind::Player, 1, 0}), std::string("player 2"));
    QCOMPARE(entityLabel(rt, s, {EntityKind::Enemy, 12, 0}), std::string("enemy #12"));
    QCOMPARE(entityLabel(rt, s, {EntityKind::EnemyBullets, 0, 0}), std::string("enemy bullets"));
    // A kind this side does not have is still named by its id.
    QCOMPARE(entityLabel(rt, s, {EntityKind::Other, 0xABCDu, 0}), std::string("other state (kind 0000abcd)"));
  }

  void everyPoolHasADigestEvenWhenEmpty() {
    auto project = loadDemo();
    QVERIFY(project);
    PlayOptions options;
    options.projectDir = project->directory;
    Result<RuntimeLevel> rt = RuntimeLevel::build(*project, *project->levels[0], options);
    QVERIFY(rt);
    LevelState s;
    rt->save(s);
    QVERIFY(T::saved<EnemyBulletSystem>(*rt, s).bullets.empty());
    std::vector<EntityDigest> d;
    entityDigests(*rt, s, d);
    for (EntityKind k : {EntityKind::Level, EntityKind::PlayerBullets, EntityKind::EnemyBullets, EntityKind::Particles})
      QVERIFY(find(d, k, 0));
    QVERIFY(find(d, EntityKind::Player, 0));
  }

  void hashingASavedStateDoesNotAllocate() {
    auto project = loadDemo();
    QVERIFY(project);
    RuntimeLevel rt = busyLevel(*project);
    LevelState s;
    rt.save(s);
    const std::uint64_t h = levelStateHash(rt, s);
    std::uint64_t same = 0;
    test::allocationCount = 0;
    test::countingAllocations = true;
    for (int i = 0; i < 10; ++i) same += levelStateHash(rt, s) == h ? 1 : 0;
    test::countingAllocations = false;
    QCOMPARE(same, std::uint64_t(10));
    QCOMPARE(long(test::allocationCount), 0L);
  }
};

QTEST_APPLESS_MAIN(StateDigestTest)
#include "state_digest_test.moc"
