// Swarms drawn on the CPU (splat_image.h).
#include "view/play/splat_image.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace sw::play {

namespace {

float splatSmoothStep(float edge0, float edge1, float x) {
  const float t = std::clamp((x - edge0) / (edge1 - edge0), 0.0f, 1.0f);
  return t * t * (3.0f - 2.0f * t);
}

std::uint8_t splatByte(float v) { return std::uint8_t(std::clamp(v, 0.0f, 255.0f) + 0.5f); }

// The sprite's colour at (u, v) (shares of the image, y down), filtered linearly between
// texels as the GPU samples the atlas; straight RGBA, 0..1.
void sampleSprite(const SplatSprite& s, float u, float v, float out[4]) {
  const float tx = u * float(s.width) - 0.5f, ty = v * float(s.height) - 0.5f;
  const float fx0 = std::floor(tx), fy0 = std::floor(ty);
  const float fx = tx - fx0, fy = ty - fy0;
  const int x0 = std::clamp(int(fx0), 0, s.width - 1), x1 = std::clamp(int(fx0) + 1, 0, s.width - 1);
  const int y0 = std::clamp(int(fy0), 0, s.height - 1), y1 = std::clamp(int(fy0) + 1, 0, s.height - 1);
  const std::uint8_t* r0 = s.pixels + std::ptrdiff_t(y0) * s.stride;
  const std::uint8_t* r1 = s.pixels + std::ptrdiff_t(y1) * s.stride;
  for (int c = 0; c < 4; ++c) {
    const float top = float(r0[x0 * 4 + c]) * (1 - fx) + float(r0[x1 * 4 + c]) * fx;
    const float bottom = float(r1[x0 * 4 + c]) * (1 - fx) + float(r1[x1 * 4 + c]) * fx;
    out[c] = (top * (1 - fy) + bottom * fy) / 255.0f;
  }
}

// The first (last) pixel index at or after (at or before) v, at least `lo` (at most `hi`):
// reckoned in double, so a shape far off the image never overflows an int.
int firstIndex(double v, int lo) {
  v = std::ceil(v);
  return v <= lo ? lo : v >= 1e9 ? 1000000000 : int(v);
}
int lastIndex(double v, int hi) {
  v = std::floor(v);
  return v >= hi ? hi : v <= -1e9 ? -1000000000 : int(v);
}

}  // namespace

void SplatImage::reset(int width, int height, double left, double top, double right, double bottom, Order order) {
  order_ = order;
  width_ = std::max(width, 1);
  height_ = std::max(height, 1);
  left_ = left;
  top_ = top;
  unitX_ = right > left ? (right - left) / width_ : 1.0;  // a degenerate area: pixels of a unit
  unitY_ = top > bottom ? (top - bottom) / height_ : 1.0;
  pixels_.assign(std::size_t(width_) * std::size_t(height_), 0u);
  words_ = order == Order::FrontToBack ? std::size_t(width_ + 63) / 64 : 0;
  opaque_.assign(words_ * std::size_t(height_), 0u);
  blocksX_ = order == Order::FrontToBack ? (width_ + kBlock - 1) / kBlock : 0;
  const std::size_t blocks = order == Order::FrontToBack ? std::size_t(blocksX_) * std::size_t((height_ + kBlock - 1) / kBlock) : 0;
  blockOpaque_.assign(blocks, 0);
  blockFull_.assign(blocks, 0);
  shapes_ = 0;
}

void SplatImage::markOpaque(int i, int j) {
  std::uint64_t& word = opaque_[std::size_t(j) * words_ + std::size_t(i >> 6)];
  const std::uint64_t bit = std::uint64_t(1) << (i & 63);
  if (word & bit) return;
  word |= bit;
  const int bx = i / kBlock, by = j / kBlock;
  const std::size_t block = std::size_t(by) * std::size_t(blocksX_) + std::size_t(bx);
  const int pixels = (std::min(width_, (bx + 1) * kBlock) - bx * kBlock) * (std::min(height_, (by + 1) * kBlock) - by * kBlock);
  if (++blockOpaque_[block] == pixels) blockFull_[block] = 1;
}

bool SplatImage::areaCovered(int i0, int j0, int i1, int j1) const {
  const int bx0 = i0 / kBlock, bx1 = i1 / kBlock;
  for (int by = j0 / kBlock; by <= j1 / kBlock; ++by) {
    const std::uint8_t* row = blockFull_.data() + std::size_t(by) * std::size_t(blocksX_);
    for (int bx = bx0; bx <= bx1; ++bx)
      if (!row[bx]) return false;
  }
  return true;
}

bool SplatImage::rowCovered(int j, int from, int to) const {
  const std::uint64_t* row = opaque_.data() + std::size_t(j) * words_;
  for (int w = from >> 6; w <= to >> 6; ++w) {
    const int lo = std::max(from, w * 64) - w * 64, hi = std::min(to, w * 64 + 63) - w * 64;
    const std::uint64_t bits = (hi - lo == 63 ? ~std::uint64_t(0) : ((std::uint64_t(1) << (hi - lo + 1)) - 1)) << lo;
    if ((row[w] & bits) != bits) return false;
  }
  return true;
}

void SplatImage::blend(int i, int j, float r, float g, float b, float a, bool additive) {
  auto* p = reinterpret_cast<std::uint8_t*>(pixels_.data() + std::size_t(j) * std::size_t(width_) + std::size_t(i));
  if (order_ == Order::FrontToBack) {
    // Under what is there: only what the nearer shapes left uncovered shows.
    const float k = (255.0f - float(p[3])) / 255.0f * a * 255.0f;
    p[0] = splatByte(float(p[0]) + r * k);
    p[1] = splatByte(float(p[1]) + g * k);
    p[2] = splatByte(float(p[2]) + b * k);
    if (!additive) p[3] = splatByte(float(p[3]) + k);
    if (p[3] == 255) markOpaque(i, j);
    return;
  }
  if (additive) {
    p[0] = splatByte(float(p[0]) + r * a * 255.0f);
    p[1] = splatByte(float(p[1]) + g * a * 255.0f);
    p[2] = splatByte(float(p[2]) + b * a * 255.0f);
    return;
  }
  const float keep = 1.0f - a;
  p[0] = splatByte(r * a * 255.0f + float(p[0]) * keep);
  p[1] = splatByte(g * a * 255.0f + float(p[1]) * keep);
  p[2] = splatByte(b * a * 255.0f + float(p[2]) * keep);
  p[3] = splatByte(a * 255.0f + float(p[3]) * keep);
}

void SplatImage::disc(double x, double y, double radius, SplatColor color) {
  if (pixels_.empty() || !(radius > 0) || color.a <= 0.0f) return;
  if (!std::isfinite(x) || !std::isfinite(y) || !std::isfinite(radius)) return;
  // A pixel is the disc's when its centre is (as the GPU fills the instanced disc: the view
  // draws without anti-aliasing), so each row is one span. In pixels of the image, x's
  // pixels as the unit (rows may be taller than columns wide).
  const double cx = (x - left_) / unitX_ - 0.5, cy = (top_ - y) / unitY_ - 0.5;
  const double rows = unitY_ / unitX_;  // a row's height in column widths
  const double r = radius / unitX_, r2 = r * r;
  const int j0 = firstIndex(cy - r / rows, 0), j1 = lastIndex(cy + r / rows, height_ - 1);
  const int i0 = firstIndex(cx - r, 0), i1 = lastIndex(cx + r, width_ - 1);
  if (j0 > j1 || i0 > i1) return;
  ++shapes_;
  const bool frontToBack = order_ == Order::FrontToBack;
  if (frontToBack && areaCovered(i0, j0, i1, j1)) return;
  const float a = std::clamp(color.a, 0.0f, 1.0f);
  const bool opaque = a >= 1.0f;
  const std::uint8_t bytes[4] = {splatByte(color.r * 255.0f), splatByte(color.g * 255.0f), splatByte(color.b * 255.0f), 255};
  std::uint32_t solid = 0;
  std::memcpy(&solid, bytes, 4);  // the pixel as the image holds it, whatever the byte order
  for (int j = j0; j <= j1; ++j) {
    const double dy = (j - cy) * rows, dy2 = dy * dy;
    if (dy2 > r2) continue;
    const double reach = std::sqrt(r2 - dy2);
    const int from = firstIndex(cx - reach, i0), to = lastIndex(cx + reach, i1);
    if (from > to) continue;
    std::uint32_t* row = pixels_.data() + std::size_t(j) * std::size_t(width_);
    if (!frontToBack) {
      if (opaque)
        std::fill_n(row + from, to - from + 1, solid);
      else
        for (int i = from; i <= to; ++i) blend(i, j, color.r, color.g, color.b, a, false);
      continue;
    }
    if (rowCovered(j, from, to)) continue;
    for (int i = from; i <= to; ++i) {
      if (isOpaque(i, j)) continue;
      if (opaque && row[i] == 0) {
        row[i] = solid;  // nothing nearer: the disc's own colour
        markOpaque(i, j);
      } else {
        blend(i, j, color.r, color.g, color.b, a, false);
      }
    }
  }
}

void SplatImage::roundParticle(double x, double y, double radius, SplatColor color, bool additive) {
  const double cx = (x - left_) / unitX_ - 0.5, cy = (top_ - y) / unitY_ - 0.5;
  const double rows = unitY_ / unitX_;
  const double r = radius / unitX_, r2 = r * r, inner2 = 0.64 * r2;  // fades from 0.8 of the radius out
  const int j0 = firstIndex(cy - r / rows, 0), j1 = lastIndex(cy + r / rows, height_ - 1);
  const int i0 = firstIndex(cx - r, 0), i1 = lastIndex(cx + r, width_ - 1);
  if (j0 > j1 || i0 > i1) return;
  ++shapes_;
  const float alpha = std::clamp(color.a, 0.0f, 1.0f);
  const float red = color.r * 255.0f, green = color.g * 255.0f, blue = color.b * 255.0f;
  const float invR = float(1.0 / r);
  if (alpha < 0.004f) return;
  // The inner disc's blend in fixed point (colour times alpha, scaled by 256).
  const int keep256 = int((1.0f - alpha) * 256.0f + 0.5f);
  const int overR = int(red * alpha * 256.0f + 0.5f), overG = int(green * alpha * 256.0f + 0.5f),
            overB = int(blue * alpha * 256.0f + 0.5f), overA = int(255.0f * alpha * 256.0f + 0.5f);
  const int addR = int(red * alpha + 0.5f), addG = int(green * alpha + 0.5f), addB = int(blue * alpha + 0.5f);
  for (int j = j0; j <= j1; ++j) {
    const double dy = (j - cy) * rows, dy2 = dy * dy;
    if (dy2 >= r2) continue;
    const double reach = std::sqrt(r2 - dy2);
    const int from = firstIndex(cx - reach, i0), to = lastIndex(cx + reach, i1);
    auto* p = reinterpret_cast<std::uint8_t*>(pixels_.data() + std::size_t(j) * std::size_t(width_) + std::size_t(std::max(from, 0)));
    for (int i = from; i <= to; ++i, p += 4) {
      const double dx = i - cx, d2 = dx * dx + dy2;
      if (d2 <= inner2) {
        // Wholly covered (most pixels): fixed point, the colour times alpha worked out once.
        if (additive) {
          p[0] = std::uint8_t(std::min(255, p[0] + addR));
          p[1] = std::uint8_t(std::min(255, p[1] + addG));
          p[2] = std::uint8_t(std::min(255, p[2] + addB));
        } else {
          p[0] = std::uint8_t(std::min(255, (overR + p[0] * keep256 + 128) >> 8));
          p[1] = std::uint8_t(std::min(255, (overG + p[1] * keep256 + 128) >> 8));
          p[2] = std::uint8_t(std::min(255, (overB + p[2] * keep256 + 128) >> 8));
          p[3] = std::uint8_t(std::min(255, (overA + p[3] * keep256 + 128) >> 8));
        }
        continue;
      }
      const float a = alpha * (1.0f - splatSmoothStep(0.8f, 1.0f, float(std::sqrt(d2)) * invR));
      if (a < 0.004f) continue;  // as the shader discards
      if (additive) {
        p[0] = std::uint8_t(std::min(255.0f, float(p[0]) + red * a) + 0.5f);
        p[1] = std::uint8_t(std::min(255.0f, float(p[1]) + green * a) + 0.5f);
        p[2] = std::uint8_t(std::min(255.0f, float(p[2]) + blue * a) + 0.5f);
      } else {
        // Premultiplied over: never past 255, so no clamping.
        const float keep = 1.0f - a;
        p[0] = std::uint8_t(red * a + float(p[0]) * keep + 0.5f);
        p[1] = std::uint8_t(green * a + float(p[1]) * keep + 0.5f);
        p[2] = std::uint8_t(blue * a + float(p[2]) * keep + 0.5f);
        p[3] = std::uint8_t(255.0f * a + float(p[3]) * keep + 0.5f);
      }
    }
  }
}

void SplatImage::quad(double x, double y, double sizeX, double sizeY, double turnRadians, Shape shape,
                      SplatColor color, bool additive, const SplatSprite* sprite) {
  if (pixels_.empty() || !(sizeX > 0) || !(sizeY > 0) || color.a <= 0.0f) return;
  if (!std::isfinite(x) || !std::isfinite(y) || !std::isfinite(sizeX) || !std::isfinite(sizeY) || !std::isfinite(turnRadians))
    return;
  if (shape == Shape::Sprite && (!sprite || !sprite->pixels || sprite->width <= 0 || sprite->height <= 0)) return;
  if (shape == Shape::Disc && sizeX == sizeY && order_ == Order::BackToFront) {
    // Round whatever its turn: only the pixels under the circle, most of them wholly
    // covered (smoke is most of a crowd of particles).
    roundParticle(x, y, sizeX / 2, color, additive);
    return;
  }
  const double c = std::cos(turnRadians), s = std::sin(turnRadians);
  const double hx = sizeX / 2, hy = sizeY / 2;
  const double ex = std::abs(c) * hx + std::abs(s) * hy, ey = std::abs(s) * hx + std::abs(c) * hy;
  const int i0 = firstIndex((x - ex - left_) / unitX_ - 0.5, 0);
  const int i1 = lastIndex((x + ex - left_) / unitX_ - 0.5, width_ - 1);
  const int j0 = firstIndex((top_ - (y + ey)) / unitY_ - 0.5, 0);
  const int j1 = lastIndex((top_ - (y - ey)) / unitY_ - 0.5, height_ - 1);
  if (i0 > i1 || j0 > j1) return;
  ++shapes_;
  // The quad's corner coordinates (u, v in -1..1, as effect_particle.vert's vCorner) step
  // linearly across the pixels.
  const double duI = c * unitX_ / hx, dvI = -s * unitX_ / hy;
  const double duJ = -s * unitY_ / hx, dvJ = -c * unitY_ / hy;
  const double px0 = left_ + (i0 + 0.5) * unitX_ - x, py0 = top_ - (j0 + 0.5) * unitY_ - y;
  const double u00 = (c * px0 + s * py0) / hx, v00 = (-s * px0 + c * py0) / hy;
  const float alpha = std::clamp(color.a, 0.0f, 1.0f);
  const bool frontToBack = order_ == Order::FrontToBack;
  // The steps along a row where a corner coordinate starting at `start` and changing by
  // `step` a pixel stays within -1..1 (narrowing lo..hi): a thin turned streak fills little
  // of its bounding box.
  auto within = [](double start, double step, double& lo, double& hi) {
    if (step == 0) {
      if (std::abs(start) > 1.0) hi = -1;
      return;
    }
    const double a = (-1.0 - start) / step, b = (1.0 - start) / step;
    lo = std::max(lo, std::min(a, b));
    hi = std::min(hi, std::max(a, b));
  };
  for (int j = j0; j <= j1; ++j) {
    const double uRow = u00 + (j - j0) * duJ, vRow = v00 + (j - j0) * dvJ;
    double lo = 0, hi = i1 - i0;
    within(uRow, duI, lo, hi);
    within(vRow, dvI, lo, hi);
    if (hi < lo) continue;
    // A pixel of slack each side; the test below decides each pixel as before.
    const int from = i0 + std::max(0, int(std::floor(lo)) - 1), to = i0 + std::min(i1 - i0, int(std::ceil(hi)) + 1);
    double u = uRow + (from - i0) * duI, v = vRow + (from - i0) * dvI;
    for (int i = from; i <= to; ++i, u += duI, v += dvI) {
      if (std::abs(u) > 1.0 || std::abs(v) > 1.0 || (frontToBack && isOpaque(i, j))) continue;
      float cover = 1.0f, r = color.r, g = color.g, b = color.b;
      const float fu = float(u), fv = float(v);
      switch (shape) {
        case Shape::Disc: cover = 1.0f - splatSmoothStep(0.8f, 1.0f, std::sqrt(fu * fu + fv * fv)); break;
        case Shape::Square: break;
        case Shape::Streak: cover = (1.0f - std::abs(fv)) * (1.0f - splatSmoothStep(0.6f, 1.0f, std::abs(fu))); break;
        case Shape::Sprite: {
          float texel[4];
          sampleSprite(*sprite, sprite->x + (fu + 1.0f) * 0.5f * sprite->w, sprite->y + (1.0f - fv) * 0.5f * sprite->h, texel);
          r *= texel[0];
          g *= texel[1];
          b *= texel[2];
          cover = texel[3];
          break;
        }
      }
      const float a = cover * alpha;
      if (a < 0.004f) continue;  // as the shader discards
      blend(i, j, r, g, b, a, additive);
    }
  }
}

}  // namespace sw::play
