#pragma once
// Creatures drawn from their sprite frames (model/tiles/tileset.h: a sprite sheet is a
// tileset): each frame is its tile's rectangle of the sheet's image, a quad of the tile's
// `size` in units standing with the tile's origin on the creature's feet, mirrored about
// that origin when it faces left (a sheet is drawn facing right). One instanced Model per
// sheet image (sprite_batch.h), drawn with the overlays (in front of all art), so a level
// full of monsters costs a draw per image. Play's platformer renderer and the editor's
// viewport (CharacterStart, Monster) both draw with it.
//
// Images are project-relative paths of the sheet, read through the editor's image cache
// when one is given, else from the file; an image that cannot be read draws nothing (the
// caller draws its box instead: add() says so).
#include <QHash>
#include <QPointer>
#include <QString>
#include <map>
#include <string>
#include <vector>

#include "core/math.h"
#include "view/sprite_batch.h"
#include "view/tile_layer_batches.h"  // TileImageSource

class QQuick3DObject;

namespace sw {
class Tileset;
class TilesetTile;
}  // namespace sw

namespace sw::ui {

class SceneItems;

class CreatureSprites {
 public:
  // Batches go under `parent` (an overlay layer of `items`' scene).
  CreatureSprites(SceneItems& items, QQuick3DObject* parent);
  ~CreatureSprites();
  CreatureSprites(const CreatureSprites&) = delete;
  CreatureSprites& operator=(const CreatureSprites&) = delete;

  // Where images are read (empty: from their files). Images already read stay.
  void setImageSource(TileImageSource images) { images_ = std::move(images); }

  void begin();
  // `frame` of `sheet` standing on `feet` (absolute layout), facing +1 right or -1 left, at
  // depth `z`; `directory` is the project's (the sheet's image paths are relative to it).
  // `tint` (0..1) mixes it toward the selection blue. False when the image cannot be read.
  bool add(const sw::Tileset& sheet, const sw::TilesetTile& frame, const std::string& directory,
           sw::Vec2 feet, int facing, float z, float tint = 0);
  void commit();
  // Image files changed: every texture is read again at the next add().
  void reloadImages();

  int instances() const { return instances_; }
  // The transform and image rectangle of one frame (the instance add() makes).
  static QQuick3DInstancing::InstanceTableEntry entryFor(const sw::TilesetTile& frame, QSize imageSize,
                                                         sw::Vec2 feet, int facing, float z, float tint = 0);

  // For tests: one entry per image drawn last commit (absolute path), sorted by path.
  struct BatchView {
    QString image;
    QQuick3DObject* model = nullptr;
    TileSpriteInstancing* instancing = nullptr;
  };
  std::vector<BatchView> batches() const;

 private:
  SpriteBatch* batchFor(const QString& image);
  void clear();

  SceneItems& items_;
  QPointer<QQuick3DObject> parent_;
  QPointer<SpriteQuadGeometry> quad_;
  TileImageSource images_;
  QHash<QString, SpriteBatch> batches_;
  QHash<QString, bool> missing_;  // images that could not be read
  std::map<QString, std::vector<QQuick3DInstancing::InstanceTableEntry>> wanted_;
  int instances_ = 0;
};

}  // namespace sw::ui
