// The output's limiter (runtime/audio/soft_limiter.h): what is mixed at the headroom comes
// out at its level, and peaks that would clip are bent below full scale, smoothly.
#include <QtTest>
#include <cmath>
#include <vector>

#include "audio/soft_limiter.h"

using sw::audio::SoftLimiter;

class SoftLimiterTest : public QObject {
  Q_OBJECT
 private slots:
  void normalLevelsComeOutAsTheyWentIn() {
    // A voice at 60 % of full scale, mixed at the headroom, comes out at 60 %.
    std::vector<std::int16_t> s{std::int16_t(std::lround(0.6 * 32767 * SoftLimiter::kHeadroom)), 0,
                                std::int16_t(-std::lround(0.3 * 32767 * SoftLimiter::kHeadroom))};
    SoftLimiter::process(s.data(), int(s.size()));
    QVERIFY(std::abs(s[0] - 0.6 * 32767) <= 2);
    QCOMPARE(s[1], std::int16_t(0));
    QVERIFY(std::abs(s[2] + 0.3 * 32767) <= 2);
  }

  void peaksStayBelowFullScaleWithoutAFlatTop() {
    // Two full-scale voices summed: 100 % at the headroom, 200 % after make-up.
    std::vector<std::int16_t> ramp;
    for (int v = 0; v <= 32767; v += 97) ramp.push_back(std::int16_t(v));
    std::vector<std::int16_t> out = ramp;
    SoftLimiter::process(out.data(), int(out.size()));
    for (std::size_t i = 1; i < out.size(); ++i) {
      QVERIFY2(out[i] >= out[i - 1], "louder in never comes out quieter");
      QVERIFY(out[i] <= 32767);
    }
    QVERIFY(out.back() > 32767 * 0.95);
    // No flat top: well into the limited range, louder in still comes out louder.
    const std::size_t at = std::size_t(0.85 * SoftLimiter::kHeadroom * 32767 / 97);
    QVERIFY(out[at + 10] > out[at]);
    // Symmetric for negative samples, including the most negative one.
    std::int16_t low[2] = {-32768, std::int16_t(-ramp[ramp.size() / 2])};
    SoftLimiter::process(low, 2);
    QVERIFY(low[0] >= -32767 && low[0] < -32767 * 0.95);
    QCOMPARE(int(low[1]), -int(out[out.size() / 2]));
  }

  void theCurveHasNoKinkAtTheKnee() {
    const double k = SoftLimiter::kKnee, h = 1e-6;
    const double below = (SoftLimiter::curve(k) - SoftLimiter::curve(k - h)) / h;
    const double above = (SoftLimiter::curve(k + h) - SoftLimiter::curve(k)) / h;
    QVERIFY(std::abs(below - above) < 1e-3);
    QVERIFY(SoftLimiter::curve(10) <= 1.0 && SoftLimiter::curve(1.5) < 1.0);
  }
};

QTEST_GUILESS_MAIN(SoftLimiterTest)
#include "soft_limiter_test.moc"
