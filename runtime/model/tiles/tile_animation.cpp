#include "model/tiles/tile_animation.h"

#include <algorithm>

namespace sw {
namespace {
std::int64_t frameMs(const TileAnimation::Frame& frame) { return std::max<std::int64_t>(1, frame.durationMs); }

// `ms` folded into [0, length).
std::int64_t loopTime(std::int64_t ms, std::int64_t length) {
  const std::int64_t t = ms % length;
  return t < 0 ? t + length : t;
}
}  // namespace

std::int64_t tileAnimationLength(const TileAnimation& animation) {
  std::int64_t length = 0;
  for (const auto& frame : animation.frames) length += frameMs(frame);
  return length;
}

std::size_t tileAnimationFrameAt(const TileAnimation& animation, std::int64_t ms) {
  if (animation.frames.size() < 2) return 0;
  std::int64_t t = loopTime(ms, tileAnimationLength(animation));
  for (std::size_t i = 0; i < animation.frames.size(); ++i) {
    t -= frameMs(animation.frames[i]);
    if (t < 0) return i;
  }
  return animation.frames.size() - 1;  // not reached: t < length
}

std::int64_t tileAnimationTimeToNextFrame(const TileAnimation& animation, std::int64_t ms) {
  if (animation.frames.size() < 2) return 0;
  std::int64_t t = loopTime(ms, tileAnimationLength(animation));
  for (const auto& frame : animation.frames) {
    t -= frameMs(frame);
    if (t < 0) return -t;
  }
  return 1;
}

std::int64_t tileAnimationMs(std::int64_t tick, std::int64_t tickRate) {
  return tick * 1000 / std::max<std::int64_t>(1, tickRate);
}

const TileAnimation* findTileAnimation(const Tileset& tileset, std::string_view tile) {
  for (const auto& animation : tileset.animations)
    if (animation.tile == tile) return &animation;
  return nullptr;
}

}  // namespace sw
