// Monsters in the real main window, from a new empty project: New Monster Type in the Project
// dock adds a type, several picked at once are edited in the property grid as one undo step
// that restores the project's bytes; Edit > Add Platformer Object > Add Monster places a
// Monster naming the first type (making a "skeleton" type in the same step when there is
// none), the viewport draws it and a click picks it, a drag moves it, Delete removes it;
// renaming the type rewrites the monsters naming it. Needs a display (xvfb).
#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMessageBox>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>
#include <memory>

#include "document/commands/asset_commands.h"
#include "document/commands/asset_uses.h"
#include "document/commands/object_edits.h"
#include "document/commands/property_edits.h"
#include "document/document.h"
#include "model/io/project_io.h"
#include "model/level/nav_objects.h"
#include "model/platformer/monster_type.h"
#include "support/scratch_settings.h"
#include "ui/docks/project_dock.h"
#include "ui/property_grid/property_grid.h"
#include "ui/shell/main_window.h"
#include "ui/viewport/level_viewport.h"

using namespace sw;
using namespace sw::editor;
using sw::ui::LevelViewport;

namespace {

QAction* actionIn(QMenu* menu, const char* name) {
  for (QAction* a : menu->actions())
    if (a->objectName() == QLatin1String(name)) return a;
  return nullptr;
}

}  // namespace

class MonsterEditingTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  std::unique_ptr<MainWindow> window_;
  Document* doc_ = nullptr;
  LevelViewport* viewport_ = nullptr;
  QWidget* quick_ = nullptr;
  ProjectDock* dock_ = nullptr;

  std::vector<Monster*> monsters() const {
    std::vector<Monster*> out;
    for (const auto& o : doc_->editableLevel()->objects)
      if (auto* m = dynamic_cast<Monster*>(o.get())) out.push_back(m);
    return out;
  }
  QPoint at(Vec2 p) const {
    const QPointF w = viewport_->projectToWidget(QVector3D(float(p.x), float(p.y), 0));
    return quick_->mapFrom(viewport_, w.toPoint());
  }
  ObjectId objectAt(Vec2 p) const {
    return viewport_->objectAt(viewport_->projectToWidget({float(p.x), float(p.y), 0}));
  }
  void settle() {
    for (int i = 0; i < 3; ++i) {
      QCoreApplication::processEvents();
      QTest::qWait(10);
    }
  }
  void trigger(const char* name) {
    auto* action = window_->findChild<QAction*>(QLatin1String(name));
    QVERIFY2(action, name);
    action->trigger();
    settle();
  }
  // New Monster Type from the Monsters group's context menu.
  void newMonsterType() {
    dock_->rebuild();
    QTreeWidgetItem* group = dock_->groupItem(AssetType::Monster);
    QVERIFY(group);
    std::unique_ptr<QMenu> menu(dock_->contextMenuFor(group));
    QAction* make = actionIn(menu.get(), "newMonsterAction");
    QVERIFY(make);
    make->trigger();
    settle();
  }
  void drag(QPoint from, QPoint to) {
    QTest::mousePress(quick_, Qt::LeftButton, {}, from);
    for (int i = 1; i <= 8; ++i) {
      const QPoint p = from + (to - from) * i / 8;
      QMouseEvent move(QEvent::MouseMove, QPointF(p), quick_->mapToGlobal(QPointF(p)), Qt::NoButton,
                       Qt::LeftButton, {});
      QApplication::sendEvent(quick_, &move);
    }
    QTest::mouseRelease(quick_, Qt::LeftButton, {}, to);
    settle();
  }

 private slots:
  void initTestCase() {
    sw::test::useScratchSettings(QStringLiteral("monster-editing"));
    QVERIFY(dir_.isValid());
  }

  void init() {
    window_ = std::make_unique<MainWindow>();
    window_->unsavedChangesPrompt = [] { return QMessageBox::Discard; };
    window_->resize(1300, 850);
    window_->show();
    window_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window_.get()));
    doc_ = window_->document();
    const QString folder = dir_.filePath(QString::fromLatin1(QTest::currentTestFunction()));
    QVERIFY(doc_->newProject(folder, QStringLiteral("empty"), QStringLiteral("Monsters")).ok());
    settle();
    QVERIFY(doc_->level());
    viewport_ = window_->viewport();
    quick_ = viewport_->viewWidget();
    dock_ = window_->findChild<ProjectDock*>(QStringLiteral("projectDock"));
    QVERIFY(dock_);
    viewport_->setFocus();
  }

  void cleanup() { window_.reset(); }

  // New Monster Type adds a type named freely, made current (the grid shows it); two picked
  // in the tree are edited at once, one undo step, and the undo gives back the same bytes.
  void monsterTypesAreMadeInTheDockAndEditedTogether() {
    QVERIFY(doc_->project().monsters.empty());
    newMonsterType();
    newMonsterType();
    const auto& types = doc_->project().monsters;
    QCOMPARE(types.size(), std::size_t(2));
    QCOMPARE(types[0]->name, std::string("monster"));
    QCOMPARE(types[1]->name, std::string("monster_2"));
    QCOMPARE(doc_->currentMonsters(), std::vector<const MonsterType*>{types[1].get()});  // the new one
    QCOMPARE(doc_->undoStack()->count(), 2);
    dock_->rebuild();
    QVERIFY(dock_->groupItem(AssetType::Monster)->text(0).contains("(2)"));

    // Both picked in the tree: the grid edits both.
    dock_->tree()->clearSelection();
    for (const auto& type : types) {
      QTreeWidgetItem* item = dock_->itemFor({AssetType::Monster, QString::fromStdString(type->name)});
      QVERIFY(item);
      item->setSelected(true);
    }
    QCOMPARE(doc_->currentMonsters().size(), std::size_t(2));
    auto* grid = window_->findChild<PropertyGrid*>(QStringLiteral("propertyGrid"));
    QVERIFY(grid);
    grid->refreshNow();
    const std::string before = projectText(doc_->project());
    const int steps = doc_->undoStack()->count();
    QVERIFY(grid->indexOfKey(QStringLiteral("sightRange")).isValid());
    QVERIFY(grid->model()->setData(grid->indexOfKey(QStringLiteral("sightRange")), QStringLiteral("12.5")));
    QCOMPARE(types[0]->sightRange, 12.5);
    QCOMPARE(types[1]->sightRange, 12.5);
    QCOMPARE(doc_->undoStack()->count(), steps + 1);
    QVERIFY(projectText(doc_->project()) != before);
    doc_->undoStack()->undo();
    settle();
    QCOMPARE(projectText(doc_->project()), before);
    doc_->undoStack()->redo();
    QCOMPARE(types[0]->sightRange, 12.5);

    // Duplicate and delete through the dock's menu, one step each.
    dock_->rebuild();
    {
      std::unique_ptr<QMenu> menu(dock_->contextMenuFor(dock_->itemFor({AssetType::Monster, "monster"})));
      QAction* duplicate = actionIn(menu.get(), "duplicateAssetAction");
      QVERIFY(duplicate && duplicate->isEnabled());
      duplicate->trigger();
    }
    settle();
    QCOMPARE(types.size(), std::size_t(3));
    QCOMPARE(types[1]->name, std::string("monster_copy"));
    QCOMPARE(types[1]->sightRange, 12.5);
    dock_->rebuild();
    {
      std::unique_ptr<QMenu> menu(
          dock_->contextMenuFor(dock_->itemFor({AssetType::Monster, "monster_copy"})));
      QAction* remove = actionIn(menu.get(), "deleteAssetAction");
      QVERIFY(remove && remove->isEnabled());
      remove->trigger();  // nothing uses it: no question asked
    }
    settle();
    QCOMPARE(types.size(), std::size_t(2));
    QVERIFY(doc_->project().findMonsterType("monster_copy") == nullptr);
  }

  // Add Monster with no type makes a "skeleton" type in the same undo step; the monster is
  // drawn, picked, dragged and deleted; a second one names the first type without a new one.
  void addMonsterMakesItsTypeInTheSameStep() {
    const std::vector<QByteArray> layersBefore = viewport_->objectLayerVertices();
    const std::string projectBefore = projectText(doc_->project());
    const std::string levelBefore = levelText(*doc_->level());
    // Listed with geometry and character starts, before the puzzle pieces.
    auto* menu = window_->findChild<QMenu*>(QStringLiteral("addPlatformerObjectMenu"));
    QVERIFY(menu);
    QCOMPARE(menu->actions().size(), 10);  // nine objects and the separator
    QCOMPARE(menu->actions()[2]->objectName(), QStringLiteral("addMonsterAction"));
    QVERIFY(menu->actions()[3]->isSeparator());

    trigger("addMonsterAction");
    QCOMPARE(doc_->undoStack()->count(), 1);
    QCOMPARE(doc_->project().monsters.size(), std::size_t(1));
    const MonsterType* skeleton = doc_->project().monsters.front().get();
    QCOMPARE(skeleton->name, std::string("skeleton"));
    QCOMPARE(monsters().size(), std::size_t(1));
    Monster* monster = monsters().front();
    QCOMPARE(monster->monster, std::string("skeleton"));
    QCOMPARE(doc_->selection()->ids(), QSet<ObjectId>{monster->id});
    const auto centre = viewport_->playPlanePoint(QRectF(viewport_->rect()).center());
    QVERIFY(centre);
    QCOMPARE(monster->position, (Vec2{std::round(centre->x), std::round(centre->y)}));

    // Drawn in the platform layers (the last two), picked inside its type's body.
    const std::vector<QByteArray> layersAfter = viewport_->objectLayerVertices();
    QVERIFY(layersAfter[layersAfter.size() - 2].size() > layersBefore[layersBefore.size() - 2].size());
    QVERIFY(layersAfter.back().size() > layersBefore.back().size());
    const Vec2 p = monster->position;
    QCOMPARE(objectAt(p + Vec2{0, skeleton->height * 0.5}), monster->id);
    QCOMPARE(objectAt(p + Vec2{skeleton->width * 0.5 + 0.6, skeleton->height * 0.5}), ObjectId(0));

    // Undo takes both away (the project's and the level's bytes as before); redo brings both.
    doc_->undoStack()->undo();
    settle();
    QVERIFY(doc_->project().monsters.empty());
    QVERIFY(monsters().empty());
    QCOMPARE(projectText(doc_->project()), projectBefore);
    QCOMPARE(levelText(*doc_->level()), levelBefore);
    doc_->undoStack()->redo();
    settle();
    QCOMPARE(doc_->project().monsters.size(), std::size_t(1));
    QCOMPARE(monsters().size(), std::size_t(1));
    monster = monsters().front();
    QCOMPARE(monster->monster, std::string("skeleton"));

    // A taller type is picked higher up (the view follows the type's edits).
    QString why;
    QUndoCommand* taller = makeSetProperty(doc_, {doc_->editableProject().monsters.front().get()}, "height",
                                           {sw::Value(3.0)}, 0, &why);
    QVERIFY2(taller, qPrintable(why));
    doc_->undoStack()->push(taller);
    settle();
    QCOMPARE(objectAt(p + Vec2{0, 2.6}), monster->id);

    // Clicked: selected; dragged: moved by whole units, one step.
    doc_->selection()->clear();
    QTest::mouseClick(quick_, Qt::LeftButton, {}, at(p + Vec2{0, 1}));
    settle();
    QCOMPARE(doc_->selection()->ids(), QSet<ObjectId>{monster->id});
    const int steps = doc_->undoStack()->count();
    const QPoint grab = at(p + Vec2{0, 1});
    drag(grab, grab + (at(p + Vec2{2, 1}) - at(p)));
    QCOMPARE(monster->position, (p + Vec2{2, 1}));
    QCOMPARE(doc_->undoStack()->count(), steps + 1);

    // Renaming the type rewrites the monster; its uses list it.
    QUndoCommand* rename = makeRenameAsset(doc_, {AssetType::Monster, "skeleton"}, "bones", &why);
    QVERIFY2(rename, qPrintable(why));
    doc_->undoStack()->push(rename);
    QCOMPARE(monster->monster, std::string("bones"));
    const QStringList uses = usesOf(doc_, {AssetType::Monster, "bones"});
    QCOMPARE(uses.size(), 1);
    QVERIFY2(uses.front().contains("monster") && uses.front().contains(QString::fromStdString(monster->name)),
             qPrintable(uses.front()));

    // Patrol nodes: the route is drawn to them, and moving one redraws it.
    NavNode* node = nullptr;
    {
      QUndoCommand* add = makeAddObjects(
          doc_, doc_->editableLevel(), {{"NavNode", "post", monster->position + Vec2{4, 0}, {}}}, "Add node");
      QVERIFY(add);
      doc_->undoStack()->push(add);
      node = dynamic_cast<NavNode*>(doc_->editableLevel()->objects.back().get());
      QVERIFY(node);
    }
    const QByteArray unpatrolled = viewport_->objectLayerVertices().back();
    QUndoCommand* patrol = makeSetProperty(doc_, {monster}, "patrol",
                                           {sw::Value(std::vector<std::string>{node->name})}, 0, &why);
    QVERIFY2(patrol, qPrintable(why));
    doc_->undoStack()->push(patrol);
    settle();
    const QByteArray patrolled = viewport_->objectLayerVertices().back();
    QVERIFY(patrolled.size() > unpatrolled.size());
    QUndoCommand* move = makeMoveCommand(doc_, doc_->editableLevel(), {node->id}, Vec2{0, 2});
    QVERIFY(move);
    doc_->undoStack()->push(move);
    settle();
    // The route follows the node: longer now, more dashes.
    QVERIFY(viewport_->objectLayerVertices().back().size() > patrolled.size());

    // A second monster names the first type; no new type.
    trigger("addMonsterAction");
    QCOMPARE(doc_->project().monsters.size(), std::size_t(1));
    QCOMPARE(monsters().size(), std::size_t(2));
    QCOMPARE(monsters().back()->monster, std::string("bones"));

    // Delete removes the selected one (the new one), one step.
    QCOMPARE(doc_->selection()->ids(), QSet<ObjectId>{monsters().back()->id});
    trigger("deleteAction");
    QCOMPARE(monsters().size(), std::size_t(1));
    QCOMPARE(monsters().front(), monster);
  }
};

QTEST_MAIN(MonsterEditingTest)
#include "monster_editing_test.moc"
