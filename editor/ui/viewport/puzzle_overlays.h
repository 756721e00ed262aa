#pragma once
// Overlays of a free level's puzzle pieces (model/platformer/puzzle_objects.h), drawn into
// the platformer layer's two geometries (fills, lines) with its geometry and starts:
// - Door: its closed slab, a faint outline where it ends fully open, an arrow of its travel;
// - Switch: a lever as a post with a knob (leaning right when it starts on), a plate as a
//   flat bar under its top;
// - Crate: a box with a cross;
// - Barrier: a slab in its own colour with arrows both ways along its axis (which way it
//   lets bodies through is an expression, known only while playing);
// - Checkpoint: a flag on its feet point and its area, faint;
// - Goal: its area, faint gold with an outline.
// A door's "opens when" and a barrier's "passable" are linked to each object they read by a
// thin dashed line ending in an arrowhead at the piece they drive.
#include <optional>

#include "view/tile_area.h"  // PlaneRect

namespace sw {
class Level;
class LevelObject;
}  // namespace sw

namespace sw::ui {

class OverlayDetail;
class OverlayGeometry;

// The shape a puzzle piece is clicked in (and drawn as): door and barrier slabs, a lever's
// box, a plate's bar, a crate's box, a checkpoint's or goal's area. nullopt for other kinds
// and for sizes that are not finite.
std::optional<PlaneRect> puzzleArea(const sw::LevelObject& object);

// Whether `object` is one of the puzzle kinds drawn here.
bool isPuzzlePiece(const sw::LevelObject& object);

// One piece (nothing for other kinds), with the links of its expression.
void buildPuzzlePiece(OverlayGeometry& fills, OverlayGeometry& lines, const sw::Level& level,
                      const sw::LevelObject& object, const OverlayDetail* detail = nullptr);

}  // namespace sw::ui
