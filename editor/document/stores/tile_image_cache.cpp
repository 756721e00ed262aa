#include "document/stores/tile_image_cache.h"

#include <QImageReader>

namespace sw::editor {

TileImageCache::TileImageCache(QObject* parent) : QObject(parent) {}

QImage TileImageCache::image(const QString& absolutePath) {
  if (absolutePath.isEmpty()) return {};
  auto it = images_.constFind(absolutePath);
  if (it != images_.constEnd()) return *it;
  QImageReader reader(absolutePath);
  // Tile art is small; a huge or hostile file should not stall painting.
  reader.setAllocationLimit(256);
  QImage loaded = reader.read();
  if (!loaded.isNull() && loaded.format() != QImage::Format_ARGB32_Premultiplied)
    loaded = loaded.convertToFormat(QImage::Format_ARGB32_Premultiplied);
  images_.insert(absolutePath, loaded);
  return loaded;
}

void TileImageCache::drop(const QStringList& absolutePaths) {
  if (absolutePaths.isEmpty()) return;
  for (const QString& path : absolutePaths) {
    images_.remove(path);
    stamps_.insert(path, nextStamp_++);
  }
  emit dropped(absolutePaths);
}

void TileImageCache::clear() {
  const QStringList paths = images_.keys();
  images_.clear();
  for (const QString& path : paths) stamps_.insert(path, nextStamp_++);
  if (!paths.isEmpty()) emit dropped(paths);
}

}  // namespace sw::editor
