#include "model/paths/path_motion.h"

#include <algorithm>
#include <cmath>

namespace sw {

namespace {

// The speed profile of one run: ramp up over `in` ticks, cruise `cruise` ticks at
// `peak`, ramp down over `out` ticks. Distances are closed forms of the smoothstep
// integral, never accumulated, so tick 1000 costs the same as tick 1.
struct Profile {
  double peak = 0, in = 0, cruise = 0, out = 0;
  bool bounded = false;  // false: cruise forever (closed paths)

  double rampDistance(double u) const { return u * u * u - 0.5 * u * u * u * u; }  // integral of smoothstep
  double smoothstep(double u) const { return u * u * (3 - 2 * u); }

  void at(double t, double& distance, double& speed, bool& ended) const {
    ended = false;
    if (t <= 0) {
      distance = 0;
      speed = in > 0 ? 0 : peak;
      return;
    }
    if (t < in) {
      double u = t / in;
      distance = peak * in * rampDistance(u);
      speed = peak * smoothstep(u);
      return;
    }
    const double afterIn = peak * in * 0.5;
    if (!bounded || t < in + cruise) {
      distance = afterIn + peak * (t - in);
      speed = peak;
      return;
    }
    const double afterCruise = afterIn + peak * cruise;
    if (t < in + cruise + out) {
      double w = (t - in - cruise) / out;
      distance = afterCruise + peak * out * (w - rampDistance(w));
      speed = peak * (1 - smoothstep(w));
      return;
    }
    distance = afterCruise + peak * out * 0.5;
    speed = 0;
    ended = true;
  }
};

Profile makeProfile(double remaining, bool closed, const MotionProfile& m) {
  Profile p;
  p.peak = std::max(m.speed, 0.0);
  p.in = std::max(m.easeInTicks, 0.0);
  if (closed) return p;
  p.bounded = true;
  p.out = std::max(m.easeOutTicks, 0.0);
  const double ramps = p.peak * (p.in + p.out) * 0.5;
  if (ramps > remaining) {
    p.peak = p.in + p.out > 0 ? 2 * remaining / (p.in + p.out) : p.peak;
    p.cruise = 0;
  } else {
    p.cruise = p.peak > 0 ? (remaining - ramps) / p.peak : 0;
  }
  return p;
}

}  // namespace

MotionSample motionAt(double length, bool closed, const MotionProfile& profile, double tick,
                      double startOffset) {
  MotionSample sample;
  length = std::max(length, 0.0);
  if (closed) {
    Profile p = makeProfile(0, true, profile);
    bool ended = false;
    p.at(tick, sample.travelled, sample.speed, ended);
    if (length > 0) {
      double d = std::fmod(startOffset + sample.travelled, length);
      if (d < 0) d += length;
      sample.distance = d >= length ? 0 : d;
    }
    return sample;
  }
  const double start = std::clamp(startOffset, 0.0, length);
  const double remaining = length - start;
  if (remaining <= 0 || profile.speed <= 0) {
    sample.distance = start;
    sample.endReached = remaining <= 0;
    return sample;
  }
  Profile p = makeProfile(remaining, false, profile);
  p.at(tick, sample.travelled, sample.speed, sample.endReached);
  sample.travelled = std::min(sample.travelled, remaining);
  if (sample.endReached) sample.travelled = remaining;
  sample.distance = start + sample.travelled;
  return sample;
}

double ticksToTravel(double length, bool closed, const MotionProfile& profile, double startOffset) {
  if (profile.speed <= 0) return INFINITY;
  if (closed) return std::max(length, 0.0) / profile.speed;
  const double remaining = std::max(length - std::clamp(startOffset, 0.0, std::max(length, 0.0)), 0.0);
  if (remaining <= 0) return 0;
  Profile p = makeProfile(remaining, false, profile);
  return p.in + p.cruise + p.out;
}

}  // namespace sw
