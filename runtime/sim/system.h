#pragma once
// A system: one part of a running level's game (the camera, the triggers, the enemies, the
// players' weapons ...). RuntimeLevel is a composition of systems that the level's game kind
// chooses and orders (sim/game_kind.h); this is all it knows of them:
//  - built from the level snapshot by the kind's assembly, before the first tick;
//  - step(phase): the tick runs the kind's schedule, a list of (system, phase) in a fixed
//    order, so one system may act at several points of a tick;
//  - its changing state is one plain struct with a field list (core/fields.h), visited once
//    by the generic walks of sim/state/state_walk.h for the hash, dumps, desync reports and
//    rollback (StatefulSystem below does all of it from the struct);
//  - events it emits go to the level's event list (sim/level_events.h);
//  - shiftFrame: a scrolling level moves its frame (runtime_level.h), positions follow.
// A system that keeps nothing between ticks (collision queries placed anew each tick)
// derives from StatelessSystem.
#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include "core/math.h"
#include "sim/input.h"
#include "sim/state/state_hash.h"
#include "sim/state/state_visitor.h"
#include "sim/state/state_walk.h"

namespace sw {

struct LevelContext;
struct RuntimeLevelTestAccess;  // tests only (tests/support): reaches into systems' state

// One system's part of a saved level state (sim/state/saved_state.h).
struct SavedPart {
  virtual ~SavedPart() = default;
  virtual std::unique_ptr<SavedPart> clone() const = 0;
  // Copies `other` into this part, keeping its storage; false when `other` is of another kind.
  virtual bool copyFrom(const SavedPart& other) = 0;
};

class System {
 public:
  System(LevelContext& level, std::string name) : level_(level), name_(std::move(name)) {}
  virtual ~System() = default;
  System(const System&) = delete;
  System& operator=(const System&) = delete;

  const std::string& name() const { return name_; }
  // One of the phases the game kind scheduled it for.
  virtual void step(int phase, const TickInput& input) = 0;
  // The simulation's frame moved by `step`: what it keeps in frame coordinates moves back.
  virtual void shiftFrame(Vec2 step) { (void)step; }

  // Its changing state: the live one (saved == nullptr) or one this system saved.
  virtual void visitState(StateVisitor& visitor, const SavedPart* saved) const = 0;
  virtual void hashState(StateHasher& hasher, const SavedPart* saved) const = 0;
  // Into `part`, made on the first save and reused (no allocation once warm).
  virtual void save(std::unique_ptr<SavedPart>& part) const = 0;
  // Whether `part` was saved by a system like this one of the same level (its lists have
  // this level's lengths, its pools fit), so restore() can take it whole.
  virtual bool canRestore(const SavedPart& part) const = 0;
  virtual void restore(const SavedPart& part) = 0;
  // After every system restored: rebuild what is derived from the state.
  virtual void afterRestore() {}

  // What ends a run: every player is out / the level reached its end.
  virtual bool gameOver() const { return false; }
  virtual bool finished() const { return false; }

 protected:
  LevelContext& level_;

 private:
  std::string name_;
};

// A system whose whole changing state is `state_`, of a struct with a field list.
template <class State>
class StatefulSystem : public System {
 public:
  using System::System;
  const State& state() const { return state_; }

  void visitState(StateVisitor& visitor, const SavedPart* saved) const override { walk(visitor, saved); }
  void hashState(StateHasher& hasher, const SavedPart* saved) const override { walk(hasher, saved); }
  void save(std::unique_ptr<SavedPart>& part) const override {
    if (!dynamic_cast<Part*>(part.get())) part = std::make_unique<Part>();
    state::copyState(static_cast<Part&>(*part).state, state_);
  }
  bool canRestore(const SavedPart& part) const override {
    const auto* mine = dynamic_cast<const Part*>(&part);
    return mine && fits(mine->state);
  }
  void restore(const SavedPart& part) override { state::copyState(state_, static_cast<const Part&>(part).state); }

 protected:
  // A name for people of entity `index` of kind `kind` in `s` (from what the system built),
  // or empty.
  virtual std::string_view label(const State& s, std::string_view kind, std::size_t index) const {
    (void)s, (void)kind, (void)index;
    return {};
  }
  // Whether a saved state suits this level: lists of this level's lengths, pools within
  // this system's capacities.
  virtual bool fits(const State& saved) const {
    (void)saved;
    return true;
  }

  State state_;

 private:
  friend struct RuntimeLevelTestAccess;
  struct Part final : SavedPart {
    State state;
    std::unique_ptr<SavedPart> clone() const override {
      auto copy = std::make_unique<Part>();
      state::copyState(copy->state, state);
      return copy;
    }
    bool copyFrom(const SavedPart& other) override {
      const auto* same = dynamic_cast<const Part*>(&other);
      if (same) state::copyState(state, same->state);
      return same != nullptr;
    }
  };
  template <class V>
  void walk(V& visitor, const SavedPart* saved) const {
    const State& s = saved ? static_cast<const Part*>(saved)->state : state_;
    state::visitState(visitor, name(), s,
                      [this, &s](std::string_view kind, std::size_t index) { return label(s, kind, index); });
  }
};

// A system that keeps nothing from one tick to the next.
class StatelessSystem : public System {
 public:
  using System::System;
  void visitState(StateVisitor&, const SavedPart*) const override {}
  void hashState(StateHasher&, const SavedPart*) const override {}
  void save(std::unique_ptr<SavedPart>& part) const override {
    if (!part) part = std::make_unique<Nothing>();
  }
  bool canRestore(const SavedPart& part) const override { return dynamic_cast<const Nothing*>(&part) != nullptr; }
  void restore(const SavedPart&) override {}

 private:
  struct Nothing final : SavedPart {
    std::unique_ptr<SavedPart> clone() const override { return std::make_unique<Nothing>(); }
    bool copyFrom(const SavedPart& other) override { return dynamic_cast<const Nothing*>(&other) != nullptr; }
  };
};

}  // namespace sw
