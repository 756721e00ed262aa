// The tile layer tools without a window (editor/ui/tile_paint_tool.h): a painted tile
// snaps flush to its neighbour without overlapping it; a dragged group keeps its shape and
// snaps as one; erase and fill rectangle; each gesture is one undo step and undo / redo
// restore the exact layers (the layer a first paint creates goes with its undo).
#include "ui/tools/tile_paint_tool.h"

#include <QAction>
#include <QKeyEvent>
#include <QUndoStack>
#include <QtTest>
#include <algorithm>
#include <tuple>

#include "document/commands/tileset_commands.h"
#include "document/commands/commands.h"
#include "document/document.h"
#include "document/commands/tile_layer_commands.h"
#include "document/stores/tileset_store.h"
#include "model/level/level.h"
#include "model/io/project_io.h"
#include "model/tiles/tile_placement.h"
#include "view/camera_controller.h"

using namespace sw;
using namespace sw::editor;

namespace {

bool near(Vec2 a, Vec2 b) { return std::abs(a.x - b.x) < 1e-9 && std::abs(a.y - b.y) < 1e-9; }

struct Recorder : sw::ui::ViewportGestureHandler {
  int presses = 0;
  bool press(const sw::ui::CameraController&, QPointF, Qt::KeyboardModifiers) override { return ++presses, true; }
  void move(const sw::ui::CameraController&, QPointF, Qt::KeyboardModifiers) override {}
  void release(const sw::ui::CameraController&, QPointF, Qt::KeyboardModifiers) override {}
  void cancel() override {}
  bool band(const sw::ui::CameraController&, const QRectF&, Qt::KeyboardModifiers) override { return false; }
  bool wantsKey(const QKeyEvent*) const override { return false; }
  bool key(QKeyEvent*) override { return false; }
};

}  // namespace

class TilePaintToolTest : public QObject {
  Q_OBJECT
  std::unique_ptr<Document> document_;
  TilePaintTool* tool_ = nullptr;
  ObjectId link_ = 0;

  TileInstance* link() const { return dynamic_cast<TileInstance*>(document_->editableLevel()->findById(link_)); }
  const TileList& tiles() const { return link()->tileLayers.at(0).tiles; }

  void setBrush(std::vector<TilesetStore::Stamp::Cell> cells, int columns, int rows) {
    TilesetStore::Stamp stamp;
    stamp.tileset = "art";
    stamp.columns = columns;
    stamp.rows = rows;
    stamp.cells = std::move(cells);
    document_->tilesets()->setStamp(stamp);
  }
  // A click (press and release at one point).
  void click(Vec2 p, Qt::KeyboardModifiers modifiers = {}) {
    QVERIFY(tool_->pressAt(p, modifiers));
    tool_->releaseAt(p, modifiers);
  }
  void drag(std::vector<Vec2> points) {
    QVERIFY(tool_->pressAt(points.front()));
    for (std::size_t i = 1; i + 1 < points.size(); ++i) tool_->moveTo(points[i]);
    tool_->releaseAt(points.back());
  }
  void checkNoOverlap() {
    const auto& all = tiles();
    for (std::size_t i = 0; i < all.size(); ++i)
      for (std::size_t j = i + 1; j < all.size(); ++j)
        QVERIFY2(!overlaps({all[i].position, all[i].size}, {all[j].position, all[j].size}),
                 qPrintable(QStringLiteral("tiles %1 and %2 overlap").arg(i).arg(j)));
  }

 private slots:
  void init() {
    document_ = std::make_unique<Document>();
    Level* level = document_->editableLevel();
    QVERIFY(level);
    std::vector<std::unique_ptr<LevelObject>> objects;
    auto instance = std::make_unique<TileInstance>();
    instance->name = "link";
    instance->tile = "nothing";  // a missing definition still lays out (a 32-unit step)
    TileInstance* added = instance.get();
    objects.push_back(std::move(instance));
    document_->undoStack()->push(new AddObjectsCommand(document_.get(), level, std::move(objects)));
    link_ = added->id;
    QVERIFY(link_ != 0);
    Tileset art;
    art.name = "art";
    art.images.push_back({"images/art.png", 128, 128});
    auto tile = [&](const char* name, double w, double h) {
      TilesetTile t;
      t.name = name;
      t.width = int(w * 32), t.height = int(h * 32);
      t.size = {w, h};
      art.tiles.push_back(t);
    };
    tile("a", 1, 1);
    tile("wide", 2, 1);
    tile("tall", 1, 2);
    document_->undoStack()->push(makeAddTileset(document_.get(), art, "tilesets/art.tileset.json"));
    document_->undoStack()->clear();
    tool_ = new TilePaintTool(document_.get(), nullptr, nullptr, document_.get());
    setBrush({{"a", 0, 0}}, 1, 1);
  }
  void cleanup() { document_.reset(); }

  void brushLaysOutCellsByColumnAndRow() {
    setBrush({{"wide", 0, 0}, {"a", 1, 0}, {"tall", 0, 1}}, 2, 2);
    const auto brush = tool_->brush();
    QCOMPARE(int(brush.size()), 3);
    // Row 0 is the top: it sits on the taller bottom row (height 2).
    QVERIFY(near(brush[0].offset, {0, 2}));
    QVERIFY(near(brush[1].offset, {2, 2}));  // after the 2-wide column
    QVERIFY(near(brush[2].offset, {0, 0}));
    // Offsets given by the Tileset dock win.
    setBrush({{"a", 0, 0, {0, 0}}, {"a", 1, 0, {1.5, 0.25}}}, 2, 1);
    QVERIFY(near(tool_->brush()[1].offset, {1.5, 0.25}));
  }

  void firstPaintCreatesTheLayerInTheSameStep() {
    tool_->setMode(TilePaintTool::Mode::Paint);
    click({0.5, 0.5});
    QCOMPARE(int(link()->tileLayers.size()), 1);
    QCOMPARE(link()->tileLayers[0].name, std::string("tiles"));
    QCOMPARE(int(tiles().size()), 1);
    QVERIFY(near(tiles()[0].position, {0, 0}));  // centred on the cursor
    QVERIFY(link()->tileLayers[0].refOf(tiles()[0]) == (TileRef{"art", "a"}));
    QCOMPARE(document_->undoStack()->count(), 1);
    document_->undoStack()->undo();
    QVERIFY(link()->tileLayers.empty());
    document_->undoStack()->redo();
    QCOMPARE(int(tiles().size()), 1);
  }

  void paintedTileSnapsFlushToItsNeighbour() {
    tool_->setMode(TilePaintTool::Mode::Paint);
    click({0.5, 0.5});
    // Dropped at (1.2, 0.1): within half a tile of the neighbour's right edge, so it moves
    // the nearest way onto it (placeGroup: the nearest touching spot, here straight left).
    click({1.7, 0.6});
    QCOMPARE(int(tiles().size()), 2);
    QVERIFY2(near(tiles()[1].position, {1, 0.1}),
             qPrintable(QStringLiteral("%1,%2").arg(tiles()[1].position.x).arg(tiles()[1].position.y)));
    // Dropped on top of the first tile: pushed out next to it, never overlapping.
    click({0.6, 0.4});
    QCOMPARE(int(tiles().size()), 3);
    checkNoOverlap();
    QCOMPARE(document_->undoStack()->count(), 3);
  }

  void tallTileNextToSmallOnesSnapsWithoutOverlap() {
    tool_->setMode(TilePaintTool::Mode::Paint);
    click({0.5, 0.5});
    setBrush({{"tall", 0, 0}}, 1, 1);
    click({1.3, 1.2});  // dropped at (0.8, 0.2): overlaps a little, snaps flush right of it
    QCOMPARE(int(tiles().size()), 2);
    QVERIFY2(near(tiles()[1].position, {1, 0.2}),
             qPrintable(QStringLiteral("%1,%2").arg(tiles()[1].position.x).arg(tiles()[1].position.y)));
    QVERIFY(near(tiles()[1].size, {1, 2}));
    checkNoOverlap();
  }

  void paintStrokeIsOneUndoStepAndLaysARow() {
    tool_->setMode(TilePaintTool::Mode::Paint);
    const std::vector<PlacedTile> none;
    drag({{0.5, 0.5}, {0.9, 0.5}, {1.3, 0.5}, {1.8, 0.5}, {2.4, 0.5}, {3.5, 0.5}});
    QVERIFY(tiles().size() >= 3);
    checkNoOverlap();
    const auto painted = tiles();
    QCOMPARE(document_->undoStack()->count(), 1);
    document_->undoStack()->undo();
    QVERIFY(link()->tileLayers.empty());
    document_->undoStack()->redo();
    QVERIFY(tiles() == painted);
  }

  void eraseRemovesTilesUnderTheCursor() {
    tool_->setMode(TilePaintTool::Mode::Fill);
    drag({{0, 0}, {2, 1}, {4, 1}});  // four tiles in a row
    QCOMPARE(int(tiles().size()), 4);
    const auto before = link()->tileLayers;
    tool_->setMode(TilePaintTool::Mode::Erase);
    click({1.5, 0.5});
    QCOMPARE(int(tiles().size()), 3);
    QVERIFY(std::none_of(tiles().begin(), tiles().end(), [](const PlacedTile& t) { return near(t.position, {1, 0}); }));
    const auto afterClick = link()->tileLayers;
    drag({{2.5, 0.5}, {3.5, 0.5}, {3.6, 0.5}});
    QCOMPARE(int(tiles().size()), 1);
    QCOMPARE(document_->undoStack()->count(), 3);  // fill, click, stroke
    document_->undoStack()->undo();
    QVERIFY(link()->tileLayers == afterClick);
    document_->undoStack()->undo();
    QVERIFY(link()->tileLayers == before);
    document_->undoStack()->redo();
    document_->undoStack()->redo();
    QCOMPARE(int(tiles().size()), 1);
  }

  void fillRectangleRepeatsTheBrush() {
    tool_->setMode(TilePaintTool::Mode::Fill);
    drag({{0, 0}, {3, 1}, {4.2, 2.5}});  // the rectangle changes during the drag
    QCOMPARE(int(tiles().size()), 4 * 2);
    checkNoOverlap();
    QCOMPARE(document_->undoStack()->count(), 1);
    const auto filled = link()->tileLayers;
    // A 2 x 1 brush over 5 x 2: two whole brushes a row; tiles already there are kept out.
    setBrush({{"wide", 0, 0}}, 1, 1);
    drag({{0, 2}, {5, 4}});
    QCOMPARE(int(tiles().size()), 8 + 2 * 2);
    checkNoOverlap();
    drag({{0, 0}, {4, 2}});  // all taken: nothing added, no undo step
    QCOMPARE(int(tiles().size()), 12);
    QCOMPARE(document_->undoStack()->count(), 2);
    document_->undoStack()->undo();
    QVERIFY(link()->tileLayers == filled);
    document_->undoStack()->undo();
    QVERIFY(link()->tileLayers.empty());
  }

  void paintedLayerIsSavedAsAGrid() {
    // Fill, erase a hole, paint it again and paint a row above: the brush appends, so the
    // layer's tiles end out of row-major order. The level must still be written as a grid
    // (an imported map painted once would otherwise be saved as millions of lines) and read
    // back to the same tiles.
    tool_->setMode(TilePaintTool::Mode::Fill);
    drag({{0, 0}, {3, 1}, {4, 2}});
    tool_->setMode(TilePaintTool::Mode::Erase);
    click({1.5, 0.5});
    tool_->setMode(TilePaintTool::Mode::Paint);
    click({1.5, 0.5});
    drag({{0.5, 2.5}, {1.5, 2.5}, {2.5, 2.5}, {3.5, 2.5}});
    QCOMPARE(int(tiles().size()), 12);
    checkNoOverlap();
    const std::string text = levelText(*document_->editableLevel());
    QVERIFY2(text.find("\"grid\": {") != std::string::npos, text.c_str());
    QVERIFY(text.find("\"tiles\": [") == std::string::npos);
    Level back;
    Errors errors;
    QVERIFY(readLevelText(text, "level.json", back, errors));
    auto key = [](const PlacedTile& t) { return std::tuple(-t.position.y, t.position.x); };
    auto sorted = tiles();
    std::sort(sorted.begin(), sorted.end(), [&](const auto& a, const auto& b) { return key(a) < key(b); });
    QCOMPARE(back.chain.size(), std::size_t(1));
    QVERIFY(back.chain[0]->tileLayers.at(0).tiles == sorted);
  }

  void draggedGroupKeepsItsShapeAndSnaps() {
    tool_->setMode(TilePaintTool::Mode::Paint);
    click({0.5, 0.5});  // A at (0,0)
    click({1.5, 0.5});  // B at (1,0)
    click({5.5, 0.5});  // C at (5,0)
    QVERIFY(near(tiles()[1].position, {1, 0}));
    QVERIFY(near(tiles()[2].position, {5, 0}));
    const auto before = link()->tileLayers;
    tool_->setMode(TilePaintTool::Mode::Select);
    tool_->selectInRect({-0.5, -0.5}, {1.5, 0.5});
    QCOMPARE(tool_->selectedTiles(), (QSet<int>{0, 1}));
    const int steps = document_->undoStack()->count();
    // Grab A and drag by (2.8, 0.1): the group's right edge lands 0.2 short of C and snaps.
    QVERIFY(tool_->pressAt({0.5, 0.5}));
    tool_->moveTo({1.5, 0.7});
    tool_->moveTo({2.7, 0.4});
    tool_->releaseAt({3.3, 0.6});
    QVERIFY2(near(tiles()[0].position, {3, 0.1}),
             qPrintable(QStringLiteral("%1,%2").arg(tiles()[0].position.x).arg(tiles()[0].position.y)));
    QVERIFY(near(tiles()[1].position, {4, 0.1}));  // same shape, right edge on C's left edge
    QVERIFY(near(tiles()[2].position, {5, 0}));  // C stays
    checkNoOverlap();
    QCOMPARE(document_->undoStack()->count(), steps + 1);
    const auto moved = link()->tileLayers;
    document_->undoStack()->undo();
    QVERIFY(link()->tileLayers == before);
    document_->undoStack()->redo();
    QVERIFY(link()->tileLayers == moved);
  }

  void clickSelectsAndDeleteRemovesTheSelection() {
    tool_->setMode(TilePaintTool::Mode::Fill);
    drag({{0, 0}, {3, 1}});
    const auto before = link()->tileLayers;
    tool_->setMode(TilePaintTool::Mode::Select);
    click({0.5, 0.5});
    click({2.5, 0.5}, Qt::ShiftModifier);
    QCOMPARE(tool_->selectedTiles(), (QSet<int>{0, 2}));
    click({2.5, 0.5}, Qt::ControlModifier);
    QCOMPARE(tool_->selectedTiles(), (QSet<int>{0}));
    click({2.5, 0.5}, Qt::ShiftModifier);
    QKeyEvent del(QEvent::KeyPress, Qt::Key_Delete, Qt::NoModifier);
    QVERIFY(tool_->wantsKey(&del));
    QVERIFY(tool_->key(&del));
    QCOMPARE(int(tiles().size()), 1);
    QVERIFY(near(tiles()[0].position, {1, 0}));
    QVERIFY(tool_->selectedTiles().isEmpty());
    document_->undoStack()->undo();
    QVERIFY(link()->tileLayers == before);
    // A press on empty space is left to the viewport (a rubber band) and clears.
    click({1.5, 0.5});
    QVERIFY(!tool_->pressAt({10, 10}));
    QVERIFY(tool_->selectedTiles().isEmpty());
  }

  void offModePassesGesturesOn() {
    Recorder next;
    TilePaintTool tool(document_.get(), nullptr, &next, nullptr);
    sw::ui::CameraController camera;
    QVERIFY(tool.press(camera, {320, 180}, {}));
    QCOMPARE(next.presses, 1);
    QVERIFY(link()->tileLayers.empty());
    // The actions are one exclusive group, exclusive with the other viewport modes too.
    QAction other;
    other.setCheckable(true);
    tool.setExclusiveWith({&other});
    tool.paintAction()->trigger();
    QCOMPARE(tool.mode(), TilePaintTool::Mode::Paint);
    tool.eraseAction()->trigger();
    QCOMPARE(tool.mode(), TilePaintTool::Mode::Erase);
    QVERIFY(!tool.paintAction()->isChecked());
    other.setChecked(true);
    QCOMPARE(tool.mode(), TilePaintTool::Mode::Off);
    tool.fillAction()->trigger();
    QVERIFY(!other.isChecked());
  }

  void mergedCommandKeepsOnlyTheChangedSpan() {
    // Appending to a big layer keeps the new tiles only, and undo gives the exact layer back.
    TileLayer big;
    big.name = "tiles";
    const auto ref = big.refFor("art", "a");
    for (int i = 0; i < 10000; ++i) big.tiles.push_back({ref, {double(i % 100), double(i / 100)}, {1, 1}, 0});
    link()->tileLayers.push_back(big);
    TileLayer after = big;
    after.tiles.push_back({ref, {200, 0}, {1, 1}, 0});
    after.tiles[5000].flips = PlacedTile::FlipHorizontal;
    const int serial = document_->newMergeSerial();
    document_->undoStack()->push(new EditTileLayerCommand(document_.get(), document_->editableLevel(), link_, 0, after, serial));
    TileLayer after2 = after;
    after2.tiles.erase(after2.tiles.begin() + 10);
    document_->undoStack()->push(new EditTileLayerCommand(document_.get(), document_->editableLevel(), link_, 0, after2, serial));
    QCOMPARE(document_->undoStack()->count(), 1);
    QVERIFY(link()->tileLayers[0] == after2);
    document_->undoStack()->undo();
    QVERIFY(link()->tileLayers[0] == big);
    document_->undoStack()->redo();
    QVERIFY(link()->tileLayers[0] == after2);
  }
};

QTEST_MAIN(TilePaintToolTest)
#include "tile_paint_tool_test.moc"
