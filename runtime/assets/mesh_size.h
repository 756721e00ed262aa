#pragma once
// How big a mesh is where it will be seen: its extent on the play plane (x across, y up)
// in play units, against the screen the camera shows (the project's screenExtent, 32 x 18
// by default). A newcomer's 1-unit glTF made a chain whose tiles passed in half a second
// and a large OBJ filled the screen (#45 friction 2): the import dialog shows this size
// with a scale that fits, and an import far from the screen's size warns.
#include <optional>
#include <string>

#include "core/error.h"
#include "core/math.h"

namespace sw {

struct MeshSize {
  double width = 0, height = 0;  // play units; 0 x 0 for an empty mesh
  bool isEmpty() const { return !(width > 0 || height > 0); }
};

// The play-plane extent of bounds as loaded (after scale and up axis).
MeshSize playPlaneSize(const Box3& bounds);

// The scale at which a mesh of `size` (at scale 1) just fits inside the screen; 0 when the
// size is empty or not finite.
double scaleToFit(MeshSize size, Vec2 screen);

// A warning naming `file` when the mesh is far smaller than the screen (its larger side
// under a 24th of the screen's height: 0.75 units of 18, below any ship or enemy; a mesh
// exported in centimetres lands here) or far larger (a side over four screens), with
// the scale that would fit it; none otherwise.
inline constexpr double kFarSmallerThanScreen = 1.0 / 24;
inline constexpr double kFarLargerThanScreen = 4.0;
std::optional<Error> meshSizeWarning(const std::string& file, MeshSize size, double scale, Vec2 screen);

}  // namespace sw
