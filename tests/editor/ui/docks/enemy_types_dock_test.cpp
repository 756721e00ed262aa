#include "ui/docks/enemy_types_dock.h"

#include <QAction>
#include <QListWidget>
#include <QPushButton>
#include <QTreeView>
#include <QTreeWidget>
#include <QtTest>

#include "document/document.h"
#include "document/commands/enemy_type_commands.h"
#include "document/commands/property_edits.h"
#include "model/io/project_io.h"
#include "ui/property_grid/property_grid.h"
#include "ui/shell/main_window.h"
#include "ui/property_grid/property_model.h"
#include "support/demo_copy.h"
#include "model/level/spawn.h"
#include "ui/dialogs/asset_uses_dialog.h"
#include "support/scratch_settings.h"

using namespace sw;
using namespace sw::editor;

namespace {
void trigger(EnemyTypesDock& dock, const char* name) {
  auto* action = dock.findChild<QAction*>(QLatin1String(name));
  QVERIFY2(action, name);
  QVERIFY2(action->isEnabled(), name);
  action->trigger();
  dock.rebuildNow();
}
}  // namespace

class EnemyTypesDockTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { sw::test::useScratchSettings(QStringLiteral("enemyTypesDock")); }
  void actionsCreateAndRemoveItems() {
    Document d;
    EnemyTypesDock dock(&d);
    QTreeWidget* tree = dock.tree();
    QCOMPARE(dock.objectName(), QStringLiteral("enemyTypesDock"));
    QCOMPARE(tree->topLevelItemCount(), 0);
    QVERIFY(!dock.findChild<QAction*>("addStateAction")->isEnabled());
    const std::string before = projectText(d.project());

    trigger(dock, "addEnemyTypeAction");
    QCOMPARE(tree->topLevelItemCount(), 1);
    QCOMPARE(tree->topLevelItem(0)->text(0), QStringLiteral("enemy"));
    QCOMPARE(tree->currentItem(), tree->topLevelItem(0));
    const EnemyType* type = d.currentEnemyType();
    QVERIFY(type);

    trigger(dock, "addStateAction");
    trigger(dock, "addStateAction");
    QCOMPARE(tree->topLevelItem(0)->childCount(), 2);
    QCOMPARE(tree->topLevelItem(0)->child(1)->text(0), QStringLiteral("state_2"));
    QCOMPARE(tree->currentItem(), tree->topLevelItem(0)->child(1));
    QVERIFY(tree->topLevelItem(0)->child(0)->font(0).bold());  // the initial state

    trigger(dock, "moveStateUpAction");
    QCOMPARE(type->states[0]->name, std::string("state_2"));
    QCOMPARE(tree->topLevelItem(0)->child(0)->text(0), QStringLiteral("state_2"));
    QVERIFY(!dock.findChild<QAction*>("moveStateUpAction")->isEnabled());

    trigger(dock, "removeStateAction");
    QCOMPARE(tree->topLevelItem(0)->childCount(), 1);
    QVERIFY(!d.currentEnemyState());

    trigger(dock, "duplicateEnemyTypeAction");
    QCOMPARE(tree->topLevelItemCount(), 2);
    QCOMPARE(tree->topLevelItem(1)->text(0), QStringLiteral("enemy_copy"));
    QCOMPARE(tree->topLevelItem(1)->childCount(), 1);

    trigger(dock, "removeEnemyTypeAction");
    QCOMPARE(tree->topLevelItemCount(), 1);
    QVERIFY(!d.currentEnemyType());

    while (d.undoStack()->canUndo()) d.undoStack()->undo();
    dock.rebuildNow();
    QCOMPARE(tree->topLevelItemCount(), 0);
    QVERIFY(!d.currentEnemyType());
    QCOMPARE(projectText(d.project()), before);
  }

  // A type that spawns use is removed only after the user saw the list of those spawns.
  void removingAUsedTypeListsItsSpawnsFirst() {
    Document d;
    EnemyTypesDock dock(&d);
    trigger(dock, "addEnemyTypeAction");
    auto spawn = std::make_unique<Spawn>();
    spawn->name = "wave";
    spawn->enemyType = "enemy";
    spawn->id = newObjectId();
    d.editableLevel()->objects.push_back(std::move(spawn));
    QStringList listed;
    bool deleteAnyway = false;
    auto answer = [&] {
      QTimer::singleShot(50, [&] {
        auto* dialog = qobject_cast<AssetUsesDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        listed.clear();
        for (int i = 0; i < dialog->list()->count(); ++i) listed << dialog->list()->item(i)->text();
        QTest::mouseClick(dialog->findChild<QPushButton*>(deleteAnyway ? "deleteAnywayButton" : "cancelDeleteButton"),
                          Qt::LeftButton);
      });
    };
    answer();
    trigger(dock, "removeEnemyTypeAction");
    QCOMPARE(listed.size(), 1);
    QVERIFY2(listed[0].contains("wave"), qPrintable(listed[0]));
    QVERIFY(d.project().findEnemyType("enemy"));  // cancelled
    deleteAnyway = true;
    answer();
    trigger(dock, "removeEnemyTypeAction");
    QVERIFY(!d.project().findEnemyType("enemy"));
    QCOMPARE(dock.tree()->topLevelItemCount(), 0);
  }

  void renameInTheTreeGoesThroughTheCommand() {
    Document d;
    EnemyTypesDock dock(&d);
    trigger(dock, "addEnemyTypeAction");
    trigger(dock, "addStateAction");
    trigger(dock, "addStateAction");
    const EnemyType* type = d.currentEnemyType();
    type->states[1]->transitions = {"after 10 -> state"};
    QTreeWidgetItem* first = dock.itemFor(type, type->states[0].get());
    QVERIFY(first);
    const int steps = d.undoStack()->count();
    first->setText(0, QStringLiteral("idle"));  // as the item editor commits
    QCOMPARE(d.undoStack()->count(), steps + 1);
    QCOMPARE(type->states[0]->name, std::string("idle"));
    QCOMPARE(type->states[1]->transitions, std::vector<std::string>{"after 10 -> idle"});

    // A taken name is refused: nothing pushed, the item shows the real name again.
    dock.rebuildNow();
    QTreeWidgetItem* second = dock.itemFor(type, type->states[1].get());
    second->setText(0, QStringLiteral("idle"));
    QCOMPARE(d.undoStack()->count(), steps + 1);
    QTRY_COMPARE(dock.itemFor(type, type->states[1].get())->text(0), QStringLiteral("state_2"));

    dock.itemFor(type)->setText(0, QStringLiteral("drone"));
    QCOMPARE(type->name, std::string("drone"));
  }

  void selectingAStateShowsItInTheGrid() {
    Document d;
    EnemyTypesDock dock(&d);
    PropertyGrid grid(&d);
    trigger(dock, "addEnemyTypeAction");
    trigger(dock, "addStateAction");
    trigger(dock, "addStateAction");
    const EnemyType* type = d.currentEnemyType();

    dock.tree()->setCurrentItem(dock.itemFor(type));
    grid.refreshNow();
    QCOMPARE(d.currentEnemyType(), type);
    QVERIFY(!d.currentEnemyState());
    QVERIFY(grid.indexOfKey("health").isValid());
    QCOMPARE(grid.indexOfKey("name").data().toString(), QStringLiteral("enemy"));

    dock.tree()->setCurrentItem(dock.itemFor(type, type->states[1].get()));
    grid.refreshNow();
    QCOMPARE(d.currentEnemyState(), type->states[1].get());
    QVERIFY(!grid.indexOfKey("health").isValid());
    QCOMPARE(grid.indexOfKey("name").data().toString(), QStringLiteral("state_2"));
    QVERIFY(grid.indexOfKey("transitions").isValid());

    // Edits in the grid go through the commands: a rename follows into transitions.
    type->states[0]->transitions = {"always -> state_2"};
    grid.model()->setData(grid.indexOfKey("name"), QStringLiteral("chase"));
    QCOMPARE(type->states[1]->name, std::string("chase"));
    QCOMPARE(type->states[0]->transitions, std::vector<std::string>{"always -> chase"});
    dock.rebuildNow();
    QCOMPARE(dock.itemFor(type, type->states[1].get())->text(0), QStringLiteral("chase"));
    d.undoStack()->undo();
    QCOMPARE(type->states[1]->name, std::string("state_2"));

    // A refused name shows its reason and pushes nothing.
    const int steps = d.undoStack()->count();
    grid.model()->setData(grid.indexOfKey("name"), QStringLiteral("state"));
    QCOMPARE(d.undoStack()->count(), steps);
    QVERIFY(grid.message().contains("already"));

    // Selecting an object takes the grid back; the tree lets go of its item.
    d.setCurrentEnemyType(nullptr);
    QVERIFY(!dock.tree()->currentItem());
  }

  void badLinesShowInRedAndInTheProblemList() {
    Document d;
    EnemyTypesDock dock(&d);
    PropertyGrid grid(&d);
    trigger(dock, "addEnemyTypeAction");
    trigger(dock, "addStateAction");
    trigger(dock, "addStateAction");
    const EnemyType* type = d.currentEnemyType();
    EnemyState* state = type->states[0].get();
    d.setCurrentEnemyType(type, state);
    const int logged = int(d.log()->entries().size());
    QString why;
    d.undoStack()->push(makeSetProperty(&d, {state}, "tick", {Value(std::vector<std::string>{"fire", "jump 3"})}, 0, &why));
    grid.refreshNow();
    const QModelIndex good = grid.indexOfKey("tick.0"), bad = grid.indexOfKey("tick.1");
    QVERIFY(good.isValid() && bad.isValid());
    QVERIFY(good.data(Qt::ForegroundRole).value<QColor>() != QColor(0xd0, 0x30, 0x30));
    QCOMPARE(bad.data(Qt::ForegroundRole).value<QColor>(), QColor(0xd0, 0x30, 0x30));
    QVERIFY(bad.data(Qt::ToolTipRole).toString().contains("jump"));

    // Editing the line in the grid reports it in the Log.
    grid.model()->setData(bad, QStringLiteral("jump 4"));
    QCOMPARE(state->tick[1], std::string("jump 4"));
    QVERIFY(int(d.log()->entries().size()) > logged);
    QVERIFY(d.log()->entries().last().message.contains("jump 4"));

    // The dock lists the type's problems (the bad line, state_2 unreachable) and marks items.
    dock.rebuildNow();
    QStringList listed;
    for (int i = 0; i < dock.problems()->count(); ++i) listed << dock.problems()->item(i)->text();
    QVERIFY2(listed.join('\n').contains("jump"), qPrintable(listed.join('\n')));
    QVERIFY2(listed.join('\n').contains("state_2"), qPrintable(listed.join('\n')));
    QVERIFY(dock.itemFor(type, state)->toolTip(0).contains("jump"));

    // Double-clicking a problem selects its state.
    d.setCurrentEnemyType(type);
    for (int i = 0; i < dock.problems()->count(); ++i)
      if (dock.problems()->item(i)->text().contains("jump"))
        emit dock.problems()->itemDoubleClicked(dock.problems()->item(i));
    QCOMPARE(d.currentEnemyState(), state);

    // An effect name no effect has is one of the type's problems too.
    d.undoStack()->push(makeSetProperty(&d, {d.editable(type)}, "deathEffect", {Value(std::string("kaboom"))}, 0, &why));
    dock.rebuildNow();
    listed.clear();
    for (int i = 0; i < dock.problems()->count(); ++i) listed << dock.problems()->item(i)->text();
    QVERIFY2(listed.join('\n').contains("'kaboom', which does not exist"), qPrintable(listed.join('\n')));
  }

  // The main window has the dock beside the Project dock; a state of the demo's turret
  // picked in it shows in the Properties grid. SW_SCREENSHOT=<file.png> saves a picture.
  void mainWindowShowsTheDockAndTheState() {
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1600, 950);
    QVERIFY(window.openProject(sw::test::copyDemo(dir)));
    auto* dock = window.findChild<EnemyTypesDock*>("enemyTypesDock");
    auto* project = window.findChild<QDockWidget*>("projectDock");
    QVERIFY(dock && project);
    QVERIFY(window.tabifiedDockWidgets(project).contains(dock));
    window.show();
    dock->raise();
    Document* d = window.document();
    EnemyType* turret = d->project().findEnemyType("turret");
    QVERIFY(turret && turret->findState("shoot"));
    EnemyState* shoot = turret->findState("shoot");
    d->undoStack()->push(makeSetProperty(d, {shoot}, "transitions", {Value(std::vector<std::string>{"health < 3 -> panic", "after 300 -> flee"})}, 0, nullptr));
    dock->rebuildNow();
    dock->tree()->setCurrentItem(dock->itemFor(turret, shoot));
    auto* grid = window.findChild<PropertyGrid*>("propertyGrid");  // not the Game Rules panel's
    QVERIFY(grid);
    grid->refreshNow();
    QCOMPARE(grid->indexOfKey("name").data().toString(), QStringLiteral("shoot"));
    grid->view()->expandAll();
    QVERIFY(grid->indexOfKey("transitions.1").data(Qt::ToolTipRole).toString().contains("flee"));
    if (qEnvironmentVariableIsSet("SW_SCREENSHOT")) {
      QTest::qWait(300);
      QVERIFY(window.grab().save(qEnvironmentVariable("SW_SCREENSHOT")));
    }
  }
};

QTEST_MAIN(EnemyTypesDockTest)
#include "enemy_types_dock_test.moc"
