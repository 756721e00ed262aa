// Creatures' sprite frames as instanced quads (creature_sprites.h).
#include "view/creature_sprites.h"

#include <QDir>
#include <QVector4D>
#include <QtQuick3D/QQuick3DObject>
#include <algorithm>

#include "model/platformer/sprite_frames.h"
#include "model/tiles/tileset.h"
#include "view/scene_items.h"

namespace sw::ui {

CreatureSprites::CreatureSprites(SceneItems& items, QQuick3DObject* parent) : items_(items), parent_(parent) {
  if (!parent_) return;
  quad_ = new SpriteQuadGeometry();
  quad_->setParent(parent_);
  quad_->setParentItem(parent_);
}

CreatureSprites::~CreatureSprites() {
  clear();
  delete quad_.data();
}

void CreatureSprites::clear() {
  for (SpriteBatch& batch : batches_) batch.destroy();
  batches_.clear();
}

void CreatureSprites::reloadImages() {
  clear();
  missing_.clear();
}

void CreatureSprites::begin() {
  wanted_.clear();
  instances_ = 0;
}

SpriteBatch* CreatureSprites::batchFor(const QString& image) {
  auto it = batches_.find(image);
  if (it != batches_.end()) return &*it;
  if (missing_.contains(image) || !parent_) return nullptr;
  const QImage pixels = images_ ? images_(image) : QImage(image);
  SpriteBatch batch;
  if (pixels.isNull() || pixels.width() <= 0 || pixels.height() <= 0 ||
      !makeSpriteBatch(items_, parent_, pixels, batch, SpriteDepth::InFront)) {
    missing_.insert(image, true);
    return nullptr;
  }
  return &*batches_.insert(image, batch);
}

QQuick3DInstancing::InstanceTableEntry CreatureSprites::entryFor(const sw::TilesetTile& frame,
                                                                 QSize imageSize, sw::Vec2 feet, int facing,
                                                                 float z, float tint) {
  const double w = std::max(1, imageSize.width()), h = std::max(1, imageSize.height());
  const double side = facing < 0 ? -1.0 : 1.0;
  const sw::Vec2 origin = sw::frameOrigin(frame);
  // A point u of the quad (0..1) lands at feet + side * (u * size - origin): mirrored about
  // the origin when facing left (the negative scale; the material draws both sides).
  QQuick3DInstancing::InstanceTableEntry entry;
  entry.row0 = QVector4D(float(side * frame.size.x), 0, 0, float(feet.x - side * origin.x));
  entry.row1 = QVector4D(0, float(frame.size.y), 0, float(feet.y - origin.y));
  entry.row2 = QVector4D(0, 0, 1, z);
  entry.color = QVector4D(0, tint, 0, 1);
  entry.instanceData = QVector4D(float(double(frame.x) / w), float(double(frame.y) / h),
                                 float(double(frame.width) / w), float(double(frame.height) / h));
  return entry;
}

bool CreatureSprites::add(const sw::Tileset& sheet, const sw::TilesetTile& frame,
                          const std::string& directory, sw::Vec2 feet, int facing, float z, float tint) {
  if (frame.image < 0 || frame.image >= std::int64_t(sheet.images.size()) || !feet.isFinite() ||
      !frame.size.isFinite())
    return false;
  const QString path = QString::fromStdString(sheet.images[std::size_t(frame.image)].path);
  const QString image = QDir::isAbsolutePath(path) || directory.empty()
                            ? QDir::cleanPath(path)
                            : QDir::cleanPath(QDir(QString::fromStdString(directory)).filePath(path));
  SpriteBatch* batch = batchFor(image);
  if (!batch) return false;
  wanted_[image].push_back(entryFor(frame, batch->imageSize, feet, facing, z, tint));
  ++instances_;
  return true;
}

void CreatureSprites::commit() {
  if (!parent_) return;
  for (auto it = batches_.begin(); it != batches_.end(); ++it) {
    auto found = wanted_.find(it.key());
    showSpriteBatch(items_, parent_, quad_, *it,
                    found == wanted_.end() ? std::vector<QQuick3DInstancing::InstanceTableEntry>{}
                                           : std::move(found->second));
  }
  wanted_.clear();
}

std::vector<CreatureSprites::BatchView> CreatureSprites::batches() const {
  std::vector<BatchView> views;
  for (auto it = batches_.constBegin(); it != batches_.constEnd(); ++it)
    if (it->model) views.push_back({it.key(), it->model.data(), it->instancing.data()});
  std::sort(views.begin(), views.end(),
            [](const BatchView& a, const BatchView& b) { return a.image < b.image; });
  return views;
}

}  // namespace sw::ui
