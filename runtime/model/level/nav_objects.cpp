#include "model/level/nav_objects.h"

namespace sw {

bool isConditionalPassage(std::string_view passableWhen) {
  const auto first = passableWhen.find_first_not_of(" \t\n");
  if (first == std::string_view::npos) return false;
  const auto last = passableWhen.find_last_not_of(" \t\n");
  const std::string_view text = passableWhen.substr(first, last - first + 1);
  return text != "true" && text != "1";
}

const TypeDescription& NavNode::describeType() {
  static const TypeDescription d =
      TypeBuilder<NavNode>("NavNode")
          .field("name", &NavNode::name).label("Name").required().nameRule(NameRule::Identifier)
          .tooltip("Unique name of this navigation node; links refer to it")
          .field("position", &NavNode::position).label("Position").category("Transform")
          .tooltip("Where an actor stands, in the play plane")
          .field("attachedTo", &NavNode::attachedTo, ValueKind::ObjectRef).label("Attached To").category("Navigation")
          .tooltip("Level object this node belongs to, e.g. the door it stands in (optional)")
          .field("passableWhen", &NavNode::passableWhen, ValueKind::Expression).label("Passable When")
          .category("Navigation")
          .tooltip("Condition under which routes may enter this node, e.g. door_switch.fired; empty: always")
          .field("color", &NavNode::color).label("Colour").category("Appearance")
          .build();
  return d;
}

const char* NavLink::actionName(Action action) {
  switch (action) {
    case Action::Walk: return "walk";
    case Action::Jump: return "jump";
    case Action::Fall: return "fall";
    case Action::Climb: return "climb";
    case Action::None: return "none";
    case Action::Grip: return "grip";
  }
  return "none";
}

const TypeDescription& NavLink::describeType() {
  static const std::vector<std::string> actions{"walk", "jump", "fall", "climb", "none", "grip"};
  static const TypeDescription d =
      TypeBuilder<NavLink>("NavLink")
          .field("name", &NavLink::name).label("Name").required().nameRule(NameRule::Identifier)
          .tooltip("Unique name of this navigation link")
          .field("from", &NavLink::from, ValueKind::ObjectRef).references("NavNode").label("From").category("Link")
          .tooltip("Navigation node at the start of the link")
          .field("to", &NavLink::to, ValueKind::ObjectRef).references("NavNode").label("To").category("Link")
          .tooltip("Navigation node at the end of the link")
          .field("forwardAction", &NavLink::forwardAction).label("Forward Action").category("Forward")
          .enumNames(actions)
          .tooltip("How an actor goes from 'From' to 'To' (grip: jump, catch the ledge's edge and climb on); none: it "
                   "cannot (one-way link)")
          .field("forwardCost", &NavLink::forwardCost).label("Forward Cost").category("Forward")
          .range(0, 1e9, 0.5)
          .tooltip("What going from 'From' to 'To' costs the route finder (the distance, for a walk)")
          .field("backwardAction", &NavLink::backwardAction).label("Backward Action").category("Backward")
          .enumNames(actions)
          .tooltip("How an actor goes back from 'To' to 'From'; none: it cannot")
          .field("backwardCost", &NavLink::backwardCost).label("Backward Cost").category("Backward")
          .range(0, 1e9, 0.5)
          .tooltip("What going back from 'To' to 'From' costs the route finder")
          .build();
  return d;
}

}  // namespace sw
