// The co-op packet format (net/packet.h): every kind goes through encode and parse intact;
// cut, padded, oversized and garbled packets are refused with the right reason; a replayed
// or too old sequence number is refused; and a fuzz loop of random and mutated bytes never
// crashes, hangs or accepts a packet that does not encode back to the same bytes.
#include "net/packet.h"

#include <QtTest>
#include <random>

#include "sim/input.h"

using namespace sw::net;

namespace {

std::vector<Packet> samples() {
  std::vector<Packet> all;
  Packet hello;
  hello.kind = PacketKind::Hello;
  hello.version = kProtocolVersion;
  hello.projectHash = 0x1122334455667788ull;
  hello.seed = 42;
  hello.level = "Stage 1";
  hello.files = {{"project.json", 7}, {"levels/stage1.json", 9}};
  all.push_back(hello);
  Packet welcome;
  welcome.kind = PacketKind::Welcome;
  welcome.session = 77;
  welcome.version = kProtocolVersion;
  welcome.inputDelay = 3;
  all.push_back(welcome);
  Packet refuse;
  refuse.kind = PacketKind::Refuse;
  refuse.reason = "the project content differs";
  all.push_back(refuse);
  Packet inputs;
  inputs.kind = PacketKind::Inputs;
  inputs.sequence = 5;
  inputs.session = 77;
  inputs.ack = 100;
  inputs.firstTick = 95;
  inputs.count = 10;
  for (int i = 0; i < 10; ++i) inputs.bits[std::size_t(i)] = std::uint8_t(i < 4 ? 3 : i * 11 & 0x7F);  // a run, then singles
  inputs.tick = 97;
  inputs.lead = -200;
  inputs.lossSeen = 230;
  all.push_back(inputs);
  Packet check;
  check.kind = PacketKind::HashCheck;
  check.tick = 120;
  check.hash = 0xDEADBEEFull;
  all.push_back(check);
  Packet desync;
  desync.kind = PacketKind::Desync;
  desync.tick = 120;
  desync.hash = 1;
  desync.trailFirst = 61;
  desync.trail.assign(60, 3);
  desync.entities = {{EntityKind::Enemy, 12, 99}, {EntityKind::Player, 0, 5}};
  all.push_back(desync);
  Packet ping;
  ping.kind = PacketKind::Ping;
  ping.timeMs = 1234;
  all.push_back(ping);
  Packet watch = hello;  // a spectator's Hello
  watch.kind = PacketKind::Watch;
  all.push_back(watch);
  Packet feed;
  feed.kind = PacketKind::Feed;
  feed.session = 78;
  feed.firstTick = 300;
  feed.count = 3;
  feed.bits = {0x10, 0x18, 0x7F};
  feed.bits2 = {0x00, 0x04, 0x14};
  all.push_back(feed);
  Packet bye;
  bye.kind = PacketKind::Bye;
  bye.tick = 600;
  bye.reason = "finished";
  all.push_back(bye);
  return all;
}

std::vector<std::uint8_t> encoded(const Packet& p) {
  std::vector<std::uint8_t> bytes;
  encodePacket(p, bytes);
  return bytes;
}

}  // namespace

class PacketTest : public QObject {
  Q_OBJECT

 private slots:
  void everyKindSurvivesTheRoundTrip() {
    for (const Packet& p : samples()) {
      const auto bytes = encoded(p);
      Packet back;
      QCOMPARE(parsePacket(bytes, back), ParseError::None);
      QCOMPARE(encoded(back), bytes);
      QCOMPARE(int(back.kind), int(p.kind));
    }
  }

  // Inputs go as runs: a full packet of held buttons is a few bytes, and every tick's bits,
  // the sender's tick, lead and loss come back as they went.
  void inputRunsSurviveTheRoundTrip() {
    Packet p;
    p.kind = PacketKind::Inputs;
    p.count = std::uint8_t(kMaxInputsPerPacket);
    p.firstTick = 1000;
    p.tick = 1003;
    p.lead = 321;
    p.lossSeen = 7;
    for (std::size_t i = 0; i < kMaxInputsPerPacket; ++i) p.bits[i] = std::uint8_t((i / 9) % 3 == 0 ? 0x7F : (i / 9) % 5);  // runs of 9
    const auto bytes = encoded(p);
    QVERIFY(bytes.size() < kHeaderBytes + 16 + kMaxInputsPerPacket / 2);
    Packet back;
    QCOMPARE(parsePacket(bytes, back), ParseError::None);
    QCOMPARE(int(back.count), int(p.count));
    QVERIFY(back.bits == p.bits);
    QCOMPARE(back.tick, p.tick);
    QCOMPARE(back.lead, p.lead);
    QCOMPARE(back.lossSeen, p.lossSeen);
    Packet held = p;
    held.bits.fill(sw::InputFire);
    QCOMPARE(encoded(held).size(), kHeaderBytes + 16 + 2);  // one run
  }

  void cutPaddedAndOversizedPacketsAreRefused() {
    for (const Packet& p : samples()) {
      const auto bytes = encoded(p);
      Packet out;
      for (std::size_t n = 0; n < bytes.size(); ++n) {
        const ParseError e = parsePacket(std::span(bytes.data(), n), out);
        QVERIFY2(e == ParseError::Truncated || e == ParseError::Malformed, qPrintable(QString::number(n)));
      }
      auto padded = bytes;
      padded.push_back(0);
      QCOMPARE(parsePacket(padded, out), ParseError::Malformed);
    }
    std::vector<std::uint8_t> huge(kMaxPacketBytes + 1, 0);
    Packet out;
    QCOMPARE(parsePacket(huge, out), ParseError::Oversized);
  }

  void badValuesAreMalformed() {
    Packet out;
    auto bytes = encoded(samples()[3]);  // inputs
    auto badMagic = bytes;
    badMagic[0] ^= 1;
    QCOMPARE(parsePacket(badMagic, out), ParseError::Malformed);
    auto badKind = bytes;
    badKind[2] = 200;
    QCOMPARE(parsePacket(badKind, out), ParseError::Malformed);
    auto reserved = bytes;
    reserved[3] = 1;
    QCOMPARE(parsePacket(reserved, out), ParseError::Malformed);
    // The run of four 3s: its marker, then its length.
    const std::size_t runAt = kHeaderBytes + 4 + 4 + 1 + 4 + 2 + 1;
    QCOMPARE(int(bytes[runAt]), 0x83);
    QCOMPARE(int(bytes[runAt + 1]), 4);
    auto runOfOne = bytes;
    runOfOne[runAt + 1] = 1;
    QCOMPARE(parsePacket(runOfOne, out), ParseError::Malformed);
    auto notARun = bytes;  // the run's last tick written alone after it: not the one way to write it
    notARun[runAt + 1] = 3;
    notARun.insert(notARun.begin() + std::ptrdiff_t(runAt + 2), 3);
    QCOMPARE(parsePacket(notARun, out), ParseError::Malformed);
    auto pastTheCount = bytes;
    pastTheCount[runAt + 1] = 200;  // ten ticks, a run of 200
    QCOMPARE(parsePacket(pastTheCount, out), ParseError::Malformed);
    auto zeroCount = bytes;
    zeroCount[kHeaderBytes + 8] = 0;
    QCOMPARE(parsePacket(zeroCount, out), ParseError::Malformed);
    auto tooMany = bytes;
    tooMany[kHeaderBytes + 8] = std::uint8_t(kMaxInputsPerPacket + 1);
    QCOMPARE(parsePacket(tooMany, out), ParseError::Malformed);
    // A spectator's feed with a bit no button has, for either player.
    Packet feed;
    feed.kind = PacketKind::Feed;
    feed.count = 2;
    auto goodFeed = encoded(feed);
    QCOMPARE(parsePacket(goodFeed, out), ParseError::None);
    for (std::size_t at : {goodFeed.size() - 4, goodFeed.size() - 1}) {
      auto noButton = goodFeed;
      noButton[at] = 0x80;
      QCOMPARE(parsePacket(noButton, out), ParseError::Malformed);
    }
    // A file list claiming more entries than the limit, or than the bytes can hold.
    Packet hello = samples()[0];
    auto h = encoded(hello);
    const std::size_t countAt = h.size() - (2 + 12 + 8) - (2 + 18 + 8) - 2;
    h[countAt] = 0xFF;
    h[countAt + 1] = 0xFF;
    QCOMPARE(parsePacket(h, out), ParseError::Malformed);
    h[countAt] = 100;
    h[countAt + 1] = 0;
    QCOMPARE(parsePacket(h, out), ParseError::Truncated);
  }

  void replayedAndOldSequencesAreRefused() {
    ReplayWindow w;
    QCOMPARE(w.check(10), ReplayWindow::Verdict::Fresh);
    QCOMPARE(w.check(10), ReplayWindow::Verdict::Replayed);
    QCOMPARE(w.check(12), ReplayWindow::Verdict::Fresh);
    QCOMPARE(w.check(11), ReplayWindow::Verdict::Fresh);  // late but new: fine
    QCOMPARE(w.check(11), ReplayWindow::Verdict::Replayed);
    QCOMPARE(w.check(200), ReplayWindow::Verdict::Fresh);
    QCOMPARE(w.check(12), ReplayWindow::Verdict::OutOfWindow);
    QCOMPARE(w.check(137), ReplayWindow::Verdict::Fresh);
    QCOMPARE(w.check(136), ReplayWindow::Verdict::OutOfWindow);
  }

  // Random bytes, and valid packets with bytes flipped, cut, spliced or inserted: the parser
  // answers every one, and whatever it accepts encodes back to exactly the same bytes.
  void fuzzedBytesNeverCrashAndAcceptedOnesAreExact() {
    std::mt19937_64 random(20261126);
    const std::vector<Packet> seeds = samples();
    Packet out;
    int accepted = 0, refused = 0;
    for (int i = 0; i < 200000; ++i) {
      std::vector<std::uint8_t> bytes;
      if (i % 4 == 0) {
        bytes.resize(random() % 64);
        for (auto& b : bytes) b = std::uint8_t(random());
      } else {
        bytes = encoded(seeds[random() % seeds.size()]);
        const int edits = 1 + int(random() % 4);
        for (int e = 0; e < edits && !bytes.empty(); ++e) {
          const std::size_t at = random() % bytes.size();
          switch (random() % 5) {
            case 0: bytes[at] ^= std::uint8_t(1u << (random() % 8)); break;
            case 1: bytes[at] = std::uint8_t(random()); break;
            case 2: bytes.resize(at); break;
            case 3: bytes.insert(bytes.begin() + std::ptrdiff_t(at), std::uint8_t(random())); break;
            case 4: bytes.erase(bytes.begin() + std::ptrdiff_t(at)); break;
          }
        }
      }
      if (parsePacket(bytes, out) == ParseError::None) {
        ++accepted;
        QCOMPARE(encoded(out), bytes);
      } else {
        ++refused;
      }
    }
    QVERIFY(accepted > 1000);  // the mutations do reach the bodies
    QVERIFY(refused > 100000);
  }
};

QTEST_APPLESS_MAIN(PacketTest)
#include "packet_test.moc"
