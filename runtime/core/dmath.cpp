// Deterministic sin, cos, atan, atan2 and hypot (dmath.h says why and how accurate).
//
// The constants and the order of operations come from Sun's fdlibm as kept in FreeBSD's
// msun (k_sin.c, k_cos.c, e_rem_pio2.c, s_atan.c, e_atan2.c), whose notice asks to be kept:
//   Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//   Developed at SunPro, a Sun Microsystems, Inc. business.
//   Permission to use, copy, modify, and distribute this software is freely granted,
//   provided that this notice is preserved.
// What changed: no access to the bits of a double (ranges are plain comparisons, which
// select the same branches), and the reduction always runs all three Cody-Waite steps
// instead of stopping once the bits it needs are known; both keep the code portable C++
// and cost nothing the game notices.
#include "core/dmath.h"

#include <cmath>

namespace sw::dmath {

namespace {

// sin(x + y) on [-pi/4, pi/4], y the tail of x (|y| < ulp(x) / 2), error under 1 ulp.
double kernelSin(double x, double y, bool hasTail) {
  constexpr double S1 = -1.66666666666666324348e-01;
  constexpr double S2 = 8.33333333332248946124e-03;
  constexpr double S3 = -1.98412698298579493134e-04;
  constexpr double S4 = 2.75573137070700676789e-06;
  constexpr double S5 = -2.50507602534068634195e-08;
  constexpr double S6 = 1.58969099521155010221e-10;
  const double z = x * x;
  const double w = z * z;
  const double r = S2 + z * (S3 + z * S4) + z * w * (S5 + z * S6);
  const double v = z * x;
  if (!hasTail) return x + v * (S1 + z * r);
  return x - ((z * (0.5 * y - v * r) - y) - v * S1);
}

// cos(x + y) on [-pi/4, pi/4].
double kernelCos(double x, double y) {
  constexpr double C1 = 4.16666666666666019037e-02;
  constexpr double C2 = -1.38888888888741095749e-03;
  constexpr double C3 = 2.48015872894767294178e-05;
  constexpr double C4 = -2.75573143513906633035e-07;
  constexpr double C5 = 2.08757232129817482790e-09;
  constexpr double C6 = -1.13596475577881948265e-11;
  const double z = x * x;
  double w = z * z;
  const double r = z * (C1 + z * (C2 + z * C3)) + w * w * (C4 + z * (C5 + z * C6));
  const double hz = 0.5 * z;
  w = 1.0 - hz;
  return w + (((1.0 - w) - hz) + (z * r - x * y));
}

// x = n * pi/2 + (y0 + y1) with |y0 + y1| <= about pi/4; returns n mod 4.
int reducePiOver2(double x, double& y0, double& y1) {
  constexpr double invpio2 = 6.36619772367581382433e-01;  // 2/pi
  constexpr double pio2_1 = 1.57079632673412561417e+00;   // first 33 bits of pi/2
  constexpr double pio2_1t = 6.07710050650619224932e-11;  // pi/2 - pio2_1
  constexpr double pio2_2 = 6.07710050630396597660e-11;   // second 33 bits of pi/2
  constexpr double pio2_2t = 2.02226624879595063154e-21;  // pi/2 - (pio2_1 + pio2_2)
  constexpr double pio2_3 = 2.02226624871116645580e-21;   // third 33 bits of pi/2
  constexpr double pio2_3t = 8.47842766036889956997e-32;  // pi/2 - (pio2_1 + pio2_2 + pio2_3)
  if (std::abs(x) <= 7.85398163397448278999e-01) {        // |x| <= pi/4: nothing to reduce
    y0 = x;
    y1 = 0;
    return 0;
  }
  // floor(v + 0.5) rounds to nearest, ties up: exact, and the same everywhere.
  const double fn = std::floor(x * invpio2 + 0.5);
  // fn * pio2_1 is exact while |fn| < 2^20 (33 + 20 bits), so each step removes one part
  // of pi/2 exactly and carries the rounding error of the next part in w.
  double r = x - fn * pio2_1;
  double w = fn * pio2_1t;
  double t = r;
  w = fn * pio2_2;
  r = t - w;
  w = fn * pio2_2t - ((t - r) - w);
  t = r;
  w = fn * pio2_3;
  r = t - w;
  w = fn * pio2_3t - ((t - r) - w);
  y0 = r - w;
  y1 = (r - y0) - w;
  // fn may exceed any integer type for huge x; fmod by 4 is exact.
  int n = int(std::fmod(fn, 4.0));
  if (n < 0) n += 4;
  return n;
}

}  // namespace

void sincos(double x, double* s, double* c) {
  if (!std::isfinite(x)) {
    *s = *c = x - x;  // NaN (inf - inf is NaN; NaN stays NaN)
    return;
  }
  if (std::abs(x) < 0x1p-27) {  // sin x = x and cos x = 1 to double precision (keeps -0)
    *s = x;
    *c = 1.0;
    return;
  }
  double y0 = 0, y1 = 0;
  const int n = reducePiOver2(x, y0, y1);
  const bool tail = y1 != 0;
  const double sn = kernelSin(y0, y1, tail);
  const double cs = kernelCos(y0, y1);
  switch (n) {
    case 0:
      *s = sn;
      *c = cs;
      break;
    case 1:
      *s = cs;
      *c = -sn;
      break;
    case 2:
      *s = -sn;
      *c = -cs;
      break;
    default:
      *s = -cs;
      *c = sn;
      break;
  }
}

double sin(double x) {
  double s = 0, c = 0;
  sincos(x, &s, &c);
  return s;
}

double cos(double x) {
  double s = 0, c = 0;
  sincos(x, &s, &c);
  return c;
}

double atan(double x) {
  static constexpr double atanhi[] = {
      4.63647609000806093515e-01,  // atan(0.5) hi
      7.85398163397448278999e-01,  // atan(1.0) hi
      9.82793723247329054082e-01,  // atan(1.5) hi
      1.57079632679489655800e+00,  // atan(inf) hi
  };
  static constexpr double atanlo[] = {
      2.26987774529616870924e-17,  // atan(0.5) lo
      3.06161699786838301793e-17,  // atan(1.0) lo
      1.39033110312309984516e-17,  // atan(1.5) lo
      6.12323399573676603587e-17,  // atan(inf) lo
  };
  static constexpr double aT[] = {
      3.33333333333329318027e-01,  -1.99999999998764832476e-01, 1.42857142725034663711e-01,
      -1.11111104054623557880e-01, 9.09088713343650656196e-02,  -7.69187620504482999495e-02,
      6.66107313738753120669e-02,  -5.83357013379057348645e-02, 4.97687799461593236017e-02,
      -3.65315727442169155270e-02, 1.62858201153657823623e-02,
  };
  if (std::isnan(x)) return x + x;
  const bool negative = x < 0;
  double ax = std::abs(x);
  if (ax >= 0x1p66) return negative ? -atanhi[3] - atanlo[3] : atanhi[3] + atanlo[3];
  int id = -1;
  if (ax < 0.4375) {
    if (ax < 0x1p-27) return x;  // atan(x) = x to double precision
  } else if (ax < 1.1875) {
    if (ax < 0.6875) {
      id = 0;
      ax = (2.0 * ax - 1.0) / (2.0 + ax);
    } else {
      id = 1;
      ax = (ax - 1.0) / (ax + 1.0);
    }
  } else if (ax < 2.4375) {
    id = 2;
    ax = (ax - 1.5) / (1.0 + 1.5 * ax);
  } else {
    id = 3;
    ax = -1.0 / ax;
  }
  const double v = id < 0 ? x : ax;
  const double z = v * v;
  const double w = z * z;
  // The sum of aT[i] z^(i+1), split into odd and even terms.
  const double s1 = z * (aT[0] + w * (aT[2] + w * (aT[4] + w * (aT[6] + w * (aT[8] + w * aT[10])))));
  const double s2 = w * (aT[1] + w * (aT[3] + w * (aT[5] + w * (aT[7] + w * aT[9]))));
  if (id < 0) return v - v * (s1 + s2);
  const double r = atanhi[id] - ((v * (s1 + s2) - atanlo[id]) - v);
  return negative ? -r : r;
}

double atan2(double y, double x) {
  constexpr double pi_o_4 = 7.8539816339744827900E-01;
  constexpr double pi_o_2 = 1.5707963267948965580E+00;
  constexpr double pi = 3.1415926535897931160E+00;
  constexpr double pi_lo = 1.2246467991473531772E-16;
  if (std::isnan(x) || std::isnan(y)) return x + y;
  if (x == 1.0) return atan(y);
  const bool yNeg = std::signbit(y), xNeg = std::signbit(x);
  const int m = (yNeg ? 1 : 0) | (xNeg ? 2 : 0);  // 2 * sign(x) + sign(y)
  if (y == 0) {
    switch (m) {
      case 0:
      case 1:
        return y;  // atan2(+-0, +anything) = +-0
      case 2:
        return pi;
      default:
        return -pi;
    }
  }
  if (x == 0) return yNeg ? -pi_o_2 : pi_o_2;
  if (std::isinf(x)) {
    if (std::isinf(y)) {
      switch (m) {
        case 0:
          return pi_o_4;
        case 1:
          return -pi_o_4;
        case 2:
          return 3.0 * pi_o_4;
        default:
          return -3.0 * pi_o_4;
      }
    }
    switch (m) {
      case 0:
        return 0.0;
      case 1:
        return -0.0;
      case 2:
        return pi;
      default:
        return -pi;
    }
  }
  if (std::isinf(y)) return yNeg ? -pi_o_2 : pi_o_2;
  // ilogb is exact: it reads the exponent.
  const int k = std::ilogb(y) - std::ilogb(x);
  double z = 0;
  int quadrant = m;
  if (k > 60) {  // |y/x| > 2^60
    z = pi_o_2 + 0.5 * pi_lo;
    quadrant &= 1;
  } else if (xNeg && k < -60) {  // 0 > |y|/x > -2^-60
    z = 0.0;
  } else {
    z = atan(std::abs(y / x));
  }
  switch (quadrant) {
    case 0:
      return z;
    case 1:
      return -z;
    case 2:
      return pi - (z - pi_lo);
    default:
      return (z - pi_lo) - pi;
  }
}

double hypot(double x, double y) {
  if (std::isinf(x) || std::isinf(y)) return INFINITY;
  if (std::isnan(x) || std::isnan(y)) return x + y;
  x = std::abs(x);
  y = std::abs(y);
  const double big = x > y ? x : y;
  // Scale by an exact power of two so the squares neither overflow nor underflow.
  double scale = 1, unscale = 1;
  if (big > 0x1p500) {
    scale = 0x1p-600;
    unscale = 0x1p600;
  } else if (big < 0x1p-500) {
    scale = 0x1p600;
    unscale = 0x1p-600;
  }
  x *= scale;
  y *= scale;
  return std::sqrt(x * x + y * y) * unscale;
}

}  // namespace sw::dmath
