#include "model/tiles/tile_def.h"

#include "model/tiles/polygon.h"

namespace sw {

const TypeDescription& TileDef::describeType() {
  static const TypeDescription d =
      TypeBuilder<TileDef>("TileDef")
          .field("name", &TileDef::name).label("Name").required()
          .tooltip("Unique name of the tile definition in the project")
          .field("mesh", &TileDef::mesh, ValueKind::AssetRef).label("Mesh").assetKind("mesh").category("Art")
          .tooltip("Mesh asset drawn for this tile (project-relative path)")
          .field("material", &TileDef::material, ValueKind::AssetRef).label("Material").assetKind("graph").category("Art")
          .tooltip("Texture graph painting the mesh (graphs/NAME.graph.json); empty: the mesh's own colours")
          .field("collision", &TileDef::collision).label("Collision").category("Collision")
          .check([](const Value& v) -> std::optional<std::string> {
            const auto& polygons = std::get<std::vector<Polygon>>(v);
            for (std::size_t i = 0; i < polygons.size(); ++i)
              if (auto problem = polygonProblem(polygons[i])) return "Polygon " + std::to_string(i + 1) + ": " + *problem;
            return std::nullopt;
          })
          .tooltip("Wall polygons in tile-local play-plane coordinates")
          .field("cameraEntry", &TileDef::cameraEntry).label("Camera Entry").category("Camera")
          .tooltip("Where the camera enters the tile; lands on the previous tile's exit")
          .field("cameraExit", &TileDef::cameraExit).label("Camera Exit").category("Camera")
          .tooltip("Where the camera leaves the tile; the next tile's entry lands here")
          .field("cameraPoints", &TileDef::cameraPoints).label("Camera Points").category("Camera")
          .tooltip("Optional intermediate camera points between entry and exit")
          .build();
  return d;
}

}  // namespace sw
