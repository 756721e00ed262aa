#include "net/packet.h"

#include <cstring>

namespace sw::net {

namespace {

class Writer {
 public:
  explicit Writer(std::vector<std::uint8_t>& out) : out_(out) {}
  void u8(std::uint8_t v) { out_.push_back(v); }
  void u16(std::uint16_t v) { for (int i = 0; i < 2; ++i) out_.push_back(std::uint8_t(v >> (8 * i))); }
  void u32(std::uint32_t v) { for (int i = 0; i < 4; ++i) out_.push_back(std::uint8_t(v >> (8 * i))); }
  void u64(std::uint64_t v) { for (int i = 0; i < 8; ++i) out_.push_back(std::uint8_t(v >> (8 * i))); }
  void str(const std::string& s) {
    const std::size_t n = s.size() < kMaxStringBytes ? s.size() : kMaxStringBytes;  // longer is cut
    u16(std::uint16_t(n));
    out_.insert(out_.end(), s.begin(), s.begin() + std::ptrdiff_t(n));
  }

 private:
  std::vector<std::uint8_t>& out_;
};

// Reads from the packet; every read checks the length first, and once short stays short.
class Reader {
 public:
  explicit Reader(std::span<const std::uint8_t> bytes) : b_(bytes) {}
  bool ok() const { return ok_; }
  bool atEnd() const { return at_ == b_.size(); }
  std::size_t left() const { return b_.size() - at_; }
  std::uint64_t uint(int n) {
    if (!ok_ || left() < std::size_t(n)) {
      ok_ = false;
      return 0;
    }
    std::uint64_t v = 0;
    for (int i = 0; i < n; ++i) v |= std::uint64_t(b_[at_ + std::size_t(i)]) << (8 * i);
    at_ += std::size_t(n);
    return v;
  }
  std::uint8_t u8() { return std::uint8_t(uint(1)); }
  std::uint16_t u16() { return std::uint16_t(uint(2)); }
  std::uint32_t u32() { return std::uint32_t(uint(4)); }
  std::uint64_t u64() { return uint(8); }
  // False (malformed) when over the limit; truncation shows in ok().
  bool str(std::string& s) {
    const std::uint16_t n = u16();
    if (n > kMaxStringBytes) return false;
    if (!ok_ || left() < n) {
      ok_ = false;
      return true;
    }
    s.assign(reinterpret_cast<const char*>(b_.data() + at_), n);
    at_ += n;
    return true;
  }

 private:
  std::span<const std::uint8_t> b_;
  std::size_t at_ = 0;
  bool ok_ = true;
};

}  // namespace

const char* parseErrorName(ParseError error) {
  switch (error) {
    case ParseError::None: return "ok";
    case ParseError::Oversized: return "oversized";
    case ParseError::Truncated: return "truncated";
    case ParseError::Malformed: return "malformed";
  }
  return "malformed";
}

void encodePacket(const Packet& p, std::vector<std::uint8_t>& out) {
  out.clear();
  Writer w(out);
  w.u16(kMagic);
  w.u8(std::uint8_t(p.kind));
  w.u8(0);
  w.u32(p.sequence);
  w.u32(p.session);
  switch (p.kind) {
    case PacketKind::Hello:
    case PacketKind::Watch: {
      w.u16(p.version);
      w.u64(p.projectHash);
      w.u64(p.seed);
      w.str(p.level);
      const std::size_t n = p.files.size() < kMaxHelloFiles ? p.files.size() : 0;  // too many: the hash alone
      w.u16(std::uint16_t(n));
      for (std::size_t i = 0; i < n; ++i) {
        w.str(p.files[i].path);
        w.u64(p.files[i].hash);
      }
      break;
    }
    case PacketKind::Welcome:
      w.u16(p.version);
      w.u8(p.inputDelay);
      break;
    case PacketKind::Refuse: w.str(p.reason); break;
    case PacketKind::Bye:
      w.u32(p.tick);
      w.str(p.reason);
      break;
    case PacketKind::Inputs: {
      w.u32(p.ack);
      w.u32(p.firstTick);
      const std::uint8_t n = p.count <= kMaxInputsPerPacket ? p.count : std::uint8_t(kMaxInputsPerPacket);
      w.u8(n);
      w.u32(p.tick);
      w.u16(std::uint16_t(p.lead));
      w.u8(p.lossSeen);
      // Runs: a tick's bits alone, or with 0x80 set and a run length (2..255) after them.
      for (std::size_t i = 0; i < n;) {
        std::size_t run = 1;
        while (i + run < n && run < 255 && p.bits[i + run] == p.bits[i]) ++run;
        if (run == 1) {
          w.u8(p.bits[i]);
        } else {
          w.u8(std::uint8_t(p.bits[i] | 0x80));
          w.u8(std::uint8_t(run));
        }
        i += run;
      }
      break;
    }
    case PacketKind::HashCheck:
      w.u32(p.tick);
      w.u64(p.hash);
      break;
    case PacketKind::Feed: {
      w.u32(p.firstTick);
      const std::uint8_t n = p.count <= kMaxInputsPerPacket ? p.count : std::uint8_t(kMaxInputsPerPacket);
      w.u8(n);
      for (std::size_t i = 0; i < n; ++i) {
        w.u8(p.bits[i]);
        w.u8(p.bits2[i]);
      }
      break;
    }
    case PacketKind::Desync: {
      w.u32(p.tick);
      w.u64(p.hash);
      w.u32(p.trailFirst);
      const std::size_t nt = p.trail.size() < kMaxTrailHashes ? p.trail.size() : kMaxTrailHashes;
      w.u16(std::uint16_t(nt));
      for (std::size_t i = 0; i < nt; ++i) w.u64(p.trail[i]);
      const std::size_t ne = p.entities.size() < kMaxEntityDigests ? p.entities.size() : kMaxEntityDigests;
      w.u16(std::uint16_t(ne));
      for (std::size_t i = 0; i < ne; ++i) {
        w.u8(std::uint8_t(p.entities[i].kind));
        w.u32(p.entities[i].id);
        w.u64(p.entities[i].hash);
      }
      break;
    }
    case PacketKind::Ping:
    case PacketKind::Pong: w.u32(p.timeMs); break;
  }
}

ParseError parsePacket(std::span<const std::uint8_t> bytes, Packet& p) {
  if (bytes.size() > kMaxPacketBytes) return ParseError::Oversized;
  if (bytes.size() < kHeaderBytes) return ParseError::Truncated;
  Reader r(bytes);
  if (r.u16() != kMagic) return ParseError::Malformed;
  const std::uint8_t kind = r.u8();
  if (kind < std::uint8_t(PacketKind::Hello) || kind > std::uint8_t(PacketKind::Feed)) return ParseError::Malformed;
  if (r.u8() != 0) return ParseError::Malformed;
  p.kind = PacketKind(kind);
  p.sequence = r.u32();
  p.session = r.u32();
  switch (p.kind) {
    case PacketKind::Hello:
    case PacketKind::Watch: {
      p.version = r.u16();
      p.projectHash = r.u64();
      p.seed = r.u64();
      if (!r.str(p.level)) return ParseError::Malformed;
      const std::uint16_t n = r.u16();
      if (n > kMaxHelloFiles) return ParseError::Malformed;
      // Each entry needs at least 10 bytes: a short count cannot make us reserve much.
      if (r.ok() && r.left() < std::size_t(n) * 10) return ParseError::Truncated;
      p.files.resize(n);
      for (FileDigest& f : p.files) {
        if (!r.str(f.path)) return ParseError::Malformed;
        f.hash = r.u64();
      }
      break;
    }
    case PacketKind::Welcome:
      p.version = r.u16();
      p.inputDelay = r.u8();
      break;
    case PacketKind::Refuse:
      if (!r.str(p.reason)) return ParseError::Malformed;
      break;
    case PacketKind::Bye:
      p.tick = r.u32();
      if (!r.str(p.reason)) return ParseError::Malformed;
      break;
    case PacketKind::Inputs: {
      p.ack = r.u32();
      p.firstTick = r.u32();
      p.count = r.u8();
      if (p.count == 0 || p.count > kMaxInputsPerPacket) return ParseError::Malformed;
      p.tick = r.u32();
      p.lead = std::int16_t(r.u16());
      p.lossSeen = r.u8();
      // Each step reads at least one byte and fills at least one tick: never longer than
      // the packet or the count.
      // Equal bits side by side must be one run: one way to write each packet.
      int previous = -1;
      for (std::size_t i = 0; i < p.count && r.ok();) {
        const std::uint8_t b = r.u8();
        if (r.ok() && int(b & 0x7F) == previous) return ParseError::Malformed;
        previous = b & 0x7F;
        std::size_t run = 1;
        if (b & 0x80) {
          run = r.u8();
          if (r.ok() && (run < 2 || i + run > p.count)) return ParseError::Malformed;  // not a run, or past the count
        }
        for (std::size_t k = 0; k < run && r.ok(); ++k) p.bits[i + k] = std::uint8_t(b & 0x7F);
        i += run;
      }
      if (std::uint64_t(p.firstTick) + p.count > 0xFFFFFFFFull) return ParseError::Malformed;
      break;
    }
    case PacketKind::HashCheck:
      p.tick = r.u32();
      p.hash = r.u64();
      break;
    case PacketKind::Feed:
      p.firstTick = r.u32();
      p.count = r.u8();
      if (p.count == 0 || p.count > kMaxInputsPerPacket) return ParseError::Malformed;
      for (std::size_t i = 0; i < p.count && r.ok(); ++i) {
        p.bits[i] = r.u8();
        p.bits2[i] = r.u8();
        if (r.ok() && ((p.bits[i] | p.bits2[i]) & 0x80)) return ParseError::Malformed;  // no such button
      }
      if (std::uint64_t(p.firstTick) + p.count > 0xFFFFFFFFull) return ParseError::Malformed;
      break;
    case PacketKind::Desync: {
      p.tick = r.u32();
      p.hash = r.u64();
      p.trailFirst = r.u32();
      const std::uint16_t nt = r.u16();
      if (nt > kMaxTrailHashes) return ParseError::Malformed;
      if (r.ok() && r.left() < std::size_t(nt) * 8) return ParseError::Truncated;
      p.trail.resize(nt);
      for (std::uint64_t& h : p.trail) h = r.u64();
      const std::uint16_t ne = r.u16();
      if (ne > kMaxEntityDigests) return ParseError::Malformed;
      if (r.ok() && r.left() < std::size_t(ne) * 13) return ParseError::Truncated;
      p.entities.resize(ne);
      for (EntityDigest& e : p.entities) {
        const std::uint8_t k = r.u8();
        if (k > std::uint8_t(EntityKind::Other)) return ParseError::Malformed;
        e.kind = EntityKind(k);
        e.id = r.u32();
        e.hash = r.u64();
      }
      break;
    }
    case PacketKind::Ping:
    case PacketKind::Pong: p.timeMs = r.u32(); break;
  }
  if (!r.ok()) return ParseError::Truncated;
  if (!r.atEnd()) return ParseError::Malformed;  // bytes left over
  return ParseError::None;
}

ReplayWindow::Verdict ReplayWindow::check(std::uint32_t sequence) {
  if (!any_) {
    any_ = true;
    highest_ = sequence;
    seen_ = 1;
    return Verdict::Fresh;
  }
  if (sequence > highest_) {
    const std::uint32_t shift = sequence - highest_;
    seen_ = shift >= 64 ? 0 : seen_ << shift;
    seen_ |= 1;
    highest_ = sequence;
    return Verdict::Fresh;
  }
  const std::uint32_t back = highest_ - sequence;
  if (back >= 64) return Verdict::OutOfWindow;
  const std::uint64_t bit = std::uint64_t(1) << back;
  if (seen_ & bit) return Verdict::Replayed;
  seen_ |= bit;
  return Verdict::Fresh;
}

}  // namespace sw::net
