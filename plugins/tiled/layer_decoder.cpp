#include "layer_decoder.h"

#include <algorithm>
#include <thread>

namespace sw::tiled {

namespace {
constexpr std::uint32_t kFlipH = 0x80000000u, kFlipV = 0x40000000u, kFlipD = 0x20000000u, kRotateHex = 0x10000000u;
}

std::string cellsFromGids(const std::vector<std::uint32_t>& gids, const std::vector<GidTileset>& tilesets,
                          std::vector<MapCell>& cells, std::size_t& badCell) {
  cells.resize(gids.size());
  std::size_t cached = 0;  // most cells use the same tileset as their neighbour
  for (std::size_t i = 0; i < gids.size(); ++i) {
    const std::uint32_t raw = gids[i];
    const std::uint32_t gid = raw & ~(kFlipH | kFlipV | kFlipD | kRotateHex);
    if (gid == 0) continue;
    if (!(cached < tilesets.size() && gid >= tilesets[cached].firstGid &&
          (cached + 1 == tilesets.size() || gid < tilesets[cached + 1].firstGid))) {
      auto it = std::upper_bound(tilesets.begin(), tilesets.end(), gid,
                                 [](std::uint32_t g, const GidTileset& t) { return g < t.firstGid; });
      cached = it == tilesets.begin() ? tilesets.size() : std::size_t(it - tilesets.begin() - 1);
    }
    const std::size_t id = cached < tilesets.size() ? gid - tilesets[cached].firstGid : 0;
    if (cached >= tilesets.size() || id >= tilesets[cached].tileIndexOfId.size() ||
        tilesets[cached].tileIndexOfId[id] < 0) {
      badCell = i;
      return "tile id " + std::to_string(gid) + " belongs to no tileset of the map";
    }
    MapCell& cell = cells[i];
    cell.tileset = std::int32_t(cached);
    cell.tile = std::uint32_t(tilesets[cached].tileIndexOfId[id]);
    cell.flips = std::uint8_t(((raw & kFlipH) ? 1 : 0) | ((raw & kFlipV) ? 2 : 0) | ((raw & kFlipD) ? 4 : 0));
  }
  return {};
}

LayerDecoder::LayerDecoder(unsigned threads)
    : threads_(threads ? threads : std::max(2u, std::thread::hardware_concurrency())) {}

LayerDecoder::~LayerDecoder() { waitAll(); }

void LayerDecoder::waitAll() {
  for (auto& p : pending_)
    if (p.done.valid()) p.done.wait();
}

void LayerDecoder::submit(std::size_t layer, Job job) {
  // At most `threads_` layers in flight: each holds its text, ids and cells at once.
  while (pending_.size() - waited_ >= threads_) pending_[waited_++].done.wait();
  auto cells = std::make_unique<std::vector<MapCell>>();
  auto* out = cells.get();
  pending_.push_back({layer, std::move(cells), std::async(std::launch::async, [job = std::move(job), out] { return job(*out); })});
}

std::shared_ptr<const std::vector<GidTileset>> LayerDecoder::snapshot(const std::vector<GidTileset>& tilesets) {
  if (!snapshot_ || snapshot_->size() != tilesets.size())
    snapshot_ = std::make_shared<const std::vector<GidTileset>>(tilesets);
  return snapshot_;
}

std::optional<Error> LayerDecoder::finish(TileMap& map) {
  std::optional<Error> first;
  for (auto& p : pending_) {
    auto problem = p.done.get();
    if (first) continue;
    if (problem) first = std::move(problem);
    else if (p.layer < map.layers.size()) map.layers[p.layer].cells = std::move(*p.cells);
  }
  pending_.clear();
  waited_ = 0;
  return first;
}

}  // namespace sw::tiled
