#pragma once
// One state of an enemy's (or a part's) behaviour; Describable on its own so the property
// grid can edit it. States are grouped into machines by name: every machine of an owner
// runs side by side each tick (the original's Movement and Weapons collections), each with
// its own current state; a machine's first state in the list is its initial state.
#include <memory>
#include <string>
#include <vector>

#include "core/property.h"

namespace sw {

inline constexpr const char* kMainMachine = "main";

class EnemyState final : public Describable {
 public:
  std::string name;
  std::string machine = kMainMachine;    // the machine it belongs to
  std::vector<std::string> begin;        // action lines run once on entry
  std::vector<std::string> tick;         // action lines run every tick while active
  std::vector<std::string> end;          // action lines run once on exit, before the next Begin
  std::vector<std::string> transitions;  // "condition -> state", first true one wins

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
};

// The machines of a list of states, in order of first appearance.
std::vector<std::string> machineNames(const std::vector<std::unique_ptr<EnemyState>>& states);

}  // namespace sw
