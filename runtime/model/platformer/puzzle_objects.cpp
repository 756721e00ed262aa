#include "model/platformer/puzzle_objects.h"

namespace sw {

namespace {
const std::vector<std::string>& sideNames() {
  static const std::vector<std::string> names{"up", "down", "left", "right"};
  return names;
}
}  // namespace

Vec2 sideVector(Side side) {
  switch (side) {
    case Side::Up: return {0, 1};
    case Side::Down: return {0, -1};
    case Side::Left: return {-1, 0};
    case Side::Right: return {1, 0};
  }
  return {0, 1};
}

const TypeDescription& Door::describeType() {
  static const TypeDescription d =
      TypeBuilder<Door>("Door")
          .field("name", &Door::name).label("Name").required().nameRule(NameRule::Identifier)
          .tooltip("Unique name of this door; expressions read DOOR.open and DOOR.closed")
          .field("position", &Door::position).label("Position").category("Transform")
          .tooltip("Centre of the door when closed")
          .field("size", &Door::size).label("Size").category("Transform").range(0.05, 10000, 0.5)
          .field("opens", &Door::opens).label("Opens").category("Door").enumNames(sideNames())
          .tooltip("The way the door slides when it opens")
          .field("travel", &Door::travel).label("Travel").category("Door").range(0, 10000, 0.5)
          .tooltip("How far it slides open, in units")
          .field("speed", &Door::speed).label("Speed").category("Door").range(0.001, 10, 0.01)
          .tooltip("Units per tick while opening or closing")
          .field("delayTicks", &Door::delayTicks).label("Delay").category("Door").range(0, 100000, 1)
          .tooltip("Ticks between its condition changing and the door starting to move (60 = 1 second)")
          .field("opensWhen", &Door::opensWhen, ValueKind::Expression).label("Opens When").category("Door")
          .tooltip("Expression: open while it holds, e.g. lever_1.on or plate_1.pressed; empty: stays shut")
          .field("color", &Door::color).label("Colour").category("Appearance")
          .build();
  return d;
}

const TypeDescription& Switch::describeType() {
  static const TypeDescription d =
      TypeBuilder<Switch>("Switch")
          .field("name", &Switch::name).label("Name").required().nameRule(NameRule::Identifier)
          .tooltip("Unique name of this switch; expressions read SWITCH.on (and PLATE.pressed)")
          .field("position", &Switch::position).label("Position").category("Transform")
          .tooltip("Lever: its centre. Plate: the middle of its top, where feet stand")
          // "type", not "kind": a level object's "kind" in the file names its class (Switch).
          .field("type", &Switch::kind).label("Type").category("Switch").enumNames({"lever", "plate"})
          .tooltip("Lever: a character touching it flips it with the up button. "
                   "Plate: on while anything stands on it")
          .field("size", &Switch::size).label("Size").category("Switch").range(0.05, 1000, 0.25)
          .tooltip("Lever: the box a character touches. Plate: its width (and the height drawn)")
          .field("startsOn", &Switch::startsOn).label("Starts On").category("Switch")
          .tooltip("Levers: on when the level starts")
          .field("color", &Switch::color).label("Colour").category("Appearance")
          .build();
  return d;
}

const TypeDescription& Crate::describeType() {
  static const TypeDescription d =
      TypeBuilder<Crate>("Crate")
          .field("name", &Crate::name).label("Name").required().nameRule(NameRule::Identifier)
          .tooltip("Unique name of this crate")
          .field("position", &Crate::position).label("Position").category("Transform")
          .tooltip("Bottom centre of the crate")
          .field("size", &Crate::size).label("Size").category("Transform").range(0.1, 100, 0.1)
          .field("color", &Crate::color).label("Colour").category("Appearance")
          .build();
  return d;
}

const TypeDescription& Barrier::describeType() {
  static const TypeDescription d =
      TypeBuilder<Barrier>("Barrier")
          .field("name", &Barrier::name).label("Name").required().nameRule(NameRule::Identifier)
          .tooltip("Unique name of this barrier; expressions read BARRIER.passable")
          .field("position", &Barrier::position).label("Position").category("Transform")
          .field("size", &Barrier::size).label("Size").category("Transform").range(0.05, 10000, 0.25)
          .field("axis", &Barrier::axis).label("Axis").category("Barrier").enumNames({"horizontal", "vertical"})
          .tooltip("Horizontal: lets through to the right or left. Vertical: up or down")
          .field("passable", &Barrier::passable, ValueKind::Expression).label("Passable").category("Barrier")
          .tooltip("Expression: above 0 lets bodies through toward right (or up), below 0 toward left (or "
                   "down), 0 neither; e.g. lever_3.on and not plate_1.pressed")
          .field("glanceTicks", &Barrier::glanceTicks).label("Glance").category("Barrier").range(0, 100000, 1)
          .tooltip("Ticks the camera looks at the barrier when its way changes (0: it does not)")
          .field("color", &Barrier::color).label("Colour").category("Appearance")
          .field("barrierEffect", &Barrier::barrierEffect, ValueKind::ObjectRef).label("Barrier Effect")
          .category("Appearance").references("ParticleEffect").omittedWhenDefault()
          .tooltip("Particle effect played at the barrier when its way changes")
          .build();
  return d;
}

const TypeDescription& Checkpoint::describeType() {
  static const TypeDescription d =
      TypeBuilder<Checkpoint>("Checkpoint")
          .field("name", &Checkpoint::name).label("Name").required().nameRule(NameRule::Identifier)
          .tooltip("Unique name of this checkpoint; saved games name it")
          .field("position", &Checkpoint::position).label("Position").category("Transform")
          .tooltip("Where characters come back (their feet); its area stands above it")
          .field("size", &Checkpoint::size).label("Size").category("Transform").range(0.1, 1000, 0.5)
          .field("color", &Checkpoint::color).label("Colour").category("Appearance")
          .build();
  return d;
}

const TypeDescription& Goal::describeType() {
  static const TypeDescription d =
      TypeBuilder<Goal>("Goal")
          .field("name", &Goal::name).label("Name").required().nameRule(NameRule::Identifier)
          .tooltip("Unique name of this goal")
          .field("position", &Goal::position).label("Position").category("Transform")
          .tooltip("Bottom centre of its area; a character reaching it ends the level")
          .field("size", &Goal::size).label("Size").category("Transform").range(0.1, 1000, 0.5)
          .field("color", &Goal::color).label("Colour").category("Appearance")
          .build();
  return d;
}

}  // namespace sw
