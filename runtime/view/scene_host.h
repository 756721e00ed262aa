#pragma once
// Hosts the Qt Quick 3D scene (LevelScene.qml) in a QQuickView shown inside the widget
// tree through QWidget::createWindowContainer: loads the scene, owns the SceneItems
// factory that makes its Models and materials and the MeshLibrary whose geometries they
// draw, and sends a camera's pose to the scene. The level views, the tile editor and the
// player all show their 3D through one of these; it knows nothing of levels, editing or
// input (whoever hosts it filters the view's events).
//
// Why a window and not a QQuickWidget: a QQuickWidget renders into a texture of its own
// that the top-level window then composes with every other widget through OpenGL on each
// frame, on the UI thread. On a software rasteriser (llvmpipe: virtual machines, remote
// desktops, CI) those extra full-size passes cost most of a frame (#19: 48 against 21 ms
// for the same scene at 1600 x 900). The view draws straight into its own native window,
// on Qt Quick's render thread, so a frame no longer holds the UI thread either.
//
// Input: real mouse, wheel and key events reach the view (a QWindow); events sent to the
// surface widget (tests, synthetic input) are passed on to the view, so consumers filter
// the view's events only.
#include <QColor>
#include <QImage>
#include <QQuaternion>
#include <QRectF>
#include <QString>
#include <QVector3D>
#include <QWidget>
#include <memory>

class QQuickView;

namespace sw::ui {

class CameraController;
class FirstFrameHold;
class MeshLibrary;
class RepeatFrameFilter;
class MeshMaterials;
class SceneItems;

class SceneHost : public QWidget {
  Q_OBJECT
 public:
  // `surfaceName` is the surface widget's objectName (tests find it by name).
  explicit SceneHost(const QString& surfaceName, QWidget* parent = nullptr);
  ~SceneHost() override;

  // The widget holding the view's window in the layout: focus, size and mapping go here.
  QWidget* viewWidget() const { return surface_; }
  // The Qt Quick window: its events (install filters here), root object, cursor, frames.
  QQuickView* quickView() const { return view_; }
  // nullptr when LevelScene.qml did not load (the reason went to the log).
  SceneItems* sceneItems() const { return items_.get(); }
  MeshLibrary* meshLibrary() const { return library_; }
  // The materials of the library's meshes in this scene, shared by everything drawn in
  // it; nullptr when the scene did not load.
  MeshMaterials* meshMaterials() const { return materials_.get(); }
  // Mesh loads still running (the scene fills in as they finish).
  int pendingMeshLoads() const;
  // The rendered pixels (QQuickWindow::grabWindow), the scene in them.
  QImage grabImage();
  // False until the window's first frame is on screen: that frame draws the window's
  // colour alone (first_frame_hold.h).
  bool isSceneShown() const;
  QColor clearColor() const;

  // The scene's cameras take this camera's pose, projection and clip planes.
  void pushCamera(const CameraController& camera);
  // Drops the view's repeated frames while the camera stands still (repeat_frame_filter.h).
  RepeatFrameFilter* repeatFrames() const { return repeatFrames_; }
  // The rubber band drawn over the scene, in surface pixels.
  void setBand(const QRectF& band, bool visible);

 signals:
  void meshProblem(const QString& file, const QString& message);
  // The scene joined the picture, after the window's first frame.
  void sceneShown();

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void loadScene();
  // Whether `camera` shows another picture than the pose pushed last (and remembers it).
  bool pictureMoves(const CameraController& camera);

  QQuickView* view_ = nullptr;
  QWidget* surface_ = nullptr;
  std::unique_ptr<SceneItems> items_;
  std::unique_ptr<MeshMaterials> materials_;
  MeshLibrary* library_ = nullptr;
  RepeatFrameFilter* repeatFrames_ = nullptr;  // a child of the view
  // The camera pose pushed last (pictureMoves).
  bool shownOnce_ = false, shownOrthographic_ = false;
  QVector3D shownPosition_;
  QQuaternion shownRotation_;
  double shownMagnification_ = 0, shownFieldOfView_ = 0;
  bool forwardingShortcut_ = false;
  FirstFrameHold* firstFrame_ = nullptr;  // a child
};

}  // namespace sw::ui
