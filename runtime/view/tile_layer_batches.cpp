#include "view/tile_layer_batches.h"

#include <QVector3D>
#include <QVector4D>
#include <QtQuick3D/QQuick3DObject>
#include <QtQuick3D/QQuick3DTextureData>
#include <algorithm>
#include <cstring>
#include <map>

#include "view/scene_items.h"
#include "view/view_margin.h"

namespace sw::ui {
namespace {

// Unshaded: tile art shows the colours of its image, whatever the lights do. Pixels
// below half opacity are cut out (no blending: layers and meshes then hide each other by
// depth, whatever order Qt draws the Models in).
const char* kSpriteMaterialQml = R"(import QtQuick
import QtQuick3D
CustomMaterial {
    shadingMode: CustomMaterial.Unshaded
    vertexShader: "qrc:/qml/tile_sprite.vert"
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

// 8 x 8 magenta and grey squares: reads as "missing" at any zoom.
QImage placeholderImage() {
  QImage image(8, 8, QImage::Format_RGBA8888);
  for (int y = 0; y < 8; ++y)
    for (int x = 0; x < 8; ++x)
      image.setPixelColor(x, y, ((x / 4 + y / 4) % 2) ? QColor(255, 0, 255) : QColor(96, 96, 96));
  return image;
}

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
                    (entries.empty() ||
                     std::memcmp(entries.data(), entries_.data(), entries.size() * sizeof(InstanceTableEntry)) == 0);
  if (same) return;
  entries_ = std::move(entries);
  markDirty();
}

QByteArray TileSpriteInstancing::getInstanceBuffer(int* instanceCount) {
  if (instanceCount) *instanceCount = int(entries_.size());
  return QByteArray::fromRawData(reinterpret_cast<const char*>(entries_.data()),
                                 qsizetype(entries_.size() * sizeof(InstanceTableEntry)));
}

TileLayerBatches::TileLayerBatches(SceneItems* items) : items_(items) {
  quad_ = new SpriteQuadGeometry();
  quad_->setParent(items_->sceneRoot());
  quad_->setParentItem(items_->sceneRoot());
}

TileLayerBatches::~TileLayerBatches() { clear(); }

void TileLayerBatches::setArt(TileArtLookup lookup, TileImageSource images) {
  lookup_ = std::move(lookup);
  images_ = std::move(images);
  reloadImages({});
}

void TileLayerBatches::setLinks(std::vector<sw::ChainLink> links) { links_ = std::move(links); }

bool TileLayerBatches::setView(const QRectF& visible) {
  visible_ = visible;
  const bool stale = areaNeedsRebuild(built_, visible);
  if (stale) rebuild();
  return stale;
}

TileLayerBatches::Batch* TileLayerBatches::batchFor(const QString& image) {
  auto it = batches_.find(image);
  if (it != batches_.end()) return &*it;
  QImage pixels = image.isEmpty() ? placeholderImage() : (images_ ? images_(image) : QImage());
  if (pixels.isNull()) return nullptr;
  Batch batch;
  return makeBatch(pixels, batch) ? &*batches_.insert(image, batch) : nullptr;
}

bool TileLayerBatches::makeBatch(const QImage& image, Batch& batch) {
  QImage pixels = image;
  QQuick3DObject* root = items_->sceneRoot();
  batch.material = items_->createFromQml(root, kSpriteMaterialQml);
  QQuick3DObject* texture = textureOf(batch.material);
  if (!texture) {
    delete batch.material.data();
    return false;
  }
  pixels = pixels.convertToFormat(QImage::Format_RGBA8888);
  batch.imageSize = pixels.size();
  auto* data = new QQuick3DTextureData();
  data->setParent(root);
  data->setParentItem(root);
  data->setSize(pixels.size());
  data->setFormat(QQuick3DTextureData::RGBA8);
  data->setHasTransparency(pixels.hasAlphaChannel());
  data->setTextureData(QByteArray(reinterpret_cast<const char*>(pixels.constBits()), pixels.sizeInBytes()));
  texture->setProperty("textureData", QVariant::fromValue(data));
  batch.texture = data;
  batch.instancing = new TileSpriteInstancing();
  batch.instancing->setParent(root);
  batch.instancing->setParentItem(root);
  return true;
}

void TileLayerBatches::dropBatch(const QString& image) {
  auto it = batches_.find(image);
  if (it == batches_.end()) return;
  // The Model refers to the rest: it goes first.
  delete it->model.data();
  delete it->material.data();
  delete it->texture.data();
  delete it->instancing.data();
  batches_.erase(it);
}

void TileLayerBatches::clear() {
  for (const QString& image : batches_.keys()) dropBatch(image);
  for (Batch& b : overviews_) {
    delete b.model.data();
    delete b.material.data();
    delete b.texture.data();
    delete b.instancing.data();
  }
  overviews_.clear();
  bakers_.clear();
}

void TileLayerBatches::reloadImages(const QStringList& absolutePaths) {
  if (absolutePaths.isEmpty()) {
    clear();
    missing_.clear();
  } else {
    for (const QString& path : absolutePaths) {
      dropBatch(path);
      missing_.remove(path);
    }
    for (TileOverviewBaker& baker : bakers_) baker.invalidate();  // their pixels may be in any overview
  }
  rebuild();
}

void TileLayerBatches::setSelection(sw::ObjectId link, int layer, const QSet<int>& tiles) {
  if (link == selectedLink_ && layer == selectedLayer_ && tiles == selectedTiles_) return;
  selectedLink_ = link;
  selectedLayer_ = layer;
  selectedTiles_ = tiles;
  rebuild();
}

void TileLayerBatches::rebuild() {
  built_ = areaAround(visible_, 0.5);
  const bool cull = !built_.isNull();
  spriteCount_ = 0;
  drawnTiles_ = 0;
  std::map<QString, std::vector<QQuick3DInstancing::InstanceTableEntry>> wanted;
  overview_ = rebuildOverview();  // with no known view too: never millions of sprites
  if (!overview_)
    for (Batch& b : overviews_) delete b.model.data();  // back to sprites: overview Models go

  // A palette entry resolved once per layer: which batch and which part of its image.
  struct Resolved {
    QString image;  // "" placeholder
    QRectF uv;      // x, y, width, height as shares of the image (y down)
  };
  std::vector<Resolved> resolved;
  for (const sw::ChainLink& link : links_) {
    if (!link.instance || !link.origin.isFinite()) continue;
    const auto& layers = link.instance->tileLayers;
    for (std::size_t layerIndex = 0; layerIndex < layers.size() && !overview_; ++layerIndex) {
      const sw::TileLayer& layer = layers[layerIndex];
      resolved.assign(layer.palette.size(), Resolved{});
      std::vector<bool> known(layer.palette.size(), false);
      const bool selectedLayer = link.instance->id == selectedLink_ && int(layerIndex) == selectedLayer_;
      const float z = float(-layer.z);
      // Only the chunks near the built area are read (TileList chunk boxes).
      const double inf = std::numeric_limits<double>::infinity();
      const double qx0 = cull ? built_.left() - link.origin.x : -inf, qx1 = cull ? built_.right() - link.origin.x : inf;
      const double qy0 = cull ? built_.top() - link.origin.y : -inf, qy1 = cull ? built_.bottom() - link.origin.y : inf;
      layer.tiles.forEachMeeting(qx0, qy0, qx1, qy1, [&](std::size_t i, const sw::PlacedTile& tile) {
        const double x = link.origin.x + tile.position.x, y = link.origin.y + tile.position.y;
        if (tile.ref < known.size() && !known[tile.ref]) {
          known[tile.ref] = true;
          Resolved& r = resolved[tile.ref];
          const sw::TileRef& ref = layer.palette[tile.ref];
          const TileArt art = lookup_ ? lookup_(ref.tileset, ref.tile) : TileArt{};
          Batch* batch = (art.found && !missing_.contains(art.image)) ? batchFor(art.image) : nullptr;
          if (art.found && !batch) missing_.insert(art.image, true);
          if (batch && batch->imageSize.width() > 0 && batch->imageSize.height() > 0) {
            const double w = batch->imageSize.width(), h = batch->imageSize.height();
            r.image = art.image;
            r.uv = QRectF(art.pixels.x() / w, art.pixels.y() / h, art.pixels.width() / w, art.pixels.height() / h);
          } else {
            r.uv = QRectF(0, 0, 1, 1);
          }
        }
        const Resolved& r = tile.ref < resolved.size() ? resolved[tile.ref] : Resolved{QString(), QRectF(0, 0, 1, 1)};
        // Tiled's order: the diagonal flip (swap x and y) first, then horizontal and
        // vertical. The shader swaps first, so with a diagonal flip the horizontal flip
        // lands on the image's y axis and the vertical one on its x axis.
        const bool diagonal = tile.flips & sw::PlacedTile::FlipDiagonal;
        const bool flipH = tile.flips & sw::PlacedTile::FlipHorizontal;
        const bool flipV = tile.flips & sw::PlacedTile::FlipVertical;
        const bool flipX = diagonal ? flipV : flipH, flipY = diagonal ? flipH : flipV;
        QVector4D uv(float(r.uv.x()), float(r.uv.y()), float(r.uv.width()), float(r.uv.height()));
        if (flipX) uv = QVector4D(uv.x() + uv.z(), uv.y(), -uv.z(), uv.w());
        if (flipY) uv = QVector4D(uv.x(), uv.y() + uv.w(), uv.z(), -uv.w());
        const bool selected = selectedLayer && selectedTiles_.contains(int(i));
        QQuick3DInstancing::InstanceTableEntry entry;
        entry.row0 = QVector4D(float(tile.size.x), 0, 0, float(x));
        entry.row1 = QVector4D(0, float(tile.size.y), 0, float(y));
        entry.row2 = QVector4D(0, 0, 1, z);
        entry.color = QVector4D(diagonal ? 1.0f : 0.0f, selected ? 1.0f : 0.0f, 0, 1);
        entry.instanceData = uv;
        wanted[r.image].push_back(entry);
        ++spriteCount_;
        return true;
      });
    }
  }
  if (!overview_) drawnTiles_ = std::size_t(spriteCount_);

  // Batches no tile uses lose their Model (an instanced Model with an empty table is not
  // reliably drawn as nothing) but keep their texture for the next stroke.
  for (auto it = batches_.begin(); it != batches_.end(); ++it) {
    if (wanted.count(it.key())) continue;
    delete it->model.data();
    if (it->instancing) it->instancing->setEntries({});
  }
  for (auto& [image, entries] : wanted) {
    Batch* batch = batchFor(image);
    if (!batch) continue;
    batch->instancing->setEntries(std::move(entries));
    if (!batch->model) {
      batch->model = items_->createInstancedModel(items_->sceneRoot(), quad_, batch->instancing);
      SceneItems::setMaterials(batch->model, {batch->material.data()});
    }
  }
}

std::vector<TileLayerBatches::BatchView> TileLayerBatches::batches() const {
  std::vector<BatchView> views;
  for (auto it = batches_.constBegin(); it != batches_.constEnd(); ++it)
    if (it->model) views.push_back({it.key(), it->model.data(), it->instancing.data()});
  std::sort(views.begin(), views.end(), [](const BatchView& a, const BatchView& b) { return a.image < b.image; });
  return views;
}

}  // namespace sw::ui
