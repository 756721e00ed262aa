#pragma once
// What every game kind's camera tells the view (runtime/view/play): where the screen is and
// where the simulation's frame sits in the editor's layout. The shooter's chain camera and the
// platformer's follow camera both are one, so Play draws either without knowing the kind.
#include "core/math.h"

namespace sw {

class ScreenCamera {
 public:
  virtual ~ScreenCamera() = default;
  // The screen's centre, in the frame.
  virtual Vec2 screenCentre() const = 0;
  // The frame's origin in the editor's absolute layout: absolute = frame position + this.
  virtual Vec2 screenFrameOrigin() const = 0;
  // Half the visible area around the centre.
  virtual Vec2 screenHalfExtent() const = 0;
};

}  // namespace sw
