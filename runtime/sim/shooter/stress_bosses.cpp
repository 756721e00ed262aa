#include "sim/shooter/stress_bosses.h"

#include <string>

#include "model/level/camera_track.h"
#include "model/level/level.h"
#include "model/level/spawn.h"

namespace sw {

namespace {

std::unique_ptr<EnemyState> bossState(std::string name, std::vector<std::string> begin, std::vector<std::string> transitions) {
  auto s = std::make_unique<EnemyState>();
  s->name = std::move(name);
  s->begin = std::move(begin);
  s->transitions = std::move(transitions);
  return s;
}

std::unique_ptr<EnemyPart> bossPart(std::string name, std::string parent, Vec2 offset) {
  auto p = std::make_unique<EnemyPart>();
  p->name = std::move(name);
  p->parent = std::move(parent);
  p->offset = offset;
  p->spheres = {{0, 0, 0.3}};
  p->health = 1'000'000'000;  // never destroyed: the population stays put
  return p;
}

}  // namespace

std::unique_ptr<EnemyType> stressBossType(double cameraSpeed) {
  auto type = std::make_unique<EnemyType>();
  type->name = "stress_boss";
  type->spheres = {{0, 0, 0.6}};
  type->health = 1'000'000'000;
  type->movement = EnemyMovement::StraightLine;
  type->direction = {1, 0};
  type->speed = cameraSpeed;
  type->facing = EnemyFacing::Target;
  type->turnRate = 0.5;
  type->boss = true;
  for (int i = 0; i < 4; ++i) {
    const std::string n = std::to_string(i);
    const double sx = i % 2 ? 1 : -1, sy = i < 2 ? 1 : -1;
    auto arm = bossPart("arm" + n, "", {sx * 0.8, sy * 0.8});
    arm->states.push_back(bossState("up", {"rotateTo 25 50 inOut"}, {"after 50 -> down"}));
    arm->states.push_back(bossState("down", {"rotateTo -25 50 inOut"}, {"after 50 -> up"}));
    type->parts.push_back(std::move(arm));
    type->parts.push_back(bossPart("fore" + n, "arm" + n, {sx * 0.9, sy * 0.4}));
    auto hatch = bossPart("hatch" + n, "fore" + n, {0, sy * 0.4});
    hatch->openOffset = {0, sy * 0.2};
    hatch->openRotation = 30 * sy;
    hatch->launcher = true;
    hatch->launchIntervalTicks = 20;
    hatch->missileFuseTicks = 200;
    hatch->missileHealth = 1'000'000;
    hatch->states.push_back(bossState("shut", {}, {"after " + std::to_string(40 + 10 * i) + " -> open"}));
    hatch->states.push_back(bossState("open", {"open hatch" + n + " 10", "launch 2"}, {"after 50 -> shut"}));
    hatch->states.back()->end = {"close hatch" + n + " 10"};
    type->parts.push_back(std::move(hatch));
    auto cannon = bossPart("cannon" + n, "", {-1.0, sy * (0.3 + 0.3 * double(i % 2))});
    cannon->beam = true;
    cannon->beamCurved = true;
    cannon->beamWarningTicks = 20;
    cannon->beamChargeTicks = 10;
    cannon->beamDurationTicks = 80;
    cannon->beamSweep = 40;
    cannon->beamSweepSpeed = 1;
    cannon->states.push_back(bossState("rest", {}, {"after " + std::to_string(10 + 5 * i) + " -> fire"}));
    cannon->states.push_back(bossState("fire", {"fireBeam"}, {"after 110 -> rest"}));
    type->parts.push_back(std::move(cannon));
  }
  return type;
}

void addStressBosses(Level& level, const CameraTrack& track, std::int64_t count) {
  for (std::int64_t b = 0; b < count; ++b) {
    auto spawn = std::make_unique<Spawn>();
    spawn->name = "boss_" + std::to_string(b);
    spawn->id = newObjectId();
    spawn->when = Spawn::When::AtTick;
    spawn->tick = 0;
    spawn->enemyType = "stress_boss";
    // Five columns of four, on the right of the enemy block.
    const Vec2 slot{14 + 2.5 * double(b % 5), -6 + 4 * double(b / 5 % 4)};
    spawn->position = track.at(0).absolute + slot;
    level.objects.push_back(std::move(spawn));
  }
}

}  // namespace sw
