#include "view/level_view.h"

#include <QQuickView>
#include <QResizeEvent>
#include <QTimer>
#include <QtQuick3D/QQuick3DObject>
#include <algorithm>
#include <optional>

#include "model/level/level.h"
#include "model/level/level_lookup.h"
#include "model/project/project.h"
#include "model/tiles/tile_chain.h"
#include "view/level_overlays.h"
#include "view/mesh_library.h"
#include "view/overlay_geometry.h"
#include "view/scene_items.h"
#include "view/tile_layer_extent.h"

namespace sw::ui {

LevelView::LevelView(QWidget* parent, const QString& name)
    : SceneHost(name + QStringLiteral("Quick"), parent) {
  setObjectName(name);
  viewWidget()->installEventFilter(this);  // its size
  quickView()->installEventFilter(this);   // its input (subclasses)

  connect(meshLibrary(), &MeshLibrary::meshProblem, this, &LevelView::scheduleRebuild);
  connect(meshLibrary(), &MeshLibrary::meshReady, this, &LevelView::scheduleRebuild);
  rebuildTimer_ = new QTimer(this);
  rebuildTimer_->setSingleShot(true);
  rebuildTimer_->setInterval(0);  // many loads finishing together cost one rebuild
  connect(rebuildTimer_, &QTimer::timeout, this, &LevelView::rebuildArt);
  animationTimer_ = new QTimer(this);
  animationTimer_->setSingleShot(true);
  animationTimer_->setTimerType(Qt::PreciseTimer);  // frames of 50 ms must not slip by 5%
  connect(animationTimer_, &QTimer::timeout, this, &LevelView::animateTiles);
  animationClock_.start();

  if (SceneItems* items = sceneItems()) {
    levelArt_ = std::make_unique<LevelArt>(items, meshLibrary(), meshMaterials());
    tileLayers_ = std::make_unique<TileLayerBatches>(items);
    lights_ = std::make_unique<LightLayer>(*items, items->sceneRoot());
    auto* grid = new OverlayGeometry();
    grid->setParent(items->sceneRoot());
    grid->setParentItem(items->sceneRoot());
    grid->begin(OverlayGeometry::Kind::Lines);
    grid->commit();
    SceneItems::setMaterials(items->createModel(items->sceneRoot(), grid),
                             {items->createFlatMaterial(items->sceneRoot())});
    gridGeometry_ = grid;
  }
  camera_.setViewportSize(viewWidget()->size());
  rebuild();
  frameAll();
}

LevelView::~LevelView() {
  tileLayers_.reset();  // its textures and Models go before the scene
  lights_.reset();
}

void LevelView::showLevel(const sw::Project* project, const sw::Level* level) {
  project_ = project;
  level_ = project ? level : nullptr;
  meshLibrary()->reloadChanged();  // files fixed or relinked on disk show up on the next show
  autoFrame_ = true;
  rebuild();
  frameAll();
}

void LevelView::refresh() { rebuild(); }

void LevelView::scheduleRebuild() { rebuildTimer_->start(); }

bool LevelView::rebuildPending() const { return rebuildTimer_->isActive(); }

void LevelView::rebuildArt() {
  // Only art asks for a scheduled rebuild; anything else rebuilds at once (and takes a
  // pending one with it: rebuild() stops the timer).
  artOnly_ = true;
  rebuild();
  artOnly_ = false;
}

void LevelView::rebuild() {
  rebuildTimer_->stop();
  if (!levelArt_) return;
  aboutToRebuild();
  // One set of name tables and path curves for the extent, the pick targets and every
  // overlay built below (each makes its own scope otherwise; scopes nest).
  std::optional<sw::LevelLookup> lookup;
  if (level_) lookup.emplace(project_, *level_);

  std::vector<sw::ChainLink> links;
  if (project_ && level_) links = sw::layoutChain(*project_, *level_);
  art_ = levelArt_->build(project_, links);
  tileLayers_->setLinks(links);
  refreshLights();
  if (!tileLayers_->setView(visiblePlaneArea())) tileLayers_->rebuild();
  animateTiles();

  // Extent: what the camera path can show, widened by the art actually placed; what
  // the view draws besides (free objects) is added by updateExtent().
  static const sw::Level emptyLevel;
  static const sw::Project emptyProject;
  chainExtent_ = levelExtent(project_ ? *project_ : emptyProject, emptyLevel, links);
  art_.meshBounds.extend(tileLayersBounds(links));  // painted tiles count for Frame All too
  const sw::Box3& bounds = art_.meshBounds;
  if (!bounds.isEmpty())
    chainExtent_ =
        chainExtent_.united(QRectF(QPointF(bounds.min.x, bounds.min.y), QPointF(bounds.max.x, bounds.max.y)));
  if (autoFrame_) {
    // Framing first: overlays sized in pixels and built for the view (artRebuilt) are
    // then built once, for the view they will be seen in, not again when the camera moves.
    updateExtent();
    camera_.setViewportSize(viewWidget()->size());
    camera_.frame(sceneMin_, sceneMax_);
    artRebuilt();
    updateGrid(true);
    frameAll();
    if (meshLibrary()->pendingCount() == 0) autoFrame_ = false;
  } else {
    // The camera stays: the overlays are built for it first, and the extent after them
    // (what it adds, extraExtent(), the editor makes on another thread meanwhile: the
    // scene bounds only set the clip planes, which applyCamera() then follows).
    artRebuilt();
    updateExtent();
    updateGrid(true);
    applyCamera();
  }
}

bool LevelView::updateExtent() {
  const QVector3D oldMin = sceneMin_, oldMax = sceneMax_;
  extent_ = chainExtent_;
  const QRectF extra = extraExtent();
  if (!extra.isNull()) extent_ = extent_.united(extra);
  sceneMin_ = QVector3D(float(extent_.left()), float(extent_.top()), -1.0f);
  sceneMax_ = QVector3D(float(extent_.right()), float(extent_.bottom()), 1.0f);
  const sw::Box3& bounds = art_.meshBounds;
  if (!bounds.isEmpty()) {
    sceneMin_.setZ(std::min(sceneMin_.z(), float(bounds.min.z)));
    sceneMax_.setZ(std::max(sceneMax_.z(), float(bounds.max.z)));
  }
  camera_.setSceneBounds(sceneMin_, sceneMax_);
  gridArea_ = sw::ui::gridArea(extent_);
  return sceneMin_ != oldMin || sceneMax_ != oldMax;
}

void LevelView::updateGrid(bool force) {
  if (!gridGeometry_) return;
  double step = 1.0;
  while (step / camera_.unitsPerPixel() < 7.0 && step < 1e9) step *= 4.0;
  if (!force && step == gridStep_) return;
  gridGeometry_->begin(OverlayGeometry::Kind::Lines);
  gridStep_ = buildGrid(*gridGeometry_, gridArea_, camera_.unitsPerPixel());
  gridGeometry_->commit();
}

QRectF LevelView::visiblePlaneArea() const {
  // The view's corners on the play plane; a corner above the horizon: unknown (no culling).
  const QSizeF size = camera_.viewportSize();
  QRectF area;
  for (QPointF corner : {QPointF(0, 0), QPointF(size.width(), 0), QPointF(0, size.height()),
                         QPointF(size.width(), size.height())}) {
    QVector3D hit;
    if (!camera_.pointOnPlane(corner, 0.0, &hit)) return QRectF();
    const QRectF point(QPointF(hit.x(), hit.y()), QSizeF(1e-6, 1e-6));
    area = area.isNull() ? point : area.united(point);
  }
  return area;
}

void LevelView::applyCamera() {
  if (!quickView() || !quickView()->rootObject()) return;
  pushCamera(camera_);
  // The far look's cards face +z: only for a camera looking down the z axis (25° at most).
  // A tilted perspective camera shows near tiles larger than its scale at the target says:
  // no far look for it.
  const bool facingZ = camera_.back().z() > 0.9;
  const double farScale = facingZ || camera_.isOrthographic() ? camera_.unitsPerPixel() : 0.0;
  if (levelArt_) levelArt_->setView(visiblePlaneArea(), farScale, facingZ);
  cameraApplied();
  updateGrid(false);
  if (tileLayers_) tileLayers_->setView(visiblePlaneArea());
  animateTiles();  // animated tiles may have come into view or left it
  emit cameraChanged();
}

void LevelView::userMovedCamera() {
  autoFrame_ = false;
  applyCamera();
}

void LevelView::frameAll() {
  camera_.setViewportSize(viewWidget()->size());
  camera_.frame(sceneMin_, sceneMax_);
  applyCamera();
}

void LevelView::setOrthographic(bool on) {
  camera_.setOrthographic(on);
  applyCamera();
}

bool LevelView::isOrthographic() const { return camera_.isOrthographic(); }

QPointF LevelView::projectToWidget(QVector3D world) const {
  return viewWidget()->mapTo(this, QPoint(0, 0)) + camera_.project(world);
}

void LevelView::setPlayMode(bool on) {
  if (on == isPlayMode()) return;
  playModeChanging(on);
  if (on) {
    savedCamera_ = camera_;
    autoFrame_ = false;  // meshes arriving during play must not reframe
  } else {
    camera_ = *savedCamera_;
    savedCamera_.reset();
    camera_.setViewportSize(viewWidget()->size());
  }
  if (sceneItems() && sceneItems()->overlayRoot()) sceneItems()->overlayRoot()->setProperty("visible", !on);
  if (lights_) lights_->setVisible(!on);
  refreshLights();
  applyCamera();
}

void LevelView::refreshLights() {
  if (!lights_ || isPlayMode()) return;
  std::vector<LightShape> shapes;
  if (project_ && level_) appendLevelLights(shapes, *project_, *level_, 0.0);  // still: no flicker while editing
  lights_->show(shapes);
}

void LevelView::followArea(const QRectF& area) {
  camera_.setViewportSize(viewWidget()->size());
  camera_.frame(QVector3D(float(area.left()), float(area.top()), 0.0f),
                QVector3D(float(area.right()), float(area.bottom()), 0.0f), 0.0);
  applyCamera();
}

std::vector<LevelView::TileBatchView> LevelView::tileBatches() const {
  return levelArt_ ? levelArt_->batches() : std::vector<TileBatchView>{};
}

void LevelView::setFarPixels(double pixels) {
  if (levelArt_) levelArt_->setFarPixels(pixels);
}

void LevelView::setGraphMaterialProvider(GraphMaterialProvider provider) {
  if (levelArt_) levelArt_->setGraphMaterialProvider(std::move(provider));
  scheduleRebuild();  // later: this may run while the document swaps its project
}

void LevelView::graphMaterialChanged(const QString& graphFile) {
  if (levelArt_ && levelArt_->dropGraphMaterial(graphFile)) scheduleRebuild();
}

void LevelView::setTileArt(TileArtLookup lookup, TileImageSource images) {
  if (tileLayers_) tileLayers_->setArt(std::move(lookup), std::move(images));
  animateTiles();
}

void LevelView::setTileSelection(sw::ObjectId link, int layer, const QSet<int>& tiles) {
  if (tileLayers_) tileLayers_->setSelection(link, layer, tiles);
  animateTiles();
}

void LevelView::tileLayersChanged(sw::ObjectId) {
  // The chain is laid out again (cheap) rather than trusting the last layout: an undo of a
  // chain edit may have removed a link before the full rebuild runs.
  if (!tileLayers_) return;
  std::vector<sw::ChainLink> links =
      project_ && level_ ? sw::layoutChain(*project_, *level_) : std::vector<sw::ChainLink>{};
  // Painting may reach past the extent: grow it (the next full rebuild fits it again).
  const sw::Box3 painted = tileLayersBounds(links);
  if (!painted.isEmpty()) {
    art_.meshBounds.extend(painted);
    chainExtent_ = chainExtent_.united(
        QRectF(QPointF(painted.min.x, painted.min.y), QPointF(painted.max.x, painted.max.y)));
    updateExtent();
  }
  tileLayers_->setLinks(std::move(links));
  tileLayers_->rebuild();
  animateTiles();
}

void LevelView::tileImagesChanged(const QStringList& absolutePaths) {
  if (tileLayers_) tileLayers_->reloadImages(absolutePaths);
  animateTiles();
}

void LevelView::setTileAnimationTime(std::optional<std::int64_t> runMs) {
  runAnimationMs_ = runMs;
  animateTiles();
}

bool LevelView::tileAnimationScheduled() const { return animationTimer_->isActive(); }

void LevelView::animateTiles() {
  if (!tileLayers_) return;
  if (runAnimationMs_) {  // a run's clock moves with its ticks, and the run redraws
    animationTimer_->stop();
    tileLayers_->setAnimationTime(*runAnimationMs_);
    return;
  }
  // On the wall clock, frames nobody can see stay as they are: changing them would cost
  // a frame (an edit's rebuild would draw twice).
  const double scale = camera_.unitsPerPixel();
  if (!tileLayers_->animatesInView(scale)) {
    animationTimer_->stop();
    return;
  }
  tileLayers_->setAnimationTime(animationClock_.elapsed());
  const std::int64_t wait = tileLayers_->msToNextFrame(scale);
  if (wait > 0)
    animationTimer_->start(int(std::min<std::int64_t>(wait, 1 << 30)));
  else
    animationTimer_->stop();
}

bool LevelView::eventFilter(QObject* watched, QEvent* event) {
  if (watched == viewWidget() && event->type() == QEvent::Resize) {
    // Keep the zoom (units per pixel) and the view centre; show more or less around it.
    camera_.setViewportSize(static_cast<QResizeEvent*>(event)->size());
    if (autoFrame_)
      frameAll();
    else
      applyCamera();
  }
  return SceneHost::eventFilter(watched, event);
}

}  // namespace sw::ui
