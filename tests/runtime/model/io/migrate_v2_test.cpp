// Format 1 -> 2: the demo's project.json as it was at format 1 (tests/fixtures/format1)
// opens with its enemy weapons turned into patterns that fire the same bullets, shared
// when identical, and its setWeapon lines into setPattern.
#include <QtTest>

#include <fstream>
#include <sstream>

#include "model/patterns/bullet_pattern_json.h"
#include "model/io/format.h"
#include "model/io/project_io.h"
#include "model/validate/validate_patterns.h"

using namespace sw;

namespace {

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

Project load(const std::string& text) {
  Project p;
  std::vector<std::string> levels;
  Errors errors;
  if (!readProjectText(text, "project.json", p, levels, errors)) {
    for (const auto& e : errors) qWarning("%s", e.toString().c_str());
    qFatal("does not load");
  }
  return p;
}

std::string v1Type(const std::string& name, const std::string& weapon, int bullets, double angle, double speed,
                   const std::string& begin = "") {
  return R"({"name": ")" + name + R"(", "weapon": ")" + weapon + R"(", "bulletsPerShot": )" + std::to_string(bullets) +
         R"(, "spreadAngle": )" + std::to_string(angle) + R"(, "bulletSpeed": )" + std::to_string(speed) +
         R"(, "states": [{"name": "s", "begin": [)" + begin + "]}]}";
}

std::string v1Project(const std::string& types) {
  return R"({"formatVersion": 1, "name": "p", "tileDefs": [], "enemyTypes": [)" + types + R"(], "levels": []})";
}

}  // namespace

class MigrateV2Test : public QObject {
  Q_OBJECT
 private slots:
  void demoWeaponsBecomePatterns() {
    const std::string text = readFile(std::string(SW_SOURCE_DIR) + "/tests/fixtures/format1/project.json");
    QVERIFY(text.find("\"formatVersion\": 1") != std::string::npos);
    Project p = load(text);
    QCOMPARE(p.bulletKinds.size(), std::size_t(5));
    QCOMPARE(p.findBulletKind("medium")->radius, 0.25);
    // drone: none; turret: aimed 1; gunship: spread 5 x 40 degrees; plus the rings their setWeapon lines use.
    QCOMPARE(p.findEnemyType("drone")->pattern, std::string());
    const BulletPattern* aimed = p.findPattern(p.findEnemyType("turret")->pattern);
    QVERIFY(aimed);
    QCOMPARE(aimed->name, std::string("aimed"));
    QCOMPARE(aimed->actions.size(), std::size_t(1));
    QCOMPARE(aimed->actions[0].directionMode, DirectionMode::Aim);
    const BulletPattern* spread = p.findPattern(p.findEnemyType("gunship")->pattern);
    QVERIFY(spread);
    QCOMPARE(spread->actions[0].direction.text, std::string("-20"));
    QCOMPARE(spread->actions[1].count.text, std::string("4"));
    QCOMPARE(spread->actions[1].actions[0].directionMode, DirectionMode::Sequence);
    QCOMPARE(spread->actions[1].actions[0].direction.text, std::string("10"));
    QVERIFY(p.findPattern("ring"));
    QCOMPARE(p.findPattern("ring")->actions[0].direction.text, std::string("$rand * 360"));
    QCOMPARE(p.findPattern("ring")->actions.size(), std::size_t(1));  // the turret's: one bullet
    QCOMPARE(p.findPattern("ring_2")->actions[1].actions[0].direction.text, std::string("72"));  // the gunship's 5
    const std::string saved = projectText(p);
    QVERIFY(saved.find("setWeapon") == std::string::npos);
    QVERIFY(saved.find("\"setPattern ring\"") != std::string::npos);
    QVERIFY(saved.find("\"setPattern ring_2\"") != std::string::npos);
    QVERIFY(saved.find("\"weapon\"") == std::string::npos);
    QVERIFY(saved.find("\"bulletsPerShot\"") == std::string::npos);
    QVERIFY(saved.find("\"formatVersion\": " + std::to_string(kFormatVersion)) != std::string::npos);
    Errors errors;
    validatePatterns(p, "project.json", errors);
    for (const auto& e : errors) qWarning("%s", e.toString().c_str());
    QVERIFY(errors.empty());
    // Saved and opened again: the same patterns.
    Project again = load(saved);
    QCOMPARE(projectText(again), saved);
  }

  void identicalWeaponsShareAPattern() {
    Project p = load(v1Project(v1Type("a", "ring", 8, 30, 0.2) + "," + v1Type("b", "ring", 8, 30, 0.2) + "," +
                               v1Type("c", "ring", 12, 30, 0.2) + "," + v1Type("d", "aimed", 3, 30, 0.3)));
    QCOMPARE(p.patterns.size(), std::size_t(3));
    QCOMPARE(p.findEnemyType("a")->pattern, std::string("ring"));
    QCOMPARE(p.findEnemyType("b")->pattern, std::string("ring"));
    QCOMPARE(p.findEnemyType("c")->pattern, std::string("ring_2"));
    QCOMPARE(p.findPattern("ring_2")->actions[1].actions[0].direction.text, std::string("30"));
    const BulletPattern* aimed = p.findPattern("aimed");
    QCOMPARE(aimed->actions[0].direction.text, std::string("-4"));  // 3 bullets 4 degrees apart
    QCOMPARE(aimed->actions[0].speed.text, std::string("0.3"));
    QCOMPARE(aimed->actions[1].count.text, std::string("2"));
  }

  void setWeaponLinesBecomeSetPattern() {
    Project p = load(v1Project(v1Type("a", "none", 6, 30, 0.25, R"("setWeapon  spread", "setWeapon none", "fire")")));
    const EnemyType& a = *p.findEnemyType("a");
    QCOMPARE(a.pattern, std::string());
    QCOMPARE(a.states[0]->begin[0], std::string("setPattern spread"));
    QCOMPARE(a.states[0]->begin[1], std::string("setPattern none"));
    QCOMPARE(a.states[0]->begin[2], std::string("fire"));
    QCOMPARE(p.findPattern("spread")->actions[1].count.text, std::string("5"));
  }

  void levelsOnlyGetTheNumber() {
    Level level;
    Errors errors;
    QVERIFY(readLevelText(R"({"formatVersion": 1, "name": "one", "chain": [], "objects": []})", "l.json", level, errors));
    QCOMPARE(level.rank, 0.5);
  }
};

QTEST_GUILESS_MAIN(MigrateV2Test)
#include "migrate_v2_test.moc"
