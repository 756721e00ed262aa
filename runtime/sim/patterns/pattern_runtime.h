#pragma once
// The bullet pattern interpreter (model/bullet_pattern.h says what each command means).
//
// COMPILE (build time, may allocate): every pattern becomes a run of flat instructions in
// one array; nested `action` lists are inlined, `repeat` becomes a begin/end pair with
// jumps, a fire's own actions and each parallel branch become separate sequences ending
// in End, `call` jumps to the called pattern's entry and its Return comes back. Each
// expression keeps its parsed code (evaluated without allocating); bullet kinds and
// called patterns are resolved to indices. The deepest stack of repeat / call frames any
// runner can need is computed here, so runners are fixed-size.
//
// RUN (every tick, never allocates): runners live in one pool of fixed slots (capacity
// set at build; a full pool loses the run or the bullet's action, like a full bullet
// pool loses shots). A slot keeps its index while it runs, so links stay valid: a
// bullet names its runner (BulletMotion::runner), a runner names its bullet's slot
// (kept up to date by bulletMoved when the pool swap-removes), a parallel branch names its
// parent with the parent's generation (a freed and reused parent is noticed, and the
// branch ends). Free slots are taken from a LIFO free list, so slot order is a function
// of the state: runners run in slot order, deterministically.
//
// A run started by an enemy (fire / startFiring) executes at once, where the enemy is now;
// a bullet's own action and parallel branches also start at once, in the tick they are
// made. tick() then runs every runner that has not run this tick yet. A runner stops at
// a wait, a parallel still running, or its end; one that executes kMaxStepsPerTick
// commands in one tick is stopped and reported on its enemy (never a freeze).
//
// Differences from the model's wording, deliberately: a bullet makes its first move in
// the tick it is fired (as enemy bullets always have), so the old aimed / ring / spread
// weapons, migrated to patterns, fire bullets at the same places on the same ticks.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/math.h"
#include "core/random.h"
#include "model/pattern_expr.h"
#include "sim/systems/enemy_bullets/enemy_bullet_pool.h"
#include "core/fields.h"
#include "sim/state/state_walk.h"

namespace sw {

class Project;
struct PatternValue;
struct PatternCommand;  // model/bullet_pattern.h, kept out of this header: Qt's `forever` macro
                        // clashes with PatternCommand::forever in files that include Qt first

// What the interpreter asks of the game it runs in (RuntimeLevel, or PatternPreview).
class PatternHost {
 public:
  struct Emitter {
    Vec2 position;
    Vec2 heading{-1, 0};  // unit
    double speed = 0;
    MwcRandom* random = nullptr;
  };
  virtual ~PatternHost() = default;
  // The live enemy with this serial; false when it is gone (its runs end).
  virtual bool emitter(std::uint32_t serial, Emitter& out) = 0;
  // The nearest live player ship to `from`; false when there is none.
  virtual bool nearestShip(Vec2 from, Vec2& out) const = 0;
  // A run-time problem of a run fired by enemy `serial` (reported once per runner).
  virtual void report(std::uint32_t serial, const std::string& message) = 0;
  // $rand for a bullet's own action whose enemy is gone.
  virtual MwcRandom& spareRandom() = 0;
};

struct PatternLimits {
  std::size_t runners = 1024;
};

class PatternRuntime {
 public:
  // Compiles every pattern of the project. Problems (unknown kind, pattern or a call
  // cycle the validation should have refused) go to `errors`, naming project.json and the
  // pattern; such a pattern compiles to nothing (it fires nothing).
  void compile(const Project& project, double defaultRadius, std::int64_t bulletLifeTicks, Errors& errors);
  void reserve(const PatternLimits& limits);

  int patternIndex(std::string_view name) const;  // -1 when unknown
  std::size_t patternCount() const { return patterns_.size(); }
  const std::string& patternName(int pattern) const { return patterns_[std::size_t(pattern)].name; }
  double kindRadius(int kind) const;
  bool bulletActions() const { return bulletActions_; }  // some fire gives its bullet actions
  std::size_t runnerCapacity() const { return runners_.size(); }
  std::size_t liveRunners() const { return live_; }

  double rank = 0.5;

  // Starts one run of `pattern` for enemy `serial` and runs it now (tick `t`). False when
  // the runner pool is full (the run is lost).
  bool start(int pattern, std::uint32_t serial, std::int64_t t, EnemyBulletPool& bullets, PatternHost& host);
  // Runs every runner that has not run in tick `t` yet (before bullets move).
  void tick(std::int64_t t, EnemyBulletPool& bullets, PatternHost& host);
  // The bullet pool moved a bullet with RunsAction from `from` to `to` / removed one.
  void bulletMoved(const EnemyBulletPool& bullets, std::size_t to);
  void bulletDropped(const EnemyBulletPool& bullets, std::size_t slot);
  // Ends every run of enemy `serial` (it died or left).
  void endRunsOf(std::uint32_t serial);

  // State (save / restore / hash): the runner pool.
  struct Frame {
    std::int32_t pc = 0;         // loop: body start; call: return address
    std::int32_t remaining = 0;  // loop: passes left (-1: forever); call: -2
    std::int32_t paramOffset = 0, paramCount = 0;  // call: the callee's scope in the runner's params
    bool operator==(const Frame&) const = default;
    SW_FIELDS(Frame, pc, remaining, paramOffset, paramCount)
  };
  struct Runner {
    bool active = false;
    std::uint32_t generation = 0;
    std::int32_t pc = 0;
    std::int32_t wait = 0;        // ticks left to wait
    std::int32_t pending = 0;     // parallel branches still running
    std::int32_t frames = 0;      // frames in use
    std::int32_t scopeOffset = 0, scopeCount = 0;  // current parameter scope
    std::int32_t serial = -1;     // the enemy that fired the run (for $rand, errors, emitters)
    std::int32_t bullet = -1;     // a bullet's own run (root): the bullet's slot
    bool bulletRun = false;       // runs for a bullet (root or branch), not for the enemy
    std::int32_t parent = -1;     // parallel branches: the runner waiting for them
    std::uint32_t parentGeneration = 0;
    bool hasPrevious = false;     // the previous fire (sequence)
    double previousDirection = 0, previousSpeed = 0;  // degrees, units per tick
    std::int64_t ranTick = -1;
    bool operator==(const Runner&) const = default;
    SW_FIELDS(Runner, active, generation, pc, wait, pending, frames, scopeOffset, scopeCount, serial, bullet,
              bulletRun, parent, parentGeneration, hasPrevious, previousDirection, previousSpeed, ranTick)
  };
  // The runners' state for hashes and dumps (sim/state/state_walk.h): each active runner, its
  // frames and parameters in scope, then the free list's order once a runner was taken.
  template <class V>
  void walkState(V& v) const;
  void copyStateFrom(const PatternRuntime& other);  // the runners only; no allocation once warm

 private:
  enum class Op : std::uint8_t {
    Fire, Wait, RepeatBegin, RepeatEnd, Parallel, ChangeDirection, ChangeSpeed, Accel, Vanish, Homing,
    Call, Return, End,
  };
  struct Instr {
    Op op = Op::End;
    std::uint8_t directionMode = 0;  // DirectionMode
    std::uint8_t speedMode = 0;      // SpeedMode
    bool endless = false;
    std::int32_t a = -1, b = -1, c = -1;  // expressions (see compile)
    std::int32_t kind = 0;                 // Fire: bullet kind
    std::int32_t jump = -1;                // RepeatBegin: after the end; RepeatEnd: body; Fire: own actions; Call: pattern
    std::int32_t first = 0, count = 0;     // Parallel: branch entries; Call: argument expressions
  };
  struct Pattern {
    std::string name;
    std::int32_t entry = -1;  // -1: failed to compile
    std::vector<double> defaults;
  };
  struct Context;
  int compileList(const std::vector<PatternCommand>& list, int pattern, int depth, Op terminator, Errors& errors);
  int expr(const PatternValue& value);
  std::int32_t allocate(std::int64_t t);
  void release(std::int32_t r);
  void run(std::int32_t r, std::int64_t t, EnemyBulletPool& bullets, PatternHost& host);
  // Where runner r fires from: its enemy, or its bullet (through its parents). False: gone.
  bool owner(std::int32_t r, const EnemyBulletPool& bullets, PatternHost& host, PatternHost::Emitter& out,
             std::int32_t& bullet);
  void fail(std::int32_t r, PatternHost& host, const std::string& message);
  Frame* frames(std::int32_t r) { return &frames_[std::size_t(r) * std::size_t(maxFrames_)]; }
  double* params(std::int32_t r) { return &params_[std::size_t(r) * std::size_t(maxParams_)]; }

  // Program (build time).
  std::vector<Instr> code_;
  std::vector<PatternExprCode> exprs_;
  std::vector<std::int32_t> branches_;  // parallel branch entries
  std::vector<Pattern> patterns_;
  std::vector<double> kindRadius_;
  std::vector<std::string> kindNames_;
  std::int64_t bulletLife_ = 600;
  double defaultRadius_ = 0.25;
  int maxFrames_ = 1, maxParams_ = 1;
  int compileDepth_ = 0;
  // State.
  std::vector<Runner> runners_;
  std::vector<Frame> frames_;
  std::vector<double> params_;
  std::vector<std::int32_t> free_;  // LIFO
  std::size_t live_ = 0;
  bool touched_ = false;  // a runner was ever taken
  bool bulletActions_ = false;
};

template <class V>
void PatternRuntime::walkState(V& v) const {
  for (std::size_t r = 0; r < runners_.size(); ++r) {
    const Runner& runner = runners_[r];
    if (!runner.active) continue;
    v.entity("pattern-runner", std::int64_t(r), {});
    state::visitFields(v, nullptr, runner);
    const Frame* f = &frames_[r * std::size_t(maxFrames_)];
    for (std::int32_t i = 0; i < runner.frames && i < maxFrames_; ++i) state::visitValue(v, FieldPath{nullptr, "frame"}, f[i]);
    const double* p = &params_[r * std::size_t(maxParams_)];
    for (std::int32_t i = 0; i < runner.scopeOffset + runner.scopeCount && i < maxParams_; ++i)
      v.real(FieldPath{nullptr, "param"}, p[i]);
  }
  // The free list's order decides which slot the next runner takes (untouched: the initial
  // order, not shown).
  if (!touched_) return;
  v.entity("pattern-free", 0, {});
  for (std::int32_t slot : free_) v.integer(FieldPath{nullptr, "slot"}, slot);
}

}  // namespace sw
