#include <QSignalSpy>
#include <QtTest>

#include "document/document.h"
#include "document/commands/enemy_type_commands.h"
#include "document/commands/property_edits.h"
#include "model/io/project_io.h"
#include "model/level/spawn.h"

using namespace sw;
using namespace sw::editor;

namespace {

std::unique_ptr<EnemyState> state(const std::string& name, std::vector<std::string> tick,
                                  std::vector<std::string> transitions) {
  auto s = std::make_unique<EnemyState>();
  s->name = name;
  s->tick = std::move(tick);
  s->transitions = std::move(transitions);
  return s;
}

Spawn* addSpawn(Level& level, const std::string& name, const std::string& enemyType) {
  auto spawn = std::make_unique<Spawn>();
  spawn->name = name;
  spawn->enemyType = enemyType;
  spawn->id = newObjectId();
  Spawn* raw = spawn.get();
  level.objects.push_back(std::move(spawn));
  return raw;
}

// A document with enemy types "drone" (patrol <-> attack) and "turret", and spawns of
// both in two levels.
void fillWithTypes(Document& d) {
  auto drone = std::make_unique<EnemyType>();
  drone->name = "drone";
  drone->states.push_back(state("patrol", {"setSpeed 0.1"}, {"playerWithin 5 -> attack", "after  60 ->   patrol"}));
  drone->states.push_back(state("attack", {"fire", "goto   patrol", "goto attacker"}, {"health < 2 -> attack"}));
  drone->states.back()->begin = {"goto patrol"};
  d.editableProject().enemyTypes.push_back(std::move(drone));
  auto turret = std::make_unique<EnemyType>();
  turret->name = "turret";
  turret->states.push_back(state("patrol", {"goto patrol"}, {"always -> patrol"}));  // another type's "patrol"
  d.editableProject().enemyTypes.push_back(std::move(turret));

  Level& first = *d.project().levels[0];
  addSpawn(first, "s1", "drone");
  addSpawn(first, "s2", "turret");
  auto second = std::make_unique<Level>();
  second->name = "Level 2";
  second->file = "levels/level_2.json";
  addSpawn(*second, "s3", "drone");
  d.editableProject().levels.push_back(std::move(second));
}

std::string allText(const Document& d) {
  std::string text = projectText(d.project());
  for (const auto& level : d.project().levels) text += levelText(*level);
  return text;
}

const Spawn* spawn(const Document& d, int level, const std::string& name) {
  return dynamic_cast<const Spawn*>(d.project().levels[std::size_t(level)]->findByName(name));
}

}  // namespace

class EnemyTypeCommandsTest : public QObject {
  Q_OBJECT
 private slots:
  void setPropertyAndUndo() {
    Document d;
    fillWithTypes(d);
    EnemyType* drone = d.project().findEnemyType("drone");
    const std::string before = allText(d);
    QSignalSpy changed(&d, &Document::enemyTypesChanged);
    QString why;
    QUndoCommand* command = makeSetProperty(&d, {drone}, "health", {Value(std::int64_t(7))}, 0, &why);
    QVERIFY2(command, qPrintable(why));
    d.undoStack()->push(command);
    QCOMPARE(drone->health, std::int64_t(7));
    QCOMPARE(changed.count(), 1);
    d.undoStack()->undo();
    QCOMPARE(allText(d), before);
    // Property::check runs: out of range and wrong kind are refused, nothing pushed.
    QVERIFY(!makeSetProperty(&d, {drone}, "health", {Value(std::int64_t(0))}, 0, &why));
    QVERIFY(!why.isEmpty());
    QVERIFY(!makeSetProperty(&d, {drone}, "health", {Value(std::string("x"))}, 0, &why));
    QVERIFY(!makeSetProperty(&d, {drone}, "nosuch", {Value(std::int64_t(1))}, 0, &why));
    QCOMPARE(d.undoStack()->count(), 1);
  }

  void editsOfOneGestureMerge() {
    Document d;
    fillWithTypes(d);
    EnemyType* drone = d.project().findEnemyType("drone");
    const std::string before = allText(d);
    const int drag = d.newMergeSerial();
    for (double speed : {0.2, 0.3, 0.4}) d.undoStack()->push(makeSetProperty(&d, {drone}, "speed", {Value(speed)}, drag, nullptr));
    QCOMPARE(d.undoStack()->count(), 1);
    QCOMPARE(drone->speed, 0.4);
    d.undoStack()->undo();
    QCOMPARE(allText(d), before);

    EnemyState* patrol = drone->findState("patrol");
    const int typing = d.newMergeSerial();
    d.undoStack()->push(makeSetProperty(&d, {patrol}, "tick", {Value(std::vector<std::string>{"fire"})}, typing, nullptr));
    d.undoStack()->push(makeSetProperty(&d, {patrol}, "tick", {Value(std::vector<std::string>{"stop"})}, typing, nullptr));
    QCOMPARE(d.undoStack()->count(), 1);  // one merged step (it replaced the undone speed step)
    QCOMPARE(patrol->tick, std::vector<std::string>{"stop"});
    d.undoStack()->undo();
    QCOMPARE(allText(d), before);
  }

  void renamingATypeRewritesSpawnsInEveryLevel() {
    Document d;
    fillWithTypes(d);
    EnemyType* drone = d.project().findEnemyType("drone");
    const std::string before = allText(d);
    QString why;
    QUndoCommand* command = makeSetProperty(&d, {drone}, "name", {Value(std::string("wasp"))}, 0, &why);
    QVERIFY2(command, qPrintable(why));
    d.undoStack()->push(command);
    QCOMPARE(drone->name, std::string("wasp"));
    QCOMPARE(spawn(d, 0, "s1")->enemyType, std::string("wasp"));
    QCOMPARE(spawn(d, 1, "s3")->enemyType, std::string("wasp"));
    QCOMPARE(spawn(d, 0, "s2")->enemyType, std::string("turret"));
    QCOMPARE(d.undoStack()->count(), 1);
    d.undoStack()->undo();
    QCOMPARE(allText(d), before);
    d.undoStack()->redo();
    QCOMPARE(spawn(d, 1, "s3")->enemyType, std::string("wasp"));
  }

  void duplicateNamesAreRefused() {
    Document d;
    fillWithTypes(d);
    EnemyType* drone = d.project().findEnemyType("drone");
    QString why;
    QVERIFY(!makeSetProperty(&d, {drone}, "name", {Value(std::string("turret"))}, 0, &why));
    QVERIFY(why.contains("already"));
    QVERIFY(!makeSetProperty(&d, {drone}, "name", {Value(std::string("  "))}, 0, &why));
    EnemyState* attack = drone->findState("attack");
    QVERIFY(!makeSetProperty(&d, {attack}, "name", {Value(std::string("patrol"))}, 0, &why));
    QVERIFY(why.contains("already"));
    QVERIFY(!makeSetProperty(&d, {attack}, "name", {Value(std::string("two words"))}, 0, &why));
    QVERIFY(!makeSetProperty(&d, {attack}, "name", {Value(std::string())}, 0, &why));
    auto twin = std::make_unique<EnemyType>();
    twin->name = "drone";
    QVERIFY(!makeAddEnemyType(&d, std::move(twin), -1, &why));
    QVERIFY(why.contains("already"));
    QVERIFY(!makeAddEnemyState(&d, drone, state("attack", {}, {}), -1, &why));
    QVERIFY(why.contains("already"));
    // Adding checks the same rules as renaming (sw::nameProblemUnder): one word for states.
    QVERIFY(!makeAddEnemyState(&d, drone, state("two words", {}, {}), -1, &why));
    QVERIFY(why.contains("one word"));
    auto blank = std::make_unique<EnemyType>();
    blank->name = " ";
    QVERIFY(!makeAddEnemyType(&d, std::move(blank), -1, &why));
    QVERIFY(why.contains("empty"));
    QCOMPARE(d.undoStack()->count(), 0);
    // Keeping its own name is no conflict.
    QVERIFY(!makeSetProperty(&d, {attack}, "name", {Value(std::string("attack"))}, 0, &why));
    QVERIFY(why.isEmpty());
  }

  void renamingAStateRewritesTransitionsAndGoto() {
    Document d;
    fillWithTypes(d);
    EnemyType* drone = d.project().findEnemyType("drone");
    EnemyType* turret = d.project().findEnemyType("turret");
    EnemyState* patrol = drone->findState("patrol");
    EnemyState* attack = drone->findState("attack");
    const std::string before = allText(d);
    QString why;
    QUndoCommand* command = makeSetProperty(&d, {patrol}, "name", {Value(std::string("roam"))}, 0, &why);
    QVERIFY2(command, qPrintable(why));
    d.undoStack()->push(command);
    QCOMPARE(patrol->name, std::string("roam"));
    QCOMPARE(patrol->transitions, (std::vector<std::string>{"playerWithin 5 -> attack", "after  60 ->   roam"}));
    QCOMPARE(attack->tick, (std::vector<std::string>{"fire", "goto   roam", "goto attacker"}));
    QCOMPARE(attack->begin, std::vector<std::string>{"goto roam"});
    QCOMPARE(attack->transitions, std::vector<std::string>{"health < 2 -> attack"});
    // Another enemy type's state of the same name is a different state.
    QCOMPARE(turret->states[0]->tick, std::vector<std::string>{"goto patrol"});
    QCOMPARE(turret->states[0]->transitions, std::vector<std::string>{"always -> patrol"});
    QCOMPARE(d.undoStack()->count(), 1);
    d.undoStack()->undo();
    QCOMPARE(allText(d), before);
  }

  void addRemoveAndDuplicateTypes() {
    Document d;
    fillWithTypes(d);
    const std::string before = allText(d);
    d.undoStack()->push(makeNewEnemyType(&d));
    QCOMPARE(d.project().enemyTypes.size(), std::size_t(3));
    EnemyType* added = d.project().enemyTypes.back().get();
    QCOMPARE(added->name, std::string("enemy"));
    QCOMPARE(d.currentEnemyType(), added);
    d.undoStack()->push(makeNewEnemyType(&d));
    QCOMPARE(d.project().enemyTypes.back()->name, std::string("enemy_2"));
    d.undoStack()->undo();
    d.undoStack()->undo();
    QCOMPARE(allText(d), before);

    EnemyType* drone = d.project().findEnemyType("drone");
    d.undoStack()->push(makeDuplicateEnemyType(&d, drone));
    QCOMPARE(d.project().enemyTypes.size(), std::size_t(3));
    EnemyType* copy = d.project().enemyTypes[1].get();
    QCOMPARE(copy->name, std::string("drone_copy"));
    QCOMPARE(copy->states.size(), std::size_t(2));
    QVERIFY(copy->states[0].get() != drone->states[0].get());
    QCOMPARE(copy->states[1]->tick, drone->states[1]->tick);
    d.undoStack()->push(makeDuplicateEnemyType(&d, drone));
    QCOMPARE(d.project().enemyTypes[1]->name, std::string("drone_copy_2"));
    d.undoStack()->undo();
    d.undoStack()->undo();
    QCOMPARE(allText(d), before);

    d.undoStack()->push(makeRemoveEnemyType(&d, drone));
    QVERIFY(!d.project().findEnemyType("drone"));
    QCOMPARE(spawn(d, 0, "s1")->enemyType, std::string("drone"));  // left for validation to report
    d.undoStack()->undo();
    QCOMPARE(d.project().enemyTypes[0].get(), drone);
    QCOMPARE(allText(d), before);
  }

  void currentTypeIsClearedWhenItLeaves() {
    Document d;
    fillWithTypes(d);
    QSignalSpy current(&d, &Document::currentEnemyTypeChanged);
    d.undoStack()->push(makeNewEnemyType(&d));
    const EnemyType* added = d.currentEnemyType();
    QVERIFY(added);
    d.undoStack()->push(makeNewEnemyState(&d, d.editable(added)));
    QCOMPARE(d.currentEnemyState(), added->states[0].get());
    d.undoStack()->undo();  // the state goes: the type stays current
    QCOMPARE(d.currentEnemyType(), added);
    QVERIFY(!d.currentEnemyState());
    d.undoStack()->undo();  // the type goes
    QVERIFY(!d.currentEnemyType());
    QVERIFY(current.count() >= 3);

    // Removing the current type clears it too; a new project clears it.
    EnemyType* drone = d.project().findEnemyType("drone");
    d.setCurrentEnemyType(drone, drone->states[1].get());
    d.undoStack()->push(makeRemoveEnemyType(&d, drone));
    QVERIFY(!d.currentEnemyType());
    QVERIFY(!d.currentEnemyState());
    d.undoStack()->undo();
    d.setCurrentEnemyType(drone);
    d.newProject();
    QVERIFY(!d.currentEnemyType());
  }

  void currentTypeTileDefAndSelectionExcludeEachOther() {
    Document d;
    fillWithTypes(d);
    auto def = std::make_unique<TileDef>();
    def->name = "floor";
    d.editableProject().tileDefs.push_back(std::move(def));
    TileDef* floor = d.project().tileDefs.back().get();
    EnemyType* drone = d.project().findEnemyType("drone");
    d.setCurrentTileDef(floor);
    d.setCurrentEnemyType(drone);
    QVERIFY(!d.currentTileDef());
    QCOMPARE(d.currentEnemyType(), drone);
    d.setCurrentTileDef(floor);
    QVERIFY(!d.currentEnemyType());
    d.setCurrentEnemyType(drone, drone->states[0].get());
    d.selection()->set({spawn(d, 0, "s1")->id});
    QVERIFY(!d.currentEnemyType());
    QVERIFY(!d.currentEnemyState());
    d.setCurrentEnemyType(drone);
    QVERIFY(d.selection()->isEmpty());
  }

  void addRemoveAndMoveStates() {
    Document d;
    fillWithTypes(d);
    EnemyType* drone = d.project().findEnemyType("drone");
    EnemyState* patrol = drone->states[0].get();
    EnemyState* attack = drone->states[1].get();
    const std::string before = allText(d);
    d.undoStack()->push(makeNewEnemyState(&d, drone));
    QCOMPARE(drone->states.size(), std::size_t(3));
    QCOMPARE(drone->states[2]->name, std::string("state"));
    QCOMPARE(d.currentEnemyState(), drone->states[2].get());
    d.undoStack()->undo();
    QCOMPARE(allText(d), before);

    d.undoStack()->push(makeRemoveEnemyState(&d, drone, patrol));
    QCOMPARE(drone->states.size(), std::size_t(1));
    QCOMPARE(drone->states[0].get(), attack);
    d.undoStack()->undo();
    QCOMPARE(drone->states[0].get(), patrol);
    QCOMPARE(allText(d), before);

    QVERIFY(!makeMoveEnemyState(&d, drone, patrol, -1));
    QVERIFY(!makeMoveEnemyState(&d, drone, attack, +1));
    d.undoStack()->push(makeMoveEnemyState(&d, drone, attack, -1));
    QCOMPARE(drone->states[0].get(), attack);  // now the initial state
    QCOMPARE(d.currentEnemyState(), attack);
    d.undoStack()->undo();
    QCOMPARE(drone->states[0].get(), patrol);
    QCOMPARE(allText(d), before);
  }
};

QTEST_GUILESS_MAIN(EnemyTypeCommandsTest)
#include "enemy_type_commands_test.moc"
