// The one list command (document/commands/list_edit.h) on lists of different types: weapons of the
// project, states of an enemy type, bullet kinds. Many items inserted, removed, duplicated
// or moved at once are ONE undo step; undo puts back the very same objects in their places
// (the project's text byte for byte); new items are named by the model's rule, free among
// each other too; what a step placed becomes current.
#include "document/commands/list_edit.h"

#include <QSignalSpy>
#include <QtTest>

#include "document/document.h"
#include "document/commands/project_lists.h"
#include "model/io/project_io.h"
#include "model/references/references.h"

using namespace sw;
using namespace sw::editor;

namespace {

void addWeapons(Document& d, std::initializer_list<const char*> names) {
  for (const char* name : names)
    d.editableProject().weapons.push_back(
        std::make_unique<WeaponType>(defaultWeapon(WeaponKind::Shot, name)));
}

EnemyType& addDrone(Document& d, std::initializer_list<const char*> states) {
  auto type = std::make_unique<EnemyType>();
  type->name = "drone";
  for (const char* name : states) {
    auto state = std::make_unique<EnemyState>();
    state->name = name;
    state->tick = {std::string("setSpeed 0.") + name[0]};  // tells the states apart in the text
    type->states.push_back(std::move(state));
  }
  d.editableProject().enemyTypes.push_back(std::move(type));
  return *d.editableProject().enemyTypes.back();
}

std::vector<std::string> names(const std::vector<std::unique_ptr<WeaponType>>& list) {
  std::vector<std::string> out;
  for (const auto& w : list) out.push_back(w->name);
  return out;
}
std::vector<std::string> names(const std::vector<std::unique_ptr<EnemyState>>& list) {
  std::vector<std::string> out;
  for (const auto& s : list) out.push_back(s->name);
  return out;
}

}  // namespace

class ListEditTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  // Three weapons removed and two duplicated in one edit: one step, undone exactly.
  void manyWeaponsAtOnceAreOneStep() {
    Document d;
    addWeapons(d, {"a", "b", "c", "d", "e"});
    const std::string before = projectText(d.project());
    std::vector<WeaponType*> held;
    for (const auto& w : d.project().weapons) held.push_back(w.get());

    ListEdit edit(weaponList(&d));
    QVERIFY(edit.remove(*held[0]));
    QVERIFY(edit.remove(*held[2]));
    QVERIFY(edit.remove(*held[4]));
    QVERIFY(!edit.remove(*held[4]));  // already out
    QVERIFY(edit.duplicate(*held[1]));
    QVERIFY(edit.duplicate(*held[1]));   // free among the copies of the same edit, too
    QVERIFY(!edit.duplicate(*held[0]));  // removed by this edit: nothing to copy
    d.undoStack()->push(edit.command("edit"));
    QCOMPARE(d.undoStack()->count(), 1);
    QCOMPARE(names(d.project().weapons), (std::vector<std::string>{"b", "b_copy_2", "b_copy", "d"}));
    QCOMPARE(d.currentWeapons().size(), std::size_t(2));  // the copies, shown in the grid

    d.undoStack()->undo();
    QCOMPARE(projectText(d.project()), before);
    for (std::size_t i = 0; i < held.size(); ++i)
      QCOMPARE(d.project().weapons[i].get(), held[i]);    // the same objects
    QCOMPARE(d.currentWeapons().size(), std::size_t(3));  // the removed ones came back
    d.undoStack()->redo();
    QCOMPARE(names(d.project().weapons), (std::vector<std::string>{"b", "b_copy_2", "b_copy", "d"}));
    QCOMPARE(d.project().weapons[0].get(), held[1]);
  }

  // The same command on another list type: an enemy type's states, inserted, moved and
  // removed in one step. A new state takes the first free name among its type's states.
  void statesOfAnEnemyTypeInOneStep() {
    Document d;
    EnemyType& drone = addDrone(d, {"patrol", "state", "attack"});
    addDrone(d, {"state_2"});  // another type's state of that name does not count
    d.editableProject().enemyTypes.back()->name = "turret";
    const std::string before = projectText(d.project());
    EnemyState* patrol = drone.states[0].get();
    EnemyState* attack = drone.states[2].get();

    ListEdit edit(enemyStateList(&d, &drone));
    Describable* fresh = edit.add(std::make_unique<EnemyState>(), "state", 0);
    QVERIFY(fresh);
    QCOMPARE(nameOf(*fresh), std::string("state_2"));
    Describable* second = edit.add(std::make_unique<EnemyState>(), "state");
    QCOMPARE(nameOf(*second), std::string("state_3"));
    QVERIFY(edit.move(*attack, 0));
    QVERIFY(edit.remove(*patrol));
    QVERIFY(!edit.add(std::make_unique<WeaponType>(), "w"));  // not a state: refused
    QSignalSpy changed(&d, &Document::enemyTypesChanged);
    d.undoStack()->push(edit.command("states"));
    QCOMPARE(d.undoStack()->count(), 1);
    QCOMPARE(names(drone.states), (std::vector<std::string>{"attack", "state_2", "state", "state_3"}));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(d.currentEnemyType(), &drone);
    QCOMPARE(d.currentEnemyState(), attack);  // the first placed: moved to the front

    d.undoStack()->undo();
    QCOMPARE(projectText(d.project()), before);
    QCOMPARE(drone.states[0].get(), patrol);
    QCOMPARE(drone.states[2].get(), attack);
    QCOMPARE(d.currentEnemyState(), patrol);  // back in its place
  }

  // The helpers for a multi-selection, on the project's enemy types: the copies (deep, with
  // their states) and the removal are one step each; what a step brought back is current.
  void severalEnemyTypesDuplicatedAndRemovedInOneStepEach() {
    Document d;
    EnemyType& drone = addDrone(d, {"patrol", "attack"});
    addDrone(d, {"idle"}).name = "turret";
    addDrone(d, {"idle"}).name = "boss";
    const std::string before = projectText(d.project());
    const EnemyType* turret = d.project().enemyTypes[1].get();
    const EnemyType* boss = d.project().enemyTypes[2].get();
    d.undoStack()->push(makeDuplicateItems(enemyTypeList(&d), {&drone, boss}, "copies"));
    QCOMPARE(d.undoStack()->count(), 1);
    QCOMPARE(d.project().enemyTypes.size(), std::size_t(5));
    QCOMPARE(d.project().enemyTypes[1]->name, std::string("drone_copy"));
    QCOMPARE(d.project().enemyTypes[4]->name, std::string("boss_copy"));
    QCOMPARE(d.project().enemyTypes[1]->states.size(), std::size_t(2));
    QVERIFY(d.project().enemyTypes[1]->states[0].get() != drone.states[0].get());
    QCOMPARE(d.currentEnemyType(), d.project().enemyTypes[1].get());

    d.undoStack()->push(makeRemoveItems(enemyTypeList(&d), {&drone, turret, boss}, "gone"));
    QCOMPARE(d.undoStack()->count(), 2);
    QCOMPARE(d.project().enemyTypes.size(), std::size_t(2));
    QCOMPARE(d.currentEnemyType(), d.project().enemyTypes[0].get());  // the copy stays current
    QVERIFY(!makeRemoveItems(enemyTypeList(&d), {turret}, "again"));  // not in the list: nothing to do
    d.undoStack()->undo();
    QCOMPARE(d.project().enemyTypes[2].get(), turret);  // drone, drone_copy, turret, boss, boss_copy
    QCOMPARE(d.currentEnemyType(), &drone);             // the first that came back
    d.undoStack()->undo();
    QCOMPARE(projectText(d.project()), before);
  }

  // A third type, and an edit that changes nothing makes no command.
  void bulletKindsAndEditsThatChangeNothing() {
    Document d;
    d.editableProject().bulletKinds = defaultBulletKinds();
    const std::string before = projectText(d.project());
    const std::size_t count = d.project().bulletKinds.size();
    BulletKind* first = d.project().bulletKinds[0].get();

    ListEdit idle(bulletKindList(&d));
    QVERIFY(idle.move(*first, 0));  // to where it is
    QVERIFY(idle.changesNothing());
    QVERIFY(!idle.command("nothing"));

    ListEdit undone(bulletKindList(&d));
    Describable* added = undone.add(std::make_unique<BulletKind>(), first->name);
    QVERIFY(undone.remove(*added));  // added and removed again: no change
    QVERIFY(!undone.command("nothing"));

    ListEdit edit(bulletKindList(&d));
    QVERIFY(edit.move(*first, int(count)));  // clamped to the end
    Describable* copy = edit.duplicate(*first);
    QCOMPARE(nameOf(*copy), first->name + "_copy");
    d.undoStack()->push(edit.command("kinds"));
    QCOMPARE(d.project().bulletKinds.size(), count + 1);
    QCOMPARE(d.project().bulletKinds[count - 1].get(), first);
    QCOMPARE(d.project().bulletKinds[count].get(), copy);
    QCOMPARE(d.project().bulletKinds[count]->radius, first->radius);
    d.undoStack()->undo();
    QCOMPARE(projectText(d.project()), before);
  }
};

QTEST_GUILESS_MAIN(ListEditTest)
#include "list_edit_test.moc"
