// The golden path of a designer starting their own game (issue #14), through the real
// widgets from an empty start: New Project with its dialog, import a textured mesh, make a
// tile definition from it in the Project dock, draw a collision polygon and move the camera
// exit in the Tile Editor, chain three tiles, add a path, an enemy type that fires (picked
// with mouse clicks in the property grid's chooser), a spawn of five on the path, play 600
// ticks, save, reopen. Each step checks what a person would see. Settings live in a scratch
// scope; set SW_GOLDEN_SHOTS to a folder to keep a screenshot of each step there.
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QQuickView>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTreeView>
#include <QTreeWidget>
#include <QtTest>

#include "document/document.h"
#include "model/enemy_type.h"
#include "model/level.h"
#include "model/path.h"
#include "model/project.h"
#include "model/spawn.h"
#include "model/tile_def.h"
#include "sim/runtime_level.h"
#include "support/textured_meshes.h"
#include "ui/dialogs/import_mesh_dialog.h"
#include "ui/dialogs/new_project_dialog.h"
#include "ui/docks/chain_dock.h"
#include "ui/docks/project_dock.h"
#include "ui/main_window.h"
#include "ui/property_grid/choice_editor.h"
#include "ui/property_grid/property_grid.h"
#include "ui/tile_editor/tile_edit_tool.h"
#include "ui/tile_editor/tile_editor_view.h"
#include "ui/viewport/level_viewport.h"
#include "play/play_session.h"
#include "ui/play/play_controller.h"
#include "support/shooter_parts.h"

using namespace sw::editor;

namespace {

QAction* action(QWidget& window, const char* name) {
  auto* found = window.findChild<QAction*>(name);
  if (!found) qWarning("no action %s", name);
  return found;
}

void settle() {
  for (int i = 0; i < 3; ++i) QCoreApplication::processEvents();
}

// A screenshot of the step when SW_GOLDEN_SHOTS names a folder (for a person to look at).
void shot(QWidget& window, const char* name) {
  const QByteArray folder = qgetenv("SW_GOLDEN_SHOTS");
  if (folder.isEmpty()) return;
  settle();
  window.grab().save(QDir(QString::fromLocal8Bit(folder)).filePath(QString::fromLatin1(name) + ".png"));
}

// A play-plane point in the tile editor's Quick widget.
QPoint onQuick(TileEditorView* view, sw::Vec2 p) {
  return view->viewWidget()->mapFrom(view, view->planeToWidget(p).toPoint());
}

// A click on the value of `key` in the grid opens its chooser; a click on `text` in the
// list stores it, as a person picks with the mouse.
bool pickInGrid(PropertyGrid* grid, const QString& key, const QString& text) {
  QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
  grid->refreshNow();
  QTreeView* view = grid->view();
  const QModelIndex index = grid->indexOfKey(key, 1);
  if (!index.isValid()) return qWarning("pickInGrid: no row %s", qPrintable(key)), false;
  view->scrollTo(index);
  QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
  QCoreApplication::processEvents();
  auto* chooser = grid->findChild<grid::ChoiceEditor*>(QStringLiteral("editor_") + key);
  if (!chooser) return qWarning("pickInGrid: no chooser for %s", qPrintable(key)), false;
  // Enums drop their list down; references show every name under the text, which typing filters.
  QAbstractItemView* list =
      chooser->mode() == grid::ChoiceEditor::Mode::Fixed ? chooser->view() : chooser->completer()->popup();
  if (!QTest::qWaitFor([&] { return list->isVisible(); }, 3000)) return false;
  QTest::qWait(QApplication::doubleClickInterval() + 50);  // a combo ignores a release right after opening
  const QModelIndexList found =
      list->model()->match(list->model()->index(0, 0), Qt::DisplayRole, text, 1, Qt::MatchFixedString);
  if (found.isEmpty()) return qWarning("pickInGrid: no '%s' among %d choices", qPrintable(text), list->model()->rowCount()), false;
  list->scrollTo(found.front());
  const QPoint at = list->visualRect(found.front()).center();
  QTest::mouseMove(list->viewport(), at);
  QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, at);
  settle();
  grid->refreshNow();
  return true;
}

// Types `text` into the editor of `key` and commits it (Return; Ctrl+Return for text).
bool typeInGrid(PropertyGrid* grid, const QString& key, const QString& text) {
  grid->refreshNow();
  QWidget* editor = grid->edit(key);
  if (!editor) return false;
  if (auto* plain = qobject_cast<QPlainTextEdit*>(editor)) {
    QTest::keyClicks(plain, text);
    QTest::keyClick(plain, Qt::Key_Return, Qt::ControlModifier);
  } else if (auto* spin = qobject_cast<QAbstractSpinBox*>(editor)) {
    spin->selectAll();
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Return);
  } else if (auto* line = editor->findChild<QLineEdit*>(); line || qobject_cast<QLineEdit*>(editor)) {
    if (!line) line = qobject_cast<QLineEdit*>(editor);
    line->selectAll();
    QTest::keyClicks(line, text);
    QTest::keyClick(line, Qt::Key_Return);
  } else {
    return false;
  }
  settle();
  grid->refreshNow();
  return true;
}

QTreeWidgetItem* findItem(QTreeWidget* tree, int role, const QString& value) {
  QTreeWidgetItemIterator it(tree);
  for (; *it; ++it)
    if ((*it)->data(0, role).toString() == value) return *it;
  return nullptr;
}

QAction* menuAction(QMenu* menu, const char* name) {
  for (QAction* a : menu->actions())
    if (a->objectName() == QLatin1String(name)) return a;
  return nullptr;
}

bool hasReddish(const QImage& image) {
  for (int y = 0; y < image.height(); y += 2)
    for (int x = 0; x < image.width(); x += 2) {
      const QColor c = image.pixelColor(x, y);
      if (c.red() > 150 && c.green() < 90 && c.blue() < 90) return true;
    }
  return false;
}

}  // namespace

class GoldenPathTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScrollworkTests-golden");
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
  }

  void fromABlankPageToPlayAndBack() {
    QTemporaryDir dir;
    const QString folder = dir.filePath("Golden Run");
    {
      MainWindow window;
      window.unsavedChangesPrompt = [] { return QMessageBox::Discard; };
      window.resize(1600, 900);
      window.show();
      QVERIFY(QTest::qWaitForWindowExposed(&window));
      window.openAtStart({});
      QVERIFY(window.isStartPageShown());
      shot(window, "01-start");

      // --- New Project: name, location, the empty template --------------------------------
      bool filled = false;
      QTimer::singleShot(0, this, [&] {
        auto* dialog = qobject_cast<NewProjectDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->findChild<QLineEdit*>("projectLocationEdit")->setText(dir.path());
        QTest::keyClicks(dialog->findChild<QLineEdit*>("projectNameEdit"), "Golden Run");
        auto* templates = dialog->findChild<QComboBox*>("projectTemplateCombo");
        templates->setCurrentIndex(templates->findData("empty"));
        filled = true;
        QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
      });
      action(window, "newAction")->trigger();
      QVERIFY(filled);
      Document* doc = window.document();
      QCOMPARE(doc->projectFile(), QDir(folder).filePath("project.json"));
      QVERIFY(window.windowTitle().startsWith("Golden Run"));
      QVERIFY(!window.isStartPageShown());
      QVERIFY(doc->level());
      QVERIFY(doc->project().tileDefs.empty());
      shot(window, "02-new-project");

      // --- File > Import Mesh...: a textured glTF square, 8 x 8 units ----------------------
      const QString source = dir.filePath("art/crate.gltf");
      QVERIFY(sw::test::writeSquareGltf(source, QColor(255, 255, 255), sw::test::TextureIn::File,
                                        sw::test::twoToneImage(QColor(220, 30, 30), QColor(220, 30, 30)),
                                        "crate.png", true, 4.0f));
      action(window, "importMeshAction")->trigger();
      auto* importer = window.findChild<ImportMeshDialog*>("importMeshDialog");
      QVERIFY(importer);
      QSignalSpy listed(importer, &ImportMeshDialog::meshesListed);
      QSignalSpy imported(importer, &ImportMeshDialog::imported);
      importer->setSourceFile(source);
      QTRY_VERIFY_WITH_TIMEOUT(!importer->isListing(), 20000);
      QTest::mouseClick(importer->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
      QTRY_COMPARE_WITH_TIMEOUT(imported.count(), 1, 30000);
      const QString meshAsset = imported.front().front().toString();
      QVERIFY2(meshAsset.startsWith("meshes/crate/"), qPrintable(meshAsset));
      QVERIFY(QFileInfo::exists(QDir(folder).filePath(meshAsset)));

      // --- Project dock: right-click the mesh, New Tile Definition from Mesh --------------
      auto* projectDock = window.findChild<ProjectDock*>("projectDock");
      QVERIFY(projectDock);
      projectDock->rebuild();
      QTreeWidgetItem* meshItem = nullptr;
      QTRY_VERIFY((meshItem = findItem(projectDock->tree(), ProjectDock::FilePathRole,
                                       QDir(folder).filePath(meshAsset))) ||
                  (meshItem = findItem(projectDock->tree(), ProjectDock::FilePathRole, meshAsset)));
      std::unique_ptr<QMenu> meshMenu(projectDock->contextMenuFor(meshItem));
      QVERIFY(meshMenu);
      QAction* fromMesh = menuAction(meshMenu.get(), "newTileDefFromMeshAction");
      QVERIFY(fromMesh);
      fromMesh->trigger();
      QCOMPARE(doc->project().tileDefs.size(), std::size_t(1));
      const sw::TileDef* def = doc->project().tileDefs.front().get();
      QCOMPARE(QString::fromStdString(def->mesh), meshAsset);
      QVERIFY(def->cameraExit.x > def->cameraEntry.x);  // a chain of it advances
      shot(window, "03-tile-definition");

      // --- Tile Editor: draw a collision polygon, drag the camera exit up one unit --------
      auto* palette = window.findChild<QListWidget*>("tilePalette");
      QVERIFY(palette);
      QTRY_COMPARE(palette->count(), 1);
      window.findChild<QDockWidget*>("chainDock")->raise();
      const QPoint tileCentre = palette->visualItemRect(palette->item(0)).center();
      QTest::mouseClick(palette->viewport(), Qt::LeftButton, {}, tileCentre);
      QTest::mouseDClick(palette->viewport(), Qt::LeftButton, {}, tileCentre);
      auto* tileDock = window.findChild<QDockWidget*>("tileEditorDock");
      QTRY_VERIFY(tileDock->isVisible());
      auto* tileView = tileDock->findChild<TileEditorView*>("tileEditorView");
      QVERIFY(tileView);
      QTRY_COMPARE(tileView->pendingMeshLoads(), 0);
      QVERIFY(tileView->viewWidget()->width() > 150 && tileView->viewWidget()->height() > 100);
      QWidget* quick = tileView->viewWidget();
      tileView->drawPolygonAction()->trigger();
      const int stepsBeforePolygon = doc->undoStack()->count();
      for (sw::Vec2 p : {sw::Vec2{-3, -3}, sw::Vec2{3, -3}, sw::Vec2{3, -1}, sw::Vec2{-3, -1}, sw::Vec2{-3, -3}}) {
        QTest::mouseClick(quick, Qt::LeftButton, {}, onQuick(tileView, p));
        QTest::qWait(QApplication::doubleClickInterval() + 20);  // separate clicks, not a double-click
      }
      QTRY_COMPARE(def->collision.size(), std::size_t(1));
      QCOMPARE(def->collision.front().size(), std::size_t(4));
      QCOMPARE(doc->undoStack()->count(), stepsBeforePolygon + 1);
      if (tileView->drawPolygonAction()->isChecked()) tileView->drawPolygonAction()->trigger();
      const sw::Vec2 exit = def->cameraExit;
      const QPoint from = onQuick(tileView, exit), to = onQuick(tileView, {exit.x, exit.y + 1});
      QTest::mousePress(quick, Qt::LeftButton, {}, from);
      QTest::mouseMove(quick, (from + to) / 2);
      QTest::mouseMove(quick, to);
      QTest::mouseRelease(quick, Qt::LeftButton, {}, to);
      QVERIFY2(std::abs(def->cameraExit.y - (exit.y + 1)) < 0.3, qPrintable(tileView->statusText()));
      shot(window, "04-tile-editor");

      // --- Chain three tiles: twice from the palette's menu, once from Edit > Append Tile --
      for (int i = 0; i < 2; ++i) {
        std::unique_ptr<QMenu> menu(window.findChild<ChainDock*>("chainDock")->paletteMenuFor(palette->item(0)));
        QAction* append = menuAction(menu.get(), "appendTileAction");
        QVERIFY(append);
        append->trigger();
      }
      auto* appendMenu = window.findChild<QMenu*>("appendTileMenu");
      QVERIFY(appendMenu && appendMenu->isEnabled());
      QCOMPARE(appendMenu->actions().size(), 1);
      appendMenu->actions().front()->trigger();
      QCOMPARE(doc->level()->chain.size(), std::size_t(3));
      QStringList links;
      for (const auto& link : doc->level()->chain) links << QString::fromStdString(link->name);
      QCOMPARE(links.removeDuplicates(), 0);  // unique names
      action(window, "frameAllAction")->trigger();
      shot(window, "05-chain");

      // --- Edit > Add Path ------------------------------------------------------------------
      action(window, "addPathAction")->trigger();
      const sw::Path* path = nullptr;
      doc->level()->forEachObject([&](const sw::LevelObject& o) {
        if (!path) path = dynamic_cast<const sw::Path*>(&o);
      });
      QVERIFY(path);
      QVERIFY(path->points.size() >= 2);
      const QString pathName = QString::fromStdString(path->name);

      // --- Enemy Types dock: a type that fires aimed shots ---------------------------------
      window.findChild<QDockWidget*>("enemyTypesDock")->raise();
      action(window, "addEnemyTypeAction")->trigger();
      QCOMPARE(doc->project().enemyTypes.size(), std::size_t(1));
      const sw::EnemyType* type = doc->project().enemyTypes.front().get();
      QCOMPARE(doc->currentEnemyType(), type);
      auto* grid = window.findChild<PropertyGrid*>("propertyGrid");
      QVERIFY(grid);
      window.findChild<QDockWidget*>("propertiesDock")->raise();
      // Its fire is a bullet pattern: the Patterns dock's Add Pattern makes a ring of 8.
      window.findChild<QDockWidget*>("patternsDock")->raise();
      action(window, "addPatternAction")->trigger();
      QCOMPARE(doc->project().patterns.size(), std::size_t(1));
      const QString patternName = QString::fromStdString(doc->project().patterns.front()->name);
      window.findChild<QDockWidget*>("propertiesDock")->raise();
      QVERIFY(typeInGrid(grid, "pattern", patternName));  // typed into the reference field
      QCOMPARE(QString::fromStdString(type->pattern), patternName);
      QVERIFY(pickInGrid(grid, "mesh", meshAsset));
      QCOMPARE(QString::fromStdString(type->mesh), meshAsset);
      QVERIFY(typeInGrid(grid, "fireIntervalTicks", "30"));
      QCOMPARE(type->fireIntervalTicks, std::int64_t(30));
      action(window, "addStateAction")->trigger();
      QCOMPARE(type->states.size(), std::size_t(1));
      // Begin is a list of action lines: select it, press the grid's Add button, type the line.
      grid->refreshNow();
      grid->view()->setCurrentIndex(grid->indexOfKey("begin", 0));
      QTest::mouseClick(grid->findChild<QWidget*>("addItemButton"), Qt::LeftButton);
      settle();
      QVERIFY(typeInGrid(grid, "begin.0", "startFiring"));
      QCOMPARE(type->states.front()->begin, (std::vector<std::string>{"startFiring"}));
      shot(window, "06-enemy-type");

      // --- Spawn Timeline: a spawn of five on the path -------------------------------------
      auto* timeline = window.findChild<QDockWidget*>("spawnTimelineDock");
      timeline->raise();
      QTest::mouseClick(timeline->findChild<QWidget*>("addSpawnButton"), Qt::LeftButton);
      const sw::Spawn* spawn = nullptr;
      doc->level()->forEachObject([&](const sw::LevelObject& o) {
        if (!spawn) spawn = dynamic_cast<const sw::Spawn*>(&o);
      });
      QVERIFY(spawn);
      doc->selection()->set({spawn->id});
      window.findChild<QDockWidget*>("propertiesDock")->raise();
      QVERIFY(pickInGrid(grid, "enemyType", QString::fromStdString(type->name)));
      QVERIFY(pickInGrid(grid, "path", pathName));
      QVERIFY(typeInGrid(grid, "count", "5"));
      QCOMPARE(QString::fromStdString(spawn->enemyType), QString::fromStdString(type->name));
      QCOMPARE(QString::fromStdString(spawn->path), pathName);
      QCOMPARE(spawn->count, std::int64_t(5));
      QCOMPARE(doc->checkProject(), 0);  // nothing broken, nothing that silently does nothing
      shot(window, "07-spawn");

      // --- Play 600 ticks: five enemies fly the path and fire; the document is untouched ---
      const int undoCount = doc->undoStack()->count();
      auto* play = window.findChild<sw::play::PlayController*>("playController");
      QVERIFY(play);
      std::size_t mostEnemies = 0, mostBullets = 0;
      connect(play->session(), &sw::play::PlaySession::advanced, this, [&] {
        if (const auto* runtime = play->session()->runtime()) {
          mostEnemies = std::max(mostEnemies, enemiesOf(*runtime).size());
          mostBullets = std::max(mostBullets, enemyBulletsOf(*runtime).size());
        }
      });
      action(window, "playAction")->trigger();
      QVERIFY(play->session()->isActive());
      play->session()->setSpeed(4.0);
      QTRY_VERIFY_WITH_TIMEOUT(play->session()->runtime()->ticksRun() >= 600, 60000);
      action(window, "pauseAction")->trigger();
      QCOMPARE(mostEnemies, std::size_t(5));
      QVERIFY(mostBullets > 0);
      shot(window, "08-play");
      // The enemies and tiles show their texture (red), not a grey placeholder.
      auto* playQuick = window.viewport();
      QVERIFY(playQuick);
      QVERIFY(hasReddish(playQuick->grabImage()));
      action(window, "stopAction")->trigger();
      QVERIFY(!play->session()->isActive());
      QCOMPARE(doc->undoStack()->count(), undoCount);

      // --- Save ------------------------------------------------------------------------------
      action(window, "saveAction")->trigger();
      QVERIFY(!window.isWindowModified());
    }

    // --- Reopen: everything is there ---------------------------------------------------------
    MainWindow again;
    again.unsavedChangesPrompt = [] { return QMessageBox::Discard; };
    again.resize(1600, 900);
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QVERIFY(again.openProject(folder));
    const sw::Project& project = again.document()->project();
    QCOMPARE(project.name, std::string("Golden Run"));
    QCOMPARE(project.tileDefs.size(), std::size_t(1));
    QCOMPARE(project.tileDefs.front()->collision.size(), std::size_t(1));
    QCOMPARE(project.enemyTypes.size(), std::size_t(1));
    QCOMPARE(project.enemyTypes.front()->states.size(), std::size_t(1));
    const sw::Level* level = again.document()->level();
    QVERIFY(level);
    QCOMPARE(level->chain.size(), std::size_t(3));
    int spawns = 0, paths = 0;
    level->forEachObject([&](const sw::LevelObject& o) {
      if (const auto* s = dynamic_cast<const sw::Spawn*>(&o)) {
        ++spawns;
        QCOMPARE(s->count, std::int64_t(5));
      }
      if (dynamic_cast<const sw::Path*>(&o)) ++paths;
    });
    QCOMPARE(spawns, 1);
    QCOMPARE(paths, 1);
    QVERIFY(again.windowTitle().startsWith("Golden Run"));
    // The chained tiles show their texture in the viewport.
    again.viewport()->frameAll();
    auto* quickView = again.viewport();
    QVERIFY(quickView);
    QTRY_VERIFY_WITH_TIMEOUT(hasReddish(quickView->grabImage()), 20000);
    shot(again, "09-reopened");
  }
};

QTEST_MAIN(GoldenPathTest)
#include "golden_path_test.moc"
