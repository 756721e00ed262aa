#pragma once
// Chaining: each tile is placed so that its camera entry lies on the previous tile's
// camera exit. Positions are kept as per-link steps (exit of one minus entry of the
// next) so the runtime can place neighbours relative to the current tile and never
// accumulate a large absolute coordinate; the editor may ask for absolute origins.
#include <vector>

#include "model/project/project.h"

namespace sw {

struct ChainLink {
  const TileInstance* instance = nullptr;
  const TileDef* def = nullptr;  // nullptr when the instance names a missing tile definition
  Vec2 origin;                   // absolute tile origin (editor display only)
};

// Entry and exit of a missing definition: a plain 32-unit step, so the rest still lays out.
Vec2 entryOf(const TileDef* def);
Vec2 exitOf(const TileDef* def);

// Offset from tile `a`'s origin to the origin of the tile that follows it when `b` is next.
Vec2 chainStep(const TileDef* a, const TileDef* b);

// Absolute layout of the whole chain, first tile at origin (0, 0).
std::vector<ChainLink> layoutChain(const Project& project, const Level& level);

}  // namespace sw
