// The chunked list of a layer's placed tiles (model/tiles/tile_list.h) against a plain
// std::vector doing the same random inserts and erases: same tiles in the same order at
// every step, chunk starts right, and the spatial query finds exactly the tiles a full
// scan finds (no stale chunk box after an edit, a write through a reference included).
#include "model/tiles/tile_list.h"

#include <QtTest>
#include <random>

using namespace sw;

namespace {
PlacedTile tileAt(double x, double y, std::uint32_t ref = 0, double w = 1, double h = 1) {
  return PlacedTile{ref, {x, y}, {w, h}, 0};
}

std::vector<std::size_t> scan(const std::vector<PlacedTile>& tiles, double x0, double y0, double x1, double y1) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < tiles.size(); ++i) {
    const auto& t = tiles[i];
    if (t.position.x <= x1 && x0 <= t.position.x + t.size.x && t.position.y <= y1 && y0 <= t.position.y + t.size.y)
      out.push_back(i);
  }
  return out;
}
}  // namespace

class TileListTest : public QObject {
  Q_OBJECT

 private slots:
  void behavesLikeAVector() {
    std::mt19937 random(7);
    TileList list;
    std::vector<PlacedTile> reference;
    for (int i = 0; i < 5000; ++i) {
      const auto t = tileAt(double(i % 100), double(i / 100), std::uint32_t(i));
      list.push_back(t);
      reference.push_back(t);
    }
    QVERIFY(list.chunkCount() > 1);
    for (int step = 0; step < 400; ++step) {
      const int op = int(random() % 4);
      const std::size_t at = reference.empty() ? 0 : random() % reference.size();
      if (op == 0) {  // insert a run in the middle
        std::vector<PlacedTile> run(1 + random() % 3000, tileAt(double(random() % 300), -5, 9));
        list.insertAt(at, run);
        reference.insert(reference.begin() + std::ptrdiff_t(at), run.begin(), run.end());
      } else if (op == 1) {  // erase a range that may span chunks
        const std::size_t last = std::min(reference.size(), at + random() % 2500);
        list.eraseRange(at, last);
        reference.erase(reference.begin() + std::ptrdiff_t(at), reference.begin() + std::ptrdiff_t(last));
      } else if (op == 2) {  // erase scattered indices, then put them back
        std::vector<std::size_t> picked;
        for (std::size_t i = at % 7; i < reference.size(); i += 1 + random() % 900) picked.push_back(i);
        std::vector<PlacedTile> removed;
        for (std::size_t i : picked) removed.push_back(reference[i]);
        const std::vector<PlacedTile> whole = reference;
        list.eraseIndices(picked);
        for (std::size_t n = picked.size(); n-- > 0;) reference.erase(reference.begin() + std::ptrdiff_t(picked[n]));
        QCOMPARE(list.toVector(), reference);
        list.insertIndices(picked, removed);
        reference = whole;
      } else if (!reference.empty()) {  // move one tile through a reference
        list[at].position = {500.0 + double(step), 500.0};
        reference[at].position = {500.0 + double(step), 500.0};
      }
      QCOMPARE(list.size(), reference.size());
      QCOMPARE(list.toVector(), reference);
      for (std::size_t k = 0, start = 0; k < list.chunkCount(); start += list.chunkTiles(k++).size()) {
        QCOMPARE(list.chunkStart(k), start);
        QVERIFY(!list.chunkTiles(k).empty());
      }
      const double x = double(random() % 600), y = double(int(random() % 120) - 10);
      QCOMPARE(list.indicesMeeting(x, y, x + 3, y + 2), scan(reference, x, y, x + 3, y + 2));
    }
    // Iterators: random access and both directions, as std algorithms use them.
    QCOMPARE(std::size_t(list.end() - list.begin()), reference.size());
    if (!reference.empty()) {
      QCOMPARE(*(list.end() - 1), reference.back());
      QCOMPARE(list.begin()[std::ptrdiff_t(reference.size() / 2)], reference[reference.size() / 2]);
    }
  }

  void queryFindsTilesOfAnySize() {
    TileList list{tileAt(0, 0), tileAt(10, 10, 1, 40, 2), tileAt(-3, -3, 2, 0.5, 0.5)};
    QCOMPARE(list.indicesMeeting(45, 11, 45, 11), std::vector<std::size_t>{1});
    QCOMPARE(list.indicesMeeting(-2.9, -2.9, -2.9, -2.9), std::vector<std::size_t>{2});
    QVERIFY(list.indicesMeeting(5, 5, 6, 6).empty());
    list[2].position = {5.5, 5.5};  // the box of its chunk must follow
    QCOMPARE(list.indicesMeeting(5, 5, 6, 6), std::vector<std::size_t>{2});
    // The smallest tile side per chunk (the overview's resolution) follows writes too.
    QCOMPARE(list.chunkSmallestSide(0), 0.5);
    list[2].size = {3, 3};
    QCOMPARE(list.chunkSmallestSide(0), 1.0);
    list.push_back(tileAt(0, 0, 0, 0.25, 2));
    QCOMPARE(list.chunkSmallestSide(0), 0.25);
  }

  // The change log (damageSince) names where every change happened, old and new places.
  void damageNamesWhatChanged() {
    auto covers = [](const TileList::Box& b, double x0, double y0, double x1, double y1) {
      return b.x0 <= x0 && b.y0 <= y0 && x1 <= b.x1 && y1 <= b.y1;
    };
    TileList list;
    for (int i = 0; i < 3000; ++i) list.push_back(tileAt(double(i % 100), double(i / 100)));
    std::uint64_t r = list.revision();
    QVERIFY(!list.damageSince(r).all);
    QVERIFY(list.damageSince(r).box.x0 > list.damageSince(r).box.x1);  // nothing yet

    list[250].ref = 4;  // at (50, 2)
    TileList::Damage d = list.damageSince(r);
    QVERIFY(!d.all);
    QVERIFY(covers(d.box, 50, 2, 51, 3));
    QVERIFY2(d.box.x1 - d.box.x0 <= 1 && d.box.y1 - d.box.y0 <= 1, "only that tile");
    r = list.revision();

    // Moved through a reference: where it was and where it went.
    list[10].position = {70, 25};
    d = list.damageSince(r);
    QVERIFY(covers(d.box, 10, 0, 11, 1) && covers(d.box, 70, 25, 71, 26));
    r = list.revision();

    // Erased and inserted, appended: each place named; older revisions see all of it.
    const std::uint64_t older = r;
    list.eraseIndices({120, 2999});
    d = list.damageSince(r);
    QVERIFY(covers(d.box, 20, 1, 21, 2) && covers(d.box, 99, 29, 100, 30));
    r = list.revision();
    list.insertAt(5, {tileAt(-3, -4)});
    list.push_back(tileAt(200, 7));
    d = list.damageSince(r);
    QVERIFY(covers(d.box, -3, -4, -2, -3) && covers(d.box, 200, 7, 201, 8));
    d = list.damageSince(older);
    QVERIFY(covers(d.box, 20, 1, 21, 2) && covers(d.box, 200, 7, 201, 8));
    r = list.revision();
    list.eraseRange(0, 1);  // (0, 0)
    QVERIFY(covers(list.damageSince(r).box, 0, 0, 1, 1));

    // Many reads and changes: the log merges, still covering everything since `r`.
    r = list.revision();
    for (int i = 0; i < 200; ++i) {
      list[std::size_t(i)].ref = 1;
      (void)list.revision();
    }
    d = list.damageSince(r);
    QVERIFY(!d.all);
    QVERIFY(covers(d.box, list[0].position.x, list[0].position.y, list[199].position.x + 1, list[199].position.y + 1));

    // Appended, then erased before anyone looked: still named.
    r = list.revision();
    list.push_back(tileAt(300, 300));
    list.eraseRange(list.size() - 1, list.size());
    QVERIFY(covers(list.damageSince(r).box, 300, 300, 301, 301));
    // An import's worth of appends: everything.
    r = list.revision();
    for (int i = 0; i < 70000; ++i) list.push_back(tileAt(0, 0));
    QVERIFY(list.damageSince(r).all);
    list.eraseRange(list.size() - 70000, list.size());

    // Unknown: a copy, a clear, a writable iteration; another list's revision means nothing here.
    r = list.revision();
    TileList copy = list;
    QVERIFY(copy.damageSince(r).all);
    QVERIFY(copy.damageSince(copy.revision()).box.x0 > copy.damageSince(copy.revision()).box.x1);
    r = list.revision();
    for (auto& t : list) t.ref = 2;
    QVERIFY(list.damageSince(r).all);
    r = list.revision();
    list.clear();
    QVERIFY(list.damageSince(r).all);
    const std::uint64_t mine = copy.revision();
    copy = TileList{tileAt(1, 1)};
    QVERIFY(copy.damageSince(mine).all);
  }
};

QTEST_GUILESS_MAIN(TileListTest)
#include "tile_list_test.moc"
