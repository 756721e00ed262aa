#pragma once
// Authored particle effects (present/effects/effect_player.h) drawn instanced: one Model per
// (atlas image, blending) holding every particle that uses it, so 20,000 particles cost a
// handful of draw calls, never one per particle. Each instance carries its position, size,
// turn about the view axis, colour with alpha, and (INSTANCE_DATA) the sprite frame's
// rectangle of the atlas or the plain shape to make (effect_particle.vert/.frag, a
// CustomMaterial with additive or alpha blending). Plain shapes share a batch per blending
// with a white 1x1 texture. Atlas images are read once, through the view's image source.
#include <QByteArray>
#include <QImage>
#include <QString>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "view/play/scene_kit.h"
#include "view/play/splat_layer.h"
#include "view/sprite_batch.h"
#include "view/tile_layer_batches.h"

namespace sw {
class EffectPlayer;
}

namespace sw::play {

inline constexpr float kEffectZ = kEntityZ + 0.03f;  // in front of ships and bullets

// The particles' material (effect_particle.vert and `fragmentShader` of resources/qml)
// blending with these factors (names of CustomMaterial's BlendMode).
QByteArray particleMaterialQml(const QString& sourceBlend, const QString& destinationBlend,
                               const QString& fragmentShader = QStringLiteral("effect_particle.frag"));

class EffectRenderer {
 public:
  explicit EffectRenderer(SceneKit& kit);
  ~EffectRenderer();
  EffectRenderer(const EffectRenderer&) = delete;
  EffectRenderer& operator=(const EffectRenderer&) = delete;

  // Where atlas images are read (empty: from their files).
  void setImageSource(sw::ui::TileImageSource images) { images_ = std::move(images); }
  // Draws the player's particles; sprite images are relative to `directory` (the project's).
  void update(const sw::EffectPlayer& player, const std::string& directory);

  // Effects of at least `count` particles are splatted at half the view's resolution
  // (splat_layer.h) instead of drawn instanced, until they are half as many again.
  void setSplatFrom(int count) { splatFrom_ = count; }
  bool isSplatShown() const { return splat_ && splat_->isShown(); }
  const SplatLayer* splatLayer() const { return splat_.get(); }

  int instances() const { return instances_; }  // drawn, instanced or splatted
  int spriteInstances() const { return spriteInstances_; }
  int batches() const;  // Models drawing now

 private:
  struct Batch {
    sw::ui::SpriteBatch sprite;
    QSize imageSize{1, 1};
    QImage pixels;  // RGBA8888, for splatting
    std::vector<QQuick3DInstancing::InstanceTableEntry> entries;
    bool failed = false;
  };
  Batch* batchFor(const std::string& image, bool additive, const std::string& directory);

  SceneKit& kit_;
  sw::ui::SpriteQuadGeometry* quad_ = nullptr;
  sw::ui::TileImageSource images_;
  std::map<std::pair<std::string, bool>, Batch> batches_;  // (image, additive); "" = plain shapes
  std::unique_ptr<SplatLayer> splat_;
  int splatFrom_ = kSplatFrom;
  bool splatting_ = false;
  int instances_ = 0, spriteInstances_ = 0;
};

}  // namespace sw::play
