#pragma once
// The pathing graph tools of the level viewport (DOMAIN.md, "Node graphs" 2; model in
// model/level/nav_objects.h). The tool sits in front of the path node tools as the viewport's
// gesture handler (viewport/viewport_gesture_handler.h) and passes on every gesture it does
// not take, so nodes and links are otherwise ordinary objects: click and rubber-band select
// them (multi-select included), drag selected nodes with the usual move gesture, edit them
// in the property grid, delete, copy and paste them.
//
// Edit > Add Nav Nodes (checkable, N; Esc leaves it):
//  - click on empty space: a NavNode there (snapped while View > Snap to Grid is on), ONE
//    undo step per node, selected;
//  - drag from a node to another: a NavLink between them, walk both ways, each way costing
//    the distance (one undo step); a link the two nodes already have is not doubled;
//  - click a node: select it (Shift adds, Ctrl toggles).
// Tools > Find Route (F8): with exactly two NavNodes selected, the route between them (from
// the one placed first); otherwise click the start node, then the goal. The route shows as a
// band over its links, and its steps (node, action, cost) in the Route dock
// (nav_route_dock.h), where nodes with a passableWhen (doors) can be assumed open. Routes
// follow the pathing graph as Play builds it (model/level/level_nav_graph.h).
//
// Hit tests and edits are plain functions of a CameraController and the Document, so tests
// drive them without a window.
#include <QObject>
#include <QPointF>
#include <QSet>
#include <QString>
#include <optional>
#include <vector>

#include "core/math.h"
#include "graph/route_finder.h"
#include "model/level/level_object.h"
#include "ui/viewport/nav_overlays.h"
#include "ui/viewport/viewport_gesture_handler.h"

class QAction;

namespace sw::ui {
class LevelViewport;
class CameraController;
class NavLayer;
}  // namespace sw::ui

namespace sw::editor {

class Document;
class EditActions;

class NavEditTool : public QObject, public sw::ui::ViewportGestureHandler {
  Q_OBJECT
 public:
  // `viewport`, `editActions` and `next` may be nullptr (tests). With a viewport the tool
  // installs itself as its gesture handler and passes what it does not take to `next`
  // (the handler installed before it).
  NavEditTool(Document* document, sw::ui::LevelViewport* viewport, EditActions* editActions,
              sw::ui::ViewportGestureHandler* next, QObject* parent);

  QAction* addNodesAction() const { return addNodes_; }  // objectName "addNavNodesAction"
  QAction* findRouteAction() const { return findRoute_; }  // objectName "findRouteAction"

  // The NavNode under a viewport pixel (within its drawn disc), 0 for none.
  sw::ObjectId nodeAt(const sw::ui::CameraController& camera, QPointF pixel) const;

  // Edits, one undo step each. They return the new object's id, or 0 (and why) when refused.
  sw::ObjectId addNodeAt(sw::Vec2 position);
  sw::ObjectId connectNodes(sw::ObjectId from, sw::ObjectId to, QString* why = nullptr);

  // The route query. setRouteEnds() finds the route at once (and whenever the level or the
  // assumed-open doors change) and emits routeChanged().
  struct Step {
    sw::ObjectId node = 0;
    QString name;
    sw::graph::NavAction action = sw::graph::NavAction::None;  // how this node is left (None: the goal)
    double cost = 0;                                           // of that step
  };
  void setRouteEnds(sw::ObjectId start, sw::ObjectId goal);
  void clearRoute();
  sw::ObjectId routeStart() const { return start_; }
  sw::ObjectId routeGoal() const { return goal_; }
  bool routeFound() const { return found_; }
  const std::vector<Step>& routeSteps() const { return steps_; }
  double routeCost() const { return cost_; }
  // Nodes whose passableWhen can be false (doors), by name, in level order, and which of them
  // the query assumes open (the others are closed).
  QStringList doors() const;
  const QSet<QString>& assumedOpen() const { return assumedOpen_; }
  void setAssumedOpen(const QSet<QString>& names);
  // What the route tool waits for: nothing, the start click or the goal click.
  enum class Picking { None, Start, Goal };
  Picking picking() const { return picking_; }
  // Tools > Find Route, as the action runs it.
  void startFindRoute();

  // ViewportGestureHandler.
  bool press(const sw::ui::CameraController& camera, QPointF pixel, Qt::KeyboardModifiers modifiers) override;
  void move(const sw::ui::CameraController& camera, QPointF pixel, Qt::KeyboardModifiers modifiers) override;
  void release(const sw::ui::CameraController& camera, QPointF pixel, Qt::KeyboardModifiers modifiers) override;
  void cancel() override;
  bool band(const sw::ui::CameraController& camera, const QRectF& band, Qt::KeyboardModifiers modifiers) override;
  bool wantsKey(const QKeyEvent* key) const override;
  bool key(QKeyEvent* key) override;

  const sw::ui::NavDisplay& display() const { return display_; }

 signals:
  void message(const QString& text);
  void routeChanged();

 private:
  enum class Gesture { None, Passed, Link, Place, Pick };
  void findRoute();
  void updateDisplay();
  void levelChanged();
  sw::Vec2 nodePosition(sw::ObjectId id) const;
  bool snapping(Qt::KeyboardModifiers modifiers) const;

  Document* document_;
  sw::ui::LevelViewport* viewport_;
  EditActions* editActions_;
  sw::ui::ViewportGestureHandler* next_;
  sw::ui::NavLayer* layer_ = nullptr;
  QAction* addNodes_;
  QAction* findRoute_;

  // The gesture under way.
  Gesture gesture_ = Gesture::None;
  sw::ObjectId pressNode_ = 0;
  QPointF pressPixel_;
  std::optional<sw::Vec2> pressPlane_;
  bool dragged_ = false;

  // The route query.
  Picking picking_ = Picking::None;
  sw::ObjectId start_ = 0, goal_ = 0;
  bool found_ = false;
  std::vector<Step> steps_;
  double cost_ = 0;
  QSet<QString> assumedOpen_;
  sw::ui::NavDisplay display_;
};

}  // namespace sw::editor
