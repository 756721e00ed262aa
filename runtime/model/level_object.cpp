#include "model/level_object.h"

namespace sw {

const TypeDescription& TileInstance::describeType() {
  static const TypeDescription d =
      TypeBuilder<TileInstance>("TileInstance")
          .field("name", &TileInstance::name).label("Name").required()
          .tooltip("Unique name of this chain link in the level")
          .field("tile", &TileInstance::tile, ValueKind::AssetRef).label("Tile").assetKind("tile").required()
          .tooltip("Tile definition shown by this link of the chain")
          .build();
  return d;
}

const TypeDescription& Marker::describeType() {
  static const TypeDescription d =
      TypeBuilder<Marker>("Marker")
          .field("name", &Marker::name).label("Name").required()
          .tooltip("Unique name of this object in the level")
          .field("position", &Marker::position).label("Position").category("Transform")
          .tooltip("Position in the play plane, in level units")
          .field("color", &Marker::color).label("Colour").category("Appearance")
          .defaultValue(Color{255, 200, 40, 255})
          .field("note", &Marker::note, ValueKind::Text).label("Note").category("Appearance")
          .tooltip("Free text for designers")
          .build();
  return d;
}

std::unique_ptr<LevelObject> createFreeObject(const std::string& kind) {
  if (kind == "Marker") return std::make_unique<Marker>();
  return nullptr;
}

}  // namespace sw
