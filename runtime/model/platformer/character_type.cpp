#include "model/platformer/character_type.h"

#include <cmath>

namespace sw {

const TypeDescription& CharacterType::describeType() {
  static const TypeDescription d = [] {
    TypeBuilder<CharacterType> b("CharacterType");
    b.field("name", &CharacterType::name).label("Name").required()
          .tooltip("Unique name of this character in the project; character starts name it")
          .field("color", &CharacterType::color).label("Colour").category("Appearance")
          .field("width", &CharacterType::width).label("Width").category("Body").range(0.05, 100, 0.05)
          .tooltip("Width of the body box, in units")
          .field("height", &CharacterType::height).label("Height").category("Body").range(0.05, 100, 0.05)
          .tooltip("Height of the body box above the feet, in units")
          .field("stepHeight", &CharacterType::stepHeight).label("Step Height").category("Body").range(0, 10, 0.05)
          .tooltip("How far the feet follow the ground up and down while walking: slopes, curves and small steps")
          .field("maxSlope", &CharacterType::maxSlope, ValueKind::Angle).label("Max Slope").category("Body").range(0, 89, 1)
          .tooltip("Steepest ground the character stands and walks on, in degrees; steeper ground is a wall")
          .field("runSpeed", &CharacterType::runSpeed).label("Run Speed").category("Running").range(0, 10, 0.01)
          .tooltip("Top running speed, units per tick (0.15 = 9 units per second)")
          .field("runAcceleration", &CharacterType::runAcceleration).label("Acceleration").category("Running")
          .range(0.0001, 10, 0.001)
          .tooltip("Speed gained per tick while running, units per tick per tick")
          .field("runBraking", &CharacterType::runBraking).label("Braking").category("Running").range(0.0001, 10, 0.001)
          .tooltip("Speed lost per tick with no direction held (or turning), units per tick per tick")
          .field("airControl", &CharacterType::airControl).label("Air Control").category("Running").range(0, 1, 0.05)
          .tooltip("Share of acceleration and braking the character has in the air")
          .field("jumpHeight", &CharacterType::jumpHeight).label("Jump Height").category("Jumping").range(0, 100, 0.1)
          .tooltip("How high a held jump rises, in units")
          .field("gravity", &CharacterType::gravity).label("Gravity").category("Jumping").range(0.0001, 10, 0.001)
          .tooltip("Downward acceleration while rising, units per tick per tick")
          .field("fallGravityScale", &CharacterType::fallGravityScale).label("Fall Gravity Scale").category("Jumping")
          .range(0.1, 10, 0.1)
          .tooltip("Gravity while falling, as a multiple of Gravity (above 1: falls faster than it rises)")
          .field("jumpCutScale", &CharacterType::jumpCutScale).label("Jump Cut").category("Jumping").range(0, 1, 0.05)
          .tooltip("Releasing the jump while rising keeps this share of the upward speed: short taps, low jumps")
          .field("apexSpeed", &CharacterType::apexSpeed).label("Apex Speed").category("Jumping").range(0, 10, 0.005)
          .tooltip("Below this vertical speed, with the jump held, the apex's lighter gravity applies")
          .field("apexGravityScale", &CharacterType::apexGravityScale).label("Apex Gravity Scale").category("Jumping")
          .range(0.05, 1, 0.05)
          .tooltip("Gravity at the top of a held jump, as a multiple of Gravity: the apex hangs a moment")
          .field("terminalSpeed", &CharacterType::terminalSpeed).label("Terminal Speed").category("Jumping")
          .range(0.01, 10, 0.01)
          .tooltip("Fastest fall, units per tick")
          .field("coyoteTicks", &CharacterType::coyoteTicks).label("Coyote Time").category("Forgiveness").range(0, 60, 1)
          .tooltip("Ticks after running off a ledge during which a jump still leaves the ground")
          .field("jumpBufferTicks", &CharacterType::jumpBufferTicks).label("Jump Buffer").category("Forgiveness")
          .range(0, 60, 1)
          .tooltip("A jump pressed this many ticks before landing happens on landing")
          .field("cornerCorrection", &CharacterType::cornerCorrection).label("Corner Correction").category("Forgiveness")
          .range(0, 5, 0.05)
          .tooltip("A head clipping a ceiling's corner by at most this much (units) slides past it instead of stopping")
          .field("canGrip", &CharacterType::canGrip).label("Grips Ledges").category("Ledges")
          .tooltip("Falling or jumping beside a ledge, the character grips it and hangs; up or jump climbs, down lets go")
          .field("gripReach", &CharacterType::gripReach).label("Grip Reach").category("Ledges").range(0, 10, 0.05)
          .tooltip("How far below the top of the body a ledge's top may be to be gripped, in units")
          .field("mantleTicks", &CharacterType::mantleTicks).label("Mantle Time").category("Ledges").range(1, 600, 1)
          .tooltip("Ticks climbing up from hanging onto the ledge takes")
          .field("hasHook", &CharacterType::hasHook).label("Grappling Hook").category("Hook")
          .tooltip("The second button fires a hook that catches solid geometry; the character swings on its rope")
          .field("hookRange", &CharacterType::hookRange).label("Hook Range").category("Hook").range(0.5, 100, 0.5)
          .tooltip("Longest rope, in units")
          .field("hookAngle", &CharacterType::hookAngle, ValueKind::Angle).label("Hook Angle").category("Hook")
          .range(0, 90, 5)
          .tooltip("Degrees above the way the character faces that the hook flies")
          .field("hookReelSpeed", &CharacterType::hookReelSpeed).label("Reel Speed").category("Hook").range(0, 10, 0.01)
          .tooltip("Units per tick the rope shortens (up) or lengthens (down)")
          .field("hookMinLength", &CharacterType::hookMinLength).label("Shortest Rope").category("Hook")
          .range(0.1, 100, 0.1)
          .tooltip("Reeling in stops at this length, in units")
          .field("maxHealth", &CharacterType::maxHealth).label("Health").category("Health").range(1, 1000, 1)
          .field("invulnerableTicks", &CharacterType::invulnerableTicks).label("Safe After Damage").category("Health")
          .range(0, 6000, 1)
          .tooltip("Ticks after damage during which nothing hurts it again")
          .field("knockbackSpeed", &CharacterType::knockbackSpeed).label("Knock-back").category("Health")
          .range(0, 10, 0.05)
          .tooltip("Speed, units per tick, damage throws it away from what hurt it")
          .field("regenerationTicks", &CharacterType::regenerationTicks).label("Regeneration").category("Health")
          .range(0, 100000, 1)
          .tooltip("Ticks per point of health coming back (0: none comes back)")
          .field("regenerationDelay", &CharacterType::regenerationDelay).label("Regeneration Delay")
          .category("Health").range(0, 100000, 1)
          .tooltip("Ticks after the last damage before health starts coming back")
          .field("regenerationRampTicks", &CharacterType::regenerationRampTicks).label("Regeneration Ramp")
          .category("Health").range(0, 100000, 1)
          .tooltip("Ticks over which regeneration, once it resumes, speeds up from nothing to its full rate")
          .field("crushDamage", &CharacterType::crushDamage).label("Crush Damage").category("Health")
          .range(0, 1000, 1)
          .tooltip("Damage taken when moving geometry crushes it against something solid");
    b.field("sprite", &CharacterType::sprite, ValueKind::ObjectRef).label("Sprite").category("Appearance")
        .references("Tileset")
        .tooltip("The tileset its frames come from: its frame groups are what animations play")
        .field("animations", &CharacterType::animations).label("Animations").category("Appearance")
        .tooltip("One animation per line, the first plays at the start: NAME: once|loop|pingpong|hold GROUP "
                 "[every TICKS] [; then NEXT] [; if CONDITION -> OTHER]... [; on FRAME EVENT]...");
    describeMeleeAttack(b);
    b.field("canBackdash", &CharacterType::canBackdash).label("Backdash").category("Backdash")
        .tooltip("Down with the second button, on the ground, slides it backwards out of harm's way")
        .field("backdashSpeed", &CharacterType::backdashSpeed).label("Backdash Speed").category("Backdash")
        .range(0, 10, 0.01)
        .tooltip("Speed of the dash backwards, units per tick")
        .field("backdashTicks", &CharacterType::backdashTicks).label("Backdash Time").category("Backdash")
        .range(1, 600, 1)
        .tooltip("Ticks the dash lasts")
        .field("backdashSafeTicks", &CharacterType::backdashSafeTicks).label("Backdash Safe Time")
        .category("Backdash").range(0, 600, 1)
        .tooltip("Ticks from the dash's start during which nothing hurts it")
        .field("followDistance", &CharacterType::followDistance).label("Follow Distance").category("Following")
        .range(0, 100, 0.1)
        .tooltip("When it follows the active character, it stays about this far behind, in units")
        .field("teleportDistance", &CharacterType::teleportDistance).label("Catch-up Distance").category("Following")
        .range(1, 10000, 1)
        .tooltip("Left further behind than this, it appears beside the active character (a last resort)")
        .field("stuckTicks", &CharacterType::stuckTicks).label("Stuck Time").category("Following")
        .range(1, 100000, 1)
        .tooltip("Ticks without getting closer after which it appears beside the active character");
    return b.build();
  }();
  return d;
}

double CharacterType::jumpSpeed() const {
  const double v = 2 * gravity * jumpHeight;
  return v > 0 ? std::sqrt(v) : 0.0;  // sqrt is exact (IEEE): the same on every build
}

std::vector<std::string> CharacterType::problems() const {
  std::vector<std::string> out;
  const double numbers[] = {width,          height,      stepHeight,    maxSlope,         runSpeed,
                            runAcceleration, runBraking, airControl,    jumpHeight,       gravity,
                            fallGravityScale, jumpCutScale, apexSpeed,  apexGravityScale, terminalSpeed,
                            cornerCorrection, gripReach, hookRange,     hookAngle,        hookReelSpeed,
                            hookMinLength,   knockbackSpeed, attackKnockback, attackReach, attackHeight, backdashSpeed,
                            followDistance, teleportDistance};
  for (double n : numbers)
    if (!std::isfinite(n)) {
      out.push_back("a number is not finite (NaN or infinity)");
      return out;
    }
  if (width <= 0 || height <= 0) out.push_back("the body has no size (width and height must be above 0)");
  if (gravity <= 0) out.push_back("gravity must be above 0, or the character never comes down");
  // A jump must rise above the step the feet follow, or it never leaves the ground.
  if (jumpHeight <= stepHeight)
    out.push_back("its jump cannot leave the ground: Jump Height (" + std::to_string(jumpHeight) +
                  ") must be above Step Height (" + std::to_string(stepHeight) + ")");
  if (terminalSpeed <= 0) out.push_back("terminal speed must be above 0");
  if (stepHeight >= height) out.push_back("Step Height must be below Height");
  if (maxHealth < 1) out.push_back("Health must be at least 1");
  if (hasHook && hookMinLength > hookRange) out.push_back("Shortest Rope must not be above Hook Range");
  if (std::string attack = attackProblem(); !attack.empty()) out.push_back("its attack: " + attack);
  if (canBackdash && !(backdashSpeed >= 0)) out.push_back("Backdash Speed must be a number of at least 0");
  return out;
}

CharacterType defaultCharacter(std::string name) {
  CharacterType c;
  c.name = std::move(name);
  return c;
}

}  // namespace sw
