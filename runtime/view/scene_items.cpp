#include "view/scene_items.h"

#include <QQmlComponent>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQmlListReference>
#include <QUrl>
#include <QVariantMap>
#include <QtQuick3D/QQuick3DGeometry>
#include <QtQuick3D/QQuick3DInstancing>
#include <QtQuick3D/QQuick3DObject>
#include <QtQuick3D/QQuick3DTextureData>

namespace sw::ui {
namespace {

template <class T>
T* objectProperty(QObject* object, const char* name) {
  return object ? qobject_cast<T*>(object->property(name).value<QObject*>()) : nullptr;
}

}  // namespace

SceneItems::SceneItems(QObject* sceneRootItem)
    : root_(sceneRootItem),
      sceneRoot_(objectProperty<QQuick3DObject>(sceneRootItem, "sceneRoot")),
      overlayRoot_(objectProperty<QQuick3DObject>(sceneRootItem, "overlayRoot")),
      overlayLayer_(objectProperty<QQuick3DObject>(sceneRootItem, "overlayLayer")),
      model_(objectProperty<QQmlComponent>(sceneRootItem, "modelComponent")),
      litMaterial_(objectProperty<QQmlComponent>(sceneRootItem, "litMaterialComponent")),
      flatMaterial_(objectProperty<QQmlComponent>(sceneRootItem, "flatMaterialComponent")),
      overlayFlatMaterial_(objectProperty<QQmlComponent>(sceneRootItem, "overlayFlatMaterialComponent")),
      translucentMaterial_(objectProperty<QQmlComponent>(sceneRootItem, "translucentMaterialComponent")) {}

bool SceneItems::isValid() const {
  return sceneRoot_ && overlayRoot_ && overlayLayer_ && model_ && litMaterial_ && flatMaterial_ &&
         overlayFlatMaterial_ && translucentMaterial_;
}

QQuick3DObject* SceneItems::create(QQmlComponent* component, QQuick3DObject* parent,
                                   const QVariantMap& properties) {
  if (!component || !parent) return nullptr;
  QObject* object = component->createWithInitialProperties(properties, qmlContext(root_.data()));
  auto* item = qobject_cast<QQuick3DObject*>(object);
  if (!item) {
    delete object;
    return nullptr;
  }
  item->setParent(parent);  // owned by the node it sits under
  item->setParentItem(parent);
  return item;
}

QQuick3DObject* SceneItems::createModel(QQuick3DObject* parent, QQuick3DGeometry* geometry,
                                        QVector3D position) {
  QQuick3DObject* model =
      create(model_, parent, {{QStringLiteral("position"), QVariant::fromValue(position)}});
  if (model) setGeometry(model, geometry);
  return model;
}

QQuick3DObject* SceneItems::createInstancedModel(QQuick3DObject* parent, QQuick3DGeometry* geometry,
                                                 QQuick3DInstancing* instancing) {
  QQuick3DObject* model = create(model_, parent, {});
  if (!model) return nullptr;
  setGeometry(model, geometry);
  setInstancing(model, instancing);
  return model;
}

QQuick3DObject* SceneItems::createLitMaterial(QQuick3DObject* parent, const QColor& baseColor,
                                              QQuick3DTextureData* texture, float glow) {
  QColor opaque = baseColor;
  opaque.setAlpha(255);  // translucent art would need sorting; the editor shows it solid
  QVariantMap properties{{QStringLiteral("baseColor"), QVariant::fromValue(opaque)}};
  if (glow > 0) properties.insert(QStringLiteral("emissiveFactor"), QVariant::fromValue(QVector3D(glow, glow, glow)));
  QQuick3DObject* material = create(litMaterial_, parent, properties);
  if (!material || !texture) return material;
  // A Texture (a private type: made from QML) wrapping the shared data; the material owns it.
  QQmlEngine* engine = qmlEngine(root_.data());
  if (!texture_ && engine) {
    texture_ = new QQmlComponent(engine, root_.data());
    texture_->setData("import QtQuick3D\nTexture { generateMipmaps: true; mipFilter: Texture.Linear }\n",
                      QUrl(QStringLiteral("file:///scrollwork/mesh_texture.qml")));
    if (!texture_->isReady()) qWarning("SceneItems: texture component: %s", qPrintable(texture_->errorString()));
  }
  if (QQuick3DObject* map = create(texture_, material, {})) {
    map->setProperty("textureData", QVariant::fromValue(texture));
    material->setProperty("baseColorMap", QVariant::fromValue<QObject*>(map));
  }
  return material;
}

bool SceneItems::isOverlay(const QQuick3DObject* node) const {
  for (; node; node = node->parentItem())
    if (node == overlayLayer_) return true;
  return false;
}

QQuick3DObject* SceneItems::createFlatMaterial(QQuick3DObject* parent, bool translucent) {
  // Translucent flat materials are only used for overlays (fills, tints, glows).
  if (translucent) return create(translucentMaterial_, parent, {});
  return create(isOverlay(parent) ? overlayFlatMaterial_ : flatMaterial_, parent, {});
}

QQuick3DObject* SceneItems::createFromQml(QQuick3DObject* parent, const QByteArray& qml) {
  QQmlEngine* engine = root_ ? qmlEngine(root_.data()) : nullptr;
  if (!engine || !parent) return nullptr;
  QQmlComponent component(engine);
  component.setData(qml, QUrl(QStringLiteral("file:///scrollwork/generated_material.qml")));
  QObject* object = component.create(qmlContext(root_.data()));
  auto* item = qobject_cast<QQuick3DObject*>(object);
  if (!item) {
    qWarning("SceneItems: generated QML does not load: %s", qPrintable(component.errorString()));
    delete object;
    return nullptr;
  }
  item->setParent(parent);
  item->setParentItem(parent);
  return item;
}

void SceneItems::setGeometry(QQuick3DObject* model, QQuick3DGeometry* geometry) {
  if (model) model->setProperty("geometry", QVariant::fromValue(geometry));
}

void SceneItems::setPosition(QQuick3DObject* model, QVector3D position) {
  if (model) model->setProperty("position", QVariant::fromValue(position));
}

void SceneItems::setInstancing(QQuick3DObject* model, QQuick3DInstancing* instancing) {
  if (model) model->setProperty("instancing", QVariant::fromValue(instancing));
}

void SceneItems::setMaterials(QQuick3DObject* model, const QList<QQuick3DObject*>& materials) {
  if (!model) return;
  QQmlListReference list(model, "materials");
  if (!list.isValid()) return;
  // Replace only when different: every change makes the renderer rebuild the model.
  bool same = list.count() == materials.size();
  for (qsizetype i = 0; same && i < materials.size(); ++i) same = list.at(i) == materials[i];
  if (same) return;
  list.clear();
  for (QQuick3DObject* material : materials) list.append(material);
}

}  // namespace sw::ui
