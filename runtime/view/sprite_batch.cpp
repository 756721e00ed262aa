// Instanced image rectangles (sprite_batch.h).
#include "view/sprite_batch.h"

#include <QVector3D>
#include <QtQuick3D/QQuick3DObject>
#include <QtQuick3D/QQuick3DTextureData>
#include <cstring>

#include "view/scene_items.h"

namespace sw::ui {
namespace {

// Unshaded: art shows the colours of its image, whatever the lights do. Pixels below half
// opacity are cut out (no blending: layers and meshes then hide each other by depth,
// whatever order Qt draws the Models in). %1 is the vertex shader.
const char* kSpriteMaterialQml = R"(import QtQuick
import QtQuick3D
CustomMaterial {
    shadingMode: CustomMaterial.Unshaded
    vertexShader: "%1"
    fragmentShader: "qrc:/qml/tile_sprite.frag"
    cullMode: Material.NoCulling
    property TextureInput atlas: TextureInput {
        texture: Texture {
            magFilter: Texture.Nearest
            minFilter: Texture.Nearest
            mipFilter: Texture.None
            tilingModeHorizontal: Texture.ClampToEdge
            tilingModeVertical: Texture.ClampToEdge
        }
    }
}
)";

QQuick3DObject* textureOf(QQuick3DObject* material) {
  QObject* input = material ? material->property("atlas").value<QObject*>() : nullptr;
  return input ? qobject_cast<QQuick3DObject*>(input->property("texture").value<QObject*>()) : nullptr;
}

}  // namespace

SpriteQuadGeometry::SpriteQuadGeometry(QQuick3DObject* parent) : QQuick3DGeometry(parent) {
  // x, y, z, u, v per corner.
  const float vertices[4][5] = {{0, 0, 0, 0, 0}, {1, 0, 0, 1, 0}, {1, 1, 0, 1, 1}, {0, 1, 0, 0, 1}};
  const quint16 indices[6] = {0, 1, 2, 0, 2, 3};
  setVertexData(QByteArray(reinterpret_cast<const char*>(vertices), sizeof vertices));
  setIndexData(QByteArray(reinterpret_cast<const char*>(indices), sizeof indices));
  setStride(5 * sizeof(float));
  setPrimitiveType(QQuick3DGeometry::PrimitiveType::Triangles);
  addAttribute(QQuick3DGeometry::Attribute::PositionSemantic, 0, QQuick3DGeometry::Attribute::F32Type);
  addAttribute(QQuick3DGeometry::Attribute::TexCoord0Semantic, 3 * sizeof(float),
               QQuick3DGeometry::Attribute::F32Type);
  addAttribute(QQuick3DGeometry::Attribute::IndexSemantic, 0, QQuick3DGeometry::Attribute::U16Type);
  setBounds(QVector3D(0, 0, 0), QVector3D(1, 1, 0));
}

TileSpriteInstancing::TileSpriteInstancing(QQuick3DObject* parent) : QQuick3DInstancing(parent) {}

void TileSpriteInstancing::setEntries(std::vector<InstanceTableEntry> entries) {
  const bool same = entries.size() == entries_.size() &&
                    (entries.empty() || std::memcmp(entries.data(), entries_.data(),
                                                    entries.size() * sizeof(InstanceTableEntry)) == 0);
  if (same) return;
  entries_ = std::move(entries);
  markDirty();
}

QByteArray TileSpriteInstancing::getInstanceBuffer(int* instanceCount) {
  if (instanceCount) *instanceCount = int(entries_.size());
  return QByteArray::fromRawData(reinterpret_cast<const char*>(entries_.data()),
                                 qsizetype(entries_.size() * sizeof(InstanceTableEntry)));
}

void SpriteBatch::destroy() {
  delete model.data();
  delete material.data();
  delete texture.data();
  delete instancing.data();
}

bool makeSpriteBatch(SceneItems& items, QQuick3DObject* parent, const QImage& image, SpriteBatch& batch,
                     SpriteDepth depth) {
  const QString vertex = depth == SpriteDepth::InFront ? QStringLiteral("qrc:/qml/creature_sprite.vert")
                                                       : QStringLiteral("qrc:/qml/tile_sprite.vert");
  batch.material = items.createFromQml(parent, QString::fromLatin1(kSpriteMaterialQml).arg(vertex).toUtf8());
  QQuick3DObject* texture = textureOf(batch.material);
  if (!texture) {
    delete batch.material.data();
    return false;
  }
  const QImage pixels = image.convertToFormat(QImage::Format_RGBA8888);
  batch.imageSize = pixels.size();
  auto* data = new QQuick3DTextureData();
  data->setParent(parent);
  data->setParentItem(parent);
  data->setSize(pixels.size());
  data->setFormat(QQuick3DTextureData::RGBA8);
  data->setHasTransparency(pixels.hasAlphaChannel());
  data->setTextureData(QByteArray(reinterpret_cast<const char*>(pixels.constBits()), pixels.sizeInBytes()));
  texture->setProperty("textureData", QVariant::fromValue(data));
  batch.texture = data;
  batch.instancing = new TileSpriteInstancing();
  batch.instancing->setParent(parent);
  batch.instancing->setParentItem(parent);
  return true;
}

void showSpriteBatch(SceneItems& items, QQuick3DObject* parent, SpriteQuadGeometry* quad, SpriteBatch& batch,
                     std::vector<QQuick3DInstancing::InstanceTableEntry> entries) {
  if (!batch.instancing) return;
  if (entries.empty()) {
    delete batch.model.data();
    batch.instancing->setEntries({});
    return;
  }
  batch.instancing->setEntries(std::move(entries));
  if (!batch.model) {
    batch.model = items.createInstancedModel(parent, quad, batch.instancing);
    SceneItems::setMaterials(batch.model, {batch.material.data()});
  }
}

}  // namespace sw::ui
