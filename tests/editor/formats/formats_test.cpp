// The format plugins through the registry, as the editor and scrollwork-cli load them:
// XML tile strips read and write, Tiled TSX and TMX in every encoding, corrupt files.
#include <QTemporaryDir>
#include <QtTest>

#include "formats/format_registry.h"
#include "model/tiles/tileset.h"

using namespace sw;

namespace {
const QString kTiled = QStringLiteral(SW_SOURCE_DIR "/tests/fixtures/tiled/");
const QString kStrips = QStringLiteral(SW_SOURCE_DIR "/tests/fixtures/xml_strips/");

// The ground layer every TMX fixture holds: (tileset, tile index, flips) per cell, -1 empty.
struct Expected {
  int tileset, tile, flips;
};
const Expected kGround[12] = {{0, 0, 0}, {0, 1, 1}, {-1, 0, 0}, {0, 2, 2}, {1, 0, 0}, {-1, 0, 0},
                              {1, 1, 0}, {0, 3, 4}, {0, 4, 0}, {0, 5, 3}, {0, 6, 0}, {0, 7, 0}};
}  // namespace

class FormatsTest : public QObject {
  Q_OBJECT

 private slots:
  void pluginsLoad() {
    auto& r = FormatRegistry::instance();
    QVERIFY2(r.loadErrors().isEmpty(), qPrintable(r.loadErrors().join('\n')));
    QVERIFY(r.tilesetFormat("xml-strips"));
    QVERIFY(r.tilesetFormat("tsx"));
    QVERIFY(r.mapFormatFor(kTiled + "map_csv.tmx"));
    QVERIFY(r.tilesetFormatFor(kStrips + "strips.xml") == r.tilesetFormat("xml-strips"));
    QVERIFY(!r.tilesetFormatFor(kTiled + "map_csv.tmx"));
  }

  void xmlStripsReadAndIndexNaming() {
    auto* f = FormatRegistry::instance().tilesetFormat("xml-strips");
    auto t = f->readTileset(kStrips + "strips.xml");
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().toString().c_str());
    QCOMPARE(t->name, std::string("strips"));
    QCOMPARE(t->images.size(), std::size_t(2));
    QCOMPARE(t->strips.size(), std::size_t(2));
    QCOMPARE(t->tiles.size(), std::size_t(5 + 4));
    const auto* col = t->findTile("prison_column_wood_4");
    QVERIFY(col);
    QCOMPARE(col->x, std::int64_t(228));
    QCOMPARE(col->typeId, std::int64_t(1));
    QCOMPARE(t->findTile("floor_3")->y, std::int64_t(32));
    QCOMPARE(t->strips[0].margin.right, std::int64_t(8));
    QCOMPARE(t->strips[0].border.right, std::int64_t(292));
  }

  void xmlStripsRoundTrip() {
    auto* f = FormatRegistry::instance().tilesetFormat("xml-strips");
    auto t = f->readTileset(kStrips + "strips.xml");
    QVERIFY(t.ok());
    QTemporaryDir dir;
    // Written next to the images so Filename stays relative.
    QFile::copy(kStrips + "columns.png", dir.filePath("columns.png"));
    QFile::copy(kStrips + "floor.png", dir.filePath("floor.png"));
    for (auto& image : t->images)
      image.path = dir.filePath(QFileInfo(QString::fromStdString(image.path)).fileName()).toStdString();
    QVERIFY(f->writeTileset(*t, dir.filePath("out.xml")).ok());
    auto back = f->readTileset(dir.filePath("out.xml"));
    QVERIFY2(back.ok(), back.ok() ? "" : back.error().toString().c_str());
    QVERIFY(back->strips == t->strips);
    QVERIFY(back->tiles == t->tiles);
    QFile written(dir.filePath("out.xml"));
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QByteArray xml = written.readAll();
    QVERIFY(xml.contains("<Id>prison_column_wood_{index}</Id>"));
    QVERIFY(xml.contains("<Filename>columns.png</Filename>"));
    // Written twice, same bytes.
    QVERIFY(f->writeTileset(*back, dir.filePath("again.xml")).ok());
    QFile again(dir.filePath("again.xml"));
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), xml);
  }

  void xmlStripsErrors() {
    auto* f = FormatRegistry::instance().tilesetFormat("xml-strips");
    QTemporaryDir dir;
    auto write = [&](const char* name, const QByteArray& text) {
      QFile out(dir.filePath(name));
      out.open(QIODevice::WriteOnly);
      out.write(text);
      return dir.filePath(name);
    };
    auto missing = f->readTileset(write("m.xml", "<TileStrips>\n<TileStrip key=\"1\">\n<Id>a_{index}</Id>\n"
                                                  "<Filename>gone.png</Filename>\n<TileSize width=\"8\" height=\"8\"/>"
                                                  "</TileStrip></TileStrips>"));
    QVERIFY(!missing.ok());
    QVERIFY(QString::fromStdString(missing.error().where).startsWith("line 4"));
    QVERIFY(missing.error().message.find("gone.png") != std::string::npos);
    QVERIFY(f->errorString().contains("m.xml"));
    auto truncated = f->readTileset(write("t.xml", "<TileStrips>\n<TileStrip key=\"1\">\n<Id>a_"));
    QVERIFY(!truncated.ok());
    QVERIFY(truncated.error().message.find("truncated") != std::string::npos);
  }

  // A strip of 1-pixel-wide tiles across a wide sheet is 14,144 tiles, each checked for a
  // name used before (that check was once quadratic: 19 s under the fuzzer's sanitizers);
  // a name used twice across strips is still refused.
  void xmlStripsOfManyTilesAndNamesUsedTwice() {
    auto* f = FormatRegistry::instance().tilesetFormat("xml-strips");
    QTemporaryDir dir;
    QVERIFY(QFile::copy(kStrips + "columns.png", dir.filePath("columns.png")));  // 544 x 208
    auto write = [&](const char* name, const QByteArray& text) {
      QFile out(dir.filePath(name));
      out.open(QIODevice::WriteOnly);
      out.write(text);
      return dir.filePath(name);
    };
    const QByteArray strip = "<TileStrip key=\"%1\">\n<Id>%2_{index}</Id>\n<Filename>columns.png</Filename>\n"
                             "<TileSize width=\"1\" height=\"8\"/>\n</TileStrip>\n";
    auto many = f->readTileset(write("many.xml", "<TileStrips>\n" + QByteArray(strip).replace("%1", "1").replace("%2", "a") +
                                                     "</TileStrips>\n"));
    QVERIFY2(many.ok(), many.ok() ? "" : many.error().message.c_str());
    QCOMPARE(many->tiles.size(), std::size_t(544 * 26));
    QVERIFY(many->findTile("a_14143"));
    auto twice = f->readTileset(write("twice.xml", "<TileStrips>\n" + QByteArray(strip).replace("%1", "1").replace("%2", "a") +
                                                       QByteArray(strip).replace("%1", "2").replace("%2", "a") +
                                                       "</TileStrips>\n"));
    QVERIFY(!twice.ok());
    QVERIFY(twice.error().message.find("tile name 'a_0' is used twice") != std::string::npos);
  }

  void tsxAtlasCollectionPropertiesAnimation() {
    auto* f = FormatRegistry::instance().tilesetFormat("tsx");
    auto t = f->readTileset(kTiled + "terrain.tsx");
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().toString().c_str());
    QCOMPARE(t->tiles.size(), std::size_t(8));
    // margin 1, spacing 2, 4 columns: tile 5 is column 1 of row 1.
    QCOMPARE(t->tiles[5].x, std::int64_t(1 + 18));
    QCOMPARE(t->tiles[5].y, std::int64_t(1 + 18));
    QCOMPARE(t->tiles[1].property("solid").value_or(""), std::string("true"));
    QCOMPARE(t->tiles[1].property("class").value_or(""), std::string("ground"));
    QCOMPARE(t->tiles[1].typeId, std::int64_t(7));
    QCOMPARE(t->animations.size(), std::size_t(1));
    QCOMPARE(t->animations[0].frames[1].tile, std::string("tile_5"));
    QCOMPARE(t->animations[0].frames[1].durationMs, std::int64_t(150));
  }

  // Tiled's per-tile collision shapes (rectangle, polygon, ellipse; a point is left out) become
  // the tile's collision polygons in its own units, y up, as the platformer reads them.
  void tsxTileCollisionShapes() {
    QTemporaryDir dir;
    QVERIFY(QFile::copy(kTiled + "terrain.png", dir.filePath("terrain.png")));
    QFile tsx(dir.filePath("solid.tsx"));
    QVERIFY(tsx.open(QIODevice::WriteOnly));
    tsx.write(R"(<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" name="solid" tilewidth="16" tileheight="16" spacing="2" margin="1" tilecount="8" columns="4">
 <image source="terrain.png" width="72" height="36"/>
 <tile id="0">
  <objectgroup draworder="index">
   <object id="1" x="0" y="8" width="16" height="8"/>
   <object id="2" x="0" y="0"><polygon points="0,0 16,0 16,4"/></object>
   <object id="3" x="4" y="4" width="8" height="8"><ellipse/></object>
   <object id="4" x="3" y="3"><point/></object>
  </objectgroup>
 </tile>
</tileset>
)");
    tsx.close();
    auto t = FormatRegistry::instance().tilesetFormat("tsx")->readTileset(dir.filePath("solid.tsx"));
    QVERIFY2(t.ok(), t.ok() ? "" : t.error().toString().c_str());
    const auto& shapes = t->tiles[0].collision;
    QCOMPARE(shapes.size(), std::size_t(3));
    // The lower half of the tile: pixels (0, 8)-(16, 16) from the top are units (0, 0)-(1, 0.5) from the bottom.
    QVERIFY(shapes[0] == (Polygon{{0, 0.5}, {1, 0.5}, {1, 0}, {0, 0}}));
    QVERIFY(shapes[1] == (Polygon{{0, 1}, {1, 1}, {1, 0.75}}));
    QCOMPARE(shapes[2].size(), std::size_t(16));
    QVERIFY(t->tiles[1].collision.empty());
    // Saved with the tileset, read back the same; a tile without shapes writes no key.
    const std::string text = sw::tilesetText(*t);
    QVERIFY(text.find("\"collision\"") != std::string::npos);
    sw::Tileset back;
    sw::Errors errors;
    QVERIFY(sw::readTilesetText(text, "solid.tileset.json", back, errors));
    QVERIFY(back.tiles[0].collision == shapes);
  }

  void tmxEncodings_data() {
    QTest::addColumn<QString>("file");
    for (const char* f : {"map_csv.tmx", "map_base64.tmx", "map_zlib.tmx", "map_gzip.tmx", "map_embedded.tmx"})
      QTest::newRow(f) << kTiled + f;
  }
  void tmxEncodings() {
    QFETCH(QString, file);
    auto map = FormatRegistry::instance().mapFormatFor(file)->readMap(file);
    QVERIFY2(map.ok(), map.ok() ? "" : map.error().toString().c_str());
    QCOMPARE(map->width, std::int64_t(4));
    QCOMPARE(map->tilesets.size(), std::size_t(2));
    QCOMPARE(map->tilesets[0].name, std::string("terrain"));
    QCOMPARE(map->tilesets[1].images.size(), std::size_t(2));  // image collection
    QCOMPARE(map->tilesets[1].tiles[1].name, std::string("tile_3"));
    QCOMPARE(map->tilesets[1].tiles[1].property("kind").value_or(""), std::string("boulder"));
    QCOMPARE(map->layers.size(), std::size_t(1));
    const auto& cells = map->layers[0].cells;
    QCOMPARE(cells.size(), std::size_t(12));
    for (int i = 0; i < 12; ++i) {
      QCOMPARE(cells[i].tileset, kGround[i].tileset);
      if (kGround[i].tileset < 0) continue;
      QCOMPARE(int(cells[i].tile), kGround[i].tile);
      QCOMPARE(int(cells[i].flips), kGround[i].flips);
    }
    QCOMPARE(map->objects.size(), std::size_t(3));
    QVERIFY(map->objects[0].rectangle);
    QCOMPARE(map->objects[0].name, std::string("boss_zone"));
    QVERIFY(!map->objects[1].rectangle);  // a point
    QVERIFY(!map->objects[2].rectangle);  // an ellipse
  }

  void corruptFiles_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("message");
    QTest::newRow("truncated") << "corrupt/truncated.tmx" << "line " << "truncated";
    QTest::newRow("bad base64") << "corrupt/bad_base64.tmx" << "layer 'ground', <data> at line" << "invalid base64";
    QTest::newRow("bad zlib") << "corrupt/bad_zlib.tmx" << "layer 'ground', <data> at line" << "corrupt compressed data";
    QTest::newRow("unknown gid") << "corrupt/unknown_gid.tmx" << "layer 'ground', cell (2, 1)" << "tile id 99";
    QTest::newRow("missing image") << "corrupt/missing_image.tmx" << "line 3" << "nowhere.png";
  }
  void corruptFiles() {
    QFETCH(QString, file);
    QFETCH(QString, where);
    QFETCH(QString, message);
    auto* format = FormatRegistry::instance().mapFormatFor(kTiled + file);
    auto map = format->readMap(kTiled + file);
    QVERIFY(!map.ok());
    const auto& e = map.error();
    QVERIFY2(QString::fromStdString(e.where).startsWith(where), e.toString().c_str());
    QVERIFY2(QString::fromStdString(e.message).contains(message), e.toString().c_str());
    QVERIFY2(QString::fromStdString(e.file).endsWith(".tmx") || QString::fromStdString(e.file).endsWith(".tsx"),
             e.toString().c_str());
    QVERIFY(!format->errorString().isEmpty());
  }

  // Files beyond the readers' limits (kept as fuzz regression inputs: before the limits
  // each crashed, hung or overflowed) are refused with an error naming the file.
  void limitsAreErrors_data() {
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("message");
    QTest::newRow("huge map") << "tmx/regressions/huge_map.tmx" << "at most 65536 cells wide";
    QTest::newRow("layer overflow") << "tmx/regressions/layer_size_overflow.tmx" << "must be 1 to 65536 cells";
    QTest::newRow("wrapping id") << "tmx/regressions/wrapping_csv_id.tmx" << "is not a tile id";
    QTest::newRow("deep groups") << "tmx/regressions/deep_groups.tmx" << "nested deeper than 64";
    QTest::newRow("zero pitch") << "tsx/regressions/zero_cell_pitch.tsx" << "spacing and margin must lie between 0";
    QTest::newRow("tile count") << "tsx/regressions/huge_tilecount.tsx" << "more than 262144 tiles";
    QTest::newRow("tile id") << "tsx/regressions/huge_tile_id.tsx" << "needs an id from 0 to 262143";
    QTest::newRow("strip border") << "xml_strips/regressions/huge_border.xml" << "must lie between 0 and 1048576";
  }
  void limitsAreErrors() {
    QFETCH(QString, input);
    QFETCH(QString, message);
    QTemporaryDir dir;
    for (const char* name : {"terrain.tsx", "terrain.png", "rock.png", "tree.png"})
      QVERIFY(QFile::copy(kTiled + name, dir.filePath(name)));
    QVERIFY(QFile::copy(kStrips + "columns.png", dir.filePath("columns.png")));
    const QString file = dir.filePath("input." + QFileInfo(input).suffix());
    QVERIFY(QFile::copy(QStringLiteral(SW_SOURCE_DIR "/tests/fuzz/") + input, file));
    auto& registry = FormatRegistry::instance();
    Error error;
    if (file.endsWith(".tmx")) {
      auto map = registry.mapFormatFor(file)->readMap(file);
      QVERIFY(!map.ok());
      error = map.error();
    } else {
      auto tileset = registry.tilesetFormatFor(file)->readTileset(file);
      QVERIFY(!tileset.ok());
      error = tileset.error();
    }
    QVERIFY2(QString::fromStdString(error.message).contains(message), error.toString().c_str());
    QVERIFY2(QString::fromStdString(error.file).endsWith(QFileInfo(file).fileName()), error.toString().c_str());
  }
};

QTEST_GUILESS_MAIN(FormatsTest)
#include "formats_test.moc"
