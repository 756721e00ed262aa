#pragma once
// Which frame of a tile animation (tileset.h: TileAnimation, Tiled's frames) shows at a
// time. Tile animations are drawing only: the simulation never sees them, so the clock is
// whatever the view runs on. The editor's viewport uses wall-clock milliseconds; Play and
// replays use the run's tick (tileAnimationMs), so a replay shows the same frames every time.
// Every animation loops from its first frame at time 0.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "model/tiles/tileset.h"

namespace sw {

// The sum of the frames' durations (frames with a duration below 1 ms count as 1 ms, so a
// bad animation that slipped past validation still plays instead of dividing by zero).
std::int64_t tileAnimationLength(const TileAnimation& animation);
// The frame showing at `ms` (negative times count back from 0, looping too); 0 for an
// animation without frames.
std::size_t tileAnimationFrameAt(const TileAnimation& animation, std::int64_t ms);
// Milliseconds until the frame showing at `ms` ends (at least 1); 0 for fewer than two frames
// (nothing ever changes).
std::int64_t tileAnimationTimeToNextFrame(const TileAnimation& animation, std::int64_t ms);
// The animation clock of a run: tick * 1000 / tickRate, rounded down (tickRate < 1 counts as 1).
std::int64_t tileAnimationMs(std::int64_t tick, std::int64_t tickRate);
// The animation of this tile, if it has one.
const TileAnimation* findTileAnimation(const Tileset& tileset, std::string_view tile);

}  // namespace sw
