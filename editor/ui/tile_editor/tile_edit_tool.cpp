#include "ui/tile_editor/tile_edit_tool.h"

#include <QCoreApplication>
#include <QUndoCommand>
#include <algorithm>
#include <cmath>
#include <memory>

#include "document/document.h"
#include "document/property_edits.h"
#include "model/polygon.h"
#include "model/tile_def.h"

namespace sw::editor {
namespace {

struct Text {
  Q_DECLARE_TR_FUNCTIONS(TileEditTool)
};

double pixelDistance(QPointF a, QPointF b) { return std::hypot(a.x() - b.x(), a.y() - b.y()); }

// Distance from p to segment ab, and where along it (0..1) the nearest point lies.
double segmentDistance(QPointF p, QPointF a, QPointF b, double* along) {
  const QPointF ab = b - a;
  const double lengthSquared = QPointF::dotProduct(ab, ab);
  double t = lengthSquared > 0 ? QPointF::dotProduct(p - a, ab) / lengthSquared : 0.0;
  t = std::clamp(t, 0.0, 1.0);
  if (along) *along = t;
  return pixelDistance(p, a + ab * t);
}

bool finite(QPointF p) { return std::isfinite(p.x()) && std::isfinite(p.y()); }

}  // namespace

TileShape TileShape::of(const sw::TileDef& def) {
  return TileShape{def.collision, def.cameraEntry, def.cameraExit, def.cameraPoints};
}

bool TileShape::has(const TileHandle& handle) const {
  switch (handle.kind) {
    case TileHandle::Kind::Vertex:
      return handle.polygon >= 0 && handle.polygon < int(collision.size()) && handle.index >= 0 &&
             handle.index < int(collision[handle.polygon].size());
    case TileHandle::Kind::CameraPoint:
      return handle.index >= 0 && handle.index < int(cameraPoints.size());
    default:
      return true;
  }
}

sw::Vec2 TileShape::position(const TileHandle& handle) const {
  switch (handle.kind) {
    case TileHandle::Kind::Vertex:
      return collision[handle.polygon][handle.index];
    case TileHandle::Kind::Entry:
      return entry;
    case TileHandle::Kind::Exit:
      return exit;
    case TileHandle::Kind::CameraPoint:
      return cameraPoints[handle.index];
  }
  return {};
}

void TileShape::setPosition(const TileHandle& handle, sw::Vec2 at) {
  switch (handle.kind) {
    case TileHandle::Kind::Vertex:
      collision[handle.polygon][handle.index] = at;
      break;
    case TileHandle::Kind::Entry:
      entry = at;
      break;
    case TileHandle::Kind::Exit:
      exit = at;
      break;
    case TileHandle::Kind::CameraPoint:
      cameraPoints[handle.index] = at;
      break;
  }
}

std::vector<sw::Vec2> TileShape::cameraPath() const {
  std::vector<sw::Vec2> path;
  path.reserve(cameraPoints.size() + 2);
  path.push_back(entry);
  path.insert(path.end(), cameraPoints.begin(), cameraPoints.end());
  path.push_back(exit);
  return path;
}

TileEditTool::TileEditTool(Document* document, QObject* parent) : QObject(parent), document_(document) {
  // Without a view: one unit is ten pixels, y up.
  projector_ = [](sw::Vec2 p) { return QPointF(p.x * 10.0, -p.y * 10.0); };
  connect(document_, &Document::tileDefsChanged, this, &TileEditTool::reload);
  connect(document_, &Document::currentTileDefChanged, this, [this] {
    if (document_->editable(document_->currentTileDef())) setTileDef(document_->editable(document_->currentTileDef()));
  });
  connect(document_, &Document::projectReset, this, [this] { setTileDef(document_->editable(document_->currentTileDef())); });
  setTileDef(document_->editable(document_->currentTileDef()));
}

bool TileEditTool::knows(const sw::TileDef* def) const {
  if (!def) return false;
  for (const auto& own : document_->project().tileDefs)
    if (own.get() == def) return true;
  return false;
}

void TileEditTool::setTileDef(sw::TileDef* def) {
  if (def != def_) {
    cancelGesture();
    selection_.clear();
    draft_.clear();
  }
  def_ = knows(def) ? def : nullptr;
  reload();
}

void TileEditTool::reload() {
  if (def_ && !knows(def_)) def_ = nullptr;  // removed from the project
  gesture_ = gesture_ == Gesture::None ? Gesture::None : Gesture::Canceled;
  grabbed_.reset();
  dragProblem_.clear();
  brokenPolygon_ = -1;
  shape_ = def_ ? TileShape::of(*def_) : TileShape{};
  for (auto it = selection_.begin(); it != selection_.end();)
    it = shape_.has(*it) && def_ ? std::next(it) : selection_.erase(it);
  emit changed();
}

void TileEditTool::setSnapToGrid(bool on) { snap_ = on; }

void TileEditTool::setMode(Mode mode) {
  if (mode == mode_) return;
  cancelGesture();
  draft_.clear();
  mode_ = mode;
  emit modeChanged(mode_);
  emit statusMessage(mode_ == Mode::DrawPolygon
                         ? Text::tr("Draw Polygon: click to add points; click the first point or press Enter to "
                                    "close; Esc cancels.")
                         : QString());
  emit changed();
}

void TileEditTool::setSelection(const std::set<TileHandle>& selection) {
  selection_.clear();
  for (const TileHandle& h : selection)
    if (shape_.has(h)) selection_.insert(h);
  emit changed();
}

QPointF TileEditTool::toPixel(sw::Vec2 p) const { return projector_(p); }

sw::Vec2 TileEditTool::snapped(sw::Vec2 p) const {
  if (!snap_) return p;
  return {std::round(p.x / kSnapStep) * kSnapStep, std::round(p.y / kSnapStep) * kSnapStep};
}

// --- hit tests ---------------------------------------------------------------------

std::optional<TileHandle> TileEditTool::handleAt(QPointF pixel) const {
  if (!def_) return std::nullopt;
  std::optional<TileHandle> best;
  double bestDistance = kHandlePickPixels;
  auto consider = [&](const TileHandle& handle, double bonus) {
    const QPointF at = toPixel(shape_.position(handle));
    if (!finite(at)) return;
    const double d = pixelDistance(at, pixel) - bonus;
    if (d <= bestDistance) {
      bestDistance = d;
      best = handle;
    }
  };
  for (int p = 0; p < int(shape_.collision.size()); ++p)
    for (int i = 0; i < int(shape_.collision[p].size()); ++i) consider(TileHandle::vertex(p, i), 0.0);
  // Camera markers are few and drawn on top: they win a tie with a vertex under them.
  for (int i = 0; i < int(shape_.cameraPoints.size()); ++i) consider(TileHandle::cameraPoint(i), 0.5);
  consider(TileHandle::entry(), 0.5);
  consider(TileHandle::exit(), 0.5);
  return best;
}

std::optional<TileEditTool::EdgeHit> TileEditTool::edgeAt(QPointF pixel) const {
  if (!def_) return std::nullopt;
  std::optional<EdgeHit> best;
  double bestDistance = kEdgePickPixels;
  for (int p = 0; p < int(shape_.collision.size()); ++p) {
    const sw::Polygon& polygon = shape_.collision[p];
    const int n = int(polygon.size());
    for (int i = 0; i < n; ++i) {
      const sw::Vec2 a = polygon[i], b = polygon[(i + 1) % n];
      double t = 0;
      const double d = segmentDistance(pixel, toPixel(a), toPixel(b), &t);
      if (d <= bestDistance) {
        bestDistance = d;
        best = EdgeHit{p, i + 1, snapped(a + (b - a) * t)};
      }
    }
  }
  return best;
}

int TileEditTool::polygonAt(sw::Vec2 q) const {
  if (!def_) return -1;
  // The last polygon is drawn last: it wins where polygons overlap.
  for (int p = int(shape_.collision.size()) - 1; p >= 0; --p) {
    const sw::Polygon& polygon = shape_.collision[p];
    bool inside = false;
    for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
      const sw::Vec2 a = polygon[i], b = polygon[j];
      if ((a.y > q.y) != (b.y > q.y) && q.x < (b.x - a.x) * (q.y - a.y) / (b.y - a.y) + a.x) inside = !inside;
    }
    if (inside) return p;
  }
  return -1;
}

std::optional<int> TileEditTool::cameraSegmentAt(QPointF pixel) const {
  if (!def_) return std::nullopt;
  const std::vector<sw::Vec2> path = shape_.cameraPath();
  std::optional<int> best;
  double bestDistance = kEdgePickPixels;
  for (int i = 0; i + 1 < int(path.size()); ++i) {
    const double d = segmentDistance(pixel, toPixel(path[i]), toPixel(path[i + 1]), nullptr);
    if (d <= bestDistance) {
      bestDistance = d;
      best = i;  // between path[i] and path[i+1]: cameraPoints index i
    }
  }
  return best;
}

// --- gestures ----------------------------------------------------------------------

void TileEditTool::press(sw::Vec2 plane, QPointF pixel, Qt::KeyboardModifiers modifiers) {
  if (!def_) return;
  if (mode_ == Mode::DrawPolygon) {
    if (draft_.size() >= 3 && pixelDistance(toPixel(draft_.front()), pixel) <= kHandlePickPixels) {
      closeDraft();
      return;
    }
    addDraftPoint(plane);
    return;
  }
  pressPlane_ = plane;
  pressPixel_ = lastPixel_ = pixel;
  pressModifiers_ = modifiers;
  grabbed_ = handleAt(pixel);
  const bool ctrl = modifiers & Qt::ControlModifier;
  const bool shift = modifiers & Qt::ShiftModifier;
  if (grabbed_) {
    // Plain press on an unselected handle selects it at once, so the same press drags it;
    // Shift adds at once; Ctrl decides on release (toggle), unless the press becomes a drag.
    if (shift && !ctrl) {
      selection_.insert(*grabbed_);
      emit changed();
    } else if (!ctrl && !selection_.count(*grabbed_)) {
      selection_ = {*grabbed_};
      emit changed();
    }
    gesture_ = Gesture::PendingHandle;
    return;
  }
  if (ctrl && !shift) {
    if (auto edge = edgeAt(pixel)) {
      insertVertex(*edge);
      gesture_ = Gesture::Canceled;  // the rest of this press does nothing more
      return;
    }
  }
  gesture_ = Gesture::PendingEmpty;
}

void TileEditTool::move(sw::Vec2 plane, QPointF pixel, Qt::KeyboardModifiers) {
  if (!def_) return;
  if (mode_ == Mode::DrawPolygon) {
    hover_ = snapped(plane);
    emit changed();
    return;
  }
  switch (gesture_) {
    case Gesture::PendingHandle:
      if (pixelDistance(pixel, pressPixel_) < kDragStartPixels) return;
      if (!selection_.count(*grabbed_)) selection_.insert(*grabbed_);  // Ctrl+drag of an unselected one
      gesture_ = Gesture::Drag;
      dragStart_ = shape_;
      updateDrag(plane);
      return;
    case Gesture::PendingEmpty:
      if (pixelDistance(pixel, pressPixel_) < kDragStartPixels) return;
      gesture_ = Gesture::Band;
      lastPixel_ = pixel;
      emit changed();
      return;
    case Gesture::Drag:
      updateDrag(plane);
      return;
    case Gesture::Band:
      lastPixel_ = pixel;
      emit changed();
      return;
    default:
      return;
  }
}

void TileEditTool::updateDrag(sw::Vec2 plane) {
  // The grabbed handle lands on the grid when snapping; the rest keep their offsets to it.
  const sw::Vec2 from = dragStart_.position(*grabbed_);
  const sw::Vec2 delta = snapped(from + (plane - pressPlane_)) - from;
  shape_ = dragStart_;
  for (const TileHandle& h : selection_)
    if (shape_.has(h)) shape_.setPosition(h, shape_.position(h) + delta);
  dragProblem_.clear();
  brokenPolygon_ = -1;
  for (int p = 0; p < int(shape_.collision.size()); ++p)
    if (auto problem = sw::polygonProblem(shape_.collision[p])) {
      brokenPolygon_ = p;
      dragProblem_ = Text::tr("Polygon %1: %2").arg(p + 1).arg(QString::fromStdString(*problem));
      break;
    }
  emit statusMessage(dragProblem_);
  emit changed();
}

void TileEditTool::release(sw::Vec2 plane, QPointF pixel, Qt::KeyboardModifiers modifiers) {
  if (!def_ || mode_ == Mode::DrawPolygon) return;
  const Gesture ended = gesture_;
  gesture_ = Gesture::None;
  switch (ended) {
    case Gesture::PendingHandle:
      if ((pressModifiers_ & Qt::ControlModifier) && !(pressModifiers_ & Qt::ShiftModifier)) {
        if (!selection_.erase(*grabbed_)) selection_.insert(*grabbed_);
        emit changed();
      }
      break;
    case Gesture::PendingEmpty: {
      const int polygon = polygonAt(plane);
      if (polygon >= 0) {
        selectPolygon(polygon, modifiers);
      } else if (!(modifiers & (Qt::ShiftModifier | Qt::ControlModifier)) && !selection_.empty()) {
        selection_.clear();
        emit changed();
      }
      break;
    }
    case Gesture::Drag: {
      updateDrag(plane);
      const TileShape next = shape_;
      shape_ = dragStart_;
      if (next != dragStart_) commit(next, Text::tr("Move %n point(s) of tile %1", nullptr, int(selection_.size()))
                                               .arg(QString::fromStdString(def_->name)));
      dragProblem_.clear();
      brokenPolygon_ = -1;
      emit changed();
      break;
    }
    case Gesture::Band:
      lastPixel_ = pixel;
      selectBand(modifiers);
      break;
    default:
      break;
  }
  grabbed_.reset();
}

void TileEditTool::doubleClick(sw::Vec2 plane, QPointF pixel, Qt::KeyboardModifiers) {
  if (!def_) return;
  gesture_ = Gesture::Canceled;  // its release ends nothing
  if (mode_ == Mode::DrawPolygon) {
    // The first click of the double-click added the point already.
    if (draft_.size() >= 3) closeDraft();
    return;
  }
  if (handleAt(pixel)) return;
  if (auto edge = edgeAt(pixel)) {
    insertVertex(*edge);
    return;
  }
  if (cameraSegmentAt(pixel)) addCameraPoint(plane);
}

bool TileEditTool::key(int key, Qt::KeyboardModifiers modifiers) {
  if (!def_) return false;
  if (key == Qt::Key_Escape) {
    if (gesture_ == Gesture::Drag || gesture_ == Gesture::Band) return cancelGesture();
    if (mode_ == Mode::DrawPolygon) {
      if (draft_.empty())
        setMode(Mode::Select);
      else
        cancelDraft();
      return true;
    }
    if (!selection_.empty()) {
      selection_.clear();
      emit changed();
      return true;
    }
    return false;
  }
  if (mode_ == Mode::DrawPolygon) {
    if (key == Qt::Key_Return || key == Qt::Key_Enter) return closeDraft(), true;
    if (key == Qt::Key_Backspace && !draft_.empty()) {
      draft_.pop_back();
      emit changed();
      return true;
    }
    return false;
  }
  if (key == Qt::Key_Delete || key == Qt::Key_Backspace) return deleteSelection(), true;
  if (key == Qt::Key_A && (modifiers & Qt::ControlModifier)) {
    std::set<TileHandle> all;
    for (int p = 0; p < int(shape_.collision.size()); ++p)
      for (int i = 0; i < int(shape_.collision[p].size()); ++i) all.insert(TileHandle::vertex(p, i));
    setSelection(all);
    return true;
  }
  return false;
}

bool TileEditTool::cancelGesture() {
  const Gesture was = gesture_;
  if (was == Gesture::None || was == Gesture::Canceled) return false;
  gesture_ = Gesture::Canceled;
  if (was == Gesture::Drag) {
    shape_ = dragStart_;
    dragProblem_.clear();
    brokenPolygon_ = -1;
    emit statusMessage(QString());
  }
  emit changed();
  return true;
}

void TileEditTool::selectBand(Qt::KeyboardModifiers modifiers) {
  const QRectF rect = band();
  const bool ctrl = modifiers & Qt::ControlModifier;
  if (!(modifiers & (Qt::ShiftModifier | Qt::ControlModifier))) selection_.clear();
  auto take = [&](const TileHandle& h) {
    if (!rect.contains(toPixel(shape_.position(h)))) return;
    if (ctrl && selection_.count(h))
      selection_.erase(h);
    else
      selection_.insert(h);
  };
  for (int p = 0; p < int(shape_.collision.size()); ++p)
    for (int i = 0; i < int(shape_.collision[p].size()); ++i) take(TileHandle::vertex(p, i));
  for (int i = 0; i < int(shape_.cameraPoints.size()); ++i) take(TileHandle::cameraPoint(i));
  take(TileHandle::entry());
  take(TileHandle::exit());
  emit changed();
}

void TileEditTool::selectPolygon(int polygon, Qt::KeyboardModifiers modifiers) {
  std::set<TileHandle> vertices;
  for (int i = 0; i < int(shape_.collision[polygon].size()); ++i) vertices.insert(TileHandle::vertex(polygon, i));
  const bool all = std::includes(selection_.begin(), selection_.end(), vertices.begin(), vertices.end());
  if (modifiers & Qt::ControlModifier) {
    for (const TileHandle& h : vertices)
      if (all)
        selection_.erase(h);
      else
        selection_.insert(h);
  } else if (modifiers & Qt::ShiftModifier) {
    selection_.insert(vertices.begin(), vertices.end());
  } else {
    selection_ = vertices;
  }
  emit changed();
}

// --- edits -------------------------------------------------------------------------

bool TileEditTool::commit(const TileShape& next, const QString& text) {
  if (!def_) return false;
  struct Change {
    const char* key;
    sw::Value value;
  };
  std::vector<Change> changes;
  if (next.collision != def_->collision) changes.push_back({"collision", next.collision});
  if (next.entry != def_->cameraEntry) changes.push_back({"cameraEntry", next.entry});
  if (next.exit != def_->cameraExit) changes.push_back({"cameraExit", next.exit});
  if (next.cameraPoints != def_->cameraPoints) changes.push_back({"cameraPoints", next.cameraPoints});
  if (changes.empty()) return false;

  // Every property is checked before anything is pushed: a refused part refuses all.
  const int serial = document_->newMergeSerial();
  std::vector<std::unique_ptr<QUndoCommand>> commands;
  for (const Change& change : changes) {
    QString why;
    std::unique_ptr<QUndoCommand> command(makeSetProperty(document_, {def_}, change.key, {change.value}, serial, &why));
    if (!command) {
      const QString message = Text::tr("Tile %1: %2").arg(QString::fromStdString(def_->name), why);
      document_->log()->add(LogEntry::Severity::Warning, message, document_->projectFile(),
                            QStringLiteral("tile \"%1\"").arg(QString::fromStdString(def_->name)));
      shape_ = TileShape::of(*def_);
      emit statusMessage(message);
      emit changed();
      return false;
    }
    commands.push_back(std::move(command));
  }
  QUndoStack* stack = document_->undoStack();
  if (commands.size() > 1) stack->beginMacro(text);
  for (auto& command : commands) {
    if (commands.size() == 1) command->setText(text);
    stack->push(command.release());
  }
  if (commands.size() > 1) stack->endMacro();
  emit statusMessage(QString());
  reload();  // a push that changed nothing sends no signal
  return true;
}

bool TileEditTool::moveSelection(sw::Vec2 delta) {
  if (!def_ || selection_.empty()) return false;
  TileShape next = shape_;
  for (const TileHandle& h : selection_)
    if (next.has(h)) next.setPosition(h, next.position(h) + delta);
  return commit(next, Text::tr("Move %n point(s) of tile %1", nullptr, int(selection_.size()))
                          .arg(QString::fromStdString(def_->name)));
}

bool TileEditTool::deleteSelection() {
  if (!def_ || selection_.empty()) return false;
  TileShape next = shape_;
  int removedPolygons = 0, removedVertices = 0, removedPoints = 0;
  // From the back, so the indices still to remove stay valid.
  for (auto it = selection_.rbegin(); it != selection_.rend(); ++it) {
    if (it->kind == TileHandle::Kind::Vertex && next.has(*it)) {
      auto& polygon = next.collision[it->polygon];
      polygon.erase(polygon.begin() + it->index);
      ++removedVertices;
    } else if (it->kind == TileHandle::Kind::CameraPoint && next.has(*it)) {
      next.cameraPoints.erase(next.cameraPoints.begin() + it->index);
      ++removedPoints;
    }
  }
  // A wall needs three corners: what is left of a polygon with fewer goes with them.
  for (int p = int(next.collision.size()) - 1; p >= 0; --p)
    if (next.collision[p].size() < 3) {
      next.collision.erase(next.collision.begin() + p);
      ++removedPolygons;
    }
  if (removedVertices + removedPoints == 0) {
    emit statusMessage(Text::tr("The camera entry and exit cannot be deleted; move them instead."));
    return false;
  }
  const QString name = QString::fromStdString(def_->name);
  const QString text = removedPolygons ? Text::tr("Delete %n polygon(s) of tile %1", nullptr, removedPolygons).arg(name)
                       : removedVertices ? Text::tr("Delete %n vertex(es) of tile %1", nullptr, removedVertices).arg(name)
                                         : Text::tr("Delete %n camera point(s) of tile %1", nullptr, removedPoints).arg(name);
  const std::set<TileHandle> before = selection_;
  selection_.clear();
  if (commit(next, text)) return true;
  selection_ = before;
  emit changed();
  return false;
}

bool TileEditTool::deletePolygon(int polygon) {
  if (!def_ || polygon < 0 || polygon >= int(shape_.collision.size())) return false;
  TileShape next = shape_;
  next.collision.erase(next.collision.begin() + polygon);
  selection_.clear();
  return commit(next, Text::tr("Delete polygon %1 of tile %2").arg(polygon + 1).arg(QString::fromStdString(def_->name)));
}

bool TileEditTool::insertVertex(const EdgeHit& hit) {
  if (!def_ || hit.polygon < 0 || hit.polygon >= int(shape_.collision.size())) return false;
  TileShape next = shape_;
  auto& polygon = next.collision[hit.polygon];
  if (hit.insertIndex < 0 || hit.insertIndex > int(polygon.size())) return false;
  polygon.insert(polygon.begin() + hit.insertIndex, hit.point);
  const std::set<TileHandle> before = selection_;
  selection_ = {TileHandle::vertex(hit.polygon, hit.insertIndex)};
  if (commit(next, Text::tr("Insert a vertex in tile %1").arg(QString::fromStdString(def_->name)))) return true;
  selection_ = before;
  emit changed();
  return false;
}

bool TileEditTool::addCameraPoint(sw::Vec2 at) {
  if (!def_) return false;
  at = snapped(at);
  // The segment of the path nearest to the point (in the plane) decides where it goes.
  const std::vector<sw::Vec2> path = shape_.cameraPath();
  int bestSegment = 0;
  double bestDistance = 1e300;
  for (int i = 0; i + 1 < int(path.size()); ++i) {
    const QPointF a(path[i].x, path[i].y), b(path[i + 1].x, path[i + 1].y);
    const double d = segmentDistance(QPointF(at.x, at.y), a, b, nullptr);
    if (d < bestDistance) {
      bestDistance = d;
      bestSegment = i;
    }
  }
  TileShape next = shape_;
  next.cameraPoints.insert(next.cameraPoints.begin() + bestSegment, at);
  selection_ = {TileHandle::cameraPoint(bestSegment)};
  return commit(next, Text::tr("Add a camera point to tile %1").arg(QString::fromStdString(def_->name)));
}

bool TileEditTool::removeCameraPoint(int index) {
  if (!def_ || index < 0 || index >= int(shape_.cameraPoints.size())) return false;
  TileShape next = shape_;
  next.cameraPoints.erase(next.cameraPoints.begin() + index);
  selection_.clear();
  return commit(next, Text::tr("Remove a camera point of tile %1").arg(QString::fromStdString(def_->name)));
}

void TileEditTool::addDraftPoint(sw::Vec2 at) {
  draft_.push_back(snapped(at));
  hover_ = draft_.back();
  emit changed();
}

bool TileEditTool::closeDraft() {
  if (!def_) return false;
  if (draft_.size() < 3) {
    emit statusMessage(Text::tr("A polygon needs at least three points."));
    return false;
  }
  TileShape next = shape_;
  next.collision.push_back(draft_);
  const int index = int(next.collision.size()) - 1;
  if (!commit(next, Text::tr("Draw a polygon in tile %1").arg(QString::fromStdString(def_->name))))
    return false;  // the draft stays, to be fixed with Backspace or dropped with Esc
  std::set<TileHandle> vertices;
  for (int i = 0; i < int(draft_.size()); ++i) vertices.insert(TileHandle::vertex(index, i));
  draft_.clear();
  hover_.reset();
  setMode(Mode::Select);
  setSelection(vertices);
  return true;
}

void TileEditTool::cancelDraft() {
  draft_.clear();
  hover_.reset();
  emit statusMessage(QString());
  emit changed();
}

}  // namespace sw::editor
