#pragma once
// Plays particle effects (effect_library.h) for a running game or a preview: fire-and-forget
// from fixed pools sized at construction (particles, emitter runs), stepped once per
// simulation tick, deterministic given its seed. Presentation only: never state, never
// hashed, and after construction step() and play() never allocate (a full pool drops what
// does not fit).
//
// Positions are absolute (the editor's layout), so particles stay in place when the
// simulation's frame jumps to the next chain link. Sparks of emitters that collide bounce off
// the walls (EffectWalls: the shooter's wall grids, the platformer's geometry) the way the
// platformer's SparkSystem does: a step that would end inside a wall reflects the blocked
// axis instead, and no particle is born inside a wall.
//
// Every play() may carry an owner (a game event): cancel(owner) removes the particles and runs
// that event made, sub-effects included (a rollback withdrew the event).
#include <cstdint>
#include <vector>

#include "core/math.h"
#include "core/random.h"
#include "present/effects/effect_library.h"

namespace sw {

class EffectWalls {
 public:
  virtual ~EffectWalls() = default;
  virtual bool solid(Vec2 absolute) const = 0;
};

struct EffectParticle {
  Vec2 position, velocity;  // units, units per tick
  float age = 0, life = 1;  // ticks
  float rotation = 0, spin = 0;  // degrees, degrees per tick
  std::int32_t emitter = 0;
  std::uint32_t owner = 0;
  std::uint32_t slot = 0;  // stable handle (runs that follow it)
  std::uint8_t depth = 0;  // sub-effect depth
};

// What one particle looks like now (for the renderer and the preview).
struct DrawnParticle {
  Vec2 position;
  float size = 0, rotation = 0;
  float r = 1, g = 1, b = 1, a = 1;
  int sprite = -1;  // into EffectLibrary::sprites(), or -1 for a plain shape
  Emitter::Look look = Emitter::Look::Disc;
  Emitter::Blend blend = Emitter::Blend::Additive;
  Vec2 velocity;  // streaks stretch along it
};

class EffectPlayer {
 public:
  static constexpr int kMaxDepth = 4;  // sub-effects of sub-effects ... stop here
  explicit EffectPlayer(std::size_t particles = 32768, std::size_t runs = 4096, std::uint64_t seed = 1);

  // The effects to play. Particles and runs of emitters that still exist (same effect name
  // and place) carry on with the new numbers; the others end. Between steps (allocates).
  void setLibrary(EffectLibrary library);
  const EffectLibrary& library() const { return library_; }
  void setWalls(const EffectWalls* walls) { walls_ = walls; }

  // Starts effect `effect` at `at`; false when there is no such effect or no room.
  bool play(int effect, Vec2 at, std::uint32_t owner = 0) { return start(effect, at, owner, -1, 0); }
  // Removes everything the owner's plays made.
  void cancel(std::uint32_t owner);
  void clear();
  // One simulation tick.
  void step();

  const std::vector<EffectParticle>& particles() const { return particles_; }
  std::size_t runs() const { return runs_.size(); }
  std::size_t particleCapacity() const { return particles_.capacity(); }
  std::size_t runCapacity() const { return runs_.capacity(); }
  std::int64_t dropped() const { return dropped_; }  // particles or runs that found no room
  DrawnParticle drawn(const EffectParticle& p) const;

 private:
  struct Run {
    std::int32_t emitter = 0;
    std::uint32_t owner = 0;
    Vec2 origin;
    std::int32_t followSlot = -1;  // a particle it trails (birth sub-effect), or -1
    std::uint32_t followGeneration = 0;
    float age = 0, owed = 0;
    std::uint8_t depth = 0;
    bool done = false;
  };
  bool start(int effect, Vec2 at, std::uint32_t owner, std::int32_t followSlot, int depth);
  void emitParticles(Run& run, int n);
  void spawn(const Run& run);
  void removeParticle(std::size_t index);
  float uniform(float lo, float hi) { return lo + (hi - lo) * float(random_.unit()); }

  EffectLibrary library_;
  const EffectWalls* walls_ = nullptr;
  std::vector<EffectParticle> particles_;
  std::vector<Run> runs_;
  // Slot handles: particle slot -> index in particles_ and its generation; free slots.
  std::vector<std::int32_t> indexOfSlot_;
  std::vector<std::uint32_t> generation_;
  std::vector<std::uint32_t> freeSlots_;
  MwcRandom random_;
  std::int64_t dropped_ = 0;
};

}  // namespace sw
