// The Tile Layers dock (editor/ui/tile_layers_dock.h) and what finishes the tile tools:
// add / rename / depth / reorder / remove are each one undo step and undo restores the
// exact layers; a name clash is refused; picking a layer routes painting to it; the brush
// preview shows where a click will put the brush (the same rectangles painting then
// makes) and the fill rectangle; Frame All's extent takes in the tile layers.
#include "ui/docks/tile_layers_dock.h"

#include <QLabel>
#include <QTableWidget>
#include <QUndoStack>
#include <QtTest>

#include "document/commands/tileset_commands.h"
#include "document/commands/commands.h"
#include "document/document.h"
#include "document/stores/tileset_store.h"
#include "model/level/level.h"
#include "model/tiles/tile_chain.h"
#include "ui/tools/tile_paint_tool.h"
#include "view/tile_layer_extent.h"

using namespace sw;
using namespace sw::editor;
using sw::ui::tileLayersBounds;

namespace {

bool near(double a, double b) { return std::abs(a - b) < 1e-9; }
bool sameRect(const TileRect& a, const TileRect& b) {
  return near(a.min.x, b.min.x) && near(a.min.y, b.min.y) && near(a.size.x, b.size.x) &&
         near(a.size.y, b.size.y);
}

}  // namespace

class TileLayersDockTest : public QObject {
  Q_OBJECT
  std::unique_ptr<Document> document_;
  TilePaintTool* tool_ = nullptr;
  TileLayersDock* dock_ = nullptr;
  ObjectId link_ = 0, second_ = 0;

  TileInstance* link(ObjectId id = 0) const {
    return dynamic_cast<TileInstance*>(document_->editableLevel()->findById(id ? id : link_));
  }
  std::vector<TileLayer>& layers() const { return link()->tileLayers; }
  int steps() const { return document_->undoStack()->count(); }
  void click(Vec2 p) {
    QVERIFY(tool_->pressAt(p));
    tool_->releaseAt(p);
  }
  // One undo step that undo takes back to exactly `before` and redo forward to `after`.
  void checkOneStep(int stepsBefore, const std::vector<TileLayer>& before) {
    QCOMPARE(steps(), stepsBefore + 1);
    const std::vector<TileLayer> after = layers();
    document_->undoStack()->undo();
    QVERIFY(layers() == before);
    document_->undoStack()->redo();
    QVERIFY(layers() == after);
  }

 private slots:
  void init() {
    document_ = std::make_unique<Document>();
    Level* level = document_->editableLevel();
    QVERIFY(level);
    std::vector<std::unique_ptr<LevelObject>> objects;
    for (const char* name : {"first", "second"}) {
      auto instance = std::make_unique<TileInstance>();
      instance->name = name;
      instance->tile = "nothing";  // a missing definition lays out as a 32-unit step
      objects.push_back(std::move(instance));
    }
    document_->undoStack()->push(new AddObjectsCommand(document_.get(), level, std::move(objects)));
    QCOMPARE(int(level->chain.size()), 2);
    link_ = level->chain[0]->id;
    second_ = level->chain[1]->id;
    Tileset art;
    art.name = "art";
    art.images.push_back({"images/art.png", 128, 128});
    TilesetTile a;
    a.name = "a";
    a.width = a.height = 32;
    a.size = {1, 1};
    art.tiles.push_back(a);
    document_->undoStack()->push(makeAddTileset(document_.get(), art, "tilesets/art.tileset.json"));
    TilesetStore::Stamp stamp;
    stamp.tileset = "art";
    stamp.columns = stamp.rows = 1;
    stamp.cells = {{"a", 0, 0}};
    document_->tilesets()->setStamp(stamp);
    document_->undoStack()->clear();
    tool_ = new TilePaintTool(document_.get(), nullptr, nullptr, document_.get());
    dock_ = new TileLayersDock(document_.get(), tool_);
  }
  void cleanup() {
    delete dock_;
    document_.reset();
  }

  void hintUntilAChainTileIsSelected() {
    QCOMPARE(dock_->link(), ObjectId(0));
    auto* hint = dock_->findChild<QLabel*>(QStringLiteral("tileLayersHint"));
    QVERIFY(hint);
    QVERIFY(!hint->isHidden());
    QVERIFY(!dock_->addLayer());
    document_->selection()->set({link_});
    QCOMPARE(dock_->link(), link_);
    QVERIFY(hint->isHidden());
    // Two objects selected: no single link (and nothing painted yet) gives the hint again.
    document_->selection()->set({link_, second_});
    QCOMPARE(dock_->link(), ObjectId(0));
    // Painting on a link shows that link when the selection names none.
    tool_->setMode(TilePaintTool::Mode::Paint);
    click({40.5, 0.5});
    QCOMPARE(dock_->link(), second_);
    QCOMPARE(dock_->findChild<QTableWidget*>(QStringLiteral("tileLayersTable"))->rowCount(), 1);
  }

  void addRenameDepthReorderRemoveAreOneStepEach() {
    document_->selection()->set({link_});
    int before = steps();
    auto snapshot = layers();
    QVERIFY(dock_->addLayer());
    checkOneStep(before, snapshot);
    QCOMPARE(int(layers().size()), 1);
    QCOMPARE(layers()[0].name, std::string("tiles"));  // the paint tools' layer name first

    // Tiles in it, so reorder and remove are seen to move them, not lose them.
    tool_->setMode(TilePaintTool::Mode::Paint);
    click({0.5, 0.5});
    click({3.5, 0.5});
    QCOMPARE(int(layers()[0].tiles.size()), 2);

    before = steps(), snapshot = layers();
    QVERIFY(dock_->addLayer());
    checkOneStep(before, snapshot);
    QCOMPARE(layers()[1].name, std::string("layer 2"));
    QCOMPARE(dock_->currentLayer(), 1);  // a new layer becomes current

    before = steps(), snapshot = layers();
    QVERIFY(dock_->renameLayer(1, QStringLiteral("front")));
    checkOneStep(before, snapshot);
    QCOMPARE(layers()[1].name, std::string("front"));
    QCOMPARE(tool_->layerName(), QStringLiteral("front"));  // renaming the current layer keeps it current

    before = steps(), snapshot = layers();
    QVERIFY(dock_->setLayerDepth(1, -2.5));
    checkOneStep(before, snapshot);
    QCOMPARE(layers()[1].z, -2.5);

    before = steps(), snapshot = layers();
    QVERIFY(dock_->moveLayer(-1));
    checkOneStep(before, snapshot);
    QCOMPARE(layers()[0].name, std::string("front"));
    QCOMPARE(int(layers()[1].tiles.size()), 2);
    QCOMPARE(dock_->currentLayer(), 0);  // the moved layer stays current
    QVERIFY(!dock_->moveLayer(-1));      // already first

    dock_->pickLayer(1);
    before = steps(), snapshot = layers();
    QVERIFY(dock_->removeLayer());
    checkOneStep(before, snapshot);
    QCOMPARE(int(layers().size()), 1);
    QCOMPARE(layers()[0].name, std::string("front"));
    document_->undoStack()->undo();
    QCOMPARE(int(layers()[1].tiles.size()), 2);  // the removed layer comes back with its tiles
  }

  void nameClashIsRefused() {
    document_->selection()->set({link_});
    QVERIFY(dock_->addLayer());
    QVERIFY(dock_->addLayer());
    const int before = steps();
    QVERIFY(!dock_->renameLayer(1, QStringLiteral("tiles")));
    QCOMPARE(steps(), before);
    QCOMPARE(layers()[1].name, std::string("layer 2"));
    QVERIFY(dock_->lastMessage().contains(QStringLiteral("tiles")));
    QVERIFY(!dock_->renameLayer(1, QStringLiteral("  ")));
    QCOMPARE(steps(), before);
    // The same through the table: the refused text goes back to the layer's name.
    auto* table = dock_->findChild<QTableWidget*>(QStringLiteral("tileLayersTable"));
    table->item(1, 0)->setText(QStringLiteral("tiles"));
    QTRY_COMPARE(table->item(1, 0)->text(), QStringLiteral("layer 2"));
    QCOMPARE(steps(), before);
    table->item(1, 0)->setText(QStringLiteral("back"));
    QTRY_COMPARE(layers()[1].name, std::string("back"));
    QCOMPARE(steps(), before + 1);
  }

  void pickingALayerRoutesPaintingToIt() {
    document_->selection()->set({link_});
    QVERIFY(dock_->addLayer());
    QVERIFY(dock_->addLayer());
    dock_->pickLayer(0);
    QCOMPARE(tool_->layerName(), QStringLiteral("tiles"));
    QCOMPARE(dock_->currentLayer(), 0);
    auto* table = dock_->findChild<QTableWidget*>(QStringLiteral("tileLayersTable"));
    QVERIFY(table->item(0, 0)->font().bold());
    QVERIFY(!table->item(1, 0)->font().bold());
    // Clicking a row in the table picks it too.
    table->setCurrentCell(1, 0);
    QTRY_COMPARE(tool_->layerName(), QStringLiteral("layer 2"));
    QTRY_VERIFY(table->item(1, 0)->font().bold());
    tool_->setMode(TilePaintTool::Mode::Paint);
    click({0.5, 0.5});
    QCOMPARE(int(layers()[0].tiles.size()), 0);
    QCOMPARE(int(layers()[1].tiles.size()), 1);
    QCOMPARE(table->item(1, 2)->text(), QStringLiteral("1"));  // the tile count follows
  }

  void brushPreviewIsWherePaintingPuts() {
    tool_->setMode(TilePaintTool::Mode::Paint);
    // No neighbours: centred on the cursor.
    auto rects = tool_->brushPreviewAt({5.5, 5.5});
    QCOMPARE(int(rects.size()), 1);
    QVERIFY(sameRect(rects[0], {{5.0, 5.0}, {1, 1}}));
    click({5.5, 5.5});
    // Overlapping the painted tile a little: snapped flush to its right, as the paint will be.
    rects = tool_->brushPreviewAt({6.1, 5.6});
    QCOMPARE(int(rects.size()), 1);
    QVERIFY2(sameRect(rects[0], {{6.0, 5.1}, {1, 1}}),
             qPrintable(QStringLiteral("%1 %2").arg(rects[0].min.x).arg(rects[0].min.y)));
    click({6.1, 5.6});
    const PlacedTile& painted = layers()[0].tiles.back();
    QVERIFY(sameRect(rects[0], {painted.position, painted.size}));
    // On the second link the preview is in absolute units (its origin added).
    const auto chain = layoutChain(document_->project(), *document_->editableLevel());
    const Vec2 origin = chain[1].origin;
    QVERIFY(origin.x > 1);
    rects = tool_->brushPreviewAt({origin.x + 2.5, origin.y + 2.5});
    QCOMPARE(int(rects.size()), 1);
    QVERIFY(sameRect(rects[0], {{origin.x + 2.0, origin.y + 2.0}, {1, 1}}));
    // No brush: nothing to show.
    document_->tilesets()->setStamp({});
    QVERIFY(tool_->brushPreviewAt({5.5, 5.5}).empty());
  }

  void fillPreviewFollowsTheDrag() {
    tool_->setMode(TilePaintTool::Mode::Fill);
    QVERIFY(tool_->fillPreview().empty());
    QVERIFY(tool_->pressAt({10, 2}));
    tool_->moveTo({13.4, 4.2});
    auto rects = tool_->fillPreview();
    QCOMPARE(int(rects.size()), 1);
    QVERIFY(sameRect(rects[0], {{10, 2}, {3, 2}}));  // whole brushes only
    tool_->moveTo({8.5, 0.5});                       // dragged the other way
    rects = tool_->fillPreview();
    QVERIFY(sameRect(rects[0], {{8.5, 0.5}, {1, 1}}));
    tool_->releaseAt({8.5, 0.5});
    QVERIFY(tool_->fillPreview().empty());
  }

  void frameAllExtentTakesInTileLayers() {
    auto links = layoutChain(document_->project(), *document_->editableLevel());
    QVERIFY(tileLayersBounds(links).isEmpty());
    tool_->setMode(TilePaintTool::Mode::Paint);
    const Vec2 origin = links[1].origin;
    click({origin.x + 20.5, origin.y + 30.5});  // far above the camera path of the second link
    document_->selection()->set({second_});
    QVERIFY(dock_->setLayerDepth(0, 4));
    links = layoutChain(document_->project(), *document_->editableLevel());
    const Box3 box = tileLayersBounds(links);
    QVERIFY(!box.isEmpty());
    QVERIFY(near(box.max.x, origin.x + 21));
    QVERIFY(near(box.max.y, origin.y + 31));
    QVERIFY(near(box.min.z, -4));  // the layer's plane: z points away from the camera
  }
};

QTEST_MAIN(TileLayersDockTest)
#include "tile_layers_dock_test.moc"
