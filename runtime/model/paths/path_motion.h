#pragma once
// Motion along a path in ticks: how far an object has travelled after t ticks at a
// speed of v units per tick, with optional smooth easing at the ends. Pure functions of
// the tick, so the editor's ghost markers, a jump of the scrubber and Play's
// tick-by-tick stepping all agree.
//
// Easing: over the first `easeInTicks` ticks the speed rises from 0 to v along a
// smoothstep (3u^2 - 2u^3, u = tick / easeInTicks), covering v * easeInTicks / 2 units;
// over the last `easeOutTicks` ticks of an open path it falls back to 0 the same way,
// arriving exactly at the end. When an open path is too short for both ramps at full
// speed, the ramps keep their lengths and meet at a lower peak speed.
// A closed path has no end: it wraps, and easeOutTicks is ignored.
#include <cstdint>

namespace sw {

struct MotionProfile {
  double speed = 0.1;       // units per tick (v), > 0
  double easeInTicks = 0;   // 0: full speed from the first tick
  double easeOutTicks = 0;  // open paths only; 0: full speed until the end
};

struct MotionSample {
  double distance = 0;      // along the path; wrapped into [0, length) for a closed path
  double travelled = 0;     // total distance covered since tick 0 (not wrapped)
  double speed = 0;         // units per tick at this moment
  bool endReached = false;  // open path: the object arrived at the end (stays there)
};

// Where an object is `tick` ticks (may be fractional, for drawing) after it started at
// distance `startOffset` on a path of `length` units. Negative ticks: not started yet,
// reported at the start. A path of zero length reports endReached at once (open) or
// stays at 0 (closed).
MotionSample motionAt(double length, bool closed, const MotionProfile& profile, double tick,
                      double startOffset = 0);

// Ticks an object needs from `startOffset` to the end of an open path (fractional);
// for a closed path, the ticks of one lap at full speed (its period once eased in).
double ticksToTravel(double length, bool closed, const MotionProfile& profile, double startOffset = 0);

}  // namespace sw
