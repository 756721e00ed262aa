#pragma once
// The platformer's systems, as they know each other: the kind's assembly
// (platformer_kind.cpp) makes them, then hands each this table, so a system calls another's
// public verbs (a barrier throws sparks and sends the camera to look) without reaching into
// its state.
namespace sw {

class GeometrySystem;
class MoverSystem;
class PuzzleSystem;
class CrateSystem;
class CharacterSystem;
class SparkSystem;
class FollowCameraSystem;
class PathingSystem;
class MonsterSystem;
class CombatSystem;

struct PlatformerSystems {
  GeometrySystem* geometry = nullptr;
  MoverSystem* movers = nullptr;
  PuzzleSystem* puzzles = nullptr;
  CrateSystem* crates = nullptr;
  CharacterSystem* characters = nullptr;
  SparkSystem* sparks = nullptr;
  FollowCameraSystem* camera = nullptr;
  PathingSystem* pathing = nullptr;
  MonsterSystem* monsters = nullptr;
  CombatSystem* combat = nullptr;
};

}  // namespace sw
