#pragma once
// A level as Qt Quick 3D art: a SceneHost showing the tile chain (LevelArt), the tile
// layers of its links (TileLayerBatches) and the play-plane grid, with a camera framed on
// the level. The player shows a run in one (runtime/view/play/play_view.h); the editor's
// LevelViewport (editor/ui/viewport) builds on it with overlays, picking and editing
// gestures, through the hooks below.
//
// Play mode: the overlay view is hidden and a run drives the camera (followArea());
// leaving play mode puts the camera back exactly as it was.
#include <QElapsedTimer>
#include <QRectF>
#include <QStringList>
#include <QVector3D>
#include <memory>
#include <optional>
#include <vector>

#include "core/math.h"
#include "model/level/level_object.h"
#include "view/camera_controller.h"
#include "view/level_art.h"
#include "view/light_layer.h"
#include "view/scene_host.h"
#include "view/tile_layer_batches.h"

class QTimer;

namespace sw {
class Project;
class Level;
}  // namespace sw

namespace sw::ui {

class OverlayGeometry;

class LevelView : public SceneHost {
  Q_OBJECT
 public:
  // `name` is this widget's objectName; its quick widget is named `name` + "Quick".
  explicit LevelView(QWidget* parent = nullptr, const QString& name = QStringLiteral("levelView"));
  ~LevelView() override;

  // Rebuilds the scene and frames the level; nullptr clears. The pointers must stay
  // valid until the next call.
  void showLevel(const sw::Project* project, const sw::Level* level);
  // What showLevel was last given.
  const sw::Project* project() const { return project_; }
  const sw::Level* level() const { return level_; }
  // Rebuilds from the same pointers after an edit; the camera stays where it is.
  virtual void refresh();
  // Fits the whole level (or the start screen when it is empty).
  void frameAll();
  // Draws the level's lights again (a light was added, moved or edited). Hidden while playing.
  void refreshLights();
  int lightCount() const { return lights_ ? lights_->count() : 0; }  // lights drawn while editing
  void setOrthographic(bool on);
  bool isOrthographic() const;

  const CameraController& camera() const { return camera_; }
  // A world point in this widget's coordinates.
  QPointF projectToWidget(QVector3D world) const;

  void setPlayMode(bool on);
  bool isPlayMode() const { return savedCamera_.has_value(); }
  // Frames this play-plane area (the run's screen) while playing.
  void followArea(const QRectF& area);

  // Tile art, for tests: one instanced Model per mesh asset (`mesh` its absolute path)
  // and one for all placeholders (`mesh` empty), each with its instance table.
  using TileBatchView = LevelArt::BatchView;
  std::vector<TileBatchView> tileBatches() const;
  // Tiles under this many pixels are drawn by their far look (level_art.h; 0: none).
  // Tests compare the two pictures.
  void setFarPixels(double pixels);

  // Tiles whose definition names a texture graph (TileDef::material) are drawn with the
  // CustomMaterial whose QML text `provider` gives for that project-relative graph file
  // (empty text: the mesh's own colours). Tell graphMaterialChanged() when a graph changes.
  using GraphMaterialProvider = LevelArt::GraphMaterialProvider;
  void setGraphMaterialProvider(GraphMaterialProvider provider);
  // A texture graph's material for a project-relative graph file (level_art.h), for Play's meshes.
  QQuick3DObject* graphMaterial(const QString& graphFile) {
    return levelArt_ ? levelArt_->graphMaterial(graphFile) : nullptr;
  }

  // Tile layers of the chain links (tile_layer_batches.h): where tiles find their pixels,
  // and the placed tiles drawn highlighted (the tile tools' selection).
  void setTileArt(TileArtLookup lookup, TileImageSource images);
  void setTileSelection(sw::ObjectId link, int layer, const QSet<int>& tiles);
  TileLayerBatches* tileLayerBatches() const { return tileLayers_.get(); }
  // The clock of animated tiles: a run's time in ms (Play: tileAnimationMs of its tick, so a
  // replay looks the same every time), or nullopt for the wall clock. On the wall clock the
  // view wakes only when a frame of an animated tile in view changes: nothing animating in
  // view (or only tiles a few pixels small, zoomed far out), no redraws.
  void setTileAnimationTime(std::optional<std::int64_t> runMs);
  // Whether the wall clock is waiting for the next frame (tests: no timer without animation).
  bool tileAnimationScheduled() const;

 public slots:
  // The material of this graph file is made again (from the provider) and redrawn.
  void graphMaterialChanged(const QString& graphFile);
  // Placed tiles of this chain link changed: only the tile layers are drawn again.
  void tileLayersChanged(sw::ObjectId link);
  // Tileset image files changed on disk (empty: all): their textures are read again.
  void tileImagesChanged(const QStringList& absolutePaths);

 signals:
  void cameraChanged();

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

  // Hooks for views that draw more over the level. Before and after every rebuild of the
  // art, and when the camera moved (overlay sizes in pixels follow the zoom):
  virtual void aboutToRebuild() {}
  // rebuildingArtOnly() tells whether only the tiles' art changed (a mesh loaded or
  // failed, a graph material made), not the level or the project.
  virtual void artRebuilt() {}
  virtual void cameraApplied() {}
  // Play-plane area of what the view draws besides the chain (free objects), for framing.
  virtual QRectF extraExtent() const { return {}; }
  // Before play mode starts or ends (a drag under way is ended).
  virtual void playModeChanging(bool /*on*/) {}

  // A rebuild in the next turn for a change of the tiles' art only (many loads finishing
  // together cost one).
  void scheduleRebuild();
  bool rebuildPending() const;
  void rebuild();
  bool rebuildingArtOnly() const { return artOnly_; }
  // The extent again (chain plus extraExtent()); the grid area and the camera's scene
  // bounds follow. True when the scene bounds changed (apply the camera: clip planes).
  bool updateExtent();
  void updateGrid(bool force);
  void applyCamera();
  // The user moved the camera: meshes arriving later no longer reframe.
  void userMovedCamera();

  const LevelArtLayout& artLayout() const { return art_; }
  QRectF gridArea() const { return gridArea_; }
  QRectF chainExtent() const { return chainExtent_; }

  // The view's corners on the play plane; null when a corner sees above the horizon.
  QRectF visiblePlaneArea() const;

  CameraController camera_;

 private:
  void rebuildArt();
  // Shows the animated tiles' frames for the clock's time and waits for the next change.
  void animateTiles();

  QTimer* rebuildTimer_ = nullptr;
  QTimer* animationTimer_ = nullptr;
  QElapsedTimer animationClock_;
  std::optional<std::int64_t> runAnimationMs_;
  bool artOnly_ = false;
  const sw::Project* project_ = nullptr;
  const sw::Level* level_ = nullptr;
  std::unique_ptr<LevelArt> levelArt_;
  std::unique_ptr<TileLayerBatches> tileLayers_;
  std::unique_ptr<LightLayer> lights_;  // the level's Light objects, while editing (Play draws its own)
  QPointer<OverlayGeometry> gridGeometry_;
  LevelArtLayout art_;
  std::optional<CameraController> savedCamera_;  // the camera before play mode
  bool autoFrame_ = false;  // frame again when meshes arrive, until the user moves the camera
  QRectF chainExtent_;      // what the chain shows: start screen, camera path, collision, art
  QRectF extent_;           // the chain's plus extraExtent()
  QRectF gridArea_;
  double gridStep_ = 0;
  QVector3D sceneMin_{-16, -9, -1}, sceneMax_{16, 9, 1};
};

}  // namespace sw::ui
