#include "sim/systems/camera/runtime_camera.h"

namespace sw {

RuntimeCamera::RuntimeCamera(std::vector<ChainLink> links, std::vector<RuntimeLoop> loops, std::int64_t speed)
    : links_(std::move(links)), loops_(std::move(loops)), speed_(speed) {}

CameraSpot RuntimeCamera::start() const {
  CameraSpot spot;
  spot.finished = links_.empty();
  place(spot);
  return spot;
}

int RuntimeCamera::loopEndingAt(std::size_t link) const {
  for (std::size_t i = 0; i < loops_.size(); ++i)
    if (loops_[i].last == link) return int(i);
  return -1;
}

void RuntimeCamera::place(CameraSpot& spot) const {
  if (links_.empty()) return;
  const ChainLink& l = links_[spot.link];
  spot.local = CameraTrack::pointOnPath(l.def, spot.distance);
  spot.absolute = l.origin + spot.local;
}

}  // namespace sw
