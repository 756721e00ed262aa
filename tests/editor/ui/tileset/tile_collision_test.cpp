// Tile collision in the Tileset dock: the Collision menu gives all picked tiles a preset
// (scaled to each tile's size) as one undo step, the grid shows it, and the palette draws
// it over the tiles when Show Collision is on.
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QLabel>
#include <QMenu>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include "document/document.h"
#include "document/stores/tileset_store.h"
#include "support/scratch_settings.h"
#include "tileset_fixture.h"
#include "ui/property_grid/property_grid.h"
#include "ui/property_grid/property_model.h"
#include "ui/tileset/collision_presets.h"
#include "ui/tileset/tile_palette.h"
#include "ui/tileset/tileset_dock.h"

using namespace sw::editor;
using sw::Polygon;
using sw::editor::tileset::CollisionPreset;

class TileCollisionTest : public QObject {
  Q_OBJECT
 private:
  QTemporaryDir dir_;
  std::unique_ptr<Document> document_;
  std::unique_ptr<TilesetDock> dock_;

  TilesetStore* store() { return document_->tilesets(); }
  tileset::TilePalette* palette() { return dock_->palette(); }
  const std::vector<Polygon>& collisionOf(const char* tile) {
    return store()->findTile("blocks", tile)->collision;
  }
  // The dock's Collision menu entry for a preset, as the user triggers it.
  void applyFromDock(CollisionPreset preset) {
    QMenu* menu = dock_->collisionButton()->menu();
    QVERIFY(menu);
    auto* action = menu->findChild<QAction*>(tileset::collisionPresetObjectName(preset));
    QVERIFY(action);
    QVERIFY(action->isEnabled());
    action->trigger();
  }
  void pick(const QStringList& tiles) { store()->setSelectedTiles(QStringLiteral("blocks"), tiles); }

 private slots:
  void initTestCase() { sw::test::useScratchSettings(QStringLiteral("tileCollision")); }

  void init() {
    const QString folder = sw::test::writeTilesetProject(dir_, false);
    QVERIFY(!folder.isEmpty());
    // b1 is placed two units tall, so presets must stretch to it.
    const std::string file = (folder + QStringLiteral("/tilesets/blocks.tileset.json")).toStdString();
    auto tileset = sw::loadTilesetFile(file);
    QVERIFY(tileset);
    tileset->tiles[4].size = {1, 2};
    QVERIFY(sw::saveTilesetFile(*tileset, file));
    document_ = std::make_unique<Document>();
    const auto errors = document_->open(folder);
    QVERIFY2(errors.empty(), errors.empty() ? "" : errors.front().toString().c_str());
    dock_ = std::make_unique<TilesetDock>(document_.get());
    dock_->resize(400, 500);
    dock_->show();
    QVERIFY(QTest::qWaitForWindowExposed(dock_.get()));
  }
  void cleanup() {
    dock_.reset();
    document_.reset();
  }

  void presetsAreScaledToTheTileSize() {
    using tileset::collisionPolygons;
    QVERIFY(collisionPolygons(CollisionPreset::FullBlock, {1, 2}) ==
            (std::vector<Polygon>{{{0, 0}, {1, 0}, {1, 2}, {0, 2}}}));
    QVERIFY(collisionPolygons(CollisionPreset::TopHalf, {2, 1}) ==
            (std::vector<Polygon>{{{0, 0.5}, {2, 0.5}, {2, 1}, {0, 1}}}));
    QVERIFY(collisionPolygons(CollisionPreset::BottomHalf, {1, 1}) ==
            (std::vector<Polygon>{{{0, 0}, {1, 0}, {1, 0.5}, {0, 0.5}}}));
    QVERIFY(collisionPolygons(CollisionPreset::SlopeDown, {1, 1}) ==
            (std::vector<Polygon>{{{0, 0}, {1, 0}, {0, 1}}}));
    QVERIFY(collisionPolygons(CollisionPreset::GentleSlopeUp, {2, 2}) ==
            (std::vector<Polygon>{{{0, 0}, {2, 0}, {2, 1}}}));
    QVERIFY(collisionPolygons(CollisionPreset::GentleSlopeDown, {1, 1}) ==
            (std::vector<Polygon>{{{0, 0}, {1, 0}, {0, 0.5}}}));
    QVERIFY(collisionPolygons(CollisionPreset::Clear, {1, 1}).empty());
  }

  void slopeUpOnTwoPickedTilesIsOneUndoStep() {
    pick({QStringLiteral("a0"), QStringLiteral("b1")});
    QUndoStack* undo = document_->undoStack();
    const int before = undo->count();
    applyFromDock(CollisionPreset::SlopeUp);
    QCOMPARE(undo->count(), before + 1);
    QVERIFY(undo->undoText().contains(QStringLiteral("Slope Up")));
    QVERIFY(collisionOf("a0") == (std::vector<Polygon>{{{0, 0}, {1, 0}, {1, 1}}}));
    QVERIFY(collisionOf("b1") == (std::vector<Polygon>{{{0, 0}, {1, 0}, {1, 2}}}));  // stretched to 1x2
    QVERIFY(collisionOf("a1").empty());                                              // not picked
    QVERIFY(store()->find("blocks")->unsaved);

    undo->undo();
    QVERIFY(collisionOf("a0").empty());
    QVERIFY(collisionOf("b1").empty());
    undo->redo();
    QCOMPARE(collisionOf("a0").size(), std::size_t(1));

    applyFromDock(CollisionPreset::Clear);
    QCOMPARE(undo->count(), before + 2);
    QVERIFY(collisionOf("a0").empty());
    QVERIFY(collisionOf("b1").empty());
    // Clearing what is already clear is no step.
    applyFromDock(CollisionPreset::Clear);
    QCOMPARE(undo->count(), before + 2);
  }

  void nothingPickedGreysTheMenu() {
    pick({});
    auto* action =
        dock_->collisionButton()->menu()->findChild<QAction*>(QStringLiteral("collisionFullBlock"));
    QVERIFY(action);
    QVERIFY(!action->isEnabled());
    pick({QStringLiteral("a2")});
    QVERIFY(action->isEnabled());
  }

  void gridShowsCollisionAfterAPreset() {
    PropertyGrid grid(document_.get());
    grid.show();
    pick({QStringLiteral("a0"), QStringLiteral("a1")});
    QTRY_COMPARE(grid.findChild<QLabel*>(QStringLiteral("gridTitle"))->text(), QStringLiteral("2 tiles"));
    const auto shown = [&grid] {
      return grid.model()->data(grid.model()->indexOfKey(QStringLiteral("collision"))).toString();
    };
    QCOMPARE(shown(), QStringLiteral("0 polygons"));
    applyFromDock(CollisionPreset::FullBlock);
    QTRY_COMPARE(shown(), QStringLiteral("1 polygon"));
    document_->undoStack()->undo();
    QTRY_COMPARE(shown(), QStringLiteral("0 polygons"));
  }

  void paletteDrawsCollision() {
    QAction* show = dock_->showCollisionAction();
    QVERIFY(!show->isChecked());  // the tileset has no collision yet
    pick({QStringLiteral("a0")});
    applyFromDock(CollisionPreset::SlopeUp);
    QVERIFY(show->isChecked());  // what was just set is shown
    QVERIFY(palette()->showCollision());

    // The shape covers a0's lower-right half (the slope rises to the right), not a1.
    const QRect a0 = palette()->tileRect(QStringLiteral("a0"));
    const QPoint under = a0.bottomRight() - QPoint(6, 6), above = a0.topLeft() + QPoint(6, 6);
    const QPainterPath shape = palette()->collisionShape(QStringLiteral("a0"));
    QVERIFY(shape.contains(QPointF(under)));
    QVERIFY(!shape.contains(QPointF(above)));
    QVERIFY(palette()->collisionShape(QStringLiteral("a1")).isEmpty());

    const QRgb plain = sw::test::tileColour(0, 0).rgb();
    QImage shot = palette()->viewport()->grab().toImage();
    QVERIFY(shot.pixel(under) != plain);
    QCOMPARE(shot.pixel(above), plain);

    show->setChecked(false);
    QVERIFY(palette()->collisionShape(QStringLiteral("a0")).isEmpty());
    shot = palette()->viewport()->grab().toImage();
    QCOMPARE(shot.pixel(under), plain);

    // A dock opened on a tileset that has collision shows it from the start.
    TilesetDock another(document_.get());
    QVERIFY(another.showCollisionAction()->isChecked());
  }

  void showCollisionFollowsTheProjectOpened() {
    QVERIFY(!dock_->showCollisionAction()->isChecked());
    // The same project again, its tileset now with collision (as a recovery brings it back).
    const QString folder = QString::fromStdString(document_->project().directory);
    const std::string file = (folder + QStringLiteral("/tilesets/blocks.tileset.json")).toStdString();
    auto tileset = sw::loadTilesetFile(file);
    QVERIFY(tileset);
    tileset->tiles[0].collision =
        tileset::collisionPolygons(CollisionPreset::FullBlock, tileset->tiles[0].size);
    QVERIFY(sw::saveTilesetFile(*tileset, file));
    const auto errors = document_->open(folder);
    QVERIFY(errors.empty());
    QCOMPARE(dock_->tilesetCombo()->currentText(), QStringLiteral("blocks"));
    QVERIFY(dock_->showCollisionAction()->isChecked());
    QVERIFY(!palette()->collisionShape(QStringLiteral("a0")).isEmpty());
  }

  void rightClickOffersThePresetsForTheTileUnderTheMouse() {
    pick({QStringLiteral("a0")});
    const QPoint at = palette()->tileRect(QStringLiteral("a2")).center();
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, palette()->viewport()->mapToGlobal(at));
    QApplication::sendEvent(palette()->viewport(), &event);
    QCOMPARE(store()->selectedTiles(), QStringList{QStringLiteral("a2")});
    QMenu* menu = nullptr;
    QTRY_VERIFY((menu = qobject_cast<QMenu*>(QApplication::activePopupWidget())));
    auto* action = menu->findChild<QAction*>(QStringLiteral("collisionBottomHalf"));
    QVERIFY(action);
    action->trigger();
    menu->close();
    QVERIFY(collisionOf("a2") == (std::vector<Polygon>{{{0, 0}, {1, 0}, {1, 0.5}, {0, 0.5}}}));
    QVERIFY(collisionOf("a0").empty());
    QVERIFY(dock_->showCollisionAction()->isChecked());
  }
};

QTEST_MAIN(TileCollisionTest)
#include "tile_collision_test.moc"
