#pragma once
// A splat image (splat_image.h) shown in the play plane: one textured quad covering what the
// view shows of the plane at its depth, its pixels drawn on the CPU and uploaded each frame,
// composited premultiplied (One, OneMinusSrcAlpha) through the particles' material. The
// image's resolution is a share of the view's pixels: 1 for crisp bullets, 0.5 for soft
// smoke (fill-bound on a software renderer; the shooter we learn from drew its particles
// to a lower-resolution buffer too).
#include <QByteArray>
#include <QPointer>
#include <QRectF>

#include "view/play/splat_image.h"
#include "view/sprite_batch.h"

namespace sw::play {

class SceneKit;

class SplatLayer {
 public:
  SplatLayer(SceneKit& kit, float z, double resolution, SplatImage::Order order = SplatImage::Order::BackToFront);
  ~SplatLayer();
  SplatLayer(const SplatLayer&) = delete;
  SplatLayer& operator=(const SplatLayer&) = delete;

  // Starts a frame; false when the view shows no bounded area of the plane (then the
  // swarms draw instanced).
  bool begin();
  // The frame's image, cleared on first use (a frame that splats nothing clears nothing).
  SplatImage& canvas();
  // Uploads what was drawn and shows the quad; hides it when nothing was drawn.
  void finish();

  bool isShown() const { return shown_; }
  const SplatImage& image() const { return image_; }
  QRectF area() const { return area_; }  // layout units, of the last begin()

 private:
  SceneKit& kit_;
  float z_;
  double resolution_;
  SplatImage::Order order_;
  QPointer<sw::ui::SpriteQuadGeometry> quad_;
  sw::ui::SpriteBatch batch_;
  bool failed_ = false, started_ = false, drawing_ = false, shown_ = false;
  QRectF area_;
  QSize pixels_;
  SplatImage image_;
};

}  // namespace sw::play
