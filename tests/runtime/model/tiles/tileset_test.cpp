// Tileset model: strip cutting and {index} naming, tileset JSON round trip and errors,
// tile layers in level JSON, the project's tileset list.
#include <QtTest>

#include "model/io/project_io.h"
#include "model/tiles/tileset.h"

using namespace sw;

class TilesetTest : public QObject {
  Q_OBJECT

 private slots:
  void indexNaming() {
    QCOMPARE(stripTileName("prison_column_wood_{index}", 3), std::string("prison_column_wood_3"));
    QCOMPARE(stripTileName("a{index}b{index}", 12), std::string("a12b12"));
    QCOMPARE(stripTileName("plain", 2), std::string("plain"));
  }

  void cutsTheDomainExample() {
    // 544 px wide: 544 - 100 - 292 = 152 px region; cells of 24 + 8: 5 tiles, the last one's
    // trailing margin falls outside.
    TileStrip s{8, 1, "prison_column_wood_{index}", 0, 24, 208, {100, 0, 292, 0}, {0, 0, 8, 0}};
    auto tiles = cutStrip(s, 544, 208, 32);
    QVERIFY(tiles.ok());
    QCOMPARE(tiles->size(), std::size_t(5));
    QCOMPARE(tiles->at(0).x, std::int64_t(100));
    QCOMPARE(tiles->at(1).x, std::int64_t(132));
    QCOMPARE(tiles->at(4).x, std::int64_t(228));
    QCOMPARE(tiles->at(4).name, std::string("prison_column_wood_4"));
    QCOMPARE(tiles->at(2).typeId, std::int64_t(1));
    QCOMPARE(tiles->at(0).size, (Vec2{24.0 / 32, 208.0 / 32}));
    // One pixel less and the fifth tile no longer fits.
    QCOMPARE(cutStrip(s, 543, 208, 32)->size(), std::size_t(4));
  }

  void wrapsToRows() {
    TileStrip s{1, 0, "f_{index}", 0, 32, 32, {}, {}};
    auto tiles = cutStrip(s, 64, 64, 32);
    QCOMPARE(tiles->size(), std::size_t(4));
    QCOMPARE(tiles->at(2).x, std::int64_t(0));
    QCOMPARE(tiles->at(2).y, std::int64_t(32));
    QVERIFY(!cutStrip(s, 16, 64, 32).ok());
  }

  void jsonRoundTrip() {
    Tileset t;
    t.name = "forest";
    t.images = {{"tilesets/forest/a.png", 64, 32}, {"tilesets/forest/b.png", 16, 16}};
    TileStrip s{4, 2, "tree_{index}", 0, 32, 32, {0, 0, 0, 0}, {1, 0, 1, 0}};
    t.strips = {s};
    t.tiles = *cutStrip(s, 64, 32, 32);
    TilesetTile rock;
    rock.name = "rock";
    rock.image = 1;
    rock.width = rock.height = 16;
    rock.size = {0.5, 0.5};
    rock.properties = {"solid=true", "note=a=b"};
    t.tiles.push_back(rock);
    t.animations = {{"rock", {{"tree_0", 100}, {"rock", 250}}}};
    const std::string text = tilesetText(t);
    Tileset back;
    Errors errors;
    QVERIFY(readTilesetText(text, "forest.tileset.json", back, errors));
    QVERIFY(back == t);
    QCOMPARE(tilesetText(back), text);
    QCOMPARE(back.findTile("rock")->property("note").value_or(""), std::string("a=b"));
  }

  // Sprite frames: origin, hit and attack shapes on tiles, frame groups on the tileset.
  void spriteFramesRoundTrip() {
    Tileset t;
    t.name = "knight";
    t.images = {{"tilesets/knight.png", 64, 32}};
    t.strips = {{1, 0, "walk_{index}", 0, 16, 32, {}, {}}};
    t.tiles = *cutStrip(t.strips[0], 64, 32, 16);
    t.tiles[1].origin = {0.25, 0.125};
    t.tiles[2].hitShape = {{{0, 0}, {1, 0}, {1, 2}, {0, 2}}};
    t.tiles[2].attackShape = {{{1, 1}, {2, 1}, {1.5, 1.5}}};
    t.frameGroups = {{"walk", {"walk_0", "walk_1", "walk_2", "walk_1"}}, {"stand", {"walk_3"}}};
    const std::string text = tilesetText(t);
    QVERIFY(text.find("frameGroups") != std::string::npos);
    QCOMPARE(QString::fromStdString(text).count("\"origin\""), 1);  // only where it is not the bottom centre
    Tileset back;
    Errors errors;
    QVERIFY(readTilesetText(text, "knight.tileset.json", back, errors));
    QVERIFY(back == t);
    QCOMPARE(tilesetText(back), text);
    QCOMPARE(back.findFrameGroup("walk")->frames.size(), std::size_t(4));
    QVERIFY(!back.findFrameGroup("run"));
    // Equality sees the groups.
    back.frameGroups[1].frames.push_back("walk_0");
    QVERIFY(!(back == t));
  }

  // A file written before sprite frames existed reads and writes back byte for byte.
  void fileWithoutSpriteKeysKeepsItsBytes() {
    Tileset t;
    t.name = "plain";
    t.images = {{"a.png", 32, 32}};
    TilesetTile tile;
    tile.name = "a";
    tile.collision = {{{0, 0}, {1, 0}, {1, 1}}};
    t.tiles = {tile};
    const std::string text = tilesetText(t);
    QVERIFY(text.find("origin") == std::string::npos);
    QVERIFY(text.find("Shape") == std::string::npos);
    QVERIFY(text.find("frameGroups") == std::string::npos);
    Tileset back;
    Errors errors;
    QVERIFY(readTilesetText(text, "plain.tileset.json", back, errors));
    QCOMPARE(back.tiles[0].origin, (Vec2{0.5, 0}));
    QCOMPARE(tilesetText(back), text);
  }

  void frameGroupErrorsNamePlace() {
    const std::string head = R"({"formatVersion": 1, "name": "x", "images": [{"path": "a.png"}],
        "tiles": [{"name": "a"}, {"name": "b", "origin": [0.5, "low"]}], "frameGroups": )";
    auto firstError = [&](const std::string& groups) {
      Errors errors;
      Tileset t;
      if (readTilesetText(head + groups + "}", "x.tileset.json", t, errors)) return Error{};
      return errors.at(0);
    };
    Error e = firstError(R"([{"name": "g", "frames": ["a"]}])");
    QVERIFY2(e.where.rfind("/tiles/1/origin", 0) == 0, (e.where + ": " + e.message).c_str());  // the tile's described property, like collision
    const std::string okTiles = R"({"formatVersion": 1, "name": "x", "images": [{"path": "a.png"}],
        "tiles": [{"name": "a"}, {"name": "b"}], "frameGroups": )";
    auto errorOf = [&](const std::string& groups) {
      Errors errors;
      Tileset t;
      if (readTilesetText(okTiles + groups + "}", "x.tileset.json", t, errors)) return Error{};
      return errors.at(0);
    };
    QCOMPARE(errorOf(R"([{"name": "g", "frames": ["a", "c"]}])").where, std::string("/frameGroups/0/frames/1"));
    QVERIFY(errorOf(R"([{"name": "g", "frames": ["a", "c"]}])").message.find("'c'") != std::string::npos);
    QCOMPARE(errorOf(R"([{"name": "g", "frames": [3]}])").where, std::string("/frameGroups/0/frames/0"));
    QCOMPARE(errorOf(R"([{"name": "g"}])").where, std::string("/frameGroups/0"));
    QCOMPARE(errorOf(R"([{"name": "g", "frames": []}, {"name": "g", "frames": []}])").where,
             std::string("/frameGroups/1/name"));
    QCOMPARE(errorOf(R"([{"name": "g", "frames": [], "speed": 2}])").where, std::string("/frameGroups/0/speed"));
    e = errorOf(R"({"g": 1})");
    QCOMPARE(e.file, std::string("x.tileset.json"));
    QCOMPARE(e.where, std::string("/frameGroups"));
  }

  void jsonErrorsNamePlace() {
    Errors errors;
    Tileset t;
    QVERIFY(!readTilesetText(R"({"formatVersion": 1, "name": "x", "images": [],
        "tiles": [{"name": "a", "image": 2}]})", "x.tileset.json", t, errors));
    QCOMPARE(errors.at(0).file, std::string("x.tileset.json"));
    QCOMPARE(errors.at(0).where, std::string("/tiles/0/image"));
    errors.clear();
    QVERIFY(!readTilesetText("{\"formatVersion\": 1, \"name\": ", "y.json", t, errors));
    QVERIFY(QString::fromStdString(errors.at(0).where).startsWith("line 1"));
  }

  void tileLayersInLevelJson() {
    Level level;
    level.name = "l";
    auto link = std::make_unique<TileInstance>();
    link->name = "c1";
    link->tile = "corridor";
    TileLayer layer{"back", 0.5, {}, {}};
    layer.tiles.push_back({layer.refFor("forest", "rock"), {1, 2}, {0.5, 0.5}, PlacedTile::FlipHorizontal});
    layer.tiles.push_back({layer.refFor("forest", "tree_0"), {1.5, 2}, {1, 1}, 0});
    layer.tiles.push_back({layer.refFor("forest", "rock"), {3, 2}, {0.5, 0.5}, 7});
    QCOMPARE(layer.palette.size(), std::size_t(2));
    link->tileLayers.push_back(layer);
    level.chain.push_back(std::move(link));
    auto plain = std::make_unique<TileInstance>();
    plain->name = "c2";
    plain->tile = "corridor";
    level.chain.push_back(std::move(plain));
    const std::string text = levelText(level);
    QCOMPARE(QString::fromStdString(text).count("tileLayers"), 1);  // omitted on the link without
    Level back;
    Errors errors;
    QVERIFY(readLevelText(text, "l.json", back, errors));
    QVERIFY(back.chain[0]->tileLayers == level.chain[0]->tileLayers);
    QCOMPARE(levelText(back), text);

    std::string bad = text;
    bad.replace(bad.find("[0, 3.0"), 7, "[9, 3.0");
    Level broken;
    errors.clear();
    QVERIFY(!readLevelText(bad, "l.json", broken, errors));
    QCOMPARE(errors.at(0).where, std::string("/chain/0/tileLayers/0/tiles/2"));
  }

  void projectListsTilesetsOnlyWhenAny() {
    Project p;
    QVERIFY(projectText(p).find("tilesets") == std::string::npos);
    p.tilesets.push_back(std::make_unique<Tileset>());
    p.tilesets.back()->file = "tilesets/forest.tileset.json";
    const std::string text = projectText(p);
    Project back;
    std::vector<std::string> levels;
    Errors errors;
    QVERIFY(readProjectText(text, "project.json", back, levels, errors));
    QCOMPARE(back.tilesets.size(), std::size_t(1));
    QCOMPARE(back.tilesets[0]->file, p.tilesets[0]->file);
    QCOMPARE(Project(back).tilesets[0]->file, p.tilesets[0]->file);
  }

  void compactPaletteKeepsFirstUse() {
    TileLayer layer;
    layer.refFor("a", "x");
    layer.tiles.push_back({layer.refFor("a", "y"), {}, {1, 1}, 0});
    layer.compactPalette();
    QCOMPARE(layer.palette.size(), std::size_t(1));
    QCOMPARE(layer.palette[0].tile, std::string("y"));
    QCOMPARE(layer.tiles[0].ref, 0u);
  }
};

QTEST_GUILESS_MAIN(TilesetTest)
#include "tileset_test.moc"
