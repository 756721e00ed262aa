// The renderers' shared kit (scene_kit.h).
#include "view/play/scene_kit.h"

#include <QtQuick3D/QQuick3DObject>
#include <cmath>
#include <numbers>

#include "view/level_view.h"
#include "view/overlay_geometry.h"
#include "view/play/play_instancing.h"
#include "view/play/ship_shape.h"
#include "view/scene_items.h"

namespace sw::play {

using sw::ui::OverlayGeometry;

namespace {

constexpr int kCircleSegments = 16;

// Unit shapes, white (the instance colour tints them): a ship pointing along +x and a disc.
void buildShip(OverlayGeometry& g) {
  g.begin(OverlayGeometry::Kind::Triangles);
  auto point = [](int i) { return QVector3D(sw::ui::kShipOutline[i].x, sw::ui::kShipOutline[i].y, 0); };
  const QVector3D nose = point(0), top = point(1), notch = point(2), bottom = point(3);
  g.addTriangle(nose, top, notch, Qt::white);
  g.addTriangle(nose, notch, bottom, QColor(200, 200, 200));
  g.commit();
}

void buildDisc(OverlayGeometry& g) {
  g.begin(OverlayGeometry::Kind::Triangles);
  constexpr int n = 10;
  for (int i = 0; i < n; ++i) {
    const double a0 = 2 * std::numbers::pi * i / n, a1 = 2 * std::numbers::pi * (i + 1) / n;
    g.addTriangle(QVector3D(0, 0, 0), QVector3D(float(std::cos(a0)), float(std::sin(a0)), 0),
                  QVector3D(float(std::cos(a1)), float(std::sin(a1)), 0), Qt::white);
  }
  g.commit();
}

}  // namespace

sw::ui::LevelView* SceneKit::view() const { return view_; }

int InstanceBatch::count() const { return instancing ? instancing->count() : 0; }

void addCircle(OverlayGeometry& g, QVector3D centre, double radius, const QColor& color) {
  QVector3D previous = centre + QVector3D(float(radius), 0, 0);
  for (int i = 1; i <= kCircleSegments; ++i) {
    const double a = 2 * std::numbers::pi * i / kCircleSegments;
    const QVector3D next = centre + QVector3D(float(radius * std::cos(a)), float(radius * std::sin(a)), 0);
    g.addLine(previous, next, color);
    previous = next;
  }
}

float turnOf(sw::Vec2 direction) {
  if (direction.x == 0 && direction.y == 0) return 180.0f;
  return float(std::atan2(direction.y, direction.x) * 180.0 / std::numbers::pi);
}

SceneKit::SceneKit(sw::ui::LevelView* view) : view_(view) {
  sw::ui::SceneItems* items = view ? view->sceneItems() : nullptr;
  if (!items || !items->isValid()) return;
  sceneRoot_ = items->sceneRoot();
  // The overlay layer: the editing overlays (under overlayRoot) are hidden while playing,
  // ours beside them are not.
  overlayParent_ = items->overlayLayer();
  shipShape_ = new OverlayGeometry();
  discShape_ = new OverlayGeometry();
  for (OverlayGeometry* g : {shipShape_.data(), discShape_.data()}) {
    g->setParent(sceneRoot_);
    g->setParentItem(sceneRoot_);
    owned_.push_back(g);
  }
  buildShip(*shipShape_);
  buildDisc(*discShape_);
  flatMaterial_ = items->createFlatMaterial(sceneRoot_);
  owned_.push_back(flatMaterial_.data());
  valid_ = true;
}

SceneKit::~SceneKit() { clear(); }

InstanceBatch SceneKit::makeBatch(QQuick3DObject* parent, QQuick3DObject* geometry,
                                  const QList<QQuick3DObject*>& materials) {
  sw::ui::SceneItems* items = view_->sceneItems();
  InstanceBatch batch;
  batch.instancing = new PlayInstancing();
  batch.instancing->setParent(parent);
  batch.instancing->setParentItem(parent);
  batch.model = items->createInstancedModel(parent, qobject_cast<QQuick3DGeometry*>(geometry), batch.instancing);
  sw::ui::SceneItems::setMaterials(batch.model, materials);
  // An instanced Model with an empty table is not reliably drawn as nothing: hide it.
  if (batch.model) batch.model->setProperty("visible", false);
  owned_.push_back(batch.model.data());
  owned_.push_back(batch.instancing.data());
  return batch;
}

InstanceBatch SceneKit::shipBatch() { return makeBatch(sceneRoot_, shipShape_, {flatMaterial_}); }
InstanceBatch SceneKit::discBatch() { return makeBatch(sceneRoot_, discShape_, {flatMaterial_}); }

void SceneKit::finish(InstanceBatch& batch) {
  if (!batch.instancing || !batch.model) return;
  batch.instancing->commit();
  const bool any = batch.instancing->count() > 0;
  if (batch.model->property("visible").toBool() != any) batch.model->setProperty("visible", any);
}

OverlayGeometry* SceneKit::makeLayer(bool lines, bool translucent) {
  sw::ui::SceneItems* items = view_->sceneItems();
  QQuick3DObject* parent = overlayParent_;
  auto* geometry = new OverlayGeometry();
  geometry->setParent(parent);
  geometry->setParentItem(parent);
  geometry->begin(lines ? OverlayGeometry::Kind::Lines : OverlayGeometry::Kind::Triangles);
  geometry->commit();
  QQuick3DObject* model = items->createModel(parent, geometry);
  QQuick3DObject* material = items->createFlatMaterial(parent, translucent);
  sw::ui::SceneItems::setMaterials(model, {material});
  owned_.push_back(model);
  owned_.push_back(material);
  owned_.push_back(geometry);
  return geometry;
}

void SceneKit::clear() {
  // Models first: they refer to geometries, tables and materials.
  for (auto it = owned_.rbegin(); it != owned_.rend(); ++it)
    if (*it && it->data()->property("geometry").isValid()) delete it->data();
  for (const QPointer<QQuick3DObject>& object : owned_) delete object.data();
  owned_.clear();
  valid_ = false;
}

}  // namespace sw::play
