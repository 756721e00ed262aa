#include "ui/graph_preview/graph_preview_widget.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QQmlComponent>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>
#include <QVector3D>
#include <QWheelEvent>
#include <QtConcurrent/QtConcurrentRun>
#include <QtQuick3D/QQuick3DObject>
#include <algorithm>
#include <cmath>

#include "ui/graph_preview/preview_shapes.h"
#include "ui/graph_preview/shader_compile_log.h"
#include "ui/graph_preview/shader_error_map.h"
#include "view/first_frame_hold.h"
#include "view/mesh_geometry.h"
#include "view/scene_items.h"
#include "view/viewport_qml_types.h"

namespace sw::ui {

namespace {

constexpr double kShapeSize = 2.5;  // what a tile mesh is scaled to, like the sphere and cube
constexpr int kFrameRetryMs = 1000;

template <class T>
T* objectProperty(QObject* object, const char* name) {
  return object ? qobject_cast<T*>(object->property(name).value<QObject*>()) : nullptr;
}

MeshGeometry* makeGeometry(QQuick3DObject* parent, const sw::MeshData& data) {
  auto* geometry = new MeshGeometry();
  geometry->setParent(parent);
  geometry->setParentItem(parent);
  geometry->setMesh(data);
  return geometry;
}

}  // namespace

GraphPreviewWidget::GraphPreviewWidget(QWidget* parent)
    : QWidget(parent), log_(std::make_unique<ShaderCompileLog>()) {
  setObjectName(QStringLiteral("graphPreview"));
  registerViewportQmlTypes();

  shapeBox_ = new QComboBox(this);
  shapeBox_->setObjectName(QStringLiteral("graphPreviewShape"));
  shapeBox_->addItem(tr("Sphere"));
  shapeBox_->addItem(tr("Cube"));
  shapeBox_->addItem(tr("Tile mesh"));
  shapeBox_->setToolTip(
      tr("What the material is shown on: a sphere, a cube, or the mesh of the current tile"));
  connect(shapeBox_, &QComboBox::currentIndexChanged, this, [this](int index) { setShape(Shape(index)); });

  status_ = new QLabel(this);
  status_->setObjectName(QStringLiteral("graphPreviewStatus"));
  status_->setWordWrap(true);
  status_->setTextInteractionFlags(Qt::TextSelectableByMouse);

  view_ = new QQuickView();
  view_->setResizeMode(QQuickView::SizeRootObjectToView);
  view_->installEventFilter(this);  // drags and the wheel orbit
  surface_ = QWidget::createWindowContainer(view_, this);  // owns the view
  surface_->setObjectName(QStringLiteral("graphPreviewQuick"));
  surface_->setMinimumSize(160, 160);
  surface_->setToolTip(tr("Drag to turn the shape; the wheel moves closer or farther"));
  surface_->installEventFilter(this);  // input sent to the surface goes on to the view
  connect(
      view_, &QQuickWindow::afterSynchronizing, this, [this] { syncedFrame_.store(wantedFrame_.load()); },
      Qt::DirectConnection);
  connect(
      view_, &QQuickWindow::afterRendering, this,
      [this] {
        const int frame = syncedFrame_.load();
        QMetaObject::invokeMethod(this, [this, frame] { frameRendered(frame); }, Qt::QueuedConnection);
      },
      Qt::DirectConnection);

  auto* top = new QHBoxLayout();
  top->addWidget(new QLabel(tr("Shape:"), this));
  top->addWidget(shapeBox_, 1);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addLayout(top);
  layout->addWidget(surface_, 1);
  layout->addWidget(status_);

  loadScene();
  applyShape();
  setState(State::Empty, tr("No texture graph"));
}

GraphPreviewWidget::~GraphPreviewWidget() {
  ++meshGeneration_;  // a mesh load still running is ignored
  // Scene objects go before the members pointing at them; forget the view first, so
  // events sent while it goes do not reach eventFilter's use of it.
  QWidget* surface = surface_;
  view_ = nullptr;
  surface_ = nullptr;
  delete surface;
}

void GraphPreviewWidget::loadScene() {
  view_->setSource(QUrl(QStringLiteral("qrc:/graph_preview/GraphPreview.qml")));
  if (view_->status() != QQuickView::Ready) {
    for (const QQmlError& error : view_->errors())
      qWarning("GraphPreview: %s", qPrintable(error.toString()));
    return;
  }
  root_ = view_->rootObject();
  sceneRoot_ = objectProperty<QQuick3DObject>(root_, "sceneRoot");
  model_ = objectProperty<QQuick3DObject>(root_, "previewModel");
  if (!sceneRoot_ || !model_) {
    qWarning("GraphPreview: GraphPreview.qml lacks sceneRoot or previewModel");
    return;
  }
  sphere_ = makeGeometry(sceneRoot_, previewSphere());
  cube_ = makeGeometry(sceneRoot_, previewCube());
  // The window's first frame draws its colour alone (first_frame_hold.h): the lit sphere's
  // shaders held the UI thread 240 ms when the editor opened on a software rasteriser.
  firstFrame_ = new FirstFrameHold(view_, root_->findChild<QQuickItem*>(QStringLiteral("previewView")), this);
  connect(firstFrame_, &FirstFrameHold::released, this, [this] {
    if (awaitingFrame_) requestFrame();  // the frame waited for must have the view in it
  });
}

QColor GraphPreviewWidget::clearColor() const {
  return root_ ? root_->property("clearColor").value<QColor>() : QColor();
}

void GraphPreviewWidget::setShape(Shape shape) {
  if (shape == shape_) return;
  shape_ = shape;
  const QSignalBlocker block(shapeBox_);
  shapeBox_->setCurrentIndex(int(shape));
  applyShape();
  emit shapeChanged();
}

void GraphPreviewWidget::applyShape() {
  if (!model_) return;
  MeshGeometry* geometry = shape_ == Shape::Sphere ? sphere_.data()
                           : shape_ == Shape::Cube ? cube_.data()
                                                   : mesh_.data();
  if (shape_ == Shape::Mesh && !geometry) geometry = cube_;  // until the mesh arrives, or without one
  QVector3D scale(1, 1, 1), position;
  if (geometry == mesh_ && meshBounds_ && !meshBounds_->isEmpty()) {
    const sw::Box3& b = *meshBounds_;
    const double extent = std::max({b.max.x - b.min.x, b.max.y - b.min.y, b.max.z - b.min.z, 1e-6});
    const float s = float(kShapeSize / extent);
    scale = QVector3D(s, s, s);
    position =
        -QVector3D(float(b.min.x + b.max.x), float(b.min.y + b.max.y), float(b.min.z + b.max.z)) * 0.5f * s;
  }
  SceneItems::setGeometry(model_, geometry);
  model_->setProperty("scale", QVariant::fromValue(scale));
  SceneItems::setPosition(model_, position);
  if (material_) applyMaterial(material_);  // one material per subset of the new geometry
  requestFrame();
}

void GraphPreviewWidget::setMeshFile(const QString& absolutePath) {
  if (absolutePath == meshFile_) return;
  KeptMesh leaving{meshFile_, meshModified_, meshSize_, mesh_, meshBounds_};
  meshFile_ = absolutePath;
  const int generation = ++meshGeneration_;
  mesh_ = nullptr;
  meshBounds_.reset();
  meshLoading_ = !absolutePath.isEmpty();
  const QFileInfo info(absolutePath);
  meshModified_ = info.lastModified();
  meshSize_ = info.size();
  // The mesh kept from before, when it is this file as it was read: shown at once.
  if (meshLoading_ && kept_.geometry && kept_.file == absolutePath && kept_.modified == meshModified_ &&
      kept_.size == meshSize_) {
    mesh_ = kept_.geometry;
    meshBounds_ = kept_.bounds;
    kept_ = {};
    meshLoading_ = false;
  }
  // The mesh going away is kept in its place (one at most).
  if (leaving.geometry) {
    if (kept_.geometry) kept_.geometry->deleteLater();
    kept_ = leaving;
  }
  if (!meshLoading_) {
    applyShape();
    return;
  }
  auto* watcher = new QFutureWatcher<sw::Result<sw::MeshData>>(this);
  connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
    watcher->deleteLater();
    if (generation != meshGeneration_) return;
    meshLoading_ = false;
    auto result = watcher->result();
    if (result.ok() && sceneRoot_) {
      meshBounds_ = result->bounds;
      mesh_ = makeGeometry(sceneRoot_, *result);
    } else if (!result.ok()) {
      status_->setToolTip(QString::fromStdString(result.error().toString()));
    }
    applyShape();
  });
  const std::string path = absolutePath.toStdString();
  watcher->setFuture(QtConcurrent::run([path] { return sw::loadMesh(path); }));
}

void GraphPreviewWidget::showGraph(const sw::graph::Graph& graph, const sw::graph::SnippetLibrary& library) {
  sw::graph::CodegenOptions options;
  options.propertiesAsUniforms = true;  // value edits then need no new shader
  // Same shader code as the material in use: only the values changed.
  if (material_ && current_.ok()) {
    auto quick = sw::graph::generateGlsl(graph, library, options);
    if (quick.ok() && quick.shader.code == current_.generated.code) {
      for (const auto& [name, value] : uniformValues(quick.shader))
        material_->setProperty(name.toUtf8(), value);
      current_.generated.uniforms = quick.shader.uniforms;
      requestFrame();
      return;
    }
  }
  GraphMaterial built = writer_.build(graph, library, options);
  if (!built.problems.empty()) {
    QMap<sw::graph::NodeId, QString> problems;
    for (const auto& p : built.problems) {
      QString& entry = problems[p.node];
      entry += (entry.isEmpty() ? QString() : QStringLiteral("\n")) + QString::fromStdString(p.message);
    }
    setProblems(problems);
    setState(State::Failed, tr("The graph cannot be turned into a shader: %1")
                                .arg(QString::fromStdString(built.problems.front().message)));
    return;
  }
  if (!view_ || !model_) return;
  QQmlComponent component(view_->engine());
  component.setData(built.qml.toUtf8(),
                    QUrl::fromLocalFile(QFileInfo(built.fragmentFile)
                                            .dir()
                                            .filePath(QStringLiteral("preview_%1.qml").arg(built.revision))));
  QObject* object = component.create(view_->rootContext());
  auto* material = qobject_cast<QQuick3DObject*>(object);
  if (!material) {
    delete object;
    setState(State::Failed, tr("The material does not load: %1").arg(component.errorString()));
    return;
  }
  material->setParent(sceneRoot_);
  material->setParentItem(sceneRoot_);
  libraryCopy_ = std::make_unique<sw::graph::SnippetLibrary>(library);
  current_ = std::move(built);
  log_->takeMessages();  // warnings from before belong to other materials
  QPointer<QQuick3DObject> old = material_;
  material_ = material;
  applyMaterial(material);
  if (old) old->deleteLater();
  ++compileCount_;
  setState(State::Compiling, tr("Compiling..."));
  awaitingFrame_ = true;
  requestFrame();
}

void GraphPreviewWidget::clearGraph(const QString& message) {
  if (material_) material_->deleteLater();
  material_ = nullptr;
  current_ = {};
  awaitingFrame_ = false;
  if (model_) SceneItems::setMaterials(model_, {objectProperty<QQuick3DObject>(root_, "fallbackMaterial")});
  setProblems({});
  setState(State::Empty, message.isEmpty() ? tr("No texture graph") : message);
  requestFrame();
}

void GraphPreviewWidget::applyMaterial(QQuick3DObject* material) {
  const MeshGeometry* geometry = qobject_cast<MeshGeometry*>(model_->property("geometry").value<QObject*>());
  const int subsets = std::max(1, geometry ? geometry->subsetCountOfMesh() : 1);
  SceneItems::setMaterials(model_, QList<QQuick3DObject*>(subsets, material));
}

void GraphPreviewWidget::requestFrame() {
  if (!view_) return;
  // A frame still being drawn from an earlier synchronisation reports an older number.
  if (awaitingFrame_) wantedFrame_.store(++frameNumber_);
  view_->update();
  if (awaitingFrame_)
    QTimer::singleShot(kFrameRetryMs, this, [this] {
      if (awaitingFrame_) requestFrame();  // hidden, or the window was replaced
    });
}

void GraphPreviewWidget::frameRendered(int frame) {
  if (!awaitingFrame_ || frame != frameNumber_) return;
  // A frame drawn before the view joined the picture compiled no material.
  if (firstFrame_ && !firstFrame_->isReleased()) return;
  awaitingFrame_ = false;
  // Not inside the renderer: checking may swap materials.
  QTimer::singleShot(0, this, [this, revision = current_.revision] {
    if (revision == current_.revision && state_ == State::Compiling) checkCompile();
  });
}

void GraphPreviewWidget::checkCompile() {
  const QStringList messages = log_->takeMessages();
  const auto problems = messages.isEmpty() || !libraryCopy_
                            ? QMap<sw::graph::NodeId, QString>()
                            : shaderProblemsByNode(messages, current_.shaders, *libraryCopy_);
  setProblems(problems);
  if (problems.isEmpty()) {
    setState(State::Ready, tr("Shader compiled"));
    emit compiled(true);
    return;
  }
  if (model_) SceneItems::setMaterials(model_, {objectProperty<QQuick3DObject>(root_, "fallbackMaterial")});
  if (material_) material_->deleteLater();
  material_ = nullptr;
  QStringList lines;
  for (auto it = problems.begin(); it != problems.end(); ++it)
    lines << (it.key() ? tr("Node %1: %2").arg(it.key()).arg(it.value()) : it.value());
  setState(State::Failed, tr("The shader does not compile:\n%1").arg(lines.join(QLatin1Char('\n'))));
  emit compiled(false);
}

void GraphPreviewWidget::setState(State state, const QString& text) {
  state_ = state;
  statusText_ = text;
  status_->setText(text);
  status_->setStyleSheet(state == State::Failed ? QStringLiteral("color: #e06c60;") : QString());
}

QString GraphPreviewWidget::statusText() const { return statusText_; }

void GraphPreviewWidget::setProblems(QMap<sw::graph::NodeId, QString> problems) {
  if (problems == problems_) return;
  problems_ = std::move(problems);
  emit problemsChanged(problems_);
}

void GraphPreviewWidget::orbit(double yawDegrees, double pitchDegrees) {
  if (!root_) return;
  const double yaw = root_->property("yaw").toDouble() + yawDegrees;
  const double pitch = std::clamp(root_->property("pitch").toDouble() + pitchDegrees, -89.0, 89.0);
  root_->setProperty("yaw", yaw);
  root_->setProperty("pitch", pitch);
}

QImage GraphPreviewWidget::grabImage() {
  if (!view_) return {};
  if (firstFrame_) firstFrame_->release();  // a picture has the preview in it
  return view_->grabWindow();
}

bool GraphPreviewWidget::eventFilter(QObject* watched, QEvent* event) {
  const QEvent::Type type = event->type();
  const bool input = type == QEvent::MouseButtonPress || type == QEvent::MouseButtonRelease ||
                     type == QEvent::MouseMove || type == QEvent::Wheel;
  if (view_ && watched == surface_ && input) {  // synthetic input (tests): on to the view
    QCoreApplication::sendEvent(view_, event);
    return true;
  }
  if (!view_ || watched != view_) return QWidget::eventFilter(watched, event);
  switch (event->type()) {
    case QEvent::MouseButtonPress: {
      auto* mouse = static_cast<QMouseEvent*>(event);
      dragging_ = true;
      lastMouse_ = mouse->position();
      return true;
    }
    case QEvent::MouseMove: {
      if (!dragging_) return false;
      auto* mouse = static_cast<QMouseEvent*>(event);
      const QPointF delta = mouse->position() - lastMouse_;
      lastMouse_ = mouse->position();
      orbit(-delta.x() * 0.5, -delta.y() * 0.5);
      return true;
    }
    case QEvent::MouseButtonRelease:
      dragging_ = false;
      return true;
    case QEvent::Wheel: {
      if (!root_) return false;
      const double steps = static_cast<QWheelEvent*>(event)->angleDelta().y() / 120.0;
      const double distance =
          std::clamp(root_->property("distance").toDouble() * std::pow(0.9, steps), 2.5, 40.0);
      root_->setProperty("distance", distance);
      return true;
    }
    default:
      return false;
  }
}

}  // namespace sw::ui
