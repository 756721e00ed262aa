#pragma once
// The one state hash: replays, hash trails, replay tests, `run` and co-op checks all hash a
// level's state with this, live or saved (RuntimeLevel::stateHash). Word at a time (one
// multiply and shift per field), so a co-op session can hash every confirmed tick and a
// hash trail every tick. Kinds enter by a 32-bit FNV of their name and ids as numbers, so an
// entity that moves from one pool to another changes the hash even when its fields do not;
// names and labels stay out (they are the same in every run of a level). Reals enter by
// their bits, little-endian as numbers, so the hash does not depend on the machine.
//
// Version: kStateHashVersion (hash_version.h) names this function. Trails and replay
// expectations written with another version cannot be compared with ours
// (sim/replay/trail.h says so plainly).
#include <cstdint>
#include <cstring>
#include <string_view>

#include "sim/state/state_visitor.h"

namespace sw {

class StateHasher final : public StateVisitor {
 public:
  void entity(std::string_view kind, std::int64_t id, std::string_view) override {
    // Kinds are literals: one entity after another of the same kind hashes the name once.
    if (kind.data() != kind_.data() || kind.size() != kind_.size()) {
      kind_ = kind;
      kindHash_ = 0x811C9DC5u;
      for (char c : kind) kindHash_ = (kindHash_ ^ std::uint8_t(c)) * 0x01000193u;
    }
    mix(kindHash_);
    mix(std::uint64_t(id));
  }
  void integer(const FieldPath&, std::int64_t value) override { mix(std::uint64_t(value)); }
  void real(const FieldPath&, double value) override {
    std::uint64_t bits;
    std::memcpy(&bits, &value, sizeof bits);
    mix(bits);
  }
  // Quiet fields come and go with their value: the field's name enters too, so two of them
  // cannot stand in for each other.
  void quietInteger(const FieldPath& field, std::int64_t value) override {
    std::uint32_t name = 0x811C9DC5u;
    for (char c : field.part) name = (name ^ std::uint8_t(c)) * 0x01000193u;
    mix(name);
    mix(std::uint64_t(value));
  }
  std::uint64_t value() const { return h_; }

 private:
  void mix(std::uint64_t v) {
    h_ = (h_ ^ v) * 0x9E3779B97F4A7C15ull;
    h_ ^= h_ >> 29;
  }
  std::string_view kind_;
  std::uint32_t kindHash_ = 0;
  std::uint64_t h_ = 0xCBF29CE484222325ull;
};

}  // namespace sw
