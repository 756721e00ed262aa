// The CPU splat of swarms (view/play/splat_image.h): discs cover the pixels whose centres
// they cover, in their colour (as the GPU filled the instanced discs); drawing front to back (nearest first, under) gives the
// picture back to front (over) gives; alpha-blended and additive particles composite
// premultiplied; a sprite frame is sampled from its atlas, tinted.
#include <QtTest>
#include <limits>
#include <random>

#include "view/play/splat_image.h"

using sw::play::SplatColor;
using sw::play::SplatImage;
using sw::play::SplatSprite;

namespace splat_image_test {

struct Pixel {
  int r, g, b, a;
};
Pixel pixel(const SplatImage& image, int x, int y) {
  const std::uint8_t* p = image.pixels() + (std::size_t(y) * std::size_t(image.width()) + std::size_t(x)) * 4;
  return {p[0], p[1], p[2], p[3]};
}
// A 40 x 20 image of the plane from (0, 0) to (40, 20): a pixel a unit, row 0 at y 19..20.
void unitImage(SplatImage& image, SplatImage::Order order = SplatImage::Order::BackToFront) {
  image.reset(40, 20, 0, 20, 40, 0, order);
}

}  // namespace splat_image_test

using namespace splat_image_test;

class SplatImageTest : public QObject {
  Q_OBJECT
 private slots:
  void discCoversItsPixelsInItsColour() {
    SplatImage image;
    unitImage(image);
    image.disc(10, 10, 4, SplatColor{1, 0.5f, 0, 1});
    QCOMPARE(image.shapes(), 1);
    const Pixel centre = pixel(image, 10, 9);  // the pixel from y 10 to 11, x 10 to 11
    QCOMPARE(centre.r, 255);
    QCOMPARE(centre.g, 128);
    QCOMPARE(centre.b, 0);
    QCOMPARE(centre.a, 255);
    QCOMPARE(pixel(image, 20, 9).a, 0);   // beyond its radius
    QCOMPARE(pixel(image, 13, 8).a, 255);  // its centre (13.5, 11.5) is 3.81 from the disc's
    QCOMPARE(pixel(image, 12, 6).a, 0);    // (12.5, 13.5): 4.30
    // Wholly outside the image: nothing drawn, not counted.
    image.disc(-10, -10, 2, SplatColor{});
    QCOMPARE(image.shapes(), 1);
  }

  void nonFiniteOrFarOffShapesDrawNothing() {
    const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
    for (SplatImage::Order order : {SplatImage::Order::BackToFront, SplatImage::Order::FrontToBack}) {
      SplatImage image;
      unitImage(image, order);
      image.disc(nan, 5, 2, SplatColor{});
      image.disc(5, 5, inf, SplatColor{});
      image.disc(1e300, -1e300, 3, SplatColor{});
      image.quad(5, nan, 2, 2, 0, SplatImage::Shape::Square, SplatColor{}, false);
      image.quad(5, 5, 2, 2, inf, SplatImage::Shape::Disc, SplatColor{}, true);
      image.quad(-1e300, 5, 2, 2, 0, SplatImage::Shape::Streak, SplatColor{}, false);
      QCOMPARE(image.shapes(), 0);
      // A disc far bigger than the image covers it all, without overflowing an index.
      image.disc(20, 10, 1e12, SplatColor{0, 1, 0, 1});
      QCOMPARE(pixel(image, 0, 0).g, 255);
      QCOMPARE(pixel(image, 39, 19).g, 255);
    }
  }

  void frontToBackGivesWhatBackToFrontGives() {
    // Many overlapping discs, some translucent, and squares, over and under.
    struct Shape {
      double x, y, r;
      SplatColor c;
      bool disc;
    };
    std::mt19937 random(42);
    std::uniform_real_distribution<double> u(0, 1);
    std::vector<Shape> shapes;
    for (int i = 0; i < 300; ++i)
      shapes.push_back({u(random) * 40, u(random) * 20, 0.5 + u(random) * 4,
                        SplatColor{float(u(random)), float(u(random)), float(u(random)), i % 3 ? 1.0f : float(u(random))},
                        i % 5 != 0});
    SplatImage back, front;
    unitImage(back);
    unitImage(front, SplatImage::Order::FrontToBack);
    auto draw = [](SplatImage& image, const Shape& s) {
      if (s.disc) image.disc(s.x, s.y, s.r, s.c);
      else image.quad(s.x, s.y, s.r, s.r, 0.3, SplatImage::Shape::Square, s.c, false);
    };
    for (const Shape& s : shapes) draw(back, s);
    for (auto it = shapes.rbegin(); it != shapes.rend(); ++it) draw(front, *it);
    int worst = 0;
    for (int y = 0; y < 20; ++y)
      for (int x = 0; x < 40; ++x) {
        const Pixel a = pixel(back, x, y), b = pixel(front, x, y);
        worst = std::max({worst, std::abs(a.r - b.r), std::abs(a.g - b.g), std::abs(a.b - b.b), std::abs(a.a - b.a)});
      }
    QVERIFY2(worst <= 3, qPrintable(QString::number(worst)));  // 8-bit rounding, in another order
  }

  void additiveAddsColourWithoutCovering() {
    SplatImage image;
    unitImage(image);
    image.quad(10, 10, 6, 6, 0, SplatImage::Shape::Square, SplatColor{0.2f, 0.4f, 0.8f, 0.5f}, true);
    const Pixel added = pixel(image, 10, 9);
    QCOMPARE(added.a, 0);  // what lies under still shows whole (One, OneMinusSrcAlpha)
    QVERIFY(std::abs(added.b - 102) <= 1 && std::abs(added.g - 51) <= 1);
    // Alpha-blended over it: premultiplied "over" (red: 0.5 of it plus half the 26 added).
    image.quad(10, 10, 6, 6, 0, SplatImage::Shape::Square, SplatColor{1, 0, 0, 0.5f}, false);
    const Pixel over = pixel(image, 10, 9);
    QVERIFY2(std::abs(over.a - 128) <= 1 && std::abs(over.r - 141) <= 1 && std::abs(over.b - 51) <= 1,
             qPrintable(QString("%1 %2 %3 %4").arg(over.r).arg(over.g).arg(over.b).arg(over.a)));
  }

  void roundParticlesMatchTheGeneralQuad() {
    // A square disc-shaped particle takes the round path; one a hair wider the general quad
    // (turned, sampled per pixel): the same pixels, blended alike.
    SplatImage round, general;
    unitImage(round);
    unitImage(general);
    const SplatColor smoke{1, 0.6f, 0.2f, 0.7f}, glow{0.3f, 0.5f, 1, 0.8f};
    round.quad(12.3, 9.6, 9, 9, 0.4, SplatImage::Shape::Disc, smoke, false);
    general.quad(12.3, 9.6, 9, 9 * (1 + 1e-9), 0.4, SplatImage::Shape::Disc, smoke, false);
    round.quad(16.1, 11.2, 7, 7, 0, SplatImage::Shape::Disc, glow, true);
    general.quad(16.1, 11.2, 7, 7 * (1 + 1e-9), 0, SplatImage::Shape::Disc, glow, true);
    int worst = 0;
    for (int y = 0; y < 20; ++y)
      for (int x = 0; x < 40; ++x) {
        const Pixel a = pixel(round, x, y), b = pixel(general, x, y);
        worst = std::max({worst, std::abs(a.r - b.r), std::abs(a.g - b.g), std::abs(a.b - b.b), std::abs(a.a - b.a)});
      }
    QVERIFY2(worst <= 1, qPrintable(QString::number(worst)));
    QCOMPARE(pixel(round, 12, 10).a, 179);  // the middle: 0.7 of it
  }

  void spriteSamplesItsFrameTinted() {
    // A 2 x 1 atlas: red, then green; the frame is its right half.
    const std::uint8_t atlas[8] = {255, 0, 0, 255, 0, 255, 0, 255};
    SplatSprite frame{atlas, 2, 1, 8, 0.5f + 0.25f, 0.5f, 0.0f, 0.0f};  // the green texel's centre
    SplatImage image;
    unitImage(image);
    image.quad(20, 10, 8, 8, 0.7, SplatImage::Shape::Sprite, SplatColor{1, 0.5f, 1, 1}, false, &frame);
    const Pixel p = pixel(image, 20, 9);
    QCOMPARE(p.r, 0);
    QVERIFY(std::abs(p.g - 128) <= 1);
    QCOMPARE(p.a, 255);
    // A disc shape fades out towards its rim (effect_particle.frag): the centre opaque, the
    // corners of its quad empty.
    image.quad(5, 5, 8, 8, 0, SplatImage::Shape::Disc, SplatColor{1, 1, 1, 1}, false);
    QCOMPARE(pixel(image, 5, 14).a, 255);
    QCOMPARE(pixel(image, 1, 18).a, 0);
  }
};

QTEST_GUILESS_MAIN(SplatImageTest)
#include "splat_image_test.moc"
