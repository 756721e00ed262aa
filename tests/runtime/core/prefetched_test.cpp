// prefetched (core/prefetched.h): a pass over a vector of owning pointers that fetches
// ahead. It must visit exactly the vector's elements, in order, for every length around
// the look-ahead distance, with null pointers among them, and with raw pointers too.
#include <QtTest>

#include <memory>
#include <utility>
#include <vector>

#include "core/prefetched.h"

namespace {
struct Thing {
  int value = 0;
};

// A pass over a named vector compiles; over a temporary, gone before the loop's first
// step, it does not.
template <class V>
concept Passable = requires(V&& v) { sw::prefetched(std::forward<V>(v)); };
using Things = std::vector<std::unique_ptr<Thing>>;
static_assert(Passable<Things&> && Passable<const Things&>);
static_assert(!Passable<Things> && !Passable<Things&&>);

}  // namespace

class PrefetchedTest : public QObject {
  Q_OBJECT
 private slots:
  void visitsEveryElementInOrder() {
    constexpr int ahead = int(sw::Prefetched<std::vector<std::unique_ptr<Thing>>>::kAhead);
    for (int length : {0, 1, 2, ahead - 1, ahead, ahead + 1, 2 * ahead + 3, 1000}) {
      std::vector<std::unique_ptr<Thing>> things;
      std::vector<const Thing*> expected;
      for (int i = 0; i < length; ++i) {
        things.push_back(std::make_unique<Thing>(Thing{i}));
        expected.push_back(things.back().get());
      }
      std::vector<const Thing*> seen;
      int sum = 0;
      for (const auto& thing : sw::prefetched(things)) {
        seen.push_back(thing.get());
        sum += thing->value;
      }
      QCOMPARE(seen, expected);
      QCOMPARE(sum, length * (length - 1) / 2);
    }
  }

  void nullPointersAreVisitedNotFollowed() {
    // A hint for a null pointer never faults: the loop sees the nulls as they are.
    std::vector<std::unique_ptr<Thing>> things(40);
    things[3] = std::make_unique<Thing>(Thing{3});
    things[39] = std::make_unique<Thing>(Thing{39});
    int nulls = 0, values = 0;
    for (const auto& thing : sw::prefetched(things)) thing ? values += thing->value : ++nulls;
    QCOMPARE(nulls, 38);
    QCOMPARE(values, 42);
  }

  void rawPointers() {
    std::vector<Thing> storage(50);
    std::vector<Thing*> pointers;
    for (Thing& t : storage) pointers.push_back(&t);
    std::vector<Thing*> seen;
    for (Thing* const& t : sw::prefetched(pointers)) seen.push_back(t);
    QCOMPARE(seen, pointers);
  }
};

QTEST_APPLESS_MAIN(PrefetchedTest)
#include "prefetched_test.moc"
