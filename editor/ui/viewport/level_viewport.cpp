#include "ui/viewport/level_viewport.h"

#include <QApplication>
#include <QCursor>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QQmlError>
#include <QQuickItem>
#include <QQuickWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <QtQuick3D/QQuick3DObject>
#include <algorithm>
#include <cmath>
#include <map>

#include "model/level.h"
#include "model/path.h"
#include "model/spawn.h"
#include "model/tile_chain.h"
#include "ui/viewport/level_overlays.h"
#include "ui/viewport/mesh_geometry.h"
#include "ui/viewport/mesh_library.h"
#include "ui/viewport/object_overlays.h"
#include "ui/viewport/overlay_geometry.h"
#include "ui/viewport/scene_items.h"
#include "ui/viewport/tile_layer_extent.h"
#include "ui/viewport/viewport_qml_types.h"
#include "ui/viewport/viewport_style.h"

namespace sw::ui {
namespace {

constexpr double kOrbitDegreesPerPixel = 0.3;
constexpr double kKeyOrbitDegrees = 15.0;
constexpr double kKeyZoomFactor = 1.25;
constexpr double kKeyPanShare = 0.1;  // of the view per arrow press
constexpr double kMarkerPixels = 6.0;
constexpr double kJointPixels = 5.0;
constexpr int kNudgeBigStep = 8;  // Shift+arrow

QRectF planeRectF(const PlaneRect& r) { return QRectF(QPointF(r.min.x, r.min.y), QPointF(r.max.x, r.max.y)); }

}  // namespace

LevelViewport::LevelViewport(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("levelViewport"));
  registerViewportQmlTypes();

  quickWidget_ = new QQuickWidget(this);
  quickWidget_->setObjectName(QStringLiteral("levelViewportQuick"));
  quickWidget_->setResizeMode(QQuickWidget::SizeRootObjectToView);
  quickWidget_->setClearColor(viewportStyle().background);
  quickWidget_->setFocusPolicy(Qt::StrongFocus);
  quickWidget_->setMouseTracking(true);  // hover: the cursor shows what a press would drag
  quickWidget_->setMinimumSize(64, 48);
  quickWidget_->installEventFilter(this);
  setFocusPolicy(Qt::StrongFocus);
  setFocusProxy(quickWidget_);

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(quickWidget_);

  library_ = new MeshLibrary(this);
  connect(library_, &MeshLibrary::meshProblem, this, &LevelViewport::meshProblem);
  connect(library_, &MeshLibrary::meshProblem, this, &LevelViewport::scheduleRebuild);
  connect(library_, &MeshLibrary::meshReady, this, &LevelViewport::scheduleRebuild);

  rebuildTimer_ = new QTimer(this);
  rebuildTimer_->setSingleShot(true);
  rebuildTimer_->setInterval(0);  // many loads finishing together cost one rebuild
  connect(rebuildTimer_, &QTimer::timeout, this, &LevelViewport::rebuild);

  loadScene();
  camera_.setViewportSize(quickWidget_->size());
  rebuild();
  frameAll();
}

LevelViewport::~LevelViewport() {
  // Geometries and materials live in the QML scene; drop them before the scene goes.
  library_->clear();
  tileLayers_.reset();
  delete quickWidget_;
  quickWidget_ = nullptr;
}

void LevelViewport::loadScene() {
  quickWidget_->setSource(QUrl(QStringLiteral("qrc:/qml/LevelScene.qml")));
  if (quickWidget_->status() != QQuickWidget::Ready) {
    for (const QQmlError& error : quickWidget_->errors())
      qWarning("LevelViewport: %s", qPrintable(error.toString()));
    return;
  }
  items_ = std::make_unique<SceneItems>(quickWidget_->rootObject());
  if (!items_->isValid()) {
    qWarning("LevelViewport: LevelScene.qml lacks the expected roots or components");
    items_.reset();
    return;
  }
  library_->setSceneParent(items_->sceneRoot());
  tileLayers_ = std::make_unique<TileLayerBatches>(items_.get());

  QQuick3DObject* sceneRoot = items_->sceneRoot();
  QQuick3DObject* overlayRoot = items_->overlayRoot();
  placeholderMaterial_ = items_->createLitMaterial(sceneRoot, viewportStyle().placeholderFill);

  const auto makeLayer = [this](QQuick3DObject* root, OverlayGeometry::Kind kind, bool translucent = false) {
    auto* geometry = new OverlayGeometry();
    geometry->setParent(root);
    geometry->setParentItem(root);
    geometry->begin(kind);
    geometry->commit();
    QQuick3DObject* model = items_->createModel(root, geometry);
    SceneItems::setMaterials(model, {items_->createFlatMaterial(root, translucent)});
    return geometry;
  };
  gridGeometry_ = makeLayer(sceneRoot, OverlayGeometry::Kind::Lines);
  linesGeometry_ = makeLayer(overlayRoot, OverlayGeometry::Kind::Lines);
  // Loop ranges under the lines and markers (they are drawn first of the overlays).
  loopGeometry_ = makeLayer(overlayRoot, OverlayGeometry::Kind::Triangles, true);
  markersGeometry_ = makeLayer(overlayRoot, OverlayGeometry::Kind::Triangles);
  // Free objects and the selection each get their own layers, so an edit of markers or a
  // new selection rebuilds only those (one draw call per layer however many objects).
  triggerFills_ = makeLayer(overlayRoot, OverlayGeometry::Kind::Triangles, true);
  triggerLines_ = makeLayer(overlayRoot, OverlayGeometry::Kind::Lines);
  highlightGeometry_ = makeLayer(overlayRoot, OverlayGeometry::Kind::Triangles);
  highlightFills_ = makeLayer(overlayRoot, OverlayGeometry::Kind::Triangles, true);
  pathLines_ = makeLayer(overlayRoot, OverlayGeometry::Kind::Lines);
  pathPoints_ = makeLayer(overlayRoot, OverlayGeometry::Kind::Triangles);
  spawnLines_ = makeLayer(overlayRoot, OverlayGeometry::Kind::Lines);
  spawnShips_ = makeLayer(overlayRoot, OverlayGeometry::Kind::Triangles);

  QQuickItem* root = quickWidget_->rootObject();
  root->setProperty("selectionBandBorder", viewportStyle().rubberBandBorder);
  root->setProperty("selectionBandFill", viewportStyle().rubberBandFill);
}

void LevelViewport::showLevel(const sw::Project* project, const sw::Level* level) {
  project_ = project;
  level_ = project ? level : nullptr;
  library_->reloadChanged();  // files fixed or relinked on disk show up on the next show
  autoFrame_ = true;
  rebuild();
  frameAll();
}

void LevelViewport::refresh() {
  const bool objectsOnly = objectsNoted_ && !allNoted_ && items_ && level_ && !rebuildTimer_->isActive();
  objectsNoted_ = allNoted_ = false;
  if (objectsOnly)
    refreshObjectLayers();
  else
    rebuild();
}

void LevelViewport::noteObjectsChanged(const QVector<sw::ObjectId>& ids) {
  // Only free objects with a position changed (a drag, a nudge, a colour): their layers
  // and the highlight are all that can look different. Anything else rebuilds all.
  if (allNoted_) return;
  if (!level_ || ids.isEmpty()) {
    allNoted_ = true;
    return;
  }
  for (sw::ObjectId id : ids) {
    const sw::LevelObject* object = level_->findById(id);
    // Paths and spawns are drawn by the object layers too (a path's point drag).
    const bool drawnAsObject = object && (isMovable(*object) || dynamic_cast<const sw::Path*>(object) ||
                                          dynamic_cast<const sw::Spawn*>(object));
    if (!object || dynamic_cast<const sw::TileInstance*>(object) || !drawnAsObject) {
      allNoted_ = true;
      return;
    }
  }
  objectsNoted_ = true;
}

void LevelViewport::noteStructureChanged() { allNoted_ = true; }

void LevelViewport::refreshObjects(const QVector<sw::ObjectId>& ids) {
  noteObjectsChanged(ids);
  refresh();
}

void LevelViewport::scheduleRebuild() { rebuildTimer_->start(); }

void LevelViewport::syncTileBatches(std::map<QString, std::vector<TileInstancing::Instance>> wanted) {
  // Batches whose mesh no tile uses any more go (an instanced Model with an empty table
  // is not reliably drawn as nothing); the Model first, it refers to the table.
  for (auto it = tileBatches_.begin(); it != tileBatches_.end();) {
    if (wanted.count(it.key()) && it->model && it->instancing) {
      ++it;
      continue;
    }
    delete it->model.data();
    delete it->instancing.data();
    it = tileBatches_.erase(it);
  }
  for (auto& [mesh, instances] : wanted) {
    const bool placeholder = mesh.isEmpty();
    QQuick3DGeometry* geometry = nullptr;
    QList<QQuick3DObject*> materials;
    if (placeholder) {
      geometry = library_->unitBox();
      materials = {placeholderMaterial_.data()};
    } else {
      const QString meshPath = mesh.section(QLatin1Char('\n'), 0, 0);
      const MeshLibrary::Asset* asset = library_->find(meshPath);
      geometry = asset ? asset->geometry.data() : nullptr;
      materials = materialsForAsset(meshPath);
      // A graph material paints every subset of the mesh.
      if (QQuick3DObject* painted = graphMaterial(mesh.section(QLatin1Char('\n'), 1)))
        materials = QList<QQuick3DObject*>(materials.size(), painted);
    }
    TileBatch& batch = tileBatches_[mesh];
    if (!batch.instancing) {
      batch.instancing = new TileInstancing();
      batch.instancing->setParent(items_->sceneRoot());
      batch.instancing->setParentItem(items_->sceneRoot());
    }
    batch.instancing->setInstances(std::move(instances));  // before the Model draws it
    if (!batch.model)
      batch.model = items_->createInstancedModel(items_->sceneRoot(), geometry, batch.instancing);
    else
      SceneItems::setGeometry(batch.model, geometry);
    SceneItems::setMaterials(batch.model, materials);
  }
}

std::vector<LevelViewport::TileBatchView> LevelViewport::tileBatches() const {
  std::vector<TileBatchView> views;
  for (auto it = tileBatches_.constBegin(); it != tileBatches_.constEnd(); ++it)
    views.push_back({it.key(), it->model.data(), it->instancing.data()});
  std::sort(views.begin(), views.end(), [](const TileBatchView& a, const TileBatchView& b) { return a.mesh < b.mesh; });
  return views;
}

QList<QQuick3DObject*> LevelViewport::materialsForAsset(const QString& path) {
  const MeshLibrary::Asset* asset = library_->find(path);
  QList<QColor> colors = asset ? asset->subsetColors : QList<QColor>{};
  if (colors.isEmpty()) colors.push_back(QColor(200, 200, 200));
  AssetMaterials& cached = assetMaterials_[path];
  if (cached.colors != colors || cached.materials.size() != colors.size()) {
    for (QQuick3DObject* m : cached.materials) delete m;
    cached.materials.clear();
    for (const QColor& c : colors)
      cached.materials.push_back(items_->createLitMaterial(items_->sceneRoot(), c));
    cached.colors = colors;
  }
  return cached.materials;
}

void LevelViewport::setGraphMaterialProvider(GraphMaterialProvider provider) {
  graphMaterialProvider_ = std::move(provider);
  for (const QString& file : graphMaterials_.keys()) dropGraphMaterial(file);
  scheduleRebuild();  // later: this may run while the document swaps its project
}

void LevelViewport::dropGraphMaterial(const QString& graphFile) {
  // The batches painted by it go first (a Model must not outlive its material), then
  // the material; the next rebuild makes both again.
  const QString suffix = QLatin1Char('\n') + graphFile;
  for (auto it = tileBatches_.begin(); it != tileBatches_.end();) {
    if (!it.key().endsWith(suffix)) {
      ++it;
      continue;
    }
    delete it->model.data();
    delete it->instancing.data();
    it = tileBatches_.erase(it);
  }
  delete graphMaterials_.take(graphFile).data();
}

QQuick3DObject* LevelViewport::graphMaterial(const QString& graphFile) {
  if (graphFile.isEmpty() || !graphMaterialProvider_ || !items_) return nullptr;
  if (auto it = graphMaterials_.constFind(graphFile); it != graphMaterials_.constEnd()) return it->data();
  const QString qml = graphMaterialProvider_(graphFile);
  QQuick3DObject* material = qml.isEmpty() ? nullptr : items_->createFromQml(items_->sceneRoot(), qml.toUtf8());
  graphMaterials_.insert(graphFile, material);
  return material;
}

void LevelViewport::graphMaterialChanged(const QString& graphFile) {
  if (!graphMaterials_.contains(graphFile)) return;  // no tile is painted by it
  dropGraphMaterial(graphFile);
  scheduleRebuild();
}

void LevelViewport::setTileArt(TileArtLookup lookup, TileImageSource images) {
  if (tileLayers_) tileLayers_->setArt(std::move(lookup), std::move(images));
}

void LevelViewport::setTileSelection(sw::ObjectId link, int layer, const QSet<int>& tiles) {
  if (tileLayers_) tileLayers_->setSelection(link, layer, tiles);
}

void LevelViewport::tileLayersChanged(sw::ObjectId) {
  // The chain is laid out again (cheap) rather than trusting the last layout: an undo of a
  // chain edit may have removed a link before the full rebuild runs.
  if (!tileLayers_) return;
  std::vector<sw::ChainLink> links =
      project_ && level_ ? sw::layoutChain(*project_, *level_) : std::vector<sw::ChainLink>{};
  // Painting may reach past the extent: grow it (the next full rebuild fits it again).
  const sw::Box3 painted = tileLayersBounds(links);
  if (!painted.isEmpty()) {
    meshBounds_.extend(painted);
    chainExtent_ = chainExtent_.united(
        QRectF(QPointF(painted.min.x, painted.min.y), QPointF(painted.max.x, painted.max.y)));
    updateExtent();
  }
  tileLayers_->setLinks(std::move(links));
  tileLayers_->rebuild();
}

void LevelViewport::tileImagesChanged(const QStringList& absolutePaths) {
  if (tileLayers_) tileLayers_->reloadImages(absolutePaths);
}

QRectF LevelViewport::visiblePlaneArea() const {
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

void LevelViewport::rebuild() {
  rebuildTimer_->stop();
  objectsNoted_ = allNoted_ = false;
  if (!items_) return;

  std::vector<sw::ChainLink> links;
  if (project_ && level_) links = sw::layoutChain(*project_, *level_);

  sw::Box3 meshBounds;
  placeholders_.clear();
  tileAreas_.clear();
  tileRects_.assign(links.size(), QRectF());
  // One instance table per mesh asset (the key: its absolute path; placeholders under "").
  std::map<QString, std::vector<TileInstancing::Instance>> batches;
  for (std::size_t i = 0; i < links.size(); ++i) {
    const sw::ChainLink& link = links[i];
    if (!link.origin.isFinite()) continue;  // a broken camera point; validation reports it
    const QVector3D origin(float(link.origin.x), float(link.origin.y), 0.0f);
    sw::Box3 bounds;

    bool placeholder = true;
    if (link.def && !link.def->mesh.empty()) {
      const QString path = QString::fromStdString(project_->absolutePath(link.def->mesh));
      const MeshLibrary::Asset& asset = library_->request(path);
      if (asset.state == MeshLibrary::State::Ready && asset.geometry) {
        const bool painted = graphMaterialProvider_ && !link.def->material.empty();
        batches[painted ? path + QLatin1Char('\n') + QString::fromStdString(link.def->material) : path].push_back({origin});
        bounds = asset.bounds;
        placeholder = false;
      } else if (asset.state == MeshLibrary::State::Loading) {
        // Appears when the load finishes; until then it is picked by its camera span.
        const PlaneRect rect = tileRect(*project_, link, nullptr);
        if (link.instance) tileAreas_.push_back({link.instance->id, rect});
        tileRects_[i] = planeRectF(rect);
        continue;
      }
    }
    if (placeholder) {
      // The shared unit box, moved to the box's corner and stretched to its size.
      bounds = placeholderBox(*project_, link.def);
      const sw::Vec3 size = bounds.max - bounds.min;
      batches[QString()].push_back(
          {origin + QVector3D(float(bounds.min.x), float(bounds.min.y), float(bounds.min.z)),
           QVector3D(float(size.x), float(size.y), float(size.z))});
      placeholders_.push_back({bounds, link.origin});
    }

    const PlaneRect rect = tileRect(*project_, link, &bounds);
    if (link.instance) tileAreas_.push_back({link.instance->id, rect});
    tileRects_[i] = planeRectF(rect);
    if (!bounds.isEmpty()) {
      const sw::Vec3 shift{link.origin.x, link.origin.y, 0};
      meshBounds.extend(bounds.min + shift);
      meshBounds.extend(bounds.max + shift);
    }
  }
  syncTileBatches(std::move(batches));
  if (tileLayers_) {
    tileLayers_->setLinks(links);
    if (!tileLayers_->setView(visiblePlaneArea())) tileLayers_->rebuild();
  }

  // Extent: what the camera path can show, widened by the art actually placed; the free
  // objects are added by updateExtent() (again after each edit of them).
  static const sw::Level emptyLevel;
  static const sw::Project emptyProject;
  chainExtent_ = levelExtent(project_ ? *project_ : emptyProject, emptyLevel, links);
  meshBounds.extend(tileLayersBounds(links));  // painted tiles count for Frame All too
  if (!meshBounds.isEmpty())
    chainExtent_ = chainExtent_.united(
        QRectF(QPointF(meshBounds.min.x, meshBounds.min.y), QPointF(meshBounds.max.x, meshBounds.max.y)));
  meshBounds_ = meshBounds;
  updateExtent();

  rebuildOverlays();
  updateGrid(true);
  if (autoFrame_) {
    frameAll();
    if (library_->pendingCount() == 0) autoFrame_ = false;
  } else {
    applyCamera();
  }
}

void LevelViewport::updateExtent() {
  extent_ = chainExtent_;
  if (level_)
    for (const PickTarget& t : pickTargets(*level_, {}, project_)) {
      // Markers with a unit of room around them, as levelExtent() does.
      const double pad = t.kind == PickTarget::Kind::Point ? 1.0 : 0.0;
      extent_ = extent_.united(planeRectF(t.rect).adjusted(-pad, -pad, pad, pad));
    }
  sceneMin_ = QVector3D(float(extent_.left()), float(extent_.top()), -1.0f);
  sceneMax_ = QVector3D(float(extent_.right()), float(extent_.bottom()), 1.0f);
  if (!meshBounds_.isEmpty()) {
    sceneMin_.setZ(std::min(sceneMin_.z(), float(meshBounds_.min.z)));
    sceneMax_.setZ(std::max(sceneMax_.z(), float(meshBounds_.max.z)));
  }
  camera_.setSceneBounds(sceneMin_, sceneMax_);
  gridArea_ = gridArea(extent_);
}

void LevelViewport::rebuildOverlays() {
  overlayUnitsPerPixel_ = camera_.unitsPerPixel();
  rebuildLevelLines();
  rebuildLoopBands();
  rebuildObjectLayers();
  rebuildHighlight();
}

void LevelViewport::rebuildLevelLines() {
  if (!linesGeometry_) return;
  static const sw::Project emptyProject;
  std::vector<sw::ChainLink> links;
  if (project_ && level_) links = sw::layoutChain(*project_, *level_);
  linesGeometry_->begin(OverlayGeometry::Kind::Lines);
  for (const Placeholder& p : placeholders_) addPlaceholderOutline(*linesGeometry_, p.box, p.origin);
  buildLevelLines(*linesGeometry_, project_ ? *project_ : emptyProject, links,
                  kJointPixels * camera_.unitsPerPixel(), screenCentre_);
  linesGeometry_->commit();
}

void LevelViewport::rebuildLoopBands() {
  if (!loopGeometry_) return;
  loopBands_.clear();
  if (project_ && level_) {
    const std::vector<sw::ChainLink> links = sw::layoutChain(*project_, *level_);
    // The art rectangles belong to the last rebuild; a chain edited since has none yet.
    loopBands_ = sw::ui::loopBands(*project_, *level_, links,
                           links.size() == tileRects_.size() ? tileRects_ : std::vector<QRectF>{});
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
}

void LevelViewport::rebuildObjectLayers() {
  if (!markersGeometry_ || !triggerFills_ || !triggerLines_) return;
  markersGeometry_->begin(OverlayGeometry::Kind::Triangles);
  if (level_) buildMarkers(*markersGeometry_, *level_, kMarkerPixels * camera_.unitsPerPixel());
  markersGeometry_->commit();
  triggerFills_->begin(OverlayGeometry::Kind::Triangles);
  triggerLines_->begin(OverlayGeometry::Kind::Lines);
  if (level_) buildTriggers(*triggerFills_, *triggerLines_, *level_);
  triggerFills_->commit();
  triggerLines_->commit();
  if (!pathLines_ || !pathPoints_ || !spawnLines_ || !spawnShips_) return;
  pathLines_->begin(OverlayGeometry::Kind::Lines);
  pathPoints_->begin(OverlayGeometry::Kind::Triangles);
  spawnLines_->begin(OverlayGeometry::Kind::Lines);
  spawnShips_->begin(OverlayGeometry::Kind::Triangles);
  if (level_ && project_) {
    buildPaths(*pathLines_, *pathPoints_, *project_, *level_, pathEdit_, camera_.unitsPerPixel());
    buildSpawns(*spawnLines_, *spawnShips_, *project_, *level_, previewTick_, camera_.unitsPerPixel(),
                screenCentre_ ? screenCentre_->y : 0.0);
  }
  pathLines_->commit();
  pathPoints_->commit();
  spawnLines_->commit();
  spawnShips_->commit();
}

void LevelViewport::setPreviewTick(std::optional<std::int64_t> tick) {
  if (tick == previewTick_) return;
  previewTick_ = tick;
  rebuildObjectLayers();
}

void LevelViewport::setPathEdit(const PathEditDisplay& edit) {
  if (edit.path == pathEdit_.path && edit.selected == pathEdit_.selected) return;
  pathEdit_ = edit;
  rebuildObjectLayers();
}

int LevelViewport::pathVertexCount() const {
  return (pathLines_ ? pathLines_->vertexCount() : 0) + (pathPoints_ ? pathPoints_->vertexCount() : 0);
}

int LevelViewport::spawnVertexCount() const {
  return (spawnLines_ ? spawnLines_->vertexCount() : 0) + (spawnShips_ ? spawnShips_->vertexCount() : 0);
}

void LevelViewport::rebuildHighlight() {
  if (!highlightGeometry_ || !highlightFills_) return;
  std::vector<PickTarget> selected;
  if (level_ && !selected_.isEmpty()) {
    selected = pickTargets(*level_, tileAreas_, project_);
    std::erase_if(selected, [this](const PickTarget& t) { return !selected_.contains(t.id); });
  }
  highlightGeometry_->begin(OverlayGeometry::Kind::Triangles);
  highlightFills_->begin(OverlayGeometry::Kind::Triangles);
  HighlightSizes sizes;
  sizes.markerRim = kMarkerPixels * 1.4;  // as buildMarkers draws the rim
  buildSelectionHighlight(*highlightGeometry_, *highlightFills_, selected, camera_.unitsPerPixel(), sizes);
  highlightGeometry_->commit();
  highlightFills_->commit();
}

void LevelViewport::refreshObjectLayers() {
  const QRectF oldGrid = gridArea_;
  const QVector3D oldMin = sceneMin_, oldMax = sceneMax_;
  updateExtent();
  rebuildObjectLayers();
  rebuildHighlight();
  if (gridArea_ != oldGrid) updateGrid(true);
  if (sceneMin_ != oldMin || sceneMax_ != oldMax) applyCamera();  // the clip planes follow
}

void LevelViewport::setSelectedIds(const QSet<sw::ObjectId>& ids) {
  if (ids == selected_) return;
  selected_ = ids;
  rebuildHighlight();
}

int LevelViewport::highlightVertexCount() const {
  return (highlightGeometry_ ? highlightGeometry_->vertexCount() : 0) +
         (highlightFills_ ? highlightFills_->vertexCount() : 0);
}

std::vector<PickTarget> LevelViewport::currentPickTargets() const {
  return level_ ? pickTargets(*level_, tileAreas_, project_) : std::vector<PickTarget>{};
}

QPointF LevelViewport::toQuick(QPointF widgetPoint) const {
  return widgetPoint - QPointF(quickWidget_->mapTo(this, QPoint(0, 0)));
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
  if (!quickWidget_ || !quickWidget_->isVisible()) return std::nullopt;
  const QPoint global = QCursor::pos();
  // Over the viewport itself, not over a menu or dialog in front of it.
  QWidget* under = QApplication::widgetAt(global);
  if (under != quickWidget_ && !quickWidget_->isAncestorOf(under)) return std::nullopt;
  const QPointF local = quickWidget_->mapFromGlobal(QPointF(global));
  if (!QRectF(quickWidget_->rect()).contains(local)) return std::nullopt;
  return sw::ui::playPlanePoint(camera_, local);
}

bool LevelViewport::isDraggingSelection() const {
  return drag_ == Drag::Pending || drag_ == Drag::Move || drag_ == Drag::Band || drag_ == Drag::Handler;
}

bool LevelViewport::selectionCanMove() const {
  if (!level_) return false;
  for (sw::ObjectId id : selected_)
    if (const sw::LevelObject* object = level_->findById(id); object && isMovable(*object)) return true;
  return false;
}

void LevelViewport::updateGrid(bool force) {
  if (!gridGeometry_) return;
  double step = 1.0;
  while (step / camera_.unitsPerPixel() < 7.0 && step < 1e9) step *= 4.0;
  if (!force && step == gridStep_) return;
  gridGeometry_->begin(OverlayGeometry::Kind::Lines);
  gridStep_ = buildGrid(*gridGeometry_, gridArea_, camera_.unitsPerPixel());
  gridGeometry_->commit();
}

void LevelViewport::setPlayMode(bool on) {
  if (on == isPlayMode()) return;
  if (on) {
    if (isDraggingSelection()) cancelSelectionDrag();
    editCamera_ = camera_;
    autoFrame_ = false;  // meshes arriving during play must not reframe
  } else {
    camera_ = *editCamera_;
    editCamera_.reset();
    camera_.setViewportSize(quickWidget_->size());
  }
  if (items_ && items_->overlayRoot()) items_->overlayRoot()->setProperty("visible", !on);
  applyCamera();
}

void LevelViewport::followArea(const QRectF& area) {
  camera_.setViewportSize(quickWidget_->size());
  camera_.frame(QVector3D(float(area.left()), float(area.top()), 0.0f),
                QVector3D(float(area.right()), float(area.bottom()), 0.0f), 0.0);
  applyCamera();
}

void LevelViewport::frameAll() {
  camera_.setViewportSize(quickWidget_->size());
  camera_.frame(sceneMin_, sceneMax_);
  applyCamera();
}

void LevelViewport::setOrthographic(bool on) {
  camera_.setOrthographic(on);
  applyCamera();
}

bool LevelViewport::isOrthographic() const { return camera_.isOrthographic(); }

QImage LevelViewport::grabImage() { return quickWidget_->grabFramebuffer(); }

QColor LevelViewport::clearColor() const { return viewportStyle().background; }

QPointF LevelViewport::projectToWidget(QVector3D world) const {
  return quickWidget_->mapTo(this, QPoint(0, 0)) + camera_.project(world);
}

int LevelViewport::pendingMeshLoads() const { return library_->pendingCount(); }

void LevelViewport::applyCamera() {
  QQuickItem* root = quickWidget_ ? quickWidget_->rootObject() : nullptr;
  if (!root) return;
  root->setProperty("orthographic", camera_.isOrthographic());
  root->setProperty("cameraPosition", QVariant::fromValue(camera_.position()));
  root->setProperty("cameraRotation", QVariant::fromValue(camera_.rotation()));
  root->setProperty("magnification", camera_.magnification());
  root->setProperty("fieldOfView", camera_.fieldOfView());
  root->setProperty("clipNear", camera_.clipNear());
  root->setProperty("clipFar", camera_.clipFar());
  // Overlay sizes are in pixels: rebuild them when the zoom moved noticeably.
  const double upp = camera_.unitsPerPixel();
  if (overlayUnitsPerPixel_ <= 0 || std::abs(std::log(upp / overlayUnitsPerPixel_)) > 0.05) rebuildOverlays();
  updateGrid(false);
  if (tileLayers_) tileLayers_->setView(visiblePlaneArea());
  emit cameraChanged();
}

void LevelViewport::userMovedCamera() {
  autoFrame_ = false;
  applyCamera();
}

bool LevelViewport::isNavigationKey(const QKeyEvent* event) const {
  const bool keypad = event->modifiers() & Qt::KeypadModifier;
  switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Plus:
    case Qt::Key_Equal:
    case Qt::Key_Minus:
    case Qt::Key_PageUp:
    case Qt::Key_PageDown:
    case Qt::Key_Home:
    case Qt::Key_F:
    case Qt::Key_O:
      return !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    case Qt::Key_0:
    case Qt::Key_1:
    case Qt::Key_2:
    case Qt::Key_4:
    case Qt::Key_5:
    case Qt::Key_6:
    case Qt::Key_8:
      return keypad;
    default:
      return false;
  }
}

bool LevelViewport::handleKey(QKeyEvent* event) {
  if (event->key() == Qt::Key_Escape && isDraggingSelection()) {
    cancelSelectionDrag();
    return true;
  }
  if (drag_ == Drag::Move && event->key() == Qt::Key_Control) {  // Ctrl toggles snapping mid-drag
    updateMove(lastMovePos_, event->modifiers() | Qt::ControlModifier);
    return false;
  }
  if (!isNavigationKey(event)) return false;
  const bool keypad = event->modifiers() & Qt::KeypadModifier;
  const QSizeF size = camera_.viewportSize();
  const double panX = size.width() * kKeyPanShare, panY = size.height() * kKeyPanShare;
  // Keypad digits come first: with NumLock off they arrive as arrows and PageUp/Down.
  if (keypad) {
    switch (event->key()) {
      case Qt::Key_4:
        camera_.orbit(-kKeyOrbitDegrees, 0);
        return userMovedCamera(), true;
      case Qt::Key_6:
        camera_.orbit(kKeyOrbitDegrees, 0);
        return userMovedCamera(), true;
      case Qt::Key_8:
        camera_.orbit(0, -kKeyOrbitDegrees);
        return userMovedCamera(), true;
      case Qt::Key_2:
        camera_.orbit(0, kKeyOrbitDegrees);
        return userMovedCamera(), true;
      case Qt::Key_5:
        setOrthographic(!isOrthographic());
        return true;
      case Qt::Key_0:
      case Qt::Key_1:
        camera_.setOrientation(0, 0);
        return userMovedCamera(), true;
      default:
        break;
    }
  }
  // Arrows move a selection that can move (one undo step per press), else the camera.
  const bool arrow = event->key() == Qt::Key_Left || event->key() == Qt::Key_Right ||
                     event->key() == Qt::Key_Up || event->key() == Qt::Key_Down;
  if (arrow && !keypad && selectionCanMove()) {
    if (isDraggingSelection()) return true;  // not while a drag is moving it too
    const int step = (event->modifiers() & Qt::ShiftModifier) ? kNudgeBigStep : 1;
    const int dx = event->key() == Qt::Key_Left ? -step : event->key() == Qt::Key_Right ? step : 0;
    const int dy = event->key() == Qt::Key_Down ? -step : event->key() == Qt::Key_Up ? step : 0;
    emit nudgeRequested(dx, dy);
    return true;
  }
  switch (event->key()) {
    case Qt::Key_Left:
      camera_.pan({panX, 0});
      break;
    case Qt::Key_Right:
      camera_.pan({-panX, 0});
      break;
    case Qt::Key_Up:
      camera_.pan({0, panY});
      break;
    case Qt::Key_Down:
      camera_.pan({0, -panY});
      break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
      camera_.zoom(kKeyZoomFactor);
      break;
    case Qt::Key_Minus:
      camera_.zoom(1.0 / kKeyZoomFactor);
      break;
    case Qt::Key_PageUp:
      camera_.orbit(0, -kKeyOrbitDegrees);
      break;
    case Qt::Key_PageDown:
      camera_.orbit(0, kKeyOrbitDegrees);
      break;
    case Qt::Key_Home:
    case Qt::Key_F:
      frameAll();
      return true;
    case Qt::Key_O:
      setOrthographic(!isOrthographic());
      return true;
    default:
      return false;
  }
  userMovedCamera();
  return true;
}

bool LevelViewport::eventFilter(QObject* watched, QEvent* event) {
  if (watched != quickWidget_) return QWidget::eventFilter(watched, event);
  switch (event->type()) {
    case QEvent::Resize: {
      // Keep the zoom (units per pixel) and the view centre; show more or less around it.
      camera_.setViewportSize(static_cast<QResizeEvent*>(event)->size());
      if (autoFrame_)
        frameAll();
      else
        applyCamera();
      break;
    }
    case QEvent::ShortcutOverride: {
      // Navigation keys belong to the viewport while it has focus, not to menu shortcuts;
      // so does Esc while a selection drag can be cancelled.
      auto* key = static_cast<QKeyEvent*>(event);
      if (isNavigationKey(key) || (key->key() == Qt::Key_Escape && isDraggingSelection()) ||
          (handler_ && handler_->wantsKey(key))) {
        key->accept();
        return true;
      }
      break;
    }
    case QEvent::KeyPress:
      if (handler_ && drag_ != Drag::Handler && handler_->wantsKey(static_cast<QKeyEvent*>(event)) &&
          handler_->key(static_cast<QKeyEvent*>(event)))
        return true;
      if (handleKey(static_cast<QKeyEvent*>(event))) return true;
      break;
    case QEvent::KeyRelease: {
      auto* key = static_cast<QKeyEvent*>(event);
      if (drag_ == Drag::Move && key->key() == Qt::Key_Control)
        updateMove(lastMovePos_, key->modifiers() & ~Qt::ControlModifier);
      break;
    }
    case QEvent::Wheel: {
      auto* wheel = static_cast<QWheelEvent*>(event);
      if (camera_.zoomByWheel(wheel->angleDelta(), wheel->position())) userMovedCamera();
      return true;
    }
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick: {
      auto* mouse = static_cast<QMouseEvent*>(event);
      quickWidget_->setFocus(Qt::MouseFocusReason);
      if (drag_ != Drag::None) {
        // One gesture at a time.
        if (drag_ != Drag::Canceled && (mouse->buttons() & ~mouse->button())) return true;
        // The release of the last gesture never came (focus games): close it as it stands.
        if (drag_ == Drag::Move) emit moveFinished();
        if (drag_ == Drag::Handler && handler_) handler_->release(camera_, lastMovePos_, mouse->modifiers());
        if (drag_ == Drag::Band) setBand({}, false);
        quickWidget_->unsetCursor();
        drag_ = Drag::None;
      }
      const bool alt = mouse->modifiers() & Qt::AltModifier;
      if (mouse->button() == Qt::MiddleButton || mouse->button() == Qt::RightButton) {
        drag_ = Drag::Pan;
      } else if (mouse->button() == Qt::LeftButton && alt) {
        drag_ = Drag::Orbit;
      } else if (mouse->button() == Qt::LeftButton) {
        return selectionMousePress(mouse);
      } else {
        break;  // for QML
      }
      lastMouse_ = mouse->position();
      quickWidget_->setCursor(drag_ == Drag::Pan ? Qt::ClosedHandCursor : Qt::SizeAllCursor);
      return true;
    }
    case QEvent::MouseMove: {
      auto* mouse = static_cast<QMouseEvent*>(event);
      if (drag_ == Drag::None) {
        updateHoverCursor(mouse->position());
        if (handler_) handler_->hover(camera_, mouse->position(), mouse->modifiers());
        break;
      }
      if (drag_ != Drag::Pan && drag_ != Drag::Orbit) return selectionMouseMove(mouse);
      const QPointF delta = mouse->position() - lastMouse_;
      lastMouse_ = mouse->position();
      if (drag_ == Drag::Pan)
        camera_.pan(delta);
      else
        camera_.orbit(-delta.x() * kOrbitDegreesPerPixel, delta.y() * kOrbitDegreesPerPixel);
      userMovedCamera();
      return true;
    }
    case QEvent::MouseButtonRelease: {
      if (drag_ == Drag::None) break;
      auto* mouse = static_cast<QMouseEvent*>(event);
      if (drag_ != Drag::Pan && drag_ != Drag::Orbit) return selectionMouseRelease(mouse);
      if (mouse->buttons() & (Qt::LeftButton | Qt::MiddleButton | Qt::RightButton)) return true;
      drag_ = Drag::None;
      quickWidget_->unsetCursor();
      return true;
    }
    case QEvent::Leave:
      if (handler_) handler_->hoverEnded();
      break;
    case QEvent::FocusOut:
      // A drag cannot outlive focus (a dialog popped up, the window was switched away).
      if (isDraggingSelection()) cancelSelectionDrag();
      break;
    default:
      break;
  }
  return QWidget::eventFilter(watched, event);
}

bool LevelViewport::selectionMousePress(QMouseEvent* mouse) {
  const QPointF pos = mouse->position();
  pressPos_ = lastMovePos_ = pos;
  if (handler_ && handler_->press(camera_, pos, mouse->modifiers())) {
    drag_ = Drag::Handler;
    return true;
  }
  pressPlane_ = sw::ui::playPlanePoint(camera_, pos);
  pressHit_ = pickAt(currentPickTargets(), camera_, pos);
  const sw::LevelObject* hit = (level_ && pressHit_) ? level_->findById(pressHit_) : nullptr;
  pressHitMovable_ = hit && isMovable(*hit);
  clickSent_ = false;
  drag_ = Drag::Pending;
  // Pressing on an object that can move but is not selected selects it at once, so the
  // same press can drag it away; with Ctrl or Shift the release decides (toggle / add).
  const bool modified = mouse->modifiers() & (Qt::ControlModifier | Qt::ShiftModifier);
  if (pressHitMovable_ && !selected_.contains(pressHit_) && !modified) {
    emit clicked(pressHit_, mouse->modifiers());
    clickSent_ = true;
  }
  return true;
}

bool LevelViewport::selectionMouseMove(QMouseEvent* mouse) {
  const QPointF pos = mouse->position();
  switch (drag_) {
    case Drag::Handler:
      lastMovePos_ = pos;
      if (handler_) handler_->move(camera_, pos, mouse->modifiers());
      return true;
    case Drag::Pending: {
      if ((pos - pressPos_).manhattanLength() < QApplication::startDragDistance()) return true;
      if (pressHitMovable_ && pressPlane_) {
        if (!selected_.contains(pressHit_)) {  // Ctrl/Shift+drag of an unselected object: add it, then drag
          emit clicked(pressHit_, Qt::ShiftModifier);
          clickSent_ = true;
        }
        if (selected_.contains(pressHit_)) {
          drag_ = Drag::Move;
          quickWidget_->setCursor(Qt::SizeAllCursor);
          emit moveStarted(pressHit_);
          updateMove(pos, mouse->modifiers());
          return true;
        }
      }
      drag_ = Drag::Band;
      setBand(QRectF(pressPos_, pos), true);
      return true;
    }
    case Drag::Move:
      updateMove(pos, mouse->modifiers());
      return true;
    case Drag::Band:
      setBand(QRectF(pressPos_, pos), true);
      return true;
    default:
      return true;  // Canceled: the rest of the gesture is ignored
  }
}

bool LevelViewport::selectionMouseRelease(QMouseEvent* mouse) {
  if (mouse->button() != Qt::LeftButton) return true;
  const Drag ended = drag_;
  drag_ = Drag::None;
  switch (ended) {
    case Drag::Handler:
      if (handler_) handler_->release(camera_, mouse->position(), mouse->modifiers());
      break;
    case Drag::Pending:
      if (!clickSent_) emit clicked(pressHit_, mouse->modifiers());
      break;
    case Drag::Move:
      quickWidget_->unsetCursor();
      updateMove(mouse->position(), mouse->modifiers());
      emit moveFinished();
      break;
    case Drag::Band: {
      const QRectF band = QRectF(pressPos_, mouse->position()).normalized();
      setBand(band, false);
      if (handler_ && handler_->band(camera_, band, mouse->modifiers())) break;
      emit rubberBandSelected(pickInRect(currentPickTargets(), camera_, band), mouse->modifiers());
      break;
    }
    default:
      break;
  }
  return true;
}

void LevelViewport::updateHoverCursor(QPointF pixel) {
  // Over something a press would drag away: say so.
  bool draggable = false;
  if (level_ && !level_->objects.empty() && !selected_.isEmpty()) {
    const sw::ObjectId hit = pickAt(currentPickTargets(), camera_, pixel);
    const sw::LevelObject* object = hit ? level_->findById(hit) : nullptr;
    draggable = object && selected_.contains(hit) && isMovable(*object);
  }
  if (draggable)
    quickWidget_->setCursor(Qt::SizeAllCursor);
  else
    quickWidget_->unsetCursor();
}

void LevelViewport::updateMove(QPointF pixel, Qt::KeyboardModifiers modifiers) {
  if (drag_ != Drag::Move || !pressPlane_) return;
  lastMovePos_ = pixel;
  const auto at = sw::ui::playPlanePoint(camera_, pixel);
  if (!at) return;  // above the horizon: keep the last position
  const sw::Vec2 delta = *at - *pressPlane_;
  emit moveUpdated(QPointF(delta.x, delta.y), modifiers);
}

void LevelViewport::setBand(const QRectF& band, bool visible) {
  QQuickItem* root = quickWidget_ ? quickWidget_->rootObject() : nullptr;
  if (!root) return;
  root->setProperty("selectionBand", band.normalized());
  root->setProperty("selectionBandVisible", visible);
}

void LevelViewport::cancelSelectionDrag() {
  const Drag was = drag_;
  drag_ = (QApplication::mouseButtons() & Qt::LeftButton) ? Drag::Canceled : Drag::None;
  if (was == Drag::Handler) {
    if (handler_) handler_->cancel();
  } else if (was == Drag::Move) {
    quickWidget_->unsetCursor();
    emit moveCanceled();
  } else if (was == Drag::Band) {
    setBand({}, false);
  }
}

}  // namespace sw::ui
