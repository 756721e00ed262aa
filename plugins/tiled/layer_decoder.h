#pragma once
// Decodes the cells of TMX layers on worker threads while the XML reader goes on to the
// next layer: base64, inflate and the gid -> tile mapping of a 1024 x 1024 layer are most
// of a big map's reading time, and layers do not depend on each other. The first problem
// in document order wins, as when everything ran in line.
#include <cstdint>
#include <deque>
#include <functional>
#include <future>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"
#include "formats/tile_map.h"

namespace sw::tiled {

struct GidTileset {
  std::uint32_t firstGid;
  std::vector<std::int32_t> tileIndexOfId;
};

// Gids (flip bits included) to cells. Empty on success, else the index of the bad cell
// in `badCell` and the problem.
std::string cellsFromGids(const std::vector<std::uint32_t>& gids, const std::vector<GidTileset>& tilesets,
                          std::vector<MapCell>& cells, std::size_t& badCell);

class LayerDecoder {
 public:
  // Fills the cells of the layer map.layers[layer] once finish() joins it.
  using Job = std::function<std::optional<Error>(std::vector<MapCell>& cells)>;
  explicit LayerDecoder(unsigned threads = 0);  // 0: as many as the machine has cores (at least 2)
  ~LayerDecoder();
  LayerDecoder(const LayerDecoder&) = delete;
  LayerDecoder& operator=(const LayerDecoder&) = delete;

  void submit(std::size_t layer, Job job);
  // The tilesets as they are now, shared by every job until another is added (tilesets
  // only ever grow): a map of many layers holds one copy, not one per layer.
  std::shared_ptr<const std::vector<GidTileset>> snapshot(const std::vector<GidTileset>& tilesets);
  // Waits for every job; moves the cells into `map`; the first error by layer order.
  std::optional<Error> finish(TileMap& map);

 private:
  struct Pending {
    std::size_t layer;
    std::unique_ptr<std::vector<MapCell>> cells;
    std::future<std::optional<Error>> done;
  };
  void waitAll();
  unsigned threads_;
  std::deque<Pending> pending_;
  std::size_t waited_ = 0;  // pending_[0 .. waited_) have been waited for
  std::shared_ptr<const std::vector<GidTileset>> snapshot_;
};

}  // namespace sw::tiled
