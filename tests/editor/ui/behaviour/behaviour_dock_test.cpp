// The Behaviour dock on a boss with two body machines and a part: the combo lists the
// machines and follows the document's current state; the graph shows one box per state and
// one wire per transition and goto (parallel ones apart, a loop for a state to itself); a
// wire made, a condition edited, a wire or state deleted and a state added through the scene
// are ONE undo step each, through the grid's own property command (the grid's text follows,
// and its edits show in the graph), and undo gives back the project's very text; a part's
// machine is edited the same way; problems sit on the box or wire at fault.
#include "ui/behaviour/behaviour_dock.h"

#include <QComboBox>
#include <QLabel>
#include <QTest>
#include <QUndoStack>

#include "document/commands/enemy_type_commands.h"
#include "document/commands/property_edits.h"
#include "document/document.h"
#include "model/io/project_io.h"
#include "support/scratch_settings.h"
#include "ui/behaviour/behaviour_graph_items.h"
#include "ui/behaviour/behaviour_graph_scene.h"
#include "ui/property_grid/property_grid.h"

using namespace sw::editor;
using namespace sw::editor::behaviour;
using Lines = std::vector<std::string>;

namespace {
std::unique_ptr<sw::EnemyState> state(const char* name, const char* machine, Lines transitions,
                                      Lines begin = {}, Lines tick = {}) {
  auto s = std::make_unique<sw::EnemyState>();
  s->name = name;
  s->machine = machine;
  s->transitions = std::move(transitions);
  s->begin = std::move(begin);
  s->tick = std::move(tick);
  return s;
}

std::unique_ptr<sw::EnemyType> boss() {
  auto type = std::make_unique<sw::EnemyType>();
  type->name = "boss";
  type->states.push_back(state("enter", "main", {"after 60 -> attack"}));
  type->states.push_back(state("guns", "weapons", {"after 30 -> reload"}, {"startFiring"}));
  type->states.push_back(state("attack", "main",
                               {"health < 3 -> flee", "after 120 -> enter", "trigger alarm -> enter"},
                               {"startFiring"}));
  type->states.push_back(state("reload", "weapons", {"after 10 -> guns"}, {"stopFiring"}));
  type->states.push_back(state("flee", "main", {"after 5 -> flee"}, {}, {"sleep 10", "goto attack"}));
  auto turret = std::make_unique<sw::EnemyPart>();
  turret->name = "turret";
  turret->states.push_back(state("aim", "main", {"after 5 -> shoot"}));
  turret->states.push_back(state("shoot", "main", {}, {"fire"}));
  type->parts.push_back(std::move(turret));
  return type;
}
}  // namespace

class BehaviourDockTest : public QObject {
  Q_OBJECT
 private:
  std::unique_ptr<Document> document_;
  std::unique_ptr<BehaviourDock> dock_;
  std::unique_ptr<PropertyGrid> grid_;
  sw::EnemyType* boss_ = nullptr;

  QUndoStack* undo() { return document_->undoStack(); }
  BehaviourGraphScene* scene() { return dock_->scene(); }
  sw::EnemyState* body(const char* name) { return boss_->findState(name); }
  int source(const char* name) { return boss_->stateIndex(name); }
  std::string text() { return sw::projectText(document_->project()); }
  int wiresBetween(int from, int to) {
    int n = 0;
    for (BehaviourWireItem* wire : scene()->wireItems()) n += wire->from() == from && wire->to() == to;
    return n;
  }
  QString gridText(const QString& key) {
    grid_->refreshNow();
    return grid_->indexOfKey(key).data().toString();
  }
  // One step more than before; undo gives back `before` exactly, redo the edit again.
  void checkOneStep(int steps, const std::string& before) {
    QCOMPARE(undo()->index(), steps + 1);
    const std::string after = text();
    QVERIFY(after != before);
    undo()->undo();
    QCOMPARE(text(), before);
    undo()->redo();
    QCOMPARE(text(), after);
  }

 private slots:
  void initTestCase() { sw::test::useScratchSettings(QStringLiteral("behaviourDock")); }

  void init() {
    document_ = std::make_unique<Document>();
    QString why;
    QUndoCommand* add = makeAddEnemyType(document_.get(), boss(), -1, &why);
    QVERIFY2(add, qPrintable(why));
    undo()->push(add);
    undo()->clear();
    boss_ = document_->project().enemyTypes.back().get();
    grid_ = std::make_unique<PropertyGrid>(document_.get());
    dock_ = std::make_unique<BehaviourDock>(document_.get());
    dock_->resize(1000, 560);
    dock_->show();
    QVERIFY(QTest::qWaitForWindowExposed(dock_.get()));
    document_->setCurrentEnemyType(boss_, body("enter"));
    QCOMPARE(dock_->enemyType(), boss_);
  }
  void cleanup() {
    dock_.reset();
    grid_.reset();
    document_.reset();
  }

  void machinesAreListedAndFollowTheCurrentState() {
    QComboBox* combo = dock_->machineCombo();
    QCOMPARE(combo->objectName(), QStringLiteral("behaviourMachineCombo"));
    QCOMPARE(dock_->objectName(), QStringLiteral("behaviourDock"));
    QStringList items;
    for (int i = 0; i < combo->count(); ++i) items << combo->itemText(i);
    QCOMPARE(items, (QStringList{"Body: main", "Body: weapons", "Part turret: main"}));
    QCOMPARE(dock_->machine(), (MachineRef{-1, "main"}));
    document_->setCurrentEnemyType(boss_, body("reload"));
    QCOMPARE(combo->currentText(), QStringLiteral("Body: weapons"));
    QVERIFY(scene()->nodeItem(source("reload"))->isSelected());
    document_->setCurrentEnemyType(boss_, boss_->parts[0]->states[1].get());
    QCOMPARE(combo->currentText(), QStringLiteral("Part turret: main"));
    // Picking a box makes its state current: the grid edits it.
    scene()->nodeItem(0)->setSelected(false);
    scene()->nodeItem(1)->setSelected(false);
    scene()->nodeItem(0)->setSelected(true);
    QCOMPARE(document_->currentEnemyState(), boss_->parts[0]->states[0].get());
    QCOMPARE(gridText("transitions.0"), QStringLiteral("after 5 -> shoot"));
  }

  void boxesAreStatesAndWiresAreTransitions() {
    const int enter = source("enter"), attack = source("attack"), flee = source("flee");
    QVERIFY(scene()->nodeItem(enter) && scene()->nodeItem(attack) && scene()->nodeItem(flee));
    QVERIFY(!scene()->nodeItem(source("guns")));  // another machine
    QCOMPARE(scene()->graph().nodes.size(), std::size_t(3));
    QVERIFY(scene()->nodeItem(enter)->look().initial);
    QVERIFY(!scene()->nodeItem(attack)->look().initial);
    QCOMPARE(scene()->nodeItem(attack)->look().title, QStringLiteral("attack"));
    QVERIFY(scene()->nodeItem(attack)->look().lines.contains(QStringLiteral("Begin: startFiring")));
    // 1 + 3 transitions, a loop, a goto.
    QCOMPARE(scene()->wireItems().size(), 6);
    BehaviourWireItem* first = scene()->wireItem(attack, sw::StateList::Transitions, 0);
    QVERIFY(first);
    QCOMPARE(first->label(), QStringLiteral("health < 3"));
    QCOMPARE(first->to(), flee);
    // Two transitions attack -> enter, and one enter -> attack: all three drawn apart.
    QCOMPARE(wiresBetween(attack, enter), 2);
    BehaviourWireItem* a = scene()->wireItem(attack, sw::StateList::Transitions, 1);
    BehaviourWireItem* b = scene()->wireItem(attack, sw::StateList::Transitions, 2);
    BehaviourWireItem* back = scene()->wireItem(enter, sw::StateList::Transitions, 0);
    QCOMPARE(a->label(), QStringLiteral("after 120"));
    QCOMPARE(b->label(), QStringLiteral("trigger alarm"));
    QCOMPARE(back->label(), QStringLiteral("after 60"));
    QVERIFY(a->path() != b->path() && a->path() != back->path() && b->path() != back->path());
    QVERIFY(!a->labelRect().intersects(b->labelRect()));
    QVERIFY(!a->labelRect().intersects(back->labelRect()));
    QVERIFY(!b->labelRect().intersects(back->labelRect()));
    // A loop over its own box, and the goto dashed with its label.
    BehaviourWireItem* loop = scene()->wireItem(flee, sw::StateList::Transitions, 0);
    QVERIFY(loop && loop->to() == flee);
    QVERIFY(loop->path().boundingRect().bottom() <= scene()->nodeItem(flee)->sceneBoundingRect().top() + 6);
    BehaviourWireItem* jump = scene()->wireItem(flee, sw::StateList::Tick, 1);
    QVERIFY(jump && jump->isGoto());
    QCOMPARE(jump->to(), attack);
    QCOMPARE(jump->label(), QStringLiteral("goto"));
    // The same data lays out the same way.
    const QPointF at = scene()->nodeItem(attack)->pos();
    scene()->setMachine(nullptr, {});
    scene()->setMachine(boss_, {-1, "main"});
    QCOMPARE(scene()->nodeItem(attack)->pos(), at);
  }

  void boxesKeepTheirPlaceUntilArranged() {
    const int enter = source("enter"), attack = source("attack"), flee = source("flee");
    const QPointF at = scene()->nodeItem(flee)->pos();
    QVERIFY(scene()->nodeItem(flee)->pos().x() >
            scene()->nodeItem(attack)->pos().x());  // two steps from enter
    QVERIFY(scene()->connectStates(enter, flee));
    QCOMPARE(scene()->nodeItem(flee)->pos(), at);         // an edit moves no box
    scene()->nodeItem(attack)->setPos(QPointF(40, 500));  // dragged: kept through a rebuild
    undo()->undo();
    QCOMPARE(scene()->nodeItem(attack)->pos(), QPointF(40, 500));
    undo()->redo();
    scene()->arrange();  // enter -> flee directly now: flee moves next to attack
    QCOMPARE(scene()->nodeItem(flee)->pos().x(), scene()->nodeItem(attack)->pos().x());
    QVERIFY(scene()->nodeItem(attack)->pos() != QPointF(40, 500));
  }

  void aDraggedWireIsOneTransitionLine() {
    const int enter = source("enter"), flee = source("flee");
    QCOMPARE(gridText("transitions.0"), QStringLiteral("after 60 -> attack"));
    const std::string before = text();
    const int steps = undo()->index();
    QVERIFY(scene()->connectStates(enter, flee));
    QCOMPARE(body("enter")->transitions, (Lines{"after 60 -> attack", "always -> flee"}));
    QCOMPARE(undo()->undoText(), QStringLiteral("Add Transition enter -> flee"));
    QCOMPARE(wiresBetween(enter, flee), 1);
    QCOMPARE(gridText("transitions.1"), QStringLiteral("always -> flee"));  // the grid's text follows
    checkOneStep(steps, before);
    undo()->undo();
    QCOMPARE(wiresBetween(enter, flee), 0);
    grid_->refreshNow();
    QVERIFY(!grid_->indexOfKey(QStringLiteral("transitions.1")).isValid());
  }

  void aLabelEditIsTheConditionOfTheLine() {
    const int attack = source("attack");
    document_->setCurrentEnemyType(boss_, body("attack"));
    std::string before = text();
    int steps = undo()->index();
    QVERIFY(scene()->setCondition(attack, 1, "health < 10"));
    QCOMPARE(body("attack")->transitions[1], std::string("health < 10 -> enter"));
    QCOMPARE(body("attack")->transitions[0],
             std::string("health < 3 -> flee"));  // the others keep their text
    QCOMPARE(scene()->wireItem(attack, sw::StateList::Transitions, 1)->label(),
             QStringLiteral("health < 10"));
    QCOMPARE(gridText("transitions.1"), QStringLiteral("health < 10 -> enter"));
    checkOneStep(steps, before);
    // A condition that does not read, or one holding "->": refused, nothing pushed.
    steps = undo()->index();
    QVERIFY(!scene()->setCondition(attack, 1, "health > 3"));
    QVERIFY(!scene()->setCondition(attack, 1, "always -> flee"));
    QCOMPARE(undo()->index(), steps);
    // The grid's edit shows in the graph.
    QString why;
    QUndoCommand* edit = makeSetProperty(document_.get(), {body("attack")}, "transitions",
                                         {sw::Value(Lines{"playerWithin 8 -> flee"})}, 0, &why);
    QVERIFY2(edit, qPrintable(why));
    undo()->push(edit);
    QCOMPARE(scene()->wireItems().size(), 4);
    QCOMPARE(scene()->wireItem(attack, sw::StateList::Transitions, 0)->label(),
             QStringLiteral("playerWithin 8"));
  }

  void deleteRemovesTheLineOrTheState() {
    const int attack = source("attack"), flee = source("flee");
    std::string before = text();
    int steps = undo()->index();
    scene()->clearSelection();  // the current state's box was picked
    scene()->wireItem(attack, sw::StateList::Transitions, 1)->setSelected(true);
    scene()->deleteSelection();
    QCOMPARE(body("attack")->transitions, (Lines{"health < 3 -> flee", "trigger alarm -> enter"}));
    checkOneStep(steps, before);
    // The goto too: it is a Tick line.
    undo()->undo();
    before = text();
    steps = undo()->index();
    QVERIFY(scene()->removeWire(flee, sw::StateList::Tick, 1));
    QCOMPARE(body("flee")->tick, Lines{"sleep 10"});
    checkOneStep(steps, before);
    undo()->undo();
    // A state goes with the lines that lead to it, as one step.
    before = text();
    steps = undo()->index();
    QVERIFY(scene()->removeState(flee));
    QVERIFY(!body("flee"));
    QCOMPARE(body("attack")->transitions, (Lines{"after 120 -> enter", "trigger alarm -> enter"}));
    QCOMPARE(scene()->graph().nodes.size(), std::size_t(2));
    checkOneStep(steps, before);
    undo()->undo();
    QCOMPARE(scene()->graph().nodes.size(), std::size_t(3));
  }

  void aStateAddedBelongsToTheMachineShown() {
    QVERIFY(dock_->showMachine({-1, "weapons"}));
    const std::string before = text();
    const int steps = undo()->index();
    QVERIFY(scene()->addState());
    const sw::EnemyState* added = boss_->findState("state");
    QVERIFY(added);
    QCOMPARE(added->machine, std::string("weapons"));
    QCOMPARE(source("state"), source("reload") + 1);  // after the machine's last state
    QCOMPARE(document_->currentEnemyState(), added);
    QVERIFY(scene()->nodeItem(source("state")));
    QCOMPARE(dock_->machineCombo()->currentText(), QStringLiteral("Body: weapons"));
    checkOneStep(steps, before);
  }

  void aPartsMachineIsEditedTheSameWay() {
    QVERIFY(dock_->showMachine({0, "main"}));
    sw::EnemyPart& turret = *boss_->parts[0];
    QCOMPARE(scene()->graph().nodes.size(), std::size_t(2));
    QCOMPARE(scene()->nodeItem(0)->look().title, QStringLiteral("aim"));
    QCOMPARE(scene()->wireItems().size(), 1);
    std::string before = text();
    int steps = undo()->index();
    QVERIFY(scene()->connectStates(1, 0));
    QCOMPARE(turret.states[1]->transitions, Lines{"always -> aim"});
    QVERIFY(boss_->findState("shoot") == nullptr);  // the body's states are untouched
    checkOneStep(steps, before);
    before = text();
    steps = undo()->index();
    QVERIFY(scene()->setCondition(1, 0, "after 90"));
    QCOMPARE(turret.states[1]->transitions, Lines{"after 90 -> aim"});
    checkOneStep(steps, before);
    // The grid edits the part's state picked in the graph.
    scene()->nodeItem(1)->setSelected(true);
    QCOMPARE(document_->currentEnemyState(), turret.states[1].get());
    QCOMPARE(gridText("transitions.0"), QStringLiteral("after 90 -> aim"));
    before = text();
    steps = undo()->index();
    QVERIFY(scene()->addState());
    QCOMPARE(turret.states.size(), std::size_t(3));
    QCOMPARE(document_->currentEnemyState(), turret.states[2].get());  // a part's state stays current
    checkOneStep(steps, before);
  }

  void problemsSitOnTheirBoxOrWire() {
    QString why;
    QUndoCommand* edit = makeSetProperty(
        document_.get(), {body("enter")}, "transitions",
        {sw::Value(Lines{"after 60 -> attack", "after 1 -> nowhere", "phase final -> attack"})}, 0, &why);
    QVERIFY2(edit, qPrintable(why));
    undo()->push(edit);
    const int enter = source("enter");
    BehaviourNodeItem* node = scene()->nodeItem(enter);
    QCOMPARE(node->look().problems.size(), 1);  // the unknown target: no wire, so on the box
    QVERIFY(node->look().problems.front().contains(QStringLiteral("nowhere")));
    QVERIFY(node->toolTip().contains(QStringLiteral("nowhere")));
    BehaviourWireItem* phase = scene()->wireItem(enter, sw::StateList::Transitions, 2);
    QVERIFY(phase);
    QCOMPARE(phase->wire().problems.size(), std::size_t(1));  // not fatal, on the wire
    QVERIFY(phase->toolTip().contains(QStringLiteral("final")));
    QVERIFY(scene()->wireItem(enter, sw::StateList::Transitions, 0)->wire().problems.empty());
    QVERIFY(dock_->findChild<QLabel*>(QStringLiteral("behaviourProblems"))
                ->text()
                .contains(QStringLiteral("2 problem")));
  }
};

QTEST_MAIN(BehaviourDockTest)
#include "behaviour_dock_test.moc"
