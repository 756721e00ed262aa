// Player weapon types in the document (document/commands/weapon_commands.h): new, duplicate and
// delete are one undo step each; every property of every kind, edited on several weapons at
// once, is one command; undoing all of it gives project.json back byte for byte; the JSON
// round trip keeps every number and refuses bad ones with their pointer.
#include <QSignalSpy>
#include <QtTest>

#include "document/document.h"
#include "document/commands/property_edits.h"
#include "document/commands/weapon_commands.h"
#include "model/project/game_rules_asset.h"
#include "model/io/project_io.h"
#include "model/validate/validate.h"

using namespace sw;
using namespace sw::editor;

class WeaponCommandsTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void newDuplicateDeleteAreOneStepEach() {
    Document d;
    const std::string before = projectText(d.project());
    QVERIFY(before.find("\"weapons\"") == std::string::npos);  // none: the built-in two
    for (WeaponKind kind : {WeaponKind::Shot, WeaponKind::Spread, WeaponKind::LockOnBeam, WeaponKind::Lightning})
      d.undoStack()->push(makeNewWeapon(&d, kind));
    QCOMPARE(d.project().weapons.size(), std::size_t(4));
    QCOMPARE(d.project().weapons[2]->name, std::string("lockOnBeam"));
    QCOMPARE(d.currentWeapons().size(), std::size_t(1));
    QCOMPARE(d.currentWeapons().front(), d.project().weapons[3].get());
    d.undoStack()->push(makeNewWeapon(&d, WeaponKind::Lightning));
    QCOMPARE(d.project().weapons[4]->name, std::string("lightning_2"));
    d.undoStack()->push(makeDuplicateWeapon(&d, d.project().weapons[0].get()));
    QCOMPARE(d.project().weapons[1]->name, std::string("shot_copy"));
    const std::string six = projectText(d.project());
    QVERIFY(six.find("\"weapons\"") > six.find("\"tileDefs\""));
    d.undoStack()->push(makeRemoveWeapon(&d, d.project().weapons[2].get()));
    QCOMPARE(d.project().weapons.size(), std::size_t(5));
    d.undoStack()->undo();
    QCOMPARE(projectText(d.project()), six);
    while (d.undoStack()->canUndo()) d.undoStack()->undo();
    QCOMPARE(projectText(d.project()), before);
  }

  // Every property of the table, set on two weapons at once (the name on one), each one
  // command; the file changes each time, and undoing everything restores it exactly.
  void everyPropertyEditedOnSeveralWeaponsUndoesByteIdentical() {
    Document d;
    d.undoStack()->push(makeNewWeapon(&d, WeaponKind::LockOnBeam));
    d.undoStack()->push(makeNewWeapon(&d, WeaponKind::Lightning));
    // An effect the weapons' effect names can name.
    d.editableProject().effects.push_back(std::make_unique<ParticleEffect>(defaultEffect("flash")));
    const std::string before = projectText(d.project());
    const int steps = d.undoStack()->count();
    WeaponType* a = d.editableProject().weapons[0].get();
    WeaponType* b = d.editableProject().weapons[1].get();
    int edits = 0;
    for (const Property& p : WeaponType::describeType().properties()) {
      Value v = p.get(*a);
      std::vector<EditSubject> both{a, b};
      if (p.key == "name") {
        v = std::string("laser");
        both = {a};
      } else if (p.kind == ValueKind::Enum) {
        v = std::int64_t(3 - std::get<std::int64_t>(v));
      } else if (p.kind == ValueKind::Int) {
        v = std::int64_t(p.max ? *p.max : 99);
      } else if (p.kind == ValueKind::Float || p.kind == ValueKind::Angle) {
        v = p.min && p.max ? (*p.min + 3 * *p.max) / 4 : 0.75;
      } else if (p.kind == ValueKind::Color) {
        v = Color{1, 2, 3, 4};
      } else if (p.refersTo == "ParticleEffect") {
        v = std::string("flash");
      }
      const std::string textBefore = projectText(d.project());
      QString why;
      QUndoCommand* command = makeSetProperty(&d, both, p.key, {v}, 0, &why);
      QVERIFY2(command, qPrintable(QString::fromStdString(p.key) + ": " + why));
      d.undoStack()->push(command);
      ++edits;
      QVERIFY2(projectText(d.project()) != textBefore, p.key.c_str());
      if (p.key != "name") QCOMPARE(p.get(*b), v);
    }
    QCOMPARE(d.undoStack()->count(), steps + edits);
    // Out of range and NaN are refused with nothing pushed.
    QString why;
    QVERIFY(!makeSetProperty(&d, {a}, "width", {Value(0.0)}, 0, &why));
    QVERIFY(!makeSetProperty(&d, {a}, "range", {Value(std::numeric_limits<double>::quiet_NaN())}, 0, &why));
    QVERIFY(!makeSetProperty(&d, {a}, "generations", {Value(std::int64_t(7))}, 0, &why));
    while (d.undoStack()->index() > steps) d.undoStack()->undo();
    QCOMPARE(projectText(d.project()), before);
  }

  // The loadout (game.json) names weapons outside the project tree: a weapon's rename
  // rewrites it in the same undo step, and the undo puts both back.
  void renameFollowsIntoTheLoadout() {
    Document d;
    d.undoStack()->push(makeNewWeapon(&d, WeaponKind::LockOnBeam));
    d.undoStack()->push(makeNewWeapon(&d, WeaponKind::Lightning));
    QString why;
    QUndoCommand* loadout = makeSetProperty(&d, {&d.editableProject().rules}, "loadout",
                                            {Value(std::vector<std::string>{"lightning", "lockOnBeam"})}, 0, &why);
    QVERIFY2(loadout, qPrintable(why));
    d.undoStack()->push(loadout);
    const std::vector<std::string> before = d.project().rules.loadout;
    const int steps = d.undoStack()->count();
    QSignalSpy rulesChanged(&d, &Document::gameRulesChanged);
    QUndoCommand* rename = makeRename(&d, d.editableProject().weapons[0].get(), "beam", &why);
    QVERIFY2(rename, qPrintable(why));
    QVERIFY2(rename->text().contains("1 reference"), qPrintable(rename->text()));
    d.undoStack()->push(rename);
    QCOMPARE(d.undoStack()->count(), steps + 1);
    QCOMPARE(d.project().weapons[0]->name, std::string("beam"));
    QCOMPARE(d.project().rules.loadout, (std::vector<std::string>{"lightning", "beam"}));
    QVERIFY(rulesChanged.count() > 0);  // the Game Rules panel shows it
    Errors errors;
    validateGameRules(d.project().rules, kGameRulesFileName, {"beam", "lightning"}, errors);
    QVERIFY(errors.empty());
    d.undoStack()->undo();
    QCOMPARE(d.project().weapons[0]->name, std::string("lockOnBeam"));
    QCOMPARE(d.project().rules.loadout, before);
    // A weapon the loadout does not name changes nothing there.
    d.undoStack()->push(makeNewWeapon(&d, WeaponKind::Shot));
    QUndoCommand* other = makeRename(&d, d.editableProject().weapons[2].get(), "pea", &why);
    QVERIFY(other);
    QVERIFY(!other->text().contains("reference"));
    delete other;
  }

  void jsonRoundTripAndBadValuesNameTheirPointer() {
    Document d;
    d.undoStack()->push(makeNewWeapon(&d, WeaponKind::Lightning));
    d.editableProject().weapons[0]->branchChance = 0.25;
    const std::string text = projectText(d.project());
    Project read;
    std::vector<std::string> levels;
    Errors errors;
    QVERIFY(readProjectText(text, "project.json", read, levels, errors));
    QCOMPARE(read.weapons.size(), std::size_t(1));
    QCOMPARE(read.weapons[0]->branchChance, 0.25);
    for (const auto& level : d.project().levels) read.levels.push_back(std::make_unique<Level>(*level));  // read apart
    QCOMPARE(projectText(read), text);

    std::string bad = text;
    const auto at = bad.find("\"regenerateTicks\": 20");
    QVERIFY(at != std::string::npos);
    bad.replace(at, std::strlen("\"regenerateTicks\": 20"), "\"regenerateTicks\": -3");
    Project broken;
    errors.clear();
    QVERIFY(!readProjectText(bad, "project.json", broken, levels, errors));
    QCOMPARE(errors.front().file, std::string("project.json"));
    QCOMPARE(errors.front().where, std::string("/weapons/0/regenerateTicks"));

    // An edit made in memory without the grid is caught by validate, with its pointer.
    d.editableProject().weapons[0]->displacement = std::numeric_limits<double>::quiet_NaN();
    bool found = false;
    for (const Error& e : validateProject(d.project()))
      found = found || e.where == "/weapons/0/displacement";
    QVERIFY(found);
  }
};

QTEST_MAIN(WeaponCommandsTest)
#include "weapon_commands_test.moc"
