#pragma once
// The level viewport: a Qt Quick 3D view (QQuickWidget + LevelScene.qml) showing a
// level's tile chain as 3D art with play-plane overlays (grid, start screen, camera path,
// collision, markers), and the camera navigation a level designer expects.
//
// Navigation: wheel zooms toward the cursor; middle-, right- or Shift+left-drag pans;
// Alt+left-drag orbits; arrows pan; +/- zoom; PageUp/PageDown and keypad 2/4/6/8 orbit;
// keypad 1 or 0 looks straight at the play plane again; F or Home frames all; O or
// keypad 5 toggles orthographic/perspective. Plain left clicks are left for tools.
#include <QColor>
#include <QHash>
#include <QImage>
#include <QList>
#include <QPointF>
#include <QPointer>
#include <QRectF>
#include <QVector3D>
#include <QWidget>
#include <memory>
#include <vector>

#include "core/math.h"
#include "ui/viewport/camera_controller.h"

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
  // Rebuilds from the same pointers after an edit; the camera stays where it is.
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

 signals:
  void meshProblem(const QString& file, const QString& message);
  void cameraChanged();

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  enum class Drag { None, Pan, Orbit };

  void loadScene();
  void scheduleRebuild();
  void rebuild();
  void clearTileModels(std::size_t keep);
  void rebuildOverlays();
  void updateGrid(bool force);
  void applyCamera();
  void userMovedCamera();
  bool handleKey(QKeyEvent* event);
  bool isNavigationKey(const QKeyEvent* event) const;
  QList<QQuick3DObject*> materialsForAsset(const QString& path);

  QQuickWidget* quickWidget_ = nullptr;
  std::unique_ptr<SceneItems> items_;
  MeshLibrary* library_ = nullptr;
  QTimer* rebuildTimer_ = nullptr;

  const sw::Project* project_ = nullptr;
  const sw::Level* level_ = nullptr;

  CameraController camera_;
  bool autoFrame_ = false;  // frame again when meshes arrive, until the user moves the camera
  Drag drag_ = Drag::None;
  QPointF lastMouse_;

  // Scene content. Tile models are reused across rebuilds; materials are shared per asset.
  std::vector<QPointer<QQuick3DObject>> tileModels_;
  struct AssetMaterials {
    QList<QColor> colors;
    QList<QQuick3DObject*> materials;
  };
  QHash<QString, AssetMaterials> assetMaterials_;
  QPointer<QQuick3DObject> placeholderMaterial_;
  QPointer<OverlayGeometry> gridGeometry_, linesGeometry_, markersGeometry_;
  QRectF extent_;  // play-plane extent of the level
  QRectF gridArea_;
  double gridStep_ = 0;
  double overlayUnitsPerPixel_ = 0;  // zoom the overlay sizes were built for
  QVector3D sceneMin_{-16, -9, -1}, sceneMax_{16, 9, 1};
  struct Placeholder {
    sw::Box3 box;
    sw::Vec2 origin;
  };
  std::vector<Placeholder> placeholders_;
};

}  // namespace sw::ui
