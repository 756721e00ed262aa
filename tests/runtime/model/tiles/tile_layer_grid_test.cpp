// Tile layers in level JSON: the grid form (tile_layer_grid.h) is written only when it
// gives back exactly the same tiles, round-trips byte for byte, and a corrupt grid is an
// error naming the file and the row; old files with "tiles" lists still load.
#include "model/tiles/tile_layer_grid.h"

#include <QtTest>
#include <algorithm>
#include <tuple>

#include "model/io/format.h"
#include "model/io/project_io.h"
#include "model/tiles/tile_placement.h"

using namespace sw;

namespace {
// 5 x 3 cells (or the size given) of 0.5 x 0.25 units with the top-left cell's lower-left
// at (2.5, 7); a few empty cells (the first column of row 0, cell (2, 1) and the last
// row's end) and flips.
TileLayer regularLayer(std::uint64_t columns = 5, std::uint64_t rows = 3) {
  TileLayer layer{"ground", 0.3, {}, {}};
  const Vec2 origin{2.5, 7}, cell{0.5, 0.25};
  for (std::uint64_t r = 0; r < rows; ++r)
    for (std::uint64_t c = 0; c < columns; ++c) {
      if ((r == 0 && c == 0) || (r == 1 && c == 2) || (r == rows - 1 && c == columns - 1)) continue;
      const auto tile = "t" + std::to_string((r * 5 + c) % 4);
      layer.tiles.push_back({layer.refFor("forest", tile), gridCellPosition(origin, cell, c, r), cell,
                             std::uint8_t((r + c) % 8)});
    }
  return layer;
}

Level levelWith(const TileLayer& layer) {
  Level level;
  level.name = "l";
  auto link = std::make_unique<TileInstance>();
  link->name = "c1";
  link->tile = "corridor";
  link->tileLayers.push_back(layer);
  level.chain.push_back(std::move(link));
  return level;
}

// Reads `text` back: its first layer must be `expected`, and saving it again gives `text`.
void checkReadsBack(const std::string& text, const TileLayer& expected) {
  Level back;
  Errors errors;
  QVERIFY(readLevelText(text, "l.json", back, errors));
  QVERIFY(back.chain.at(0)->tileLayers.at(0) == expected);
  QCOMPARE(levelText(back), text);
}

bool contains(const std::string& text, const char* what) { return text.find(what) != std::string::npos; }

// The same tiles (as a multiset), and of every two that overlap, the same one on top.
bool sameDrawing(const TileList& a, const TileList& b) {
  if (a.size() != b.size()) return false;
  auto key = [](const PlacedTile& t) { return std::tuple(t.ref, t.position.x, t.position.y, t.size.x, t.size.y, t.flips); };
  auto less = [&](const PlacedTile& x, const PlacedTile& y) { return key(x) < key(y); };
  TileList sa = a, sb = b;
  std::sort(sa.begin(), sa.end(), less);
  std::sort(sb.begin(), sb.end(), less);
  if (!(sa == sb)) return false;
  auto indexIn = [](const TileList& list, const PlacedTile& t) {
    return std::size_t(std::find(list.begin(), list.end(), t) - list.begin());
  };
  for (std::size_t i = 0; i < a.size(); ++i)
    for (std::size_t j = i + 1; j < a.size(); ++j)
      if (!(a[i] == a[j]) && overlaps({a[i].position, a[i].size}, {a[j].position, a[j].size}) &&
          indexIn(b, a[i]) > indexIn(b, a[j]))
        return false;
  return true;
}
}  // namespace

class TileLayerGridTest : public QObject {
  Q_OBJECT

 private slots:
  void base64OfCellWords() {
    const std::uint32_t one = 1;
    QCOMPARE(encodeGridRow(&one, 1), std::string("AQAAAA=="));  // bytes 01 00 00 00
    QCOMPARE(encodeGridRow(&one, 1, 2), std::string("AQA="));    // bytes 01 00
    QCOMPARE(encodeGridRow(nullptr, 0), std::string());
    std::uint32_t words[5] = {0, 0xFFFFFFFFu, 0x20000003u, 0x12345678u, 7};
    for (std::size_t n = 0; n <= 5; ++n) {  // every padding case
      const std::string text = encodeGridRow(words, n);
      QCOMPARE(text.size(), (n * 4 + 2) / 3 * 4);
      std::uint32_t back[5] = {9, 9, 9, 9, 9};
      QCOMPARE(decodeGridRow(text, n, 4, back), std::string());
      for (std::size_t i = 0; i < n; ++i) QCOMPARE(back[i], words[i]);
    }
    std::uint32_t out[2];
    QVERIFY(decodeGridRow("AQAAAA==", 2, 4, out).find("expected 8 bytes") != std::string::npos);
    QVERIFY(decodeGridRow("AQAA*A==", 1, 4, out).find("'*' at position 4") != std::string::npos);
    QVERIFY(decodeGridRow("AQAAAA=", 1, 4, out).find("multiple of 4") != std::string::npos);
    QVERIFY(!decodeGridRow("AQA=AA==", 1, 4, out).empty());  // padding only at the end
  }

  void narrowCellsKeepEveryField() {
    // 2-byte cells: palette index + 1 in 13 bits, flips in 3. The largest of each, an empty
    // cell and mixes; 3 cells make 8 characters, so 0..8 cells cover the fast loop and the tail.
    const std::uint32_t words[8] = {0,           kNarrowRefLimit - 1, 7u << kGridFlipShift | 1, 0x20000003u,
                                    0xE0001FFFu, 5,                   0x40000100u,              0};
    for (std::size_t n = 0; n <= 8; ++n) {
      const std::string text = encodeGridRow(words, n, 2);
      QCOMPARE(text.size(), (n * 2 + 2) / 3 * 4);
      std::uint32_t back[8] = {9, 9, 9, 9, 9, 9, 9, 9};
      QCOMPARE(decodeGridRow(text, n, 2, back), std::string());
      for (std::size_t i = 0; i < n; ++i) QCOMPARE(back[i], words[i]);
    }
    QCOMPARE(encodeGridRow(words + 4, 1, 2), std::string("//8="));  // 0xFFFF: index 8190, all flips
    std::uint32_t out[2];
    QVERIFY(decodeGridRow("AQA=", 2, 2, out).find("expected 4 bytes (2 cells of 2 bytes), found 2") != std::string::npos);
  }

  void cellBytesFollowTheLargestIndex() {
    TileGrid grid;
    grid.cells = {0, 3 | 7u << kGridFlipShift, kNarrowRefLimit - 1};
    QCOMPARE(gridCellBytes(grid), 2u);  // palette index 8190 still fits
    grid.cells.push_back(kNarrowRefLimit);
    QCOMPARE(gridCellBytes(grid), 4u);  // 8191 does not
    QCOMPARE(gridCellBytes(TileGrid{}), 2u);

    // A layer using palette entry 8191 is written with 4-byte cells and reads back the same.
    TileLayer wide{"wide", 0, {}, {}};
    for (std::uint32_t i = 0; i <= kNarrowRefLimit - 1; ++i) wide.refFor("a", std::to_string(i));
    for (std::uint64_t c = 0; c < 40; ++c)
      wide.tiles.push_back({std::uint32_t(c * 8191 / 39), gridCellPosition({0, 0}, {1, 1}, c, 0), {1, 1}, 1});
    const std::string text = levelText(levelWith(wide));
    QVERIFY(contains(text, "\"cellBytes\": 4"));
    checkReadsBack(text, wide);
  }

  void formatTwoGridsReadAsFourByteCells() {
    // A level saved by format 2: no "cellBytes", 4-byte cells. 2 x 2 cells: (0, 0) palette 0,
    // (1, 0) palette 1 flipped horizontally, (0, 1) empty, (1, 1) palette 0 flipped diagonally.
    const std::string old = R"({
  "formatVersion": 2,
  "name": "old",
  "chain": [{"name": "c1", "tile": "corridor", "tileLayers": [
    {"name": "back", "z": 0.5, "palette": [["forest", "rock"], ["forest", "tree"]],
     "grid": {"cell": [1.0, 1.0], "cells": ["AQAAAAIAACA=", "AAAAAAEAAIA="], "columns": 2,
              "origin": [0.0, 1.0], "rows": 2}}]}],
  "objects": []
})";
    Level level;
    Errors errors;
    QVERIFY2(readLevelText(old, "old.json", level, errors), errors.empty() ? "" : errors[0].toString().c_str());
    const auto& layer = level.chain.at(0)->tileLayers.at(0);
    QCOMPARE(layer.tiles.size(), std::size_t(3));
    QCOMPARE(layer.tiles[0].position, (Vec2{0, 1}));
    QCOMPARE(layer.refOf(layer.tiles[1]).tile, std::string("tree"));
    QCOMPARE(int(layer.tiles[1].flips), 1);
    QCOMPARE(layer.tiles[2].position, (Vec2{1, 0}));
    QCOMPARE(int(layer.tiles[2].flips), 4);
    // Saved again: the current version, 2-byte cells, the same tiles.
    const std::string text = levelText(level);
    QVERIFY(contains(text, ("\"formatVersion\": " + std::to_string(kFormatVersion)).c_str()));
    QVERIFY(contains(text, "\"cellBytes\": 2"));
    QVERIFY(contains(text, "[\"AQACIA==\", \"AAABgA==\"]"));
    Level back;
    QVERIFY(readLevelText(text, "old.json", back, errors));
    QVERIFY(back.chain[0]->tileLayers == level.chain[0]->tileLayers);
  }

  void regularLayerIsWrittenAsAGridAndRoundTrips() {
    const TileLayer layer = regularLayer();
    auto found = layerGridOf(layer);
    QVERIFY(found);
    QVERIFY(found->rest.empty());
    const TileGrid* grid = &found->grid;
    QCOMPARE(grid->columns, 5u);
    QCOMPARE(grid->rows, 3u);
    QCOMPARE(grid->origin, (Vec2{2.5, 7}));  // from the tiles: (0, 0) is empty, the lattice is not
    Level level = levelWith(layer);
    const std::string text = levelText(level);
    QVERIFY(contains(text, "\"grid\": {"));
    QVERIFY(!contains(text, "\"tiles\""));
    checkReadsBack(text, layer);  // resave: byte-identical
  }

  void importedPositionsStayExactOnAnyScale() {
    // Cells of 16 px at 3 px per unit (not a power of two), with an offset: the grid writer
    // must find back exactly the positions gridCellPosition gave, or fall back to lists.
    TileLayer layer{"odd", 0, {}, {}};
    const Vec2 cell{16.0 / 3, 16.0 / 3}, origin{0.1 - 7.3, 1.7};
    for (std::uint64_t r = 1; r < 40; ++r)
      for (std::uint64_t c = 3; c < 40; c += 1 + r % 3)
        layer.tiles.push_back({layer.refFor("a", "b"), gridCellPosition(origin, cell, c, r), cell, 0});
    // The import takes its origin at the first used column and row; so must this test.
    TileLayer rebased = layer;
    const Vec2 first = gridCellPosition(origin, cell, 3, 1);
    rebased.tiles.clear();
    for (std::uint64_t r = 1; r < 40; ++r)
      for (std::uint64_t c = 3; c < 40; c += 1 + r % 3)
        rebased.tiles.push_back({0, gridCellPosition(first, cell, c - 3, r - 1), cell, 0});
    QVERIFY(layerGridOf(rebased) && layerGridOf(rebased)->rest.empty());
    // Either form is fine for `layer`; what must hold is that reading gives the same tiles.
    for (const TileLayer* l : {&layer, &rebased}) {
      Level level = levelWith(*l);
      Level back;
      Errors errors;
      QVERIFY(readLevelText(levelText(level), "l.json", back, errors));
      QVERIFY(back.chain[0]->tileLayers.at(0) == *l);
    }
  }

  void splicedRowsMatchTheDomOnly() {
    // 40 x 30 cells: rows too long for one line, so the writer splices them into the text.
    // A level whose own name equals the splice placeholder makes it take the plain DOM way
    // instead; both ways must give the same bytes.
    TileLayer layer{"big", 0, {}, {}};
    for (std::uint64_t r = 0; r < 30; ++r)
      for (std::uint64_t c = 0; c < 40; ++c)
        if ((r * 7 + c) % 5)
          layer.tiles.push_back({layer.refFor("a", std::to_string(c % 3)),
                                 gridCellPosition({-3, 20}, {1, 1}, c, r),
                                 {1, 1},
                                 0});
    Level spliced = levelWith(layer), plain = levelWith(layer);
    spliced.name = "same";
    plain.name = "~scrollwork grid rows 0~";
    plain.name.resize(110, '~');  // the first placeholder (tile_layer.cpp)
    std::string plainText = levelText(plain);
    const std::string splicedText = levelText(spliced);
    QVERIFY(contains(splicedText, "\n              \""));  // one row per line, inside "cells"
    const auto at = plainText.find(plain.name);
    QVERIFY(at != std::string::npos);
    plainText.replace(at, plain.name.size(), "same");
    QCOMPARE(plainText, splicedText);
    Level back;
    Errors errors;
    QVERIFY(readLevelText(splicedText, "l.json", back, errors));
    QVERIFY(back.chain[0]->tileLayers == spliced.chain[0]->tileLayers);
    // The clipboard writes links the same way.
    ObjectBundle bundle;
    QVERIFY(readBundleText(bundleText({spliced.chain[0].get()}), bundle, errors));
    QVERIFY(bundle.chain.at(0)->tileLayers == spliced.chain[0]->tileLayers);
  }

  void irregularTilesGoBesideTheGrid_data() {
    QTest::addColumn<int>("change");
    QTest::addColumn<bool>("grid");
    QTest::newRow("off the grid") << 0 << true;
    QTest::newRow("another size") << 1 << true;
    QTest::newRow("two in one cell") << 3 << true;
    QTest::newRow("sparse") << 4 << false;
    QTest::newRow("flips past 7") << 5 << true;
    QTest::newRow("mostly off the grid") << 6 << false;
    QTest::newRow("covers tiles after it") << 7 << true;
    QTest::newRow("covers tiles before it") << 8 << true;
    QTest::newRow("small layer, another size") << 9 << false;
  }
  void irregularTilesGoBesideTheGrid() {
    // In a big layer, tiles the grid cannot hold go in a list after it ("tiles"); a layer
    // that is mostly such tiles, whose grid would be mostly empty, or that is small stays a
    // list. Either way reading gives the same tiles and what covers what is unchanged.
    QFETCH(int, change);
    QFETCH(bool, grid);
    TileLayer layer = change == 9 ? regularLayer() : regularLayer(20, 16);  // 12 or 317 tiles
    auto& tiles = layer.tiles;
    switch (change) {
      case 0:
        tiles[3].position.x += 0.1;
        break;
      case 1:
        tiles[3].size = {0.5, 0.5};
        break;
      case 3:
        tiles.insert(tiles.begin() + 3, tiles[3]);
        break;
      case 4:
        tiles.push_back({0, {1000, -1000}, {0.5, 0.25}, 0});
        break;
      case 5:
        tiles[3].flips = 8;
        break;
      case 6:
        for (std::size_t i = 0; i < tiles.size(); ++i)
          if (i % 3) tiles[i].position.y += 0.01;
        break;
      case 7:  // a wide tile early in the layer, over cells whose tiles come after it
        tiles.insert(tiles.begin() + 1, PlacedTile{1, {3.2, 6.6}, {0.6, 0.3}, 0});
        break;
      case 8:  // the same tile last: over everything it meets
        tiles.push_back(PlacedTile{1, {3.2, 6.6}, {0.6, 0.3}, 0});
        break;
      case 9:
        tiles[3].size = {0.5, 0.5};
        break;
    }
    const auto found = layerGridOf(layer);
    QCOMPARE(bool(found), grid);
    if (change == 7) QCOMPARE(found->rest.size(), std::size_t(4));  // the 3 tiles it covers went with it
    if (change == 8) QCOMPARE(found->rest.size(), std::size_t(1));
    Level level = levelWith(layer);
    const std::string text = levelText(level);
    QCOMPARE(contains(text, "\"grid\""), grid);
    QVERIFY(contains(text, "\"tiles\""));
    if (change == 5) return;  // flips past 7 are written, and refused on reading, as before
    Level back;
    Errors errors;
    QVERIFY(readLevelText(text, "l.json", back, errors));
    const TileLayer& read = back.chain[0]->tileLayers.at(0);
    QVERIFY(read.palette == layer.palette);
    QVERIFY(sameDrawing(layer.tiles, read.tiles));
    if (!grid) QVERIFY(read == layer);  // a list keeps the order too
    QCOMPARE(levelText(back), text);
  }

  void awkwardLayersSaveTheSameTwice_data() {
    QTest::addColumn<int>("kind");
    QTest::newRow("first tile barely off the lattice") << 0;
    QTest::newRow("a tile of astronomic size") << 1;
    QTest::newRow("far from the origin") << 2;
  }
  void awkwardLayersSaveTheSameTwice() {
    // Saving what was read gives the same text (the fuzz target asks the same of any
    // input), the same tiles come back, and nothing on the way is undefined.
    QFETCH(int, kind);
    TileLayer layer{"odd", 0, {{"a", "b"}}, {}};
    const double far = kind == 2 ? 0x1p53 : 0;  // a position's last bit is 2 units there
    if (kind == 0) layer.tiles.push_back({0, {5e-7, 0}, {1, 1}, 0});
    for (int y = 15; y >= 0; --y)
      for (int x = 0; x < 16; ++x) {
        const double width = kind == 2 ? 3 : 1;
        layer.tiles.push_back({0, {far + width * x, double(y)}, {width, 1}, 0});
      }
    if (kind == 0) layer.tiles.push_back({0, {19.9999993, 0}, {1, 1}, 0});  // near one lattice, not the other
    if (kind == 1) layer.tiles.push_back({0, {3, 3}, {1e20, 1}, 0});
    const std::string first = levelText(levelWith(layer));
    Level back;
    Errors errors;
    QVERIFY(readLevelText(first, "l.json", back, errors));
    QVERIFY(sameDrawing(layer.tiles, back.chain.at(0)->tileLayers.at(0).tiles));
    QCOMPARE(levelText(back), first);
  }

  void flipsPastSevenBesideAGridAreRefusedWhereTheyAre() {
    TileLayer layer = regularLayer(20, 16);
    layer.tiles[3].flips = 8;
    Level back;
    Errors errors;
    QVERIFY(!readLevelText(levelText(levelWith(layer)), "l.json", back, errors));
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].where, std::string("/chain/0/tileLayers/0/tiles/0"));
    QVERIFY(contains(errors[0].message, "flips must be 0..7"));
  }

  void paintedOutOfOrderStillWritesAGrid() {
    // A brush appends its tiles to the layer, so after painting they are out of row-major
    // order; the level must still be written as a grid (a big map would otherwise become
    // millions of lines), and read back as the same tiles in row-major order.
    const TileLayer ordered = regularLayer();
    TileLayer painted = ordered;
    std::swap(painted.tiles[3], painted.tiles[4]);
    std::rotate(painted.tiles.begin(), painted.tiles.begin() + 5, painted.tiles.end());
    const std::string text = levelText(levelWith(painted));
    QVERIFY(contains(text, "\"grid\": {"));
    QCOMPARE(text, levelText(levelWith(ordered)));
    checkReadsBack(text, ordered);
  }

  void emptyLayerStaysAnEmptyList() {
    Level level = levelWith(TileLayer{"none", 0, {}, {}});
    const std::string text = levelText(level);
    QVERIFY(contains(text, "\"tiles\": []"));
  }

  void oldFileWithTileListsLoads() {
    // As written before the grid form existed (formatVersion 1 then and now).
    const std::string old = R"({
  "formatVersion": 1,
  "name": "old",
  "chain": [{"name": "c1", "tile": "corridor", "tileLayers": [
    {"name": "back", "z": 0.5, "palette": [["forest", "rock"], ["forest", "tree"]],
     "tiles": [[0, 0.0, 1.0, 1.0, 1.0, 0], [1, 1.0, 1.0, 1.0, 1.0, 1], [0, 0.0, 0.0, 1.0, 1.0, 4]]}]}],
  "objects": []
})";
    Level level;
    Errors errors;
    QVERIFY2(readLevelText(old, "old.json", level, errors),
             errors.empty() ? "" : errors[0].toString().c_str());
    const auto& layer = level.chain.at(0)->tileLayers.at(0);
    QCOMPARE(layer.tiles.size(), std::size_t(3));
    QCOMPARE(layer.refOf(layer.tiles[1]).tile, std::string("tree"));
    QCOMPARE(layer.tiles[2].position, (Vec2{0, 0}));
    QCOMPARE(int(layer.tiles[2].flips), 4);
    // On a grid: the next save writes the grid, and that reads back to the same tiles.
    const std::string text = levelText(level);
    QVERIFY(contains(text, "\"grid\""));
    Level back;
    QVERIFY(readLevelText(text, "old.json", back, errors));
    QVERIFY(back.chain[0]->tileLayers == level.chain[0]->tileLayers);
  }

  void corruptGridNamesFileAndRow_data() {
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("message");
    const QString cells = "/chain/0/tileLayers/0/grid/cells";
    // Row 1 of regularLayer(): refs 0 1 - 3 0 with flips 1 2 - 4 5, 2-byte cells 0x2001 0x4002 0 0x8004 0xA001.
    const QString row1 = "ASACQAAABIABoA==";
    QTest::newRow("bad base64") << row1 << "ASACQAAABIAB!A==" << cells + "/1"
                                << "invalid base64 character '!' at position 12";
    QTest::newRow("wrong length") << row1 << "ASACQAAABIA=" << cells + "/1"
                                  << "expected 10 bytes (5 cells of 2 bytes), found 8";
    QTest::newRow("ref past palette") << row1 << "ASACQAAACoABoA==" << cells + "/1"
                                      << "column 3: palette index 9 is past the palette (4 entries)";
    QTest::newRow("flips on empty") << row1 << "ASACQAAgBIABoA==" << cells + "/1"
                                    << "column 2: flip bits on an empty cell";
    QTest::newRow("cells of 4 bytes") << "\"cellBytes\": 2" << "\"cellBytes\": 4" << cells + "/0"
                                      << "expected 20 bytes (5 cells of 4 bytes), found 10";
    QTest::newRow("cells of 3 bytes") << "\"cellBytes\": 2" << "\"cellBytes\": 3"
                                      << "/chain/0/tileLayers/0/grid/cellBytes" << "expected 2 or 4";
    QTest::newRow("cell size as text") << "\"cellBytes\": 2" << "\"cellBytes\": \"2\""
                                       << "/chain/0/tileLayers/0/grid/cellBytes" << "expected 2 or 4";
    QTest::newRow("rows missing") << "\"rows\": 3"
                                  << "\"rows\": 4" << cells << "expected an array of 4 base64 strings";
    QTest::newRow("zero cell") << "\"cell\": [0.5, 0.25]"
                               << "\"cell\": [0.5, 0]"
                               << "/chain/0/tileLayers/0/grid/cell"
                               << "above 0";
    QTest::newRow("unknown key") << "\"rows\": 3"
                                 << "\"rows\": 3, \"depth\": 1"
                                 << "/chain/0/tileLayers/0/grid/depth"
                                 << "unknown field 'depth'";
    QTest::newRow("bad tile beside the grid") << "\"grid\": {"
                                              << "\"tiles\": [[9, 0.0, 0.0, 1.0, 1.0, 0]], \"grid\": {"
                                              << "/chain/0/tileLayers/0/tiles/0"
                                              << "palette index 9 is past the palette (4 entries)";
  }
  void corruptGridNamesFileAndRow() {
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, where);
    QFETCH(QString, message);
    std::string text = levelText(levelWith(regularLayer()));
    const auto at = text.find(from.toStdString());
    QVERIFY2(at != std::string::npos, text.c_str());
    text.replace(at, std::size_t(from.size()), to.toStdString());
    Level level;
    Errors errors;
    QVERIFY(!readLevelText(text, "levels/l.json", level, errors));
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].file, std::string("levels/l.json"));
    QCOMPARE(QString::fromStdString(errors[0].where), where);
    QVERIFY2(QString::fromStdString(errors[0].message).contains(message), errors[0].message.c_str());
  }
};

QTEST_GUILESS_MAIN(TileLayerGridTest)
#include "tile_layer_grid_test.moc"
