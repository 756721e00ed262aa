// RuntimeLevel: the composition of systems (runtime_level.h), its tick, its state.
#include "sim/runtime_level.h"

#include <algorithm>
#include <chrono>
#include <type_traits>

#include "core/mix64.h"
#include "model/level/level.h"
#include "model/project/project.h"
#include "sim/game_kind.h"
#include "model/project/game_order.h"
#include "sim/runtime_level_impl.h"
#include "sim/screen_camera.h"

namespace sw {

namespace {
// Room for the events of one tick; a busier tick drops the rest (LevelEvents::dropped).
constexpr std::size_t kEventsPerTick = 1024;
}  // namespace

std::uint64_t simSeed(std::uint64_t seed, std::uint64_t a, std::uint64_t b) {
  auto splitmix = [](std::uint64_t x) { return mix64(x + 0x9E3779B97F4A7C15ull); };
  return splitmix(seed ^ splitmix((a << 32) ^ b ^ splitmix(a)));
}

PlayOptions::AidChange LevelContext::aidsAtRunTick(std::int64_t tick) const {
  PlayOptions::AidChange in{0, options.godMode, options.infiniteLives};
  // Changes are few (a tester's clicks), so a scan is cheaper than anything cleverer.
  for (const PlayOptions::AidChange& c : options.aidChanges) {
    if (c.tick > tick) break;
    in = c;
  }
  return in;
}

void LevelContext::shiftFrame(Vec2 step) {
  for (System* s : systems) s->shiftFrame(step);
}

RuntimeLevel::RuntimeLevel() : impl_(std::make_unique<Impl>()) {}
RuntimeLevel::Impl::~Impl() = default;
RuntimeLevel::~RuntimeLevel() = default;
RuntimeLevel::RuntimeLevel(RuntimeLevel&&) noexcept = default;
RuntimeLevel& RuntimeLevel::operator=(RuntimeLevel&&) noexcept = default;

Result<RuntimeLevel> RuntimeLevel::build(const Project& project, const Level& level, std::uint64_t seed,
                                         Errors* all) {
  PlayOptions options;
  options.seed = seed;
  return build(project, level, options, all);
}

Result<std::unique_ptr<LevelParts>> assembleLevel(const Project& project, const Level& level,
                                                  const PlayOptions& options, Errors* all) {
  auto parts = std::make_unique<LevelParts>();
  LevelParts& m = *parts;
  LevelContext& c = m.context;
  c.options = options;
  c.options.players = std::clamp(options.players, 1, kMaxPlayers);
  c.clock.seed = options.seed;
  c.clock.random =
      MwcRandom(std::uint32_t(simSeed(options.seed, 0xFFFF, 1)), std::uint32_t(simSeed(options.seed, 0xFFFF, 2)));
  // The snapshot: what of the project the run keeps (tile definitions and the one level).
  c.snapshot.name = project.name;
  c.snapshot.tickRate = project.tickRate;
  c.snapshot.screenExtent = project.screenExtent;
  for (const auto& t : project.tileDefs) c.snapshot.tileDefs.push_back(std::make_unique<TileDef>(*t));
  c.snapshot.levels.push_back(std::make_unique<Level>(level));
  c.level = c.snapshot.levels.back().get();
  c.events.reserve(kEventsPerTick);

  // The level's kind chooses the game unless the options name one: a free level is a platformer.
  m.kind = !options.gameKind.empty()           ? options.gameKind
           : level.kind == Level::Kind::Free ? std::string(kPlatformerKind)
                                             : std::string(kShooterKind);
  Errors problems;
  if (const GameKind* kind = findGameKind(m.kind)) {
    LevelAssembly assembly(project, c, problems);
    kind->assemble(assembly);
    m.owned = std::move(assembly.systems);
    for (const LevelAssembly::Step& s : assembly.steps) {
      const auto at = std::find_if(m.owned.begin(), m.owned.end(),
                                   [&](const std::unique_ptr<System>& o) { return o.get() == s.system; });
      m.steps.push_back({s.system, s.phase, std::size_t(at - m.owned.begin())});
    }
  } else {
    std::string known;
    for (const std::string& name : gameKindNames()) known += (known.empty() ? "" : ", ") + name;
    problems.push_back({level.file, "level '" + level.name + "'",
                        "unknown game kind '" + m.kind + "' (this build knows " + known + ")"});
  }
  if (all) *all = problems;
  if (!problems.empty()) return problems.front();
  for (const auto& s : m.owned) {
    c.systems.push_back(s.get());
    m.systems.push_back(s.get());
  }
  m.micros.assign(m.owned.size(), 0.0);
  for (const System* s : m.systems)
    if (!m.camera) m.camera = dynamic_cast<const ScreenCamera*>(s);
  return Result<std::unique_ptr<LevelParts>>(std::move(parts));
}

Result<RuntimeLevel> RuntimeLevel::build(const Project& project, const Level& level, const PlayOptions& options,
                                         Errors* all) {
  auto parts = assembleLevel(project, level, options, all);
  if (!parts) return parts.error();
  RuntimeLevel rt;
  Impl& m = *rt.impl_;
  m.parts = std::move(parts.value());
  m.runOptions = m.parts->context.options;
  if (options.wholeGame) {
    if (auto problem = m.beginGame(project, level, all)) return *problem;
  }
  return Result<RuntimeLevel>(std::move(rt));
}

bool RuntimeLevel::run(std::int64_t count, const TickInput& input) {
  bool ok = true;
  for (std::int64_t i = 0; i < count; ++i) ok = tick(input) && ok;
  return ok;
}

TickInput RuntimeLevel::present(const TickInput& input) const {
  TickInput in = input;
  for (int p = impl_->context().options.players; p < kMaxPlayers; ++p) in.player[std::size_t(p)] = 0;  // no such ship
  return in;
}

bool RuntimeLevel::tick(const TickInput& input) {
  Impl& m = *impl_;
  const TickInput in = present(input);
  const std::size_t errorsBefore = m.context().errors.size();
  if (m.game && (m.progress.inResults() || m.progress.won)) {
    m.gameTick(in);  // may replace the level: read the context only after it
  } else {
    LevelParts& p = *m.parts;
    LevelContext& c = p.context;
    c.events.clear();
    if (m.timing) {
      using Clock = std::chrono::steady_clock;
      std::fill(p.micros.begin(), p.micros.end(), 0.0);
      for (const LevelParts::Step& s : p.steps) {
        const auto start = Clock::now();
        s.system->step(s.phase, in);
        p.micros[s.index] += std::chrono::duration<double, std::micro>(Clock::now() - start).count();
      }
    } else {
      for (const LevelParts::Step& s : p.steps) s.system->step(s.phase, in);
    }
    ++c.clock.tick;
    ++m.progress.runTick;
    if (m.game) m.levelTicked(in);
  }
  const LevelParts& p = *m.parts;
  if (m.listener)
    m.listener->tickRunAt(m.progress.runTick - 1, p.context.events.list(),
                          p.camera ? p.camera->screenFrameOrigin() : Vec2{});
  return p.context.errors.size() == errorsBefore;
}

std::int64_t RuntimeLevel::ticksRun() const { return impl_->progress.runTick; }
const LevelClock& RuntimeLevel::clock() const { return impl_->context().clock; }
std::uint64_t RuntimeLevel::seed() const { return impl_->runOptions.seed; }
const PlayOptions& RuntimeLevel::options() const { return impl_->context().options; }
const std::string& RuntimeLevel::gameKind() const { return impl_->parts->kind; }
const Level& RuntimeLevel::level() const { return *impl_->context().level; }
const Project& RuntimeLevel::snapshot() const { return impl_->context().snapshot; }
const Errors& RuntimeLevel::errors() const { return impl_->context().errors; }
const std::vector<LevelEvent>& RuntimeLevel::events() const { return impl_->context().events.list(); }
void RuntimeLevel::setTickListener(TickListener* listener) { impl_->listener = listener; }
const GameProgress& RuntimeLevel::progress() const { return impl_->progress; }
bool RuntimeLevel::wholeGame() const { return impl_->game != nullptr; }
const std::vector<std::string>& RuntimeLevel::gameOrder() const { return impl_->order; }
const std::vector<const System*>& RuntimeLevel::systems() const { return impl_->parts->systems; }

bool RuntimeLevel::gameOver() const {
  for (const System* s : impl_->parts->systems)
    if (s->gameOver()) return true;
  return false;
}

bool RuntimeLevel::levelFinished() const {
  for (const System* s : impl_->parts->systems)
    if (s->finished()) return true;
  return false;
}

PlayOptions::AidChange RuntimeLevel::aidsAt(std::int64_t tick) const { return impl_->context().aidsAtRunTick(tick); }

void RuntimeLevel::setAids(bool godMode, bool infiniteLives) {
  LevelContext& c = impl_->context();
  const std::int64_t now = impl_->progress.runTick;
  std::vector<PlayOptions::AidChange>& changes = c.options.aidChanges;
  while (!changes.empty() && changes.back().tick >= now) changes.pop_back();
  const PlayOptions::AidChange held = c.aidsAtRunTick(now);
  if (held.godMode == godMode && held.infiniteLives == infiniteLives) return;
  changes.push_back({now, godMode, infiniteLives});
}

namespace {
// The level's clock, in a whole game the run's progress, then every system in order: live
// (state == nullptr) or saved.
template <class V>
void walkLevel(V& visitor, const LevelClock& clock, const GameProgress* progress,
               const std::vector<const System*>& systems, const LevelState* state) {
  visitor.entity("level", 0, {});
  state::visitFields(visitor, nullptr, clock);
  if (progress) {
    visitor.entity("game", 0, {});
    state::visitFields(visitor, nullptr, *progress);
  }
  for (std::size_t i = 0; i < systems.size(); ++i) {
    if (state && i >= state->parts.size()) return;
    const SavedPart* part = state ? state->parts[i].get() : nullptr;
    if constexpr (std::is_same_v<V, StateHasher>)
      systems[i]->hashState(visitor, part);
    else
      systems[i]->visitState(visitor, part);
  }
}

// A saved state walked by the level that saved it (the running one, or in a whole game the one
// before); a state of neither shows its clock and progress only.
template <class V>
void walkSaved(V& visitor, const RuntimeLevel::Impl& m, const LevelState& state) {
  const LevelParts* parts = m.game ? m.partsFor(state.progress.position) : m.parts.get();
  static const std::vector<const System*> none;
  walkLevel(visitor, state.clock, m.game ? &state.progress : nullptr, parts ? parts->systems : none,
            parts ? &state : nullptr);
}
}  // namespace

void RuntimeLevel::visitState(StateVisitor& visitor) const {
  walkLevel(visitor, impl_->context().clock, impl_->game ? &impl_->progress : nullptr, impl_->parts->systems, nullptr);
}

void RuntimeLevel::visitState(const LevelState& state, StateVisitor& visitor) const {
  walkSaved(visitor, *impl_, state);
}

std::uint64_t RuntimeLevel::stateHash() const {
  StateHasher h;
  walkLevel(h, impl_->context().clock, impl_->game ? &impl_->progress : nullptr, impl_->parts->systems, nullptr);
  return h.value();
}

std::uint64_t RuntimeLevel::stateHash(const LevelState& state) const {
  StateHasher h;
  walkSaved(h, *impl_, state);
  return h.value();
}

void RuntimeLevel::save(LevelState& state) const {
  const LevelContext& c = impl_->context();
  state.saved = true;
  state.clock = c.clock;
  state.progress = impl_->progress;
  state.errorCount = c.errors.size();
  const std::vector<const System*>& systems = impl_->parts->systems;
  if (state.parts.size() != systems.size()) state.parts.resize(systems.size());
  for (std::size_t i = 0; i < systems.size(); ++i) systems[i]->save(state.parts[i]);
}

bool RuntimeLevel::restore(const LevelState& state) {
  Impl& m = *impl_;
  if (!state.saved) return false;
  // A whole game gone on to another level goes back to the one the state was saved in.
  if (m.game && state.progress.position != m.progress.position && !m.returnTo(state.progress.position))
    return false;
  LevelParts& p = *m.parts;
  // A state from another level (or none) is refused rather than half applied.
  if (state.parts.size() != p.owned.size()) return false;
  for (std::size_t i = 0; i < p.owned.size(); ++i)
    if (!state.parts[i] || !p.owned[i]->canRestore(*state.parts[i])) return false;
  p.context.clock = state.clock;
  m.progress = state.progress;
  if (!m.game) m.progress.runTick = state.clock.tick;
  p.context.runTickOffset = m.progress.levelStartTick;
  if (p.context.errors.size() > state.errorCount) p.context.errors.resize(state.errorCount);
  for (std::size_t i = 0; i < p.owned.size(); ++i) p.owned[i]->restore(*state.parts[i]);
  for (const auto& s : p.owned) s->afterRestore();
  return true;
}

void RuntimeLevel::setTiming(bool on) { impl_->timing = on; }
bool RuntimeLevel::timing() const { return impl_->timing; }
const std::vector<double>& RuntimeLevel::systemMicroseconds() const { return impl_->parts->micros; }

}  // namespace sw
