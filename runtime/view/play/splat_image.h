#pragma once
// Swarms drawn on the CPU (issue 42): a software renderer pays per vertex of every instance,
// so 100,000 bullets as instanced discs cost half a second a frame, and 20,000 blended smoke
// puffs cost their fill. Splatting them into one image over the visible play plane, drawn
// as one textured quad (splat_layer.h), costs a few milliseconds instead.
//
// The image holds premultiplied RGBA, row 0 at the top (the largest y), and is composited
// with (One, OneMinusSrcAlpha): alpha-blended shapes are drawn "over" and additive ones add
// their colour without covering what lies under them, so both blendings of the particles
// come out as the GPU would have blended them one by one onto the scene.
//
// An image is drawn back to front (each shape over what is there) or front to back (each
// under what is there: the nearest first). Front to back, a pixel once opaque is never
// touched again and a row of a shape wholly behind opaque pixels costs one test: 100,000
// opaque bullets piled forty deep on a screen cost what the few on top cost.
#include <cstdint>
#include <vector>

namespace sw::play {

struct SplatColor {
  float r = 1, g = 1, b = 1, a = 1;  // straight, 0..1
};

// A frame of an RGBA8 (straight alpha) image: its pixels and the rectangle to sample, as
// shares of the image (x, y, width, height; y down), as the instanced sprites take it.
struct SplatSprite {
  const std::uint8_t* pixels = nullptr;
  int width = 0, height = 0, stride = 0;  // stride in bytes
  float x = 0, y = 0, w = 1, h = 1;
};

class SplatImage {
 public:
  enum class Shape { Disc, Square, Streak, Sprite };
  enum class Order { BackToFront, FrontToBack };

  // Clears to transparent a `width` x `height` image covering the plane from `left` to
  // `right` and from `bottom` to `top` (layout units).
  void reset(int width, int height, double left, double top, double right, double bottom,
             Order order = Order::BackToFront);
  Order order() const { return order_; }

  // A filled disc (bullets, the simulation's sparks): the pixels whose centres it covers.
  void disc(double x, double y, double radius, SplatColor color);
  // A particle of an effect: a quad of `sizeX` x `sizeY` centred on (x, y), turned by
  // `turnRadians` about z, shaped as effect_particle.frag shapes it (a sprite samples
  // `sprite`, tinted by the colour), alpha-blended or additive.
  void quad(double x, double y, double sizeX, double sizeY, double turnRadians, Shape shape, SplatColor color,
            bool additive, const SplatSprite* sprite = nullptr);

  int width() const { return width_; }
  int height() const { return height_; }
  const std::uint8_t* pixels() const { return reinterpret_cast<const std::uint8_t*>(pixels_.data()); }
  std::size_t byteCount() const { return pixels_.size() * 4; }
  int shapes() const { return shapes_; }  // drawn since reset (those touching the image)
  double left() const { return left_; }
  double top() const { return top_; }
  double unitsPerPixelX() const { return unitX_; }
  double unitsPerPixelY() const { return unitY_; }

 private:
  // quad()'s disc shape, square and drawn back to front: the pixels under the circle only.
  void roundParticle(double x, double y, double radius, SplatColor color, bool additive);
  // Blends `rgb` with coverage `a` into pixel `i` of row `j` (over or under, per order;
  // or added), marking it opaque once it is.
  void blend(int i, int j, float r, float g, float b, float a, bool additive);
  bool isOpaque(int i, int j) const { return (opaque_[std::size_t(j) * words_ + std::size_t(i >> 6)] >> (i & 63)) & 1u; }
  void markOpaque(int i, int j);
  // Whether pixels from..to of row j are all opaque (front to back: nothing more shows there).
  bool rowCovered(int j, int from, int to) const;
  // Whether the pixels i0..i1 x j0..j1 lie in blocks all opaque: a bullet deep in the pile
  // costs a few lookups.
  bool areaCovered(int i0, int j0, int i1, int j1) const;

  std::vector<std::uint32_t> pixels_;  // RGBA bytes in memory order
  std::vector<std::uint64_t> opaque_;  // front to back: a bit per pixel, set once opaque
  std::size_t words_ = 0;              // per row of opaque_
  static constexpr int kBlock = 16;    // pixels a side of the blocks counting opaque pixels
  std::vector<std::uint16_t> blockOpaque_;  // opaque pixels per block, row by row
  std::vector<std::uint8_t> blockFull_;     // 1 once every pixel of the block is opaque
  int blocksX_ = 0;
  Order order_ = Order::BackToFront;
  int width_ = 0, height_ = 0, shapes_ = 0;
  double left_ = 0, top_ = 0, unitX_ = 1, unitY_ = 1;  // units per pixel
};

}  // namespace sw::play
