#include "ui/boss_preview/boss_preview_run.h"

#include <algorithm>

#include "model/enemies/enemy_part.h"
#include "model/enemies/enemy_type.h"
#include "model/level/level.h"
#include "model/level/spawn.h"
#include "model/project/project.h"
#include "model/tiles/tile_def.h"
#include "sim/systems/players/player_system.h"

namespace sw::editor {

namespace {

constexpr int kPreviewLinks = 4;  // 4 x 32 units of track: far more than the 3.6 units a minute scrolls

const EnemyType* bossTypeNamed(const Project& project, const std::string& name) {
  for (const auto& t : project.enemyTypes)
    if (t->name == name) return t.get();
  return nullptr;
}

// A tile definition name the project does not use yet.
std::string bossPreviewTileName(const Project& project) {
  std::string name = "boss_preview_open";
  auto used = [&](const std::string& n) {
    return std::any_of(project.tileDefs.begin(), project.tileDefs.end(), [&](const auto& d) { return d->name == n; });
  };
  for (int i = 2; used(name); ++i) name = "boss_preview_open_" + std::to_string(i);
  return name;
}

}  // namespace

Vec2 BossPreviewRun::bossAt(const Project& project) { return {project.screenExtent.x * 0.22, 0}; }

Vec2 BossPreviewRun::defaultDummy(const Project& project) { return {-project.screenExtent.x * 0.3, 0}; }

std::unique_ptr<Project> BossPreviewRun::makeProject(const Project& source, const std::string& typeName) {
  if (!bossTypeNamed(source, typeName)) return nullptr;
  auto project = std::make_unique<Project>(source);
  project->levels.clear();
  for (auto& type : project->enemyTypes)
    if (type->name == typeName) type->movement = EnemyMovement::Stationary;

  auto tile = std::make_unique<TileDef>();
  tile->name = bossPreviewTileName(*project);
  tile->cameraEntry = {0, 0};
  tile->cameraExit = {32, 0};
  auto level = std::make_unique<Level>();
  level->name = "boss preview";
  level->file = "levels/boss_preview.json";
  level->scrollSpeed = 1;  // the least the model allows
  for (int i = 0; i < kPreviewLinks; ++i) {
    auto link = std::make_unique<TileInstance>();
    link->name = "open" + std::to_string(i);
    link->tile = tile->name;
    level->chain.push_back(std::move(link));
  }
  auto spawn = std::make_unique<Spawn>();
  spawn->name = "boss";
  spawn->enemyType = typeName;
  spawn->when = Spawn::When::AtTick;
  spawn->tick = 0;
  spawn->position = bossAt(*project);
  level->objects.push_back(std::move(spawn));
  project->tileDefs.push_back(std::move(tile));
  project->levels.push_back(std::move(level));
  return project;
}

bool BossPreviewRun::setType(const Project& source, const std::string& typeName, const std::string& projectDir) {
  project_ = makeProject(source, typeName);
  if (!dummySet_) dummy_ = defaultDummy(source);
  if (typeName != typeName_) presses_.clear();
  typeName_ = typeName;
  projectDir_ = projectDir;
  const std::int64_t at = tick();
  stale_ = true;
  level_.reset();
  if (!project_) {
    error_ = typeName.empty() ? std::string() : "no enemy type '" + typeName + "'";
    return false;
  }
  return seek(at);
}

void BossPreviewRun::setDummy(Vec2 at) {
  dummySet_ = true;
  if (at == dummy_) return;
  dummy_ = at;
  stale_ = true;
  if (level_) seek(tick());
}

bool BossPreviewRun::rebuild() {
  level_.reset();
  stale_ = false;
  if (!project_) return false;
  PlayOptions options;
  options.seed = project_->levels.front()->seed;
  options.players = 1;
  options.godMode = true;
  options.invulnerableUntilTick = kMaxTick * 100;
  options.projectDir = projectDir_;
  Result<RuntimeLevel> built = RuntimeLevel::build(*project_, *project_->levels.front(), options);
  if (!built.ok()) {
    error_ = built.error().toString();
    return false;
  }
  error_.clear();
  level_ = std::make_unique<RuntimeLevel>(std::move(*built));
  applyPresses(0);
  return true;
}

bool BossPreviewRun::seek(std::int64_t to) {
  to = std::clamp<std::int64_t>(to, 0, kMaxTick);
  if (stale_ || !level_ || to < tick())
    if (!rebuild()) return false;
  while (tick() < to) {
    placeDummy();
    level_->tick();  // problems (a `fire` without a weapon ...) land in errors(); the run goes on
    applyPresses(tick());
  }
  placeDummy();  // drawn where the user put it, not where the camera carried it
  return true;
}

void BossPreviewRun::placeDummy() {
  if (auto* players = level_->findMutable<PlayerSystem>(); players && !players->players().empty())
    players->ship(0).position = dummy_;
}

int BossPreviewRun::bossIndex() const {
  if (!level_) return -1;
  const std::vector<Enemy>& enemies = level_->get<EnemySystem>().enemies();
  for (std::size_t i = 0; i < enemies.size(); ++i)
    if (!enemies[i].died) return int(i);
  return -1;
}

void BossPreviewRun::applyPresses(std::int64_t tick) {
  for (const Press& p : presses_)
    if (p.tick == tick) apply(p);
}

void BossPreviewRun::apply(const Press& p) {
  const int index = bossIndex();
  if (index < 0) return;
  auto* enemies = level_->findMutable<EnemySystem>();
  const int partCount = int(enemies->type(enemies->enemies()[std::size_t(index)].type).parts.size());
  if (p.part < 0 || p.part >= partCount) return;
  if (p.action == Action::Damage)
    enemies->damagePart(std::size_t(index), p.part, kDamage, -1);
  else
    enemies->destroyPart(std::size_t(index), p.part, -1);
}

void BossPreviewRun::press(int part, Action action) {
  if (!level_) return;
  if (stale_) seek(tick());
  presses_.push_back({tick(), part, action});
  apply(presses_.back());  // the others of this tick were applied on arriving here
}

void BossPreviewRun::clearPresses() {
  if (presses_.empty()) return;
  presses_.clear();
  stale_ = true;
  if (project_) seek(tick());
}

const Enemy* BossPreviewRun::boss() const {
  const int index = bossIndex();
  return index < 0 ? nullptr : &level_->get<EnemySystem>().enemies()[std::size_t(index)];
}

const EnemySystem::Type* BossPreviewRun::bossType() const {
  if (!level_) return nullptr;
  const EnemySystem& enemies = level_->get<EnemySystem>();
  for (std::size_t i = 0; i < enemies.typeCount(); ++i)
    if (enemies.type(int(i)).name == typeName_) return &enemies.type(int(i));
  return nullptr;
}

const PartState* BossPreviewRun::parts() const {
  const Enemy* e = boss();
  return e ? level_->get<EnemySystem>().partsOf(*e) : nullptr;
}

const EnemyType* BossPreviewRun::type() const { return project_ ? bossTypeNamed(*project_, typeName_) : nullptr; }

std::vector<std::string> BossPreviewRun::partNames() const {
  std::vector<std::string> names;
  if (const EnemyType* type = project_ ? bossTypeNamed(*project_, typeName_) : nullptr)
    for (const auto& part : type->parts) names.push_back(part->name);
  return names;
}

std::string BossPreviewRun::phaseName() const {
  const Enemy* e = boss();
  const EnemySystem::Type* type = bossType();
  if (!e || !type || e->phase < 0 || std::size_t(e->phase) >= type->phases.size()) return {};
  return type->phases[std::size_t(e->phase)];
}

std::vector<BossPreviewRun::MachineState> BossPreviewRun::machineStates() const {
  std::vector<MachineState> states;
  const Enemy* e = boss();
  const EnemySystem::Type* type = bossType();
  if (!e || !type) return states;
  auto add = [&](const std::string& owner, const std::vector<StateMachine>& machines,
                 const std::array<StateMachineInstance, kMaxMachines>& running) {
    for (std::size_t k = 0; k < machines.size() && k < running.size(); ++k) {
      const std::string* state = running[k].stateName();
      states.push_back({owner, machines[k].behaviour().machine, state ? *state : std::string()});
    }
  };
  add({}, type->machines, e->machines);
  if (const PartState* parts = this->parts())
    for (std::size_t i = 0; i < type->parts.size(); ++i)
      if (!parts[i].destroyed) add(type->parts[i].name, type->parts[i].machines, parts[i].machines);
  return states;
}

}  // namespace sw::editor
