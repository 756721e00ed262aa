#include "ui/tools/nav_edit_tool.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QKeyEvent>
#include <algorithm>
#include <cmath>

#include "core/prefetched.h"
#include "document/commands/commands.h"
#include "document/document.h"
#include "document/commands/object_edits.h"
#include "model/level/level_nav_graph.h"
#include "model/level/level.h"
#include "model/level/nav_objects.h"
#include "model/level/objects_of.h"
#include "ui/shell/edit_actions.h"
#include "ui/tile_editor/pick_geometry.h"
#include "ui/viewport/level_viewport.h"
#include "ui/viewport/nav_layer.h"
#include "ui/viewport/viewport_picking.h"
#include "view/camera_controller.h"

namespace sw::editor {
namespace {

struct NavEditToolText {
  Q_DECLARE_TR_FUNCTIONS(NavEditTool)
};

// A node disc is drawn kNavNodePixels wide with a rim; a little more still hits it.
constexpr double kNodePickPixels = sw::ui::kNavNodePixels * 1.4 + 2.0;

using tile_pick::pixelDistance;

}  // namespace

NavEditTool::NavEditTool(Document* document, sw::ui::LevelViewport* viewport, EditActions* editActions,
                         sw::ui::ViewportGestureHandler* next, QObject* parent)
    : QObject(parent), document_(document), viewport_(viewport), editActions_(editActions), next_(next) {
  addNodes_ = new QAction(NavEditToolText::tr("Add &Nav Nodes"), this);
  addNodes_->setObjectName(QStringLiteral("addNavNodesAction"));
  addNodes_->setCheckable(true);
  addNodes_->setShortcut(Qt::Key_N);
  addNodes_->setToolTip(NavEditToolText::tr("Click in the viewport to place navigation nodes; drag from one node to another "
                                 "to link them (Esc to stop)"));
  findRoute_ = new QAction(NavEditToolText::tr("Find &Route"), this);
  findRoute_->setObjectName(QStringLiteral("findRouteAction"));
  findRoute_->setShortcut(Qt::Key_F8);
  findRoute_->setToolTip(NavEditToolText::tr("Route between the two selected navigation nodes, or click a start and a goal"));
  connect(addNodes_, &QAction::toggled, this, [this](bool on) {
    if (on) picking_ = Picking::None;
    if (on) emit message(NavEditToolText::tr("Add Nav Nodes: click to place a node, drag from node to node to link them"));
  });
  connect(findRoute_, &QAction::triggered, this, &NavEditTool::startFindRoute);

  connect(document_, &Document::objectsChanged, this, [this](const QVector<ObjectId>& ids) {
    // Without a route the layer shows nav nodes and links alone: a moved marker or spawn
    // (25,000 of them) leaves it as it is.
    const sw::Level* level = document_->level();
    bool nav = !level || ids.isEmpty();
    if (!nav)
      for (const sw::LevelObject* o : sw::objectsOf(*level, ids))
        if ((nav = !o || sw::objectCast<const sw::NavNode*>(o) || sw::objectCast<const sw::NavLink*>(o))) break;
    if (nav || start_ || goal_) levelChanged();
  });
  connect(document_, &Document::structureChanged, this, &NavEditTool::levelChanged);
  connect(document_, &Document::levelSwitched, this, &NavEditTool::clearRoute);
  connect(document_, &Document::projectReset, this, &NavEditTool::clearRoute);
  if (viewport_) {
    layer_ = new sw::ui::NavLayer(viewport_);
    viewport_->setGestureHandler(this);
  }
  updateDisplay();
}

sw::ObjectId NavEditTool::nodeAt(const sw::ui::CameraController& camera, QPointF pixel) const {
  const sw::Level* level = document_->level();
  if (!level) return 0;
  const sw::ui::ScreenProjector project(camera);
  sw::ObjectId best = 0;
  double bestDistance = kNodePickPixels;
  for (const auto& object : sw::prefetched(level->objects))
    if (const auto* node = sw::objectCast<const sw::NavNode*>(object.get())) {
      const double d = pixelDistance(project(node->position), pixel);
      if (d <= bestDistance) best = node->id, bestDistance = d;
    }
  return best;
}

sw::Vec2 NavEditTool::nodePosition(sw::ObjectId id) const {
  const sw::Level* level = document_->level();
  const auto* node = level ? sw::objectCast<const sw::NavNode*>(level->findById(id)) : nullptr;
  return node ? node->position : sw::Vec2{};
}

sw::ObjectId NavEditTool::addNodeAt(sw::Vec2 position) {
  sw::Level* level = document_->editableLevel();
  if (!level || !position.isFinite()) return 0;
  auto* command = makeAddObjects(document_, level, {{"NavNode", "nav", position, {}}});  // gives the id, selects it
  command->setText(NavEditToolText::tr("Add Nav Node %1").arg(QString::fromStdString(level->uniqueName("nav"))));
  const sw::ObjectId id = command->ids().front();
  document_->undoStack()->push(command);
  return id;
}

sw::ObjectId NavEditTool::connectNodes(sw::ObjectId fromId, sw::ObjectId toId, QString* why) {
  sw::Level* level = document_->editableLevel();
  const auto* from = level ? sw::objectCast<const sw::NavNode*>(level->findById(fromId)) : nullptr;
  const auto* to = level ? sw::objectCast<const sw::NavNode*>(level->findById(toId)) : nullptr;
  auto refuse = [why](const QString& text) {
    if (why) *why = text;
    return sw::ObjectId(0);
  };
  if (!from || !to) return refuse(NavEditToolText::tr("Links join two navigation nodes"));
  if (from == to) return refuse(NavEditToolText::tr("A link cannot join a node to itself"));
  for (const auto& object : sw::prefetched(level->objects))
    if (const auto* link = sw::objectCast<const sw::NavLink*>(object.get()))
      if ((link->from == from->name && link->to == to->name) || (link->from == to->name && link->to == from->name))
        return refuse(NavEditToolText::tr("'%1' and '%2' are already linked by '%3'")
                          .arg(QString::fromStdString(from->name), QString::fromStdString(to->name),
                               QString::fromStdString(link->name)));
  // Walking costs the distance; two decimals keep the file readable.
  const double distance = std::round((to->position - from->position).length() * 100) / 100;
  auto setUp = [from = from->name, to = to->name, distance](sw::LevelObject& o) {
    auto& link = static_cast<sw::NavLink&>(o);
    link.from = from;
    link.to = to;
    link.forwardCost = link.backwardCost = distance;
  };
  auto* command = makeAddObjects(document_, level, {{"NavLink", from->name + "_" + to->name, {}, setUp}},
                                 NavEditToolText::tr("Link %1 to %2").arg(QString::fromStdString(from->name), QString::fromStdString(to->name)));
  const sw::ObjectId id = command->ids().front();
  document_->undoStack()->push(command);
  return id;
}

void NavEditTool::startFindRoute() {
  addNodes_->setChecked(false);
  const sw::Level* level = document_->level();
  std::vector<sw::ObjectId> selected;
  if (level)
    for (const auto& object : sw::prefetched(level->objects))
      if (sw::objectCast<const sw::NavNode*>(object.get()) && document_->selection()->contains(object->id))
        selected.push_back(object->id);
  if (selected.size() == 2) {
    picking_ = Picking::None;
    setRouteEnds(selected[0], selected[1]);
    return;
  }
  clearRoute();
  picking_ = Picking::Start;
  emit message(NavEditToolText::tr("Find Route: click the start node, then the goal (Esc to stop)"));
}

void NavEditTool::setRouteEnds(sw::ObjectId start, sw::ObjectId goal) {
  start_ = start;
  goal_ = goal;
  findRoute();
}

void NavEditTool::clearRoute() {
  picking_ = Picking::None;
  start_ = goal_ = 0;
  findRoute();
}

QStringList NavEditTool::doors() const {
  QStringList names;
  if (const sw::Level* level = document_->level())
    for (const auto& object : sw::prefetched(level->objects))
      if (const auto* node = sw::objectCast<const sw::NavNode*>(object.get()); node && node->isConditional())
        names.push_back(QString::fromStdString(node->name));
  return names;
}

void NavEditTool::setAssumedOpen(const QSet<QString>& names) {
  if (names == assumedOpen_) return;
  assumedOpen_ = names;
  findRoute();
}

void NavEditTool::levelChanged() {
  // An edit may move, relink or remove what the route runs over: find it again.
  if (start_ || goal_) findRoute();
  else updateDisplay();
}

void NavEditTool::findRoute() {
  found_ = false;
  steps_.clear();
  cost_ = 0;
  const sw::Level* level = document_->level();
  const auto* start = level && start_ ? sw::objectCast<const sw::NavNode*>(level->findById(start_)) : nullptr;
  const auto* goal = level && goal_ ? sw::objectCast<const sw::NavNode*>(level->findById(goal_)) : nullptr;
  if (!start) start_ = 0;
  if (!goal) goal_ = 0;
  if (start && goal) {
    const sw::graph::NavGraph graph = sw::buildNavGraph(*level);
    const auto a = graph.findNode(start->name), b = graph.findNode(goal->name);
    sw::graph::RouteFinder finder(graph);
    sw::graph::Route route;
    const auto passable = [this](sw::graph::NavNodeIndex, const sw::graph::NavNode& node) {
      return !sw::isConditionalPassage(node.passableWhen) ||
             assumedOpen_.contains(QString::fromStdString(node.name));
    };
    if (a && b && finder.find(*a, *b, passable, route)) {
      found_ = true;
      cost_ = route.cost;
      for (std::size_t i = 0; i < route.nodes.size(); ++i) {
        const sw::graph::NavNode& node = graph.nodes()[route.nodes[i]];
        Step step;
        step.name = QString::fromStdString(node.name);
        if (const sw::LevelObject* object = level->findByName(node.name)) step.node = object->id;
        if (i + 1 < route.nodes.size()) {
          step.action = route.actions[i];
          // The cheapest step to the next node with that action is the one A* took.
          step.cost = INFINITY;
          for (const auto& s : graph.stepsFrom(route.nodes[i]))
            if (s.to == route.nodes[i + 1] && s.action == step.action) step.cost = std::min(step.cost, s.cost);
        }
        steps_.push_back(step);
      }
    }
  }
  updateDisplay();
  emit routeChanged();
}

void NavEditTool::updateDisplay() {
  display_.route.clear();
  for (const Step& step : steps_) display_.route.push_back(step.node);
  display_.start = start_;
  display_.goal = goal_;
  if (layer_) layer_->show(document_->level(), display_);
}

bool NavEditTool::snapping(Qt::KeyboardModifiers modifiers) const {
  const auto* snap = parent() ? parent()->findChild<QAction*>(QStringLiteral("snapToGridAction")) : nullptr;
  const bool on = snap && snap->isChecked();
  return on != bool(modifiers & Qt::ControlModifier);
}

bool NavEditTool::press(const sw::ui::CameraController& camera, QPointF pixel, Qt::KeyboardModifiers modifiers) {
  gesture_ = Gesture::None;
  pressPixel_ = pixel;
  pressPlane_ = sw::ui::playPlanePoint(camera, pixel);
  pressNode_ = nodeAt(camera, pixel);
  dragged_ = false;
  if (picking_ != Picking::None) {
    gesture_ = Gesture::Pick;
    return true;
  }
  if (addNodes_->isChecked()) {
    gesture_ = pressNode_ ? Gesture::Link : Gesture::Place;
    return true;
  }
  if (next_ && next_->press(camera, pixel, modifiers)) {
    gesture_ = Gesture::Passed;
    return true;
  }
  return false;
}

void NavEditTool::move(const sw::ui::CameraController& camera, QPointF pixel, Qt::KeyboardModifiers modifiers) {
  if (gesture_ == Gesture::Passed) {
    if (next_) next_->move(camera, pixel, modifiers);
    return;
  }
  if (gesture_ != Gesture::Link) return;
  if (!dragged_ && (pixel - pressPixel_).manhattanLength() < QApplication::startDragDistance()) return;
  dragged_ = true;
  const auto plane = sw::ui::playPlanePoint(camera, pixel);
  if (!plane) return;
  const sw::ObjectId over = nodeAt(camera, pixel);
  // Over another node the line snaps to it: what a release there would link.
  const sw::Vec2 end = over && over != pressNode_ ? nodePosition(over) : *plane;
  display_.pendingLink = std::pair{nodePosition(pressNode_), end};
  if (layer_) layer_->show(document_->level(), display_);
}

void NavEditTool::release(const sw::ui::CameraController& camera, QPointF pixel, Qt::KeyboardModifiers modifiers) {
  const Gesture gesture = gesture_;
  gesture_ = Gesture::None;
  switch (gesture) {
    case Gesture::Passed:
      if (next_) next_->release(camera, pixel, modifiers);
      break;
    case Gesture::Link: {
      display_.pendingLink.reset();
      if (dragged_) {
        const sw::ObjectId target = nodeAt(camera, pixel);
        QString why;
        if (target && target != pressNode_ && !connectNodes(pressNode_, target, &why)) emit message(why);
        updateDisplay();
        break;
      }
      // A click on a node selects it, as outside the tool.
      Selection* selection = document_->selection();
      if (modifiers & Qt::ControlModifier) {
        selection->toggle(pressNode_);
      } else if (modifiers & Qt::ShiftModifier) {
        QSet<sw::ObjectId> ids = selection->ids();
        ids.insert(pressNode_);
        selection->set(ids);
      } else {
        selection->set({pressNode_});
      }
      updateDisplay();
      break;
    }
    case Gesture::Place:
      if (pressPlane_) {
        sw::Vec2 at = *pressPlane_;
        if (editActions_ && snapping(modifiers) && editActions_->gridStep > 0) {
          const double step = editActions_->gridStep;
          at = {std::round(at.x / step) * step, std::round(at.y / step) * step};
        }
        addNodeAt(at);
      }
      break;
    case Gesture::Pick:
      if (!pressNode_) {
        emit message(NavEditToolText::tr("Find Route: click a navigation node"));
      } else if (picking_ == Picking::Start) {
        start_ = pressNode_;
        goal_ = 0;
        picking_ = Picking::Goal;
        findRoute();
        emit message(NavEditToolText::tr("Find Route: now click the goal node"));
      } else if (picking_ == Picking::Goal) {
        picking_ = Picking::None;
        setRouteEnds(start_, pressNode_);
        if (!found_) emit message(NavEditToolText::tr("No route from the start to this goal"));
      }
      break;
    case Gesture::None:
      break;
  }
}

void NavEditTool::cancel() {
  if (gesture_ == Gesture::Passed && next_) next_->cancel();
  gesture_ = Gesture::None;
  if (display_.pendingLink) {
    display_.pendingLink.reset();
    updateDisplay();
  }
}

bool NavEditTool::band(const sw::ui::CameraController& camera, const QRectF& band, Qt::KeyboardModifiers modifiers) {
  return next_ && next_->band(camera, band, modifiers);
}

bool NavEditTool::wantsKey(const QKeyEvent* key) const {
  if (key->key() == Qt::Key_Escape && (picking_ != Picking::None || addNodes_->isChecked())) return true;
  return next_ && next_->wantsKey(key);
}

bool NavEditTool::key(QKeyEvent* key) {
  if (key->key() == Qt::Key_Escape && (picking_ != Picking::None || addNodes_->isChecked())) {
    addNodes_->setChecked(false);
    picking_ = Picking::None;
    emit message(QString());
    return true;
  }
  return next_ && next_->key(key);
}

}  // namespace sw::editor
