// TileLayerBatches zoomed far out: more than kMaxSprites tiles in the built area, so the
// layers of each link are drawn as (at most two) quads textured with baked images
// (tile_layer_overview.h).
#include <QTransform>
#include <QVector4D>
#include <QtQuick3D/QQuick3DTextureData>
#include <algorithm>

#include "view/scene_items.h"
#include "view/tile_layer_batches.h"

namespace sw::ui {

QImage TileLayerBatches::overviewArt(const sw::TileLayer& layer, std::uint32_t ref, std::uint8_t flips, int w, int h) {
  if (ref >= layer.palette.size() || !lookup_ || !images_) return {};
  const sw::TileRef& r = layer.palette[ref];
  const TileArt art = lookup_(r.tileset, r.tile);
  if (!art.found || missing_.contains(art.image)) return {};
  const QImage image = images_(art.image);
  if (image.isNull()) return {};
  QImage part = image.copy(art.pixels).convertToFormat(QImage::Format_RGBA8888);
  // Tiled's order, as the sprite shader does it: the diagonal flip (swap x and y) first.
  if (flips & sw::PlacedTile::FlipDiagonal) part = part.transformed(QTransform(0, 1, 1, 0, 0, 0));
  part = part.mirrored(flips & sw::PlacedTile::FlipHorizontal, flips & sw::PlacedTile::FlipVertical);
  return part.scaled(w, h, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
}

std::vector<QString> TileLayerBatches::overviewArtKeys(const sw::TileLayer& layer) const {
  // What overviewArt draws an entry from: the tile's image and rectangle, or the placeholder.
  std::vector<QString> keys;
  keys.reserve(layer.palette.size());
  for (const sw::TileRef& r : layer.palette) {
    const TileArt art = lookup_ && images_ ? lookup_(r.tileset, r.tile) : TileArt{};
    if (!art.found || missing_.contains(art.image)) {
      keys.push_back(QStringLiteral("?"));
      continue;
    }
    const QRect& p = art.pixels;
    keys.push_back(art.image + QLatin1Char('|') + QString::number(p.x()) + QLatin1Char(',') + QString::number(p.y()) +
                   QLatin1Char(',') + QString::number(p.width()) + QLatin1Char(',') + QString::number(p.height()));
  }
  return keys;
}

bool TileLayerBatches::rebuildOverview() {
  // Are there more tiles near the view than sprites can draw? Counting stops at the budget.
  std::size_t count = 0;
  const std::size_t budget = std::size_t(kMaxSprites);
  // No known view (a camera looking past the horizon): the whole plane.
  const QRectF area = built_.isNull() ? QRectF(QPointF(-1e300, -1e300), QPointF(1e300, 1e300)) : built_;
  for (const sw::ChainLink& link : links_) {
    if (!link.instance || !link.origin.isFinite()) continue;
    for (const auto& layer : link.instance->tileLayers) {
      layer.tiles.forEachMeeting(area.left() - link.origin.x, area.top() - link.origin.y,
                                 area.right() - link.origin.x, area.bottom() - link.origin.y,
                                 [&](std::size_t, const sw::PlacedTile&) { return ++count <= budget; });
      if (count > budget) break;
    }
    if (count > budget) break;
  }
  if (count <= budget) return false;

  // Every layer from its image. Sprite Models go (their textures stay for the way back).
  for (auto it = batches_.begin(); it != batches_.end(); ++it) {
    delete it->model.data();
    if (it->instancing) it->instancing->setEntries({});
  }
  QSet<QString> used;
  for (const sw::ChainLink& link : links_) {
    if (!link.instance || !link.origin.isFinite()) continue;
    const auto& layers = link.instance->tileLayers;
    // Two images per link: the layers behind the play plane and those in front of it,
    // each drawn furthest first, on the plane of its nearest layer.
    for (const bool front : {false, true}) {
      std::vector<const sw::TileLayer*> group;
      for (const auto& layer : layers)
        if ((layer.z < 0) == front) group.push_back(&layer);
      if (group.empty()) continue;
      std::stable_sort(group.begin(), group.end(), [](const sw::TileLayer* a, const sw::TileLayer* b) { return a->z > b->z; });
      const QRectF local = area.translated(-link.origin.x, -link.origin.y);
      const QString key = QString::number(link.instance->id) + (front ? QStringLiteral(":front") : QStringLiteral(":behind"));
      TileOverviewBaker::ArtKeys artKeys;
      for (const sw::TileLayer* layer : group) artKeys.push_back(overviewArtKeys(*layer));
      // 1024 texels a side at most (4 MB): about one per tile with a 1024 x 1024 map in view.
      // Painted again only around what changed since the last build.
      TileOverviewBaker& baker = bakers_[key];
      const QRect painted =
          baker.update(group, local, 1024, 4, artKeys, [&](std::size_t li, std::uint32_t ref, std::uint8_t flips, int w, int h) {
            return overviewArt(*group[li], ref, flips, w, h);
          });
      const TileOverview& baked = baker.overview();
      if (baked.image.isNull()) continue;
      drawnTiles_ += baked.tiles;
      used.insert(key);
      auto it = overviews_.find(key);
      if (it == overviews_.end()) {
        Batch batch;
        if (!makeBatch(baked.image, batch)) continue;
        it = overviews_.insert(key, batch);
      } else if (it->texture && !painted.isEmpty()) {  // changed texels go up at once: never a stale image after an edit
        it->texture->setSize(baked.image.size());
        it->texture->setTextureData(
            QByteArray(reinterpret_cast<const char*>(baked.image.constBits()), baked.image.sizeInBytes()));
        it->imageSize = baked.image.size();
      } else if (!it->texture) {
        baker.invalidate();  // nothing holds its pixels: all of them go up next time
      }
      QQuick3DInstancing::InstanceTableEntry entry;
      entry.row0 = QVector4D(float(baked.area.width()), 0, 0, float(link.origin.x + baked.area.x()));
      entry.row1 = QVector4D(0, float(baked.area.height()), 0, float(link.origin.y + baked.area.y()));
      entry.row2 = QVector4D(0, 0, 1, float(-group.back()->z));
      entry.color = QVector4D(0, 0, 0, 1);
      entry.instanceData = QVector4D(0, 0, 1, 1);
      it->instancing->setEntries({entry});
      if (!it->model) {
        it->model = items_->createInstancedModel(items_->sceneRoot(), quad_, it->instancing);
        SceneItems::setMaterials(it->model, {it->material.data()});
      }
    }
  }
  for (auto it = overviews_.begin(); it != overviews_.end();) {
    if (used.contains(it.key())) {
      ++it;
      continue;
    }
    delete it->model.data();
    delete it->material.data();
    delete it->texture.data();
    delete it->instancing.data();
    bakers_.remove(it.key());
    it = overviews_.erase(it);
  }
  return true;
}

std::vector<TileLayerBatches::BatchView> TileLayerBatches::overviewBatches() const {
  std::vector<BatchView> views;
  for (auto it = overviews_.constBegin(); it != overviews_.constEnd(); ++it)
    if (it->model) views.push_back({it.key(), it->model.data(), it->instancing.data()});
  std::sort(views.begin(), views.end(), [](const BatchView& a, const BatchView& b) { return a.image < b.image; });
  return views;
}

QImage TileLayerBatches::overviewImage(const QString& key) const {
  const auto it = overviews_.constFind(key);
  if (it == overviews_.constEnd() || !it->texture) return {};
  const QByteArray bytes = it->texture->textureData();
  const QSize size = it->texture->size();
  if (bytes.size() < qsizetype(size.width()) * size.height() * 4) return {};
  return QImage(reinterpret_cast<const uchar*>(bytes.constData()), size.width(), size.height(),
                QImage::Format_RGBA8888)
      .copy();
}

}  // namespace sw::ui
