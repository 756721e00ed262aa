#include "view/mesh_library.h"

#include <QFileInfo>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>
#include <QtQuick3D/QQuick3DTextureData>

#include "view/qt_color.h"
#include "assets/mesh_data.h"
#include "assets/mesh_import.h"
#include "view/mesh_geometry.h"
#include "view/mesh_textures.h"

namespace sw::ui {
namespace {

// What a worker thread hands back: the mesh and its decoded textures. (Result<MeshData>
// has no default constructor, which QFuture wants; share it instead.)
struct Loaded {
  sw::Result<sw::MeshData> mesh;
  std::vector<QImage> images;  // one per mesh.textures entry; null: did not decode
  QStringList warnings;
  QStringList textureFiles;
  QString textureStamp;
};

// Time and size of each file, in one string to compare.
QString stampOf(const QStringList& files) {
  QString stamp;
  for (const QString& file : files) {
    const QFileInfo info(file);
    stamp += info.exists() ? QStringLiteral("%1/%2;").arg(info.lastModified().toMSecsSinceEpoch()).arg(info.size())
                           : QStringLiteral("-;");
  }
  return stamp;
}
using LoadResult = std::shared_ptr<const Loaded>;

// Assimp's UVs put v = 0 at the bottom of the image (OpenGL's way); Qt Quick 3D samples
// texture data with v = 0 at its first row. The bottom row goes first, then.
QQuick3DTextureData* makeTexture(const QImage& image, QQuick3DObject* sceneParent) {
  const QImage rows = image.convertToFormat(QImage::Format_RGBA8888).mirrored(false, true);
  auto* data = new QQuick3DTextureData();
  data->setParent(sceneParent);
  data->setParentItem(sceneParent);
  data->setSize(rows.size());
  data->setFormat(QQuick3DTextureData::RGBA8);
  data->setHasTransparency(false);  // art is drawn solid (see SceneItems::createLitMaterial)
  data->setTextureData(QByteArray(reinterpret_cast<const char*>(rows.constBits()), rows.sizeInBytes()));
  return data;
}

void dropTextures(QList<QPointer<QQuick3DTextureData>>& textures) {
  // Later: materials still naming them are replaced by the rebuild this load triggers.
  for (const auto& texture : textures)
    if (texture) texture->deleteLater();
  textures.clear();
}


}  // namespace

MeshLibrary::MeshLibrary(QObject* parent) : QObject(parent) {}

MeshLibrary::~MeshLibrary() { clear(); }

void MeshLibrary::setSceneParent(QQuick3DObject* parent) { sceneParent_ = parent; }

void MeshLibrary::clear() {
  for (auto& asset : assets_) {
    delete asset.geometry.data();
    delete asset.farBoxes.data();
    delete asset.farCards.data();
    for (const auto& texture : asset.textures) delete texture.data();
  }
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
    const LoadResult loaded = watcher->result();
    if (!inFlight_.remove(generation)) return;  // cleared since
    auto it = assets_.find(path);
    if (it == assets_.end() || it->generation != generation) {  // a newer load replaces this one
      if (inFlight_.isEmpty()) emit idle();
      return;
    }
    Asset& asset = *it;
    if (loaded && loaded->mesh.ok()) {
      const sw::MeshData& mesh = loaded->mesh.value();
      for (QPointer<MeshGeometry>* geometry : {&asset.geometry, &asset.farBoxes, &asset.farCards}) {
        if (*geometry) continue;
        *geometry = new MeshGeometry();
        (*geometry)->setParent(sceneParent_.data());
        (*geometry)->setParentItem(sceneParent_.data());
      }
      asset.geometry->setMesh(mesh);
      asset.farBoxes->setMesh(farMesh(mesh, FarLook::Boxes));
      asset.farCards->setMesh(farMesh(mesh, FarLook::Cards));
      dropTextures(asset.textures);
      for (const QImage& image : loaded->images)
        asset.textures.push_back(image.isNull() ? nullptr : makeTexture(image, sceneParent_.data()));
      asset.subsets.clear();
      for (const auto& subset : mesh.subsets) {
        const int texture = subset.baseColorTexture >= 0 && subset.baseColorTexture < asset.textures.size() &&
                                    asset.textures[subset.baseColorTexture]
                                ? subset.baseColorTexture
                                : -1;
        asset.subsets.push_back({toQColor(subset.baseColor), subset.hasMaterial, texture});
      }
      ++asset.revision;
      asset.bounds = mesh.bounds;
      asset.error.clear();
      QStringList warnings;
      for (const sw::Error& warning : mesh.warnings)
        warnings << QString::fromStdString(warning.where.empty() ? warning.message
                                                                 : warning.where + ": " + warning.message);
      warnings << loaded->warnings;
      // A retry that finds the same problems says nothing new.
      const bool news = warnings != asset.warnings || asset.state != State::Ready;
      asset.warnings = warnings;
      asset.textureFiles = loaded->textureFiles;
      asset.textureStamp = loaded->textureStamp;
      asset.state = State::Ready;
      emit meshReady(path);  // `asset` may move while slots run: only copies below
      if (news)
        for (const QString& warning : warnings) emit meshProblem(path, warning);
    } else {
      asset.state = State::Failed;
      asset.error = loaded ? QString::fromStdString(loaded->mesh.error().message) : tr("mesh could not be loaded");
      emit meshProblem(path, asset.error);
    }
    if (inFlight_.isEmpty()) emit idle();
  });
  const std::string file = path.toStdString();
  watcher->setFuture(QtConcurrent::run([file]() -> LoadResult {
    // An imported mesh loads with the scale, up axis and meshes of its import settings.
    auto loaded = std::make_shared<Loaded>(Loaded{sw::loadMesh(file, sw::importSettingsFor(file)), {}, {}, {}, {}});
    if (!loaded->mesh.ok()) return loaded;
    for (const sw::MeshTexture& texture : loaded->mesh.value().textures)
      if (!texture.isEmbedded()) loaded->textureFiles << QString::fromStdString(texture.path);
    loaded->textureStamp = stampOf(loaded->textureFiles);  // before reading: an edit meanwhile reloads
    loaded->images = decodeMeshTextures(loaded->mesh.value(), &loaded->warnings);
    return loaded;
  }));
}

int MeshLibrary::reloadChanged() {
  int started = 0;
  for (auto it = assets_.begin(); it != assets_.end(); ++it) {
    if (it->state == State::Loading) continue;
    const QFileInfo info(it.key());
    const QDateTime modified = info.exists() ? info.lastModified() : QDateTime();
    const qint64 size = info.exists() ? info.size() : -1;
    const bool texturesChanged = !it->warnings.isEmpty() || stampOf(it->textureFiles) != it->textureStamp;
    if (it->state == State::Failed || modified != it->modified || size != it->size || texturesChanged) {
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
