// Tile art for tile layers (tile_art.h).
#include "view/tile_art.h"

#include <QDir>
#include <QHash>
#include <QImage>

#include "model/project/project.h"
#include "model/tiles/tile_animation.h"
#include "model/tiles/tileset.h"

namespace sw::ui {

TileArt tileArtOf(const sw::Tileset& set, const std::string& tile, const QString& projectDirectory) {
  const sw::TilesetTile* found = set.findTile(tile);
  if (!found) return TileArt{};
  QString image;
  if (found->image >= 0 && found->image < std::int64_t(set.images.size())) {
    const QString p = QString::fromStdString(set.images[std::size_t(found->image)].path);
    image = QDir::isAbsolutePath(p) || projectDirectory.isEmpty() ? QDir::cleanPath(p)
                                                                  : QDir::cleanPath(QDir(projectDirectory).filePath(p));
  }
  TileArt art{true, image, QRect(int(found->x), int(found->y), int(found->width), int(found->height)), {}, {}};
  if (const sw::TileAnimation* animation = sw::findTileAnimation(set, tile)) {
    art.animation = *animation;
    for (const auto& frame : animation->frames) {
      const sw::TilesetTile* t = set.findTile(frame.tile);
      // Frames cut from another image show the tile's own picture (one texture per batch).
      art.framePixels.push_back(t && t->image == found->image
                                    ? QRect(int(t->x), int(t->y), int(t->width), int(t->height))
                                    : QRect());
    }
  }
  return art;
}

TileArtLookup projectTileArt(const sw::Project& project) {
  return [&project](const std::string& tileset, const std::string& tile) {
    const sw::Tileset* set = project.findTileset(tileset);
    return set ? tileArtOf(*set, tile, QString::fromStdString(project.directory)) : TileArt{};
  };
}

TileImageSource cachedTileImages() {
  auto cache = std::make_shared<QHash<QString, QImage>>();
  return [cache](const QString& path) {
    auto it = cache->find(path);
    if (it == cache->end()) it = cache->insert(path, QImage(path));
    return *it;
  };
}

}  // namespace sw::ui
