// The co-op packet format (net/packet.h): every kind goes through encode and parse intact;
// cut, padded, oversized and garbled packets are refused with the right reason; a replayed
// or too old sequence number is refused; and a fuzz loop of random and mutated bytes never
// crashes, hangs or accepts a packet that does not encode back to the same bytes.
#include "net/packet.h"

#include <QtTest>
#include <random>

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
  for (int i = 0; i < 10; ++i) inputs.bits[std::size_t(i)] = std::uint8_t(i * 11 & 0x7F);
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
    auto noButton = bytes;
    noButton.back() = 0x80;  // a bit no button has
    QCOMPARE(parsePacket(noButton, out), ParseError::Malformed);
    auto zeroCount = bytes;
    zeroCount[kHeaderBytes + 8] = 0;
    QCOMPARE(parsePacket(zeroCount, out), ParseError::Malformed);
    auto tooMany = bytes;
    tooMany[kHeaderBytes + 8] = std::uint8_t(kMaxInputsPerPacket + 1);
    QCOMPARE(parsePacket(tooMany, out), ParseError::Malformed);
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
