#pragma once
// The tile chain's art in the scene: one instanced Model per mesh asset (kept across
// rebuilds, so an edit rewrites instance tables only), the asset's own materials (base
// colours and textures, shared through MeshMaterials),
// one instanced Model of the shared unit box for every tile whose mesh is missing, and
// the CustomMaterials of texture graphs for tiles whose definition names one. Meshes
// still loading are left out until they arrive (the owner rebuilds on MeshLibrary::meshReady).
//
// What is drawn follows the camera (setView), as the overlays do (overlay_detail.h), so a
// big level costs a software rasteriser what the view shows (#19):
//  - the area: only tiles reaching into the view grown by its size on every side are in
//    the instance tables; they are filtered again when the view leaves that area or
//    zooms in well inside it;
//  - the far look: a mesh whose tiles are smaller than kFarPixels on screen is drawn as
//    one box per material (farMesh in mesh_geometry.h), too small to tell apart; as the
//    boxes' front faces alone when the camera looks down the z axis.
#include <QColor>
#include <QHash>
#include <QList>
#include <QPointer>
#include <QRectF>
#include <QString>
#include <functional>
#include <map>
#include <vector>

#include "core/math.h"
#include "model/tiles/tile_chain.h"
#include "view/mesh_geometry.h"
#include "view/tile_area.h"

class QQuick3DGeometry;
class QQuick3DObject;

namespace sw::ui {

class MeshLibrary;
class MeshMaterials;
class SceneItems;

// A stand-in box drawn for a tile without its mesh, tile-local, placed at `origin`.
struct PlaceholderBox {
  sw::Box3 box;
  sw::Vec2 origin;
};

// Where build() put the art.
struct LevelArtLayout {
  std::vector<PlaceholderBox> placeholders;
  std::vector<TileArea> tileAreas;  // per placed tile instance (loading meshes by their camera span)
  std::vector<QRectF> tileRects;    // per chain link index (null: not placed)
  sw::Box3 meshBounds;              // every mesh and placeholder, absolute
};

class LevelArt {
 public:
  // The QML text of the CustomMaterial for a project-relative graph file (empty: none).
  using GraphMaterialProvider = std::function<QString(const QString& graphFile)>;

  LevelArt(SceneItems* items, MeshLibrary* library, MeshMaterials* materials);
  LevelArt(const LevelArt&) = delete;
  LevelArt& operator=(const LevelArt&) = delete;

  LevelArtLayout build(const sw::Project* project, const std::vector<sw::ChainLink>& links);

  // A tile whose larger side is under this many pixels is drawn by its far look.
  static constexpr double kFarPixels = 2.0;
  // The camera: the play-plane area it sees (null: unknown, every tile is drawn), its
  // scale (0: every mesh in full) and whether it looks down the z axis (within 25°).
  // Cheap when the view stays in the area already filtered for and no mesh changes look.
  // True when what is drawn changed.
  bool setView(const QRectF& view, double unitsPerPixel, bool facingZ);
  // Tests compare the far look with the full meshes: tiles under `pixels` (0: none) are
  // drawn by it.
  void setFarPixels(double pixels);

  enum class Look { Full, FarBoxes, FarCards };

  void setGraphMaterialProvider(GraphMaterialProvider provider);
  bool hasGraphMaterialProvider() const { return bool(graphMaterialProvider_); }
  // The material of a texture graph (made once, dropped with dropGraphMaterial); nullptr
  // without a provider or when the graph cannot be made. Play paints meshes with it too.
  QQuick3DObject* graphMaterial(const QString& graphFile);
  // Drops the material of this graph and the batches it paints; false when no tile uses it
  // (nothing to redraw).
  bool dropGraphMaterial(const QString& graphFile);

  struct BatchView {
    QString mesh;  // absolute path ("" for placeholders; "path\ngraph" when a graph paints it)
    QQuick3DObject* model = nullptr;
    TileInstancing* instancing = nullptr;  // the tiles drawn now (in the area)
    Look look = Look::Full;
    std::size_t tileCount = 0;             // every tile of it, drawn or not
  };
  // The batches with tiles (one kept hidden for a mesh no tile uses now is left out).
  std::vector<BatchView> batches() const;

 private:
  void syncBatches(std::map<QString, std::vector<TileInstancing::Instance>> wanted);
  struct Batch;
  // Puts the batch's geometry (full or far) and its tiles in the area into its Model.
  void show(Batch& batch);
  Look lookFor(const Batch& batch) const;
  // Shows again every batch (`all`) or those whose look changed; true when any was.
  bool showChanged(bool all);

  SceneItems* items_;
  MeshLibrary* library_;
  MeshMaterials* meshMaterials_;
  struct Batch {
    QPointer<QQuick3DObject> model;
    QPointer<TileInstancing> instancing;
    QPointer<QQuick3DGeometry> geometry, farBoxes, farCards;  // far ones null: no far look
    std::vector<TileInstancing::Instance> tiles;              // every tile of the batch
    sw::Box3 bounds;                                          // of the geometry, before scaling
    Look look = Look::Full;
  };
  QHash<QString, Batch> batches_;  // by absolute mesh path; "" for placeholders
  QRectF shownArea_;               // tiles reaching into it are drawn; null: all
  double unitsPerPixel_ = 0;
  bool facingZ_ = true;
  double farPixels_ = kFarPixels;
  QPointer<QQuick3DObject> placeholderMaterial_;
  GraphMaterialProvider graphMaterialProvider_;
  QHash<QString, QPointer<QQuick3DObject>> graphMaterials_;  // by graph file; null: cannot be made
};

}  // namespace sw::ui
