#include "ui/viewport/level_viewport.h"

#include "model/level/level_lookup.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QQuickView>
#include <QTimer>
#include <QWheelEvent>
#include <QtQuick3D/QQuick3DObject>
#include <algorithm>
#include <cmath>

#include "model/level/level.h"
#include "model/level/light.h"
#include "model/level/objects_of.h"
#include "model/paths/path.h"
#include "model/level/nav_objects.h"
#include "model/platformer/monster_type.h"
#include "model/platformer/platform_geometry.h"
#include "model/level/spawn.h"
#include "model/tiles/tile_chain.h"
#include "ui/viewport/jump_arc_overlay.h"
#include "ui/viewport/object_overlays.h"
#include "ui/viewport/platform_overlays.h"
#include "ui/viewport/light_overlays.h"
#include "ui/viewport/puzzle_overlays.h"
#include "ui/viewport/selection_gestures.h"
#include "ui/viewport/side_thread.h"  // side_ is destroyed here
#include "view/overlay_geometry.h"
#include "view/scene_items.h"
#include "view/view_margin.h"

namespace sw::ui {
namespace {

constexpr double kJointPixels = 5.0;
constexpr int kNudgeBigStep = 8;  // Shift+arrow

bool carriesGeometry(const sw::Level& level, const std::string& path) {
  return std::any_of(level.objects.begin(), level.objects.end(), [&](const auto& object) {
    const auto* geometry = sw::objectCast<const sw::PlatformGeometry*>(object.get());
    return geometry && geometry->path == path;
  });
}
}  // namespace

LevelViewport::LevelViewport(QWidget* parent)
    : LevelView(parent, QStringLiteral("levelViewport")),
      gestures_(new SelectionGestures(*this)),
      navigation_(camera_, quickView(),
                  {[this] { userMovedCamera(); }, [this] { frameAll(); },
                   [this] { setOrthographic(!isOrthographic()); }}) {
  side_ = std::make_unique<SideThread>();  // before the first rebuild, which starts a job
  highlightTimer_ = new QTimer(this);
  highlightTimer_->setSingleShot(true);
  highlightTimer_->setInterval(0);
  connect(highlightTimer_, &QTimer::timeout, this, &LevelViewport::rebuildHighlight);
  connect(gestures_, &SelectionGestures::clicked, this, &LevelViewport::clicked);
  connect(gestures_, &SelectionGestures::rubberBandSelected, this, &LevelViewport::rubberBandSelected);
  connect(gestures_, &SelectionGestures::moveStarted, this, &LevelViewport::moveStarted);
  connect(gestures_, &SelectionGestures::moveUpdated, this, &LevelViewport::moveUpdated);
  connect(gestures_, &SelectionGestures::moveFinished, this, &LevelViewport::moveFinished);
  connect(gestures_, &SelectionGestures::moveCanceled, this, &LevelViewport::moveCanceled);

  if (SceneItems* items = sceneItems()) {
    QQuick3DObject* overlayRoot = items->overlayRoot();
    const auto makeLayer = [items, overlayRoot](OverlayGeometry::Kind kind, bool translucent = false) {
      auto* geometry = new OverlayGeometry();
      geometry->setParent(overlayRoot);
      geometry->setParentItem(overlayRoot);
      geometry->begin(kind);
      geometry->commit();
      QQuick3DObject* model = items->createModel(overlayRoot, geometry);
      SceneItems::setMaterials(model, {items->createFlatMaterial(overlayRoot, translucent)});
      return geometry;
    };
    linesGeometry_ = makeLayer(OverlayGeometry::Kind::Lines);
    // Loop ranges under the lines and markers (they are drawn first of the overlays).
    loopGeometry_ = makeLayer(OverlayGeometry::Kind::Triangles, true);
    markersGeometry_ = makeLayer(OverlayGeometry::Kind::Triangles);
    // Free objects and the selection each get their own layers, so an edit of markers or a
    // new selection rebuilds only those (one draw call per layer however many objects).
    triggerFills_ = makeLayer(OverlayGeometry::Kind::Triangles, true);
    triggerLines_ = makeLayer(OverlayGeometry::Kind::Lines);
    platformFills_ = makeLayer(OverlayGeometry::Kind::Triangles, true);
    platformLines_ = makeLayer(OverlayGeometry::Kind::Lines);
    jumpArcLines_ = makeLayer(OverlayGeometry::Kind::Lines);
    highlightGeometry_ = makeLayer(OverlayGeometry::Kind::Triangles);
    highlightFills_ = makeLayer(OverlayGeometry::Kind::Triangles, true);
    pathLines_ = makeLayer(OverlayGeometry::Kind::Lines);
    pathPoints_ = makeLayer(OverlayGeometry::Kind::Triangles);
    spawnLines_ = makeLayer(OverlayGeometry::Kind::Lines);
    spawnShips_ = makeLayer(OverlayGeometry::Kind::Triangles);
    creatureSprites_ = std::make_unique<CreatureSprites>(*items, overlayRoot);
  }
  rebuild();
  frameAll();
}

LevelViewport::~LevelViewport() {
  side_.reset();  // a job writes sideTargets_: it ends first (none is left, as every refresh takes it)
}

void LevelViewport::refresh() {
  const bool objectsOnly = objectsNoted_ && !allNoted_ && sceneItems() && level() && !rebuildPending();
  const unsigned layers = notedLayers_;
  objectsNoted_ = allNoted_ = false;
  notedLayers_ = 0;
  jumpArcStale_ = true;  // the level or the project changed: the arc is made again (rebuildHighlight)
  if (objectsOnly)
    refreshObjectLayers(layers);
  else
    rebuild();
  movedSpawns_.clear();
}

void LevelViewport::noteObjectsChanged(const QVector<sw::ObjectId>& ids, bool positionsOnly) {
  // Only free objects with a position changed (a drag, a nudge, a colour): their layers
  // and the highlight are all that can look different. Anything else rebuilds all.
  forgetPickTargets();
  if (allNoted_) return;
  if (!level() || ids.isEmpty()) {
    allNoted_ = true;
    return;
  }
  unsigned layers = 0;
  for (const sw::LevelObject* object : sw::objectsOf(*level(), ids)) {
    // A moved spawn's layers depend on its path, found by name: the refresh weighs it.
    if (positionsOnly && object && sw::objectCast<const sw::Spawn*>(object)) {
      movedSpawns_.push_back(object->id);
      continue;
    }
    // Paths and spawns are drawn by the object layers too (a path's point drag).
    const bool drawnAsObject = object && (isMovable(*object) || sw::objectCast<const sw::Path*>(object) ||
                                          sw::objectCast<const sw::Spawn*>(object));
    if (!object || sw::objectCast<const sw::TileInstance*>(object) || !drawnAsObject) {
      allNoted_ = true;
      return;
    }
    layers |= layersDrawing(*object, positionsOnly);
  }
  objectsNoted_ = true;
  notedLayers_ |= layers;
}

unsigned LevelViewport::layersDrawing(const sw::LevelObject& object, bool moved) const {
  // What each layer reads (object_overlays.h, path_overlays.h): markers their own
  // fields; triggers theirs; a path its points and the speed of the first spawn on it
  // (ghost timing marks); a spawn its fields and its path (ring, ghost ships). Other
  // positioned kinds (nav nodes) are in no object layer: the nav layer draws them.
  if (sw::objectCast<const sw::Marker*>(&object)) return MarkerLayer;
  if (sw::objectCast<const sw::Trigger*>(&object) || sw::objectCast<const sw::Light*>(&object)) return TriggerLayer;
  // Puzzle pieces too; a door's or barrier's links read the others' places, all in this layer.
  if (sw::objectCast<const sw::PlatformGeometry*>(&object) || sw::objectCast<const sw::CharacterStart*>(&object) ||
      sw::objectCast<const sw::Monster*>(&object) || isPuzzlePiece(object))
    return PlatformLayer;
  if (const auto* node = sw::objectCast<const sw::NavNode*>(&object))
    return isPatrolled(*level(), node->name) ? PlatformLayer : 0u;  // the platform layer draws patrols
  if (const auto* spawn = sw::objectCast<const sw::Spawn*>(&object)) {
    // A spawn drawn from its path ignores its position (spawnPoint, ghostShips): moving
    // it with a selection changes nothing drawn.
    const sw::Path* path = moved ? spawnPath(*level(), *spawn) : nullptr;
    if (path && path->points.size() >= 2) return 0;
    return PathLayer | SpawnLayer;
  }
  // A path also draws the travel of the platformer geometry on it (not worth a rebuild of
  // that layer for the many paths no geometry rides).
  if (const auto* path = sw::objectCast<const sw::Path*>(&object))
    return PathLayer | SpawnLayer | (carriesGeometry(*level(), path->name) ? PlatformLayer : 0u);
  return 0;
}

unsigned LevelViewport::movedSpawnLayers() const {
  unsigned layers = 0;
  if (!level()) return layers;
  for (const sw::LevelObject* object : sw::objectsOf(*level(), movedSpawns_)) {
    // One gone since (an undo in the same turn) is noted as a structure change, and that
    // refresh rebuilds all; this is only for safety.
    if (!object) return AllObjectLayers;
    layers |= layersDrawing(*object, true);
    if ((layers & (PathLayer | SpawnLayer)) == (PathLayer | SpawnLayer)) break;  // all a spawn can touch
  }
  return layers;
}

void LevelViewport::noteObjectsAddedOrRemoved() {
  forgetPickTargets();
  if (allNoted_) return;
  if (!level()) {
    allNoted_ = true;
  } else {
    objectsNoted_ = true;
    notedLayers_ = AllObjectLayers;  // which objects came or went is not known here
  }
}

void LevelViewport::noteStructureChanged() {
  forgetPickTargets();
  allNoted_ = true;
}

void LevelViewport::refreshObjects(const QVector<sw::ObjectId>& ids) {
  noteObjectsChanged(ids);
  refresh();
}

void LevelViewport::artRebuilt() {
  // Only the tiles' art changed (meshes loaded: a big level's open rebuilt 25,000 objects'
  // overlays for them), and nothing was noted since the object layers were built, for
  // this level and project, at about this zoom and area: they are what a full rebuild would
  // draw, so only what reads the art (level lines, loop bands, the highlight over the tile
  // areas) is built again.
  if (rebuildingArtOnly() && !objectsNoted_ && !allNoted_ && movedSpawns_.empty() &&
      objectLayersOf_ == std::make_pair(project(), level()) && !overlaysOutOfDate()) {
    std::optional<sw::LevelLookup> lookup;  // as in rebuildOverlays
    if (level()) lookup.emplace(project(), *level());
    rebuildLevelLines();
    rebuildLoopBands();
    rebuildHighlight();
    return;
  }
  objectsNoted_ = allNoted_ = false;
  movedSpawns_.clear();
  rebuildOverlays();
}

bool LevelViewport::overlaysOutOfDate() const {
  // Overlay sizes are in pixels: rebuilt when the zoom moved noticeably. They are built
  // for an area around the view (view_margin.h): rebuilt too when the view leaves it.
  const double upp = camera_.unitsPerPixel();
  return overlayUnitsPerPixel_ <= 0 || std::abs(std::log(upp / overlayUnitsPerPixel_)) > 0.05 ||
         areaNeedsRebuild(overlayArea_, visiblePlaneArea());
}

void LevelViewport::cameraApplied() {
  if (overlaysOutOfDate()) rebuildOverlays();
}

OverlayDetail LevelViewport::overlayDetail() const { return OverlayDetail(overlayArea_, camera_.unitsPerPixel()); }

void LevelViewport::creatureArtChanged() {
  if (!creatureSprites_) return;
  creatureSprites_->reloadImages();
  rebuildObjectLayers(PlatformLayer);
}

void LevelViewport::playModeChanging(bool on) {
  if (on && gestures_->isDragging()) gestures_->cancel();
}

void LevelViewport::rebuildOverlays() {
  // One set of name tables and path curves for every layer rebuilt here (level_lookup.h).
  std::optional<sw::LevelLookup> lookup;
  if (level()) lookup.emplace(project(), *level());
  overlayUnitsPerPixel_ = camera_.unitsPerPixel();
  // The view and as much again on every side: panning within it builds nothing.
  const QRectF view = visiblePlaneArea();
  overlayArea_ = areaAround(view, 1.0);
  rebuildLevelLines();
  rebuildLoopBands();
  rebuildObjectLayers();
  objectLayersOf_ = {project(), level()};  // after them: sideThreadWarm() asked whether they were built before
  rebuildHighlight();
}

void LevelViewport::rebuildLevelLines() {
  if (!linesGeometry_) return;
  static const sw::Project emptyProject;
  std::vector<sw::ChainLink> links;
  if (project() && level()) links = sw::layoutChain(*project(), *level());
  linesGeometry_->begin(OverlayGeometry::Kind::Lines);
  for (const PlaceholderBox& p : artLayout().placeholders)
    addPlaceholderOutline(*linesGeometry_, p.box, p.origin);
  OverlayDetail detail = overlayDetail();
  buildLevelLines(*linesGeometry_, project() ? *project() : emptyProject, links,
                  kJointPixels * camera_.unitsPerPixel(), screenCentre_, &detail);
  linesGeometry_->commit();
}

void LevelViewport::rebuildLoopBands() {
  if (!loopGeometry_) return;
  loopBands_.clear();
  if (project() && level()) {
    const std::vector<sw::ChainLink> links = sw::layoutChain(*project(), *level());
    // The art rectangles belong to the last rebuild; a chain edited since has none yet.
    const std::vector<QRectF>& tileRects = artLayout().tileRects;
    loopBands_ = sw::ui::loopBands(*project(), *level(), links,
                                   links.size() == tileRects.size() ? tileRects : std::vector<QRectF>{});
  }
  loopGeometry_->begin(OverlayGeometry::Kind::Triangles);
  buildLoopBands(*loopGeometry_, loopBands_, camera_.unitsPerPixel());
  loopGeometry_->commit();
}

int LevelViewport::loopBandVertexCount() const { return loopGeometry_ ? loopGeometry_->vertexCount() : 0; }

void LevelViewport::setScreenCentre(std::optional<sw::Vec2> centre) {
  if (centre == screenCentre_) return;
  screenCentre_ = centre;
  rebuildLevelLines();
  // Without a chain, mirrored formations reflect across the screen's centre (buildSpawns).
  if (level() && level()->chain.empty()) rebuildObjectLayers(SpawnLayer);
}

void LevelViewport::rebuildObjectLayers(unsigned layers) {
  if (!markersGeometry_ || !triggerFills_ || !triggerLines_) return;
  const sw::Level* level = this->level();
  // Each layer thins its own crowded shapes (overlay_detail.h): a detail per layer keeps
  // what one draws independent of whether the others were rebuilt with it.
  const double upp = camera_.unitsPerPixel();
  const bool pathGeometry = pathLines_ && pathPoints_ && spawnLines_ && spawnShips_;
  // The paths on the side thread while this one builds the other layers (12% of undoing
  // a big delete): only their vertices are collected there (OverlayGeometry's begin and
  // add functions touch nothing else, and nothing here touches the two layers meanwhile);
  // they are committed here once it is done.
  const bool pathsBeside = pathGeometry && (layers & PathLayer) && (layers & AllObjectLayers & ~PathLayer) &&
                           level && project() && side_ && sideThreadWarm();
  if (pathsBeside) {
    pathLines_->begin(OverlayGeometry::Kind::Lines);
    pathPoints_->begin(OverlayGeometry::Kind::Triangles);
    side_->run([lines = pathLines_.data(), points = pathPoints_.data(), project = project(), level,
                edit = pathEdit_, upp, detail = overlayDetail()]() mutable {
      buildPaths(*lines, *points, *project, *level, edit, upp, {}, kGhostEveryTicks, &detail);
    });
  }
  if (layers & MarkerLayer) {
    OverlayDetail detail = overlayDetail();
    markersGeometry_->begin(OverlayGeometry::Kind::Triangles);
    if (level) buildMarkers(*markersGeometry_, *level, kMarkerPixels * upp, &detail);
    markersGeometry_->commit();
  }
  if (layers & TriggerLayer) {
    OverlayDetail detail = overlayDetail();
    triggerFills_->begin(OverlayGeometry::Kind::Triangles);
    triggerLines_->begin(OverlayGeometry::Kind::Lines);
    if (level) buildTriggersAndLights(*triggerFills_, *triggerLines_, project(), *level, &detail);
    refreshLights();  // what the lights do to the art
    triggerFills_->commit();
    triggerLines_->commit();
  }
  if ((layers & PlatformLayer) && platformFills_ && platformLines_) {
    OverlayDetail detail = overlayDetail();
    platformFills_->begin(OverlayGeometry::Kind::Triangles);
    platformLines_->begin(OverlayGeometry::Kind::Lines);
    if (creatureSprites_) {
      if (tileLayerBatches()) creatureSprites_->setImageSource(tileLayerBatches()->imageSource());
      creatureSprites_->begin();
    }
    if (level)
      buildPlatformObjects(*platformFills_, *platformLines_, project(), *level, &detail, creatureSprites_.get());
    if (creatureSprites_) creatureSprites_->commit();
    platformFills_->commit();
    platformLines_->commit();
  }
  if (!pathGeometry) return;
  if ((layers & PathLayer) && !pathsBeside) {
    OverlayDetail detail = overlayDetail();
    pathLines_->begin(OverlayGeometry::Kind::Lines);
    pathPoints_->begin(OverlayGeometry::Kind::Triangles);
    if (level && project())
      buildPaths(*pathLines_, *pathPoints_, *project(), *level, pathEdit_, upp, {}, kGhostEveryTicks, &detail);
    pathLines_->commit();
    pathPoints_->commit();
  }
  if (layers & SpawnLayer) {
    OverlayDetail detail = overlayDetail();
    spawnLines_->begin(OverlayGeometry::Kind::Lines);
    spawnShips_->begin(OverlayGeometry::Kind::Triangles);
    if (level && project())
      buildSpawns(*spawnLines_, *spawnShips_, *project(), *level, previewTick_, upp,
                  screenCentre_ ? screenCentre_->y : 0.0, {}, &detail);
    spawnLines_->commit();
    spawnShips_->commit();
  }
  if (pathsBeside) {
    side_->wait();  // and the pick targets given before, if any (currentPickTargets takes them)
    pathLines_->commit();
    pathPoints_->commit();
  }
}

std::vector<QByteArray> LevelViewport::objectLayerVertices() const {
  std::vector<QByteArray> out;
  for (const QPointer<OverlayGeometry>& layer :
       {markersGeometry_, triggerFills_, triggerLines_, pathLines_, pathPoints_, spawnLines_, spawnShips_,
        platformFills_, platformLines_})
    out.push_back(layer ? layer->vertexData() : QByteArray());
  return out;
}

void LevelViewport::setPreviewTick(std::optional<std::int64_t> tick) {
  if (tick == previewTick_) return;
  previewTick_ = tick;
  rebuildObjectLayers(SpawnLayer);  // only ghost ships depend on the scrubbed tick
}

void LevelViewport::setPathEdit(const PathEditDisplay& edit) {
  if (edit.path == pathEdit_.path && edit.selected == pathEdit_.selected) return;
  pathEdit_ = edit;
  rebuildObjectLayers(PathLayer);  // handles and white points are drawn with the paths
}

int LevelViewport::markerVertexCount() const { return markersGeometry_ ? markersGeometry_->vertexCount() : 0; }

int LevelViewport::pathVertexCount() const {
  return (pathLines_ ? pathLines_->vertexCount() : 0) + (pathPoints_ ? pathPoints_->vertexCount() : 0);
}

int LevelViewport::spawnVertexCount() const {
  return (spawnLines_ ? spawnLines_->vertexCount() : 0) + (spawnShips_ ? spawnShips_->vertexCount() : 0);
}

void LevelViewport::refreshObjectLayers(unsigned layers) {
  // The pick targets (the extent and the highlight read them) on the side thread, the
  // layers here meanwhile; the extent is taken after them (nothing here reads it).
  startPickTargets();
  std::optional<sw::LevelLookup> lookup;  // as in rebuildOverlays
  if (level()) lookup.emplace(project(), *level());
  layers |= movedSpawnLayers();
  rebuildObjectLayers(layers);
  const QRectF oldGrid = gridArea();
  const bool boundsChanged = updateExtent();
  rebuildHighlight();
  if (gridArea() != oldGrid) updateGrid(true);
  if (boundsChanged) applyCamera();  // the clip planes follow
}

bool LevelViewport::isDraggingSelection() const { return gestures_->isDragging(); }

bool LevelViewport::selectionCanMove() const {
  for (sw::ObjectId id : selected_)
    if (canMove(id)) return true;
  return false;
}

bool LevelViewport::handleKey(QKeyEvent* event) {
  if (event->key() == Qt::Key_Escape && gestures_->isDragging()) {
    gestures_->cancel();
    return true;
  }
  if (event->key() == Qt::Key_Control) {  // Ctrl toggles snapping mid-drag
    gestures_->modifiersChanged(event->modifiers() | Qt::ControlModifier);
    return false;
  }
  if (!ViewportNavigation::isNavigationKey(event)) return false;
  // Arrows move a selection that can move (one undo step per press), else the camera.
  const bool keypad = event->modifiers() & Qt::KeypadModifier;
  const bool arrow = event->key() == Qt::Key_Left || event->key() == Qt::Key_Right ||
                     event->key() == Qt::Key_Up || event->key() == Qt::Key_Down;
  if (arrow && !keypad && selectionCanMove()) {
    if (gestures_->isDragging()) return true;  // not while a drag is moving it too
    const int step = (event->modifiers() & Qt::ShiftModifier) ? kNudgeBigStep : 1;
    const int dx = event->key() == Qt::Key_Left ? -step : event->key() == Qt::Key_Right ? step : 0;
    const int dy = event->key() == Qt::Key_Down ? -step : event->key() == Qt::Key_Up ? step : 0;
    emit nudgeRequested(dx, dy);
    return true;
  }
  return navigation_.key(event);
}

bool LevelViewport::eventFilter(QObject* watched, QEvent* event) {
  if (watched != quickView()) return LevelView::eventFilter(watched, event);
  switch (event->type()) {
    case QEvent::ShortcutOverride: {
      // Navigation keys belong to the viewport while it has focus, not to menu shortcuts;
      // so does Esc while a selection drag can be cancelled.
      auto* key = static_cast<QKeyEvent*>(event);
      if (ViewportNavigation::isNavigationKey(key) ||
          (key->key() == Qt::Key_Escape && gestures_->isDragging()) ||
          (handler_ && handler_->wantsKey(key))) {
        key->accept();
        return true;
      }
      break;
    }
    case QEvent::KeyPress: {
      auto* key = static_cast<QKeyEvent*>(event);
      if (handler_ && !gestures_->handlerOwnsGesture() && handler_->wantsKey(key) && handler_->key(key))
        return true;
      if (handleKey(key)) return true;
      break;
    }
    case QEvent::KeyRelease: {
      auto* key = static_cast<QKeyEvent*>(event);
      if (key->key() == Qt::Key_Control) gestures_->modifiersChanged(key->modifiers() & ~Qt::ControlModifier);
      break;
    }
    case QEvent::Wheel:
      navigation_.wheel(static_cast<QWheelEvent*>(event));
      return true;
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick: {
      auto* mouse = static_cast<QMouseEvent*>(event);
      viewWidget()->setFocus(Qt::MouseFocusReason);
      if (navigation_.isDragging() || gestures_->isActive()) {
        // One gesture at a time.
        if (!gestures_->isCanceled() && (mouse->buttons() & ~mouse->button())) return true;
        // The release of the last gesture never came (focus games): close it as it stands.
        gestures_->closeStale(mouse->modifiers());
        navigation_.endDrag();
      }
      if (navigation_.press(mouse)) return true;
      if (mouse->button() == Qt::LeftButton) return gestures_->press(mouse);
      break;  // for QML
    }
    case QEvent::MouseMove: {
      auto* mouse = static_cast<QMouseEvent*>(event);
      if (gestures_->isActive()) return gestures_->move(mouse);
      if (navigation_.move(mouse)) return true;
      gestures_->hover(mouse->position(), mouse->modifiers());
      break;
    }
    case QEvent::MouseButtonRelease: {
      auto* mouse = static_cast<QMouseEvent*>(event);
      if (gestures_->isActive()) return gestures_->release(mouse);
      if (navigation_.release(mouse)) return true;
      break;
    }
    case QEvent::Leave:
      if (handler_) handler_->hoverEnded();
      break;
    case QEvent::FocusOut:
      // A drag cannot outlive focus (a dialog popped up, the window was switched away).
      if (gestures_->isDragging()) gestures_->cancel();
      break;
    default:
      break;
  }
  return LevelView::eventFilter(watched, event);
}

}  // namespace sw::ui
