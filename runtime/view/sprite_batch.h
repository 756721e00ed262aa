#pragma once
// Rectangles of one image drawn as textured quads by instancing: one Model, one material
// with the image as its texture, and an instance table carrying each quad's transform, its
// rectangle of the image (INSTANCE_DATA, a negative size flips) and flags (INSTANCE_COLOR:
// diagonal flip, selected). Painted tile layers (tile_layer_batches.h) and creatures'
// sprite frames (creature_sprites.h) both draw with it, so an image is read, uploaded and
// sampled one way. Scene batches sit among the art by depth; overlay batches use the
// overlays' depth squeeze (overlay_flat.vert) and show in front of all art.
#include <QImage>
#include <QPointer>
#include <QSize>
#include <QtQuick3D/QQuick3DGeometry>
#include <QtQuick3D/QQuick3DInstancing>
#include <vector>

class QQuick3DObject;
class QQuick3DTextureData;

namespace sw::ui {

class SceneItems;

// The unit square (0..1, 0..1) in the plane z = 0, UV0 = position.
class SpriteQuadGeometry : public QQuick3DGeometry {
  Q_OBJECT
 public:
  explicit SpriteQuadGeometry(QQuick3DObject* parent = nullptr);
};

class TileSpriteInstancing : public QQuick3DInstancing {
  Q_OBJECT
 public:
  explicit TileSpriteInstancing(QQuick3DObject* parent = nullptr);
  void setEntries(std::vector<InstanceTableEntry> entries);
  const std::vector<InstanceTableEntry>& entries() const { return entries_; }

 protected:
  QByteArray getInstanceBuffer(int* instanceCount) override;

 private:
  std::vector<InstanceTableEntry> entries_;
};

// A texture and its table; the Model is made when there is something to draw.
struct SpriteBatch {
  QPointer<QQuick3DObject> model, material;
  QPointer<TileSpriteInstancing> instancing;
  QPointer<QQuick3DTextureData> texture;
  QSize imageSize;
  // Deletes what it made (the Model first: it refers to the rest).
  void destroy();
};

enum class SpriteDepth { Scene, InFront };

// A material with `pixels` as its texture and an empty table under `parent` (no Model yet);
// false when the material cannot be made.
bool makeSpriteBatch(SceneItems& items, QQuick3DObject* parent, const QImage& pixels, SpriteBatch& batch,
                     SpriteDepth depth = SpriteDepth::Scene);
// Gives the batch these entries, making its Model (of `quad`, under `parent`) when missing;
// with none the Model goes (an instanced Model with an empty table is not reliably drawn as
// nothing) and the texture stays for later.
void showSpriteBatch(SceneItems& items, QQuick3DObject* parent, SpriteQuadGeometry* quad, SpriteBatch& batch,
                     std::vector<QQuick3DInstancing::InstanceTableEntry> entries);

}  // namespace sw::ui
