// Lights over the art (light_layer.h).
#include "view/light_layer.h"

#include <QQuaternion>
#include <QtQuick3D/QQuick3DGeometry>
#include <QtQuick3D/QQuick3DInstancing>
#include <QtQuick3D/QQuick3DObject>
#include <algorithm>
#include <cmath>
#include <cstring>

#include "model/level/level.h"
#include "model/level/level_lookup.h"
#include "model/level/object_cast.h"
#include "model/project/project.h"
#include "view/scene_items.h"

namespace sw::ui {

// A unit quad centred on its origin (the light's centre), UV 0..1 across it.
class LightQuad : public QQuick3DGeometry {
 public:
  explicit LightQuad(QQuick3DObject* parent) : QQuick3DGeometry(parent) {
    const float vertices[4][5] = {{-0.5f, -0.5f, 0, 0, 0}, {0.5f, -0.5f, 0, 1, 0}, {0.5f, 0.5f, 0, 1, 1},
                                  {-0.5f, 0.5f, 0, 0, 1}};
    const quint16 indices[6] = {0, 1, 2, 0, 2, 3};
    setVertexData(QByteArray(reinterpret_cast<const char*>(vertices), sizeof vertices));
    setIndexData(QByteArray(reinterpret_cast<const char*>(indices), sizeof indices));
    setStride(5 * sizeof(float));
    setPrimitiveType(QQuick3DGeometry::PrimitiveType::Triangles);
    addAttribute(QQuick3DGeometry::Attribute::PositionSemantic, 0, QQuick3DGeometry::Attribute::F32Type);
    addAttribute(QQuick3DGeometry::Attribute::TexCoord0Semantic, 3 * sizeof(float),
                 QQuick3DGeometry::Attribute::F32Type);
    addAttribute(QQuick3DGeometry::Attribute::IndexSemantic, 0, QQuick3DGeometry::Attribute::U16Type);
    setBounds(QVector3D(-0.5f, -0.5f, 0), QVector3D(0.5f, 0.5f, 0));
  }
};

class LightInstancing : public QQuick3DInstancing {
 public:
  explicit LightInstancing(QQuick3DObject* parent) : QQuick3DInstancing(parent) {}
  std::vector<InstanceTableEntry>& table() { return entries_; }
  static InstanceTableEntry entry(QVector3D position, QVector3D scale, float turnDegrees, const QColor& colour,
                                  QVector4D data) {
    return calculateTableEntry(position, scale, QVector3D(0, 0, turnDegrees), colour, data);
  }
  void commit() {
    // The same table as last frame (a still scene in the editor): nothing to upload.
    if (entries_.size() == shown_.size() &&
        (entries_.empty() || std::memcmp(entries_.data(), shown_.data(), entries_.size() * sizeof(InstanceTableEntry)) == 0))
      return;
    shown_ = entries_;
    markDirty();
  }

 protected:
  QByteArray getInstanceBuffer(int* instanceCount) override {
    if (instanceCount) *instanceCount = int(shown_.size());
    return QByteArray::fromRawData(reinterpret_cast<const char*>(shown_.data()),
                                   qsizetype(shown_.size() * sizeof(InstanceTableEntry)));
  }

 private:
  std::vector<InstanceTableEntry> entries_, shown_;
};

namespace {

// %1: the blending. Unshaded: the shader's output is the amount of light, not a colour.
const char* kLightMaterialQml = R"(import QtQuick
import QtQuick3D
CustomMaterial {
    shadingMode: CustomMaterial.Unshaded
    vertexShader: "qrc:/qml/light.vert"
    fragmentShader: "qrc:/qml/light.frag"
    cullMode: Material.NoCulling
    depthDrawMode: Material.NeverDepthDraw
    %1
}
)";

}  // namespace

void appendLevelLights(std::vector<LightShape>& out, const Project& project, const Level& level, double seconds) {
  const LevelLookup lookup(&project, level);  // tile origins once for all attached lights
  for (const auto& object : level.objects) {
    const auto* light = objectCast<const Light*>(object.get());
    if (!light || light->fieldProblems().size() > 0) continue;  // validation names it
    LightShape s;
    s.at = lightPosition(project, level, *light);
    s.shape = light->shape;
    s.color = light->color;
    s.intensity = light->intensity * flickerFactor(light->flicker, light->flickerRate, light->seed, seconds);
    s.range = light->range;
    s.direction = light->direction;
    s.cone = light->cone;
    s.length = light->shape == Light::Shape::Line ? light->length : 0.0;
    out.push_back(s);
  }
}

LightLayer::LightLayer(SceneItems& items, QQuick3DObject* parent) : items_(items), parent_(parent) {
  if (!parent) return;
  quad_ = new LightQuad(parent);
  quad_->setParentItem(parent);
  auto make = [&](Batch& b, const char* blending) {
    b.material = items_.createFromQml(parent, QString::fromLatin1(kLightMaterialQml).arg(QLatin1String(blending)).toUtf8());
    b.instancing = new LightInstancing(parent);
    b.instancing->setParentItem(parent);
    return b.material != nullptr;
  };
  valid_ = make(lights_, "sourceBlend: CustomMaterial.DstColor\n    destinationBlend: CustomMaterial.One") &&
           make(darkness_, "sourceBlend: CustomMaterial.Zero\n    destinationBlend: CustomMaterial.OneMinusSrcColor");
}

LightLayer::~LightLayer() {
  for (Batch* b : {&lights_, &darkness_}) {
    delete b->model.data();
    delete b->material.data();
    delete b->instancing.data();
  }
  delete quad_.data();
}

void LightLayer::fill(Batch& b, const std::vector<LightShape>& lights, bool darkening) {
  if (!b.instancing || !quad_) return;  // the scene went first
  auto& table = b.instancing->table();
  table.clear();
  for (const LightShape& s : lights) {
    if ((s.intensity < 0) != darkening || s.intensity == 0 || !(s.range > 0) || !s.at.isFinite()) continue;
    const double halfLength = s.shape == Light::Shape::Line ? std::max(s.length, 0.0) / 2 : 0.0;
    const double coneCos = s.shape == Light::Shape::Spot ? std::cos(s.cone * 3.14159265358979 / 360.0) : -2.0;
    const QVector3D scale(float(2 * (s.range + halfLength)), float(2 * s.range), 1.0f);
    const double hole = std::clamp(s.hole / s.range, 0.0, 1.0);
    const QColor colour = QColor::fromRgb(s.color.r, s.color.g, s.color.b, int(std::lround(hole * 255)));
    table.push_back(LightInstancing::entry(QVector3D(float(s.at.x), float(s.at.y), float(s.z)), scale,
                                           float(s.direction), colour,
                                           QVector4D(float(s.range), float(halfLength), float(coneCos),
                                                     float(std::min(std::abs(s.intensity), 8.0)))));
  }
  b.instancing->commit();
  if (table.empty() || !visible_) {
    delete b.model.data();
    return;
  }
  if (!b.model) {
    b.model = items_.createInstancedModel(parent_, quad_, b.instancing);
    SceneItems::setMaterials(b.model, {b.material.data()});
  }
}

void LightLayer::show(const std::vector<LightShape>& lights) {
  if (!valid_) return;
  fill(lights_, lights, false);
  fill(darkness_, lights, true);
  count_ = 0;
  for (const Batch* b : {&lights_, &darkness_})
    if (b->instancing) count_ += int(b->instancing->table().size());
}

void LightLayer::setVisible(bool on) {
  if (visible_ == on) return;
  visible_ = on;
  if (!on)
    for (Batch* b : {&lights_, &darkness_}) delete b->model.data();
}

}  // namespace sw::ui
