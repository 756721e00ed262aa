#include "sim/runtime_camera.h"

namespace sw {

RuntimeCamera::RuntimeCamera(std::vector<ChainLink> links, std::vector<RuntimeLoop> loops, std::int64_t speed)
    : links_(std::move(links)), loops_(std::move(loops)), speed_(speed) {
  spot_.finished = links_.empty();
  place();
}

int RuntimeCamera::loopEndingAt(std::size_t link) const {
  for (std::size_t i = 0; i < loops_.size(); ++i)
    if (loops_[i].last == link) return int(i);
  return -1;
}

void RuntimeCamera::place() {
  if (links_.empty()) return;
  const ChainLink& l = links_[spot_.link];
  spot_.local = CameraTrack::pointOnPath(l.def, spot_.distance);
  spot_.absolute = l.origin + spot_.local;
}

}  // namespace sw
