// The asset commands (document/commands/asset_commands.h) and what uses an asset (asset_uses.h):
// every command is checked as do, undo, redo, comparing the saved text of the whole
// project (project.json, every level, every tileset, every graph) byte for byte.
#include "document/commands/asset_commands.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "document/commands/commands.h"
#include "document/document.h"
#include "document/commands/graph_commands.h"
#include "document/stores/graph_store.h"
#include "document/commands/object_edits.h"
#include "document/stores/tileset_store.h"
#include "graph/graph_json.h"
#include "model/io/project_io.h"
#include "model/level/spawn.h"
#include "model/tiles/tileset.h"

using namespace sw;
using namespace sw::editor;

namespace {

// Everything a save writes, as text.
std::string allText(Document& d) {
  std::string text = projectText(d.project());
  for (const auto& level : d.project().levels) text += "\n--level\n" + levelText(*level);
  for (int i = 0; i < d.tilesets()->count(); ++i)
    if (const Tileset* t = d.tilesets()->tileset(i))
      text += "\n--tileset " + t->file + "\n" + tilesetText(*t);
  for (const QString& file : d.graphs()->files())
    if (const auto* g = d.graphs()->graph(file))
      text += "\n--graph " + file.toStdString() + "\n" + graph::writeGraph(*g);
  return text;
}

TileInstance* addLink(Level& level, const std::string& name, const std::string& tile) {
  auto link = std::make_unique<TileInstance>();
  link->name = name;
  link->tile = tile;
  link->id = newObjectId();
  TileInstance* raw = link.get();
  level.chain.push_back(std::move(link));
  return raw;
}

// A project in a folder: tile definition "gate" used by two links, enemy type "drone"
// used by a spawn.
void fill(Document& d) {
  auto gate = std::make_unique<TileDef>();
  gate->name = "gate";
  d.editableProject().tileDefs.push_back(std::move(gate));
  Level& level = *d.editableProject().levels[0];
  addLink(level, "gate_1", "gate");
  addLink(level, "gate_2", "gate");
  auto drone = std::make_unique<EnemyType>();
  drone->name = "drone";
  d.editableProject().enemyTypes.push_back(std::move(drone));
  auto spawn = std::make_unique<Spawn>();
  spawn->name = "wave";
  spawn->enemyType = "drone";
  spawn->id = newObjectId();
  level.objects.push_back(std::move(spawn));
}

}  // namespace

class AssetCommandsTest : public QObject {
  Q_OBJECT

  // Pushes, checks something changed, undoes (text back byte for byte), redoes (the
  // changed text again). Returns the text after.
  static std::string roundTrip(Document& d, QUndoCommand* command, const QString& why = {}) {
    if (!command) {
      QTest::qFail(qPrintable(QStringLiteral("refused: ") + why), __FILE__, __LINE__);
      return {};
    }
    const std::string before = allText(d);
    d.undoStack()->push(command);
    const std::string after = allText(d);
    if (after == before) QTest::qFail("nothing changed", __FILE__, __LINE__);
    d.undoStack()->undo();
    if (allText(d) != before) QTest::qFail("undo did not give the text back", __FILE__, __LINE__);
    d.undoStack()->redo();
    if (allText(d) != after) QTest::qFail("redo did not give the same text", __FILE__, __LINE__);
    return after;
  }

 private slots:
  void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

  void levelsAreAddedDuplicatedAndDeleted() {
    Document d;
    fill(d);
    const Level* first = d.level();
    roundTrip(d, makeNewLevel(&d));
    QCOMPARE(d.project().levels.size(), std::size_t(2));
    QCOMPARE(d.project().levels[1]->name, std::string("Level 2"));
    QCOMPARE(d.level(), d.project().levels[1].get());  // shown at once
    d.undoStack()->undo();
    QCOMPARE(d.level(), first);  // back to the level shown before
    d.undoStack()->redo();

    QString why;
    roundTrip(d, makeDuplicateAsset(&d, {AssetType::Level, "Level 1"}, &why), why);
    const Level& copy = *d.project().levels[1];
    QCOMPARE(copy.name, std::string("Level 1_copy"));
    QCOMPARE(copy.chain.size(), std::size_t(2));
    QVERIFY(copy.file != first->file);
    QVERIFY(copy.chain[0]->id != first->chain[0]->id);  // fresh ids

    d.setLevelIndex(0);
    roundTrip(d, makeRemoveAsset(&d, {AssetType::Level, "Level 1"}, &why), why);
    QCOMPARE(d.project().levels.size(), std::size_t(2));
    QCOMPARE(d.level()->name, std::string("Level 1_copy"));  // the one now in its place
    QVERIFY(!makeRemoveAsset(&d, {AssetType::Level, "nope"}, &why));
    d.undoStack()->push(makeRemoveAsset(&d, {AssetType::Level, "Level 2"}, &why));
    QVERIFY(!makeRemoveAsset(&d, {AssetType::Level, "Level 1_copy"}, &why));  // the last one stays
    QVERIFY(why.contains("at least one level"));

    roundTrip(d, makeRenameAsset(&d, {AssetType::Level, "Level 1_copy"}, "Boss", &why), why);
    QCOMPARE(d.level()->name, std::string("Boss"));
  }

  void tileDefinitionsFromMeshBoundsAndTheirUses() {
    Document d;
    fill(d);
    Box3 bounds;
    bounds.extend(Vec3{-2, -1, -1});
    bounds.extend(Vec3{6, 3, 1});
    auto def = newTileDef(d.project(), "meshes/Big Rock.glb", &bounds);
    QCOMPARE(def->name, std::string("Big_Rock"));
    QCOMPARE(def->mesh, std::string("meshes/Big Rock.glb"));
    QCOMPARE(def->cameraEntry, (Vec2{-2, 0}));
    QCOMPARE(def->cameraExit, (Vec2{6, 0}));  // a chain of it advances by its width
    QString why;
    roundTrip(d, makeAddTileDef(&d, std::move(def), &why), why);
    QCOMPARE(d.currentTileDef(), d.project().findTileDef("Big_Rock"));

    auto none = newTileDef(d.project(), {}, nullptr);
    QCOMPARE(none->name, std::string("tile"));
    QCOMPARE(none->cameraExit, (Vec2{32, 0}));
    auto taken = newTileDef(d.project(), "meshes/gate.obj", nullptr);
    QCOMPARE(taken->name, std::string("gate_2"));

    // Uses: both chain links, with their level and the property.
    const QStringList uses = usesOf(&d, {AssetType::TileDef, "gate"});
    QCOMPARE(uses.size(), 2);
    QVERIFY2(uses[0].contains("Level 1") && uses[0].contains("gate_1") && uses[0].contains("Tile"),
             qPrintable(uses[0]));
    QVERIFY(usesOf(&d, {AssetType::TileDef, "Big_Rock"}).isEmpty());

    roundTrip(d, makeRenameAsset(&d, {AssetType::TileDef, "gate"}, "door", &why), why);
    QCOMPARE(d.project().levels[0]->chain[1]->tile, std::string("door"));  // the links follow
    roundTrip(d, makeDuplicateAsset(&d, {AssetType::TileDef, "door"}, &why), why);
    QCOMPARE(d.project().tileDefs[1]->name, std::string("door_copy"));  // after the original
    d.setCurrentTileDef(d.project().findTileDef("door"));
    roundTrip(d, makeRemoveAsset(&d, {AssetType::TileDef, "door"}, &why), why);
    QVERIFY(!d.project().findTileDef("door"));
    QCOMPARE(d.currentTileDef(), nullptr);  // not left pointing at the deleted one
  }

  void enemyTypesGoThroughTheSameEntryPoints() {
    Document d;
    fill(d);
    const QStringList uses = usesOf(&d, {AssetType::EnemyType, "drone"});
    QCOMPARE(uses.size(), 1);
    QVERIFY2(uses[0].contains("wave") && uses[0].contains("Enemy Type"), qPrintable(uses[0]));
    QString why;
    roundTrip(d, makeRenameAsset(&d, {AssetType::EnemyType, "drone"}, "saucer", &why), why);
    QCOMPARE(dynamic_cast<const Spawn*>(d.level()->findByName("wave"))->enemyType, std::string("saucer"));
    roundTrip(d, makeDuplicateAsset(&d, {AssetType::EnemyType, "saucer"}, &why), why);
    roundTrip(d, makeRemoveAsset(&d, {AssetType::EnemyType, "saucer"}, &why), why);
    QCOMPARE(assetNames(&d, AssetType::EnemyType), QStringList{"saucer_copy"});
  }

  void graphsAreDuplicatedRenamedAndDeletedWithTheirFiles() {
    QTemporaryDir dir;
    Document d;
    fill(d);
    QVERIFY(d.saveAs(dir.path()));
    QString why;
    d.undoStack()->push(makeCreateGraphCommand(d.graphs(), "bricks", "texture", &why));
    d.editableProject().tileDefs[0]->material = "graphs/bricks.graph.json";
    QVERIFY(d.save());
    QVERIFY(QFile::exists(dir.filePath("graphs/bricks.graph.json")));

    const QStringList uses = usesOf(&d, {AssetType::Graph, "graphs/bricks.graph.json"});
    QCOMPARE(uses.size(), 1);
    QVERIFY2(uses[0].contains("gate") && uses[0].contains("Material"), qPrintable(uses[0]));

    roundTrip(d, makeDuplicateAsset(&d, {AssetType::Graph, "graphs/bricks.graph.json"}, &why), why);
    QVERIFY(d.graphs()->files().contains("graphs/bricks_copy.graph.json"));
    roundTrip(d, makeRenameAsset(&d, {AssetType::Graph, "graphs/bricks.graph.json"}, "walls", &why), why);
    QCOMPARE(d.project().tileDefs[0]->material, std::string("graphs/walls.graph.json"));  // follows
    QVERIFY(
        !makeRenameAsset(&d, {AssetType::Graph, "graphs/walls.graph.json"}, "bricks_copy", &why));  // taken
    QVERIFY(d.save());
    // The old file goes with the save, so the graph does not come back on reopening.
    QVERIFY(!QFile::exists(dir.filePath("graphs/bricks.graph.json")));
    QVERIFY(QFile::exists(dir.filePath("graphs/walls.graph.json")));

    roundTrip(d, makeRemoveAsset(&d, {AssetType::Graph, "graphs/bricks_copy.graph.json"}, &why), why);
    QVERIFY(d.save());
    QVERIFY(!QFile::exists(dir.filePath("graphs/bricks_copy.graph.json")));
    d.undoStack()->undo();  // deleted, saved, undone: written again by the next save
    QVERIFY(d.save());
    QVERIFY(QFile::exists(dir.filePath("graphs/bricks_copy.graph.json")));
  }

  void tilesetsFromAnImageAndTheirPlacedTiles() {
    QTemporaryDir dir, outside;
    Document d;
    fill(d);
    QString why;
    TilesetCut cut{"rocks", 16, 16, 1, 2, 16};
    const QString image = outside.filePath("rocks.png");
    QImage picture(1 + 16 + 2 + 16 + 1, 1 + 16 + 1, QImage::Format_ARGB32);  // 2 x 1 tiles
    picture.fill(Qt::darkGreen);
    QVERIFY(picture.save(image));
    QVERIFY(!makeNewTilesetFromImage(&d, image, cut, &why));  // no folder yet
    QVERIFY(d.saveAs(dir.path()));

    roundTrip(d, makeNewTilesetFromImage(&d, image, cut, &why), why);
    QVERIFY(QFile::exists(dir.filePath("tilesets/rocks/rocks.png")));  // copied in
    const Tileset* rocks = d.tilesets()->find("rocks");
    QVERIFY(rocks);
    QCOMPARE(rocks->tiles.size(), std::size_t(2));
    QCOMPARE(rocks->tiles[1].x, std::int64_t(19));  // margin 1 + 16 + spacing 2
    QCOMPARE(rocks->tiles[1].name, std::string("rocks_1"));
    QCOMPARE(rocks->tiles[0].size, (Vec2{1, 1}));
    QVERIFY(!makeNewTilesetFromImage(&d, image, cut, &why));  // the name is taken
    QVERIFY(d.save());
    QVERIFY(QFile::exists(dir.filePath("tilesets/rocks.tileset.json")));

    // Paint with it: the layer's tiles name it.
    TileLayer layer("ground", 0);
    PlacedTile placed;
    placed.ref = layer.refFor("rocks", "rocks_0");
    layer.tiles.push_back(placed);
    d.editableProject().levels[0]->chain[0]->tileLayers.push_back(layer);
    const QStringList uses = usesOf(&d, {AssetType::Tileset, "rocks"});
    QCOMPARE(uses.size(), 1);
    QVERIFY2(uses[0].contains("gate_1") && uses[0].contains("ground") && uses[0].contains("1"),
             qPrintable(uses[0]));

    roundTrip(d, makeRenameAsset(&d, {AssetType::Tileset, "rocks"}, "stones", &why), why);
    QCOMPARE(d.project().levels[0]->chain[0]->tileLayers[0].palette[0].tileset, std::string("stones"));
    roundTrip(d, makeDuplicateAsset(&d, {AssetType::Tileset, "stones"}, &why), why);
    QCOMPARE(assetNames(&d, AssetType::Tileset), (QStringList{"stones", "stones_copy"}));
    roundTrip(d, makeRemoveAsset(&d, {AssetType::Tileset, "stones"}, &why), why);
    QCOMPARE(d.project().tilesets.size(), std::size_t(1));
    QVERIFY(QFile::exists(dir.filePath("tilesets/rocks.tileset.json")));  // files are left alone
  }

  void chainLinksAreNumberedLikeDuplicates() {
    Document d;
    fill(d);  // gate_1, gate_2
    Level* level = d.editableLevel();
    auto addGate = [&] {
      d.undoStack()->push(makeAddObjects(&d, level, {{"TileInstance", "gate", {}, [](LevelObject& o) {
                                                        static_cast<TileInstance&>(o).tile = "gate";
                                                      }}}));
      return level->chain.back()->name;
    };
    QCOMPARE(addGate(), std::string("gate_3"));
    d.undoStack()->push(makeDuplicateCommand(&d, level, {level->chain.back()->id}, {0, 0}));
    QCOMPARE(level->chain.back()->name, std::string("gate_4"));  // the same function names both
    QCOMPARE(chainLinkBaseName("gate"), std::string("gate_1"));
    QCOMPARE(chainLinkBaseName("big rock"), std::string("big_rock_1"));
    QCOMPARE(chainLinkBaseName("ramp_2"), std::string("ramp_2"));
    QCOMPARE(chainLinkBaseName("3d"), std::string("link_3d_1"));
  }
};

QTEST_GUILESS_MAIN(AssetCommandsTest)
#include "asset_commands_test.moc"
