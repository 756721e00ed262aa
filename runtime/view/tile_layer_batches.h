#pragma once
// Tile layers of the chain links (model/tiles/tile_layer.h) drawn in a level view: every
// placed tile a textured quad on its layer's plane (world z = -layer.z, since positive z
// in a layer means further from the camera), in its link's frame (link origin + tile
// position). One instanced Model per tileset image: the instance table carries each tile's
// transform, its rectangle of the image (INSTANCE_DATA in tile_sprite.vert, with the flips
// folded in) and flags (INSTANCE_COLOR: diagonal flip, selected). Tiles whose image is
// missing or whose tileset or tile is unknown share one Model with a magenta/grey checker,
// drawn at the tile's rectangle: a broken reference is visible, never a crash or nothing.
//
// Big layers (1024 x 1024 tiles) must not freeze the editor: only tiles near the camera's
// view are put in the tables (the area is rebuilt when the view leaves it), found through
// the chunk boxes of TileList (only chunks near the view are read), and no per-tile image
// is ever made (the GPU cuts the rectangles). When the area holds more than kMaxSprites
// tiles (zoomed far out), the layers are drawn from baked images instead
// (tile_layer_overview.h): no tile is ever left out. Every rebuild reads the model (the
// overview images through the layers' change logs, painting again only what changed), so
// an edit shows in the next frame.
//
// Animated tiles (a tileset's TileAnimation) are kept apart: they go in a second instanced
// Model per image (sharing its material), so when a frame changes only their small table is
// written and uploaded again; the static tiles' tables (up to kMaxSprites entries) are never
// touched. The time comes from the owner (setAnimationTime: wall clock in the editor, the
// run's tick in Play), which asks animatesInView() / msToNextFrame() to wake up only when a
// frame in view changes. Zoomed far out (overview images) animated tiles show their own tile.
//
// The view library does not know the document: art comes through two functions the
// editor gives (TilesetStore lookups and the shared image cache).
#include <QHash>
#include <QImage>
#include <QPointer>
#include <QRect>
#include <QRectF>
#include <QSet>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QtQuick3D/QQuick3DGeometry>
#include <QtQuick3D/QQuick3DInstancing>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "model/level/level_object.h"
#include "model/tiles/tile_chain.h"
#include "model/tiles/tileset.h"
#include "view/tile_layer_overview.h"
#include "view/sprite_batch.h"
#include "view/tile_overview_baker.h"

class QQuick3DObject;
class QQuick3DTextureData;

namespace sw::ui {

class SceneItems;

// Where a tileset's tile finds its pixels.
struct TileArt {
  bool found = false;  // false: the tileset or the tile is unknown
  QString image;       // absolute path of the tileset image
  QRect pixels;        // the tile's rectangle in that image
  // Its animation, when it has one of two frames or more: the timing, and each frame's
  // rectangle in `image` (a null rectangle: that frame's tile is unknown or cut from another
  // image; the tile's own rectangle shows for it).
  sw::TileAnimation animation;
  std::vector<QRect> framePixels;
};
using TileArtLookup = std::function<TileArt(const std::string& tileset, const std::string& tile)>;
// The decoded image at an absolute path; a null image when it cannot be read.
using TileImageSource = std::function<QImage(const QString& absolutePath)>;

class TileLayerBatches {
 public:
  static constexpr int kMaxSprites = 200000;

  explicit TileLayerBatches(SceneItems* items);
  ~TileLayerBatches();

  void setArt(TileArtLookup lookup, TileImageSource images);
  // The tiles to draw (the links' pointers must stay valid until the next call) and the
  // area of the play plane the camera shows (absolute units; null: unknown, draw all).
  void setLinks(std::vector<sw::ChainLink> links);
  // Rebuilds the tables when `visible` is no longer inside the area they cover, or when
  // it shrank so much that most of what they hold is far off screen; true when rebuilt.
  bool setView(const QRectF& visible);
  void rebuild();
  // These image files changed (empty: all): their textures are read again.
  void reloadImages(const QStringList& absolutePaths);
  // Placed tiles drawn highlighted (indices into layer `layer` of chain link `link`).
  void setSelection(sw::ObjectId link, int layer, const QSet<int>& tiles);
  void clear();

  // For tests: one entry per Model (`image` "" is the placeholder batch).
  struct BatchView {
    QString image;
    QQuick3DObject* model = nullptr;
    TileSpriteInstancing* instancing = nullptr;
  };
  std::vector<BatchView> batches() const;
  int spriteCount() const { return spriteCount_; }
  // Zoomed far out: layers drawn from baked images (overviewBatches) instead of sprites.
  bool overview() const { return overview_; }
  // Tiles on screen this build, as sprites or baked into overviews (for tests: none left out).
  std::size_t drawnTiles() const { return drawnTiles_; }
  std::vector<BatchView> overviewBatches() const;
  // The image an overview batch (BatchView::image is its key) draws, read back from its texture.
  QImage overviewImage(const QString& key) const;
  QRectF builtArea() const { return built_; }

  // Animated tiles show their frame at `ms` (model/tiles/tile_animation.h); true when a frame
  // in the tables changed (only the animated tiles' tables are written then).
  bool setAnimationTime(std::int64_t ms);
  std::int64_t animationTime() const { return animationMs_; }
  // An animated tile (of two frames or more) is in the view given to setView (any, when the
  // view is unknown) and, with the view's scale given, at least kMinAnimatedPixels on screen
  // (a flicker too small to see is not worth a whole frame of a software rasteriser); and
  // the milliseconds until the frame of such a tile changes (0: none).
  static constexpr double kMinAnimatedPixels = 4;
  bool animatesInView(double unitsPerPixel = 0) const;
  std::int64_t msToNextFrame(double unitsPerPixel = 0) const;
  // For tests: the animated tiles' Models (one per image) and how many tiles they hold.
  std::vector<BatchView> animatedBatches() const;
  std::size_t animatedCount() const;
  // Where images are read (the editor's shared cache); empty when none was given.
  const TileImageSource& imageSource() const { return images_; }

 private:
  using Batch = SpriteBatch;
  // The texture batch for an image path ("" placeholder); nullptr when it cannot be made.
  Batch* batchFor(const QString& image);
  // A material with `pixels` as its texture, and an instancing table (no Model yet).
  bool makeBatch(const QImage& pixels, Batch& batch);
  bool rebuildOverview();  // true when the area holds too many tiles for sprites
  QImage overviewArt(const sw::TileLayer& layer, std::uint32_t ref, std::uint8_t flips, int w, int h);
  std::vector<QString> overviewArtKeys(const sw::TileLayer& layer) const;
  void dropBatch(const QString& image);
  void dropAnimated(const QString& image);
  // The animated tiles' tables: Models made, kept or dropped for `wanted` (by image).
  void showAnimated(std::map<QString, std::vector<QQuick3DInstancing::InstanceTableEntry>> wanted);

  SceneItems* items_;
  QPointer<SpriteQuadGeometry> quad_;
  TileArtLookup lookup_;
  TileImageSource images_;
  std::vector<sw::ChainLink> links_;
  QHash<QString, Batch> batches_;
  QHash<QString, bool> missing_;  // image paths that could not be read
  QRectF visible_, built_;
  int spriteCount_ = 0;
  bool overview_ = false;
  std::size_t drawnTiles_ = 0;
  QHash<QString, Batch> overviews_;  // "link:layer" -> its baked image
  QHash<QString, TileOverviewBaker> bakers_;  // the same keys: the image, painted again where it changed
  sw::ObjectId selectedLink_ = 0;
  int selectedLayer_ = -1;
  QSet<int> selectedTiles_;

  // An animation as one palette entry of one layer resolved it: UV rectangles per frame.
  struct AnimationTrack {
    sw::TileAnimation timing;
    std::vector<QRectF> uvs;
    std::size_t shown = 0;  // the frame in the tables now
  };
  // A placed animated tile: entry i of its image's animated table.
  struct AnimatedCell {
    int track = 0;
    bool flipX = false, flipY = false;
    QRectF area;  // absolute, on the play plane
  };
  bool seenAnimated(const AnimatedCell& cell, double unitsPerPixel) const;
  struct AnimatedBatch {
    QPointer<QQuick3DObject> model;
    QPointer<TileSpriteInstancing> instancing;
    std::vector<AnimatedCell> cells;
  };
  std::vector<AnimationTrack> tracks_;
  QHash<QString, AnimatedBatch> animated_;
  std::int64_t animationMs_ = 0;
};

}  // namespace sw::ui
