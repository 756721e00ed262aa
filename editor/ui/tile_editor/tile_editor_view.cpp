#include "ui/tile_editor/tile_editor_view.h"

#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QMouseEvent>
#include <QQuickItem>
#include <QQuickView>
#include <QTimer>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <QtQuick3D/QQuick3DObject>
#include <cmath>

#include "document/document.h"
#include "model/tiles/tile_def.h"
#include "ui/tile_editor/tile_edit_tool.h"
#include "ui/viewport/viewport_picking.h"
#include "view/level_overlays.h"
#include "view/mesh_geometry.h"
#include "view/mesh_library.h"
#include "view/mesh_materials.h"
#include "view/overlay_geometry.h"
#include "view/scene_host.h"
#include "view/scene_items.h"
#include "view/viewport_style.h"

namespace sw::editor {
namespace {

constexpr double kOrbitDegreesPerPixel = 0.3;
constexpr double kKeyZoomFactor = 1.25;
constexpr float kLineZ = 0.0f;
constexpr float kRimZ = 0.01f;  // markers in front of the lines, rims behind their fill
constexpr float kFillZ = 0.02f;

// Colours of what only this view draws; the rest come from viewportStyle().
const QColor kEntryColor(0x5c, 0xd6, 0x6a);
const QColor kExitColor(0xe8, 0x55, 0x55);
const QColor kDraftColor(0xf5, 0xd7, 0x42);
const QColor kBrokenColor(0xff, 0x30, 0x30);
const QColor kScreenColor(0x6a, 0x6e, 0x76);

QVector3D at(sw::Vec2 v, float z = kLineZ) { return QVector3D(float(v.x), float(v.y), z); }

void addSquare(sw::ui::OverlayGeometry& g, sw::Vec2 c, double r, float z, const QColor& color) {
  const QVector3D a = at(c + sw::Vec2{-r, -r}, z), b = at(c + sw::Vec2{r, -r}, z);
  const QVector3D d = at(c + sw::Vec2{r, r}, z), e = at(c + sw::Vec2{-r, r}, z);
  g.addTriangle(a, b, d, color);
  g.addTriangle(a, d, e, color);
}

void addDiamond(sw::ui::OverlayGeometry& g, sw::Vec2 c, double r, float z, const QColor& color) {
  const QVector3D right = at(c + sw::Vec2{r, 0}, z), top = at(c + sw::Vec2{0, r}, z);
  const QVector3D left = at(c + sw::Vec2{-r, 0}, z), bottom = at(c + sw::Vec2{0, -r}, z);
  g.addTriangle(right, top, left, color);
  g.addTriangle(right, left, bottom, color);
}

// A triangle pointing along the path (+x): the entry reads as "the camera comes in here".
void addArrow(sw::ui::OverlayGeometry& g, sw::Vec2 c, double r, float z, const QColor& color) {
  g.addTriangle(at(c + sw::Vec2{r * 1.2, 0}, z), at(c + sw::Vec2{-r * 0.8, r}, z), at(c + sw::Vec2{-r * 0.8, -r}, z),
                color);
}

struct TileEditorViewText {
  Q_DECLARE_TR_FUNCTIONS(TileEditorView)
};

QString defaultHint() {
  return TileEditorViewText::tr("Click or drag a rubber band to select; drag to move; double-click an edge to insert a vertex; "
                  "Delete removes; right-click for more.");
}

}  // namespace

TileEditorView::TileEditorView(Document* document, QWidget* parent)
    : QWidget(parent), document_(document), tool_(new TileEditTool(document, this)) {
  setObjectName(QStringLiteral("tileEditorView"));
  // The scene is hosted as in the level views (view/scene_host.h); mouse tracking there
  // lets Draw Polygon show the next edge under the cursor.
  host_ = new sw::ui::SceneHost(QStringLiteral("tileEditorQuick"), this);
  quickWidget_ = host_->viewWidget();
  quickView_ = host_->quickView();
  library_ = host_->meshLibrary();
  items_ = host_->sceneItems();
  quickView_->installEventFilter(this);
  setFocusPolicy(Qt::StrongFocus);
  setFocusProxy(quickWidget_);

  status_ = new QLabel(this);
  status_->setObjectName(QStringLiteral("tileEditorStatus"));
  status_->setWordWrap(true);
  status_->setContentsMargins(4, 2, 4, 2);

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(0);
  layout->addWidget(host_, 1);
  layout->addWidget(status_);

  drawAction_ = new QAction(tr("Draw &Polygon"), this);
  drawAction_->setObjectName(QStringLiteral("tileDrawPolygonAction"));
  drawAction_->setCheckable(true);
  drawAction_->setToolTip(tr("Draw a new collision polygon: click to add points, click the first point or press "
                             "Enter to close, Esc cancels"));
  connect(drawAction_, &QAction::toggled, this, [this](bool on) {
    tool_->setMode(on ? TileEditTool::Mode::DrawPolygon : TileEditTool::Mode::Select);
    quickWidget_->setFocus();
  });
  connect(tool_, &TileEditTool::modeChanged, this,
          [this](TileEditTool::Mode mode) { drawAction_->setChecked(mode == TileEditTool::Mode::DrawPolygon); });
  snapAction_ = new QAction(tr("&Snap to Grid"), this);
  snapAction_->setObjectName(QStringLiteral("tileSnapAction"));
  snapAction_->setCheckable(true);
  snapAction_->setToolTip(tr("Vertices and camera points land on a %1-unit grid").arg(TileEditTool::kSnapStep));
  connect(snapAction_, &QAction::toggled, tool_, &TileEditTool::setSnapToGrid);
  deleteAction_ = new QAction(tr("&Delete Selected"), this);
  deleteAction_->setObjectName(QStringLiteral("tileDeleteAction"));
  deleteAction_->setToolTip(tr("Delete the selected vertices and camera points (Delete)"));
  connect(deleteAction_, &QAction::triggered, tool_, &TileEditTool::deleteSelection);
  frameAction_ = new QAction(tr("&Frame Tile"), this);
  frameAction_->setObjectName(QStringLiteral("tileFrameAction"));
  frameAction_->setToolTip(tr("Show the whole tile (F)"));
  connect(frameAction_, &QAction::triggered, this, &TileEditorView::frameTile);

  connect(host_, &sw::ui::SceneHost::meshProblem, this, &TileEditorView::meshProblem);
  connect(library_, &sw::ui::MeshLibrary::meshProblem, this, &TileEditorView::scheduleRebuild);
  connect(library_, &sw::ui::MeshLibrary::meshReady, this, &TileEditorView::scheduleRebuild);
  rebuildTimer_ = new QTimer(this);
  rebuildTimer_->setSingleShot(true);
  rebuildTimer_->setInterval(0);
  connect(rebuildTimer_, &QTimer::timeout, this, &TileEditorView::rebuildScene);

  connect(tool_, &TileEditTool::changed, this, &TileEditorView::rebuildOverlays);
  connect(tool_, &TileEditTool::statusMessage, this, &TileEditorView::showStatus);
  connect(tool_, &TileEditTool::changed, this, [this] {
    deleteAction_->setEnabled(!tool_->selection().empty());
    if (toolMessage_.isEmpty()) showStatus(QString());  // the hint depends on whether a tile is shown
  });
  connect(document_, &Document::tileDefsChanged, this, &TileEditorView::scheduleRebuild);
  connect(document_, &Document::currentTileDefChanged, this, &TileEditorView::scheduleRebuild);
  connect(document_, &Document::projectReset, this, &TileEditorView::scheduleRebuild);
  tool_->setProjector([this](sw::Vec2 p) { return camera_.project(QVector3D(float(p.x), float(p.y), 0)); });

  makeLayers();
  camera_.setViewportSize(quickWidget_->size());
  rebuildScene();
  showStatus(QString());
}

QImage TileEditorView::grabImage() const { return host_ ? host_->grabImage() : QImage(); }

TileEditorView::~TileEditorView() {
  // The scene goes while this view is whole: its quick widget's events come here.
  delete host_;
  quickWidget_ = nullptr;
  quickView_ = nullptr;
}

void TileEditorView::makeLayers() {
  if (!items_) return;  // the scene did not load (the host logged why)
  placeholderMaterial_ = items_->createLitMaterial(items_->sceneRoot(), sw::ui::viewportStyle().placeholderFill);
  const auto makeLayer = [this](QQuick3DObject* root, sw::ui::OverlayGeometry::Kind kind) {
    auto* geometry = new sw::ui::OverlayGeometry();
    geometry->setParent(root);
    geometry->setParentItem(root);
    geometry->begin(kind);
    geometry->commit();
    QQuick3DObject* model = items_->createModel(root, geometry);
    sw::ui::SceneItems::setMaterials(model, {items_->createFlatMaterial(root)});
    return geometry;
  };
  grid_ = makeLayer(items_->sceneRoot(), sw::ui::OverlayGeometry::Kind::Lines);
  lines_ = makeLayer(items_->overlayRoot(), sw::ui::OverlayGeometry::Kind::Lines);
  markers_ = makeLayer(items_->overlayRoot(), sw::ui::OverlayGeometry::Kind::Triangles);
}

void TileEditorView::scheduleRebuild() { rebuildTimer_->start(); }

void TileEditorView::rebuildScene() {
  rebuildTimer_->stop();
  if (!items_) return;
  const sw::TileDef* def = tool_->tileDef();
  const sw::Project& project = document_->project();

  // The mesh (or a stand-in box) at the tile's origin.
  QQuick3DGeometry* geometry = nullptr;
  QList<QQuick3DObject*> materials;
  sw::Box3 bounds;
  bool placeholder = def != nullptr;
  if (def && !def->mesh.empty()) {
    const QString path = QString::fromStdString(project.absolutePath(def->mesh));
    const sw::ui::MeshLibrary::Asset& asset = library_->request(path);
    if (asset.state == sw::ui::MeshLibrary::State::Ready && asset.geometry) {
      geometry = asset.geometry;
      bounds = asset.bounds;
      placeholder = false;
      // The mesh's own base colours and textures, shared with nothing else in this scene.
      materials = host_->meshMaterials()->materials(path);
    } else if (asset.state == sw::ui::MeshLibrary::State::Loading) {
      placeholder = false;  // appears when the load finishes
    }
  }
  if (placeholder) {
    bounds = sw::ui::placeholderBox(project, def);
    geometry = library_->placeholder(bounds);
    materials = {placeholderMaterial_.data()};
  }
  if (geometry) {
    if (!tileModel_) tileModel_ = items_->createModel(items_->sceneRoot(), geometry);
    sw::ui::SceneItems::setGeometry(tileModel_, geometry);
    sw::ui::SceneItems::setMaterials(tileModel_, materials);
  } else if (tileModel_) {
    delete tileModel_.data();
  }

  // What the camera frames: the art, the polygons, the camera path and the screen at entry.
  sw::Box3 box = bounds;
  if (def) {
    const TileShape shape = TileShape::of(*def);
    for (const auto& polygon : shape.collision)
      for (sw::Vec2 p : polygon)
        if (p.isFinite()) box.extend(sw::Vec3{p.x, p.y, 0});
    for (sw::Vec2 p : shape.cameraPath())
      if (p.isFinite()) box.extend(sw::Vec3{p.x, p.y, 0});
  }
  if (box.isEmpty()) box.extend(sw::Vec3{-16, -9, 0}), box.extend(sw::Vec3{16, 9, 0});
  sceneMin_ = QVector3D(float(box.min.x) - 1, float(box.min.y) - 1, std::min(float(box.min.z), -1.0f));
  sceneMax_ = QVector3D(float(box.max.x) + 1, float(box.max.y) + 1, std::max(float(box.max.z), 1.0f));
  camera_.setSceneBounds(sceneMin_, sceneMax_);
  if (grid_) {
    const QRectF extent(QPointF(sceneMin_.x(), sceneMin_.y()), QPointF(sceneMax_.x(), sceneMax_.y()));
    grid_->begin(sw::ui::OverlayGeometry::Kind::Lines);
    sw::ui::buildGrid(*grid_, sw::ui::gridArea(extent), camera_.unitsPerPixel());
    grid_->commit();
  }
  // A different definition is framed; the same one keeps the camera the user chose.
  if (def != framedDef_) {
    framedDef_ = def;
    autoFrame_ = true;
  }
  if (autoFrame_) {
    frameTile();
    // Framed for good once the art is in and the view has its real size (a hidden dock's
    // view is framed again when it is shown and resized).
    if (library_->pendingCount() == 0 && quickWidget_->isVisible()) autoFrame_ = false;
  } else {
    applyCamera();
  }
  rebuildOverlays();
}

void TileEditorView::rebuildOverlays() {
  if (!lines_ || !markers_) return;
  const sw::ui::ViewportStyle& style = sw::ui::viewportStyle();
  const double upp = camera_.unitsPerPixel();
  const TileShape& shape = tool_->shape();
  const auto& selection = tool_->selection();
  const bool hasDef = tool_->tileDef() != nullptr;

  lines_->begin(sw::ui::OverlayGeometry::Kind::Lines);
  markers_->begin(sw::ui::OverlayGeometry::Kind::Triangles);
  if (hasDef) {
    // The screen as the camera sees it standing on the entry: how big the tile reads.
    const QRectF screen = sw::ui::screenRectAt(document_->project(), shape.entry);
    lines_->addPolyline({at({screen.left(), screen.top()}), at({screen.right(), screen.top()}),
                         at({screen.right(), screen.bottom()}), at({screen.left(), screen.bottom()})},
                        kScreenColor, true);
    for (int p = 0; p < int(shape.collision.size()); ++p) {
      std::vector<QVector3D> points;
      for (sw::Vec2 v : shape.collision[p]) points.push_back(at(v));
      lines_->addPolyline(points, p == tool_->brokenPolygon() ? kBrokenColor : style.collision, true);
      for (int i = 0; i < int(shape.collision[p].size()); ++i) {
        const sw::Vec2 v = shape.collision[p][i];
        const bool selected = selection.count(TileHandle::vertex(p, i));
        addSquare(*markers_, v, (selected ? 5.5 : 4.5) * upp, kRimZ, style.markerOutline);
        addSquare(*markers_, v, (selected ? 4.0 : 3.0) * upp, kFillZ, selected ? style.selection : style.collision);
      }
    }
    std::vector<QVector3D> path;
    for (sw::Vec2 v : shape.cameraPath()) path.push_back(at(v));
    lines_->addPolyline(path, style.cameraPath, false);
    const auto marker = [&](const TileHandle& h, auto draw, double radius, const QColor& color) {
      const bool selected = selection.count(h);
      const sw::Vec2 v = shape.position(h);
      draw(*markers_, v, (radius + (selected ? 3.0 : 1.5)) * upp, kRimZ, selected ? style.selection : style.markerOutline);
      draw(*markers_, v, radius * upp, kFillZ, color);
    };
    for (int i = 0; i < int(shape.cameraPoints.size()); ++i)
      marker(TileHandle::cameraPoint(i), addDiamond, 5.5, style.cameraPath);
    marker(TileHandle::exit(), addSquare, 5.0, kExitColor);
    marker(TileHandle::entry(), addArrow, 6.5, kEntryColor);

    const auto& draft = tool_->draft();
    if (!draft.empty()) {
      std::vector<QVector3D> points;
      for (sw::Vec2 v : draft) points.push_back(at(v));
      if (auto hover = tool_->hoverPoint()) points.push_back(at(*hover));
      lines_->addPolyline(points, kDraftColor, false);
      for (sw::Vec2 v : draft) addSquare(*markers_, v, 3.5 * upp, kFillZ, kDraftColor);
      if (draft.size() >= 3) addSquare(*markers_, draft.front(), 6.0 * upp, kRimZ, style.selection);  // closes here
    }
  }
  lines_->commit();
  markers_->commit();

  host_->setBand(tool_->band(), tool_->bandVisible());
}

void TileEditorView::frameTile() {
  camera_.setViewportSize(quickWidget_->size());
  camera_.frame(sceneMin_, sceneMax_);
  applyCamera();
}

void TileEditorView::setOrthographic(bool on) {
  camera_.setOrthographic(on);
  applyCamera();
}

void TileEditorView::applyCamera() {
  if (!quickView_ || !quickView_->rootObject()) return;
  host_->pushCamera(camera_);
  if (grid_) {
    const QRectF extent(QPointF(sceneMin_.x(), sceneMin_.y()), QPointF(sceneMax_.x(), sceneMax_.y()));
    grid_->begin(sw::ui::OverlayGeometry::Kind::Lines);
    sw::ui::buildGrid(*grid_, sw::ui::gridArea(extent), camera_.unitsPerPixel());
    grid_->commit();
  }
  rebuildOverlays();  // marker sizes are in pixels
}

void TileEditorView::userMovedCamera() {
  autoFrame_ = false;
  applyCamera();
}

QPointF TileEditorView::planeToWidget(sw::Vec2 p) const {
  return quickWidget_->mapTo(this, QPoint(0, 0)) + camera_.project(QVector3D(float(p.x), float(p.y), 0));
}

sw::Vec2 TileEditorView::planeAt(QPointF pixel) const {
  // Above the horizon (a tilted perspective view) the ray misses: use the target plane.
  if (auto p = sw::ui::playPlanePoint(camera_, pixel)) return *p;
  const QVector3D q = camera_.pointOnTargetPlane(pixel);
  return {q.x(), q.y()};
}

QString TileEditorView::statusText() const { return status_->text(); }

int TileEditorView::pendingMeshLoads() const { return library_->pendingCount(); }

void TileEditorView::showStatus(const QString& message) {
  toolMessage_ = message;
  QString text = message;
  if (text.isEmpty())
    text = tool_->tileDef() ? defaultHint()
                            : tr("Pick a tile definition in the Chain dock's palette (double-click) to edit it here.");
  status_->setText(text);
  quickWidget_->setStatusTip(text);
}

void TileEditorView::showContextMenu(QPointF pixel) {
  if (!tool_->tileDef()) return;
  QMenu menu(this);
  const sw::Vec2 plane = planeAt(pixel);
  const std::optional<TileHandle> handle = tool_->handleAt(pixel);
  const auto edge = tool_->edgeAt(pixel);
  int polygon = handle && handle->kind == TileHandle::Kind::Vertex ? handle->polygon : tool_->polygonAt(plane);
  if (polygon < 0 && edge) polygon = edge->polygon;

  if (handle && handle->kind == TileHandle::Kind::CameraPoint) {
    const int index = handle->index;
    menu.addAction(tr("Remove Camera Point"), tool_, [this, index] { tool_->removeCameraPoint(index); });
  } else {
    menu.addAction(tr("Add Camera Point Here"), tool_, [this, plane] { tool_->addCameraPoint(plane); });
  }
  if (edge && !handle) {
    const TileEditTool::EdgeHit hit = *edge;
    menu.addAction(tr("Insert Vertex Here"), tool_, [this, hit] { tool_->insertVertex(hit); });
  }
  if (polygon >= 0)
    menu.addAction(tr("Delete Polygon %1").arg(polygon + 1), tool_, [this, polygon] { tool_->deletePolygon(polygon); });
  menu.addAction(deleteAction_);
  menu.addSeparator();
  menu.addAction(drawAction_);
  menu.addAction(snapAction_);
  menu.addAction(frameAction_);
  menu.exec(quickWidget_->mapToGlobal(pixel.toPoint()));
}

bool TileEditorView::handleKey(QKeyEvent* event) {
  if (tool_->key(event->key(), event->modifiers())) return true;
  if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier)) return false;
  switch (event->key()) {
    case Qt::Key_F:
    case Qt::Key_Home:
      frameTile();
      return true;
    case Qt::Key_O:
      setOrthographic(!camera_.isOrthographic());
      return true;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
      camera_.zoom(kKeyZoomFactor);
      userMovedCamera();
      return true;
    case Qt::Key_Minus:
      camera_.zoom(1.0 / kKeyZoomFactor);
      userMovedCamera();
      return true;
    case Qt::Key_D:
      drawAction_->toggle();
      return true;
    default:
      return false;
  }
}

bool TileEditorView::eventFilter(QObject* watched, QEvent* event) {
  if (watched != quickView_) return QWidget::eventFilter(watched, event);
  switch (event->type()) {
    case QEvent::Resize:
      camera_.setViewportSize(static_cast<QResizeEvent*>(event)->size());
      if (autoFrame_)
        frameTile();
      else
        applyCamera();
      break;
    case QEvent::ShortcutOverride: {
      // Delete, Enter, Esc and the view keys belong to the editor while it has focus, not
      // to the main window's shortcuts (Delete would delete level objects).
      auto* key = static_cast<QKeyEvent*>(event);
      const bool plain = !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier));
      switch (key->key()) {
        case Qt::Key_Delete:
        case Qt::Key_Backspace:
        case Qt::Key_Escape:
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_F:
        case Qt::Key_Home:
        case Qt::Key_O:
        case Qt::Key_D:
        case Qt::Key_Plus:
        case Qt::Key_Minus:
        case Qt::Key_Equal:
          if (plain) {
            key->accept();
            return true;
          }
          break;
        case Qt::Key_A:
          if (key->modifiers() & Qt::ControlModifier) {
            key->accept();
            return true;
          }
          break;
        default:
          break;
      }
      break;
    }
    case QEvent::KeyPress:
      if (handleKey(static_cast<QKeyEvent*>(event))) return true;
      break;
    case QEvent::Wheel: {
      auto* wheel = static_cast<QWheelEvent*>(event);
      if (camera_.zoomByWheel(wheel->angleDelta(), wheel->position())) userMovedCamera();
      return true;
    }
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick: {
      auto* mouse = static_cast<QMouseEvent*>(event);
      quickWidget_->setFocus(Qt::MouseFocusReason);
      if (drag_ != Drag::None && (mouse->buttons() & ~mouse->button())) return true;  // one gesture at a time
      const QPointF pos = mouse->position();
      pressMouse_ = lastMouse_ = pos;
      if (mouse->button() == Qt::LeftButton && (mouse->modifiers() & Qt::AltModifier)) {
        drag_ = Drag::Orbit;
      } else if (mouse->button() == Qt::LeftButton) {
        drag_ = Drag::Tool;
        if (event->type() == QEvent::MouseButtonDblClick)
          tool_->doubleClick(planeAt(pos), pos, mouse->modifiers());
        else
          tool_->press(planeAt(pos), pos, mouse->modifiers());
      } else if (mouse->button() == Qt::RightButton) {
        drag_ = Drag::PendingMenu;
      } else if (mouse->button() == Qt::MiddleButton) {
        drag_ = Drag::Pan;
        quickView_->setCursor(Qt::ClosedHandCursor);
      }
      return true;
    }
    case QEvent::MouseMove: {
      auto* mouse = static_cast<QMouseEvent*>(event);
      const QPointF pos = mouse->position();
      const QPointF delta = pos - lastMouse_;
      lastMouse_ = pos;
      switch (drag_) {
        case Drag::None:
        case Drag::Tool:
          tool_->move(planeAt(pos), pos, mouse->modifiers());
          if (drag_ == Drag::None) {
            const bool overHandle = tool_->mode() == TileEditTool::Mode::Select && tool_->handleAt(pos);
            if (overHandle)
              quickView_->setCursor(Qt::SizeAllCursor);
            else
              quickView_->unsetCursor();
          }
          return true;
        case Drag::PendingMenu:
          if ((pos - pressMouse_).manhattanLength() < QApplication::startDragDistance()) return true;
          drag_ = Drag::Pan;
          quickView_->setCursor(Qt::ClosedHandCursor);
          camera_.pan(pos - pressMouse_);
          userMovedCamera();
          return true;
        case Drag::Pan:
          camera_.pan(delta);
          userMovedCamera();
          return true;
        case Drag::Orbit:
          camera_.orbit(-delta.x() * kOrbitDegreesPerPixel, delta.y() * kOrbitDegreesPerPixel);
          userMovedCamera();
          return true;
      }
      return true;
    }
    case QEvent::MouseButtonRelease: {
      auto* mouse = static_cast<QMouseEvent*>(event);
      const QPointF pos = mouse->position();
      const Drag ended = drag_;
      if (mouse->buttons() & (Qt::LeftButton | Qt::MiddleButton | Qt::RightButton)) return true;
      drag_ = Drag::None;
      quickView_->unsetCursor();
      if (ended == Drag::Tool) tool_->release(planeAt(pos), pos, mouse->modifiers());
      if (ended == Drag::PendingMenu) showContextMenu(pos);
      return true;
    }
    case QEvent::FocusOut:
      // A drag cannot outlive focus (a menu or dialog came up): it ends without an edit.
      if (drag_ == Drag::Tool && static_cast<QFocusEvent*>(event)->reason() != Qt::PopupFocusReason)
        tool_->cancelGesture();
      break;
    default:
      break;
  }
  return QWidget::eventFilter(watched, event);
}

}  // namespace sw::editor
