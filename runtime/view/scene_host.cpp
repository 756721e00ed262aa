#include "view/scene_host.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QQmlError>
#include <QQuickGraphicsConfiguration>
#include <QQuickItem>
#include <QQuickView>
#include <QSurfaceFormat>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <QtQuick3D/QQuick3DObject>
#include <algorithm>

#include "view/camera_controller.h"
#include "view/first_frame_hold.h"
#include "view/mesh_library.h"
#include "view/mesh_materials.h"
#include "view/repeat_frame_filter.h"
#include "view/scene_antialiasing.h"
#include "view/scene_items.h"
#include "view/viewport_qml_types.h"
#include "view/viewport_style.h"

namespace sw::ui {
namespace {

// Events a test or another widget sends to the surface that belong to the view.
bool isViewInput(QEvent::Type type) {
  switch (type) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonRelease:
    case QEvent::MouseButtonDblClick:
    case QEvent::MouseMove:
    case QEvent::Wheel:
    case QEvent::KeyPress:
    case QEvent::KeyRelease:
    case QEvent::ShortcutOverride:
    case QEvent::Enter:
    case QEvent::Leave:
      return true;
    default:
      return false;
  }
}

}  // namespace

SceneHost::SceneHost(const QString& surfaceName, QWidget* parent) : QWidget(parent) {
  registerViewportQmlTypes();

  view_ = new QQuickView();
  view_->setObjectName(surfaceName + QStringLiteral("Window"));
  view_->setResizeMode(QQuickView::SizeRootObjectToView);
  // The 3D view draws as an underlay (no texture of its own), over the window's colour.
  view_->setColor(viewportStyle().background);
  // 2D items over the scene (the rubber band, Play's HUD) draw in order without depth
  // testing: the underlay's depth buffer would otherwise let nearer art hide them.
  QQuickGraphicsConfiguration graphics = view_->graphicsConfiguration();
  graphics.setDepthBufferFor2D(false);
  view_->setGraphicsConfiguration(graphics);
  repeatFrames_ = new RepeatFrameFilter(view_);
  if (sceneAntialiasing() == SceneAntialiasing::Msaa) {
    // An underlay View3D is antialiased by the window's own samples.
    QSurfaceFormat format = view_->format();
    format.setSamples(4);
    view_->setFormat(format);
  }

  surface_ = QWidget::createWindowContainer(view_, this);  // takes ownership of the view
  surface_->setObjectName(surfaceName);
  surface_->setFocusPolicy(Qt::StrongFocus);
  surface_->setMouseTracking(true);  // hover: tools show what a press would do
  surface_->setMinimumSize(64, 48);
  surface_->installEventFilter(this);
  // A key's shortcut check goes to the view's focus object (its root item), not to the
  // view: send it on, so whoever filters the view can claim navigation keys first.
  view_->contentItem()->installEventFilter(this);
  setFocusPolicy(Qt::StrongFocus);
  setFocusProxy(surface_);

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(surface_);

  library_ = new MeshLibrary(this);
  connect(library_, &MeshLibrary::meshProblem, this, &SceneHost::meshProblem);
  loadScene();
}

SceneHost::~SceneHost() {
  // Geometries and materials live in the QML scene; drop them before the scene goes.
  materials_.reset();
  library_->clear();
  // Forget the view first: events sent while it goes must not reach eventFilter's use of it.
  QWidget* surface = surface_;
  view_ = nullptr;
  surface_ = nullptr;
  delete surface;  // and the view with it
}

bool SceneHost::eventFilter(QObject* watched, QEvent* event) {
  // Synthetic input sent to the surface widget goes on to the view, where the hosts
  // filter it (real input reaches the view's native window directly).
  if (view_ && watched == surface_ && isViewInput(event->type())) {
    QCoreApplication::sendEvent(view_, event);
    return true;
  }
  if (view_ && watched == view_->contentItem() && event->type() == QEvent::ShortcutOverride &&
      !forwardingShortcut_) {
    // The view hands the check on to its root item again: forward it only once.
    forwardingShortcut_ = true;
    QCoreApplication::sendEvent(view_, event);
    forwardingShortcut_ = false;
    return event->isAccepted();
  }
  return QWidget::eventFilter(watched, event);
}

void SceneHost::loadScene() {
  view_->setSource(QUrl(QStringLiteral("qrc:/qml/LevelScene.qml")));
  if (view_->status() != QQuickView::Ready) {
    for (const QQmlError& error : view_->errors())
      qWarning("%s: %s", qPrintable(surface_->objectName()), qPrintable(error.toString()));
    return;
  }
  items_ = std::make_unique<SceneItems>(view_->rootObject());
  if (!items_->isValid()) {
    qWarning("%s: LevelScene.qml lacks the expected roots or components",
             qPrintable(surface_->objectName()));
    items_.reset();
    return;
  }
  library_->setSceneParent(items_->sceneRoot());
  materials_ = std::make_unique<MeshMaterials>(items_.get(), library_);
  QQuickItem* root = view_->rootObject();
  root->setProperty("selectionBandBorder", viewportStyle().rubberBandBorder);
  root->setProperty("selectionBandFill", viewportStyle().rubberBandFill);
  root->setProperty("antialiasing", sceneAntialiasingName());
  // The window's first frame draws its colour alone (first_frame_hold.h).
  firstFrame_ = new FirstFrameHold(view_, root->findChild<QQuickItem*>(QStringLiteral("sceneView")), this);
  connect(firstFrame_, &FirstFrameHold::released, this, &SceneHost::sceneShown);
}

bool SceneHost::isSceneShown() const { return !firstFrame_ || firstFrame_->isReleased(); }

int SceneHost::pendingMeshLoads() const { return library_->pendingCount(); }

QImage SceneHost::grabImage() {
  if (!view_) return {};
  if (firstFrame_) firstFrame_->release();  // a picture has the scene in it
  return view_->grabWindow();
}

QColor SceneHost::clearColor() const { return viewportStyle().background; }

void SceneHost::pushCamera(const CameraController& camera) {
  QQuickItem* root = view_ ? view_->rootObject() : nullptr;
  if (!root) return;
  if (pictureMoves(camera)) repeatFrames_->cameraMoved();
  const QVariant position = QVariant::fromValue(camera.position());
  const QVariant rotation = QVariant::fromValue(camera.rotation());
  root->setProperty("orthographic", camera.isOrthographic());
  root->setProperty("cameraPosition", position);
  root->setProperty("cameraRotation", rotation);
  root->setProperty("magnification", camera.magnification());
  root->setProperty("fieldOfView", camera.fieldOfView());
  root->setProperty("clipNear", camera.clipNear());
  root->setProperty("clipFar", camera.clipFar());
}

bool SceneHost::pictureMoves(const CameraController& camera) {
  // A pan, zoom or turn moves the picture. An orthographic camera that only steps along its
  // own view axis (it stays in front of the level when the level's extent changes after an
  // edit) shows the same picture.
  const QVector3D position = camera.position();
  const QQuaternion rotation = camera.rotation();
  const QVector3D step = position - shownPosition_;
  const QVector3D forward = rotation.rotatedVector({0, 0, -1});
  const QVector3D across = camera.isOrthographic() ? step - QVector3D::dotProduct(step, forward) * forward : step;
  const bool moved = !shownOnce_ || camera.isOrthographic() != shownOrthographic_ || rotation != shownRotation_ ||
                     camera.magnification() != shownMagnification_ || camera.fieldOfView() != shownFieldOfView_ ||
                     across.lengthSquared() > 1e-12f * std::max(1.0f, position.lengthSquared());
  shownOnce_ = true;
  shownOrthographic_ = camera.isOrthographic();
  shownPosition_ = position;
  shownRotation_ = rotation;
  shownMagnification_ = camera.magnification();
  shownFieldOfView_ = camera.fieldOfView();
  return moved;
}

void SceneHost::setBand(const QRectF& band, bool visible) {
  QQuickItem* root = view_ ? view_->rootObject() : nullptr;
  if (!root) return;
  root->setProperty("selectionBand", band.normalized());
  root->setProperty("selectionBandVisible", visible);
}

}  // namespace sw::ui
