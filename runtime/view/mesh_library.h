#pragma once
// Loads each mesh asset once, off the UI thread, and shares one geometry per asset
// among every tile that shows it, and one texture per image of its materials among every
// material that paints with it (MeshMaterials makes those). Failures are reported once per
// load through meshProblem; callers then show a placeholder box (placeholder()). A texture
// that is missing or does not decode is reported the same way, naming the mesh file, and
// its subsets show their base colour.
#include <QColor>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QStringList>
#include <memory>

#include "core/math.h"

class QQuick3DObject;
class QQuick3DTextureData;

namespace sw::ui {

class MeshGeometry;

class MeshLibrary : public QObject {
  Q_OBJECT
 public:
  enum class State { Loading, Ready, Failed };

  // How one subset of a mesh looks: its material as the file gives it.
  struct SubsetLook {
    QColor color;              // base colour (sRGB); multiplies the texture
    bool hasMaterial = false;  // false: no material of its own, so it takes a tint
    int texture = -1;          // index into Asset::textures; -1: none (or it did not load)
    bool operator==(const SubsetLook&) const = default;
  };

  struct Asset {
    State state = State::Loading;
    QPointer<MeshGeometry> geometry;  // set when Ready
    QPointer<MeshGeometry> farBoxes, farCards;  // its far looks (farMesh), set with it
    QList<SubsetLook> subsets;        // in subset order
    QList<QPointer<QQuick3DTextureData>> textures;  // each image once
    int revision = 0;                 // counts loads: materials made for an older one are stale
    sw::Box3 bounds;
    QString error;        // set when Failed
    QStringList warnings;  // of the last load: textures missing or unreadable
    QStringList textureFiles;  // the image files the last load read
    QString textureStamp;      // their times and sizes then, to notice edits on disk
    QDateTime modified;  // file time of the load, to notice edits on disk
    qint64 size = -1;
    int generation = 0;  // ignores results of superseded loads
  };

  explicit MeshLibrary(QObject* parent = nullptr);
  ~MeshLibrary() override;

  // Geometries are scene objects: they need a parent inside the View3D's scene.
  void setSceneParent(QQuick3DObject* parent);

  // The asset at an absolute path; starts loading it on the first request.
  const Asset& request(const QString& absolutePath);
  const Asset* find(const QString& absolutePath) const;

  // A shared box geometry for a missing mesh, one per distinct box.
  MeshGeometry* placeholder(const sw::Box3& box);
  // The unit box (0..1 on each axis), shared: instanced placeholders scale it to each
  // missing tile's box (placeholderInstance()).
  MeshGeometry* unitBox();

  // Reloads assets whose file or texture images changed on disk since they were loaded,
  // and retries failed ones and ones with warnings (a missing file may have appeared).
  // Returns how many reloads started.
  int reloadChanged();
  int pendingCount() const { return int(inFlight_.size()); }
  // Drops every geometry (the scene is going away).
  void clear();

 signals:
  void meshReady(const QString& path);
  void meshProblem(const QString& file, const QString& message);
  // Every requested load has finished (ready or failed).
  void idle();

 private:
  void startLoad(const QString& path, Asset& asset);

  QPointer<QQuick3DObject> sceneParent_;
  QHash<QString, Asset> assets_;
  QHash<QString, QPointer<MeshGeometry>> placeholders_;
  QPointer<MeshGeometry> unitBox_;
  QSet<int> inFlight_;  // generations of loads not finished yet
  int nextGeneration_ = 0;
};

}  // namespace sw::ui
