#pragma once
// The player ship as Play draws it: a flat arrow pointing along +x, in unit coordinates,
// scaled by kShipScale. One place, so the Game Rules panel shows the hit spheres on the
// very shape the player sees.
namespace sw::ui {

struct ShipPoint {
  float x, y;
};
// Nose, upper wing tip, the notch at the back, lower wing tip (two triangles: nose-top-notch
// and nose-notch-bottom).
inline constexpr ShipPoint kShipOutline[4] = {{1.0f, 0.0f}, {-0.8f, 0.6f}, {-0.45f, 0.0f}, {-0.8f, -0.6f}};
inline constexpr float kShipScale = 0.7f;

}  // namespace sw::ui
