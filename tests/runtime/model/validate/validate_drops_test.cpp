// Enemy types' drops and weapons' powered-up numbers as data: validateProject names a drop
// of a missing weapon (or of none) and a chance that is not a number with project.json and
// the JSON pointer; the file reader refuses a negative amount with its place; the new keys
// stay out of project.json while default (old projects keep their bytes) and read back.
#include <QtTest>
#include <limits>

#include "model/io/project_io.h"
#include "model/validate/validate.h"
#include "support/model_errors.h"

using namespace sw;
using sw::test::dump;

namespace validate_drops_test {

Project projectWithDrone(EnemyDrop kind, const std::string& weapon = {}) {
  Project p;
  p.directory = "/tmp/sw-validate-drops";
  auto type = std::make_unique<EnemyType>();
  type->name = "drone";
  type->dropKind = kind;
  type->dropWeapon = weapon;
  p.enemyTypes.push_back(std::move(type));
  return p;
}

bool namesProjectJson(const Errors& errors) {
  for (const auto& e : errors)
    if (e.file.find("project.json") == std::string::npos) return false;
  return !errors.empty();
}

class ValidateDropsTest : public QObject {
  Q_OBJECT
 private slots:
  void dropsOfKnownWeaponsAndOtherKindsAreFine() {
    Project p = projectWithDrone(EnemyDrop::Weapon, "spread");  // built in
    p.weapons.push_back(std::make_unique<WeaponType>(defaultWeapon(WeaponKind::Lightning, "zap")));
    Errors errors = validateProject(p);
    QVERIFY2(errors.empty(), dump(errors).c_str());
    p.enemyTypes[0]->dropWeapon = "zap";
    errors = validateProject(p);
    QVERIFY2(errors.empty(), dump(errors).c_str());
    for (EnemyDrop kind : {EnemyDrop::None, EnemyDrop::Charge, EnemyDrop::Score, EnemyDrop::Life}) {
      errors = validateProject(projectWithDrone(kind));
      QVERIFY2(errors.empty(), dump(errors).c_str());
    }
  }

  void aDropOfAMissingWeaponIsNamedWithItsPlace() {
    Errors errors = validateProject(projectWithDrone(EnemyDrop::Weapon, "laser"));
    QVERIFY2(sw::test::mentions(errors, "/enemyTypes/0/dropWeapon", "enemy type 'drone': drops weapon 'laser'"),
             dump(errors).c_str());
    QVERIFY(namesProjectJson(errors));
    errors = validateProject(projectWithDrone(EnemyDrop::Weapon));
    QVERIFY2(sw::test::mentions(errors, "/enemyTypes/0/dropWeapon", "names none"), dump(errors).c_str());
  }

  void notANumberAndOutOfRangeAreNamed() {
    Project p = projectWithDrone(EnemyDrop::Score);
    p.enemyTypes[0]->dropChance = std::numeric_limits<double>::quiet_NaN();
    p.enemyTypes[0]->dropAmount = -5;
    const Errors errors = validateProject(p);
    QVERIFY2(sw::test::mentions(errors, "/enemyTypes/0/dropChance", "enemy type 'drone'"), dump(errors).c_str());
    QVERIFY2(sw::test::mentions(errors, "/enemyTypes/0/dropAmount", "enemy type 'drone'"), dump(errors).c_str());
    QVERIFY(namesProjectJson(errors));
  }

  void theReaderRefusesANegativeAmountWithItsPlace() {
    Project p = projectWithDrone(EnemyDrop::Score);
    p.enemyTypes[0]->dropAmount = 5;
    std::string text = projectText(p);
    const std::size_t at = text.find("\"dropAmount\": 5");
    QVERIFY2(at != std::string::npos, text.c_str());
    text.replace(at, 15, "\"dropAmount\": -5");
    const Errors errors = sw::test::projectErrors(text);
    QVERIFY2(sw::test::mentions(errors, "/enemyTypes/0/dropAmount", ""), dump(errors).c_str());
    QCOMPARE(errors.front().file, std::string("project.json"));
  }

  // Defaults stay out of the file; anything else is written and read back.
  void newKeysAreWrittenOnlyWhenNotDefault() {
    Project p = projectWithDrone(EnemyDrop::None);
    p.weapons.push_back(std::make_unique<WeaponType>(defaultWeapon(WeaponKind::Shot, "pea")));
    std::string text = projectText(p);
    QVERIFY2(text.find("drop") == std::string::npos, text.c_str());
    QVERIFY2(text.find("power") == std::string::npos, text.c_str());

    EnemyType& drone = *p.enemyTypes[0];
    drone.dropKind = EnemyDrop::Life;
    drone.dropEvery = 4;
    p.weapons[0]->powerStreams = 5;
    p.weapons[0]->powerWidth = 3;
    text = projectText(p);
    Project back;
    std::vector<std::string> levels;
    Errors errors;
    QVERIFY2(readProjectText(text, "project.json", back, levels, errors), dump(errors).c_str());
    QCOMPARE(back.enemyTypes[0]->dropKind, EnemyDrop::Life);
    QCOMPARE(back.enemyTypes[0]->dropEvery, std::int64_t(4));
    QCOMPARE(back.enemyTypes[0]->dropAmount, std::int64_t(1));
    QCOMPARE(back.weapons[0]->powerStreams, std::int64_t(5));
    QCOMPARE(back.weapons[0]->powerWidth, 3.0);
    QVERIFY2(text.find("dropChance") == std::string::npos, text.c_str());
    // Copies carry the drop (the editor's clipboard and snapshots copy enemy types).
    EnemyType copy = drone;
    QCOMPARE(copy.dropKind, EnemyDrop::Life);
    QCOMPARE(copy.dropEvery, std::int64_t(4));
  }
};

}  // namespace validate_drops_test

QTEST_GUILESS_MAIN(validate_drops_test::ValidateDropsTest)
#include "validate_drops_test.moc"
