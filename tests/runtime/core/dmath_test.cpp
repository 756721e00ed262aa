// sw::dmath (core/dmath.h): close to the C library over millions of arguments, C's rules
// for zeros, signs, infinities and NaN, and fixed bits for fixed arguments (the same on
// every build: if a compiler flag lets FMA or reordering in, these change).
#include "core/dmath.h"

#include <QtTest>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>

using namespace sw;

namespace {

// Distance in units in the last place between two finite doubles of the same sign.
std::uint64_t ulps(double a, double b) {
  if (a == b) return 0;
  if (std::signbit(a) != std::signbit(b)) return std::abs(a) + std::abs(b) < 1e-300 ? 0 : ~0ull;
  const auto ia = std::bit_cast<std::int64_t>(std::abs(a)), ib = std::bit_cast<std::int64_t>(std::abs(b));
  return std::uint64_t(ia > ib ? ia - ib : ib - ia);
}

bool sameBits(double a, double b) { return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b); }

// Worst disagreement with `reference` over `n` arguments from `pick`, printed for the notes.
template <class F, class R, class Pick>
std::uint64_t worst(const char* what, F f, R reference, Pick pick, int n) {
  std::mt19937_64 gen(12345);
  std::uint64_t worstUlps = 0;
  double at = 0;
  for (int i = 0; i < n; ++i) {
    const double x = pick(gen);
    const std::uint64_t u = ulps(f(x), reference(x));
    if (u > worstUlps) {
      worstUlps = u;
      at = x;
    }
  }
  qInfo("%s: worst %llu ulp (at %.17g) over %d arguments", what, (unsigned long long)worstUlps, at, n);
  return worstUlps;
}

}  // namespace

class DmathTest : public QObject {
  Q_OBJECT

 private slots:
  void sinAndCosAreWithinAnUlpOfTheLibrary() {
    auto angles = [](std::mt19937_64& g) { return std::uniform_real_distribution<double>(-8 * M_PI, 8 * M_PI)(g); };
    auto large = [](std::mt19937_64& g) { return std::uniform_real_distribution<double>(-1.6e6, 1.6e6)(g); };
    auto tiny = [](std::mt19937_64& g) { return std::ldexp(std::uniform_real_distribution<double>(-1, 1)(g), -30); };
    QVERIFY(worst("sin, |x| < 8 pi", [](double x) { return dmath::sin(x); }, [](double x) { return std::sin(x); }, angles, 1000000) <= 1);
    QVERIFY(worst("cos, |x| < 8 pi", [](double x) { return dmath::cos(x); }, [](double x) { return std::cos(x); }, angles, 1000000) <= 1);
    QVERIFY(worst("sin, |x| < 1.6e6", [](double x) { return dmath::sin(x); }, [](double x) { return std::sin(x); }, large, 300000) <= 1);
    QVERIFY(worst("cos, |x| < 1.6e6", [](double x) { return dmath::cos(x); }, [](double x) { return std::cos(x); }, large, 300000) <= 1);
    QVERIFY(worst("sin, tiny", [](double x) { return dmath::sin(x); }, [](double x) { return std::sin(x); }, tiny, 100000) == 0);
    QVERIFY(worst("cos, tiny", [](double x) { return dmath::cos(x); }, [](double x) { return std::cos(x); }, tiny, 100000) == 0);
    double s = 0, c = 0;
    dmath::sincos(2.5, &s, &c);
    QVERIFY(sameBits(s, dmath::sin(2.5)) && sameBits(c, dmath::cos(2.5)));
  }

  void atanAndAtan2AreWithinAnUlpOfTheLibrary() {
    auto wide = [](std::mt19937_64& g) {
      const double m = std::uniform_real_distribution<double>(-1, 1)(g);
      return std::ldexp(m, int(std::uniform_int_distribution<int>(-70, 70)(g)));
    };
    QVERIFY(worst("atan", [](double x) { return dmath::atan(x); }, [](double x) { return std::atan(x); }, wide, 1000000) <= 1);
    std::mt19937_64 gen(777);
    std::uniform_real_distribution<double> coord(-50, 50);
    std::uint64_t worstUlps = 0;
    for (int i = 0; i < 1000000; ++i) {
      const double y = i % 7 == 0 ? wide(gen) : coord(gen), x = i % 5 == 0 ? wide(gen) : coord(gen);
      worstUlps = std::max(worstUlps, ulps(dmath::atan2(y, x), std::atan2(y, x)));
    }
    qInfo("atan2: worst %llu ulp over 1000000 argument pairs", (unsigned long long)worstUlps);
    QVERIFY(worstUlps <= 1);
  }

  void hypotIsWithinAnUlpAndNeverOverflows() {
    auto wide = [](std::mt19937_64& g) {
      const double m = std::uniform_real_distribution<double>(-1, 1)(g);
      return std::ldexp(m, int(std::uniform_int_distribution<int>(-1070, 1020)(g)));
    };
    std::mt19937_64 gen(99);
    std::uniform_real_distribution<double> coord(-1000, 1000);
    std::uint64_t worstUlps = 0;
    for (int i = 0; i < 1000000; ++i) {
      const double x = i % 2 ? wide(gen) : coord(gen), y = i % 3 ? coord(gen) : wide(gen);
      worstUlps = std::max(worstUlps, ulps(dmath::hypot(x, y), std::hypot(x, y)));
    }
    qInfo("hypot: worst %llu ulp over 1000000 argument pairs", (unsigned long long)worstUlps);
    QVERIFY(worstUlps <= 1);
    QCOMPARE(dmath::hypot(3e300, 4e300), 5e300);
    QCOMPARE(dmath::hypot(3e-310, 4e-310), std::hypot(3e-310, 4e-310));
    QCOMPARE(dmath::hypot(-3, 4), 5.0);
  }

  void specialValuesFollowC() {
    const double inf = std::numeric_limits<double>::infinity(), nan = std::numeric_limits<double>::quiet_NaN();
    QVERIFY(sameBits(dmath::sin(0.0), 0.0) && sameBits(dmath::sin(-0.0), -0.0));
    QCOMPARE(dmath::cos(0.0), 1.0);
    QVERIFY(std::isnan(dmath::sin(inf)) && std::isnan(dmath::cos(-inf)) && std::isnan(dmath::sin(nan)));
    QVERIFY(std::isnan(dmath::atan2(nan, 1)) && std::isnan(dmath::atan(nan)));
    QCOMPARE(dmath::hypot(inf, nan), inf);
    const double values[] = {0.0, -0.0, 1.0, -1.0, 2.5, -2.5, 1e-310, -1e300, inf, -inf};
    for (double y : values)
      for (double x : values)
        QVERIFY2(sameBits(dmath::atan2(y, x), std::atan2(y, x)) || ulps(dmath::atan2(y, x), std::atan2(y, x)) <= 1,
                 qPrintable(QStringLiteral("atan2(%1, %2)").arg(y).arg(x)));
    QCOMPARE(dmath::atan(inf), M_PI / 2);
    QCOMPARE(dmath::atan(-inf), -M_PI / 2);
  }

  // The bits every build must produce. Written down once from this implementation; a
  // difference means the code was compiled with contraction or reordering, or changed.
  void fixedArgumentsGiveFixedBits() {
    struct Case {
      double value;
      std::uint64_t bits;
    };
    const Case cases[] = {
        {dmath::sin(1.0), 0x3feaed548f090ceeull},         {dmath::cos(1.0), 0x3fe14a280fb5068cull},
        {dmath::sin(100.25), 0xbfd1bf00980dc35dull},    {dmath::cos(-7.5), 0x3fd62f45e66f5c2full},
        {dmath::atan2(0.3, -0.7), 0x4005e4c36ca0118aull}, {dmath::atan(3.0), 0x3ff3fc176b7a8560ull},
        {dmath::hypot(0.1, 0.2), 0x3fcc9f25c5bfeddaull},
    };
    for (const Case& c : cases)
      QVERIFY2(std::bit_cast<std::uint64_t>(c.value) == c.bits,
               qPrintable(QStringLiteral("%1 has bits %2, expected %3")
                              .arg(c.value, 0, 'g', 17)
                              .arg(std::bit_cast<std::uint64_t>(c.value), 16, 16, QLatin1Char('0'))
                              .arg(c.bits, 16, 16, QLatin1Char('0'))));
  }
};

QTEST_GUILESS_MAIN(DmathTest)
#include "dmath_test.moc"
