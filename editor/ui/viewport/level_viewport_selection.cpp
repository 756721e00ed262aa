// The selection as the viewport draws it (level_viewport.h): its highlight, and for one
// selected ledge of a free level its jump arcs, for selected lights their reach.
#include <QTimer>

#include "model/level/level.h"
#include "model/level/object_cast.h"
#include "model/platformer/platform_geometry.h"
#include "ui/viewport/jump_arc_overlay.h"
#include "ui/viewport/level_viewport.h"
#include "ui/viewport/light_overlays.h"
#include "ui/viewport/object_overlays.h"
#include "view/overlay_geometry.h"

namespace sw::ui {

void LevelViewport::rebuildHighlight() {
  if (highlightTimer_) highlightTimer_->stop();
  if (!highlightGeometry_ || !highlightFills_) return;
  // Pointers into the pick targets (kept until the next change): copies of 25,000 targets
  // counted every shared polyline up and down again.
  std::vector<const PickTarget*> selected;
  if (level() && !selected_.isEmpty())
    for (const PickTarget& t : currentPickTargets())
      if (selected_.contains(t.id)) selected.push_back(&t);
  highlightGeometry_->begin(OverlayGeometry::Kind::Triangles);
  highlightFills_->begin(OverlayGeometry::Kind::Triangles);
  HighlightSizes sizes;
  sizes.markerRim = kMarkerPixels * 1.4;  // as buildMarkers draws the rim
  OverlayDetail detail = overlayDetail();
  buildSelectionHighlight(*highlightGeometry_, *highlightFills_, selected, camera_.unitsPerPixel(), sizes, &detail);
  highlightGeometry_->commit();
  highlightFills_->commit();
  rebuildJumpArc();  // it follows the selection as the highlight does
}

void LevelViewport::rebuildJumpArc() {
  if (!jumpArcLines_) return;
  // One Geometry piece selected in a free level (ledgeJumpArcs says which pieces count).
  const sw::LevelObject* ledge = nullptr;
  if (level() && project() && selected_.size() == 1 && level()->kind == sw::Level::Kind::Free)
    ledge = level()->findById(*selected_.begin());
  if (ledge && !sw::objectCast<const sw::PlatformGeometry*>(ledge)) ledge = nullptr;
  const sw::ObjectId id = ledge ? ledge->id : 0;
  // Selected lights show their reach in the same lines (light_overlays.h), redrawn each time.
  const bool light = level() && project() && anyLightSelected(*level(), selected_);
  // Zooms and pans rebuild the highlight too: the arc only when it may be another.
  if (!jumpArcStale_ && id == jumpArcOf_ && level() == jumpArcLevel_ && !light && !lightReachDrawn_) return;
  // No ledge now and none drawn: nothing to hand the renderer (most refreshes of most levels).
  if (!ledge && !light && jumpArcLines_->vertexCount() == 0) {
    jumpArcStale_ = false, jumpArcOf_ = 0, jumpArcLevel_ = level();
    return;
  }
  jumpArcStale_ = false;
  jumpArcOf_ = id;
  jumpArcLevel_ = level();
  jumpArcLines_->begin(OverlayGeometry::Kind::Lines);
  if (ledge) buildJumpArcs(*jumpArcLines_, *project(), ledgeJumpArcs(*project(), *level(), *ledge));
  lightReachDrawn_ = light && buildLightReach(*jumpArcLines_, *project(), *level(), selected_);
  jumpArcLines_->commit();
}

int LevelViewport::jumpArcVertexCount() const { return jumpArcLines_ ? jumpArcLines_->vertexCount() : 0; }

void LevelViewport::setSelectedIds(const QSet<sw::ObjectId>& ids) {
  if (ids == selected_) return;
  selected_ = ids;  // picking and dragging know the selection at once
  // A command that changed objects selects what it touched: the refresh already on its
  // way (every change noted schedules one) draws the highlight with the new positions.
  if (objectsNoted_ || allNoted_) return;
  // Else in the next turn, with whatever else the same command changes: a delete clears
  // the selection before the objects go, and drawn at once the empty highlight started the
  // window's update timer ahead of the refresh, so the delete took two frames (each a whole
  // frame of a big level on a software rasteriser).
  highlightTimer_->start();
}

int LevelViewport::highlightVertexCount() {
  if (highlightTimer_ && highlightTimer_->isActive()) rebuildHighlight();
  return (highlightGeometry_ ? highlightGeometry_->vertexCount() : 0) +
         (highlightFills_ ? highlightFills_->vertexCount() : 0);
}

}  // namespace sw::ui
