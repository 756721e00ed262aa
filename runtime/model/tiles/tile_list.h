#pragma once
// The placed tiles of a layer (TileLayer::tiles) in drawing order, stored in chunks of at
// most kChunkMax tiles instead of one flat vector: a 1024 x 1024 layer holds a million
// tiles, and erasing one from the middle of a flat vector moves 40 MB (about 5 ms here),
// on every mouse move of an erase stroke. In chunks an insert or erase moves one chunk
// and renumbers the chunk starts.
//
// Each chunk also keeps the box around its tiles, so "which tiles meet this rectangle"
// (painting, erasing, filling) looks only inside the chunks whose box meets it: tiles
// that are imported or painted near each other land in the same chunks, so a query
// scans a few thousand tiles, not a million. Boxes are kept up to date by every change
// made through this class; a non-const element access marks its chunk's box for
// recomputing, so writing through a reference can never leave a stale box.
//
// The interface is the part of std::vector the code uses (size, [], iterators, push_back,
// insert, erase, ==), so a layer reads and writes as before.
//
// Every change is also logged as the rectangle it touched (old and new places), so a
// reader that keeps something derived from the tiles (the zoomed-out overview image of a
// million-tile layer) redoes only the part that changed: revision() / damageSince().
#include <cstddef>
#include <cstdint>
#include <limits>
#include <initializer_list>
#include <iterator>
#include <vector>

#include "core/math.h"

namespace sw {

struct PlacedTile {
  enum Flip : std::uint8_t { FlipHorizontal = 1, FlipVertical = 2, FlipDiagonal = 4 };  // Tiled's three gid bits
  std::uint32_t ref = 0;  // index into TileLayer::palette
  Vec2 position;          // lower-left corner, tile-local play-plane units
  Vec2 size{1, 1};        // units
  std::uint8_t flips = 0;
  bool operator==(const PlacedTile&) const = default;
};

class TileList {
 public:
  static constexpr std::size_t kChunk = 1024;     // tiles per chunk when appending
  static constexpr std::size_t kChunkMax = 2048;  // an insert splits chunks beyond this

  struct Box {
    double x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // empty when x0 > x1
    bool meets(double ax0, double ay0, double ax1, double ay1) const {
      return x0 <= ax1 && ax0 <= x1 && y0 <= ay1 && ay0 <= y1;
    }
  };

  template <bool Const>
  class Iter {
   public:
    using iterator_category = std::random_access_iterator_tag;
    using value_type = PlacedTile;
    using difference_type = std::ptrdiff_t;
    using List = std::conditional_t<Const, const TileList, TileList>;
    using reference = std::conditional_t<Const, const PlacedTile&, PlacedTile&>;
    using pointer = std::conditional_t<Const, const PlacedTile*, PlacedTile*>;

    Iter() = default;
    Iter(List* list, std::size_t chunk, std::size_t offset) : list_(list), chunk_(chunk), offset_(offset) {}
    operator Iter<true>() const { return Iter<true>(list_, chunk_, offset_); }

    reference operator*() const { return list_->chunks_[chunk_].tiles[offset_]; }
    pointer operator->() const { return &**this; }
    reference operator[](difference_type n) const { return *(*this + n); }
    std::size_t index() const { return list_ && chunk_ < list_->chunks_.size() ? list_->chunks_[chunk_].start + offset_ : (list_ ? list_->size_ : 0); }

    Iter& operator++() {
      if (++offset_ == list_->chunks_[chunk_].tiles.size()) ++chunk_, offset_ = 0;
      return *this;
    }
    Iter operator++(int) { Iter old = *this; ++*this; return old; }
    Iter& operator--() {
      if (offset_ == 0) offset_ = list_->chunks_[--chunk_].tiles.size();
      --offset_;
      return *this;
    }
    Iter operator--(int) { Iter old = *this; --*this; return old; }
    Iter& operator+=(difference_type n) { return *this = list_->template iterAt<Const>(std::size_t(difference_type(index()) + n)); }
    Iter& operator-=(difference_type n) { return *this += -n; }
    friend Iter operator+(Iter it, difference_type n) { return it += n; }
    friend Iter operator+(difference_type n, Iter it) { return it += n; }
    friend Iter operator-(Iter it, difference_type n) { return it -= n; }
    friend difference_type operator-(const Iter& a, const Iter& b) { return difference_type(a.index()) - difference_type(b.index()); }
    friend bool operator==(const Iter& a, const Iter& b) { return a.index() == b.index(); }
    friend auto operator<=>(const Iter& a, const Iter& b) { return a.index() <=> b.index(); }

   private:
    List* list_ = nullptr;
    std::size_t chunk_ = 0, offset_ = 0;
  };
  using iterator = Iter<false>;
  using const_iterator = Iter<true>;
  using value_type = PlacedTile;
  using size_type = std::size_t;

  TileList() : base_(nextStamp()) {}
  // A copy or a moved-to list is a new list to readers: damageSince answers "everything"
  // for any revision taken before (the log is not carried over).
  TileList(const TileList& other)
      : chunks_(other.chunks_), size_(other.size_), base_(nextStamp()), appendedFrom_(other.size_) {}
  TileList(TileList&& other) noexcept
      : chunks_(std::move(other.chunks_)), size_(other.size_), base_(nextStamp()), appendedFrom_(size_) {
    other.clear();
  }
  TileList& operator=(const TileList& other) {
    if (this != &other) chunks_ = other.chunks_, size_ = other.size_, resetDamage();
    return *this;
  }
  TileList& operator=(TileList&& other) noexcept {
    if (this != &other) chunks_ = std::move(other.chunks_), size_ = other.size_, resetDamage(), other.clear();
    return *this;
  }
  TileList(std::initializer_list<PlacedTile> tiles) : TileList() { append(tiles.begin(), tiles.end()); }
  TileList(const std::vector<PlacedTile>& tiles) : TileList() { append(tiles.begin(), tiles.end()); }  // NOLINT: a drop-in for the vector
  TileList(std::size_t count, const PlacedTile& tile) : TileList() { assign(count, tile); }

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const PlacedTile& operator[](std::size_t i) const { const auto [k, o] = locate(i); return chunks_[k].tiles[o]; }
  // Writable access: the tile's place now is logged, and where it is at the next change
  // or damage query (the write through the reference happens in between).
  PlacedTile& operator[](std::size_t i) {
    const auto [k, o] = locate(i);
    chunks_[k].boxDirty = true;
    touched(i, chunks_[k].tiles[o]);
    return chunks_[k].tiles[o];
  }
  const PlacedTile& front() const { return chunks_.front().tiles.front(); }
  const PlacedTile& back() const { return chunks_.back().tiles.back(); }
  PlacedTile& back() { chunks_.back().boxDirty = true; touched(size_ - 1, chunks_.back().tiles.back()); return chunks_.back().tiles.back(); }

  const_iterator begin() const { return {this, 0, 0}; }
  const_iterator end() const { return {this, chunks_.size(), 0}; }
  const_iterator cbegin() const { return begin(); }
  const_iterator cend() const { return end(); }
  // Writable iteration may move any tile: every box is recomputed on the next query.
  iterator begin() { markAllDirty(); resetDamage(); return {this, 0, 0}; }
  iterator end() { return {this, chunks_.size(), 0}; }

  void push_back(const PlacedTile& tile);
  void reserve(std::size_t) {}  // chunks grow one at a time; nothing to reserve
  void clear() { chunks_.clear(); size_ = 0; resetDamage(); }
  void assign(std::size_t count, const PlacedTile& tile);
  template <class It>
  void append(It first, It last) { for (; first != last; ++first) push_back(*first); }

  // Inserts [first, last) before position `at` (an index); returns an iterator to the first.
  template <class It>
  iterator insert(const_iterator at, It first, It last) { return insertAt(at.index(), std::vector<PlacedTile>(first, last)); }
  iterator insert(const_iterator at, const PlacedTile& tile) { return insertAt(at.index(), {tile}); }
  iterator insertAt(std::size_t at, std::vector<PlacedTile> tiles);
  iterator erase(const_iterator first, const_iterator last) { return eraseRange(first.index(), last.index()); }
  iterator erase(const_iterator at) { return eraseRange(at.index(), at.index() + 1); }
  iterator eraseRange(std::size_t first, std::size_t last);
  // Removes the tiles at `indices` (ascending, distinct) in one pass over the chunks they are in.
  void eraseIndices(const std::vector<std::size_t>& indices);
  // Inserts tiles at the indices they will have afterwards (ascending, distinct): the
  // opposite of eraseIndices, so an erase is undone in one pass.
  void insertIndices(const std::vector<std::size_t>& indices, const std::vector<PlacedTile>& tiles);

  bool operator==(const TileList& other) const;
  std::vector<PlacedTile> toVector() const { return std::vector<PlacedTile>(begin(), end()); }

  // Indices of the tiles whose rectangle meets [x0, x1] x [y0, y1] (edges included),
  // ascending; only chunks whose box meets it are scanned.
  std::vector<std::size_t> indicesMeeting(double x0, double y0, double x1, double y1) const;
  // Calls f(index, tile) for those tiles; stops early when f returns false.
  template <class F>
  void forEachMeeting(double x0, double y0, double x1, double y1, F&& f) const {
    for (std::size_t k = 0; k < chunks_.size(); ++k) {
      const Chunk& c = chunks_[k];
      if (!boxOf(c).meets(x0, y0, x1, y1)) continue;
      for (std::size_t o = 0; o < c.tiles.size(); ++o) {
        const PlacedTile& t = c.tiles[o];
        if (t.position.x <= x1 && x0 <= t.position.x + t.size.x && t.position.y <= y1 && y0 <= t.position.y + t.size.y)
          if (!f(c.start + o, t)) return;
      }
    }
  }

  // The box around every tile (x0 > x1 when empty), from the chunk boxes: no tile is read
  // unless its chunk changed since.
  Box bounds() const;

  // The chunks in order, for readers that walk every tile fast (renderers, writers).
  std::size_t chunkCount() const { return chunks_.size(); }
  const std::vector<PlacedTile>& chunkTiles(std::size_t k) const { return chunks_[k].tiles; }
  std::size_t chunkStart(std::size_t k) const { return chunks_[k].start; }
  // A chunk's box, and the smallest side of a tile in it (infinity when empty).
  const Box& chunkBox(std::size_t k) const { return boxOf(chunks_[k]); }
  double chunkSmallestSide(std::size_t k) const { boxOf(chunks_[k]); return chunks_[k].smallest; }

  // Change tracking. revision() names the list's state now; damageSince(r) is the box
  // around every tile changed since the state r (where each was before and is now), or
  // `all` when that is not known (r came from before a copy, a clear, a writable
  // iteration, or too many writable accesses): then treat every tile as changed.
  // Revisions are unique across lists, so one of another list is never taken for this one's.
  struct Damage {
    bool all = false;
    Box box = emptyBox();  // empty (x0 > x1): nothing changed
  };
  std::uint64_t revision() const;
  Damage damageSince(std::uint64_t revision) const;
  static Box emptyBox() {
    constexpr double inf = std::numeric_limits<double>::infinity();
    return {inf, inf, -inf, -inf};
  }

 private:
  struct Chunk {
    std::vector<PlacedTile> tiles;
    std::size_t start = 0;  // index of tiles[0] in the list
    mutable Box box;
    mutable double smallest = std::numeric_limits<double>::infinity();  // smallest tile side
    mutable bool boxDirty = true;
  };
  // One rectangle of changes; changes made between two reads of the log share one entry.
  struct DamageEntry {
    std::uint64_t stamp = 0;
    Box box;
  };
  template <bool Const>
  Iter<Const> iterAt(std::size_t i) const {
    using L = typename Iter<Const>::List;
    if (i >= size_) return Iter<Const>(const_cast<L*>(this), chunks_.size(), 0);
    const auto [k, o] = locate(i);
    return Iter<Const>(const_cast<L*>(this), k, o);
  }
  std::pair<std::size_t, std::size_t> locate(std::size_t i) const;
  const Box& boxOf(const Chunk& c) const;
  void renumberFrom(std::size_t chunk);
  void splitIfLarge(std::size_t chunk);
  void dropEmptyChunks();
  void markAllDirty() { for (auto& c : chunks_) c.boxDirty = true; }
  static std::uint64_t nextStamp();
  void addDamage(const Box& box) const;
  void addDamage(const PlacedTile& t) const {
    addDamage(Box{t.position.x, t.position.y, t.position.x + t.size.x, t.position.y + t.size.y});
  }
  void touched(std::size_t index, const PlacedTile& now);
  void flushTouched() const;  // logs where the tiles handed out writable are now
  void resetDamage() const;

  std::vector<Chunk> chunks_;
  std::size_t size_ = 0;
  // The change log: entries newer than base_, oldest first (merged when it grows long).
  mutable std::uint64_t base_ = 0;
  mutable std::vector<DamageEntry> log_;
  mutable bool sealed_ = true;             // the last entry was read: the next change starts a new one
  mutable std::vector<std::size_t> touched_;  // indices handed out writable since the last flush
  // Appended since the last flush from this index on (size_: none). Logged at the flush,
  // so an import's million push_backs cost no log work each.
  mutable std::size_t appendedFrom_ = 0;
};

}  // namespace sw
