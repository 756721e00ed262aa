#include "ui/tools/path_edit_tool.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QKeyEvent>
#include <cmath>

#include "document/commands/set_property_command.h"
#include "document/commands/commands.h"
#include "document/document.h"
#include "document/commands/object_edits.h"
#include "model/level/level.h"
#include "model/paths/path_curve.h"
#include "model/paths/path_edit.h"
#include "model/paths/path_placement.h"
#include "model/project/project.h"
#include "model/tiles/tile_chain.h"
#include "ui/shell/edit_actions.h"
#include "ui/tile_editor/pick_geometry.h"
#include "ui/viewport/level_viewport.h"
#include "ui/viewport/viewport_picking.h"
#include "view/camera_controller.h"

namespace sw::editor {
namespace {

struct PathEditToolText {
  Q_DECLARE_TR_FUNCTIONS(PathEditTool)
};

constexpr double kPointPickPixels = 7.0;   // a control point square is drawn ~9 px wide
constexpr double kHandlePickPixels = 6.0;
constexpr double kSegmentPickPixels = 6.0;
const std::vector<std::string> kNodeKeys{"points", "handlesIn", "handlesOut", "pointKinds"};

using tile_pick::pixelDistance;

sw::Vec2 snapped(sw::Vec2 p, double step) {
  return step > 0 ? sw::Vec2{std::round(p.x / step) * step, std::round(p.y / step) * step} : p;
}

}  // namespace

PathEditTool::PathEditTool(Document* document, sw::ui::LevelViewport* viewport, EditActions* editActions,
                           QObject* parent)
    : QObject(parent), document_(document), viewport_(viewport), editActions_(editActions) {
  addPath_ = new QAction(PathEditToolText::tr("Add &Path"), this);
  addPath_->setObjectName(QStringLiteral("addPathAction"));
  addPath_->setToolTip(PathEditToolText::tr("Add a 3-point path at the view centre, attached to the chain link under it"));
  connect(addPath_, &QAction::triggered, this, [this] {
    const QVector3D target = viewport_ ? viewport_->camera().target() : QVector3D();
    addPathAt({target.x(), target.y()});
  });
  connect(document_->selection(), &Selection::changed, this, &PathEditTool::documentChanged);
  connect(document_, &Document::objectsChanged, this, &PathEditTool::documentChanged);
  connect(document_, &Document::structureChanged, this, &PathEditTool::documentChanged);
  if (viewport_) viewport_->setGestureHandler(this);
}

sw::Path* PathEditTool::editedPath() const {
  sw::Level* level = document_->editableLevel();
  if (!level || document_->selection()->size() != 1) return nullptr;
  return sw::objectCast<sw::Path*>(level->findById(*document_->selection()->ids().begin()));
}

sw::Vec2 PathEditTool::editedOrigin() const {
  const sw::Path* path = editedPath();
  return path ? sw::pathOrigin(document_->project(), *document_->level(), *path) : sw::Vec2{};
}

void PathEditTool::setSelectedPoints(std::set<std::size_t> points) {
  points_ = std::move(points);
  updateDisplay();
}

void PathEditTool::documentChanged() {
  // Another path (or none) selected: its points start unselected. Points an undo or a
  // delete removed leave the selection.
  const sw::Path* path = editedPath();
  const sw::ObjectId id = path ? path->id : 0;
  if (id != pathId_) points_.clear();
  pathId_ = id;
  if (path) std::erase_if(points_, [&](std::size_t i) { return i >= path->pointCount(); });
  updateDisplay();
}

void PathEditTool::updateDisplay() {
  if (!viewport_) return;
  sw::ui::PathEditDisplay display;
  display.path = pathId_;
  display.selected = points_;
  viewport_->setPathEdit(display);
}

bool PathEditTool::snapping(Qt::KeyboardModifiers modifiers) const {
  const auto* snap = parent() ? parent()->findChild<QAction*>(QStringLiteral("snapToGridAction")) : nullptr;
  const bool on = snap && snap->isChecked();
  return on != bool(modifiers & Qt::ControlModifier);
}

PathEditTool::Hit PathEditTool::hitTest(const sw::ui::CameraController& camera, QPointF pixel) const {
  const sw::Path* path = editedPath();
  if (!path) return {};
  const sw::Vec2 origin = editedOrigin();
  const sw::ui::ScreenProjector project(camera);
  const std::vector<sw::Path::Node> nodes = path->nodes();
  Hit best;
  double bestDistance = kPointPickPixels;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const double d = pixelDistance(project(origin + nodes[i].position), pixel);
    if (d <= bestDistance) best = {Hit::Kind::Point, i, 0}, bestDistance = d;
  }
  if (best.kind != Hit::Kind::None) return best;
  if (path->curve == sw::Path::Curve::Bezier) {
    bestDistance = kHandlePickPixels;
    for (std::size_t i = 0; i < nodes.size(); ++i)
      for (const bool out : {false, true}) {
        const sw::Vec2 offset = out ? nodes[i].handleOut : nodes[i].handleIn;
        if (offset.x == 0 && offset.y == 0) continue;  // not drawn
        const double d = pixelDistance(project(origin + nodes[i].position + offset), pixel);
        if (d <= bestDistance) best = {out ? Hit::Kind::HandleOut : Hit::Kind::HandleIn, i, 0}, bestDistance = d;
      }
    if (best.kind != Hit::Kind::None) return best;
  }
  // The curve: nearest point in the play plane, accepted when it is a few pixels away.
  const auto plane = sw::ui::playPlanePoint(camera, pixel);
  if (!plane) return {};
  const auto hit = sw::nearestOnPath(sw::pathSegments(*path, origin), *plane);
  if (hit && pixelDistance(project(hit->position), pixel) <= kSegmentPickPixels)
    return {Hit::Kind::Segment, hit->segment, hit->t};
  return {};
}

void PathEditTool::pushEdit(const sw::Path& before, const sw::Path& after, const QString& text, int mergeSerial,
                            const std::vector<std::string>& keys) {
  // Every list that changed (or the given keys, so a drag's commands all merge) in ONE command.
  std::vector<PropertyChange> changes;
  sw::LevelObject* edited = document_->level() ? document_->level()->findById(before.id) : nullptr;
  if (!edited) return;
  for (const std::string& key : keys.empty() ? kNodeKeys : keys) {
    const sw::Property* property = before.description().find(key);
    if (!property) continue;
    sw::Value a = property->get(before), b = property->get(after);
    if (keys.empty() && a == b) continue;
    changes.push_back({edited, key, std::move(a), std::move(b)});
  }
  if (changes.empty()) return;
  document_->undoStack()->push(new SetPropertyCommand(document_, std::move(changes), text, mergeSerial));
}

bool PathEditTool::insertPoint(std::size_t segment, double t) {
  sw::Path* path = editedPath();
  if (!path) return false;
  sw::Path after = *path;
  const auto index = sw::splitSegment(after, segment, std::clamp(t, 1e-6, 1 - 1e-6));
  if (!index) return false;
  pushEdit(*path, after, PathEditToolText::tr("Insert Path Point"), 0);
  setSelectedPoints({*index});
  return true;
}

bool PathEditTool::appendPoint(sw::Vec2 absolute) {
  sw::Path* path = editedPath();
  if (!path) return false;
  sw::Path after = *path;
  after.insertNode(after.pointCount(), sw::Path::Node{absolute - editedOrigin(), {}, {}, sw::Path::PointKind::Corner});
  pushEdit(*path, after, PathEditToolText::tr("Append Path Point"), 0);
  setSelectedPoints({after.pointCount() - 1});
  return true;
}

bool PathEditTool::deleteSelectedPoints(QString* why) {
  sw::Path* path = editedPath();
  if (!path || points_.empty()) return false;
  if (path->pointCount() - points_.size() < 2) {
    const QString text = PathEditToolText::tr("A path keeps at least 2 points: %1 has %2, deleting %3 would leave %4")
                             .arg(QString::fromStdString(path->name))
                             .arg(path->pointCount())
                             .arg(points_.size())
                             .arg(path->pointCount() - points_.size());
    if (why) *why = text;
    document_->log()->add(LogEntry::Severity::Warning, text);
    emit message(text);
    return false;
  }
  sw::Path after = *path;
  for (auto it = points_.rbegin(); it != points_.rend(); ++it)
    if (*it < after.pointCount()) after.removeNode(*it);
  pushEdit(*path, after, PathEditToolText::tr("Delete Path Points"), 0);
  setSelectedPoints({});
  return true;
}

void PathEditTool::addPathAt(sw::Vec2 centre) {
  sw::Level* level = document_->editableLevel();
  if (!level || !centre.isFinite()) return;
  auto path = std::make_unique<sw::Path>();
  // Attached to the chain link under the centre (nearest link centre wins where they overlap).
  sw::Vec2 origin;
  double best = INFINITY;
  for (const sw::ChainLink& link : sw::layoutChain(document_->project(), *level)) {
    if (!link.instance) continue;
    const sw::ui::PlaneRect rect = sw::ui::tileRect(document_->project(), link, nullptr);
    if (!rect.isValid() || !rect.contains(centre)) continue;
    const double d = std::hypot(rect.centre().x - centre.x, rect.centre().y - centre.y);
    if (d < best) best = d, path->attachedTile = link.instance->name, origin = link.origin;
  }
  const sw::Vec2 c = centre - origin;
  path->setNodes({{c + sw::Vec2{-6, -2}, {}, {}, sw::Path::PointKind::Corner},
                  {c + sw::Vec2{0, 2}, {}, {}, sw::Path::PointKind::Corner},
                  {c + sw::Vec2{6, -2}, {}, {}, sw::Path::PointKind::Corner}});
  sw::applyPointKind(*path, 1, sw::Path::PointKind::Smooth);  // a curve, not two straight lines
  auto setUp = [shape = *path](sw::LevelObject& o) {
    auto& added = static_cast<sw::Path&>(o);
    const std::string name = added.name;  // the free name makeAddObjects gave it
    added = shape;
    added.name = name;
  };
  document_->undoStack()->push(makeAddObjects(document_, level, {{"Path", {}, {}, setUp}}));  // selects it
}

bool PathEditTool::press(const sw::ui::CameraController& camera, QPointF pixel, Qt::KeyboardModifiers modifiers) {
  sw::Path* path = editedPath();
  if (!path) return false;
  drag_ = Drag::None;
  pressPixel_ = pixel;
  pressPlane_ = sw::ui::playPlanePoint(camera, pixel);
  grabbed_ = hitTest(camera, pixel);
  const bool ctrl = modifiers & Qt::ControlModifier, shift = modifiers & Qt::ShiftModifier;
  switch (grabbed_.kind) {
    case Hit::Kind::Point: {
      std::set<std::size_t> points = points_;
      if (ctrl) {
        if (!points.erase(grabbed_.index)) points.insert(grabbed_.index);
      } else if (shift) {
        points.insert(grabbed_.index);
      } else if (!points.count(grabbed_.index)) {
        points = {grabbed_.index};
      }
      setSelectedPoints(points);
      if (points_.count(grabbed_.index)) drag_ = Drag::PendingPoints;
      start_ = *path;
      return true;
    }
    case Hit::Kind::HandleIn:
    case Hit::Kind::HandleOut:
      drag_ = Drag::Handle;
      start_ = *path;
      mergeSerial_ = document_->newMergeSerial();
      dragEdited_ = false;
      return true;
    case Hit::Kind::Segment:
      if (!ctrl) return false;  // a plain click on the curve selects the path as usual
      insertPoint(grabbed_.index, grabbed_.t);
      return true;
    case Hit::Kind::None:
      break;
  }
  if (ctrl && pressPlane_) {
    // Ctrl+click on empty space appends; on another object it toggles that as usual.
    sw::Level* level = document_->editableLevel();
    const sw::ObjectId other = sw::ui::pickAt(sw::ui::pickTargets(*level, {}, &document_->project()), camera, pixel);
    if (other && other != path->id) return false;
    appendPoint(snapping(modifiers & ~Qt::ControlModifier) && editActions_
                    ? snapped(*pressPlane_, editActions_->gridStep)
                    : *pressPlane_);
    return true;
  }
  if (!shift && !points_.empty()) setSelectedPoints({});
  return false;
}

void PathEditTool::move(const sw::ui::CameraController& camera, QPointF pixel, Qt::KeyboardModifiers modifiers) {
  sw::Path* path = editedPath();
  if (!path || !start_ || !pressPlane_) return;
  const auto plane = sw::ui::playPlanePoint(camera, pixel);
  if (!plane) return;
  if (drag_ == Drag::PendingPoints) {
    if ((pixel - pressPixel_).manhattanLength() < QApplication::startDragDistance()) return;
    drag_ = Drag::Points;
    mergeSerial_ = document_->newMergeSerial();
    dragEdited_ = false;
  }
  const sw::Vec2 origin = editedOrigin();
  sw::Path after = *start_;
  if (drag_ == Drag::Points) {
    sw::Vec2 delta = *plane - *pressPlane_;
    if (snapping(modifiers) && grabbed_.index < start_->pointCount()) {
      const sw::Vec2 grabbedAt = origin + start_->points[grabbed_.index];
      const double step = editActions_ ? editActions_->gridStep : 1.0;
      delta = snapped(grabbedAt + delta, step) - grabbedAt;
    }
    for (std::size_t i : points_)
      if (i < after.points.size()) after.points[i] = start_->points[i] + delta;
    pushEdit(*start_, after, PathEditToolText::tr("Move Path Points"), mergeSerial_, {"points"});
    dragEdited_ = true;
  } else if (drag_ == Drag::Handle) {
    const bool out = grabbed_.kind == Hit::Kind::HandleOut;
    if (grabbed_.index >= start_->pointCount()) return;
    sw::moveHandle(after, grabbed_.index, out, *plane - (origin + start_->points[grabbed_.index]));
    pushEdit(*start_, after, PathEditToolText::tr("Move Path Handle"), mergeSerial_, {"handlesIn", "handlesOut"});
    dragEdited_ = true;
  }
}

void PathEditTool::release(const sw::ui::CameraController& camera, QPointF pixel, Qt::KeyboardModifiers modifiers) {
  if (drag_ == Drag::Points || drag_ == Drag::Handle) move(camera, pixel, modifiers);
  drag_ = Drag::None;
  start_.reset();
}

void PathEditTool::cancel() {
  // Back to the start in the same merge: the step becomes a no-op and the stack drops it.
  if ((drag_ == Drag::Points || drag_ == Drag::Handle) && dragEdited_ && start_ && editedPath() &&
      editedPath()->id == start_->id) {
    const std::vector<std::string> keys =
        drag_ == Drag::Points ? std::vector<std::string>{"points"} : std::vector<std::string>{"handlesIn", "handlesOut"};
    pushEdit(*start_, *start_, QString(), mergeSerial_, keys);
  }
  drag_ = Drag::None;
  start_.reset();
}

bool PathEditTool::band(const sw::ui::CameraController& camera, const QRectF& band, Qt::KeyboardModifiers modifiers) {
  const sw::Path* path = editedPath();
  if (!path) return false;
  const sw::Vec2 origin = editedOrigin();
  const sw::ui::ScreenProjector project(camera);
  std::set<std::size_t> inside;
  for (std::size_t i = 0; i < path->pointCount(); ++i)
    if (band.contains(project(origin + path->points[i]))) inside.insert(i);
  if (inside.empty()) return false;
  std::set<std::size_t> points = (modifiers & (Qt::ShiftModifier | Qt::ControlModifier)) ? points_ : std::set<std::size_t>{};
  for (std::size_t i : inside) {
    if (modifiers & Qt::ControlModifier) {
      if (!points.erase(i)) points.insert(i);
    } else {
      points.insert(i);
    }
  }
  setSelectedPoints(points);
  return true;
}

bool PathEditTool::wantsKey(const QKeyEvent* key) const {
  return (key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace) && !points_.empty() && editedPath();
}

bool PathEditTool::key(QKeyEvent* key) {
  if (!wantsKey(key)) return false;
  deleteSelectedPoints();
  return true;  // refused or not, the path itself is not deleted
}

}  // namespace sw::editor
