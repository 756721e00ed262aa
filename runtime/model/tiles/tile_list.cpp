#include "model/tiles/tile_list.h"

#include <algorithm>
#include <atomic>
#include <limits>

namespace sw {
namespace {

// Writable accesses remembered between two flushes of the log; past this many (a loop
// writing through every tile) the log gives up and readers redo everything.
constexpr std::size_t kMaxTouched = 4096;
// Log entries kept; past this the older half is merged into one box (still correct,
// only coarser for a reader that has not looked for that long).
constexpr std::size_t kMaxLog = 64;
// Tiles appended between two flushes beyond which the log gives up too (an import or a
// load: readers build everything anyway).
constexpr std::size_t kMaxAppended = 65536;

void unite(TileList::Box& a, const TileList::Box& b) {
  a.x0 = std::min(a.x0, b.x0), a.y0 = std::min(a.y0, b.y0);
  a.x1 = std::max(a.x1, b.x1), a.y1 = std::max(a.y1, b.y1);
}

}  // namespace

std::uint64_t TileList::nextStamp() {
  static std::atomic<std::uint64_t> stamps{1};
  return stamps.fetch_add(1, std::memory_order_relaxed);
}

void TileList::addDamage(const Box& box) const {
  if (!(box.x0 <= box.x1 && box.y0 <= box.y1)) return;
  if (sealed_ || log_.empty()) {
    log_.push_back({nextStamp(), box});
    sealed_ = false;
    if (log_.size() > kMaxLog) {
      const std::size_t half = kMaxLog / 2;
      DamageEntry merged{log_[half - 1].stamp, emptyBox()};
      for (std::size_t i = 0; i < half; ++i) unite(merged.box, log_[i].box);
      log_.erase(log_.begin(), log_.begin() + std::ptrdiff_t(half));
      log_.insert(log_.begin(), merged);
    }
  } else {
    unite(log_.back().box, box);
  }
}

void TileList::touched(std::size_t index, const PlacedTile& now) {
  addDamage(now);
  touched_.push_back(index);
  if (touched_.size() > kMaxTouched) resetDamage();
}

void TileList::flushTouched() const {
  if (appendedFrom_ < size_) {
    if (size_ - appendedFrom_ > kMaxAppended) {
      resetDamage();
      return;
    }
    const auto [k0, o0] = locate(appendedFrom_);
    Box appended = emptyBox();
    for (std::size_t k = k0, o = o0; k < chunks_.size(); ++k, o = 0)
      for (; o < chunks_[k].tiles.size(); ++o) {
        const PlacedTile& t = chunks_[k].tiles[o];
        unite(appended, Box{t.position.x, t.position.y, t.position.x + t.size.x, t.position.y + t.size.y});
      }
    addDamage(appended);
  }
  appendedFrom_ = size_;
  for (std::size_t i : touched_)
    if (i < size_) addDamage((*this)[i]);
  touched_.clear();
}

void TileList::resetDamage() const {
  log_.clear();
  touched_.clear();
  appendedFrom_ = size_;
  base_ = nextStamp();
  sealed_ = true;
}

std::uint64_t TileList::revision() const {
  flushTouched();
  sealed_ = true;
  return log_.empty() ? base_ : log_.back().stamp;
}

TileList::Damage TileList::damageSince(std::uint64_t revision) const {
  flushTouched();
  Damage d;
  if (revision < base_) {
    d.all = true;
    return d;
  }
  for (auto it = log_.rbegin(); it != log_.rend() && it->stamp > revision; ++it) unite(d.box, it->box);
  return d;
}

std::pair<std::size_t, std::size_t> TileList::locate(std::size_t i) const {
  // The last chunk whose start is <= i.
  auto it = std::upper_bound(chunks_.begin(), chunks_.end(), i, [](std::size_t v, const Chunk& c) { return v < c.start; });
  const std::size_t k = std::size_t(it - chunks_.begin()) - 1;
  return {k, i - chunks_[k].start};
}

const TileList::Box& TileList::boxOf(const Chunk& c) const {
  if (c.boxDirty) {
    Box b{std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity(),
          -std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()};
    double smallest = std::numeric_limits<double>::infinity();
    for (const auto& t : c.tiles) {
      b.x0 = std::min(b.x0, t.position.x);
      b.y0 = std::min(b.y0, t.position.y);
      b.x1 = std::max(b.x1, t.position.x + t.size.x);
      b.y1 = std::max(b.y1, t.position.y + t.size.y);
      smallest = std::min(smallest, std::min(t.size.x, t.size.y));
    }
    c.box = b;
    c.smallest = smallest;
    c.boxDirty = false;
  }
  return c.box;
}

void TileList::renumberFrom(std::size_t chunk) {
  std::size_t start = chunk == 0 ? 0 : chunks_[chunk - 1].start + chunks_[chunk - 1].tiles.size();
  for (std::size_t k = chunk; k < chunks_.size(); ++k) {
    chunks_[k].start = start;
    start += chunks_[k].tiles.size();
  }
  size_ = start;
}

void TileList::push_back(const PlacedTile& tile) {
  if (chunks_.empty() || chunks_.back().tiles.size() >= kChunk) {
    Chunk c;
    c.start = size_;
    c.tiles.reserve(kChunk);
    c.boxDirty = false;
    c.box = {std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity(),
             -std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()};
    chunks_.push_back(std::move(c));
  }
  Chunk& c = chunks_.back();
  c.tiles.push_back(tile);
  if (!c.boxDirty) {  // grow the box: appending never needs a rescan
    c.box.x0 = std::min(c.box.x0, tile.position.x);
    c.box.y0 = std::min(c.box.y0, tile.position.y);
    c.box.x1 = std::max(c.box.x1, tile.position.x + tile.size.x);
    c.box.y1 = std::max(c.box.y1, tile.position.y + tile.size.y);
    c.smallest = std::min(c.smallest, std::min(tile.size.x, tile.size.y));
  }
  ++size_;  // logged at the next flush (appendedFrom_)
}

void TileList::assign(std::size_t count, const PlacedTile& tile) {
  clear();
  for (std::size_t i = 0; i < count; ++i) push_back(tile);
}

void TileList::splitIfLarge(std::size_t k) {
  if (chunks_[k].tiles.size() <= kChunkMax) return;
  std::vector<PlacedTile> all = std::move(chunks_[k].tiles);
  std::vector<Chunk> pieces;
  for (std::size_t at = 0; at < all.size(); at += kChunk) {
    Chunk c;
    c.tiles.assign(all.begin() + std::ptrdiff_t(at), all.begin() + std::ptrdiff_t(std::min(all.size(), at + kChunk)));
    pieces.push_back(std::move(c));
  }
  chunks_.erase(chunks_.begin() + std::ptrdiff_t(k));
  chunks_.insert(chunks_.begin() + std::ptrdiff_t(k), std::make_move_iterator(pieces.begin()),
                 std::make_move_iterator(pieces.end()));
}

void TileList::dropEmptyChunks() {
  std::erase_if(chunks_, [](const Chunk& c) { return c.tiles.empty(); });
}

TileList::iterator TileList::insertAt(std::size_t at, std::vector<PlacedTile> tiles) {
  if (tiles.empty()) return iterAt<false>(at);
  flushTouched();  // before the indices move
  if (at >= size_) {
    for (const auto& t : tiles) push_back(t);
    return iterAt<false>(at);
  }
  const auto [k, o] = locate(at);
  Chunk& c = chunks_[k];
  for (const auto& t : tiles) addDamage(t);
  c.tiles.insert(c.tiles.begin() + std::ptrdiff_t(o), tiles.begin(), tiles.end());
  c.boxDirty = true;
  splitIfLarge(k);
  renumberFrom(k);
  return iterAt<false>(at);
}

TileList::iterator TileList::eraseRange(std::size_t first, std::size_t last) {
  last = std::min(last, size_);
  if (first >= last) return iterAt<false>(first);
  flushTouched();
  auto [k, o] = locate(first);
  const std::size_t firstChunk = k;
  std::size_t left = last - first;
  while (left > 0) {
    Chunk& c = chunks_[k];
    const std::size_t n = std::min(left, c.tiles.size() - o);
    for (std::size_t i = o; i < o + n; ++i) addDamage(c.tiles[i]);
    c.tiles.erase(c.tiles.begin() + std::ptrdiff_t(o), c.tiles.begin() + std::ptrdiff_t(o + n));
    c.boxDirty = true;
    left -= n;
    ++k, o = 0;
  }
  dropEmptyChunks();
  if (!chunks_.empty()) renumberFrom(std::min(firstChunk, chunks_.size() - 1)); else size_ = 0;
  return iterAt<false>(first);
}

void TileList::eraseIndices(const std::vector<std::size_t>& indices) {
  if (indices.empty()) return;
  flushTouched();
  std::size_t firstChunk = chunks_.size();
  for (std::size_t i = 0; i < indices.size();) {
    const auto [k, o] = locate(indices[i]);
    firstChunk = std::min(firstChunk, k);
    Chunk& c = chunks_[k];
    // Every index in this chunk, removed in one compaction of the chunk.
    std::size_t end = i;
    while (end < indices.size() && indices[end] < c.start + c.tiles.size()) ++end;
    std::size_t write = indices[i] - c.start, next = i;
    for (std::size_t read = write; read < c.tiles.size(); ++read) {
      if (next < end && c.start + read == indices[next]) {
        addDamage(c.tiles[read]);
        ++next;
        continue;
      }
      c.tiles[write++] = c.tiles[read];
    }
    c.tiles.resize(write);
    c.boxDirty = true;
    i = end;
    (void)o;
  }
  dropEmptyChunks();
  if (!chunks_.empty()) renumberFrom(std::min(firstChunk, chunks_.size() - 1)); else size_ = 0;
}

void TileList::insertIndices(const std::vector<std::size_t>& indices, const std::vector<PlacedTile>& tiles) {
  // Ascending final indices: inserting in order puts each where it belongs, since every
  // earlier one is already in place. Runs of consecutive indices go in as one insert.
  for (std::size_t i = 0; i < indices.size();) {
    std::size_t end = i + 1;
    while (end < indices.size() && indices[end] == indices[end - 1] + 1) ++end;
    insertAt(indices[i], std::vector<PlacedTile>(tiles.begin() + std::ptrdiff_t(i), tiles.begin() + std::ptrdiff_t(end)));
    i = end;
  }
}

bool TileList::operator==(const TileList& other) const {
  if (size_ != other.size_) return false;
  return std::equal(begin(), end(), other.begin());
}

TileList::Box TileList::bounds() const {
  Box b{std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity(),
        -std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()};
  for (const Chunk& c : chunks_) {
    const Box& box = boxOf(c);
    b.x0 = std::min(b.x0, box.x0), b.y0 = std::min(b.y0, box.y0);
    b.x1 = std::max(b.x1, box.x1), b.y1 = std::max(b.y1, box.y1);
  }
  return b;
}

std::vector<std::size_t> TileList::indicesMeeting(double x0, double y0, double x1, double y1) const {
  std::vector<std::size_t> out;
  forEachMeeting(x0, y0, x1, y1, [&](std::size_t i, const PlacedTile&) {
    out.push_back(i);
    return true;
  });
  return out;
}

}  // namespace sw
