#include "view/scene_host.h"

#include <QQmlError>
#include <QQuickItem>
#include <QQuickWidget>
#include <QVBoxLayout>
#include <QtQuick3D/QQuick3DObject>

#include "view/camera_controller.h"
#include "view/mesh_library.h"
#include "view/mesh_materials.h"
#include "view/scene_antialiasing.h"
#include "view/scene_items.h"
#include "view/viewport_qml_types.h"
#include "view/viewport_style.h"

namespace sw::ui {

SceneHost::SceneHost(const QString& quickName, QWidget* parent) : QWidget(parent) {
  registerViewportQmlTypes();

  quickWidget_ = new QQuickWidget(this);
  quickWidget_->setObjectName(quickName);
  quickWidget_->setResizeMode(QQuickWidget::SizeRootObjectToView);
  quickWidget_->setClearColor(viewportStyle().background);
  quickWidget_->setFocusPolicy(Qt::StrongFocus);
  quickWidget_->setMouseTracking(true);  // hover: tools show what a press would do
  quickWidget_->setMinimumSize(64, 48);
  setFocusPolicy(Qt::StrongFocus);
  setFocusProxy(quickWidget_);

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(quickWidget_);

  library_ = new MeshLibrary(this);
  connect(library_, &MeshLibrary::meshProblem, this, &SceneHost::meshProblem);
  loadScene();
}

SceneHost::~SceneHost() {
  // Geometries and materials live in the QML scene; drop them before the scene goes.
  materials_.reset();
  library_->clear();
  delete quickWidget_;
  quickWidget_ = nullptr;
}

void SceneHost::loadScene() {
  quickWidget_->setSource(QUrl(QStringLiteral("qrc:/qml/LevelScene.qml")));
  if (quickWidget_->status() != QQuickWidget::Ready) {
    for (const QQmlError& error : quickWidget_->errors())
      qWarning("%s: %s", qPrintable(quickWidget_->objectName()), qPrintable(error.toString()));
    return;
  }
  items_ = std::make_unique<SceneItems>(quickWidget_->rootObject());
  if (!items_->isValid()) {
    qWarning("%s: LevelScene.qml lacks the expected roots or components",
             qPrintable(quickWidget_->objectName()));
    items_.reset();
    return;
  }
  library_->setSceneParent(items_->sceneRoot());
  materials_ = std::make_unique<MeshMaterials>(items_.get(), library_);
  QQuickItem* root = quickWidget_->rootObject();
  root->setProperty("selectionBandBorder", viewportStyle().rubberBandBorder);
  root->setProperty("selectionBandFill", viewportStyle().rubberBandFill);
  root->setProperty("antialiasing", sceneAntialiasingName());
}

int SceneHost::pendingMeshLoads() const { return library_->pendingCount(); }

QImage SceneHost::grabImage() { return quickWidget_->grabFramebuffer(); }

QColor SceneHost::clearColor() const { return viewportStyle().background; }

void SceneHost::pushCamera(const CameraController& camera) {
  QQuickItem* root = quickWidget_ ? quickWidget_->rootObject() : nullptr;
  if (!root) return;
  root->setProperty("orthographic", camera.isOrthographic());
  root->setProperty("cameraPosition", QVariant::fromValue(camera.position()));
  root->setProperty("cameraRotation", QVariant::fromValue(camera.rotation()));
  root->setProperty("magnification", camera.magnification());
  root->setProperty("fieldOfView", camera.fieldOfView());
  root->setProperty("clipNear", camera.clipNear());
  root->setProperty("clipFar", camera.clipFar());
}

void SceneHost::setBand(const QRectF& band, bool visible) {
  QQuickItem* root = quickWidget_ ? quickWidget_->rootObject() : nullptr;
  if (!root) return;
  root->setProperty("selectionBand", band.normalized());
  root->setProperty("selectionBandVisible", visible);
}

}  // namespace sw::ui
