// What a rollback session learns of its link (net/link_quality.h), from made-up arrivals:
// the loss from sequence gaps (late ones taken back), how many copies a loss asks for, the
// lead and how far ahead this side runs (a jump taken at once, once the other side saw it
// too), and the prediction window from the lateness of the last inputs.
#include "net/link_quality.h"

#include <QtTest>
#include <cmath>

using sw::net::LinkQuality;

class LinkQualityTest : public QObject {
  Q_OBJECT

 private slots:
  void lossComesFromGaps() {
    LinkQuality q;
    for (std::uint32_t s = 0; s < 400; s += 4) q.datagram(s);  // three of four lost
    QVERIFY2(q.loss() > 0.7 && q.loss() < 0.8, qPrintable(QString::number(q.loss())));
    LinkQuality clean;
    for (std::uint32_t s = 0; s < 200; ++s) clean.datagram(s ^ 1u);  // pairs swapped: late, not lost
    QVERIFY2(clean.loss() < 0.05, qPrintable(QString::number(clean.loss())));
    // The loss ending: within a second of arrivals one copy is enough again, soon none is lost.
    for (std::uint32_t s = 400; s < 460; ++s) q.datagram(s);
    QVERIFY2(q.loss() < LinkQuality::kFrameLossTarget, qPrintable(QString::number(q.loss())));
    for (std::uint32_t s = 460; s < 560; ++s) q.datagram(s);
    QVERIFY2(q.loss() < 0.05, qPrintable(QString::number(q.loss())));
    QCOMPARE(q.lossByte(), std::uint8_t(std::lround(q.loss() * 255)));
  }

  void copiesFollowTheLoss() {
    QCOMPARE(LinkQuality::copiesFor(0.0, 6), 1);
    QCOMPARE(LinkQuality::copiesFor(0.25, 6), 1);
    QCOMPARE(LinkQuality::copiesFor(0.5, 6), 2);  // 25 % of frames lost with two
    QCOMPARE(LinkQuality::copiesFor(0.75, 6), 4);
    QCOMPARE(LinkQuality::copiesFor(0.9, 6), 6);  // at most
    QCOMPARE(LinkQuality::copiesFor(1.0, 3), 3);
  }

  void aheadIsHalfTheDifferenceOfTheLeads() {
    LinkQuality q;
    QCOMPARE(q.ahead(), 0.0);
    // We run 4 ticks ahead of them; the trip is 9 ticks: our lead 13, theirs 5 (in 1/64).
    for (int i = 0; i < 40; ++i) q.inputsPacket(1000 + i, 1000 + i - 13, std::int16_t(5 * 64));
    QCOMPARE(q.ahead(), 4.0);
    QCOMPARE(q.roundTripTicks(), 18.0);
    QCOMPARE(q.leadWire(), std::int16_t(13 * 64));
    // An outage: we ran 20 ticks further. Our lead jumps at once, but until their lead shows
    // the jump (or two dozen packets passed) the difference is not trusted.
    q.inputsPacket(2000, 2000 - 33, std::int16_t(5 * 64));
    QCOMPARE(q.leadWire(), std::int16_t(33 * 64));
    QCOMPARE(q.ahead(), 0.0);
    q.inputsPacket(2001, 2001 - 33, std::int16_t(-15 * 64));  // theirs jumped too
    QCOMPARE(q.ahead(), 24.0);
  }

  void theWindowFollowsTheLatenessOfTheInputs() {
    LinkQuality q;
    QCOMPARE(q.window(8, 45, 3), 45);  // nothing known yet: all the prediction allowed
    for (int i = 0; i < 100; ++i) q.inputArrived(i % 10 == 0 ? 12 : 7);
    QCOMPARE(q.maxLateness(), 12);
    QCOMPARE(q.window(8, 45, 3), 15);  // no frame lost: no margin for loss
    QCOMPARE(q.window(8, 10, 3), 10);  // the ceiling holds
    for (int i = 0; i < LinkQuality::kLatenessSamples; ++i) q.inputArrived(2);
    QCOMPARE(q.window(8, 45, 3), 8);  // the late ones left the window; the floor holds
    // Frames lost (their tick jumping by 4 between packets: three of four lost) add a margin.
    for (int i = 0; i < 100; ++i) q.inputsPacket(i * 4, i * 4, 0);
    QVERIFY(q.frameLoss() > 0.7);
    QVERIFY(q.lossMargin() >= 8);
    QCOMPARE(q.window(8, 45, 3), 2 + 3 + q.lossMargin());
  }
};

QTEST_APPLESS_MAIN(LinkQualityTest)
#include "link_quality_test.moc"
