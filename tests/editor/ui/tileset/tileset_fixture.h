#pragma once
// A small project on disk for the Tileset dock tests: the sample project plus
//   - tilesets/blocks.tileset.json: "blocks", 32 pixels per unit, image
//     tilesets/blocks/atlas.png (96x64), tiles a0 a1 a2 (top row, type 1) and
//     b0 b1 b2 (bottom row, type 2), each 32x32, named by row and column;
//   - tilesets/broken.tileset.json: not JSON, so it cannot be read.
// Each tile's pixels are a plain colour (tileColour), so a grab shows which is where.
#include <QColor>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>

#include "model/io/project_io.h"
#include "model/tiles/tileset.h"
#include "support/sample_project.h"

namespace sw::test {

inline QColor tileColour(int row, int column) { return QColor::fromHsv((row * 3 + column) * 50, 200, 220).toRgb(); }

inline QImage blocksAtlas(QColor override = QColor()) {
  QImage image(96, 64, QImage::Format_ARGB32);
  QPainter painter(&image);
  for (int row = 0; row < 2; ++row)
    for (int column = 0; column < 3; ++column)
      painter.fillRect(column * 32, row * 32, 32, 32, override.isValid() ? override : tileColour(row, column));
  return image;
}

// Writes the project into `dir` and returns its folder. `withBroken`: also list the
// unreadable tileset (sw::importTileset refuses projects with one, so imports do without).
inline QString writeTilesetProject(const QTemporaryDir& dir, bool withBroken = true) {
  const QString folder = dir.filePath(QStringLiteral("proj"));
  QDir().mkpath(folder + QStringLiteral("/tilesets/blocks"));
  auto project = sampleProject();
  project->directory = folder.toStdString();
  for (const char* file : {"tilesets/blocks.tileset.json", "tilesets/broken.tileset.json"}) {
    if (!withBroken && std::string(file) == "tilesets/broken.tileset.json") continue;
    project->tilesets.push_back(std::make_unique<Tileset>());
    project->tilesets.back()->file = file;  // listed only: the files are written below
  }
  if (!saveProject(*project)) return {};
  blocksAtlas().save(folder + QStringLiteral("/tilesets/blocks/atlas.png"));

  Tileset t;
  t.name = "blocks";
  t.pixelsPerUnit = 32;
  t.images.push_back({"tilesets/blocks/atlas.png", 96, 64});
  for (int row = 0; row < 2; ++row)
    for (int column = 0; column < 3; ++column) {
      TilesetTile tile;
      tile.name = std::string(1, char('a' + row)) + std::to_string(column);
      tile.x = column * 32;
      tile.y = row * 32;
      tile.width = tile.height = 32;
      tile.typeId = row + 1;
      t.tiles.push_back(tile);
    }
  if (!saveTilesetFile(t, (folder + QStringLiteral("/tilesets/blocks.tileset.json")).toStdString())) return {};
  if (!withBroken) return folder;
  QFile broken(folder + QStringLiteral("/tilesets/broken.tileset.json"));
  broken.open(QIODevice::WriteOnly);
  broken.write("{ not json");
  return folder;
}

}  // namespace sw::test
