// The Patterns dock's command tree in the editor's window, from a new project at both
// screen sizes: picking rows puts their values in the property grid (several as one undo
// step), the toolbar adds, moves and removes commands and branches, a drop moves rows into
// another list, the Text tab shows every change, problems mark their rows, and undo gives
// back the pattern byte for byte.
#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolBar>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>

#include "document/document.h"
#include "document/focus/edit_focus.h"
#include "model/patterns/bullet_pattern_json.h"
#include "model/patterns/pattern_command_path.h"
#include "model/project/project.h"
#include "support/scratch_settings.h"
#include "support/screen_sizes.h"
#include "ui/patterns/pattern_commands_view.h"
#include "ui/patterns/pattern_text_edit.h"
#include "ui/patterns/patterns_dock.h"
#include "ui/property_grid/property_grid.h"
#include "ui/property_grid/property_model.h"
#include "ui/shell/main_window.h"

using namespace sw;
using namespace sw::editor;

namespace {

QTreeWidgetItem* rowOf(QTreeWidget* tree, const QString& command, int nth = 0) {
  for (QTreeWidgetItemIterator it(tree); *it; ++it)
    if ((*it)->text(0) == command && nth-- == 0) return *it;
  return nullptr;
}

void clickRow(QTreeWidget* tree, QTreeWidgetItem* item, Qt::KeyboardModifiers modifiers = {}) {
  tree->scrollToItem(item);
  QTest::mouseClick(tree->viewport(), Qt::LeftButton, modifiers, tree->visualItemRect(item).center());
}

// Clicks the toolbar button of `action` in `view`, as a hand does.
bool clickAction(QWidget* view, const char* name) {
  auto* action = view->findChild<QAction*>(QLatin1String(name));
  if (!action || !action->isEnabled()) return false;
  for (auto* bar : view->findChildren<QToolBar*>())
    if (QWidget* button = bar->widgetForAction(action)) {
      QTest::mouseClick(button, Qt::LeftButton);
      return true;
    }
  return false;
}

const sw::BulletPattern& aimed(Document* doc) { return *doc->project().findPattern("aimed"); }

}  // namespace

class PatternCommandsViewTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { sw::test::useScratchSettings(QStringLiteral("patternCommandsView")); }

  void commandsAreEditedInTheTreeAndTheGrid_data() { sw::test::addScreenSizeRows(); }
  void commandsAreEditedInTheTreeAndTheGrid() {
    QFETCH(QSize, size);
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(sw::test::showAt(window, size));
    Document* doc = window.document();
    QVERIFY(doc->newProject(dir.filePath(QStringLiteral("p")), QStringLiteral("shooter"), QStringLiteral("P")).ok());
    const std::string original = patternText(aimed(doc));
    const int steps = doc->undoStack()->count();

    auto* dock = window.findChild<PatternsDock*>();
    dock->show();
    dock->raise();
    QVERIFY(dock->selectPattern(QStringLiteral("aimed")));
    auto* tabs = dock->findChild<QTabWidget*>(QStringLiteral("patternViews"));
    auto* view = dock->findChild<PatternCommandsView*>(QStringLiteral("patternCommands"));
    auto* text = dock->findChild<PatternTextEdit*>(QStringLiteral("patternText"));
    QVERIFY(tabs && view && text);
    QCOMPARE(tabs->currentWidget(), static_cast<QWidget*>(view));  // the structured view first
    QTreeWidget* tree = view->tree();
    QTRY_VERIFY(tree->isVisible() && tree->viewport()->height() > 0);
    // Room to work in at this size: at least five rows of commands in view.
    QVERIFY2(tree->viewport()->height() >= 5 * tree->fontMetrics().height(),
             qPrintable(QStringLiteral("%1 px of rows").arg(tree->viewport()->height())));
    QCOMPARE(tree->topLevelItemCount(), 1);
    QTreeWidgetItem* fire = rowOf(tree, QStringLiteral("fire"));
    QVERIFY(fire);
    QVERIFY(fire->text(1).contains(QStringLiteral("0.25 per tick")));

    // Picked, the command's values are in the grid.
    auto* grid = window.findChild<QDockWidget*>(QStringLiteral("propertiesDock"))->findChild<PropertyGrid*>();
    clickRow(tree, fire);
    grid->refreshNow();
    QCOMPARE(doc->focus()->title(), QStringLiteral("Command \u201Cfire\u201D of pattern \u201Caimed\u201D"));
    QCOMPARE(grid->indexOfKey(QStringLiteral("speed")).data().toString(), QStringLiteral("0.25"));
    QVERIFY(!grid->indexOfKey(QStringLiteral("ticks")).isValid());  // a fire has no ticks
    QVERIFY(grid->model()->setData(grid->indexOfKey(QStringLiteral("speed")), QStringLiteral("0.1 + $rank * 0.2")));
    QCOMPARE(aimed(doc).actions[0].speed.text, std::string("0.1 + $rank * 0.2"));
    PatternExprEnv env;
    env.rank = 1;
    QCOMPARE(evaluate(aimed(doc).actions[0].speed.code, env), 0.1 + 0.2);  // compiled as written
    QVERIFY(text->toPlainText().contains(QStringLiteral("0.1 + $rank * 0.2")));  // the other view follows
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    // A value that does not parse is refused with its reason; nothing is pushed.
    grid->model()->setData(grid->indexOfKey(QStringLiteral("speed")), QStringLiteral("0.1 +"));
    QVERIFY2(!grid->message().isEmpty(), "the grid says why");
    QCOMPARE(doc->undoStack()->count(), steps + 1);

    // Add a repeat after the fire: it comes with a fire and a wait inside, picked.
    fire = rowOf(tree, QStringLiteral("fire"));
    clickRow(tree, fire);
    view->findChild<QAction*>(QStringLiteral("addCommand_repeat"))->trigger();
    QCOMPARE(aimed(doc).actions.size(), std::size_t(2));
    QCOMPARE(aimed(doc).actions[1].op, PatternOp::Repeat);
    QCOMPARE(view->pickedCommands(), (std::vector<CommandPath>{{{1, -1}}}));
    QTreeWidgetItem* repeat = rowOf(tree, QStringLiteral("repeat"));
    QVERIFY(repeat && repeat->isExpanded() && repeat->childCount() == 2 && repeat->isSelected());

    // Two fires picked (one inside the repeat): one grid edit sets both, as one step.
    clickRow(tree, rowOf(tree, QStringLiteral("fire"), 0));
    clickRow(tree, rowOf(tree, QStringLiteral("fire"), 1), Qt::ControlModifier);
    QCOMPARE(view->pickedCommands().size(), std::size_t(2));
    grid->refreshNow();
    const int before = doc->undoStack()->count();
    QVERIFY(grid->model()->setData(grid->indexOfKey(QStringLiteral("direction")), QStringLiteral("15")));
    QCOMPARE(doc->undoStack()->count(), before + 1);
    QCOMPARE(aimed(doc).actions[0].direction.text, std::string("15"));
    QCOMPARE(aimed(doc).actions[1].actions[0].direction.text, std::string("15"));

    // Move Up with the repeat picked: it goes before the fire.
    clickRow(tree, rowOf(tree, QStringLiteral("repeat")));
    QVERIFY(clickAction(view, "moveCommandUpAction"));
    QCOMPARE(aimed(doc).actions[0].op, PatternOp::Repeat);
    QVERIFY(!view->findChild<QAction*>(QStringLiteral("moveCommandUpAction"))->isEnabled());  // first now

    // A drop of the repeat's wait on the bottom fire's row puts it after that fire.
    QTreeWidgetItem* wait = rowOf(tree, QStringLiteral("wait"));
    clickRow(tree, wait);
    const auto place = view->dropPlace(rowOf(tree, QStringLiteral("fire"), 1), PatternCommandsView::DropAt::Below);
    QVERIFY(place);
    QVERIFY(view->moveTo(place->first, place->second));
    QCOMPARE(aimed(doc).actions.size(), std::size_t(3));
    QCOMPARE(aimed(doc).actions[2].op, PatternOp::Wait);
    QCOMPARE(aimed(doc).actions[0].actions.size(), std::size_t(1));
    // Dropping the repeat on its own fire is refused.
    clickRow(tree, rowOf(tree, QStringLiteral("repeat")));
    const auto inside = view->dropPlace(rowOf(tree, QStringLiteral("fire"), 0), PatternCommandsView::DropAt::On);
    QVERIFY(inside);
    QVERIFY(!view->moveTo(inside->first, inside->second));

    // A problem of the pattern's check marks its row: an endless repeat that never waits.
    grid->refreshNow();
    QVERIFY(grid->model()->setData(grid->indexOfKey(QStringLiteral("endless")), Qt::Checked, Qt::CheckStateRole));
    repeat = rowOf(tree, QStringLiteral("repeat"));
    QVERIFY(repeat->text(1).contains(QStringLiteral("forever")));
    QVERIFY2(!repeat->toolTip(0).isEmpty(), "the problem is the row's tool tip");
    QCOMPARE(repeat->foreground(0).color(), QColor(200, 40, 40));
    doc->undoStack()->undo();

    // A parallel gets a branch; a picked branch row is removed; Delete removes commands.
    clickRow(tree, rowOf(tree, QStringLiteral("wait")));
    view->findChild<QAction*>(QStringLiteral("addCommand_parallel"))->trigger();
    QVERIFY(clickAction(view, "addBranchAction"));
    const CommandPath parallel{{3, -1}};
    QCOMPARE(findCommand(aimed(doc), parallel)->branches.size(), std::size_t(3));
    QTreeWidgetItem* branch = rowOf(tree, QStringLiteral("branch 2"));
    QVERIFY(branch);
    clickRow(tree, branch);
    QVERIFY(clickAction(view, "removeCommandAction"));
    QCOMPARE(findCommand(aimed(doc), parallel)->branches.size(), std::size_t(2));
    clickRow(tree, rowOf(tree, QStringLiteral("parallel")));
    window.findChild<QAction*>(QStringLiteral("deleteAction"))->trigger();
    QCOMPARE(aimed(doc).actions.size(), std::size_t(3));

    // Text with problems that is not applied: the tree says so and takes no edits.
    tabs->setCurrentIndex(1);
    text->setPlainText(text->toPlainText().replace(QStringLiteral("\"wait\""), QStringLiteral("\"wiat\"")));
    dock->checkNow();
    tabs->setCurrentIndex(0);
    QVERIFY(view->findChild<QLabel*>(QStringLiteral("patternCommandsNote"))->isVisible());
    QVERIFY(!view->findChild<QToolButton*>(QStringLiteral("addCommandButton"))->isEnabled());
    dock->selectPattern(QStringLiteral("aimed"));  // the text goes back to the project's

    // Undo all of it: the pattern is as it was, byte for byte.
    while (doc->undoStack()->index() > steps) doc->undoStack()->undo();
    QCOMPARE(patternText(aimed(doc)), original);
    QCOMPARE(tree->topLevelItemCount(), 1);
  }
};

QTEST_MAIN(PatternCommandsViewTest)
#include "pattern_commands_view_test.moc"
