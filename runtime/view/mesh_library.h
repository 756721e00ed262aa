#pragma once
// Loads each mesh asset once, off the UI thread, and shares one geometry per asset
// among every tile that shows it. Failures are reported once per load through
// meshProblem; callers then show a placeholder box (placeholder()).
#include <QColor>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <memory>

#include "core/math.h"

class QQuick3DObject;

namespace sw::ui {

class MeshGeometry;

class MeshLibrary : public QObject {
  Q_OBJECT
 public:
  enum class State { Loading, Ready, Failed };

  struct Asset {
    State state = State::Loading;
    QPointer<MeshGeometry> geometry;  // set when Ready
    QList<QColor> subsetColors;       // base colour of each subset, in subset order
    sw::Box3 bounds;
    QString error;       // set when Failed
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

  // Reloads assets whose file changed on disk since they were loaded, and retries
  // failed ones (a missing file may have appeared). Returns how many reloads started.
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
