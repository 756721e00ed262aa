#include "view/tile_layer_batches.h"

#include <QVector3D>
#include <QVector4D>
#include <QtQuick3D/QQuick3DObject>
#include <QtQuick3D/QQuick3DTextureData>
#include <algorithm>
#include <cstring>
#include <map>

#include "model/tiles/tile_animation.h"
#include "view/scene_items.h"
#include "view/view_margin.h"

namespace sw::ui {
namespace {

// 8 x 8 magenta and grey squares: reads as "missing" at any zoom.
QImage placeholderImage() {
  QImage image(8, 8, QImage::Format_RGBA8888);
  for (int y = 0; y < 8; ++y)
    for (int x = 0; x < 8; ++x)
      image.setPixelColor(x, y, ((x / 4 + y / 4) % 2) ? QColor(255, 0, 255) : QColor(96, 96, 96));
  return image;
}

// A UV rectangle as the shader reads it, with the tile's flips folded in (a negative size flips).
QVector4D flippedUv(const QRectF& r, bool flipX, bool flipY) {
  QVector4D uv(float(r.x()), float(r.y()), float(r.width()), float(r.height()));
  if (flipX) uv = QVector4D(uv.x() + uv.z(), uv.y(), -uv.z(), uv.w());
  if (flipY) uv = QVector4D(uv.x(), uv.y() + uv.w(), uv.z(), -uv.w());
  return uv;
}

}  // namespace

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
  return makeSpriteBatch(*items_, items_->sceneRoot(), image, batch);
}

void TileLayerBatches::dropAnimated(const QString& image) {
  auto it = animated_.find(image);
  if (it == animated_.end()) return;
  delete it->model.data();  // first: it refers to the instancing and the image's material
  delete it->instancing.data();
  animated_.erase(it);
}

void TileLayerBatches::dropBatch(const QString& image) {
  dropAnimated(image);  // its Model shares the material about to go
  auto it = batches_.find(image);
  if (it == batches_.end()) return;
  it->destroy();
  batches_.erase(it);
}

void TileLayerBatches::clear() {
  for (const QString& image : animated_.keys()) dropAnimated(image);
  tracks_.clear();
  for (const QString& image : batches_.keys()) dropBatch(image);
  for (Batch& b : overviews_) b.destroy();
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
  std::map<QString, std::vector<QQuick3DInstancing::InstanceTableEntry>> wanted, wantedAnimated;
  tracks_.clear();
  std::map<QString, std::vector<AnimatedCell>> cells;
  overview_ = rebuildOverview();  // with no known view too: never millions of sprites
  if (!overview_)
    for (Batch& b : overviews_) delete b.model.data();  // back to sprites: overview Models go

  // A palette entry resolved once per layer: which batch and which part of its image.
  struct Resolved {
    QString image;  // "" placeholder
    QRectF uv;      // x, y, width, height as shares of the image (y down)
    int track = -1;  // into tracks_ when animated
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
            const auto share = [w, h](const QRect& p) { return QRectF(p.x() / w, p.y() / h, p.width() / w, p.height() / h); };
            r.uv = share(art.pixels);
            if (art.animation.frames.size() >= 2 && !overview_) {
              AnimationTrack track;
              track.timing = art.animation;
              for (std::size_t f = 0; f < art.animation.frames.size(); ++f) {
                const QRect frame = f < art.framePixels.size() ? art.framePixels[f] : QRect();
                track.uvs.push_back(frame.isNull() ? r.uv : share(frame));
              }
              track.shown = sw::tileAnimationFrameAt(track.timing, animationMs_);
              r.track = int(tracks_.size());
              tracks_.push_back(std::move(track));
            }
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
        const AnimationTrack* track = r.track >= 0 ? &tracks_[std::size_t(r.track)] : nullptr;
        const QVector4D uv = flippedUv(track ? track->uvs[track->shown] : r.uv, flipX, flipY);
        const bool selected = selectedLayer && selectedTiles_.contains(int(i));
        QQuick3DInstancing::InstanceTableEntry entry;
        entry.row0 = QVector4D(float(tile.size.x), 0, 0, float(x));
        entry.row1 = QVector4D(0, float(tile.size.y), 0, float(y));
        entry.row2 = QVector4D(0, 0, 1, z);
        entry.color = QVector4D(diagonal ? 1.0f : 0.0f, selected ? 1.0f : 0.0f, 0, 1);
        entry.instanceData = uv;
        if (track) {
          wantedAnimated[r.image].push_back(entry);
          cells[r.image].push_back({r.track, flipX, flipY, QRectF(x, y, tile.size.x, tile.size.y).normalized()});
        } else {
          wanted[r.image].push_back(entry);
        }
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
  for (auto& [image, entries] : wanted)
    if (Batch* batch = batchFor(image)) showSpriteBatch(*items_, items_->sceneRoot(), quad_, *batch, std::move(entries));
  showAnimated(std::move(wantedAnimated));
  for (auto& [image, list] : cells)
    if (auto it = animated_.find(image); it != animated_.end()) it->cells = std::move(list);
}

void TileLayerBatches::showAnimated(std::map<QString, std::vector<QQuick3DInstancing::InstanceTableEntry>> wanted) {
  // As the static batches: a table no tile uses loses its Model but keeps its instancing
  // (a new instancing table asks for one more frame after its first).
  for (auto it = animated_.begin(); it != animated_.end(); ++it) {
    if (wanted.count(it.key())) continue;
    delete it->model.data();
    if (it->instancing) it->instancing->setEntries({});
    it->cells.clear();
  }
  for (auto& [image, entries] : wanted) {
    Batch* batch = batchFor(image);
    if (!batch || !batch->material) continue;
    AnimatedBatch& animated = animated_[image];
    if (!animated.instancing) {
      animated.instancing = new TileSpriteInstancing();
      animated.instancing->setParent(items_->sceneRoot());
      animated.instancing->setParentItem(items_->sceneRoot());
    }
    animated.instancing->setEntries(std::move(entries));
    if (!animated.model) {
      animated.model = items_->createInstancedModel(items_->sceneRoot(), quad_, animated.instancing);
      SceneItems::setMaterials(animated.model, {batch->material.data()});
    }
    animated.cells.clear();
  }
}

bool TileLayerBatches::setAnimationTime(std::int64_t ms) {
  animationMs_ = ms;
  std::vector<bool> changed(tracks_.size(), false);
  bool any = false;
  for (std::size_t i = 0; i < tracks_.size(); ++i) {
    const std::size_t frame = sw::tileAnimationFrameAt(tracks_[i].timing, ms);
    if (frame == tracks_[i].shown) continue;
    tracks_[i].shown = frame;
    changed[i] = any = true;
  }
  if (!any) return false;
  // Only the animated tables are written; the static tiles' tables stay as they are.
  for (AnimatedBatch& batch : animated_) {
    if (!batch.instancing) continue;
    std::vector<QQuick3DInstancing::InstanceTableEntry> entries = batch.instancing->entries();
    bool rewritten = false;
    for (std::size_t i = 0; i < batch.cells.size() && i < entries.size(); ++i) {
      const AnimatedCell& cell = batch.cells[i];
      if (!changed[std::size_t(cell.track)]) continue;
      const AnimationTrack& track = tracks_[std::size_t(cell.track)];
      entries[i].instanceData = flippedUv(track.uvs[track.shown], cell.flipX, cell.flipY);
      rewritten = true;
    }
    if (rewritten) batch.instancing->setEntries(std::move(entries));
  }
  return true;
}

bool TileLayerBatches::seenAnimated(const AnimatedCell& cell, double unitsPerPixel) const {
  if (!visible_.isNull() && !visible_.intersects(cell.area)) return false;
  return unitsPerPixel <= 0 || std::max(cell.area.width(), cell.area.height()) / unitsPerPixel >= kMinAnimatedPixels;
}

bool TileLayerBatches::animatesInView(double unitsPerPixel) const {
  for (const AnimatedBatch& batch : animated_)
    for (const AnimatedCell& cell : batch.cells)
      if (seenAnimated(cell, unitsPerPixel)) return true;
  return false;
}

std::int64_t TileLayerBatches::msToNextFrame(double unitsPerPixel) const {
  std::vector<bool> seen(tracks_.size(), false);
  std::int64_t next = 0;
  for (const AnimatedBatch& batch : animated_)
    for (const AnimatedCell& cell : batch.cells) {
      if (seen[std::size_t(cell.track)] || !seenAnimated(cell, unitsPerPixel)) continue;
      seen[std::size_t(cell.track)] = true;
      const std::int64_t wait = sw::tileAnimationTimeToNextFrame(tracks_[std::size_t(cell.track)].timing, animationMs_);
      if (wait > 0 && (next == 0 || wait < next)) next = wait;
    }
  return next;
}

std::vector<TileLayerBatches::BatchView> TileLayerBatches::animatedBatches() const {
  std::vector<BatchView> views;
  for (auto it = animated_.constBegin(); it != animated_.constEnd(); ++it)
    if (it->model) views.push_back({it.key(), it->model.data(), it->instancing.data()});
  std::sort(views.begin(), views.end(), [](const BatchView& a, const BatchView& b) { return a.image < b.image; });
  return views;
}

std::size_t TileLayerBatches::animatedCount() const {
  std::size_t count = 0;
  for (const AnimatedBatch& batch : animated_) count += batch.cells.size();
  return count;
}

std::vector<TileLayerBatches::BatchView> TileLayerBatches::batches() const {
  std::vector<BatchView> views;
  for (auto it = batches_.constBegin(); it != batches_.constEnd(); ++it)
    if (it->model) views.push_back({it.key(), it->model.data(), it->instancing.data()});
  std::sort(views.begin(), views.end(), [](const BatchView& a, const BatchView& b) { return a.image < b.image; });
  return views;
}

}  // namespace sw::ui
