#pragma once
// What a walk over a running level's state tells its visitor: entities one after another,
// each followed by its fields (sim/state/state_walk.h says in which order). The state hash,
// state dumps, desync digests and the tests' field-by-field comparisons are visitors, so a
// field cannot be hashed without being dumped, or the other way round.
//
// Field names come as a path of parts ("beam" / "start" / "x") that only a visitor which
// prints them joins ("beam.start.x"): the hash, which runs every tick, never builds a string.
#include <cstdint>
#include <string>
#include <string_view>

namespace sw {

struct FieldPath {
  const FieldPath* parent = nullptr;
  std::string_view part;

  // "beam.start.x"
  void appendTo(std::string& out) const {
    if (parent) {
      parent->appendTo(out);
      out += '.';
    }
    out += part;
  }
  std::string text() const {
    std::string out;
    appendTo(out);
    return out;
  }
};

class StateVisitor {
 public:
  virtual ~StateVisitor() = default;
  // A new entity starts: its kind ("enemy", "player", "spawn" ...; a system's own scalar
  // state comes as an entity named after the system), its id within the kind (an enemy's
  // serial, a player's index, otherwise the position in its list or pool) and a name for
  // people (empty when it has none). Fields that follow belong to it.
  virtual void entity(std::string_view kind, std::int64_t id, std::string_view label) = 0;
  virtual void integer(const FieldPath& field, std::int64_t value) = 0;
  virtual void real(const FieldPath& field, double value) = 0;
  // A Quiet field (core/fields.h) that is not zero; visitors that keep names need nothing more.
  virtual void quietInteger(const FieldPath& field, std::int64_t value) { integer(field, value); }
};

}  // namespace sw
