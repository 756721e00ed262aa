#pragma once
// Creates Qt Quick 3D scene objects (Models, materials) from the components that
// LevelScene.qml exposes, using public API only: QQmlComponent::createWithInitialProperties
// and QQuick3DObject::setParentItem. Each object is owned by the node it is placed under.
#include <QColor>
#include <QList>
#include <QPointer>
#include <QVector3D>

class QObject;
class QQmlComponent;
class QQuick3DGeometry;
class QQuick3DInstancing;
class QQuick3DObject;
class QQuick3DTextureData;

namespace sw::ui {

class SceneItems {
 public:
  // `sceneRootItem` is the root object of LevelScene.qml.
  explicit SceneItems(QObject* sceneRootItem);

  bool isValid() const;
  QQuick3DObject* sceneRoot() const { return sceneRoot_; }
  QQuick3DObject* overlayRoot() const { return overlayRoot_; }
  // Parent of overlayRoot: everything under it is drawn in front of all art (the editing
  // overlays under overlayRoot, Play's own lines beside them).
  QQuick3DObject* overlayLayer() const { return overlayLayer_; }
  // `node` is the overlay layer or inside it.
  bool isOverlay(const QQuick3DObject* node) const;

  QQuick3DObject* createModel(QQuick3DObject* parent, QQuick3DGeometry* geometry, QVector3D position = {});
  // A Model drawing `geometry` once per entry of `instancing` (which must already sit in
  // the scene). The Model stays at the origin; the table places the copies.
  QQuick3DObject* createInstancedModel(QQuick3DObject* parent, QQuick3DGeometry* geometry,
                                       QQuick3DInstancing* instancing);
  // Lit, solid. `texture` (optional, shared: its owner keeps it alive) paints the base
  // colour, multiplied by `baseColor`; `glow` > 0 lifts every colour toward white.
  QQuick3DObject* createLitMaterial(QQuick3DObject* parent, const QColor& baseColor,
                                    QQuick3DTextureData* texture = nullptr, float glow = 0.0f);
  // Unlit, coloured per vertex. Translucent materials blend by the vertex alpha (drawn
  // after opaque ones, without writing depth). Under the overlay layer (and always when
  // translucent) the material draws in front of all art.
  QQuick3DObject* createFlatMaterial(QQuick3DObject* parent, bool translucent = false);
  // An object from QML text (a generated CustomMaterial); nullptr, with a warning, when
  // the text does not load.
  QQuick3DObject* createFromQml(QQuick3DObject* parent, const QByteArray& qml);

  static void setGeometry(QQuick3DObject* model, QQuick3DGeometry* geometry);
  static void setPosition(QQuick3DObject* model, QVector3D position);
  static void setInstancing(QQuick3DObject* model, QQuick3DInstancing* instancing);
  // Material i draws subset i of the model's geometry.
  static void setMaterials(QQuick3DObject* model, const QList<QQuick3DObject*>& materials);

 private:
  QQuick3DObject* create(QQmlComponent* component, QQuick3DObject* parent, const QVariantMap& properties);

  QPointer<QObject> root_;
  QPointer<QQuick3DObject> sceneRoot_, overlayRoot_, overlayLayer_;
  QPointer<QQmlComponent> model_, litMaterial_, flatMaterial_, overlayFlatMaterial_, translucentMaterial_;
  QPointer<QQmlComponent> texture_;  // made on first use
};

}  // namespace sw::ui
