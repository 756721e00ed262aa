#pragma once
// The camera as Play moves it: tick by tick along the chain's camera path at the level's
// integer scroll speed (sub-units), with loops that repeat until their trigger fires.
// The editor's CameraTrack answers "where at tick t" for a fixed number of loop passes;
// this one keeps state instead, because when a loop ends depends on the game. With every
// loop ending after its preview passes the two agree tick for tick (tested).
//
// Each time the camera enters another link, advance() reports the step from the old
// link's origin to the new one's (chainStep; for a loop's wrap, as if the first link
// followed the last), which the simulation subtracts from every moving position: the
// frame is always the current link's tile-local coordinates.
//
// The track is what the build made and never changes; where the camera is (a CameraSpot)
// is the camera system's state (camera_system.h), passed in and moved along here.
#include <cstdint>
#include <functional>
#include <vector>

#include "model/camera_track.h"
#include "model/tile_chain.h"

namespace sw {

struct RuntimeLoop {
  std::size_t first = 0, last = 0;
  std::int64_t previewPasses = 1;  // passes the editor shows (loop.previewRepeats)
  int trigger = -1;                // index of the trigger that ends it, -1 for none
};

class RuntimeCamera {
 public:
  RuntimeCamera() = default;
  RuntimeCamera(std::vector<ChainLink> links, std::vector<RuntimeLoop> loops, std::int64_t speed);

  // Where the camera starts: the first link's entry.
  CameraSpot start() const;
  // Moves `spot` one tick. `loopEnds(i)` says whether loop i should end at its last link now
  // (its trigger fired, or its preview passes are done). Returns the frame step when the
  // camera entered another link (possibly several for very short tiles), else (0, 0).
  template <class LoopEnds>
  Vec2 advance(CameraSpot& spot, LoopEnds&& loopEnds) const;
  // Absolute origin (editor layout) of the spot's link.
  Vec2 frameOrigin(const CameraSpot& spot) const { return links_.empty() ? Vec2{} : links_[spot.link].origin; }
  const std::vector<ChainLink>& links() const { return links_; }
  const std::vector<RuntimeLoop>& loops() const { return loops_; }
  // The link that follows `link` on the way the camera goes now (a loop's last link is
  // followed by its first while the loop runs), or -1 at the end of the chain.
  template <class LoopEnds>
  long next(std::size_t link, LoopEnds&& loopEnds) const;

 private:
  int loopEndingAt(std::size_t link) const;
  void place(CameraSpot& spot) const;

  std::vector<ChainLink> links_;
  std::vector<RuntimeLoop> loops_;
  std::int64_t speed_ = 0;
};

template <class LoopEnds>
long RuntimeCamera::next(std::size_t link, LoopEnds&& loopEnds) const {
  const int loop = loopEndingAt(link);
  if (loop >= 0 && !loopEnds(loop)) return long(loops_[std::size_t(loop)].first);
  return link + 1 < links_.size() ? long(link + 1) : -1;
}

template <class LoopEnds>
Vec2 RuntimeCamera::advance(CameraSpot& spot, LoopEnds&& loopEnds) const {
  Vec2 step;
  if (links_.empty() || spot.finished) return step;
  spot.distance += speed_;
  for (;;) {
    const TileDef* def = links_[spot.link].def;
    const std::int64_t length = CameraTrack::pathLength(def);
    if (spot.distance < length) break;
    const int loop = loopEndingAt(spot.link);
    long to;
    if (loop >= 0 && !loopEnds(loop)) {
      to = long(loops_[std::size_t(loop)].first);
      ++spot.pass;
    } else {
      to = spot.link + 1 < links_.size() ? long(spot.link + 1) : -1;
      if (loop >= 0) spot.pass = 0;
    }
    if (to < 0) {
      spot.distance = length;
      spot.finished = true;
      break;
    }
    spot.distance -= length;
    step += chainStep(def, links_[std::size_t(to)].def);
    spot.link = std::size_t(to);
  }
  place(spot);
  return step;
}

}  // namespace sw
