#pragma once
// The shapes a material is previewed on, in object units a texture graph is written for
// (a tile mesh is tens of units wide; a brick a fraction of one): a UV sphere and a cube,
// each about 2.5 units across so a few bricks or noise cells show on them.
#include "assets/mesh_data.h"

namespace sw::ui {

// Longitude runs along u, latitude along v; normals point outward.
sw::MeshData previewSphere(float radius = 1.2f, int segments = 64, int rings = 32);
sw::MeshData previewCube(float halfSize = 0.9f);

}  // namespace sw::ui
