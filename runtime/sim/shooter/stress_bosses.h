#pragma once
// The bosses of the stress level (`bench-sim --bosses N`): composite enemies of 16 parts
// each (four arms that swing, a forearm on each, four hatches that open and launch
// missiles, four cannons whose curved beams sweep), riding along with the camera like the
// rest of the block, so their parts, beams and missiles are measured on top of the bullets.
#include <cstdint>
#include <memory>

#include "model/enemies/enemy_type.h"

namespace sw {

class Level;
class CameraTrack;

inline constexpr int kStressBossParts = 16;

std::unique_ptr<EnemyType> stressBossType(double cameraSpeed);
// `count` boss spawns, spread over the screen's right half where the camera is at tick 0.
void addStressBosses(Level& level, const CameraTrack& track, std::int64_t count);

}  // namespace sw
