#pragma once
// How the viewport shows Light objects (model/level/light.h) besides the light itself
// (view/light_layer.h draws that): a small sun in the light's colour at its centre (a dark
// one for a light that darkens), and, while it is selected, the edge of what it reaches:
// a circle of its range (point), the cone's two edges and its arc (spot), or the capsule
// around its segment (line).
#include <QSet>

#include "model/level/level_object.h"

namespace sw {
class Project;
class Level;
}  // namespace sw

namespace sw::ui {

class OverlayDetail;
class OverlayGeometry;

// The trigger layer's content (object_overlays.h's buildTriggers) and the lights' suns.
void buildTriggersAndLights(OverlayGeometry& fills, OverlayGeometry& lines, const sw::Project* project,
                            const sw::Level& level, const OverlayDetail* detail = nullptr);

bool anyLightSelected(const sw::Level& level, const QSet<sw::ObjectId>& selected);

// The reach of each selected light; false (nothing drawn) when no light is selected.
bool buildLightReach(OverlayGeometry& lines, const sw::Project& project, const sw::Level& level,
                     const QSet<sw::ObjectId>& selected);

}  // namespace sw::ui
