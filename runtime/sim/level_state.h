#pragma once
// A saved copy of everything in a RuntimeLevel that changes while it runs, so a rollback
// session (net/rollback_session.h) can go back a few ticks and run them again with the
// inputs that arrived late. Restoring a state and running the same inputs gives the same
// stateHash() on every later tick as never having gone back (tests/runtime/sim/
// level_state_test.cpp).
//
// What is saved: the tick counter, camera (RuntimeLevel's and the camera path's own spot),
// triggers' and spawns' progress, waves, trigger edges, every pool (enemies with their state
// machines and random streams, players, bullets, particles), the level's random stream and
// how many errors had been reported. What is not: what build() made once and never changes
// (shapes, paths, types, names), and the collision world, which is placed again from the
// pools every tick (walls: restore() places them for the restored link).
//
// Cost: a copy. The pools are fixed-size, so after the first save into a LevelState (which
// reserves the pools' capacity) saving into it again never allocates; nor does restoring.
#include <cstdint>
#include <vector>

#include "sim/runtime_level.h"

namespace sw {

struct RuntimeLevel::SavedState {
  struct Spawn {  // the fields of RuntimeSpawn that change while running
    bool fired = false;
    std::int64_t firedTick = 0, launched = 0, alive = 0, health = 0;
    double axisY = 0;
    Vec2 pathOffset;
  };
  struct Trigger {  // RuntimeTrigger's changing fields and its spec's rising-edge memory
    Vec2 position;
    bool enabled = true, fired = false, wasHolding = false;
    std::int64_t firedTick = -1, pendingTicks = -1;
  };
  std::int64_t ticks = -1;  // -1: nothing saved yet
  std::uint32_t nextSerial = 0;
  CameraSpot camera;      // RuntimeLevel::camera_
  CameraSpot pathCamera;  // the camera path's own spot (RuntimeCamera)
  MwcRandom levelRandom;
  std::size_t errorCount = 0;
  std::vector<Spawn> spawns;
  std::vector<Trigger> triggers;
  std::vector<std::uint8_t> wavesCleared;
  std::vector<Enemy> enemies;
  std::vector<Player> players;
  std::vector<Bullet> playerBullets;
  EnemyBulletPool enemyBullets;
  PatternRuntime patterns;  // the runners' state only (the program stays with the level)
  std::vector<Particle> particles;
};

using LevelState = RuntimeLevel::SavedState;

}  // namespace sw
