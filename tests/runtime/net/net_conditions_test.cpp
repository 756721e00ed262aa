// The network condition simulator (net/net_conditions.h, net/simulated_link.h): latency and
// jitter hold datagrams back by the right amount, loss and duplication happen at about their
// rate, reordering lets later datagrams overtake, reliable ones are only delayed, in order,
// and the same seed gives the same network.
#include "net/simulated_link.h"

#include <QtTest>

using namespace sw::net;

namespace {
std::vector<std::uint8_t> numbered(std::uint32_t n) {
  return {std::uint8_t(n), std::uint8_t(n >> 8), std::uint8_t(n >> 16), std::uint8_t(n >> 24)};
}
std::uint32_t number(const std::vector<std::uint8_t>& b) {
  return std::uint32_t(b[0]) | std::uint32_t(b[1]) << 8 | std::uint32_t(b[2]) << 16 | std::uint32_t(b[3]) << 24;
}

struct Arrival {
  std::uint32_t n;
  std::uint64_t sentMs, arrivedMs;
};

// Sends `count` datagrams, one per millisecond, and collects what arrives, checking every ms.
std::vector<Arrival> run(const NetConditions& c, std::uint32_t count, bool reliable = false) {
  DelayLine line(c);
  std::vector<Arrival> got;
  std::vector<std::uint8_t> out;
  for (std::uint64_t now = 0; now < count + 10000; ++now) {
    if (now < count) line.push(now, numbered(std::uint32_t(now)), reliable);
    while (line.pop(now, out)) got.push_back({number(out), number(out), now});
  }
  return got;
}
}  // namespace

class NetConditionsTest : public QObject {
  Q_OBJECT

 private slots:
  void latencyAndJitterHoldDatagramsBack() {
    NetConditions c;
    c.latencyMs = 150;
    c.jitterMs = 30;
    const auto got = run(c, 5000);
    QCOMPARE(got.size(), std::size_t(5000));
    double sum = 0;
    std::uint64_t lo = ~0ull, hi = 0;
    for (const Arrival& d : got) {
      const std::uint64_t delay = d.arrivedMs - d.sentMs;
      lo = std::min(lo, delay);
      hi = std::max(hi, delay);
      sum += double(delay);
    }
    QVERIFY2(lo >= 120 && hi <= 180, qPrintable(QString("%1..%2").arg(lo).arg(hi)));
    QVERIFY(hi - lo >= 50);  // jitter does spread them
    QVERIFY(std::abs(sum / 5000 - 150) < 3);
  }

  void lossAndDuplicationHappenAtTheirRate() {
    NetConditions c;
    c.loss = 0.05;
    const auto lost = run(c, 20000);
    const double lossRate = 1.0 - double(lost.size()) / 20000;
    QVERIFY2(lossRate > 0.04 && lossRate < 0.06, qPrintable(QString::number(lossRate)));
    NetConditions d;
    d.duplicate = 0.1;
    const auto doubled = run(d, 20000);
    const double extra = double(doubled.size()) / 20000 - 1;
    QVERIFY2(extra > 0.08 && extra < 0.12, qPrintable(QString::number(extra)));
  }

  void reorderLetsLaterOnesOvertake() {
    NetConditions c;
    c.latencyMs = 10;
    c.reorder = 0.1;
    const auto got = run(c, 2000);
    int overtaken = 0;
    for (std::size_t i = 1; i < got.size(); ++i) overtaken += got[i].n < got[i - 1].n ? 1 : 0;
    QVERIFY2(overtaken > 100, qPrintable(QString::number(overtaken)));
    NetConditions none;
    none.latencyMs = 10;
    const auto inOrder = run(none, 2000);
    for (std::size_t i = 1; i < inOrder.size(); ++i) QVERIFY(inOrder[i].n > inOrder[i - 1].n);
  }

  void reliableDatagramsAreDelayedOnlyAndStayInOrder() {
    NetConditions c;
    c.latencyMs = 100;
    c.jitterMs = 40;
    c.loss = 0.5;
    c.duplicate = 0.5;
    c.reorder = 0.5;
    const auto got = run(c, 3000, true);
    QCOMPARE(got.size(), std::size_t(3000));
    for (std::size_t i = 0; i < got.size(); ++i) QCOMPARE(got[i].n, std::uint32_t(i));
  }

  void theSameSeedGivesTheSameNetwork() {
    NetConditions c;
    c.latencyMs = 80;
    c.jitterMs = 20;
    c.loss = 0.1;
    c.seed = 9;
    const auto a = run(c, 3000), b = run(c, 3000);
    QCOMPARE(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) QCOMPARE(a[i].arrivedMs, b[i].arrivedMs);
    c.seed = 10;
    const auto other = run(c, 3000);
    bool differs = other.size() != a.size();
    for (std::size_t i = 0; !differs && i < a.size(); ++i) differs = a[i].arrivedMs != other[i].arrivedMs;
    QVERIFY(differs);
  }

  void aCutLinkCarriesNothing() {
    SimulatedLink link({}, {});
    link.a().service(0);
    link.b().service(0);
    link.a().send(numbered(1), Delivery::Unreliable);
    std::vector<std::uint8_t> out;
    QVERIFY(link.b().receive(out));
    link.cut();
    link.a().send(numbered(2), Delivery::Reliable);
    QVERIFY(!link.b().receive(out));
  }
};

QTEST_APPLESS_MAIN(NetConditionsTest)
#include "net_conditions_test.moc"
