#pragma once
// Crates (model/platformer/puzzle_objects.h): boxes that fall, ride what they stand on and are
// pushed by characters held against them; characters and other crates stand on them, so
// riding goes in chains (a crate on a platform carrying a character). Each crate is a piece of
// the world (platform_world.h) that moves with it; the crates move lowest first, so one
// standing on another rides the move its support just made. A crate crushed by moving
// geometry, or fallen out of the level, comes back where it started.
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "core/fields.h"
#include "model/platformer/character_type.h"
#include "sim/platformer/character_motion.h"
#include "sim/platformer/platformer_systems.h"
#include "sim/system.h"

namespace sw {

class PlatformWorld;

struct CrateState {
  std::vector<CharacterBody> crates;
  SW_FIELDS(CrateState, crates)
};

class CrateSystem final : public StatefulSystem<CrateState> {
 public:
  enum Phase { Move };

  CrateSystem(LevelContext& level, PlatformWorld& world) : StatefulSystem(level, "crates"), world_(world) {}
  void connect(const PlatformerSystems& systems) { s_ = systems; }
  // The level's crates, each a piece of the world.
  void build(Errors& problems);

  void step(int phase, const TickInput& input) override;
  void afterRestore() override;

  const std::vector<CharacterBody>& crates() const { return state_.crates; }
  const CharacterType& type(std::size_t crate) const { return types_[crate]; }
  int owner(std::size_t crate) const { return owners_[crate]; }

 protected:
  std::string_view label(const CrateState& s, std::string_view kind, std::size_t index) const override;
  bool fits(const CrateState& saved) const override { return saved.crates.size() == state_.crates.size(); }

 private:
  void placeAll();
  void respawn(CharacterBody& crate);

  PlatformWorld& world_;
  PlatformerSystems s_;
  std::vector<CharacterType> types_;
  std::vector<int> owners_;
  std::vector<std::string> names_;
  std::vector<int> order_;  // this tick's order, lowest first (reserved at build)
  std::vector<int> pushed_;  // per crate: the way a character pushes it this tick
  double fallLimit_ = -1e9;
};

}  // namespace sw
