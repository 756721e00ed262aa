#pragma once
// The tile chain's art in the scene: one instanced Model per mesh asset (kept across
// rebuilds, so an edit rewrites instance tables only), the asset's own materials (base
// colours and textures, shared through MeshMaterials),
// one instanced Model of the shared unit box for every tile whose mesh is missing, and
// the CustomMaterials of texture graphs for tiles whose definition names one. Meshes
// still loading are left out until they arrive (the owner rebuilds on MeshLibrary::meshReady).
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
#include "model/tile_chain.h"
#include "view/mesh_geometry.h"
#include "view/tile_area.h"

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

  void setGraphMaterialProvider(GraphMaterialProvider provider);
  bool hasGraphMaterialProvider() const { return bool(graphMaterialProvider_); }
  // Drops the material of this graph and the batches it paints; false when no tile uses it
  // (nothing to redraw).
  bool dropGraphMaterial(const QString& graphFile);

  struct BatchView {
    QString mesh;  // absolute path ("" for placeholders; "path\ngraph" when a graph paints it)
    QQuick3DObject* model = nullptr;
    TileInstancing* instancing = nullptr;
  };
  std::vector<BatchView> batches() const;

 private:
  void syncBatches(std::map<QString, std::vector<TileInstancing::Instance>> wanted);
  QQuick3DObject* graphMaterial(const QString& graphFile);

  SceneItems* items_;
  MeshLibrary* library_;
  MeshMaterials* meshMaterials_;
  struct Batch {
    QPointer<QQuick3DObject> model;
    QPointer<TileInstancing> instancing;
  };
  QHash<QString, Batch> batches_;  // by absolute mesh path; "" for placeholders
  QPointer<QQuick3DObject> placeholderMaterial_;
  GraphMaterialProvider graphMaterialProvider_;
  QHash<QString, QPointer<QQuick3DObject>> graphMaterials_;  // by graph file; null: cannot be made
};

}  // namespace sw::ui
