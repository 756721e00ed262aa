// The Tileset dock: lists the project's tilesets, filters, picks one tile or a block as
// the brush, and the property grid edits the picked tiles as one undo step.
#include <QApplication>
#include <QComboBox>
#include <QWheelEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSlider>
#include <QStandardItemModel>
#include <QTest>
#include <QUndoStack>

#include "document/document.h"
#include "document/tileset_store.h"
#include "tileset_fixture.h"
#include "ui/property_grid/grid_target.h"
#include "ui/property_grid/property_grid.h"
#include "ui/tileset/tile_palette.h"
#include "ui/tileset/tileset_dock.h"

using namespace sw::editor;

class TilesetDockTest : public QObject {
  Q_OBJECT
 private:
  QTemporaryDir dir_;
  std::unique_ptr<Document> document_;
  std::unique_ptr<TilesetDock> dock_;

  TilesetStore* store() { return document_->tilesets(); }
  tileset::TilePalette* palette() { return dock_->palette(); }
  QPoint centreOf(const char* tile) {
    const QRect r = palette()->tileRect(QString::fromLatin1(tile));
    return r.center();
  }

 private slots:
  void init() {
    const QString folder = sw::test::writeTilesetProject(dir_);
    QVERIFY(!folder.isEmpty());
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

  void listsTilesetsAndTheUnreadableOneDisabled() {
    QComboBox* combo = dock_->tilesetCombo();
    QCOMPARE(combo->objectName(), QStringLiteral("tilesetCombo"));
    QCOMPARE(combo->count(), 2);
    QCOMPARE(combo->currentText(), QStringLiteral("blocks"));
    auto* model = qobject_cast<QStandardItemModel*>(combo->model());
    QVERIFY(model->item(0)->isEnabled());
    QVERIFY(!model->item(1)->isEnabled());
    QVERIFY(combo->itemText(1).contains(QStringLiteral("broken.tileset.json")));
    // The reason names the file.
    QVERIFY2(combo->itemData(1, Qt::ToolTipRole).toString().contains(QStringLiteral("broken.tileset.json")),
             qPrintable(combo->itemData(1, Qt::ToolTipRole).toString()));
    QCOMPARE(palette()->shownTiles(), (QStringList{"a0", "a1", "a2", "b0", "b1", "b2"}));
  }

  void filtersByNameAndType() {
    dock_->nameFilter()->setText(QStringLiteral("B"));
    QCOMPARE(palette()->shownTiles(), (QStringList{"b0", "b1", "b2"}));
    QVERIFY(palette()->paletteLayout().flow);
    dock_->nameFilter()->clear();
    QVERIFY(!palette()->paletteLayout().flow);
    QComboBox* types = dock_->typeFilter();
    QCOMPARE(types->count(), 3);  // All types, Type 1, Type 2
    types->setCurrentIndex(types->findData(QVariant::fromValue<qlonglong>(1)));
    QCOMPARE(palette()->shownTiles(), (QStringList{"a0", "a1", "a2"}));
    dock_->nameFilter()->setText(QStringLiteral("2"));
    QCOMPARE(palette()->shownTiles(), (QStringList{"a2"}));
    types->setCurrentIndex(0);
    QCOMPARE(palette()->shownTiles(), (QStringList{"a2", "b2"}));
  }

  void zoomScalesTiles() {
    dock_->zoomSlider()->setValue(200);
    QCOMPARE(palette()->zoom(), 2.0);
    QCOMPARE(palette()->tileRect(QStringLiteral("a0")).width(), 64);
    dock_->zoomSlider()->setValue(50);
    QCOMPARE(palette()->tileRect(QStringLiteral("a0")).width(), 16);
    // Ctrl+wheel zooms too (four notches double it) and the slider follows.
    const QPoint at = palette()->viewport()->rect().center();
    QWheelEvent wheel(at, palette()->viewport()->mapToGlobal(at), {}, QPoint(0, 4 * 120), Qt::NoButton,
                      Qt::ControlModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(palette()->viewport(), &wheel);
    QCOMPARE(palette()->zoom(), 1.0);
    QCOMPARE(dock_->zoomSlider()->value(), 100);
  }

  void clickPicksOneTile() {
    QTest::mouseClick(palette()->viewport(), Qt::LeftButton, {}, centreOf("a1"));
    const auto& stamp = store()->stamp();
    QCOMPARE(stamp.tileset, std::string("blocks"));
    QCOMPARE(stamp.columns, 1);
    QCOMPARE(stamp.rows, 1);
    QCOMPARE(stamp.cells.size(), std::size_t(1));
    QCOMPARE(stamp.cells[0].tile, std::string("a1"));
    QCOMPARE(store()->selectedTileset(), QStringLiteral("blocks"));
    QCOMPARE(store()->selectedTiles(), QStringList{QStringLiteral("a1")});
    // Picking a filtered tile works the same.
    dock_->nameFilter()->setText(QStringLiteral("b"));
    QTest::mouseClick(palette()->viewport(), Qt::LeftButton, {}, centreOf("b2"));
    QCOMPARE(store()->stamp().cells[0].tile, std::string("b2"));
  }

  void dragPicksABlock() {
    QWidget* view = palette()->viewport();
    const QRect a1 = palette()->tileRect(QStringLiteral("a1")), b2 = palette()->tileRect(QStringLiteral("b2"));  // from inside a1 to inside b2
    QTest::mousePress(view, Qt::LeftButton, {}, a1.topLeft() + QPoint(5, 5));
    QTest::mouseMove(view, a1.center());
    QTest::mouseMove(view, b2.center());
    QTest::mouseRelease(view, Qt::LeftButton, {}, b2.center());
    const auto& stamp = store()->stamp();
    QCOMPARE(stamp.columns, 2);
    QCOMPARE(stamp.rows, 2);
    QCOMPARE(stamp.cells.size(), std::size_t(4));
    // Row-major, row 0 on top; offsets in units (32 px) from the lower-left, y up.
    const char* names[] = {"a1", "a2", "b1", "b2"};
    const int columns[] = {0, 1, 0, 1}, rows[] = {0, 0, 1, 1};
    const sw::Vec2 offsets[] = {{0, 1}, {1, 1}, {0, 0}, {1, 0}};
    for (int i = 0; i < 4; ++i) {
      QCOMPARE(stamp.cells[std::size_t(i)].tile, std::string(names[i]));
      QCOMPARE(stamp.cells[std::size_t(i)].column, columns[i]);
      QCOMPARE(stamp.cells[std::size_t(i)].row, rows[i]);
      QVERIFY(stamp.cells[std::size_t(i)].offset == offsets[i]);
    }
    QCOMPARE(store()->selectedTiles().size(), 4);
  }

  void ctrlClickTogglesGridTiles() {
    QTest::mouseClick(palette()->viewport(), Qt::LeftButton, {}, centreOf("a0"));
    QTest::mouseClick(palette()->viewport(), Qt::LeftButton, Qt::ControlModifier, centreOf("b1"));
    QCOMPARE(store()->selectedTiles(), (QStringList{"a0", "b1"}));
    QCOMPARE(store()->stamp().cells[0].tile, std::string("a0"));  // the brush stays
    QTest::mouseClick(palette()->viewport(), Qt::LeftButton, Qt::ControlModifier, centreOf("a0"));
    QCOMPARE(store()->selectedTiles(), QStringList{QStringLiteral("b1")});
  }

  void gridEditsTwoTilesAsOneStep() {
    PropertyGrid grid(document_.get());
    grid.show();
    store()->setSelectedTiles(QStringLiteral("blocks"), {QStringLiteral("a0"), QStringLiteral("b1")});
    QTRY_COMPARE(grid.findChild<QLabel*>(QStringLiteral("gridTitle"))->text(), QStringLiteral("2 tiles"));

    grid::GridTarget target(document_.get());
    target.reload();
    QCOMPARE(target.size(), std::size_t(2));
    QCOMPARE(target.title(), QStringLiteral("2 tiles"));
    const int before = document_->undoStack()->count();
    auto problem = target.apply("typeId", [](std::size_t, const sw::Value&) { return sw::Value(std::int64_t(7)); });
    QVERIFY(!problem);
    QCOMPARE(document_->undoStack()->count(), before + 1);
    QCOMPARE(store()->findTile("blocks", "a0")->typeId, std::int64_t(7));
    QCOMPARE(store()->findTile("blocks", "b1")->typeId, std::int64_t(7));
    QCOMPARE(store()->findTile("blocks", "a1")->typeId, std::int64_t(1));
    // The dock's type filter learns the new id.
    QVERIFY(dock_->typeFilter()->findData(QVariant::fromValue<qlonglong>(7)) > 0);
    document_->undoStack()->undo();
    QCOMPARE(store()->findTile("blocks", "a0")->typeId, std::int64_t(1));
    QCOMPARE(store()->findTile("blocks", "b1")->typeId, std::int64_t(2));

    store()->setSelectedTiles(QStringLiteral("blocks"), {QStringLiteral("a0")});
    QTRY_COMPARE(grid.findChild<QLabel*>(QStringLiteral("gridTitle"))->text(), QStringLiteral("Tile \u201Ca0\u201D"));
  }

  void nameClashIsRefused() {
    store()->setSelectedTiles(QStringLiteral("blocks"), {QStringLiteral("a0")});
    grid::GridTarget target(document_.get());
    const int before = document_->undoStack()->count();
    auto problem = target.apply("name", [](std::size_t, const sw::Value&) { return sw::Value(std::string("b2")); });
    QVERIFY(problem);
    QVERIFY2(problem->contains(QStringLiteral("b2")), qPrintable(*problem));
    QCOMPARE(document_->undoStack()->count(), before);
    QVERIFY(store()->findTile("blocks", "a0"));
    // Several tiles cannot share one new name at all.
    store()->setSelectedTiles(QStringLiteral("blocks"), {QStringLiteral("a0"), QStringLiteral("a1")});
    problem = target.apply("name", [](std::size_t, const sw::Value&) { return sw::Value(std::string("zz")); });
    QVERIFY(problem);
    // A free name renames, and the grid keeps showing the renamed tile. Tiles placed with
    // it follow in the same undo step (an unrelated tile of another tileset does not).
    sw::Level* level = document_->editableLevel();
    QVERIFY(level && !level->chain.empty());
    sw::TileLayer layer;
    layer.name = "tiles";
    layer.tiles.push_back({layer.refFor("blocks", "a0"), {0, 0}, {1, 1}, 0});
    layer.tiles.push_back({layer.refFor("other", "a0"), {1, 0}, {1, 1}, 0});
    level->chain.front()->tileLayers.push_back(layer);
    store()->setSelectedTiles(QStringLiteral("blocks"), {QStringLiteral("a0")});
    const int steps = document_->undoStack()->count();
    problem = target.apply("name", [](std::size_t, const sw::Value&) { return sw::Value(std::string("start")); });
    QVERIFY(!problem);
    QCOMPARE(document_->undoStack()->count(), steps + 1);
    QVERIFY(store()->findTile("blocks", "start"));
    QCOMPARE(store()->selectedTiles(), QStringList{QStringLiteral("start")});
    const sw::TileLayer& placed = level->chain.front()->tileLayers.back();
    QCOMPARE(placed.refOf(placed.tiles[0]).tile, std::string("start"));
    QCOMPARE(placed.refOf(placed.tiles[1]).tile, std::string("a0"));
    document_->undoStack()->undo();
    QVERIFY(store()->findTile("blocks", "a0"));
    QCOMPARE(placed.refOf(placed.tiles[0]).tile, std::string("a0"));
  }

  void pickingAnObjectTakesTheGridBack() {
    store()->setSelectedTiles(QStringLiteral("blocks"), {QStringLiteral("a0")});
    document_->setCurrentTileDef(document_->project().tileDefs.front().get());
    QVERIFY(store()->selectedTiles().isEmpty());
  }
};

QTEST_MAIN(TilesetDockTest)
#include "tileset_dock_test.moc"
