// The level viewport's pick targets and picking (level_viewport.h): the free objects'
// targets are made on the side thread (side_thread.h) while the UI thread builds the
// object layers, and taken, with the tiles' added, when the extent, the highlight or a
// pick first needs them.
#include "ui/viewport/level_viewport.h"

#include <QApplication>
#include <QCursor>
#include <utility>

#include "model/level/level.h"
#include "ui/viewport/side_thread.h"
#include "ui/viewport/viewport_picking.h"

namespace sw::ui {
namespace {

QRectF planeRectF(const PlaneRect& r) { return QRectF(QPointF(r.min.x, r.min.y), QPointF(r.max.x, r.max.y)); }

}  // namespace

QRectF LevelViewport::extraExtent() const {
  // Asked at every change of the level, after the layers, with the art laid out: the pick
  // targets (made again after every change noted) serve the highlight and picking too,
  // until the next change.
  QRectF extent;
  for (const PickTarget& t : currentPickTargets()) {
    if (t.kind == PickTarget::Kind::Tile) continue;
    // Markers with a unit of room around them, as levelExtent() does.
    const double pad = t.kind == PickTarget::Kind::Point ? 1.0 : 0.0;
    const QRectF rect = planeRectF(t.rect).adjusted(-pad, -pad, pad, pad);
    extent = extent.isNull() ? rect : extent.united(rect);
  }
  return extent;
}

void LevelViewport::aboutToRebuild() {
  forgetPickTargets();  // another level, other tile areas
  jumpArcStale_ = true;  // another level, or this one changed
  // The level's part now, on the side thread, while this one lays out the art and builds
  // the layers (level_view.cpp asks for the extent after them); the tiles' part is added
  // when they are taken, from the art laid out by then. Not for a level first shown, nor
  // for meshes arriving (as they do while a level opens): the side thread would make all
  // its path curves (level_lookup.h keeps them per thread) beside the shaders of the
  // windows opening, and this one makes them once for both the targets and the layers.
  if (sideThreadWarm()) startPickTargets();
}

bool LevelViewport::sideThreadWarm() const {
  return !rebuildingArtOnly() && objectLayersOf_ == std::make_pair(project(), level());
}

void LevelViewport::forgetPickTargets() const {
  // A job under way was started for the level as it was: not used. (None is: jobs are
  // taken within the refresh that started them, before any command can run.)
  if (pickJob_) side_->wait();
  pickJob_ = false;
  sideTargets_.clear();
  pickTargetsValid_ = false;
}

void LevelViewport::startPickTargets() const {
  if (pickTargetsValid_ || pickJob_ || !side_ || !level()) return;
  const sw::Level* level = this->level();
  const sw::Project* project = this->project();
  pickJob_ = true;
  side_->run([this, level, project] { sideTargets_ = objectPickTargets(*level, project); });
}

const std::vector<PickTarget>& LevelViewport::currentPickTargets() const {
  if (!pickTargetsValid_) {
    if (pickJob_) {
      pickJob_ = false;
      side_->wait();
      pickTargets_ = std::exchange(sideTargets_, {});
    } else {
      pickTargets_ = level() ? objectPickTargets(*level(), project()) : std::vector<PickTarget>{};
    }
    if (level()) appendTilePickTargets(pickTargets_, artLayout().tileAreas);
    pickTargetsValid_ = true;
  }
  return pickTargets_;
}

bool LevelViewport::canMove(sw::ObjectId id) const {
  const sw::LevelObject* object = level() && id ? level()->findById(id) : nullptr;
  return object && isMovable(*object);
}

QPointF LevelViewport::toQuick(QPointF widgetPoint) const {
  return widgetPoint - QPointF(viewWidget()->mapTo(this, QPoint(0, 0)));
}

sw::ObjectId LevelViewport::objectAt(QPointF widgetPoint) const {
  return pickAt(currentPickTargets(), camera_, toQuick(widgetPoint));
}

QVector<sw::ObjectId> LevelViewport::objectsInRect(const QRectF& widgetRect) const {
  return pickInRect(currentPickTargets(), camera_, widgetRect.translated(toQuick(QPointF(0, 0))));
}

std::optional<sw::Vec2> LevelViewport::playPlanePoint(QPointF widgetPoint) const {
  return sw::ui::playPlanePoint(camera_, toQuick(widgetPoint));
}

std::optional<sw::Vec2> LevelViewport::cursorPlanePoint() const {
  QWidget* quick = viewWidget();
  if (!quick || !quick->isVisible()) return std::nullopt;
  const QPoint global = QCursor::pos();
  // Over the viewport itself, not over a menu or dialog in front of it.
  QWidget* under = QApplication::widgetAt(global);
  if (under != quick && !quick->isAncestorOf(under) && under != this) return std::nullopt;
  const QPointF local = quick->mapFromGlobal(QPointF(global));
  if (!QRectF(quick->rect()).contains(local)) return std::nullopt;
  return sw::ui::playPlanePoint(camera_, local);
}

}  // namespace sw::ui
