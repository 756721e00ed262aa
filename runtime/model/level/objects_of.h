#pragma once
// `for (LevelObject* o : objectsOf(level, ids))`: findById for each id in turn (nullptr
// where no object has it), made cheap for the big lists an edit passes around.
//
// An edit of the big level's 25,000 selected objects goes over their ids half a dozen
// times (the command, the viewport's note, the property grid, the nav layer), and each
// findById waited on memory twice: for the index slot, then for the object it names, to
// check it. That was a third of a move. Those lists are nearly always in the level's own
// order (orderedSelection, and what is made from it), so each id is first looked for just
// after the one before it, and the object a few places further on is asked of the
// processor meanwhile: a walk along the level, like sw::prefetched. An id found elsewhere
// goes through the index, whose slots are then asked for a few ids ahead.
//
// The answers are findById's own: ids are unique in a level (newObjectId), so the object
// at the guessed place that has the id is the one findById finds, and a stale index is
// found out as findById finds it out. The ids must outlive the loop.
#include <cstddef>
#include <iterator>
#include <span>

#include "model/level/level.h"

namespace sw {

class ObjectsOf {
 public:
  static constexpr std::size_t kAhead = 16;  // as sw::prefetched

  class iterator {
   public:
    using iterator_category = std::input_iterator_tag;
    using value_type = LevelObject*;
    using difference_type = std::ptrdiff_t;

    iterator() = default;
    iterator(const ObjectsOf* range, std::size_t at) : range_(range), at_(at) {}
    LevelObject* operator*() const {
      if (!resolved_) {
        found_ = range_->find(at_);
        resolved_ = true;
      }
      return found_;
    }
    iterator& operator++() {
      if (!resolved_) **this;  // the guess for the next id starts after this one
      ++at_;
      resolved_ = false;
      range_->fetchAhead(at_);
      return *this;
    }
    void operator++(int) { ++*this; }
    friend bool operator==(const iterator& a, const iterator& b) { return a.at_ == b.at_; }

   private:
    const ObjectsOf* range_ = nullptr;
    std::size_t at_ = 0;
    mutable LevelObject* found_ = nullptr;
    mutable bool resolved_ = false;
  };

  ObjectsOf(const Level& level, std::span<const ObjectId> ids) : level_(level), ids_(ids) {}
  // One pass: the guesses follow the iterator (a second begin() starts guessing afresh).
  iterator begin() const;
  iterator end() const { return iterator(this, ids_.size()); }
  std::size_t size() const { return ids_.size(); }

 private:
  const Level& level_;
  std::span<const ObjectId> ids_;
  mutable Level::Slot next_{0, true};  // just after the last object found
  mutable bool inOrder_ = true;        // the last one was found there

  LevelObject* find(std::size_t at) const;
  void fetchAhead(std::size_t at) const;
  // The place `steps` after `slot`, the chain running on into the objects.
  Level::Slot after(Level::Slot slot, std::size_t steps) const;
};

// Any container of ids laid out in one array (std::vector, QList).
template <class Ids>
ObjectsOf objectsOf(const Level& level, const Ids& ids) {
  return ObjectsOf(level, std::span<const ObjectId>(ids.data(), std::size_t(ids.size())));
}
// A temporary container would be gone before the loop's first step.
template <class Ids>
ObjectsOf objectsOf(const Level& level, const Ids&& ids) = delete;

}  // namespace sw
