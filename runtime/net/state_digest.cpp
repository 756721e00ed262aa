#include "net/state_digest.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <map>
#include <sstream>
#include <string_view>

#include "sim/state/state_visitor.h"

namespace sw::net {

namespace {

// Word at a time (one multiply per 64-bit field, not eight as byte-wise FNV): the session
// hashes every confirmed tick, so this must stay cheap on a busy level.
class Digest {
 public:
  void u64(std::uint64_t v) {
    h_ = (h_ ^ v) * 0x9E3779B97F4A7C15ull;
    h_ ^= h_ >> 29;
  }
  void i64(std::int64_t v) { u64(std::uint64_t(v)); }
  void f64(double v) {
    std::uint64_t bits;
    std::memcpy(&bits, &v, sizeof bits);
    u64(bits);
  }
  std::uint64_t value() const { return h_; }

 private:
  std::uint64_t h_ = 0xCBF29CE484222325ull;
};

// FNV-1a 32 of a kind's name: the id of an Other digest, the same on every peer.
std::uint32_t kindId(std::string_view kind) {
  std::uint32_t h = 0x811C9DC5u;
  for (char c : kind) h = (h ^ std::uint8_t(c)) * 0x01000193u;
  return h;
}

// Kinds come as a handful of literals, one after another for a whole pool: remember the
// last one's hash rather than hashing its name for every bullet.
class KindCache {
 public:
  std::uint32_t id(std::string_view kind) {
    if (kind.data() != last_.data() || kind.size() != last_.size()) {
      last_ = kind;
      id_ = kindId(kind);
    }
    return id_;
  }

 private:
  std::string_view last_;
  std::uint32_t id_ = 0;
};

// Which digest a visited entity belongs to: the level's parts share one, a player or an enemy
// has its own, a pool (and each kind without a name here) one for all its entries.
struct Slot {
  EntityKind kind;
  std::uint32_t id;
};

Slot classify(std::string_view kind, std::int64_t id, std::uint32_t kindHash) {
  if (kind == "player") return {EntityKind::Player, std::uint32_t(id)};
  if (kind == "enemy") return {EntityKind::Enemy, std::uint32_t(id)};
  if (kind == "player-bullet") return {EntityKind::PlayerBullets, 0};
  if (kind == "enemy-bullet") return {EntityKind::EnemyBullets, 0};
  if (kind == "particle") return {EntityKind::Particles, 0};
  // The level's own parts: its clock, the camera, triggers, spawns and waves, the enemies'
  // serial counter.
  if (kind == "level" || kind == "camera" || kind == "trigger" || kind == "wave" || kind == "spawn" ||
      kind == "enemies")
    return {EntityKind::Level, 0};
  return {EntityKind::Other, kindHash};
}

bool isPool(EntityKind k) {
  return k == EntityKind::PlayerBullets || k == EntityKind::EnemyBullets || k == EntityKind::Particles ||
         k == EntityKind::Other;
}

// One digest per Slot. Only on a desync, so it may allocate.
class DigestsVisitor final : public StateVisitor {
 public:
  DigestsVisitor() {
    // The known pools are always there, even empty (their count is what differs then).
    for (EntityKind k : {EntityKind::Level, EntityKind::PlayerBullets, EntityKind::EnemyBullets, EntityKind::Particles})
      slot({k, 0});
  }
  void entity(std::string_view kind, std::int64_t id, std::string_view) override {
    const std::uint32_t kh = kinds_.id(kind);
    current_ = slot(classify(kind, id, kh));
    Entry& e = entries_[current_];
    ++e.count;
    e.d.u64(kh);
    e.d.i64(id);
  }
  void integer(const FieldPath&, std::int64_t value) override {
    if (current_ >= 0) entries_[std::size_t(current_)].d.i64(value);
  }
  void real(const FieldPath&, double value) override {
    if (current_ >= 0) entries_[std::size_t(current_)].d.f64(value);
  }

  // Level, players, pools and other kinds, then enemies (the ones cut at the limit).
  void result(std::vector<EntityDigest>& out) const {
    auto rank = [](EntityKind k) {
      switch (k) {
        case EntityKind::Level: return 0;
        case EntityKind::Player: return 1;
        case EntityKind::Enemy: return 3;
        default: return 2;
      }
    };
    std::vector<const Entry*> order;
    for (const Entry& e : entries_) order.push_back(&e);
    std::stable_sort(order.begin(), order.end(),
                     [&rank](const Entry* a, const Entry* b) { return rank(a->kind) < rank(b->kind); });
    out.clear();
    for (const Entry* e : order) {
      if (out.size() >= kMaxEntityDigests) break;
      Digest d = e->d;
      d.u64(e->count);
      out.push_back({e->kind, e->id, d.value()});
    }
  }

 private:
  struct Entry {
    EntityKind kind;
    std::uint32_t id;
    Digest d;
    std::uint64_t count = 0;
  };
  std::ptrdiff_t slot(Slot s) {
    const auto key = std::make_pair(int(s.kind), s.id);
    const auto it = index_.find(key);
    if (it != index_.end()) return it->second;
    entries_.push_back({s.kind, s.id, Digest{}, 0});
    return index_[key] = std::ptrdiff_t(entries_.size() - 1);
  }
  KindCache kinds_;
  std::vector<Entry> entries_;
  std::map<std::pair<int, std::uint32_t>, std::ptrdiff_t> index_;
  std::ptrdiff_t current_ = -1;
};

// The fields of the entities in one digest, as text.
class DescribeVisitor final : public StateVisitor {
 public:
  explicit DescribeVisitor(const EntityDigest& target) : target_(target) { o_.precision(17); }
  void entity(std::string_view kind, std::int64_t id, std::string_view label) override {
    const Slot s = classify(kind, id, kinds_.id(kind));
    endLine();
    on_ = s.kind == target_.kind && s.id == target_.id;
    if (!on_) return;
    ++count_;
    if (isPool(s.kind)) {
      on_ = count_ <= kShownEntries;  // count them all, show the first few
      if (on_) o_ << "  " << kind << " #" << id << ":";
      open_ = on_;
    } else if (s.kind == EntityKind::Level) {
      o_ << "  " << kind;
      if (kind != "camera" && kind != "level") o_ << ' ' << id;
      if (!label.empty()) o_ << " '" << label << '\'';
      o_ << ':';
      open_ = true;
    } else if (!label.empty()) {
      o_ << "  name: " << label;
      lineOpen_ = true;
    }
    first_ = true;
  }
  void integer(const FieldPath& field, std::int64_t value) override { field_(field.text()) << value; }
  void real(const FieldPath& field, double value) override { field_(field.text()) << value; }

  std::string text() {
    endLine();
    std::string out = o_.str();
    if (isPool(target_.kind))
      out = "  count: " + std::to_string(count_) + (count_ > kShownEntries ? " (the first shown)" : "") + '\n' + out;
    return out;
  }

 private:
  static constexpr std::uint64_t kShownEntries = 3;
  std::ostream& field_(std::string_view field) {
    if (!on_) return sink_;
    if (open_) {  // one line per entity: "name value, name value"
      o_ << (first_ ? " " : ", ") << field << ' ';
    } else {  // a player or enemy: one line per field
      if (lineOpen_) o_ << '\n';
      o_ << "  " << field << ": ";
      lineOpen_ = true;
    }
    first_ = false;
    return o_;
  }
  void endLine() {
    if (open_ || lineOpen_) o_ << '\n';
    open_ = lineOpen_ = false;
  }
  // Where the fields of pool entries past the first few go.
  class Sink : public std::ostream {
   public:
    Sink() : std::ostream(nullptr) {}
  } sink_;

  EntityDigest target_;
  KindCache kinds_;
  std::ostringstream o_;
  std::uint64_t count_ = 0;
  bool on_ = false, open_ = false, lineOpen_ = false, first_ = true;
};

// The kind name behind an Other digest's id, when this side has such state.
class KindNameVisitor final : public StateVisitor {
 public:
  explicit KindNameVisitor(std::uint32_t id) : id_(id) {}
  void entity(std::string_view kind, std::int64_t, std::string_view) override {
    if (name.empty() && kinds_.id(kind) == id_) name = std::string(kind);
  }
  void integer(const FieldPath&, std::int64_t) override {}
  void real(const FieldPath&, double) override {}
  std::string name;

 private:
  std::uint32_t id_;
  KindCache kinds_;
};

}  // namespace

void entityDigests(const RuntimeLevel& level, const LevelState& s, std::vector<EntityDigest>& out) {
  DigestsVisitor v;
  level.visitState(s, v);
  v.result(out);
}

std::uint64_t levelStateHash(const RuntimeLevel& level, const LevelState& s) { return level.stateHash(s); }

std::string entityLabel(const RuntimeLevel& level, const LevelState& s, const EntityDigest& e) {
  switch (e.kind) {
    case EntityKind::Level: return "level (tick, camera, triggers, waves, spawns)";
    case EntityKind::Player: return "player " + std::to_string(e.id + 1);
    case EntityKind::Enemy: return "enemy #" + std::to_string(e.id);
    case EntityKind::PlayerBullets: return "player bullets";
    case EntityKind::EnemyBullets: return "enemy bullets";
    case EntityKind::Particles: return "particles";
    case EntityKind::Other: {
      KindNameVisitor v(e.id);
      level.visitState(s, v);
      if (!v.name.empty()) return v.name + " (other state)";
      char text[40];
      std::snprintf(text, sizeof text, "other state (kind %08x)", unsigned(e.id));
      return text;
    }
  }
  return "?";
}

std::string describeEntity(const RuntimeLevel& level, const LevelState& s, const EntityDigest& e) {
  DescribeVisitor v(e);
  level.visitState(s, v);
  return v.text();
}

}  // namespace sw::net
