#pragma once
// The materials that draw mesh assets in one scene: one per subset of the asset's
// geometry, in subset order, made once per asset and look and shared by every Model that
// shows it (all tiles of a mesh, all enemies of a type). A subset with a material of its
// own shows that material's base colour and texture (the texture itself is the
// MeshLibrary's, loaded once per asset); a subset without one shows the tint asked for
// (an enemy type's colour) or, without a tint, the colour the loader gave it.
#include <QColor>
#include <QHash>
#include <QList>
#include <QPointer>
#include <QString>

class QQuick3DObject;

namespace sw::ui {

class MeshLibrary;
class SceneItems;

class MeshMaterials {
 public:
  MeshMaterials(SceneItems* items, MeshLibrary* library);
  ~MeshMaterials();
  MeshMaterials(const MeshMaterials&) = delete;
  MeshMaterials& operator=(const MeshMaterials&) = delete;

  struct Look {
    QColor tint;         // for subsets without a material; invalid: their own colour
    bool flash = false;  // lit up (an enemy that was just hit)
  };

  // Material i draws subset i of the asset at `path` (an absolute path the library has
  // loaded; an asset not ready gets one default material). Made again when the asset has
  // been reloaded since: set the list on the Model again after every meshReady.
  QList<QQuick3DObject*> materials(const QString& path, const Look& look);
  QList<QQuick3DObject*> materials(const QString& path) { return materials(path, Look()); }
  // True when some subset of the asset has no material of its own, so a tint shows.
  bool takesTint(const QString& path) const;

  // Drops every material (the scene is going away, or the library was cleared).
  void clear();

 private:
  struct Entry {
    int revision = -1;
    QList<QPointer<QQuick3DObject>> materials;
  };
  SceneItems* items_;
  MeshLibrary* library_;
  QHash<QString, Entry> entries_;  // by path, tint and flash
};

}  // namespace sw::ui
