// The Project dock's context menus and the Chain dock's ways to make tile definitions,
// driven through the real menus, buttons and dialogs of a main window.
#include "ui/docks/project_dock.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDropEvent>
#include <QInputDialog>
#include <QListWidget>
#include <QMenu>
#include <QMimeData>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QTreeWidget>
#include <QtTest>
#include <functional>

#include "document/document.h"
#include "document/stores/graph_store.h"
#include "document/stores/tileset_store.h"
#include "support/demo_copy.h"
#include "ui/dialogs/asset_uses_dialog.h"
#include "ui/docks/chain_dock.h"
#include "ui/shell/main_window.h"

using namespace sw::editor;

namespace {

// Runs `answer` on the next modal dialog (a menu action opens it and blocks in exec()).
void onNextDialog(std::function<void(QWidget*)> answer, int triesLeft = 250) {
  QTimer::singleShot(20, [answer, triesLeft] {
    QWidget* modal = QApplication::activeModalWidget();
    if (modal) return answer(modal);
    if (triesLeft > 0) onNextDialog(answer, triesLeft - 1);
  });
}

void clickOk(QWidget* dialog) {
  auto* box = dialog->findChild<QDialogButtonBox*>();
  QVERIFY(box && box->button(QDialogButtonBox::Ok));
  QTest::mouseClick(box->button(QDialogButtonBox::Ok), Qt::LeftButton);
}

// Answers a QInputDialog (text or item) with `value` through its OK button.
void answerInput(const QString& value) {
  onNextDialog([value](QWidget* modal) {
    auto* input = qobject_cast<QInputDialog*>(modal);
    QVERIFY(input);
    input->setTextValue(value);
    clickOk(input);
  });
}

QAction* action(QMenu* menu, const char* name) {
  for (QAction* a : menu->actions())
    if (a->objectName() == QLatin1String(name)) return a;
  return nullptr;
}

// Triggers the action `name` of the item's context menu.
bool trigger(ProjectDock* dock, QTreeWidgetItem* item, const char* name) {
  std::unique_ptr<QMenu> menu(dock->contextMenuFor(item));
  QAction* a = action(menu.get(), name);
  if (!a || !a->isEnabled()) return false;
  a->trigger();
  return true;
}

QTreeWidgetItem* findFile(QTreeWidgetItem* under, const QString& name) {
  for (int i = 0; i < under->childCount(); ++i) {
    if (under->child(i)->text(0) == name) return under->child(i);
    if (auto* found = findFile(under->child(i), name)) return found;
  }
  return nullptr;
}

QTreeWidgetItem* findFile(QTreeWidget* tree, const QString& name) {
  for (int i = 0; i < tree->topLevelItemCount(); ++i)
    if (auto* found = findFile(tree->topLevelItem(i), name)) return found;
  return nullptr;
}

void forEachItem(QTreeWidgetItem* item, const std::function<void(QTreeWidgetItem*)>& fn) {
  fn(item);
  for (int i = 0; i < item->childCount(); ++i) forEachItem(item->child(i), fn);
}

}  // namespace

class ProjectDockTest : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  std::unique_ptr<MainWindow> window_;
  ProjectDock* dock_ = nullptr;
  Document* doc_ = nullptr;

  void settle() {
    QCoreApplication::processEvents();
    QTest::qWait(10);
  }

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void init() {
    window_ = std::make_unique<MainWindow>();
    window_->unsavedChangesPrompt = [] { return QMessageBox::Discard; };
    window_->show();
    QVERIFY(window_->openProject(sw::test::copyDemo(dir_)));
    dock_ = window_->findChild<ProjectDock*>("projectDock");
    doc_ = window_->document();
    QVERIFY(dock_);
  }
  void cleanup() { window_.reset(); }

  void everyItemHasAContextMenu() {
    int items = 0;
    for (int i = 0; i < dock_->tree()->topLevelItemCount(); ++i)
      forEachItem(dock_->tree()->topLevelItem(i), [&](QTreeWidgetItem* item) {
        std::unique_ptr<QMenu> menu(dock_->contextMenuFor(item));
        QVERIFY2(!menu->actions().isEmpty(), qPrintable(item->text(0)));
        ++items;
      });
    QVERIFY(items > 25);
    for (auto type :
         {AssetType::Level, AssetType::TileDef, AssetType::EnemyType, AssetType::Tileset, AssetType::Graph,
          AssetType::Weapon, AssetType::Character, AssetType::Monster, AssetType::SoundCue})
      QVERIFY(dock_->groupItem(type));
    std::unique_ptr<QMenu> empty(dock_->contextMenuFor(nullptr));  // empty space: the New ... actions
    // with the New Weapon submenu, New Character, New Monster Type and New Sound Cue
    QCOMPARE(empty->actions().size(), 9);
  }

  // New Weapon > a kind adds one (one undo step); picking weapons in the tree (several at
  // once) hands them to the property grid through the document.
  void weaponsAreMadeFromTheMenuAndPickedForTheGrid() {
    const std::size_t before = doc_->project().weapons.size();
    for (const char* kind : {"newWeaponAction_lockOnBeam", "newWeaponAction_lightning"}) {
      std::unique_ptr<QMenu> menu(dock_->contextMenuFor(dock_->groupItem(AssetType::Weapon)));
      auto* action = menu->findChild<QAction*>(QLatin1String(kind));
      QVERIFY2(action, kind);
      action->trigger();
    }
    settle();
    QCOMPARE(doc_->project().weapons.size(), before + 2);
    // Named after their kind, free in the project (the demo has a "lightning" already).
    const auto& weapons = doc_->project().weapons;
    QTreeWidgetItem* beam = dock_->itemFor({AssetType::Weapon, QString::fromStdString(weapons[before]->name)});
    QTreeWidgetItem* bolt = dock_->itemFor({AssetType::Weapon, QString::fromStdString(weapons[before + 1]->name)});
    QVERIFY(beam && bolt);
    dock_->tree()->clearSelection();
    beam->setSelected(true);
    bolt->setSelected(true);
    QCOMPARE(doc_->currentWeapons().size(), std::size_t(2));
    doc_->undoStack()->undo();
    settle();
    QCOMPARE(doc_->project().weapons.size(), before + 1);
    QCOMPARE(doc_->currentWeapons().size(), std::size_t(1));  // the removed one is dropped
  }

  // The demo's sound cues are listed; New Sound Cue adds one (one undo step) and picking cues
  // hands them to the property grid.
  void soundCuesAreListedMadeAndPickedForTheGrid() {
    const std::size_t before = doc_->project().soundCues.size();
    QVERIFY(before >= 12);
    QVERIFY(dock_->itemFor({AssetType::SoundCue, QStringLiteral("explosion")}));
    QVERIFY(trigger(dock_, dock_->groupItem(AssetType::SoundCue), "newSoundCueAction"));
    settle();
    QCOMPARE(doc_->project().soundCues.size(), before + 1);
    QCOMPARE(doc_->currentSoundCues().size(), std::size_t(1));
    dock_->tree()->clearSelection();
    dock_->itemFor({AssetType::SoundCue, QStringLiteral("shot")})->setSelected(true);
    dock_->itemFor({AssetType::SoundCue, QStringLiteral("hit")})->setSelected(true);
    QCOMPARE(doc_->currentSoundCues().size(), std::size_t(2));
    doc_->undoStack()->undo();
    settle();
    QCOMPARE(doc_->project().soundCues.size(), before);
  }

  void levelsAreMadeSwitchedRenamedAndDeletedFromTheMenus() {
    QVERIFY(trigger(dock_, dock_->groupItem(AssetType::Level), "newAssetAction"));
    settle();
    QCOMPARE(doc_->project().levels.size(), std::size_t(3));
    QCOMPARE(doc_->level()->name, std::string("Level 3"));  // shown at once
    const QString firstName = QString::fromStdString(doc_->project().levels[0]->name);
    QTreeWidgetItem* first = dock_->itemFor({AssetType::Level, firstName});
    QVERIFY(first);
    QVERIFY(trigger(dock_, first, "openAssetAction"));
    QCOMPARE(doc_->levelIndex(), 0);

    answerInput("Bonus");
    QVERIFY(trigger(dock_, dock_->itemFor({AssetType::Level, "Level 3"}), "renameAssetAction"));
    settle();
    QVERIFY(dock_->itemFor({AssetType::Level, "Bonus"}));
    QVERIFY(trigger(dock_, dock_->itemFor({AssetType::Level, "Bonus"}), "duplicateAssetAction"));
    settle();
    QVERIFY(dock_->itemFor({AssetType::Level, "Bonus_copy"}));
    // Nothing uses a level: deleted at once, one undo step.
    const int steps = doc_->undoStack()->count();
    QVERIFY(trigger(dock_, dock_->itemFor({AssetType::Level, "Bonus_copy"}), "deleteAssetAction"));
    settle();
    QCOMPARE(doc_->project().levels.size(), std::size_t(3));
    QCOMPARE(doc_->undoStack()->count(), steps + 1);
    doc_->undoStack()->undo();
    settle();
    QVERIFY(dock_->itemFor({AssetType::Level, "Bonus_copy"}));
  }

  void deletingAUsedTileDefinitionListsItsUsersFirst() {
    const AssetKey corridor{AssetType::TileDef, "corridor"};
    QStringList listed;
    onNextDialog([&](QWidget* modal) {
      auto* dialog = qobject_cast<AssetUsesDialog*>(modal);
      QVERIFY(dialog);
      for (int i = 0; i < dialog->list()->count(); ++i) listed << dialog->list()->item(i)->text();
      QTest::mouseClick(dialog->findChild<QPushButton*>("cancelDeleteButton"), Qt::LeftButton);
    });
    QVERIFY(trigger(dock_, dock_->itemFor(corridor), "deleteAssetAction"));
    QVERIFY(listed.size() >= 5);  // the corridor links of the demo's chain
    QVERIFY2(listed.first().contains("corridor_1"), qPrintable(listed.first()));
    QVERIFY(doc_->project().findTileDef("corridor"));  // cancelled: still there

    onNextDialog([](QWidget* modal) {
      QTest::mouseClick(modal->findChild<QPushButton*>("deleteAnywayButton"), Qt::LeftButton);
    });
    QVERIFY(trigger(dock_, dock_->itemFor(corridor), "deleteAssetAction"));
    settle();
    QVERIFY(!doc_->project().findTileDef("corridor"));
    QVERIFY(!dock_->itemFor(corridor));
    doc_->undoStack()->undo();
    settle();
    QVERIFY(doc_->project().findTileDef("corridor"));
  }

  void aMeshFileMakesATileDefinitionThatAdvancesTheChain() {
    QTreeWidgetItem* mesh = findFile(dock_->tree(), "pillars.obj");
    QVERIFY(mesh);
    mesh->parent()->setExpanded(true);  // the user opened "meshes" to get there
    const std::size_t before = doc_->project().tileDefs.size();
    QVERIFY(trigger(dock_, mesh, "newTileDefFromMeshAction"));
    settle();
    QCOMPARE(doc_->project().tileDefs.size(), before + 1);
    const sw::TileDef& def = *doc_->project().tileDefs.back();
    QCOMPARE(def.name, std::string("pillars_2"));  // the demo has a "pillars" already
    QCOMPARE(def.mesh, std::string("meshes/pillars.obj"));
    QVERIFY(def.cameraExit.x > def.cameraEntry.x);
    QVERIFY(dock_->itemFor({AssetType::TileDef, "pillars_2"}));
    QCOMPARE(doc_->currentTileDef(), &def);
    QVERIFY(findFile(dock_->tree(), "pillars.obj")->parent()->isExpanded());  // still open after the rebuild
  }

  void thePalettePlusButtonAndAMeshDropMakeTileDefinitions() {
    auto* chain = window_->findChild<ChainDock*>("chainDock");
    QToolButton* plus = chain->addTileDefButton();
    QVERIFY(!plus->toolTip().isEmpty());
    const std::size_t before = doc_->project().tileDefs.size();
    answerInput("meshes/gate.obj");
    QTest::mouseClick(plus, Qt::LeftButton);
    settle();
    QCOMPARE(doc_->project().tileDefs.size(), before + 1);
    QCOMPARE(doc_->project().tileDefs.back()->mesh, std::string("meshes/gate.obj"));
    QCOMPARE(chain->palette()->count(), int(before + 1));

    // Dragged from the Project dock (its drag data) and dropped on the palette.
    QTreeWidgetItem* mesh = findFile(dock_->tree(), "ramp_down.obj");
    QVERIFY(mesh);
    std::unique_ptr<QMimeData> data(dock_->tree()->model()->mimeData({dock_->tree()->indexFromItem(mesh)}));
    QVERIFY(data && data->hasUrls());
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, data.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(chain->palette()->viewport(), &enter);
    QVERIFY(enter.isAccepted());  // the palette takes meshes
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, data.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(chain->palette()->viewport(), &drop);
    settle();
    QVERIFY(drop.isAccepted());
    QCOMPARE(doc_->project().tileDefs.size(), before + 2);
    QCOMPARE(doc_->project().tileDefs.back()->name, std::string("ramp_down_2"));
  }

  void graphsAndEnemyTypesFromTheirGroups() {
    answerInput("rust");
    QVERIFY(trigger(dock_, dock_->groupItem(AssetType::Graph), "newAssetAction"));
    settle();
    const AssetKey rust{AssetType::Graph, "graphs/rust.graph.json"};
    QVERIFY(dock_->itemFor(rust));
    answerInput("iron");
    QVERIFY(trigger(dock_, dock_->itemFor(rust), "renameAssetAction"));
    settle();
    QVERIFY(doc_->graphs()->files().contains("graphs/iron.graph.json"));
    QVERIFY(
        trigger(dock_, dock_->itemFor({AssetType::Graph, "graphs/iron.graph.json"}), "deleteAssetAction"));
    settle();
    QVERIFY(!doc_->graphs()->files().contains("graphs/iron.graph.json"));

    const std::size_t types = doc_->project().enemyTypes.size();
    QVERIFY(trigger(dock_, dock_->groupItem(AssetType::EnemyType), "newAssetAction"));
    settle();
    QCOMPARE(doc_->project().enemyTypes.size(), types + 1);
    QCOMPARE(dock_->groupItem(AssetType::EnemyType)->childCount(), int(types + 1));
  }

  void anImageBecomesATilesetCutInTheDialog() {
    QImage picture(64, 32, QImage::Format_ARGB32);
    picture.fill(Qt::darkCyan);
    const QString image =
        QDir(QString::fromStdString(doc_->project().directory)).filePath("meshes/bricks.png");
    QVERIFY(picture.save(image));
    dock_->rebuild();
    QTreeWidgetItem* file = findFile(dock_->tree(), "bricks.png");
    QVERIFY(file);
    onNextDialog([](QWidget* modal) {
      QCOMPARE(modal->objectName(), QString("newTilesetDialog"));
      modal->findChild<QSpinBox*>("tileWidthSpin")->setValue(16);
      modal->findChild<QSpinBox*>("tileHeightSpin")->setValue(16);
      clickOk(modal);
    });
    const int before = doc_->tilesets()->count();
    QVERIFY(trigger(dock_, file, "newTilesetFromImageAction"));
    settle();
    QCOMPARE(doc_->tilesets()->count(), before + 1);
    const sw::Tileset* bricks = doc_->tilesets()->find("bricks");
    QVERIFY(bricks);
    QCOMPARE(bricks->tiles.size(), std::size_t(8));     // 4 x 2 tiles of 16 px
    QCOMPARE(bricks->tiles[0].size, (sw::Vec2{1, 1}));  // pixels per unit followed the tile width
    QVERIFY(dock_->itemFor({AssetType::Tileset, "bricks"}));
    auto* combo = window_->findChild<QComboBox*>("tilesetCombo");
    QVERIFY(combo && combo->findText("bricks") >= 0);  // the Tileset dock shows it
  }
};

QTEST_MAIN(ProjectDockTest)
#include "project_dock_test.moc"
