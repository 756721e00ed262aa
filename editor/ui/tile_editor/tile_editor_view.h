#pragma once
// The Tile Editor's 3D view: one tile definition's mesh at the origin (Qt Quick 3D in a
// SceneHost, view/scene_host.h, as in the level views), the play-plane grid, and over it the collision
// polygons, the camera path and its entry / exit / intermediate markers. Mouse and keys go
// to a TileEditTool (tile_edit_tool.h) which does the editing; this class only maps events
// to play-plane points and draws what the tool holds.
//
// Navigation as in the level viewport: wheel zooms toward the cursor, middle- or
// right-drag pans, Alt+left-drag orbits, F / Home frames the tile, O toggles
// orthographic. A right click without a drag opens the context menu.
#include <QPointF>
#include <QPointer>
#include <QVector3D>
#include <QImage>
#include <QWidget>
#include <optional>

#include "core/math.h"
#include "view/camera_controller.h"

class QAction;
class QLabel;
class QQuickView;
class QQuick3DObject;
class QTimer;

namespace sw::ui {
class MeshLibrary;
class OverlayGeometry;
class SceneHost;
class SceneItems;
}  // namespace sw::ui

namespace sw::editor {

class Document;
class TileEditTool;

class TileEditorView : public QWidget {
  Q_OBJECT
 public:
  explicit TileEditorView(Document* document, QWidget* parent = nullptr);  // objectName "tileEditorView"
  ~TileEditorView() override;

  TileEditTool* tool() const { return tool_; }
  QWidget* viewWidget() const { return quickWidget_; }
  QQuickView* quickView() const { return quickView_; }
  // The rendered pixels of the scene.
  QImage grabImage() const;
  const sw::ui::CameraController& camera() const { return camera_; }
  // A play-plane point in this widget's coordinates (for tests and tools).
  QPointF planeToWidget(sw::Vec2 p) const;
  // The status line under the view: hints and why an edit was refused.
  QString statusText() const;
  int pendingMeshLoads() const;

  QAction* drawPolygonAction() const { return drawAction_; }
  QAction* snapToGridAction() const { return snapAction_; }
  QAction* deleteAction() const { return deleteAction_; }
  QAction* frameAction() const { return frameAction_; }

 public slots:
  void frameTile();
  void setOrthographic(bool on);

 signals:
  void meshProblem(const QString& file, const QString& message);

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  enum class Drag { None, Tool, PendingMenu, Pan, Orbit };

  void makeLayers();
  void scheduleRebuild();
  void rebuildScene();
  void rebuildOverlays();
  void applyCamera();
  void userMovedCamera();
  void showStatus(const QString& message);
  void showContextMenu(QPointF pixel);
  bool handleKey(QKeyEvent* event);
  sw::Vec2 planeAt(QPointF pixel) const;

  Document* document_;
  TileEditTool* tool_;
  sw::ui::SceneHost* host_ = nullptr;
  QWidget* quickWidget_ = nullptr;  // the host's surface widget
  QQuickView* quickView_ = nullptr;  // the host's view (its input and cursor)
  QLabel* status_ = nullptr;
  sw::ui::MeshLibrary* library_ = nullptr;  // the host's
  sw::ui::SceneItems* items_ = nullptr;     // the host's; nullptr when the scene did not load
  sw::ui::CameraController camera_;
  QTimer* rebuildTimer_ = nullptr;

  QPointer<QQuick3DObject> tileModel_, placeholderMaterial_;
  sw::ui::OverlayGeometry* grid_ = nullptr;
  sw::ui::OverlayGeometry* lines_ = nullptr;
  sw::ui::OverlayGeometry* markers_ = nullptr;
  QVector3D sceneMin_{-16, -9, -1}, sceneMax_{16, 9, 1};
  const void* framedDef_ = nullptr;  // the definition the camera was last framed on
  bool autoFrame_ = true;

  Drag drag_ = Drag::None;
  QPointF lastMouse_, pressMouse_;
  QString toolMessage_;

  QAction* drawAction_ = nullptr;
  QAction* snapAction_ = nullptr;
  QAction* deleteAction_ = nullptr;
  QAction* frameAction_ = nullptr;
};

}  // namespace sw::editor
