// Authored particle effects drawn instanced (effect_renderer.h).
#include "view/play/effect_renderer.h"

#include <QVector4D>
#include <QtQuick3D/QQuick3DObject>
#include <QtQuick3D/QQuick3DTextureData>
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <numbers>

#include "present/effects/effect_player.h"
#include "view/level_view.h"
#include "view/scene_items.h"

namespace sw::play {

namespace {

// Unshaded, blended (%1 the source and %2 the destination factor), not culled: the
// particles' own colours whatever the lights do.
const char* kEffectMaterialQml = R"(import QtQuick
import QtQuick3D
CustomMaterial {
    shadingMode: CustomMaterial.Unshaded
    vertexShader: "qrc:/qml/effect_particle.vert"
    fragmentShader: "qrc:/qml/%3"
    cullMode: Material.NoCulling
    sourceBlend: CustomMaterial.%1
    destinationBlend: CustomMaterial.%2
    property TextureInput atlas: TextureInput {
        texture: Texture {
            magFilter: Texture.Linear
            minFilter: Texture.Linear
            mipFilter: Texture.None
            tilingModeHorizontal: Texture.ClampToEdge
            tilingModeVertical: Texture.ClampToEdge
        }
    }
}
)";

}  // namespace

QByteArray particleMaterialQml(const QString& sourceBlend, const QString& destinationBlend, const QString& fragmentShader) {
  return QString::fromLatin1(kEffectMaterialQml).arg(sourceBlend, destinationBlend, fragmentShader).toUtf8();
}

EffectRenderer::EffectRenderer(SceneKit& kit) : kit_(kit) {
  quad_ = new sw::ui::SpriteQuadGeometry();
  quad_->setParent(kit.sceneRoot());
  quad_->setParentItem(kit.sceneRoot());
  kit.owned().push_back(quad_);
  splat_ = std::make_unique<SplatLayer>(kit, kEffectZ, 0.5);
}

EffectRenderer::~EffectRenderer() {
  splat_.reset();
  for (auto& [key, batch] : batches_) batch.sprite.destroy();
}

int EffectRenderer::batches() const {
  int n = 0;
  for (const auto& [key, batch] : batches_) n += batch.sprite.model ? 1 : 0;
  return n;
}

EffectRenderer::Batch* EffectRenderer::batchFor(const std::string& image, bool additive, const std::string& directory) {
  auto [it, made] = batches_.try_emplace({image, additive});
  Batch& b = it->second;
  if (!made) return b.failed ? nullptr : &b;
  sw::ui::SceneItems* items = kit_.view() ? kit_.view()->sceneItems() : nullptr;
  QImage pixels;
  if (image.empty()) {
    pixels = QImage(1, 1, QImage::Format_RGBA8888);
    pixels.fill(Qt::white);
  } else {
    const QString path = QString::fromStdString(
        (std::filesystem::path(directory) / image).lexically_normal().string());
    pixels = images_ ? images_(path) : QImage(path);
  }
  const QByteArray qml = particleMaterialQml(QStringLiteral("SrcAlpha"), additive ? QStringLiteral("One")
                                                                                 : QStringLiteral("OneMinusSrcAlpha"));
  QQuick3DObject* parent = kit_.sceneRoot();
  if (!items || pixels.isNull() || !(b.sprite.material = items->createFromQml(parent, qml))) {
    b.failed = true;
    return nullptr;
  }
  QObject* input = b.sprite.material->property("atlas").value<QObject*>();
  auto* texture = input ? qobject_cast<QQuick3DObject*>(input->property("texture").value<QObject*>()) : nullptr;
  if (!texture) {
    b.failed = true;
    return nullptr;
  }
  pixels = pixels.convertToFormat(QImage::Format_RGBA8888);
  b.imageSize = pixels.size();
  b.pixels = pixels;
  auto* data = new QQuick3DTextureData();
  data->setParent(parent);
  data->setParentItem(parent);
  data->setSize(pixels.size());
  data->setFormat(QQuick3DTextureData::RGBA8);
  data->setHasTransparency(true);
  data->setTextureData(QByteArray(reinterpret_cast<const char*>(pixels.constBits()), pixels.sizeInBytes()));
  texture->setProperty("textureData", QVariant::fromValue(data));
  b.sprite.texture = data;
  b.sprite.instancing = new sw::ui::TileSpriteInstancing();
  b.sprite.instancing->setParent(parent);
  b.sprite.instancing->setParentItem(parent);
  return &b;
}

void EffectRenderer::update(const sw::EffectPlayer& player, const std::string& directory) {
  for (auto& [key, batch] : batches_) batch.entries.clear();
  instances_ = spriteInstances_ = 0;
  const auto& sprites = player.library().sprites();
  // The batch of the last particle: particles of one emitter come in runs, so most lookups
  // are this one comparison.
  const std::string* lastImage = nullptr;
  bool lastAdditive = false;
  Batch* last = nullptr;
  // Once splatting, until the crowd is half the size again: a count hovering about the
  // threshold must not flip the look (splats are softer) frame by frame.
  const int count = int(player.particles().size());
  splatting_ = count >= splatFrom_ || (splatting_ && count > 0 && count >= splatFrom_ / 2);
  const bool splat = splatting_ && splat_->begin();
  SplatImage* canvas = splat ? &splat_->canvas() : nullptr;
  for (const sw::EffectParticle& p : player.particles()) {
    const sw::DrawnParticle d = player.drawn(p);
    if (d.a <= 0.0f || d.size <= 0.0f) continue;
    const bool additive = d.blend == sw::Emitter::Blend::Additive;
    static const std::string kPlain;
    const sw::EffectSprite* sprite = d.sprite >= 0 ? &sprites[std::size_t(d.sprite)] : nullptr;
    const std::string& image = sprite ? sprite->image : kPlain;
    if (!last || !lastImage || *lastImage != image || lastAdditive != additive) {
      last = batchFor(image, additive, directory);
      lastImage = &image;
      lastAdditive = additive;
    }
    if (!last) continue;
    QVector4D data;
    QVector3D scale(d.size, d.size, 1);
    float turn = d.rotation;
    if (sprite) {
      // Half a texel in from the frame's edges: linear filtering must not reach its neighbours.
      const float w = float(last->imageSize.width()), h = float(last->imageSize.height());
      data = QVector4D((float(sprite->x) + 0.5f) / w, (float(sprite->y) + 0.5f) / h,
                       std::max(float(sprite->width) - 1.0f, 0.0f) / w, std::max(float(sprite->height) - 1.0f, 0.0f) / h);
      ++spriteInstances_;
    } else {
      const int shape = d.look == sw::Emitter::Look::Square ? 1 : d.look == sw::Emitter::Look::Streak ? 2 : 0;
      data = QVector4D(-1.0f - float(shape), 0, 0, 0);
      if (shape == 2) {
        // A streak lies along its travel, longer the faster it goes.
        const double speed = std::hypot(d.velocity.x, d.velocity.y);
        scale.setX(float(d.size * (1.0 + speed * 8.0)));
        scale.setY(float(d.size * 0.35));
        if (speed > 0) turn = float(std::atan2(d.velocity.y, d.velocity.x) * 180.0 / std::numbers::pi);
      }
    }
    if (canvas) {
      // The same quad, drawn on the CPU: turned about z, shaped or sampled as the shader does.
      const auto shape = sprite ? SplatImage::Shape::Sprite
                                : int(-1.0f - data.x()) == 1 ? SplatImage::Shape::Square
                                : int(-1.0f - data.x()) == 2 ? SplatImage::Shape::Streak
                                                             : SplatImage::Shape::Disc;
      SplatSprite frame;
      if (sprite) {
        frame.pixels = last->pixels.constBits();
        frame.width = last->pixels.width();
        frame.height = last->pixels.height();
        frame.stride = int(last->pixels.bytesPerLine());
        frame.x = data.x();
        frame.y = data.y();
        frame.w = data.z();
        frame.h = data.w();
      }
      canvas->quad(d.position.x, d.position.y, scale.x(), scale.y(), turn * std::numbers::pi / 180.0, shape,
                  SplatColor{std::clamp(d.r, 0.0f, 1.0f), std::clamp(d.g, 0.0f, 1.0f), std::clamp(d.b, 0.0f, 1.0f),
                             std::clamp(d.a, 0.0f, 1.0f)},
                  additive, sprite ? &frame : nullptr);
      ++instances_;
      continue;
    }
    // The entry by hand (calculateTableEntry is for subclasses): scale, then the turn about z.
    const float radians = turn * float(std::numbers::pi / 180.0);
    const float c = std::cos(radians), s = std::sin(radians);
    QQuick3DInstancing::InstanceTableEntry entry;
    entry.row0 = QVector4D(c * scale.x(), -s * scale.y(), 0, float(d.position.x));
    entry.row1 = QVector4D(s * scale.x(), c * scale.y(), 0, float(d.position.y));
    entry.row2 = QVector4D(0, 0, 1, kEffectZ);
    entry.color = QVector4D(std::clamp(d.r, 0.0f, 1.0f), std::clamp(d.g, 0.0f, 1.0f), std::clamp(d.b, 0.0f, 1.0f),
                            std::clamp(d.a, 0.0f, 1.0f));
    entry.instanceData = data;
    last->entries.push_back(entry);
    ++instances_;
  }
  sw::ui::SceneItems* items = kit_.view() ? kit_.view()->sceneItems() : nullptr;
  if (!items) return;
  for (auto& [key, batch] : batches_)
    if (!batch.failed) sw::ui::showSpriteBatch(*items, kit_.sceneRoot(), quad_, batch.sprite, std::move(batch.entries));
  splat_->finish();
}

}  // namespace sw::play
