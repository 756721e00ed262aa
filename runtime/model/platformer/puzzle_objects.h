#pragma once
// The platformer's puzzle pieces (DOMAIN.md, "Platformers"), placed in a free level:
// - Door: a slab that slides open in one of four directions by `travel` at `speed` while its
//   `opensWhen` expression holds (after `delayTicks`), and closes again when it stops holding.
//   Doors read each other (`door_1.open`), so one opening sets off the next: cascades.
// - Switch: a lever a character uses (the up button while touching it) or a pressure plate
//   weighed down by anything standing on it (characters, crates), decided from every body's
//   feet, not from the one surface each stands on, so a plate never misses one.
// - Crate: a box that falls, rides what it stands on and is pushed by characters; others can
//   stand on it (riding in chains).
// - Barrier: a slab that lets bodies through one way. `passable` is an expression: above 0 it
//   lets them through toward +axis (right or up), below 0 toward -axis, 0 toward neither.
//   When the way changes it throws sparks and the camera glances at it for `glanceTicks`.
// - Checkpoint: reaching its area saves the run; the characters come back there.
// - Goal: reaching its area ends the level.
// Expressions (model/platformer/puzzle_expression.h) name objects: SWITCH.on, PLATE.pressed,
// DOOR.open, DOOR.closed, CHECKPOINT.reached, BARRIER.passable, and `tick`.
#include <cstdint>
#include <string>

#include "model/level/level_object.h"

namespace sw {

enum class Side : std::uint8_t { Up, Down, Left, Right };
Vec2 sideVector(Side side);  // unit vector of the side

class Door final : public LevelObject {
 public:
  Vec2 position;  // centre when closed
  Vec2 size{1, 4};
  Side opens = Side::Up;
  double travel = 4;   // units
  double speed = 0.1;  // units per tick
  std::int64_t delayTicks = 0;
  std::string opensWhen;  // expression
  Color color{140, 100, 70, 255};

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  std::unique_ptr<LevelObject> clone() const override { return std::make_unique<Door>(*this); }
};

class Switch final : public LevelObject {
 public:
  enum class Kind { Lever, Plate };
  Vec2 position;  // lever: its centre; plate: the middle of its top, where feet stand
  Kind kind = Kind::Lever;
  Vec2 size{1, 1.2};  // lever: the box a character touches; plate: width (and a drawn height)
  bool startsOn = false;  // levers
  Color color{220, 200, 80, 255};

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  std::unique_ptr<LevelObject> clone() const override { return std::make_unique<Switch>(*this); }
};

class Crate final : public LevelObject {
 public:
  Vec2 position;  // bottom centre
  Vec2 size{1.2, 1.2};
  Color color{170, 120, 70, 255};

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  std::unique_ptr<LevelObject> clone() const override { return std::make_unique<Crate>(*this); }
};

class Barrier final : public LevelObject {
 public:
  enum class Axis { Horizontal, Vertical };
  Vec2 position;  // centre
  Vec2 size{0.5, 4};
  Axis axis = Axis::Horizontal;
  std::string passable = "1";  // expression
  std::int64_t glanceTicks = 60;
  Color color{120, 200, 255, 255};
  std::string barrierEffect;  // a particle effect (model/effects) played when its way changes

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  std::unique_ptr<LevelObject> clone() const override { return std::make_unique<Barrier>(*this); }
};

class Checkpoint final : public LevelObject {
 public:
  Vec2 position;  // where characters come back, their feet
  Vec2 size{2, 3};  // the area above it that reaches it
  Color color{120, 230, 140, 255};

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  std::unique_ptr<LevelObject> clone() const override { return std::make_unique<Checkpoint>(*this); }
};

class Goal final : public LevelObject {
 public:
  Vec2 position;  // bottom centre of its area
  Vec2 size{2, 3};
  Color color{255, 230, 90, 255};

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  std::unique_ptr<LevelObject> clone() const override { return std::make_unique<Goal>(*this); }
};

}  // namespace sw
