#pragma once
// The editor's level viewport: a LevelView (runtime/view/level_view.h: the level's art,
// tile layers and grid) with what editing adds on top. Overlays on the play plane (start
// screen, camera path, collision, loop ranges, markers, triggers, paths and spawns,
// platformer geometry, character starts and puzzle pieces (platform_overlays.h), a
// selected ledge's jump arc (jump_arc_overlay.h), the selection highlight), picking of level objects (viewport_picking.h), the selection
// gestures (selection_gestures.h) and camera navigation (viewport_navigation.h).
//
// Arrows nudge a selection that can move (Shift: 8 steps; nudgeRequested()), else they
// pan. setSelectedIds() draws the highlight. A tool may take left-button gestures and keys
// first (setGestureHandler).
#include <QHash>
#include <QImage>
#include <QList>
#include <QPointF>
#include <QPointer>
#include <QRectF>
#include <QSet>
#include <QVector3D>
#include <QVector>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

class QTimer;

#include "core/math.h"
#include "model/level/level_object.h"
#include "ui/viewport/path_overlays.h"
#include "ui/viewport/viewport_gesture_handler.h"
#include "ui/viewport/viewport_navigation.h"
#include "ui/viewport/viewport_picking.h"
#include "view/camera_controller.h"
#include "view/creature_sprites.h"
#include "view/level_overlays.h"
#include "view/level_view.h"
#include "view/overlay_detail.h"
#include "view/mesh_geometry.h"
#include "view/tile_layer_batches.h"

namespace sw::ui {

class MeshLibrary;
class OverlayGeometry;
class SceneItems;
class SelectionGestures;
class SideThread;

class LevelViewport : public LevelView {
  Q_OBJECT
 public:
  explicit LevelViewport(QWidget* parent = nullptr);  // objectName "levelViewport"
  ~LevelViewport() override;

  // Rebuilds from the same pointers after an edit; the camera stays where it is. When
  // the only changes noted since the last refresh (noteObjectsChanged) were to free
  // objects with a position, only their layers and the highlight are rebuilt.
  void refresh() override;

  // Selection display: these objects are highlighted (one overlay geometry for all).
  void setSelectedIds(const QSet<sw::ObjectId>& ids);
  const QSet<sw::ObjectId>& selectedIds() const { return selected_; }
  // Centre of the 32x18 screen rectangle in absolute play-plane units (the level
  // scrubber's camera point); nothing puts it back at the start of the level.
  void setScreenCentre(std::optional<sw::Vec2> centre);
  // The scrubbed tick: formations alive then are drawn as ghost ships (path_overlays.h).
  void setPreviewTick(std::optional<std::int64_t> tick);
  // The path being edited and its selected points (handles and white points).
  void setPathEdit(const PathEditDisplay& edit);
  // A tool asked first about left-button gestures and keys (nullptr: none; not owned).
  void setGestureHandler(ViewportGestureHandler* handler) { handler_ = handler; }
  ViewportGestureHandler* gestureHandler() const { return handler_; }

  // Picking, in this widget's coordinates (those of projectToWidget()).
  sw::ObjectId objectAt(QPointF widgetPoint) const;
  QVector<sw::ObjectId> objectsInRect(const QRectF& widgetRect) const;
  std::optional<sw::Vec2> playPlanePoint(QPointF widgetPoint) const;
  // The play-plane point under the mouse pointer while it is over the viewport.
  std::optional<sw::Vec2> cursorPlanePoint() const;
  // What can be picked now: the level's free objects, then its tiles. Kept from one
  // change of the level to the next (a selection, a click or a drag reuses it).
  const std::vector<PickTarget>& currentPickTargets() const;
  // The object exists and the viewport can drag it (isMovable).
  bool canMove(sw::ObjectId id) const;
  // A selection drag (pending, moving or rubber band) is under way.
  bool isDraggingSelection() const;

  // Vertices of the marker, path (curves, points, ghosts), spawn (rings, ships) and
  // highlight layers, for tests.
  int markerVertexCount() const;
  int pathVertexCount() const;
  int spawnVertexCount() const;
  // Vertices of the jump arc drawn from a selected ledge (jump_arc_overlay.h).
  int jumpArcVertexCount() const;
  // (A highlight still to be drawn is drawn first: setSelectedIds() leaves it to the next
  // turn of the event loop.)
  int highlightVertexCount();
  // What each object layer last handed the renderer (markers, trigger fills and lines,
  // path lines and points, spawn lines and ships, platform fills and lines), for tests: a layer left as it was
  // keeps the very same bytes.
  std::vector<QByteArray> objectLayerVertices() const;
  // Loop ranges as last drawn, and the vertices drawing them.
  const std::vector<LoopBand>& loopBands() const { return loopBands_; }
  int loopBandVertexCount() const;

 public slots:
  // What changed, for the next refresh() (which may come later, once per burst).
  // `positionsOnly`: the change is known to have moved them and nothing else.
  void noteObjectsChanged(const QVector<sw::ObjectId>& ids, bool positionsOnly = false);
  // Objects were added, removed or reordered: only the object layers are rebuilt unless
  // noteStructureChanged() came too (the document's chainChanged: the chain or its loops
  // changed, so the art is built again).
  void noteObjectsAddedOrRemoved();
  void noteStructureChanged();
  // noteObjectsChanged(ids) and refresh() at once.
  void refreshObjects(const QVector<sw::ObjectId>& ids);

 signals:
  // Selection gestures (selection_gestures.h). `id` 0: empty space. Modifiers are those
  // of the mouse event.
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

 public:
  // Tileset images or tilesets changed: creatures drawn from sprite frames read them again.
  void creatureArtChanged();
  // Character starts and monsters drawn from their sprite frames (creature_sprites.h), for tests.
  const CreatureSprites* creatureSprites() const { return creatureSprites_.get(); }

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;
  void aboutToRebuild() override;
  void artRebuilt() override;
  void cameraApplied() override;
  QRectF extraExtent() const override;
  void playModeChanging(bool on) override;

 private:
  static constexpr double kMarkerPixels = 6.0;  // the radius of an object's marker on screen
  void rebuildOverlays();
  // Whether the camera moved from what the overlays were built for (zoom, area).
  bool overlaysOutOfDate() const;
  void rebuildLevelLines();
  void rebuildLoopBands();
  // The object layers, each drawing some kinds of objects; an edit rebuilds the layers
  // that draw (or depend on) what it changed.
  enum ObjectLayer : unsigned {
    MarkerLayer = 1u << 0,
    TriggerLayer = 1u << 1,
    PathLayer = 1u << 2,   // curves, points, ghost timing marks (the paths' first spawns' speed)
    SpawnLayer = 1u << 3,  // rings and ghost ships (where their paths run)
    PlatformLayer = 1u << 4,  // platformer geometry (with where its paths take it), character
                              // starts and puzzle pieces (with their expressions' links)
    AllObjectLayers = MarkerLayer | TriggerLayer | PathLayer | SpawnLayer | PlatformLayer,
  };
  // The layers a change of `object` can alter (`moved`: only its position changed).
  unsigned layersDrawing(const sw::LevelObject& object, bool moved) const;
  void rebuildObjectLayers(unsigned layers = AllObjectLayers);
  void rebuildHighlight();
  // The jump arc of the selected ledge, made again only when the selection, the level or
  // the project changed since the last.
  void rebuildJumpArc();
  void refreshObjectLayers(unsigned layers);
  // The layers movedSpawns_ can alter (in a LevelLookup scope: their paths by name).
  unsigned movedSpawnLayers() const;
  // What the object layers and the highlight draw (overlay_detail.h): the area of the
  // last rebuildOverlays(), at the current zoom.
  OverlayDetail overlayDetail() const;
  void forgetPickTargets() const;
  // The free objects' pick targets are made on the side thread from here, while this one
  // builds the layers; currentPickTargets() waits for them. Only where the level cannot
  // change before they are taken: a refresh or rebuild, which always takes them (the
  // extent is made from them).
  void startPickTargets() const;
  bool handleKey(QKeyEvent* event);
  bool selectionCanMove() const;
  QPointF toQuick(QPointF widgetPoint) const;

  SelectionGestures* gestures_ = nullptr;
  ViewportNavigation navigation_;
  ViewportGestureHandler* handler_ = nullptr;

  std::optional<sw::Vec2> screenCentre_;
  std::optional<std::int64_t> previewTick_;
  PathEditDisplay pathEdit_;
  std::vector<LoopBand> loopBands_;
  QSet<sw::ObjectId> selected_;
  // The highlight of a new selection is drawn in the next turn of the event loop, with the
  // refresh a command schedules (so its changes show in one frame, not two).
  QTimer* highlightTimer_ = nullptr;
  QPointer<OverlayGeometry> linesGeometry_, markersGeometry_, loopGeometry_;
  QPointer<OverlayGeometry> triggerFills_, triggerLines_, highlightGeometry_, highlightFills_;
  QPointer<OverlayGeometry> pathLines_, pathPoints_, spawnLines_, spawnShips_;
  QPointer<OverlayGeometry> platformFills_, platformLines_, jumpArcLines_;
  std::unique_ptr<CreatureSprites> creatureSprites_;  // drawn with the platform layer
  bool jumpArcStale_ = true;             // a refresh or rebuild came since the arc was made
  bool lightReachDrawn_ = false;         // the arc's lines hold selected lights' reach
  sw::ObjectId jumpArcOf_ = 0;           // the ledge it was made for (0: none)
  const sw::Level* jumpArcLevel_ = nullptr;
  double overlayUnitsPerPixel_ = 0;  // zoom the overlay sizes were built for
  QRectF overlayArea_;  // play-plane area the overlays were built for (null: everywhere)
  // The project and level the object layers were last built from whole.
  std::pair<const sw::Project*, const sw::Level*> objectLayersOf_{nullptr, nullptr};
  mutable std::vector<PickTarget> pickTargets_;
  mutable bool pickTargetsValid_ = false;
  // Side work pays where the side thread has this level's curves already: a rebuild or
  // refresh of a level built before, not one first shown nor meshes arriving.
  bool sideThreadWarm() const;
  std::unique_ptr<SideThread> side_;
  mutable bool pickJob_ = false;                 // the side thread was given the pick targets
  mutable std::vector<PickTarget> sideTargets_;  // written by the side thread's job
  bool objectsNoted_ = false;        // positioned free objects changed since the last refresh
  unsigned notedLayers_ = 0;         // ObjectLayer bits those changes need rebuilt
  bool allNoted_ = false;            // something else changed: the next refresh rebuilds all
  // Spawns moved since the last refresh, weighed by it (layersDrawing) in the name tables
  // it makes anyway: a note making its own for them cost a move of the big level 4 ms.
  QVector<sw::ObjectId> movedSpawns_;
};

}  // namespace sw::ui
