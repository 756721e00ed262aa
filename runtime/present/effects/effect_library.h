#pragma once
// The project's particle effects (model/effects/particle_effect.h) compiled for playing: plain
// numbers per emitter in per-tick units, curves in fixed arrays, sub-emitters and sprite
// frames by index, and the tables that pick an effect for a game event (enemy types and parts
// by their hit, death and muzzle effects, weapons by muzzle and impact, the game rules' player
// death and respawn, barriers). Built once per run or when the effects change (it allocates
// then); asking it never allocates and never compares names in a loop over the library: the
// tables are sorted and searched.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/math.h"
#include "model/effects/particle_effect.h"
#include "present/presentation_journal.h"

namespace sw {

class Project;
class Level;

// A curve in a fixed array (at most kMaxKeys keys; more are thinned to the first ones).
struct FixedCurve {
  static constexpr int kMaxKeys = 8;
  std::array<float, kMaxKeys> t{}, v{};
  int count = 0;
  float at(float x) const {
    if (count == 0) return 1.0f;
    if (!(x > t[0])) return v[0];
    for (int i = 1; i < count; ++i)
      if (x < t[i]) {
        const float span = t[i] - t[i - 1];
        return span > 0 ? v[i - 1] + (v[i] - v[i - 1]) * (x - t[i - 1]) / span : v[i];
      }
    return v[count - 1];
  }
};

// One frame of a sprite look: the rectangle (pixels) of an atlas image (project-relative).
struct EffectSprite {
  std::string image;
  int x = 0, y = 0, width = 1, height = 1;
};

struct CompiledEmitter {
  Emitter::Mode mode = Emitter::Mode::Burst;
  Emitter::Shape shape = Emitter::Shape::Point;
  Emitter::Look look = Emitter::Look::Disc;
  Emitter::Blend blend = Emitter::Blend::Additive;
  int count = 0;
  float perTick = 0;        // continuous: particles per tick
  float durationTicks = 0;  // continuous
  Vec2 size;
  float speedMin = 0, speedMax = 0;  // units per tick
  float angle = 0, spread = 0;       // radians
  float lifeMin = 1, lifeMax = 1;    // ticks
  Vec2 gravity;                      // units per tick per tick
  float keep = 1;                    // velocity kept per tick (drag)
  bool collide = false;
  float bounce = 0.5f;
  float particleSize = 0.3f;
  float rotationMin = 0, rotationMax = 0;  // degrees
  float spinMin = 0, spinMax = 0;          // degrees per tick
  Color color;
  FixedCurve sizeCurve, alphaCurve;
  FixedCurve red, green, blue, colorAlpha;  // from the colour curve (0..1); none: `color`
  bool hasColorCurve = false;
  int firstSprite = -1, spriteCount = 0;  // into EffectLibrary::sprites()
  float framesPerTick = 0;
  int onBirth = -1, onDeath = -1;  // effect indices
};

struct CompiledEffect {
  std::string name;
  int firstEmitter = 0, emitterCount = 0;
};

class EffectLibrary {
 public:
  EffectLibrary() = default;
  // The effects of `project` (and, when given, the barriers of `level`), at its tick rate.
  // Unknown names (a sub-emitter, a tileset) leave that part out: validation reports them.
  static EffectLibrary build(const Project& project, const Level* level = nullptr);

  const std::vector<CompiledEffect>& effects() const { return effects_; }
  const std::vector<CompiledEmitter>& emitters() const { return emitters_; }
  const std::vector<EffectSprite>& sprites() const { return sprites_; }
  int find(std::string_view name) const;  // -1 when none
  // The effect the data names for this event, or -1.
  int effectFor(const PresentedEvent& event) const;

 private:
  struct Named {
    std::string name;
    std::array<int, 3> effects{-1, -1, -1};
  };
  static int lookup(const std::vector<Named>& table, std::string_view name, int slot);
  std::vector<CompiledEffect> effects_;
  std::vector<CompiledEmitter> emitters_;
  std::vector<EffectSprite> sprites_;
  std::vector<std::pair<std::string, int>> byName_;  // sorted
  std::vector<Named> enemyTypes_;  // hit, death, muzzle; sorted by name
  std::vector<Named> parts_;       // "type\npart": hit, death, muzzle
  std::vector<Named> weapons_;     // muzzle, impact
  std::vector<Named> barriers_;    // barrier effect
  int playerDeath_ = -1, playerRespawn_ = -1;
  int missileLaunch_ = -1, missileBurst_ = -1;
};

}  // namespace sw
