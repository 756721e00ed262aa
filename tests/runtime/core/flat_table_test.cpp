// FlatTable (core/flat_table.h): the flat hash table behind the level's id index, its
// name tables and the overlays' crowding cells. Checked against std::map through growth,
// colliding keys, the first value kept by insert, and clear.
#include <QtTest>

#include <map>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "core/flat_table.h"

using sw::FlatTable;

namespace {
// Every key in one bucket: each find walks the whole run.
struct OneBucket {
  std::size_t operator()(int) const { return 7; }
};
}  // namespace

class FlatTableTest : public QObject {
  Q_OBJECT
 private slots:
  void matchesAMapThroughGrowth() {
    FlatTable<std::uint64_t, int> table;  // no room reserved: grows from 16
    std::map<std::uint64_t, int> model;
    std::mt19937_64 random(5);
    for (int i = 0; i < 20000; ++i) {
      // Ids counting up and random ones, some repeated.
      const std::uint64_t key = i % 3 == 0 ? std::uint64_t(i) : random() % 5000;
      table[key] += i;
      model[key] += i;
    }
    QCOMPARE(table.size(), model.size());
    for (const auto& [key, value] : model) {
      QVERIFY(table.find(key));
      QCOMPARE(*table.find(key), value);
    }
    QVERIFY(!table.find(1ull << 40));
    QVERIFY(!table.contains(20001));
  }

  void insertKeepsTheFirstValue() {
    FlatTable<std::string_view, int> names(2);
    const std::string a = "gate", b = "gate", c = "drone";  // equal text, other storage
    QVERIFY(names.insert(a, 1));
    QVERIFY(!names.insert(b, 2));
    QVERIFY(names.insert(c, 3));
    QCOMPARE(*names.find("gate"), 1);
    QCOMPARE(*names.find("drone"), 3);
    QVERIFY(!names.find("turret"));
    QCOMPARE(names.size(), std::size_t(2));
  }

  void collidingKeysAllFound() {
    FlatTable<int, int, OneBucket> table;
    for (int i = 0; i < 300; ++i) table[i] = i * 2;
    for (int i = 0; i < 300; ++i) QCOMPARE(*table.find(i), i * 2);
    QVERIFY(!table.find(300));
  }

  void pointerKeys() {
    std::vector<int> things(1000);
    FlatTable<const int*, std::size_t> table;
    for (std::size_t i = 0; i < things.size(); ++i) table[&things[i]] = i;
    for (std::size_t i = 0; i < things.size(); ++i) QCOMPARE(*table.find(&things[i]), i);
    const int other = 0;
    QVERIFY(!table.contains(&other));
  }

  void clearEmptiesAndStaysUsable() {
    FlatTable<std::uint64_t, bool> table(100);
    for (std::uint64_t i = 0; i < 100; ++i) table[i] = true;
    table.clear();
    QCOMPARE(table.size(), std::size_t(0));
    QVERIFY(!table.contains(5));
    table[0] = true;  // 0 is a key like any other
    QVERIFY(table.contains(0));
    QCOMPARE(table.size(), std::size_t(1));
  }

  void zeroKeyedTableWithoutFlags() {
    // Object ids: 0 is never a key, so it marks empty slots (no flag: smaller slots).
    FlatTable<std::uint64_t, std::uint32_t, sw::FlatHash<std::uint64_t>, true> ids;
    for (std::uint64_t id = 1; id <= 5000; ++id) ids[id] = std::uint32_t(id * 3);
    QCOMPARE(ids.size(), std::size_t(5000));
    for (std::uint64_t id = 1; id <= 5000; ++id) QCOMPARE(*ids.find(id), std::uint32_t(id * 3));
    QVERIFY(!ids.contains(0));
    QVERIFY(!ids.contains(5001));
    QVERIFY(!ids.insert(7, 1));
    QCOMPARE(*ids.find(7), 21u);
    ids.clear();
    QVERIFY(!ids.contains(7));
  }

  void setOfIdsTakesEightBytesASlot() {
    FlatTable<std::uint64_t, sw::FlatNothing, sw::FlatHash<std::uint64_t>, true> ids;
    for (std::uint64_t id = 1; id <= 1000; ++id) ids[id];
    QCOMPARE(ids.size(), std::size_t(1000));
    QVERIFY(ids.contains(1) && ids.contains(1000) && !ids.contains(1001) && !ids.contains(0));
  }

  void movedFromTableIsEmptyAndUsable() {
    FlatTable<int, int> a;
    for (int i = 0; i < 100; ++i) a[i] = i;
    FlatTable<int, int> b(std::move(a));
    QCOMPARE(b.size(), std::size_t(100));
    QCOMPARE(*b.find(42), 42);
    QCOMPARE(a.size(), std::size_t(0));  // NOLINT(bugprone-use-after-move): the moved-from state is specified
    QVERIFY(!a.contains(42));
    a[7] = 1;
    QCOMPARE(*a.find(7), 1);
    a = std::move(b);
    QCOMPARE(a.size(), std::size_t(100));
    QCOMPARE(b.size(), std::size_t(0));
  }

  void emptyTableFindsNothing() {
    const FlatTable<int, int> table;
    QVERIFY(!table.find(0));
    QCOMPARE(table.size(), std::size_t(0));
  }
};

QTEST_MAIN(FlatTableTest)
#include "flat_table_test.moc"
