#pragma once
// A hash table in one array: open addressing, linear probing, at most half full, grown by
// doubling. For the big tables made again on every change of a big level (30,000 ids or
// names, the crowding cells of an overlay rebuild): a node-based map spent most of its time
// making, freeing and chasing one node per entry (#19). There is no erase: these tables
// are made again, not edited.
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/mix64.h"

namespace sw {

// How FlatTable hashes a key: integers and pointers mixed, anything else by std::hash.
template <class Key>
struct FlatHash {
  std::size_t operator()(const Key& key) const {
    if constexpr (std::is_pointer_v<Key>)
      return std::size_t(mix64(std::uint64_t(reinterpret_cast<std::uintptr_t>(key))));
    else if constexpr (std::is_integral_v<Key>)
      return std::size_t(mix64(std::uint64_t(key)));
    else
      return std::hash<Key>{}(key);
  }
};

// `ZeroIsEmpty`: the keys are integers that are never 0 (object ids). A slot whose key is 0
// is empty and no flag is kept: a third smaller slot for the level's 30,000 ids, which an
// edit reads at random tens of thousands of times (cache misses are most of that).
// Adding the key 0 to such a table is an error.
// A value for a set (FlatTable<Id, FlatNothing>): takes no room in a slot.
struct FlatNothing {};

// References to values (from operator[] and find) stay valid until the next operator[] or
// insert, which may grow the table.
template <class Key, class Value, class Hash = FlatHash<Key>, bool ZeroIsEmpty = false>
class FlatTable {
 public:
  // Room for `expected` keys before the first growth.
  explicit FlatTable(std::size_t expected = 0) { reserve(expected); }
  FlatTable(const FlatTable&) = default;
  FlatTable& operator=(const FlatTable&) = default;
  // A moved-from table is empty (and grows again when used).
  FlatTable(FlatTable&& other) noexcept : slots_(std::move(other.slots_)), used_(std::exchange(other.used_, 0)) {
    other.slots_.clear();
  }
  FlatTable& operator=(FlatTable&& other) noexcept {
    slots_ = std::move(other.slots_);
    used_ = std::exchange(other.used_, 0);
    other.slots_.clear();
    return *this;
  }

  void reserve(std::size_t count) {
    std::size_t capacity = 16;
    while (capacity < count * 2) capacity *= 2;
    if (capacity > slots_.size()) rehash(capacity);
  }

  // The value of `key`; a new key gets a value-initialised one.
  Value& operator[](const Key& key) {
    assert(!ZeroIsEmpty || key != Key{});
    if ((used_ + 1) * 2 > slots_.size()) rehash(slots_.empty() ? 16 : slots_.size() * 2);
    Slot& slot = slots_[probe(key)];
    if (!slot.used()) {
      slot.key = key;
      slot.markUsed();
      ++used_;
    }
    return slot.value;
  }
  // Adds `key` with `value` unless the key is there (its first value stays). True when added.
  bool insert(const Key& key, const Value& value) {
    const std::size_t before = used_;
    Value& v = (*this)[key];
    if (used_ == before) return false;
    v = value;
    return true;
  }
  const Value* find(const Key& key) const {
    if (slots_.empty()) return nullptr;
    const Slot& slot = slots_[probe(key)];
    return slot.used() ? &slot.value : nullptr;
  }
  Value* find(const Key& key) { return const_cast<Value*>(std::as_const(*this).find(key)); }
  bool contains(const Key& key) const { return find(key) != nullptr; }
  // Asks the processor for the slot where `key` would be found, ahead of a find() a few
  // steps later: a pass finding 25,000 keys at random waits on memory once per key else.
  void prefetch(const Key& key) const {
#if defined(__GNUC__) || defined(__clang__)
    if (!slots_.empty()) __builtin_prefetch(&slots_[Hash{}(key) & (slots_.size() - 1)]);
#else
    (void)key;
#endif
  }
  std::size_t size() const { return used_; }
  // Empty, keeping the room it has (a table made again for every rebuild).
  void clear() {
    for (Slot& slot : slots_) slot = Slot{};
    used_ = 0;
  }

 private:
  struct FlaggedSlot {
    Key key{};
    [[no_unique_address]] Value value{};
    bool taken = false;
    bool used() const { return taken; }
    void markUsed() { taken = true; }
  };
  struct ZeroKeyedSlot {
    Key key{};
    [[no_unique_address]] Value value{};
    bool used() const { return key != Key{}; }
    void markUsed() {}
  };
  using Slot = std::conditional_t<ZeroIsEmpty, ZeroKeyedSlot, FlaggedSlot>;
  std::vector<Slot> slots_;  // a power of two long
  std::size_t used_ = 0;

  // The slot holding `key`, or the empty one where it would go (there always is one).
  std::size_t probe(const Key& key) const {
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = Hash{}(key) & mask;; i = (i + 1) & mask)
      if (!slots_[i].used() || slots_[i].key == key) return i;
  }
  void rehash(std::size_t capacity) {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(capacity, Slot{});
    for (Slot& s : old)
      if (s.used()) slots_[probe(s.key)] = std::move(s);
  }
};

}  // namespace sw
