// The main window as a user meets it: the demo opens, docks and outliner show it,
// edits mark the window modified, and unsaved changes are never dropped silently.
#include <QDockWidget>
#include <QScreen>
#include <QSettings>
#include <QTreeView>
#include <QTreeWidget>
#include <QUndoView>
#include <QtTest>

#include "support/demo_copy.h"
#include "document/document.h"
#include "document/commands/object_edits.h"
#include "document/commands/set_property_command.h"
#include "ui/shell/main_window.h"
#include "ui/property_grid/property_grid.h"
#include "ui/viewport/level_viewport.h"

using namespace sw::editor;

namespace {
using sw::test::copyDemo;

// The demo opened in a shown main window; edits are discarded at the end.
struct DemoWindow {
  QTemporaryDir dir;
  MainWindow window;
  bool opened = false;
  DemoWindow() {
    window.show();
    opened = window.openProject(copyDemo(dir));
  }
  ~DemoWindow() { window.unsavedChangesPrompt = [] { return QMessageBox::Discard; }; }
};

QStringList childNames(QAbstractItemModel* model, const QModelIndex& parent) {
  QStringList names;
  for (int r = 0; r < model->rowCount(parent); ++r) names << model->index(r, 0, parent).data().toString();
  return names;
}
}  // namespace

class MainWindowTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScrollworkTests");
    QStandardPaths::setTestModeEnabled(true);
  }

  // With no saved geometry the window opens at 1600x950 or the screen's size, whichever is
  // smaller: arranging the docks once made it 1905 px tall, past the bottom of the screen.
  void aNewWindowFitsTheScreen() {
    QSettings().clear();
    MainWindow window;
    const QSize screen = window.screen()->availableGeometry().size();
    QCOMPARE(window.size(), QSize(1600, 950).boundedTo(screen));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.height() <= screen.height());
  }

  void opensTheDemoWithAllDocks() {
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(copyDemo(dir)));

    for (const char* name : {"projectDock", "outlinerDock", "propertiesDock", "undoDock", "logDock"}) {
      auto* dock = window.findChild<QDockWidget*>(name);
      QVERIFY2(dock, name);
      QVERIFY2(dock->isVisible(), name);
    }
    QVERIFY(window.findChild<QUndoView*>("undoView"));
    QVERIFY(window.findChild<sw::ui::LevelViewport*>("levelViewport"));
    QVERIFY(window.windowTitle().contains("Cinder Run"));
    QVERIFY(window.windowTitle().contains("Stage 1"));

    auto* outliner = window.findChild<QTreeView*>("outlinerView");
    QVERIFY(outliner);
    auto* model = outliner->model();
    QCOMPARE(model->rowCount(), 2);
    QVERIFY(outliner->isExpanded(model->index(0, 0)) && outliner->isExpanded(model->index(1, 0)));
    QCOMPARE(model->index(0, 0).data().toString(), QString("Chain (22)"));
    QStringList chain = childNames(model, model->index(0, 0));
    QCOMPARE(chain.first(), QString("corridor_1"));
    QCOMPARE(chain.last(), QString("corridor_9"));
    const QStringList objects = childNames(model, model->index(1, 0));
    QCOMPARE(objects.mid(0, 4), (QStringList{"checkpoint_a", "boss_start", "boss_defeated", "boss_arena"}));
    QVERIFY(objects.contains("swoop_top"));  // paths and spawns follow
    QVERIFY(objects.contains("drones_a"));
    QCOMPARE(objects.size(), 40);  // 4 + 6 paths + 14 spawns + 5 nav nodes + 5 nav links + 6 lights

    auto* project = window.findChild<QTreeWidget*>("projectTree");
    QVERIFY(project);
    QVERIFY(project->topLevelItem(0)->text(0).startsWith("Levels (2)"));
    QCOMPARE(project->topLevelItem(1)->childCount(), 6);  // tile definitions
  }

  void selectingInTheOutlinerShowsPropertiesAndMixedValues() {
    DemoWindow demo;
    QVERIFY(demo.opened);
    MainWindow& window = demo.window;
    auto* outliner = window.findChild<QTreeView*>("outlinerView");
    auto* model = outliner->model();
    QModelIndex objects = model->index(1, 0);
    outliner->selectionModel()->select(model->index(0, 0, objects),
                                       QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QCOMPARE(window.document()->selection()->size(), 1);

    auto* grid = window.findChild<PropertyGrid*>("propertyGrid");
    QVERIFY(grid);
    QCOMPARE(grid->parentWidget()->objectName(), QString("propertiesDock"));
    auto valueOf = [&](const QString& key) -> QString {
      grid->refreshNow();
      QModelIndex index = grid->indexOfKey(key);
      return index.isValid() ? index.data().toString() : QString("<absent>");
    };
    QCOMPARE(valueOf("name"), QString("checkpoint_a"));
    QCOMPARE(valueOf("position"), QString("(128, 4)"));

    // Both markers: names and positions differ and show as mixed, never one object's value.
    outliner->selectionModel()->select(model->index(1, 0, objects),
                                       QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QCOMPARE(window.document()->selection()->size(), 2);
    QCOMPARE(valueOf("position"), PropertyGrid::mixedText());
    QCOMPARE(valueOf("name"), PropertyGrid::mixedText());
  }

  void theDocumentsSelectionShowsInTheOutliner() {
    // A few ids are looked up one by one; most of the level is found by walking it in row
    // order (OutlinerDock::pullSelectionFromDocument): both must select the same rows.
    DemoWindow demo;
    QVERIFY(demo.opened);
    Document* doc = demo.window.document();
    auto* outliner = demo.window.findChild<QTreeView*>("outlinerView");
    const sw::Level& level = *doc->level();
    QVERIFY(level.chain.size() >= 2 && level.objects.size() >= 2);
    const auto selectedIds = [&] {
      QSet<sw::ObjectId> ids;
      for (const QModelIndex& row : outliner->selectionModel()->selectedRows()) {
        const bool inChain = row.parent().row() == 0;
        ids.insert(inChain ? level.chain[std::size_t(row.row())]->id : level.objects[std::size_t(row.row())]->id);
      }
      return ids;
    };
    const QSet<sw::ObjectId> few{level.chain[1]->id, level.objects.back()->id};
    doc->selection()->set(few);
    QCOMPARE(selectedIds(), few);
    QSet<sw::ObjectId> most;
    level.forEachObject([&](sw::LevelObject& o) { most.insert(o.id); });
    most.remove(level.chain[0]->id);
    most.remove(level.objects[1]->id);
    doc->selection()->set(most);
    QCOMPARE(selectedIds(), most);
    // Each half took its own way (the walk is for more than an eighth of the level).
    QVERIFY(std::size_t(few.size()) <= level.objectCount() / 8);
    QVERIFY(std::size_t(most.size()) > level.objectCount() / 8);
  }

  void editsMarkModifiedAndCloseAsks() {
    QTemporaryDir dir;
    QString demo = copyDemo(dir);
    MainWindow window;
    window.show();
    QVERIFY(window.openProject(demo));
    QVERIFY(!window.isWindowModified());
    const std::size_t objectsBefore = window.document()->editableLevel()->objects.size();

    auto* addMarker = window.findChild<QAction*>("addMarkerAction");
    QVERIFY(addMarker);
    addMarker->trigger();
    QVERIFY(window.isWindowModified());
    QCOMPARE(window.document()->editableLevel()->objects.size(), objectsBefore + 1);

    int asked = 0;
    window.unsavedChangesPrompt = [&] {
      ++asked;
      return QMessageBox::Cancel;
    };
    QVERIFY(!window.close());  // cancelled: the window stays, nothing lost
    QCOMPARE(asked, 1);
    QVERIFY(window.isVisible());

    // New Project with Cancel keeps the edited project.
    window.findChild<QAction*>("newAction")->trigger();
    QCOMPARE(asked, 2);
    QCOMPARE(window.document()->editableLevel()->objects.size(), objectsBefore + 1);

    // Undo brings the document back to clean: no question asked.
    window.findChild<QAction*>("undoAction")->trigger();
    QVERIFY(!window.isWindowModified());
    window.findChild<QAction*>("redoAction")->trigger();

    window.unsavedChangesPrompt = [&] {
      ++asked;
      return QMessageBox::Save;
    };
    QVERIFY(window.close());
    QCOMPARE(asked, 3);
    QVERIFY(QFile(demo + "/levels/stage_1.json").open(QIODevice::ReadOnly));
    QFile level(demo + "/levels/stage_1.json");
    level.open(QIODevice::ReadOnly);
    QVERIFY(level.readAll().contains("\"name\": \"marker\""));
  }

  // The outliner repaints rows for edits of what it shows (names), not for a move.
  void outlinerHearsRenamesNotMoves() {
    DemoWindow demo;
    QVERIFY(demo.opened);
    MainWindow& window = demo.window;
    auto* doc = window.document();
    auto* model = window.findChild<QTreeView*>("outlinerView")->model();
    QSignalSpy rowsChanged(model, &QAbstractItemModel::dataChanged);
    sw::LevelObject* marker = doc->editableLevel()->findByName("boss_start");
    doc->undoStack()->push(makeMoveCommand(doc, doc->editableLevel(), {marker->id}, {2, 0}));
    QCOMPARE(rowsChanged.count(), 0);
    doc->undoStack()->push(new SetPropertyCommand(doc, doc->editableLevel(), {marker->id}, "name",
                                                {sw::Value(std::string("arena_start"))}));
    QCOMPARE(rowsChanged.count(), 1);
    const QModelIndex row = rowsChanged.first().at(0).toModelIndex();
    QCOMPARE(row.data().toString(), QString("arena_start"));
  }

  void deleteIsUndoable() {
    DemoWindow demo;
    QVERIFY(demo.opened);
    MainWindow& window = demo.window;
    auto* doc = window.document();
    QSet<sw::ObjectId> all = doc->objectIds();
    const std::size_t before = doc->editableLevel()->objectCount();
    doc->selection()->set(all);
    window.findChild<QAction*>("deleteAction")->trigger();
    QCOMPARE(doc->editableLevel()->objectCount(), std::size_t(0));
    QCOMPARE(doc->undoStack()->count(), 1);
    window.findChild<QAction*>("undoAction")->trigger();
    QCOMPARE(doc->editableLevel()->objectCount(), before);
    // The outliner shows them again, both groups open, the restored objects selected.
    auto* outliner = window.findChild<QTreeView*>("outlinerView");
    auto* model = outliner->model();
    QCOMPARE(model->rowCount(model->index(0, 0)) + model->rowCount(model->index(1, 0)), int(before));
    QVERIFY(outliner->isExpanded(model->index(0, 0)) && outliner->isExpanded(model->index(1, 0)));
    QCOMPARE(outliner->selectionModel()->selectedRows().size(), int(before));
  }

  void brokenProjectIsReportedAndKeepsTheCurrentOne() {
    QTemporaryDir dir;
    QString demo = copyDemo(dir);
    QFile::remove(demo + "/levels/stage_1.json");
    MainWindow window;
    QVERIFY(!window.openProject(demo));
    auto* log = window.findChild<QTreeWidget*>("logView");
    QVERIFY(log);
    bool named = false;
    for (QTreeWidgetItemIterator it(log); *it; ++it)
      named = named || ((*it)->text(2).endsWith("project.json") && (*it)->text(3) == "/levels/0");
    QVERIFY(named);
    QCOMPARE(window.document()->project().name, std::string("Untitled"));
  }
};

QTEST_MAIN(MainWindowTest)
#include "main_window_test.moc"
