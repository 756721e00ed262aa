#pragma once
// Hosts the Qt Quick 3D scene (LevelScene.qml) in a QQuickWidget: loads the scene, owns
// the SceneItems factory that makes its Models and materials and the MeshLibrary whose
// geometries they draw, and sends a camera's pose to the scene. The level views, the tile
// editor and the player all show their 3D through one of these; it knows nothing of
// levels, editing or input (whoever hosts it filters the quick widget's events).
#include <QColor>
#include <QImage>
#include <QRectF>
#include <QString>
#include <QWidget>
#include <memory>

class QQuickWidget;

namespace sw::ui {

class CameraController;
class MeshLibrary;
class MeshMaterials;
class SceneItems;

class SceneHost : public QWidget {
  Q_OBJECT
 public:
  // `quickName` is the QQuickWidget's objectName (tests find it by name).
  explicit SceneHost(const QString& quickName, QWidget* parent = nullptr);
  ~SceneHost() override;

  QQuickWidget* quickWidget() const { return quickWidget_; }
  // nullptr when LevelScene.qml did not load (the reason went to the log).
  SceneItems* sceneItems() const { return items_.get(); }
  MeshLibrary* meshLibrary() const { return library_; }
  // The materials of the library's meshes in this scene, shared by everything drawn in
  // it; nullptr when the scene did not load.
  MeshMaterials* meshMaterials() const { return materials_.get(); }
  // Mesh loads still running (the scene fills in as they finish).
  int pendingMeshLoads() const;
  // The rendered pixels (QQuickWidget::grabFramebuffer).
  QImage grabImage();
  QColor clearColor() const;

  // The scene's cameras take this camera's pose, projection and clip planes.
  void pushCamera(const CameraController& camera);
  // The rubber band drawn over the scene, in quick widget pixels.
  void setBand(const QRectF& band, bool visible);

 signals:
  void meshProblem(const QString& file, const QString& message);

 private:
  void loadScene();

  QQuickWidget* quickWidget_ = nullptr;
  std::unique_ptr<SceneItems> items_;
  std::unique_ptr<MeshMaterials> materials_;
  MeshLibrary* library_ = nullptr;
};

}  // namespace sw::ui
