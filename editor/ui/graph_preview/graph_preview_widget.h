#pragma once
// The live material preview: a texture graph's material on a sphere, a cube or a tile's
// mesh, in a Qt Quick 3D view the user orbits by dragging (wheel: closer / farther).
// showGraph() builds the material at once (callers debounce bursts of edits); the shader
// compiles when the next frame renders, and compiled() then tells whether it worked, with
// the errors already put on nodes (problems()). A change of property values only (the
// same shader code) updates the material's uniforms without compiling again.
#include <QImage>
#include <QMap>
#include <QPointF>
#include <QDateTime>
#include <QPointer>
#include <QString>
#include <QWidget>
#include <atomic>
#include <memory>
#include <optional>

#include "assets/mesh_data.h"
#include "graph/graph.h"
#include "graph/snippet_library.h"
#include "view/graph_material.h"

class QComboBox;
class QLabel;
class QQuickView;
class QQuick3DObject;

namespace sw::ui {

class FirstFrameHold;
class MeshGeometry;
class ShaderCompileLog;

class GraphPreviewWidget : public QWidget {
  Q_OBJECT
 public:
  enum class Shape { Sphere, Cube, Mesh };
  enum class State { Empty, Compiling, Ready, Failed };

  explicit GraphPreviewWidget(QWidget* parent = nullptr);  // objectName "graphPreview"
  ~GraphPreviewWidget() override;

  // Shows the material of `graph` (a texture graph). The library must outlive the call only.
  void showGraph(const sw::graph::Graph& graph, const sw::graph::SnippetLibrary& library);
  // No graph: the grey fallback and `message` in the status line.
  void clearGraph(const QString& message = {});

  void setShape(Shape shape);
  Shape shape() const { return shape_; }
  // The mesh shown for Shape::Mesh (absolute path; empty: none). Loaded off the UI thread.
  void setMeshFile(const QString& absolutePath);
  QString meshFile() const { return meshFile_; }
  bool isMeshLoading() const { return meshLoading_; }

  State state() const { return state_; }
  QString statusText() const;
  // Problems of the last build by node (0: the graph as a whole): codegen's refusals or
  // the shader compiler's errors mapped back to nodes.
  QMap<sw::graph::NodeId, QString> problems() const { return problems_; }
  // How many times a shader was compiled (value-only edits do not count).
  int compileCount() const { return compileCount_; }
  // Orbit, for tests and the mouse.
  void orbit(double yawDegrees, double pitchDegrees);
  QImage grabImage();
  QColor clearColor() const;
  // The widget holding the view's window (objectName "graphPreviewQuick"). A QQuickView
  // in a window container, not a QQuickWidget: one QQuickWidget anywhere in the main
  // window makes Qt compose the whole window through OpenGL on every repaint, which on
  // a software rasteriser costs every edit several milliseconds and the window a GL
  // context and copies of its backing store (#19).
  QWidget* surface() const { return surface_; }

 signals:
  // A frame with the new shader rendered: `ok` false when it did not compile.
  void compiled(bool ok);
  // problems() changed (also to empty).
  void problemsChanged(const QMap<sw::graph::NodeId, QString>& problems);
  void shapeChanged();

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void loadScene();
  void applyShape();
  void applyMaterial(QQuick3DObject* material);
  void setState(State state, const QString& text);
  void setProblems(QMap<sw::graph::NodeId, QString> problems);
  void frameRendered(int frame);
  void checkCompile();
  void requestFrame();

  QQuickView* view_ = nullptr;     // owned by surface_
  QWidget* surface_ = nullptr;
  QComboBox* shapeBox_ = nullptr;
  QLabel* status_ = nullptr;
  QPointer<QObject> root_;
  FirstFrameHold* firstFrame_ = nullptr;  // a child; null when the scene did not load
  QPointer<QQuick3DObject> model_, sceneRoot_;
  QPointer<MeshGeometry> sphere_, cube_, mesh_;
  QPointer<QQuick3DObject> material_;  // the graph material in use (nullptr: fallback)
  std::unique_ptr<ShaderCompileLog> log_;
  GraphMaterialWriter writer_{QStringLiteral("preview")};
  GraphMaterial current_;                                   // what material_ was made from
  std::unique_ptr<sw::graph::SnippetLibrary> libraryCopy_;  // for mapping errors later
  Shape shape_ = Shape::Sphere;
  QString meshFile_;
  bool meshLoading_ = false;
  int meshGeneration_ = 0;
  std::optional<sw::Box3> meshBounds_;
  QDateTime meshModified_;  // meshFile_ when it was asked for
  qint64 meshSize_ = -1;
  // The mesh shown before the current one, kept while its file is unchanged: selecting
  // nothing and then the same tile again (a delete and its undo) shows it at once.
  struct KeptMesh {
    QString file;
    QDateTime modified;
    qint64 size = -1;
    QPointer<MeshGeometry> geometry;
    std::optional<sw::Box3> bounds;
  } kept_;
  State state_ = State::Empty;
  QString statusText_;
  QMap<sw::graph::NodeId, QString> problems_;
  int compileCount_ = 0;
  bool awaitingFrame_ = false;
  // Frames are drawn on Qt Quick's render thread: the change a frame waits for gets a
  // number (wantedFrame_); a synchronisation (the UI thread blocked, so it sees every
  // change made before it) takes the number, and the frame drawn from it reports it.
  int frameNumber_ = 0;
  std::atomic<int> wantedFrame_{0}, syncedFrame_{0};
  QPointF lastMouse_;
  bool dragging_ = false;
};

}  // namespace sw::ui
