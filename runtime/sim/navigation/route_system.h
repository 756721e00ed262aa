#pragma once
// Pathing while a level runs (level_routes.h): the cheapest route between two nav nodes, with
// each node's passableWhen as it holds now (a door opens once its trigger fired). A system
// with no phase and no state of its own: it answers queries from the level's conditions.
#include <memory>
#include <string_view>

#include "graph/route_finder.h"
#include "model/level/trigger_condition.h"
#include "sim/navigation/level_routes.h"
#include "sim/system.h"

namespace sw {

class RouteSystem final : public StatelessSystem {
 public:
  explicit RouteSystem(LevelContext& level) : StatelessSystem(level, "routes") {}
  // The level's pathing graph; passableWhen conditions resolve names as trigger conditions do
  // and read the level's state through `conditions` (which must outlive this system).
  void build(const Level& level, const TriggerCondition::Names& names, const std::string& file, Errors& problems,
             const ConditionSource& conditions) {
    routes_ = std::make_unique<LevelRoutes>(level, names, file, problems);
    conditions_ = &conditions;
  }
  void step(int, const TickInput&) override {}

  // False when there is none. Reusing `route` keeps the query allocation-free. With
  // `abilities` (a creature's: model/platformer/character_abilities.h), only steps it can take.
  bool route(std::string_view from, std::string_view to, graph::Route& route,
             const graph::NavAbilities* abilities = nullptr) const {
    return routes_->find(from, to, *conditions_, route, abilities);
  }
  const LevelRoutes& routes() const { return *routes_; }

 private:
  std::unique_ptr<LevelRoutes> routes_;  // heap-held: the finder refers to its own graph
  const ConditionSource* conditions_ = nullptr;
};

}  // namespace sw
