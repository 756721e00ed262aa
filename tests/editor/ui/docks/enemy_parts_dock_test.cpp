// The Enemy Types dock's part tree: machines and parts shown, parts added, removed, renamed
// and dragged, several parts edited together in the grid.
#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QListWidget>
#include <QMimeData>
#include <QtTest>

#include "document/commands/property_edits.h"
#include "document/document.h"
#include "model/io/project_io.h"
#include "support/scratch_settings.h"
#include "ui/docks/enemy_types_dock.h"
#include "ui/property_grid/property_grid.h"
#include "ui/property_grid/property_model.h"

using namespace sw;
using namespace sw::editor;

// A named namespace: the folder's tests share one unity build.
namespace enemy_parts_dock_test {

using Kind = EnemyTypesTree::Kind;

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

// "boss": body machines main (idle, rage) and guns (volley); parts core > hatch > gun, and
// arm, all on the body but hatch and gun.
EnemyType* fillWithBoss(Document& d) {
  auto boss = std::make_unique<EnemyType>();
  boss->name = "boss";
  addState(boss->states, "idle", {"open hatch 20"}, {"destroyed hatch -> rage"});
  addState(boss->states, "rage", {"close hatch"}, {"after 60 -> idle"});
  addState(boss->states, "volley", {"fire"}, {}, "guns");
  addPart(*boss, "core", "");
  addPart(*boss, "hatch", "core");
  addPart(*boss, "gun", "hatch");
  addPart(*boss, "arm", "");
  addState(boss->parts[0]->states, "spin", {"rotateTo 90 30"}, {});
  addState(boss->parts[2]->states, "aim", {"fire"}, {});
  d.editableProject().enemyTypes.push_back(std::move(boss));
  d.notifyEnemyTypesChanged();
  return d.editableProject().enemyTypes.front().get();
}

void trigger(EnemyTypesDock& dock, const char* name) {
  auto* action = dock.findChild<QAction*>(QLatin1String(name));
  QVERIFY2(action, name);
  QVERIFY2(action->isEnabled(), name);
  action->trigger();
  dock.rebuildNow();
}

QStringList childTexts(const QTreeWidgetItem* item) {
  QStringList out;
  for (int i = 0; i < item->childCount(); ++i) out << item->child(i)->text(0);
  return out;
}

// A click on the item's row, as a user makes it.
void click(EnemyTypesTree* tree, QTreeWidgetItem* item, Qt::KeyboardModifiers modifiers = {}) {
  QVERIFY(item);
  tree->scrollToItem(item);
  QTest::mouseClick(tree->viewport(), Qt::LeftButton, modifiers, tree->visualItemRect(item).center());
}

struct ShownDock {
  Document d;
  EnemyTypesDock dock{&d};
  EnemyType* boss = fillWithBoss(d);
  ShownDock() {
    dock.resize(360, 700);
    dock.show();
    dock.rebuildNow();
    dock.tree()->expandAll();
  }
};

class EnemyPartsDockTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { sw::test::useScratchSettings(QStringLiteral("enemyPartsDock")); }

  void machinesAndThePartTreeAreShown() {
    ShownDock s;
    QVERIFY(QTest::qWaitForWindowExposed(&s.dock));
    EnemyTypesTree* tree = s.dock.tree();
    QTreeWidgetItem* type = s.dock.itemFor(s.boss);
    QCOMPARE(childTexts(type), (QStringList{"Machine: main", "Machine: guns", "Parts"}));
    QCOMPARE(EnemyTypesTree::kindOf(type->child(0)), Kind::Machine);
    QCOMPARE(childTexts(type->child(0)), (QStringList{"idle", "rage"}));
    QVERIFY(type->child(0)->child(0)->font(0).bold());  // each machine's initial state
    QVERIFY(!type->child(0)->child(1)->font(0).bold());
    QVERIFY(type->child(1)->child(0)->font(0).bold());
    QTreeWidgetItem* parts = type->child(2);
    QCOMPARE(EnemyTypesTree::kindOf(parts), Kind::Parts);
    QCOMPARE(childTexts(parts), (QStringList{"core", "arm"}));
    QTreeWidgetItem* core = s.dock.itemForPart(s.boss->findPart("core"));
    QCOMPARE(core->parent(), parts);
    QCOMPARE(childTexts(core), (QStringList{"hatch", "spin"}));  // sub-parts, then states
    QCOMPARE(EnemyTypesTree::kindOf(core->child(1)), Kind::State);
    QVERIFY(core->child(1)->font(0).bold());
    QVERIFY(!core->icon(0).isNull());  // a dot: parts and states tell apart
    QVERIFY(core->child(1)->icon(0).isNull());
    QCOMPARE(s.dock.itemForPart(s.boss->findPart("gun"))->parent(),
             s.dock.itemForPart(s.boss->findPart("hatch")));
    QCOMPARE(s.dock.itemFor(s.boss, s.boss->findPart("gun")->states[0].get())->parent(),
             s.dock.itemForPart(s.boss->findPart("gun")));

    // A part's bad line marks its state and the part; a part on a missing parent stays in sight.
    EnemyPart* gun = s.boss->findPart("gun");
    s.d.undoStack()->push(makeSetProperty(&s.d, {gun->states[0].get()}, "tick",
                                          {Value(std::vector<std::string>{"jump 3"})}, 0, nullptr));
    s.d.undoStack()->push(
        makeSetProperty(&s.d, {s.boss->findPart("arm")}, "parent", {Value(std::string("leg"))}, 0, nullptr));
    s.dock.rebuildNow();
    QVERIFY(s.dock.itemFor(s.boss, gun->states[0].get())->toolTip(0).contains("jump"));
    QVERIFY(s.dock.itemForPart(gun)->toolTip(0).contains("jump"));
    QTreeWidgetItem* arm = s.dock.itemForPart(s.boss->findPart("arm"));
    QVERIFY(arm);
    QVERIFY2(arm->toolTip(0).contains("leg"), qPrintable(arm->toolTip(0)));

    // Double-clicking the line's problem picks the part's state.
    s.d.setCurrentEnemyType(s.boss);
    QListWidget* problems = s.dock.problems();
    bool found = false;
    for (int i = 0; i < problems->count(); ++i)
      if (problems->item(i)->text().contains("jump")) {
        emit problems->itemDoubleClicked(problems->item(i));
        found = true;
      }
    QVERIFY(found);
    QCOMPARE(s.d.currentEnemyState(), gun->states[0].get());
    QCOMPARE(tree->currentItem(), s.dock.itemFor(s.boss, gun->states[0].get()));
  }

  void partsAreAddedAndRemovedWithWhatHangsBelow() {
    Document d;
    EnemyTypesDock dock(&d);
    trigger(dock, "addEnemyTypeAction");
    const EnemyType* type = d.currentEnemyType();
    const std::string before = projectText(d.project());
    QVERIFY(!dock.findChild<QAction*>("removePartAction")->isEnabled());

    trigger(dock, "addPartAction");  // the type is picked: on the body
    QCOMPARE(type->parts.size(), std::size_t(1));
    const EnemyPart* part1 = type->parts[0].get();
    QCOMPARE(part1->name, std::string("part1"));
    QCOMPARE(dock.tree()->currentItem(), dock.itemForPart(part1));
    trigger(dock, "addPartAction");  // part1 is picked: on part1
    const EnemyPart* part2 = type->parts[1].get();
    QCOMPARE(part2->parent, std::string("part1"));
    QCOMPARE(dock.itemForPart(part2)->parent(), dock.itemForPart(part1));

    trigger(dock, "addStateAction");  // part2 is picked: its own state
    QCOMPARE(part2->states.size(), std::size_t(1));
    QVERIFY(type->states.empty());
    QCOMPARE(dock.tree()->currentItem(), dock.itemFor(type, part2->states[0].get()));
    QCOMPARE(dock.tree()->currentItem()->parent(), dock.itemForPart(part2));
    trigger(dock, "addStateAction");  // a state of part2 is picked: part2 again
    QCOMPARE(part2->states.size(), std::size_t(2));
    trigger(dock, "moveStateUpAction");
    QCOMPARE(part2->states[0]->name, std::string("state_2"));

    d.setCurrentEnemyParts(type, {part1});
    const int steps = d.undoStack()->count();
    trigger(dock, "removePartAction");
    QVERIFY(type->parts.empty());
    QCOMPARE(d.undoStack()->count(), steps + 1);
    QCOMPARE(dock.tree()->currentItem(), dock.itemFor(type));
    d.undoStack()->undo();
    dock.rebuildNow();
    QCOMPARE(type->parts.size(), std::size_t(2));
    QVERIFY(dock.itemForPart(part2));
    while (d.undoStack()->index() > 1) d.undoStack()->undo();  // all but the type's addition
    QCOMPARE(projectText(d.project()), before);
  }

  void renamingAPartInTheTreeRewritesWhatNamesIt() {
    ShownDock s;
    const std::string before = projectText(s.d.project());
    const int steps = s.d.undoStack()->count();
    s.dock.itemForPart(s.boss->findPart("hatch"))
        ->setText(0, QStringLiteral("lid"));  // as the item editor commits
    QCOMPARE(s.d.undoStack()->count(), steps + 1);
    QCOMPARE(s.boss->parts[1]->name, std::string("lid"));
    QCOMPARE(s.boss->findPart("gun")->parent, std::string("lid"));
    QCOMPARE(s.boss->states[0]->tick, std::vector<std::string>{"open lid 20"});
    QCOMPARE(s.boss->states[0]->transitions, std::vector<std::string>{"destroyed lid -> rage"});
    // A taken name is refused and the item shows the real name again.
    s.dock.rebuildNow();
    s.dock.itemForPart(s.boss->findPart("arm"))->setText(0, QStringLiteral("core"));
    QCOMPARE(s.d.undoStack()->count(), steps + 1);
    QTRY_COMPARE(s.dock.itemForPart(s.boss->findPart("arm"))->text(0), QStringLiteral("arm"));
    s.d.undoStack()->undo();
    QCOMPARE(projectText(s.d.project()), before);
  }

  void partsAreDraggedOntoAndBetweenParts() {
    ShownDock s;
    QVERIFY(QTest::qWaitForWindowExposed(&s.dock));
    EnemyTypesTree* tree = s.dock.tree();
    const std::string before = projectText(s.d.project());
    EnemyPart* arm = s.boss->findPart("arm");
    auto item = [&](const char* name) { return s.dock.itemForPart(s.boss->findPart(name)); };

    // Onto gun, through the events a drag sends the viewport (enter, move, drop).
    std::unique_ptr<QMimeData> data(tree->dragData({item("arm")}));
    QVERIFY(data);
    const QPoint onGun = tree->visualItemRect(item("gun")).center();
    const Qt::DropActions offered = Qt::CopyAction | Qt::MoveAction;  // what a drag from the tree offers
    QDragEnterEvent enter(onGun, offered, data.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(tree->viewport(), &enter);
    QVERIFY(enter.isAccepted());
    const QPoint onState = tree->visualItemRect(s.dock.itemFor(s.boss, s.boss->states[0].get())).center();
    QDragMoveEvent overState(onState, offered, data.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(tree->viewport(), &overState);
    QVERIFY(!overState.isAccepted());  // states take no parts
    QDragMoveEvent overGun(onGun, offered, data.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(tree->viewport(), &overGun);
    QVERIFY(overGun.isAccepted());
    QDropEvent drop(onGun, offered, data.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(tree->viewport(), &drop);
    QVERIFY(drop.isAccepted());
    QCOMPARE(drop.dropAction(), Qt::CopyAction);  // the view removes no item itself
    QCOMPARE(arm->parent, std::string("gun"));
    s.dock.rebuildNow();
    tree->expandAll();
    QCOMPARE(item("arm")->parent(), item("gun"));
    s.d.undoStack()->undo();
    QCOMPARE(projectText(s.d.project()), before);
    s.dock.rebuildNow();
    tree->expandAll();

    // On the upper edge of hatch: before it, hanging on core like it.
    data.reset(tree->dragData({item("arm")}));
    QVERIFY(tree->dropAt(data.get(), tree->visualItemRect(item("hatch")).topLeft() + QPoint(20, 1)));
    QCOMPARE(arm->parent, std::string("core"));
    QCOMPARE(s.boss->parts[1].get(), arm);
    s.d.undoStack()->undo();
    QCOMPARE(projectText(s.d.project()), before);
    s.dock.rebuildNow();
    tree->expandAll();

    // Core onto its own grandchild: refused, and the dock says why.
    const int steps = s.d.undoStack()->count();
    data.reset(tree->dragData({item("core")}));
    QVERIFY(tree->dropAt(data.get(), tree->visualItemRect(item("gun")).center()));
    QCOMPARE(s.d.undoStack()->count(), steps);
    QVERIFY(s.dock.status()->isVisible());
    QVERIFY2(s.dock.status()->text().contains("below"), qPrintable(s.dock.status()->text()));
    QCOMPARE(projectText(s.d.project()), before);
    // States take no parts.
    QVERIFY(!tree->dropAt(data.get(),
                          tree->visualItemRect(s.dock.itemFor(s.boss, s.boss->states[0].get())).center()));
  }

  void severalPartsAreEditedTogetherInTheGrid() {
    ShownDock s;
    QVERIFY(QTest::qWaitForWindowExposed(&s.dock));
    PropertyGrid grid(&s.d);
    EnemyTypesTree* tree = s.dock.tree();
    EnemyPart* core = s.boss->findPart("core");
    EnemyPart* arm = s.boss->findPart("arm");
    const std::string before = projectText(s.d.project());

    click(tree, s.dock.itemForPart(core));
    QCOMPARE(s.d.currentEnemyParts(), std::vector<const EnemyPart*>{core});
    grid.refreshNow();
    QCOMPARE(grid.indexOfKey("name").data().toString(), QStringLiteral("core"));
    QVERIFY(grid.indexOfKey("parent").isValid());

    click(tree, s.dock.itemForPart(arm), Qt::ControlModifier);
    QCOMPARE(s.d.currentEnemyParts(), (std::vector<const EnemyPart*>{core, arm}));
    QCOMPARE(tree->selectedItems().size(), 2);
    grid.refreshNow();
    const int steps = s.d.undoStack()->count();
    QVERIFY(grid.model()->setData(grid.indexOfKey("health"), 77));
    QCOMPARE(core->health, std::int64_t(77));
    QCOMPARE(arm->health, std::int64_t(77));
    QCOMPARE(s.d.undoStack()->count(), steps + 1);
    s.dock.rebuildNow();
    QCOMPARE(tree->selectedItems().size(), 2);  // the pick survives the rebuild
    s.d.undoStack()->undo();
    QCOMPARE(projectText(s.d.project()), before);

    // A part's state picked shows the state.
    click(tree, s.dock.itemFor(s.boss, core->states[0].get()));
    QCOMPARE(s.d.currentEnemyState(), core->states[0].get());
    QVERIFY(s.d.currentEnemyParts().empty());
    grid.refreshNow();
    QCOMPARE(grid.indexOfKey("name").data().toString(), QStringLiteral("spin"));
    QVERIFY(grid.indexOfKey("transitions").isValid());
  }
};

}  // namespace enemy_parts_dock_test

QTEST_MAIN(enemy_parts_dock_test::EnemyPartsDockTest)
#include "enemy_parts_dock_test.moc"
