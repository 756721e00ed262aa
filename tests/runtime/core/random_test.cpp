#include <QtTest>

#include "core/random.h"

using namespace sw;

class RandomTest : public QObject {
  Q_OBJECT
 private slots:
  // Recomputes the DOMAIN.md step with 64-bit arithmetic masked to 32 bits, so the
  // generator is checked against the formula, not against itself.
  void followsTheMultiplyWithCarryFormula() {
    std::uint64_t z = 1234, w = 5678;
    MwcRandom rng(1234, 5678);
    for (int i = 0; i < 1000; ++i) {
      z = (36969ull * (z & 0xFFFFull) + (z >> 16)) & 0xFFFFFFFFull;
      w = (18000ull * (w & 0xFFFFull) + (w >> 16)) & 0xFFFFFFFFull;
      std::uint32_t expected = std::uint32_t(((z << 16) + w) & 0xFFFFFFFFull);
      QCOMPARE(rng.next(), expected);
    }
  }

  void zeroWordsAreReplaced() {
    MwcRandom rng(0, 0);
    QVERIFY(rng.z() != 0);
    QVERIFY(rng.w() != 0);
    QVERIFY(rng.next() != rng.next());
  }

  void generatorsAreIndependent() {
    MwcRandom a(1, 2), b(1, 2);
    for (int i = 0; i < 10; ++i) a.next();  // extra draws by one entity...
    MwcRandom c(1, 2);
    QCOMPARE(b.next(), c.next());  // ...never shift another's
  }
};

QTEST_APPLESS_MAIN(RandomTest)
#include "random_test.moc"
