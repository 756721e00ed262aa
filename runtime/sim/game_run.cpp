// A whole game's run from level to level (runtime_level.h, "Whole-game runs"): the results
// screen between two levels, the move to the next level with the ships carried over, and
// the way back to the level before for a rollback.
#include <algorithm>

#include "model/level/level.h"
#include "model/project/game_order.h"
#include "sim/runtime_level_impl.h"
#include "sim/systems/players/player_system.h"

namespace sw {

namespace {
// Mixed into the run's seed for each later level of a game.
constexpr std::uint64_t kGameSeedStream = 0x6A4E;

std::uint8_t fireBits(const TickInput& in) {
  std::uint8_t bits = 0;
  for (int p = 0; p < kMaxPlayers; ++p)
    if (in.player[std::size_t(p)] & InputFire) bits |= std::uint8_t(1u << p);
  return bits;
}
}  // namespace

std::optional<Error> RuntimeLevel::Impl::beginGame(const Project& project, const Level& level, Errors* all) {
  for (int index : gameLevelOrder(project)) order.push_back(project.levels[std::size_t(index)]->name);
  const auto at = std::find(order.begin(), order.end(), level.name);
  if (at == order.end()) {
    // A level the game does not play runs as a game of its own.
    order.assign(1, level.name);
    firstPosition = 0;
  } else {
    firstPosition = at - order.begin();
  }
  progress.position = firstPosition;
  const std::vector<CarriedPlayer>& carried = runOptions.carried;
  for (std::size_t p = 0; p < carried.size() && p < progress.startScores.size(); ++p) {
    progress.startScores[p] = carried[p].score;
    progress.startKills[p] = carried[p].kills;
  }
  game = std::make_shared<const Project>(project);
  // Every later level on trial: whatever would stop the game there is said before it starts.
  for (std::size_t position = std::size_t(firstPosition) + 1; position < order.size(); ++position) {
    const Level* next = game->findLevel(order[position]);
    Errors problems;
    auto trial = assembleLevel(*game, *next, optionsAt(std::int64_t(position), {}), &problems);
    if (trial) continue;
    if (all)
      for (Error& e : problems) all->push_back(std::move(e));
    return trial.error();
  }
  return std::nullopt;
}

PlayOptions RuntimeLevel::Impl::optionsAt(std::int64_t position, std::vector<CarriedPlayer> carried) const {
  PlayOptions o = runOptions;
  if (position != firstPosition) {
    // "Play from here" and a platformer's continue point belong to the level the run began with.
    o.seed = simSeed(runOptions.seed, kGameSeedStream, std::uint64_t(position));
    o.loopsFollowPreview = false;
    o.invulnerableUntilTick = 0;
    o.continueFrom = {};
  }
  if (parts) o.aidChanges = parts->context.options.aidChanges;  // switched during the run so far
  o.carried = std::move(carried);
  return o;
}

std::vector<CarriedPlayer> RuntimeLevel::Impl::carriedPlayers() const {
  std::vector<CarriedPlayer> out;
  for (const System* s : parts->systems) {
    const auto* players = dynamic_cast<const PlayerSystem*>(s);
    if (!players) continue;
    for (const Player& p : players->players())
      out.push_back({p.lives, p.score, p.kills, p.weapon, p.weaponCharge, p.secondCharge, p.out});
  }
  return out;
}

void RuntimeLevel::Impl::levelTicked(const TickInput& in) {
  progress.previousFire = fireBits(in);
  LevelContext& c = parts->context;
  bool over = false, finished = false;
  for (const System* s : parts->systems) {
    over = over || s->gameOver();
    finished = finished || s->finished();
  }
  if (!finished || over) return;
  progress.resultsTick = 0;
  c.events.add("level-cleared", progress.position, {});
}

void RuntimeLevel::Impl::gameTick(const TickInput& in) {
  parts->context.events.clear();
  const std::uint8_t fire = fireBits(in);
  const bool pressed = (fire & ~progress.previousFire) != 0;
  progress.previousFire = fire;
  ++progress.runTick;
  if (progress.won) return;
  ++progress.resultsTick;
  const bool skipped = pressed && progress.resultsTick >= kResultsSkipAfterTicks;
  if (progress.resultsTick < parts->context.options.rules.resultsTicks && !skipped) return;
  if (progress.position + 1 >= std::int64_t(order.size())) {
    progress.won = true;
    parts->context.events.add("game-won", progress.position, {});
    return;
  }
  if (switchTo(progress.position + 1, carriedPlayers())) parts->context.events.add("level-started", progress.position, {});
}

bool RuntimeLevel::Impl::switchTo(std::int64_t position, std::vector<CarriedPlayer> carried) {
  const Level* level = position >= 0 && position < std::int64_t(order.size()) ? game->findLevel(order[std::size_t(position)])
                                                                               : nullptr;
  Errors problems;
  Result<std::unique_ptr<LevelParts>> built =
      level ? assembleLevel(*game, *level, optionsAt(position, carried), &problems)
            : Result<std::unique_ptr<LevelParts>>(Error{kGameRulesFileName, "/levels",
                                                       "the game has no level at place " + std::to_string(position + 1)});
  if (!built) {
    // Cannot happen after beginGame's trial unless memory ran out; the game ends here, saying why.
    parts->context.errors.push_back(built.error());
    progress.won = true;
    return false;
  }
  std::unique_ptr<LevelParts> next = std::move(built.value());
  next->context.errors = parts->context.errors;  // what went wrong so far stays reported
  next->context.runTickOffset = progress.runTick;
  previousPosition = progress.position;
  previous = std::move(parts);
  parts = std::move(next);
  progress.position = position;
  progress.levelStartTick = progress.runTick;
  progress.resultsTick = -1;
  progress.startScores = {};
  progress.startKills = {};
  for (std::size_t p = 0; p < carried.size() && p < progress.startScores.size(); ++p) {
    progress.startScores[p] = carried[p].score;
    progress.startKills[p] = carried[p].kills;
  }
  return true;
}

bool RuntimeLevel::Impl::returnTo(std::int64_t position) {
  if (previous && previousPosition == position) {
    std::swap(previous, parts);
    previousPosition = progress.position;
    progress.position = position;
    return true;
  }
  // Further back than the level before: build it again (restore() then sets its state).
  const std::int64_t was = progress.position;
  const GameProgress kept = progress;
  if (!switchTo(position, {})) return false;
  progress = kept;
  progress.position = position;
  previousPosition = was;
  return true;
}

const LevelParts* RuntimeLevel::Impl::partsFor(std::int64_t position) const {
  if (position == progress.position) return parts.get();
  if (previous && position == previousPosition) return previous.get();
  return nullptr;
}

}  // namespace sw
