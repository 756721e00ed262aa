#pragma once
// Deterministic elementary functions for the simulation: the same bits on every compiler,
// optimisation level, CPU and C library.
//
// Why: the C library's sin/cos/atan2/pow/exp are not required to be correctly rounded, so
// their last bit differs between libm versions, and glibc even picks an FMA or a plain
// variant at run time by CPU. A replay or a network peer on another machine would drift.
// These functions use only + - * / and comparisons, which IEEE 754 rounds exactly, in a
// fixed order (the runtime is built with -ffp-contract=off and without -ffast-math, so the
// compiler may neither fuse a*b+c into an FMA nor reorder sums).
//
// Algorithms: the argument reductions and minimax polynomials of Sun's fdlibm (as kept in
// FreeBSD's msun), rewritten here without bit tricks. Accuracy, measured against glibc by
// tests/runtime/core/dmath_test.cpp over millions of arguments:
//   sin, cos   under 1 ulp for |x| <= 2^20 * pi/2 (about 1.6e6), which is every angle the
//              game uses; beyond that the result stays deterministic but its error grows
//              with |x| (the three-part Cody-Waite reduction loses exactness), and for
//              |x| >= 2^52 the argument is reduced only approximately. NaN and +-inf give NaN.
//   atan, atan2  under 1 ulp everywhere; atan2 follows C's rules for zeros, signs and
//              infinities (atan2(+-0, -0) = +-pi, atan2(y, +-inf) ...).
//   hypot      sqrt(x*x + y*y) with exact power-of-two scaling against overflow and
//              underflow: under 1 ulp from the exact value (glibc's is nearly correctly
//              rounded, so the two may differ in the last bit).
// std::sqrt, std::fmod, std::floor, std::ceil, std::llround, std::fmin/fmax and std::abs are
// exact by IEEE and the C standard, so the simulation may call them directly.

namespace sw::dmath {

double sin(double x);
double cos(double x);
// Both at once (one argument reduction).
void sincos(double x, double* s, double* c);
double atan(double x);
double atan2(double y, double x);
double hypot(double x, double y);

}  // namespace sw::dmath
