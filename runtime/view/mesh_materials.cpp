#include "view/mesh_materials.h"

#include <QtQuick3D/QQuick3DObject>
#include <QtQuick3D/QQuick3DTextureData>

#include "view/mesh_library.h"
#include "view/scene_items.h"

namespace sw::ui {
namespace {

const QColor kDefaultGrey(200, 200, 200);
constexpr float kFlashGlow = 0.6f;  // how far a flash lifts every colour toward white

}  // namespace

MeshMaterials::MeshMaterials(SceneItems* items, MeshLibrary* library) : items_(items), library_(library) {}

MeshMaterials::~MeshMaterials() { clear(); }

void MeshMaterials::clear() {
  for (Entry& entry : entries_)
    for (const auto& material : entry.materials) delete material.data();
  entries_.clear();
}

bool MeshMaterials::takesTint(const QString& path) const {
  const MeshLibrary::Asset* asset = library_->find(path);
  if (!asset || asset->subsets.isEmpty()) return true;
  for (const MeshLibrary::SubsetLook& subset : asset->subsets)
    if (!subset.hasMaterial) return true;
  return false;
}

QList<QQuick3DObject*> MeshMaterials::materials(const QString& path, const Look& look) {
  const MeshLibrary::Asset* asset = library_->find(path);
  const bool ready = asset && asset->state == MeshLibrary::State::Ready;
  // A tint that no subset takes does not split the cache: all enemy types sharing a
  // textured mesh share its materials too.
  const QColor tint = look.tint.isValid() && takesTint(path) ? look.tint : QColor();
  const QString key = path + QLatin1Char('\n') + (tint.isValid() ? tint.name(QColor::HexArgb) : QString()) +
                      (look.flash ? QStringLiteral("\nflash") : QString());
  Entry& entry = entries_[key];
  const int revision = ready ? asset->revision : 0;
  bool intact = entry.revision == revision;
  for (const auto& material : entry.materials) intact = intact && material;
  if (!intact) {
    // The Models showing the old ones get the new list from their owner's rebuild; until
    // then the old materials stay (deleted later, not under a frame being drawn).
    for (const auto& material : entry.materials)
      if (material) material->deleteLater();
    entry.materials.clear();
    entry.revision = revision;
    QList<MeshLibrary::SubsetLook> subsets = ready ? asset->subsets : QList<MeshLibrary::SubsetLook>{};
    if (subsets.isEmpty()) subsets.push_back({kDefaultGrey, false, -1});
    for (const MeshLibrary::SubsetLook& subset : subsets) {
      QQuick3DTextureData* texture =
          subset.texture >= 0 && subset.texture < asset->textures.size() ? asset->textures[subset.texture].data()
                                                                          : nullptr;
      const QColor color = !subset.hasMaterial && tint.isValid() ? tint : subset.color;
      entry.materials.push_back(
          items_->createLitMaterial(items_->sceneRoot(), color, texture, look.flash ? kFlashGlow : 0.0f));
    }
  }
  QList<QQuick3DObject*> out;
  for (const auto& material : entry.materials) out.push_back(material.data());
  return out;
}

}  // namespace sw::ui
