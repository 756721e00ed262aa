// The zoomed-out overview painted again only where tiles changed (view/tile_overview_baker.h)
// against a whole bake of the same layers (bakeTileOverview): after every one of many
// random edits (paint, erase, repaint and move through a reference, a range erased, a
// chunk's last tile erased, painting into an emptied chunk and past the old extent) the
// two images are the same byte for byte, and a one-tile edit paints only a few texels.
#include "view/tile_overview_baker.h"

#include <QtTest>
#include <cstring>
#include <random>

using namespace sw;
using sw::ui::TileOverviewBaker;

namespace {

// Distinct art per (layer, entry, flips, size), with a cut-out corner (alpha below half)
// so that lower layers show through and the drawing order matters.
QImage artFor(std::size_t layer, std::uint32_t ref, std::uint8_t flips, int w, int h) {
  if (ref == 7) return {};  // unknown art: the magenta placeholder
  QImage image(w, h, QImage::Format_RGBA8888);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const int alpha = (x == 0 && y == 0 && (ref + flips) % 3 == 0) ? 40 : 255;
      image.setPixelColor(
          x, y,
          QColor(int(40 * layer + 20 * ref) % 256, (x * 50 + 30 * flips) % 256, (y * 70 + ref) % 256, alpha));
    }
  return image;
}

PlacedTile tileAt(int x, int y, std::uint32_t ref, std::uint8_t flips = 0) {
  return PlacedTile{ref, {double(x), double(y)}, {1, 1}, flips};
}

std::vector<const TileLayer*> pointers(const std::vector<TileLayer>& layers) {
  std::vector<const TileLayer*> out;
  for (const auto& l : layers) out.push_back(&l);
  return out;
}

TileOverviewBaker::ArtKeys keysOf(const std::vector<TileLayer>& layers) {
  TileOverviewBaker::ArtKeys keys;
  for (const auto& l : layers) {
    std::vector<QString> entries;
    for (const auto& r : l.palette) entries.push_back(QString::fromStdString(r.tileset + "/" + r.tile));
    keys.push_back(entries);
  }
  return keys;
}

bool sameBytes(const QImage& a, const QImage& b) {
  if (a.size() != b.size() || a.format() != b.format()) return false;
  for (int y = 0; y < a.height(); ++y)
    if (std::memcmp(a.constScanLine(y), b.constScanLine(y), std::size_t(a.width()) * 4) != 0) return false;
  return true;
}

}  // namespace

class TileOverviewBakerTest : public QObject {
  Q_OBJECT

  std::vector<TileLayer> layers_;
  QRectF area_;
  int maxSide_ = 0, perTile_ = 0;
  TileOverviewBaker baker_;
  int partial_ = 0, whole_ = 0;

  // Brings the baker up to date and compares it with a whole bake; returns the texels it painted.
  QRect check(const char* what) {
    const auto layers = pointers(layers_);
    const QRect painted = baker_.update(layers, area_, maxSide_, perTile_, keysOf(layers_), artFor);
    const auto whole = ui::bakeTileOverview(layers, area_, maxSide_, perTile_, artFor);
    const auto& mine = baker_.overview();
    if (!painted.isEmpty())
      (painted == QRect(QPoint(0, 0), mine.image.size()) ? whole_
                                                         : partial_)++;  // whole: a bake or a wide change
    if (!sameBytes(mine.image, whole.image) || mine.area != whole.area || mine.tiles != whole.tiles)
      qWarning("after %s: painted %d,%d %dx%d; images %dx%d / %dx%d, tiles %zu / %zu", what, painted.x(),
               painted.y(), painted.width(), painted.height(), mine.image.width(), mine.image.height(),
               whole.image.width(), whole.image.height(), mine.tiles, whole.tiles);
    return sameBytes(mine.image, whole.image) && mine.area == whole.area && mine.tiles == whole.tiles
               ? painted
               : QRect(-1, -1, -1, -1);
  }
#define CHECK(what) QVERIFY2(check(what) != QRect(-1, -1, -1, -1), what)

 private slots:
  void sameAsWholeBakeAfterRandomEdits_data() {
    QTest::addColumn<QRectF>("area");
    QTest::addColumn<int>("maxSide");
    QTest::addColumn<int>("perTile");
    // 64 x 64 cells: 100 texels a side, so tiles straddle texel edges.
    QTest::newRow("whole map, 1.5625 texels a tile") << QRectF(-1000, -1000, 2000, 2000) << 100 << 4;
    QTest::newRow("area cutting the map") << QRectF(10.5, -50.25, 40, 40) << 90 << 4;
    QTest::newRow("several texels a tile") << QRectF(-1000, -1000, 2000, 2000) << 1024 << 3;
    QTest::newRow("many tiles a texel") << QRectF(-1000, -1000, 2000, 2000) << 23 << 4;
  }

  void sameAsWholeBakeAfterRandomEdits() {
    QFETCH(QRectF, area);
    QFETCH(int, maxSide);
    QFETCH(int, perTile);
    area_ = area, maxSide_ = maxSide, perTile_ = perTile;
    baker_ = TileOverviewBaker();
    partial_ = whole_ = 0;
    std::mt19937 random(11);
    layers_.clear();
    for (int l = 0; l < 3; ++l) {
      TileLayer layer("layer" + std::to_string(l), 0.1 * l);
      for (int e = 0; e < 8; ++e) layer.palette.push_back({"art", "t" + std::to_string(e)});
      for (int y = 0; y < 64; ++y)
        for (int x = 0; x < 64; ++x)
          if (random() % 5 != 0)
            layer.tiles.push_back(tileAt(x, -y - 1, std::uint32_t(random() % 8), std::uint8_t(random() % 8)));
      QVERIFY(layer.tiles.chunkCount() >= 3);
      layers_.push_back(std::move(layer));
    }
    CHECK("the first bake");
    QCOMPARE(whole_, 1);
    QVERIFY(check("nothing changed").isEmpty());

    for (int step = 0; step < 300; ++step) {
      TileList& tiles = layers_[random() % layers_.size()].tiles;
      const std::size_t at = tiles.empty() ? 0 : random() % tiles.size();
      const int x = int(random() % 64), y = -int(random() % 64) - 1;
      switch (random() % 6) {
        case 0:  // paint: appended, as a stroke does
          tiles.push_back(tileAt(x, y, std::uint32_t(random() % 8), std::uint8_t(random() % 8)));
          break;
        case 1:  // erase scattered tiles
          if (!tiles.empty()) {
            const std::size_t second = std::min(tiles.size() - 1, at + 1 + random() % 40);
            tiles.eraseIndices(second > at ? std::vector<std::size_t>{at, second}
                                           : std::vector<std::size_t>{at});
          }
          break;
        case 2:  // repaint through a reference
          if (!tiles.empty()) tiles[at].ref = std::uint32_t(random() % 8);
          break;
        case 3:  // move a tile through a reference (its old and new place change)
          if (!tiles.empty()) tiles[at].position = {double(x), double(y)};
          break;
        case 4:  // a range erased, then (an undo) put back
          if (!tiles.empty()) {
            const std::size_t last = std::min(tiles.size(), at + random() % 30);
            const std::vector<PlacedTile> removed(tiles.begin() + std::ptrdiff_t(at),
                                                  tiles.begin() + std::ptrdiff_t(last));
            tiles.eraseRange(at, last);
            CHECK("a range erased");
            std::vector<std::size_t> indices;
            for (std::size_t i = at; i < last; ++i) indices.push_back(i);
            tiles.insertIndices(indices, removed);
          }
          break;
        default:  // inserted in the middle
          tiles.insertAt(at, {tileAt(x, y, std::uint32_t(random() % 8))});
          break;
      }
      CHECK("a random edit");
    }

    // One tile repainted: a few texels painted, not the image.
    TileList& first = layers_[0].tiles;
    first[first.size() / 2].ref = (first[first.size() / 2].ref + 1) % 8;
    const QRect one = check("one tile repainted");
    QVERIFY(!one.isEmpty());
    QVERIFY2(one.width() <= perTile + 2 && one.height() <= perTile + 2,
             qPrintable(QString("%1 x %2").arg(one.width()).arg(one.height())));

    // Every tile of the first layer's last chunk erased, one by one: its last tile goes
    // with the chunk itself.
    const std::size_t chunks = first.chunkCount();
    while (first.chunkCount() == chunks) {
      first.eraseRange(first.chunkStart(chunks - 1), first.chunkStart(chunks - 1) + 1);
      CHECK("a tile of the last chunk erased");
    }
    // Painted into the emptied chunk's place (a new chunk) and into a hole.
    first.push_back(tileAt(5, -60, 3));
    CHECK("painted into a new chunk");
    // Past the old extent: the image grows (a whole bake), then back.
    first.push_back(tileAt(70, 4, 2));
    CHECK("painted past the extent");
    first.eraseRange(first.size() - 1, first.size());
    CHECK("the tile past the extent erased");
    // A new palette entry (only appended: no whole bake) and its first tile.
    layers_[1].palette.push_back({"art", "new"});
    layers_[1].tiles.push_back(tileAt(3, -3, 8));
    const int wholeBefore = whole_;
    CHECK("a new palette entry");
    QCOMPARE(whole_, wholeBefore);
    // An entry's art changed: a whole bake.
    layers_[2].palette[0].tile = "other";
    CHECK("an entry's art changed");
    QCOMPARE(whole_, wholeBefore + 1);
    // A layer replaced by a copy: its log does not carry over.
    layers_[1].tiles = TileList(layers_[2].tiles);
    CHECK("a layer's tiles replaced");
    QCOMPARE(whole_, wholeBefore + 2);
    // Cleared: no tile left in the layer; then every layer empty: no image.
    layers_[0].tiles.clear();
    CHECK("a layer cleared");
    layers_[1].tiles.clear(), layers_[2].tiles.clear();
    check("all cleared");
    QVERIFY(baker_.overview().image.isNull());
    QVERIFY2(partial_ > 100, qPrintable(QString("%1 partial, %2 whole").arg(partial_).arg(whole_)));
  }
};

QTEST_MAIN(TileOverviewBakerTest)
#include "tile_overview_baker_test.moc"
