#include "ui/tile_editor/tile_edit_tool.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

#include "document/document.h"
#include "model/tiles/polygon.h"
#include "model/tiles/tile_def.h"
#include "ui/tile_editor/pick_geometry.h"

namespace sw::editor {
namespace {

struct TileEditToolText {
  Q_DECLARE_TR_FUNCTIONS(TileEditTool)
};

bool finite(QPointF p) { return std::isfinite(p.x()) && std::isfinite(p.y()); }

}  // namespace

using tile_pick::pixelDistance;
using tile_pick::segmentDistance;

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
                         ? TileEditToolText::tr("Draw Polygon: click to add points; click the first point or press Enter to "
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
      dragProblem_ = TileEditToolText::tr("Polygon %1: %2").arg(p + 1).arg(QString::fromStdString(*problem));
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
      if (next != dragStart_) commit(next, TileEditToolText::tr("Move %n point(s) of tile %1", nullptr, int(selection_.size()))
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

}  // namespace sw::editor
