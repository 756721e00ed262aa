#pragma once
// The level viewport: a Qt Quick 3D view (QQuickWidget + LevelScene.qml) showing a
// level's tile chain as 3D art with play-plane overlays (grid, start screen, camera path,
// collision, markers), and the camera navigation a level designer expects.
//
// Navigation: wheel zooms toward the cursor; middle- or right-drag pans; Alt+left-drag
// orbits; arrows pan (or nudge a selection that can move, see below); +/- zoom;
// PageUp/PageDown and keypad 2/4/6/8 orbit; keypad 1 or 0 looks straight at the play
// plane again; F or Home frames all; O or keypad 5 toggles orthographic/perspective.
//
// Selection (the viewport reports gestures; a controller such as
// editor/ui/viewport_selection_tool.h turns them into document edits): the left button
// picks in the play plane (viewport_picking.h) and emits clicked(); a left-drag on empty
// space or a tile draws a rubber band and emits rubberBandSelected(); a left-drag that
// starts on a selected object that can move emits moveStarted/moveUpdated/moveFinished
// (Esc: moveCanceled). Arrows (Shift: 8 steps) emit nudgeRequested() while the selection
// holds an object that can move. setSelectedIds() draws the highlight.
#include <QColor>
#include <QHash>
#include <QImage>
#include <QList>
#include <QPointF>
#include <QPointer>
#include <QRectF>
#include <QSet>
#include <QVector3D>
#include <QVector>
#include <QWidget>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

#include "core/math.h"
#include "model/level_object.h"
#include "ui/viewport/camera_controller.h"
#include "ui/viewport/level_overlays.h"
#include "ui/viewport/mesh_geometry.h"
#include "ui/viewport/path_overlays.h"
#include "ui/viewport/tile_layer_batches.h"
#include "ui/viewport/viewport_gesture_handler.h"
#include "ui/viewport/viewport_picking.h"

class QQuickWidget;
class QQuick3DObject;
class QTimer;

namespace sw {
class Project;
class Level;
}  // namespace sw

namespace sw::ui {

class MeshLibrary;
class OverlayGeometry;
class SceneItems;

class LevelViewport : public QWidget {
  Q_OBJECT
 public:
  explicit LevelViewport(QWidget* parent = nullptr);  // objectName "levelViewport"
  ~LevelViewport() override;

  // Rebuilds the scene and frames the level; nullptr clears. The pointers must stay
  // valid until the next call.
  void showLevel(const sw::Project* project, const sw::Level* level);
  // Rebuilds from the same pointers after an edit; the camera stays where it is. When
  // the only changes noted since the last refresh (noteObjectsChanged) were to free
  // objects with a position, only their layers and the highlight are rebuilt.
  void refresh();
  // Fits the whole chain (or the start screen when the level is empty).
  void frameAll();
  void setOrthographic(bool on);
  bool isOrthographic() const;
  // The rendered pixels (QQuickWidget::grabFramebuffer).
  QImage grabImage();
  QColor clearColor() const;

  // For viewport tools and tests.
  const CameraController& camera() const { return camera_; }
  // A world point in this widget's coordinates.
  QPointF projectToWidget(QVector3D world) const;
  // Mesh loads still running (the scene fills in as they finish).
  int pendingMeshLoads() const;
  QQuickWidget* quickWidget() const { return quickWidget_; }

  // Selection display: these objects are highlighted (one overlay geometry for all).
  void setSelectedIds(const QSet<sw::ObjectId>& ids);
  // Centre of the 32x18 screen rectangle in absolute play-plane units (the level
  // scrubber's camera point); nothing puts it back at the start of the level.
  void setScreenCentre(std::optional<sw::Vec2> centre);
  // The scrubbed tick: formations alive then are drawn as ghost ships (path_overlays.h).
  void setPreviewTick(std::optional<std::int64_t> tick);
  // The path being edited and its selected points (handles and white points).
  void setPathEdit(const PathEditDisplay& edit);
  // A tool asked first about left-button gestures and keys (nullptr: none; not owned).
  void setGestureHandler(ViewportGestureHandler* handler) { handler_ = handler; }
  // Vertices of the path (curves, points, ghosts) and spawn (markers, ships) layers, for tests.
  int pathVertexCount() const;
  int spawnVertexCount() const;
  const QSet<sw::ObjectId>& selectedIds() const { return selected_; }
  // Picking, in this widget's coordinates (those of projectToWidget()).
  sw::ObjectId objectAt(QPointF widgetPoint) const;
  QVector<sw::ObjectId> objectsInRect(const QRectF& widgetRect) const;
  std::optional<sw::Vec2> playPlanePoint(QPointF widgetPoint) const;
  // The play-plane point under the mouse pointer while it is over the viewport.
  std::optional<sw::Vec2> cursorPlanePoint() const;
  // A selection drag (pending, moving or rubber band) is under way.
  bool isDraggingSelection() const;
  // Vertices of the highlight layers, for tests.
  int highlightVertexCount() const;

  // Tile art, for tests: one instanced Model per mesh asset (`mesh` its absolute path)
  // and one for all placeholders (`mesh` empty), each with its instance table.
  struct TileBatchView {
    QString mesh;
    QQuick3DObject* model = nullptr;
    TileInstancing* instancing = nullptr;
  };
  std::vector<TileBatchView> tileBatches() const;
  // Play (editor/ui/play): the scene a runtime layer adds its Models to and the shared
  // meshes. In play mode the editing overlays are hidden and the camera is driven by
  // followArea(); leaving play mode puts the camera back exactly as it was.
  SceneItems* sceneItems() const { return items_.get(); }
  MeshLibrary* meshLibrary() const { return library_; }
  void setPlayMode(bool on);
  bool isPlayMode() const { return editCamera_.has_value(); }
  void followArea(const QRectF& area);

  // Tiles whose definition names a texture graph (TileDef::material) are drawn with the
  // CustomMaterial whose QML text `provider` gives for that project-relative graph file
  // (empty text: the mesh's own colours). Tell graphMaterialChanged() when a graph changes.
  using GraphMaterialProvider = std::function<QString(const QString& graphFile)>;
  void setGraphMaterialProvider(GraphMaterialProvider provider);

  // Tile layers of the chain links (tile_layer_batches.h): where tiles find their pixels,
  // and the placed tiles drawn highlighted (the tile tools' selection).
  void setTileArt(TileArtLookup lookup, TileImageSource images);
  void setTileSelection(sw::ObjectId link, int layer, const QSet<int>& tiles);
  TileLayerBatches* tileLayerBatches() const { return tileLayers_.get(); }

  // Loop ranges as last drawn, and the vertices drawing them.
  const std::vector<LoopBand>& loopBands() const { return loopBands_; }
  int loopBandVertexCount() const;

 public slots:
  // What changed, for the next refresh() (which may come later, once per burst).
  void noteObjectsChanged(const QVector<sw::ObjectId>& ids);
  void noteStructureChanged();
  // noteObjectsChanged(ids) and refresh() at once.
  void refreshObjects(const QVector<sw::ObjectId>& ids);
  // The material of this graph file is made again (from the provider) and redrawn.
  void graphMaterialChanged(const QString& graphFile);
  // Placed tiles of this chain link changed: only the tile layers are drawn again.
  void tileLayersChanged(sw::ObjectId link);
  // Tileset image files changed on disk (empty: all): their textures are read again.
  void tileImagesChanged(const QStringList& absolutePaths);

 signals:
  void meshProblem(const QString& file, const QString& message);
  void cameraChanged();

  // Selection gestures. `id` 0: empty space. Modifiers are those of the mouse event.
  void clicked(sw::ObjectId id, Qt::KeyboardModifiers modifiers);
  void rubberBandSelected(const QVector<sw::ObjectId>& ids, Qt::KeyboardModifiers modifiers);
  // A drag of the selection grabbed at `grabbed`; `delta` is the play-plane offset of the
  // mouse from where the drag started (not from the previous update).
  void moveStarted(sw::ObjectId grabbed);
  void moveUpdated(QPointF delta, Qt::KeyboardModifiers modifiers);
  void moveFinished();
  void moveCanceled();
  // Arrow keys while the selection can move: whole steps, Shift: 8.
  void nudgeRequested(int dx, int dy);

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  enum class Drag {
    None,
    Pan,
    Orbit,
    Pending,   // left button down, not moved far enough yet: a click or the start of a drag
    Move,      // dragging the selection
    Band,      // rubber band
    Canceled,  // Esc ended a drag; the rest of the gesture is ignored
    Handler,   // the gesture handler owns this gesture
  };

  void loadScene();
  void scheduleRebuild();
  void rebuild();
  void syncTileBatches(std::map<QString, std::vector<TileInstancing::Instance>> wanted);
  void rebuildLoopBands();
  void updateExtent();
  void rebuildOverlays();
  void rebuildLevelLines();
  void rebuildObjectLayers();
  void rebuildHighlight();
  void refreshObjectLayers();
  void updateGrid(bool force);
  void applyCamera();
  void userMovedCamera();
  bool handleKey(QKeyEvent* event);
  bool isNavigationKey(const QKeyEvent* event) const;
  bool selectionCanMove() const;
  std::vector<PickTarget> currentPickTargets() const;
  QPointF toQuick(QPointF widgetPoint) const;
  bool selectionMousePress(QMouseEvent* mouse);
  bool selectionMouseMove(QMouseEvent* mouse);
  bool selectionMouseRelease(QMouseEvent* mouse);
  void updateMove(QPointF pixel, Qt::KeyboardModifiers modifiers);
  void updateHoverCursor(QPointF pixel);
  void setBand(const QRectF& band, bool visible);
  void cancelSelectionDrag();
  QList<QQuick3DObject*> materialsForAsset(const QString& path);
  QRectF visiblePlaneArea() const;
  QQuick3DObject* graphMaterial(const QString& graphFile);
  void dropGraphMaterial(const QString& graphFile);

  QQuickWidget* quickWidget_ = nullptr;
  std::unique_ptr<SceneItems> items_;
  MeshLibrary* library_ = nullptr;
  QTimer* rebuildTimer_ = nullptr;

  const sw::Project* project_ = nullptr;
  const sw::Level* level_ = nullptr;

  CameraController camera_;
  std::optional<CameraController> editCamera_;  // the editing camera, kept while playing
  std::optional<sw::Vec2> screenCentre_;
  bool autoFrame_ = false;  // frame again when meshes arrive, until the user moves the camera
  Drag drag_ = Drag::None;
  QPointF lastMouse_;

  // Scene content. One instanced Model per mesh asset, kept across rebuilds (an edit
  // rewrites instance tables only); materials are shared per asset.
  struct TileBatch {
    QPointer<QQuick3DObject> model;
    QPointer<TileInstancing> instancing;
  };
  QHash<QString, TileBatch> tileBatches_;  // by absolute mesh path; "" for placeholders
  struct AssetMaterials {
    QList<QColor> colors;
    QList<QQuick3DObject*> materials;
  };
  QHash<QString, AssetMaterials> assetMaterials_;
  QPointer<QQuick3DObject> placeholderMaterial_;
  // Tile batches of a mesh painted by a graph are keyed "mesh path\ngraph file".
  GraphMaterialProvider graphMaterialProvider_;
  QHash<QString, QPointer<QQuick3DObject>> graphMaterials_;  // by graph file; null: cannot be made
  QPointer<OverlayGeometry> gridGeometry_, linesGeometry_, markersGeometry_;
  QPointer<OverlayGeometry> triggerFills_, triggerLines_, highlightGeometry_, highlightFills_;
  QPointer<OverlayGeometry> loopGeometry_;
  QPointer<OverlayGeometry> pathLines_, pathPoints_, spawnLines_, spawnShips_;
  std::optional<std::int64_t> previewTick_;
  PathEditDisplay pathEdit_;
  ViewportGestureHandler* handler_ = nullptr;
  std::vector<LoopBand> loopBands_;
  std::unique_ptr<TileLayerBatches> tileLayers_;
  QRectF chainExtent_;  // what the chain shows: start screen, camera path, collision, art
  sw::Box3 meshBounds_;
  QRectF extent_;  // play-plane extent of the level: the chain's plus the free objects'
  QRectF gridArea_;
  double gridStep_ = 0;
  double overlayUnitsPerPixel_ = 0;  // zoom the overlay sizes were built for
  QVector3D sceneMin_{-16, -9, -1}, sceneMax_{16, 9, 1};
  struct Placeholder {
    sw::Box3 box;
    sw::Vec2 origin;
  };
  std::vector<Placeholder> placeholders_;
  std::vector<TileArea> tileAreas_;  // what each chain link is picked and highlighted by
  std::vector<QRectF> tileRects_;    // the same per chain link index (null: not placed)
  bool objectsNoted_ = false;        // positioned free objects changed since the last refresh
  bool allNoted_ = false;            // something else changed: the next refresh rebuilds all

  // Selection.
  QSet<sw::ObjectId> selected_;
  QPointF pressPos_;  // quick widget pixels
  std::optional<sw::Vec2> pressPlane_;
  sw::ObjectId pressHit_ = 0;
  bool pressHitMovable_ = false;
  bool clickSent_ = false;  // the press already selected what it hit
  QPointF lastMovePos_;
};

}  // namespace sw::ui
