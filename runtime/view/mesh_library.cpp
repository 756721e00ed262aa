#include "view/mesh_library.h"

#include <QFileInfo>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include "view/qcolor.h"
#include "assets/mesh_data.h"
#include "assets/mesh_import.h"
#include "view/mesh_geometry.h"

namespace sw::ui {
namespace {

// Result<MeshData> has no default constructor, which QFuture wants; share it instead.
using LoadResult = std::shared_ptr<const sw::Result<sw::MeshData>>;


}  // namespace

MeshLibrary::MeshLibrary(QObject* parent) : QObject(parent) {}

MeshLibrary::~MeshLibrary() { clear(); }

void MeshLibrary::setSceneParent(QQuick3DObject* parent) { sceneParent_ = parent; }

void MeshLibrary::clear() {
  for (auto& asset : assets_) delete asset.geometry.data();
  for (auto& geometry : placeholders_) delete geometry.data();
  delete unitBox_.data();
  assets_.clear();
  placeholders_.clear();
  const bool wasLoading = !inFlight_.isEmpty();
  inFlight_.clear();  // loads still running find nothing to update
  if (wasLoading) emit idle();
}

const MeshLibrary::Asset* MeshLibrary::find(const QString& absolutePath) const {
  auto it = assets_.constFind(absolutePath);
  return it == assets_.constEnd() ? nullptr : &*it;
}

const MeshLibrary::Asset& MeshLibrary::request(const QString& absolutePath) {
  auto it = assets_.find(absolutePath);
  if (it != assets_.end()) return *it;
  Asset& asset = assets_[absolutePath];
  startLoad(absolutePath, asset);
  return asset;
}

void MeshLibrary::startLoad(const QString& path, Asset& asset) {
  const QFileInfo info(path);
  asset.modified = info.exists() ? info.lastModified() : QDateTime();
  asset.size = info.exists() ? info.size() : -1;
  const int generation = ++nextGeneration_;
  asset.generation = generation;
  inFlight_.insert(generation);

  auto* watcher = new QFutureWatcher<LoadResult>(this);
  connect(watcher, &QFutureWatcher<LoadResult>::finished, this, [this, watcher, path, generation] {
    watcher->deleteLater();
    const LoadResult result = watcher->result();
    if (!inFlight_.remove(generation)) return;  // cleared since
    auto it = assets_.find(path);
    if (it == assets_.end() || it->generation != generation) {  // a newer load replaces this one
      if (inFlight_.isEmpty()) emit idle();
      return;
    }
    Asset& asset = *it;
    if (result && result->ok()) {
      const sw::MeshData& mesh = result->value();
      if (!asset.geometry) {
        asset.geometry = new MeshGeometry();
        asset.geometry->setParent(sceneParent_.data());
        asset.geometry->setParentItem(sceneParent_.data());
      }
      asset.geometry->setMesh(mesh);
      asset.subsetColors.clear();
      for (const auto& subset : mesh.subsets) asset.subsetColors.push_back(toQColor(subset.baseColor));
      asset.bounds = mesh.bounds;
      asset.error.clear();
      asset.state = State::Ready;
      emit meshReady(path);
    } else {
      asset.state = State::Failed;
      asset.error = result ? QString::fromStdString(result->error().message) : tr("mesh could not be loaded");
      emit meshProblem(path, asset.error);
    }
    if (inFlight_.isEmpty()) emit idle();
  });
  const std::string file = path.toStdString();
  watcher->setFuture(QtConcurrent::run([file]() -> LoadResult {
    // An imported mesh loads with the scale, up axis and meshes of its import settings.
    return std::make_shared<const sw::Result<sw::MeshData>>(sw::loadMesh(file, sw::importSettingsFor(file)));
  }));
}

int MeshLibrary::reloadChanged() {
  int started = 0;
  for (auto it = assets_.begin(); it != assets_.end(); ++it) {
    if (it->state == State::Loading) continue;
    const QFileInfo info(it.key());
    const QDateTime modified = info.exists() ? info.lastModified() : QDateTime();
    const qint64 size = info.exists() ? info.size() : -1;
    if (it->state == State::Failed || modified != it->modified || size != it->size) {
      // Ready assets keep drawing their old geometry until the new one arrives.
      if (it->state == State::Failed) it->state = State::Loading;
      startLoad(it.key(), *it);
      ++started;
    }
  }
  return started;
}

MeshGeometry* MeshLibrary::placeholder(const sw::Box3& box) {
  const QString key = QStringLiteral("%1,%2,%3/%4,%5,%6")
                          .arg(box.min.x)
                          .arg(box.min.y)
                          .arg(box.min.z)
                          .arg(box.max.x)
                          .arg(box.max.y)
                          .arg(box.max.z);
  QPointer<MeshGeometry>& geometry = placeholders_[key];
  if (!geometry) {
    geometry = new MeshGeometry();
    geometry->setParent(sceneParent_.data());
    geometry->setParentItem(sceneParent_.data());
    geometry->setMesh(boxMesh(box, sw::Color{200, 200, 200, 255}));
  }
  return geometry;
}

MeshGeometry* MeshLibrary::unitBox() {
  if (!unitBox_) {
    unitBox_ = new MeshGeometry();
    unitBox_->setParent(sceneParent_.data());
    unitBox_->setParentItem(sceneParent_.data());
    sw::Box3 unit;
    unit.extend(sw::Vec3{0, 0, 0});
    unit.extend(sw::Vec3{1, 1, 1});
    unitBox_->setMesh(boxMesh(unit, sw::Color{200, 200, 200, 255}));
  }
  return unitBox_;
}

}  // namespace sw::ui
