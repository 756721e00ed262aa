#pragma once
// A part of a composite enemy (DOMAIN.md, "Bosses"): a named piece hung on the body or on
// another part, with its own pose, mesh, collision, health, weapons and state machines.
//
// Pose: `offset` and `rotation` (degrees) are relative to the parent's pose, so a part
// follows its parent through moves and turns. Its machines move it: `rotateTo`, `moveTo`
// (relative to the parent) and `open` / `close` (towards `openOffset` / `openRotation`,
// added to the closed pose) over N ticks with easing.
//
// Health: an invulnerable part absorbs the players' fire. A destroyed part is removed with
// everything hanging below it; each bursts (deathBurst particles) and fires its
// destroyedTrigger, and `destroyed NAME` becomes true for every machine of the enemy. A weak
// point counts for an enemy type whose fight ends when every weak point is gone.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/property.h"
#include "model/enemies/enemy_state.h"
#include "model/enemies/enemy_weaponry.h"

namespace sw {

class EnemyPart final : public Describable, public EnemyWeaponry {
 public:
  std::string name;
  std::string parent;  // another part's name; "" = the body
  Vec2 offset{0, 0};
  double rotation = 0;  // degrees, counter-clockwise
  std::string mesh;
  Color color{200, 120, 90, 255};
  std::string material;  // texture graph painting its mesh; empty: the mesh's colours
  // A light it carries (light_layer.h): none while the intensity is 0.
  Color glowColor{255, 170, 90, 255};
  double glowIntensity = 0;
  double glowRange = 3;
  // Particle effects (model/effects) played on the part's own events.
  std::string hitEffect, deathEffect, muzzleEffect;
  std::vector<Vec3> spheres{{0, 0, 0.5}};  // (x, y, radius) relative to the part, turning with it
  std::int64_t health = 10;
  bool invulnerable = false;
  bool weakPoint = false;
  std::int64_t score = 500;
  std::string pattern;  // fired by `fire` / `startFiring` without a name in its machines
  std::int64_t fireIntervalTicks = 60;
  std::int64_t firstShotDelayTicks = 30;
  Vec2 openOffset{0, 0.5};  // a new part visibly slides when opened
  double openRotation = 0;  // degrees added when open
  std::int64_t deathBurst = 24;  // particles when destroyed
  std::string destroyedTrigger;  // trigger fired when it is destroyed ("" none)

  std::vector<std::unique_ptr<EnemyState>> states;  // its machines' states (EnemyState::machine)

  EnemyPart() = default;
  EnemyPart(const EnemyPart& other);
  EnemyPart& operator=(const EnemyPart& other);

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  void forEachChild(const std::function<void(Describable&)>& fn) override {
    for (auto& s : states) fn(*s);
  }
};

}  // namespace sw
