#pragma once
// Pathing graphs placed in a level (DOMAIN.md, "Node graphs" 2): navigation nodes and the
// links between them. Like every level object they know each other only by unique name;
// Play and the editor's route tool turn them into a graph::NavGraph (model/level/level_nav_graph.h)
// so the model itself stays free of graph code.
#include <string>
#include <string_view>

#include "model/level/level_object.h"

namespace sw {

// Whether a passableWhen text can be anything but true: empty, "true" and "1" cannot.
bool isConditionalPassage(std::string_view passableWhen);

// A place an actor can stand. A node in a doorway names the door (attachedTo) and says when
// it can be entered (passableWhen, a trigger condition: model/level/trigger_condition.h), so the
// route finder goes round a closed door instead of through it.
class NavNode final : public LevelObject {
 public:
  Vec2 position;
  std::string attachedTo;    // name of a level object this node belongs to (optional)
  std::string passableWhen;  // condition over the running level; empty: always passable
  Color color{90, 200, 255, 255};

  bool isConditional() const { return isConditionalPassage(passableWhen); }

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  std::unique_ptr<LevelObject> clone() const override { return std::make_unique<NavNode>(*this); }
};

// An edge between two NavNodes with an action and a cost per direction: a ledge is a fall
// one way and a climb or a grip (jump, catch the edge, mantle up) the other, or nothing
// (action none, one-way).
class NavLink final : public LevelObject {
 public:
  // Appended only: the property table's choices follow this order (files store the names).
  enum class Action { Walk, Jump, Fall, Climb, None, Grip };

  std::string from;  // NavNode name
  std::string to;    // NavNode name
  Action forwardAction = Action::Walk;  // from -> to
  double forwardCost = 1;
  Action backwardAction = Action::Walk;  // to -> from
  double backwardCost = 1;

  static const char* actionName(Action action);  // "walk", "jump", ... as saved

  static const TypeDescription& describeType();
  const TypeDescription& description() const override { return describeType(); }
  std::unique_ptr<LevelObject> clone() const override { return std::make_unique<NavLink>(*this); }
};

}  // namespace sw
