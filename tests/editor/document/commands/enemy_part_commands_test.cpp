#include "document/commands/enemy_part_commands.h"

#include <QtTest>

#include "document/commands/enemy_type_commands.h"
#include "document/commands/property_edits.h"
#include "document/document.h"
#include "document/focus/edit_focus.h"
#include "model/io/project_io.h"

using namespace sw;
using namespace sw::editor;

namespace {

EnemyPart* addPart(EnemyType& type, const std::string& name, const std::string& parent) {
  auto part = std::make_unique<EnemyPart>();
  part->name = name;
  part->parent = parent;
  type.parts.push_back(std::move(part));
  return type.parts.back().get();
}

EnemyState* addState(std::vector<std::unique_ptr<EnemyState>>& states, const std::string& name,
                     std::vector<std::string> tick, std::vector<std::string> transitions,
                     const std::string& machine = kMainMachine) {
  auto s = std::make_unique<EnemyState>();
  s->name = name;
  s->machine = machine;
  s->tick = std::move(tick);
  s->transitions = std::move(transitions);
  states.push_back(std::move(s));
  return states.back().get();
}

// "boss": parts core (on the body) > hatch > gun, and arm (on the body); its body's and
// parts' lines name the hatch. "drone" names a hatch of its own kind in a line too.
EnemyType* fillWithBoss(Document& d) {
  auto boss = std::make_unique<EnemyType>();
  boss->name = "boss";
  addState(boss->states, "idle", {"open hatch 20", "open  hatch", "emit hatch"},
           {"destroyed hatch -> rage", "partHealth  hatch<5 -> rage", "flag hatch -> rage"});
  addState(boss->states, "rage", {"close hatch"}, {});
  addState(boss->states, "volley", {"fire"}, {}, "guns");
  addPart(*boss, "core", "");
  addPart(*boss, "hatch", "core");
  addPart(*boss, "gun", "hatch");
  addPart(*boss, "arm", "");
  addState(boss->parts[0]->states, "spin", {"rotateTo 90 30", "close hatch 10"}, {"destroyed hatch -> spin"});
  addState(boss->parts[2]->states, "aim", {"fire"}, {});
  d.editableProject().enemyTypes.push_back(std::move(boss));
  auto drone = std::make_unique<EnemyType>();
  drone->name = "drone";
  addState(drone->states, "fly", {"open hatch"}, {});
  d.editableProject().enemyTypes.push_back(std::move(drone));
  return d.editableProject().enemyTypes.front().get();
}

std::vector<std::string> partNames(const EnemyType& type) {
  std::vector<std::string> out;
  for (const auto& p : type.parts) out.push_back(p->name);
  return out;
}

}  // namespace

class EnemyPartCommandsTest : public QObject {
  Q_OBJECT
 private slots:
  void newPartsAreNumberedAndHangOnTheirParent() {
    Document d;
    EnemyType* boss = fillWithBoss(d);
    const std::string before = projectText(d.project());
    d.undoStack()->push(makeNewPart(&d, boss, nullptr));
    QCOMPARE(boss->parts.back()->name, std::string("part1"));
    QCOMPARE(boss->parts.back()->parent, std::string());
    QCOMPARE(d.currentEnemyParts(), std::vector<const EnemyPart*>{boss->parts.back().get()});
    d.undoStack()->push(makeNewPart(&d, boss, boss->findPart("hatch")));
    QCOMPARE(boss->parts.back()->name, std::string("part2"));
    QCOMPARE(boss->parts.back()->parent, std::string("hatch"));
    QCOMPARE(d.undoStack()->count(), 2);
    d.undoStack()->undo();
    d.undoStack()->undo();
    QCOMPARE(projectText(d.project()), before);
    QVERIFY(d.currentEnemyParts().empty());  // the added part left the project
  }

  void removingAPartTakesEverythingBelowIt() {
    Document d;
    EnemyType* boss = fillWithBoss(d);
    const std::string before = projectText(d.project());
    const EnemyPart* gun = boss->findPart("gun");
    d.setCurrentEnemyType(boss, gun->states[0].get());
    d.undoStack()->push(makeRemoveParts(&d, boss, {boss->findPart("hatch")}));
    QCOMPARE(partNames(*boss), (std::vector<std::string>{"core", "arm"}));
    QCOMPARE(d.undoStack()->count(), 1);
    QVERIFY(!d.currentEnemyState());  // the gun's state went with it
    QCOMPARE(d.currentEnemyType(), boss);
    d.undoStack()->undo();
    QCOMPARE(projectText(d.project()), before);
    QCOMPARE(boss->findPart("gun"), gun);  // the very same objects came back
    d.undoStack()->redo();
    QCOMPARE(boss->parts.size(), std::size_t(2));
  }

  void renamingAPartRewritesChildrenAndLines() {
    Document d;
    EnemyType* boss = fillWithBoss(d);
    const std::string before = projectText(d.project());
    QString why;
    QUndoCommand* command = makeRenamePart(&d, boss, boss->findPart("hatch"), "lid", &why);
    QVERIFY2(command, qPrintable(why));
    d.undoStack()->push(command);
    QCOMPARE(d.undoStack()->count(), 1);
    QCOMPARE(boss->parts[1]->name, std::string("lid"));
    QCOMPARE(boss->findPart("gun")->parent, std::string("lid"));
    QCOMPARE(boss->states[0]->tick, (std::vector<std::string>{"open lid 20", "open  lid", "emit hatch"}));
    QCOMPARE(boss->states[0]->transitions,
             (std::vector<std::string>{"destroyed lid -> rage", "partHealth  lid<5 -> rage",
                                       "flag hatch -> rage"}));
    QCOMPARE(boss->states[1]->tick, std::vector<std::string>{"close lid"});
    QCOMPARE(boss->parts[0]->states[0]->tick, (std::vector<std::string>{"rotateTo 90 30", "close lid 10"}));
    QCOMPARE(boss->parts[0]->states[0]->transitions, std::vector<std::string>{"destroyed lid -> spin"});
    QCOMPARE(d.project().enemyTypes[1]->states[0]->tick,
             std::vector<std::string>{"open hatch"});  // another type
    d.undoStack()->undo();
    QCOMPARE(projectText(d.project()), before);

    // Taken and bad names are refused with a reason.
    QVERIFY(!makeRenamePart(&d, boss, boss->findPart("hatch"), "core", &why));
    QVERIFY2(why.contains("already"), qPrintable(why));
    QVERIFY(!makeRenamePart(&d, boss, boss->findPart("hatch"), "two words", &why));
    QVERIFY(!why.isEmpty());
    QCOMPARE(d.undoStack()->count(), 1);
  }

  void renamingInTheGridGoesThroughThePartRename() {
    Document d;
    EnemyType* boss = fillWithBoss(d);
    const std::string before = projectText(d.project());
    d.setCurrentEnemyParts(boss, {boss->findPart("hatch")});
    QCOMPARE(d.focus()->title(), QString::fromUtf8("Part \u201Chatch\u201D of \u201Cboss\u201D"));
    QVERIFY(d.focus()->can(EditVerb::Rename));
    QString why;
    QUndoCommand* command =
        makeSetProperty(&d, d.focus()->subjects(), "name", {Value(std::string("lid"))}, 0, &why);
    QVERIFY2(command, qPrintable(why));
    d.undoStack()->push(command);
    QCOMPARE(boss->findPart("gun")->parent, std::string("lid"));
    QCOMPARE(boss->states[1]->tick, std::vector<std::string>{"close lid"});
    d.undoStack()->undo();
    QCOMPARE(projectText(d.project()), before);
  }

  void linesNamingAPartAreRewrittenInPlace() {
    QCOMPARE(renamedPartInLine("  open hatch 30", false, "hatch", "lid"),
             std::optional<std::string>("  open lid 30"));
    QCOMPARE(renamedPartInLine("close\thatch", false, "hatch", "lid"),
             std::optional<std::string>("close\tlid"));
    QCOMPARE(renamedPartInLine("partHealth hatch < 3 ->  rage", true, "hatch", "lid"),
             std::optional<std::string>("partHealth lid < 3 ->  rage"));
    QVERIFY(!renamedPartInLine("open hatchway", false, "hatch", "lid"));
    QVERIFY(!renamedPartInLine("emit hatch", false, "hatch", "lid"));
    QVERIFY(!renamedPartInLine("trigger hatch -> rage", true, "hatch", "lid"));
    QVERIFY(!renamedPartInLine("destroyed hatch ->", true, "hatch", "lid"));  // does not parse: left alone
    QVERIFY(!renamedPartInLine("destroyed gun -> hatch", true, "hatch", "lid"));  // a state named so
  }

  void droppingOntoAPartReparentsIt() {
    Document d;
    EnemyType* boss = fillWithBoss(d);
    const std::string before = projectText(d.project());
    EnemyPart* core = boss->findPart("core");
    QString why;
    QUndoCommand* command = makeDropParts(&d, boss, {core}, boss->findPart("arm"), PartDrop::Onto, &why);
    QVERIFY2(command, qPrintable(why));
    d.undoStack()->push(command);
    QCOMPARE(core->parent, std::string("arm"));
    QCOMPARE(partNames(*boss), (std::vector<std::string>{"hatch", "gun", "arm", "core"}));  // its last child
    QCOMPARE(boss->findPart("hatch")->parent, std::string("core"));  // its own children come along
    QCOMPARE(d.undoStack()->count(), 1);
    d.undoStack()->undo();
    QCOMPARE(projectText(d.project()), before);

    // Onto nothing: back on the body.
    d.undoStack()->push(makeDropParts(&d, boss, {boss->findPart("gun")}, nullptr, PartDrop::Onto, &why));
    QCOMPARE(boss->findPart("gun")->parent, std::string());
    d.undoStack()->undo();
    QCOMPARE(projectText(d.project()), before);
  }

  void droppingBetweenPartsReordersAndTakesTheNeighboursParent() {
    Document d;
    EnemyType* boss = fillWithBoss(d);
    const std::string before = projectText(d.project());
    EnemyPart* arm = boss->findPart("arm");
    QString why;
    d.undoStack()->push(makeDropParts(&d, boss, {arm}, boss->findPart("hatch"), PartDrop::Before, &why));
    QCOMPARE(partNames(*boss), (std::vector<std::string>{"core", "arm", "hatch", "gun"}));
    QCOMPARE(arm->parent, std::string("core"));
    QCOMPARE(d.currentEnemyParts(), std::vector<const EnemyPart*>{arm});
    d.undoStack()->undo();
    QCOMPARE(projectText(d.project()), before);

    // A plain reorder among siblings changes no parent.
    d.undoStack()->push(makeDropParts(&d, boss, {arm}, boss->findPart("core"), PartDrop::Before, &why));
    QCOMPARE(partNames(*boss), (std::vector<std::string>{"arm", "core", "hatch", "gun"}));
    QCOMPARE(arm->parent, std::string());
    d.undoStack()->undo();
    d.undoStack()->push(makeDropParts(&d, boss, {boss->findPart("core")}, arm, PartDrop::After, &why));
    QCOMPARE(partNames(*boss), (std::vector<std::string>{"hatch", "gun", "arm", "core"}));
    d.undoStack()->undo();
    QCOMPARE(projectText(d.project()), before);

    // Right after its place in the list, beside a part of another parent: only the parent changes.
    d.undoStack()->push(makeDropParts(&d, boss, {arm}, boss->findPart("gun"), PartDrop::After, &why));
    QCOMPARE(partNames(*boss), (std::vector<std::string>{"core", "hatch", "gun", "arm"}));
    QCOMPARE(arm->parent, std::string("hatch"));
    d.undoStack()->undo();
    QCOMPARE(projectText(d.project()), before);

    // Beside itself: nothing to do, and no reason to give.
    QVERIFY(!makeDropParts(&d, boss, {arm}, arm, PartDrop::After, &why));
    QVERIFY(why.isEmpty());
  }

  void aDropMakingACycleIsRefused() {
    Document d;
    EnemyType* boss = fillWithBoss(d);
    const std::string before = projectText(d.project());
    QString why;
    QVERIFY(!makeDropParts(&d, boss, {boss->findPart("core")}, boss->findPart("gun"), PartDrop::Onto, &why));
    QVERIFY2(why.contains("gun") && why.contains("below"), qPrintable(why));
    QVERIFY(
        !makeDropParts(&d, boss, {boss->findPart("core")}, boss->findPart("gun"), PartDrop::Before, &why));
    QVERIFY2(why.contains("hatch"), qPrintable(why));  // it would hang on gun's parent, below core
    QVERIFY(!makeDropParts(&d, boss, {boss->findPart("core")}, boss->findPart("core"), PartDrop::Onto, &why));
    QVERIFY2(why.contains("itself"), qPrintable(why));
    QCOMPARE(d.undoStack()->count(), 0);
    QCOMPARE(projectText(d.project()), before);
  }

  void twoPartsAreEditedTogetherInOneStep() {
    Document d;
    EnemyType* boss = fillWithBoss(d);
    const std::string before = projectText(d.project());
    EnemyPart* core = boss->findPart("core");
    EnemyPart* arm = boss->findPart("arm");
    d.setCurrentEnemyParts(boss, {core, arm});
    QCOMPARE(d.focus()->subjects().size(), std::size_t(2));
    QCOMPARE(d.focus()->title(), QString::fromUtf8("2 parts of \u201Cboss\u201D"));
    QVERIFY(!d.focus()->can(EditVerb::Rename));
    QString why;
    QUndoCommand* command =
        makeSetProperty(&d, d.focus()->subjects(), "health", {Value(std::int64_t(50))}, 0, &why);
    QVERIFY2(command, qPrintable(why));
    d.undoStack()->push(command);
    QCOMPARE(core->health, std::int64_t(50));
    QCOMPARE(arm->health, std::int64_t(50));
    QCOMPARE(d.undoStack()->count(), 1);
    QCOMPARE(d.currentEnemyParts().size(), std::size_t(2));  // the edit keeps the pick
    d.undoStack()->undo();
    QCOMPARE(projectText(d.project()), before);

    // Delete on the focus removes both with what hangs below (one step).
    QVERIFY(d.focus()->can(EditVerb::Remove));
    QVERIFY(!d.focus()->can(EditVerb::Duplicate));
    d.undoStack()->push(d.focus()->owner()->removeCommand(&why));
    QVERIFY(boss->parts.empty());
    d.undoStack()->undo();
    QCOMPARE(projectText(d.project()), before);
  }

  void partStatesAreAddedRemovedAndChecked() {
    Document d;
    EnemyType* boss = fillWithBoss(d);
    const std::string before = projectText(d.project());
    EnemyPart* gun = boss->findPart("gun");
    d.undoStack()->push(makeNewOwnedState(&d, boss, gun, "main"));
    QCOMPARE(gun->states.size(), std::size_t(2));
    QCOMPARE(gun->states[1]->name, std::string("state"));
    QCOMPARE(d.currentEnemyState(), gun->states[1].get());
    QCOMPARE(stateOwner(*boss, gun->states[1].get()), gun);
    // A state of another machine goes after that machine's last state.
    d.undoStack()->push(makeNewOwnedState(&d, boss, nullptr, "main"));
    QCOMPARE(boss->states[2]->name, std::string("state"));
    QCOMPARE(boss->states[3]->name, std::string("volley"));

    // The grid's line checks and the Log work for a part's state too.
    EnemyState* aim = gun->states[0].get();
    d.setCurrentEnemyType(boss, aim);
    QCOMPARE(d.focus()->title(), QString::fromUtf8("State \u201Caim\u201D of part \u201Cgun\u201D"));
    QString why;
    d.undoStack()->push(
        makeSetProperty(&d, {aim}, "tick", {Value(std::vector<std::string>{"fire", "jump 3"})}, 0, &why));
    QCOMPARE(d.currentEnemyState(), aim);  // an edit of a part's state keeps it current
    FocusOwner* owner = d.focus()->owner();
    QVERIFY(!owner->itemProblem("tick", 0));
    const auto problem = owner->itemProblem("tick", 1);
    QVERIFY(problem);
    QVERIFY2(problem->contains("jump"), qPrintable(*problem));
    const int logged = int(d.log()->entries().size());
    owner->edited("tick");
    QVERIFY(int(d.log()->entries().size()) > logged);
    QVERIFY(d.log()->entries().last().message.contains("jump"));

    // Removing and moving a part's state work on the part's list.
    d.undoStack()->push(makeMoveEnemyState(&d, boss, aim, +1));
    QCOMPARE(gun->states[1].get(), aim);
    d.undoStack()->push(makeRemoveEnemyState(&d, boss, aim));
    QCOMPARE(gun->states.size(), std::size_t(1));
    QVERIFY(!d.currentEnemyState());
    while (d.undoStack()->canUndo()) d.undoStack()->undo();
    QCOMPARE(projectText(d.project()), before);
  }
};

QTEST_GUILESS_MAIN(EnemyPartCommandsTest)
#include "enemy_part_commands_test.moc"
